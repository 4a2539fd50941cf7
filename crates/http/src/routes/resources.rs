//! The generic resources: the one list of them, and the five calls each answers, written once.
//!
//! [`each_resource`] is the registry: the app serves and the OpenAPI document describes exactly the resources
//! it names, each through a [`ResourceVisitor`], so a resource cannot be served without being documented.

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::Arc;

use actix_web::web::{Path, Query};
use actix_web::{HttpResponse, web};
use domain::catalogue::{
    Attribute, AttributeValue, Category, Company, CompanyFilter, Customer, Feature, FeatureValue, ListRequest, Model,
    ModelPart, ParentIds, Part, ProductType, Resource, ResourceService,
};
use domain::exchange::Exchange;
use serde::Serialize;
use serde::de::DeserializeOwned;
use utoipa::ToSchema;

use crate::auth::CurrentUser;
use crate::json_body::Json;
use crate::state::{Answer, blocking};

/// A domain resource served under `/api/{PATH}`: the entity and its input are the wire; its CSV file is
/// described by its [`Exchange`] columns.
pub trait ApiResource:
    Resource<Input: DeserializeOwned, Draft: Serialize + Clone> + Serialize + ToSchema + Exchange
{
    /// The client's body: the domain's input.
    type Body: DeserializeOwned + ToSchema + Into<Self::Input> + 'static;
    /// The OpenAPI tag, also the base path (`productcategory`): the domain's `Resource::KIND`.
    const PATH: &'static str;
}

/// What is done once for every resource: serving it, documenting it.
pub trait ResourceVisitor {
    fn visit<R: ApiResource>(&mut self);
}

macro_rules! registry {
    ($($resource:ty),+ $(,)?) => {
        $(
            impl ApiResource for $resource {
                type Body = <$resource as Resource>::Input;
                const PATH: &'static str = <$resource as Resource>::KIND;
            }
        )+

        /// Visits every generic resource, in the order of the document.
        pub fn each_resource(visitor: &mut impl ResourceVisitor) {
            $(visitor.visit::<$resource>();)+
        }
    };
}

registry! {
    Company,
    Customer,
    CompanyFilter,
    Attribute,
    AttributeValue,
    Category,
    ProductType,
    Model,
    ModelPart,
    Part,
    Feature,
    FeatureValue,
}

/// The service of each resource, as the server wires them.
#[derive(Clone, Default)]
pub struct Resources(HashMap<TypeId, Arc<dyn Any + Send + Sync>>);

impl Resources {
    pub fn with<R: Resource>(mut self, service: ResourceService<R>) -> Self {
        self.0.insert(TypeId::of::<R>(), Arc::new(service));
        self
    }

    fn service<R: Resource>(&self) -> Option<Arc<ResourceService<R>>> {
        self.0.get(&TypeId::of::<R>()).cloned().and_then(|service| service.downcast().ok())
    }

    /// Adds something the resources' calls share besides their services (the CSV exchange's ports), by type.
    pub(crate) fn with_part<T: Any + Send + Sync>(mut self, part: T) -> Self {
        self.0.insert(TypeId::of::<T>(), Arc::new(part));
        self
    }

    pub(crate) fn part<T: Any + Send + Sync>(&self) -> Option<Arc<T>> {
        self.0.get(&TypeId::of::<T>()).cloned().and_then(|part| part.downcast().ok())
    }

    /// The base paths of the registered resources that have no service (or, importable, no import): empty when
    /// the wiring is whole.
    pub fn missing(&self) -> Vec<&'static str> {
        struct Missing<'a>(&'a Resources, Vec<&'static str>);
        impl ResourceVisitor for Missing<'_> {
            fn visit<R: ApiResource>(&mut self) {
                let importable = R::MATCH.is_none() || self.0.part::<domain::exchange::ImportService<R>>().is_some();
                if self.0.service::<R>().is_none() || !importable {
                    self.1.push(R::PATH);
                }
            }
        }
        let mut missing = Missing(self, Vec::new());
        each_resource(&mut missing);
        missing.1
    }
}

/// Adds each resource's service and its `/{PATH}` scope to the API scope.
pub(crate) struct Serve<'a> {
    pub(crate) resources: &'a Resources,
    pub(crate) config: &'a mut web::ServiceConfig,
}

impl ResourceVisitor for Serve<'_> {
    fn visit<R: ApiResource>(&mut self) {
        // A resource without a service is refused at start-up (`Resources::missing`); here it is just not served.
        if let Some(service) = self.resources.service::<R>() {
            let scope = scope::<R>().app_data(web::Data::from(service));
            self.config.service(super::exchange::serve::<R>(scope, self.resources));
        }
    }
}

/// A resource's service, as its scope holds it.
type Service<R> = web::Data<ResourceService<R>>;

async fn list<R: ApiResource>(
    service: Service<R>,
    CurrentUser(caller): CurrentUser,
    request: Query<ListRequest>,
    parents: Query<ParentIds>,
) -> Answer {
    let parents = parents.pick(R::PARENTS);
    let page = blocking(move || service.list(&caller.user, request.into_inner(), parents)).await?;
    Ok(HttpResponse::Ok().json(page))
}

async fn get_one<R: ApiResource>(service: Service<R>, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    let id = id.into_inner();
    let item = blocking(move || service.get(&caller.user, id)).await?;
    Ok(HttpResponse::Ok().json(item))
}

async fn create<R: ApiResource>(service: Service<R>, CurrentUser(caller): CurrentUser, body: Json<R::Body>) -> Answer {
    let input = body.into_inner().into();
    let item = blocking(move || service.create(&caller.user, input)).await?;
    Ok(HttpResponse::Created().json(item))
}

async fn update<R: ApiResource>(
    service: Service<R>,
    CurrentUser(caller): CurrentUser,
    id: Path<i64>,
    body: Json<R::Body>,
) -> Answer {
    let (id, input) = (id.into_inner(), body.into_inner().into());
    let item = blocking(move || service.update(&caller.user, id, input)).await?;
    Ok(HttpResponse::Ok().json(item))
}

async fn delete<R: ApiResource>(service: Service<R>, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    let id = id.into_inner();
    blocking(move || service.delete(&caller.user, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// `/{PATH}` and `/{PATH}/{id}` with the five calls.
fn scope<R: ApiResource>() -> actix_web::Scope {
    web::scope(&format!("/{}", R::PATH))
        .route("", web::get().to(list::<R>))
        .route("", web::post().to(create::<R>))
        .route(r"/{id:\d+}", web::get().to(get_one::<R>))
        .route(r"/{id:\d+}", web::put().to(update::<R>))
        .route(r"/{id:\d+}", web::delete().to(delete::<R>))
}

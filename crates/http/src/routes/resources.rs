//! The generic resources: their registry ([`Resources`], one typed field per resource), the calls each
//! answers written once, and [`ResourceRoutes`], which serves a resource and documents it in the same call.

use std::marker::PhantomData;
use std::sync::Arc;

use actix_web::dev::{AppService, HttpServiceFactory};
use actix_web::web::{Path, Query};
use actix_web::{HttpResponse, web};
use domain::RepoError;
use domain::audit::Actor;
use domain::catalogue::{
    Attribute, AttributeValue, Category, Company, CompanyFilter, Customer, Feature, FeatureValue, ListRequest, Model,
    ModelPart, ParentIds, Part, ProductType, Resource, ResourceService,
};
use domain::exchange::{Exchange, ImportStore};
use serde::Serialize;
use serde::de::DeserializeOwned;
use utoipa::ToSchema;

use crate::auth::CurrentUser;
use crate::json_body::Json;
use crate::routes::exchange::{Exchanges, export, import};
use crate::state::{Answer, State, blocking};

/// The service of each generic resource and the CSV exchange's ports, as the server wires them: a resource
/// without its service does not compile.
#[derive(Clone)]
pub struct Resources {
    pub companies: Arc<ResourceService<Company>>,
    pub customers: Arc<ResourceService<Customer>>,
    pub company_filters: Arc<ResourceService<CompanyFilter>>,
    pub attributes: Arc<ResourceService<Attribute>>,
    pub attribute_values: Arc<ResourceService<AttributeValue>>,
    pub categories: Arc<ResourceService<Category>>,
    pub product_types: Arc<ResourceService<ProductType>>,
    pub models: Arc<ResourceService<Model>>,
    pub model_parts: Arc<ResourceService<ModelPart>>,
    pub parts: Arc<ResourceService<Part>>,
    pub features: Arc<ResourceService<Feature>>,
    pub feature_values: Arc<ResourceService<FeatureValue>>,
    /// The code book every export reads and the store each import writes.
    pub exchange: Arc<dyn Exchanges>,
}

/// A domain resource served under `/api/{KIND}` (also its OpenAPI tag): the entity and its input are the
/// wire; its CSV file is described by its [`Exchange`] columns.
pub trait ApiResource:
    Resource<Input: DeserializeOwned + ToSchema + 'static, Draft: Serialize + Clone> + Serialize + ToSchema + Exchange
{
    /// This resource's service in the registry.
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>>;
}

/// A resource the CSV import writes: one the exchange has an import store for (its [`Exchange::MATCH`]
/// says how a row finds the stored one).
pub trait Importable: ApiResource {
    fn import_store(exchange: &Arc<dyn Exchanges>) -> Arc<dyn ImportStore<Self>>;
}

impl<R: ApiResource> Importable for R
where
    dyn Exchanges: ImportStore<R>,
{
    fn import_store(exchange: &Arc<dyn Exchanges>) -> Arc<dyn ImportStore<Self>> {
        Arc::new(ExchangeStore(Arc::clone(exchange)))
    }
}

/// The exchange seen as the import store of one resource.
struct ExchangeStore(Arc<dyn Exchanges>);

impl<R: Resource> ImportStore<R> for ExchangeStore
where
    dyn Exchanges: ImportStore<R>,
{
    fn matching(&self, drafts: &[R::Draft]) -> Result<Vec<R>, RepoError> {
        <dyn Exchanges as ImportStore<R>>::matching(&*self.0, drafts)
    }

    fn apply(&self, creates: &[R::Draft], updates: &[(i64, R::Draft)], actor: &Actor) -> Result<(), RepoError> {
        <dyn Exchanges as ImportStore<R>>::apply(&*self.0, creates, updates, actor)
    }
}

impl ApiResource for Company {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.companies
    }
}

impl ApiResource for Customer {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.customers
    }
}

impl ApiResource for CompanyFilter {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.company_filters
    }
}

impl ApiResource for Attribute {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.attributes
    }
}

impl ApiResource for AttributeValue {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.attribute_values
    }
}

impl ApiResource for Category {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.categories
    }
}

impl ApiResource for ProductType {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.product_types
    }
}

impl ApiResource for Model {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.models
    }
}

impl ApiResource for ModelPart {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.model_parts
    }
}

impl ApiResource for Part {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.parts
    }
}

impl ApiResource for Feature {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.features
    }
}

impl ApiResource for FeatureValue {
    fn service(resources: &Resources) -> &Arc<ResourceService<Self>> {
        &resources.feature_values
    }
}

/// `/{KIND}` and `/{KIND}/{id}` with the five calls, `/{KIND}/export.csv` and, for an [`Importable`]
/// resource, `/{KIND}/import`: registered as one service, documented by its `OpenApiFactory`
/// (crate::openapi_resources).
pub(crate) struct ResourceRoutes<R> {
    /// The import's route, present only for a resource that can be imported.
    pub(crate) import: Option<actix_web::Route>,
    resource: PhantomData<R>,
}

impl<R: ApiResource> ResourceRoutes<R> {
    /// A resource exported but never imported.
    pub(crate) fn exported() -> Self {
        ResourceRoutes { import: None, resource: PhantomData }
    }
}

impl<R: Importable> ResourceRoutes<R> {
    pub(crate) fn importable() -> Self {
        ResourceRoutes { import: Some(web::post().to(import::<R>)), resource: PhantomData }
    }
}

impl<R: ApiResource> HttpServiceFactory for ResourceRoutes<R> {
    fn register(self, config: &mut AppService) {
        let scope = web::scope(&format!("/{}", R::KIND))
            .route("", web::get().to(list::<R>))
            .route("", web::post().to(create::<R>))
            .route(r"/{id:\d+}", web::get().to(get_one::<R>))
            .route(r"/{id:\d+}", web::put().to(update::<R>))
            .route(r"/{id:\d+}", web::delete().to(delete::<R>))
            .route("/export.csv", web::get().to(export::<R>));
        match self.import {
            Some(import) => scope.route("/import", import).register(config),
            None => scope.register(config),
        }
    }
}

async fn list<R: ApiResource>(
    state: State,
    CurrentUser(caller): CurrentUser,
    request: Query<ListRequest>,
    parents: Query<ParentIds>,
) -> Answer {
    let (service, parents) = (Arc::clone(R::service(&state.resources)), parents.pick(R::PARENTS));
    let page = blocking(move || service.list(&caller.user, request.into_inner(), parents)).await?;
    Ok(HttpResponse::Ok().json(page))
}

async fn get_one<R: ApiResource>(state: State, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    let (service, id) = (Arc::clone(R::service(&state.resources)), id.into_inner());
    let item = blocking(move || service.get(&caller.user, id)).await?;
    Ok(HttpResponse::Ok().json(item))
}

async fn create<R: ApiResource>(state: State, CurrentUser(caller): CurrentUser, body: Json<R::Input>) -> Answer {
    let (service, input) = (Arc::clone(R::service(&state.resources)), body.into_inner());
    let item = blocking(move || service.create(&caller.user, input)).await?;
    Ok(HttpResponse::Created().json(item))
}

async fn update<R: ApiResource>(
    state: State,
    CurrentUser(caller): CurrentUser,
    id: Path<i64>,
    body: Json<R::Input>,
) -> Answer {
    let service = Arc::clone(R::service(&state.resources));
    let (id, input) = (id.into_inner(), body.into_inner());
    let item = blocking(move || service.update(&caller.user, id, input)).await?;
    Ok(HttpResponse::Ok().json(item))
}

async fn delete<R: ApiResource>(state: State, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    let (service, id) = (Arc::clone(R::service(&state.resources)), id.into_inner());
    blocking(move || service.delete(&caller.user, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

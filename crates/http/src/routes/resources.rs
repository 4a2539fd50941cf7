//! The five calls every resource answers, written once and instantiated per resource.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use domain::DomainError;
use domain::catalogue::{ListRequest, Page, Parents, Resource, ResourceService};
use serde::Serialize;
use serde::de::DeserializeOwned;
use utoipa::ToSchema;

use crate::auth::CurrentUser;
use crate::error::ApiError;
use crate::state::blocking;

/// How a domain resource looks on the wire.
pub trait ApiResource: Resource {
    type Body: Serialize + ToSchema + From<Self> + 'static;
    type InputBody: DeserializeOwned + ToSchema + Into<Self::Input> + 'static;
    /// The OpenAPI tag, also the base path (`productcategory`).
    const PATH: &'static str;
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct PageBody<T> {
    items: Vec<T>,
    total: i64,
    page: i64,
    page_size: i64,
}

impl<T> PageBody<T> {
    pub(crate) fn from_page<R>(page: Page<R>) -> Self
    where
        T: From<R>,
    {
        Self {
            items: page.items.into_iter().map(T::from).collect(),
            total: page.total,
            page: page.page,
            page_size: page.page_size,
        }
    }
}

pub(crate) fn integer(params: &HashMap<String, String>, name: &str) -> Result<Option<i64>, DomainError> {
    params
        .get(name)
        .filter(|value| !value.is_empty())
        .map(|value| {
            value.parse::<i64>().map_err(|_| DomainError::BadRequest(format!("{name} deve essere un numero intero.")))
        })
        .transpose()
}

/// Reads the paging parameters every list shares: `page`, `pageSize`, `q`, `sort`, `order`.
pub(crate) fn page_request(params: &HashMap<String, String>) -> Result<ListRequest, DomainError> {
    Ok(ListRequest {
        page: integer(params, "page")?,
        page_size: integer(params, "pageSize")?,
        q: params.get("q").cloned(),
        sort: params.get("sort").cloned(),
        order: params.get("order").cloned(),
    })
}

/// The paging parameters and the resource's parent filters; other parameters are ignored.
fn list_request<R: Resource>(params: &HashMap<String, String>) -> Result<(ListRequest, Parents), DomainError> {
    let request = page_request(params)?;
    let mut parents = Parents::new();
    for name in R::PARENTS {
        if let Some(id) = integer(params, name)? {
            parents.push((name, id));
        }
    }
    Ok((request, parents))
}

async fn list<R: ApiResource>(
    service: web::Data<ResourceService<R>>,
    CurrentUser(caller): CurrentUser,
    params: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, ApiError> {
    let (request, parents) = list_request::<R>(&params)?;
    let page = blocking(move || service.list(&caller.user, request, parents)).await?;
    Ok(HttpResponse::Ok().json(PageBody::<R::Body>::from_page(page)))
}

async fn get_one<R: ApiResource>(
    service: web::Data<ResourceService<R>>,
    CurrentUser(caller): CurrentUser,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let item = blocking(move || service.get(&caller.user, id)).await?;
    Ok(HttpResponse::Ok().json(R::Body::from(item)))
}

async fn create<R: ApiResource>(
    service: web::Data<ResourceService<R>>,
    CurrentUser(caller): CurrentUser,
    body: web::Json<R::InputBody>,
) -> Result<HttpResponse, ApiError> {
    let input = body.into_inner().into();
    let item = blocking(move || service.create(&caller.user, input)).await?;
    Ok(HttpResponse::Created().json(R::Body::from(item)))
}

async fn update<R: ApiResource>(
    service: web::Data<ResourceService<R>>,
    CurrentUser(caller): CurrentUser,
    id: web::Path<i64>,
    body: web::Json<R::InputBody>,
) -> Result<HttpResponse, ApiError> {
    let (id, input) = (id.into_inner(), body.into_inner().into());
    let item = blocking(move || service.update(&caller.user, id, input)).await?;
    Ok(HttpResponse::Ok().json(R::Body::from(item)))
}

async fn delete<R: ApiResource>(
    service: web::Data<ResourceService<R>>,
    CurrentUser(caller): CurrentUser,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    blocking(move || service.delete(&caller.user, id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// `/{PATH}` and `/{PATH}/{id}` with the five calls.
pub fn scope<R: ApiResource>() -> actix_web::Scope {
    web::scope(&format!("/{}", R::PATH))
        .route("", web::get().to(list::<R>))
        .route("", web::post().to(create::<R>))
        .route(r"/{id:\d+}", web::get().to(get_one::<R>))
        .route(r"/{id:\d+}", web::put().to(update::<R>))
        .route(r"/{id:\d+}", web::delete().to(delete::<R>))
}

//! Customization requests (docs/api.md "Customization requests"): sent by whoever sees the configuration,
//! decided by administrators, visible within the configurations' scope (404 outside it).

use actix_web::web::{Path, Query};
use actix_web::{HttpResponse, get, post};
use domain::catalogue::{ListRequest, Page};
use domain::requests::{Request, RequestFilter};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::auth::CurrentUser;
use crate::error::ErrorBody;
use crate::json_body::{Json, OptionalJson};
use crate::state::{Answer, State, run};

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateRequestBody {
    /// The configuration's public id.
    configuration_id: String,
    /// 1 to 4000 characters once trimmed.
    message: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionBody {
    /// Up to 4000 characters; required to reject.
    response: Option<String>,
}

/// `GET /api/customizationrequest`: a page of the requests whose configuration the caller sees.
#[utoipa::path(operation_id = "list_customizationrequest", tag = "customizationrequest", security(("bearer" = [])),
    params(ListRequest, RequestFilter),
    responses((status = 200, body = Page<Request>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody)))]
#[get("/customizationrequest")]
pub async fn list(
    state: State,
    CurrentUser(caller): CurrentUser,
    request: Query<ListRequest>,
    filter: Query<RequestFilter>,
) -> Answer {
    let (request, filter) = (request.into_inner(), filter.into_inner());
    let page = run(&state.requests, move |service| service.list(&caller.user, request, filter)).await?;
    Ok(HttpResponse::Ok().json(page))
}

/// `GET /api/customizationrequest/{id}`: 404 outside the caller's scope.
#[utoipa::path(operation_id = "get_one_customizationrequest", tag = "customizationrequest", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = Request), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
#[get(r"/customizationrequest/{id:\d+}")]
pub async fn get_one(state: State, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    let request = run(&state.requests, move |service| service.get(&caller.user, id.into_inner())).await?;
    Ok(HttpResponse::Ok().json(request))
}

/// `POST /api/customizationrequest`: sends a request on a complete and valid configuration; its pending
/// request, if any, becomes `replaced`; every active administrator gets a mail.
#[utoipa::path(operation_id = "create_customizationrequest", tag = "customizationrequest", security(("bearer" = [])),
    request_body = CreateRequestBody,
    responses((status = 201, body = Request), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
#[post("/customizationrequest")]
pub async fn create(state: State, CurrentUser(caller): CurrentUser, body: Json<CreateRequestBody>) -> Answer {
    let CreateRequestBody { configuration_id, message } = body.into_inner();
    let request =
        run(&state.requests, move |service| service.create(&caller.user, &configuration_id, &message)).await?;
    Ok(HttpResponse::Created().json(request))
}

/// `POST /api/customizationrequest/{id}/approve`: administrators only; the requester gets a mail. The body
/// is optional: none approves without a response.
#[utoipa::path(tag = "customizationrequest",
    security(("bearer" = [])), params(("id" = i64, Path)), request_body = Option<DecisionBody>,
    responses((status = 200, body = Request), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
#[post(r"/customizationrequest/{id:\d+}/approve")]
pub async fn approve(
    state: State,
    CurrentUser(caller): CurrentUser,
    id: Path<i64>,
    OptionalJson(body): OptionalJson<DecisionBody>,
) -> Answer {
    let request = run(&state.requests, move |service| {
        service.approve(&caller.user, id.into_inner(), body.and_then(|body| body.response).as_deref())
    })
    .await?;
    Ok(HttpResponse::Ok().json(request))
}

/// `POST /api/customizationrequest/{id}/reject`: administrators only, with a response; the requester gets
/// a mail.
#[utoipa::path(tag = "customizationrequest",
    security(("bearer" = [])), params(("id" = i64, Path)), request_body = DecisionBody,
    responses((status = 200, body = Request), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
#[post(r"/customizationrequest/{id:\d+}/reject")]
pub async fn reject(state: State, CurrentUser(caller): CurrentUser, id: Path<i64>, body: Json<DecisionBody>) -> Answer {
    let request = run(&state.requests, move |service| {
        service.reject(&caller.user, id.into_inner(), body.into_inner().response.as_deref())
    })
    .await?;
    Ok(HttpResponse::Ok().json(request))
}

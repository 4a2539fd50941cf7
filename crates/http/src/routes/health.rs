use actix_web::{HttpResponse, get};
use serde::Serialize;
use utoipa::ToSchema;

use crate::state::{Answer, State, run};

#[derive(Serialize, ToSchema)]
pub struct HealthBody {
    status: &'static str,
}

/// The process is up.
#[utoipa::path(responses((status = 200, body = HealthBody)), tag = "operations")]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(HealthBody { status: "ok" })
}

/// The process can serve: the database answers (503 `unavailable` otherwise).
#[utoipa::path(responses((status = 200, body = HealthBody), (status = 503, body = crate::error::ErrorBody)), tag = "operations")]
#[get("/readyz")]
pub async fn readyz(state: State) -> Answer {
    run(&state.readiness, move |service| service.check().map_err(Into::into)).await?;
    Ok(HttpResponse::Ok().json(HealthBody { status: "ready" }))
}

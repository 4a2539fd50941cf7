use std::sync::OnceLock;

use actix_web::{HttpResponse, get};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::routes::{health, users};

#[derive(OpenApi)]
#[openapi(
    info(title = "Configuratore API", description = "Product configurator: authentication, catalogue, configurations, requests."),
    paths(
        health::healthz,
        health::readyz,
        users::login,
        users::me,
        users::me_extended,
        users::renew,
        users::forgot_password,
        users::reset_password,
        users::change_password,
        users::save_extended,
        users::extended_by_id,
        openapi_json,
    ),
    modifiers(&BearerAuth),
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        );
    }
}

/// This document.
#[utoipa::path(context_path = "/api", tag = "operations", responses((status = 200, description = "The OpenAPI 3.1 document")))]
#[get("/openapi.json")]
pub async fn openapi_json() -> HttpResponse {
    static DOCUMENT: OnceLock<String> = OnceLock::new();
    let body = DOCUMENT.get_or_init(|| ApiDoc::openapi().to_json().unwrap_or_else(|_| "{}".into()));
    HttpResponse::Ok().content_type("application/json").body(body.as_str())
}

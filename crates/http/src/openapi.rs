use std::sync::OnceLock;

use actix_web::{HttpResponse, get};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::openapi_resources::Document;
use crate::routes::resources::each_resource;
use crate::routes::{admin, audit, configurations, configurators, exchange, health, images, requests, users, wizard};

#[derive(OpenApi)]
#[openapi(
    info(title = "Configuratore API", description = "Product configurator: authentication, catalogue, configurations, requests."),
    paths(
        health::healthz,
        health::readyz,
        users::login,
        users::me,
        users::update_me,
        users::me_extended,
        users::renew,
        users::logout,
        users::forgot_password,
        users::reset_password,
        users::change_password,
        users::save_extended,
        users::extended_by_id,
        users::list,
        users::get_one,
        users::deactivate,
        admin::show_dashboard,
        admin::catalogue_preview,
        audit::list,
        wizard::categories,
        wizard::category,
        wizard::preview_configurator,
        wizard::evaluate,
        configurators::list,
        configurators::create,
        configurators::get_one,
        configurators::update,
        configurators::delete,
        configurators::publish,
        configurators::impact_csv,
        configurators::impact_reports,
        configurators::catalogue_impact,
        configurators::bulk_catalogue_impact,
        configurators::filters_impact,
        configurators::archive,
        configurators::new_draft,
        configurations::list,
        exchange::export_configurations,
        configurations::get_one,
        configurations::create,
        configurations::update,
        configurations::copy,
        configurations::evaluate_edit,
        configurations::delete,
        configurations::parts,
        configurations::quote,
        configurations::revisions,
        configurations::revision,
        configurations::compare,
        configurations::restore,
        requests::list,
        exchange::export_requests,
        requests::get_one,
        requests::create,
        requests::approve,
        requests::reject,
        images::upload,
        images::read,
        openapi_json,
    ),
    // Referenced by the typed query parameters, which do not carry their schemas along.
    components(schemas(
        domain::configurator::ConfiguratorStatus,
        domain::requests::RequestStatus,
        domain::audit::AuditAction,
        domain::configurations::LatestRequest
    )),
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

/// The whole contract: the annotated handlers plus every resource's generated paths.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut document = ApiDoc::openapi();
    each_resource(&mut Document(&mut document));
    crate::openapi_errors::ErrorResponses.modify(&mut document);
    document
}

/// The document as served: [`document`] with what the server enforces beyond the derives (see
/// [`crate::openapi_strict`]), made on its JSON form, which every schema shares.
pub fn contract() -> serde_json::Value {
    let mut json = serde_json::to_value(document()).unwrap_or_default();
    crate::openapi_strict::tighten(&mut json);
    json
}

/// This document.
#[utoipa::path(context_path = "/api", tag = "operations", responses((status = 200, description = "The OpenAPI 3.1 document")))]
#[get("/openapi.json")]
pub async fn openapi_json() -> HttpResponse {
    static DOCUMENT: OnceLock<String> = OnceLock::new();
    let body = DOCUMENT.get_or_init(|| contract().to_string());
    HttpResponse::Ok().content_type("application/json").body(body.as_str())
}

/// The reference page: Swagger UI over [`openapi_json`], from the app's build (`/api-docs/`, copied there
/// from the `swagger-ui-dist` package; never a CDN). Swagger UI sets style attributes, so this page alone
/// allows inline styles; scripts stay the app's own files.
#[get("/docs")]
pub async fn reference_page() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((actix_web::http::header::CONTENT_SECURITY_POLICY, REFERENCE_CSP))
        .body(REFERENCE_PAGE)
}

const REFERENCE_CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

const REFERENCE_PAGE: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Configuratore API reference</title>
<link rel="stylesheet" href="/api-docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script src="/api-docs/init.js"></script>
</body>
</html>
"#;

use actix_web::dev::{ServiceFactory, ServiceRequest};
use actix_web::{App, HttpResponse, get, web};
use utoipa::openapi::path::ParameterIn;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::AppExt;

#[derive(OpenApi)]
#[openapi(
    info(title = "Configuratore API", description = "Product configurator: authentication, catalogue, configurations, requests."),
    // Referenced by the typed query parameters, which do not carry their schemas along.
    components(schemas(
        domain::configurator::ConfiguratorStatus,
        domain::requests::RequestStatus,
        domain::audit::AuditAction,
        domain::configurations::LatestRequest,
        domain::configurations::ListScope
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

/// Adds every route to `app` (`crate::app::routes`) and returns it with the document those same calls
/// wrote: [`ApiDoc`]'s frame, each route's operations, the shared error answers.
pub(crate) fn routed<T>(app: App<T>) -> (App<T>, utoipa::openapi::OpenApi)
where
    T: ServiceFactory<ServiceRequest, Config = (), Error = actix_web::Error, InitError = ()>,
{
    let (app, mut document) =
        app.into_utoipa_app().openapi(ApiDoc::openapi()).configure(crate::app::routes).split_for_parts();
    crate::openapi_errors::ErrorResponses.modify(&mut document);
    drop_quantifiers(&mut document);
    (app, document)
}

/// utoipa reads a path's regex quantifiers (the `{22}` of `{public_id:[A-Za-z0-9_-]{22}}`) as path
/// arguments: a path parameter its path does not name is one of those, never a real parameter.
fn drop_quantifiers(document: &mut utoipa::openapi::OpenApi) {
    for (path, item) in document.paths.paths.iter_mut() {
        let operations = [&mut item.get, &mut item.put, &mut item.post, &mut item.delete, &mut item.patch];
        for parameters in operations.into_iter().flatten().filter_map(|operation| operation.parameters.as_mut()) {
            parameters.retain(|parameter| {
                parameter.parameter_in != ParameterIn::Path || path.contains(&format!("{{{}}}", parameter.name))
            });
        }
    }
}

/// The whole contract, without a server: the document [`routed`] writes.
pub fn document() -> utoipa::openapi::OpenApi {
    routed(App::new()).1
}

/// The document as served: `document` with what the server enforces beyond the derives (see
/// [`crate::openapi_strict`]), made on its JSON form, which every schema shares.
pub fn contract() -> serde_json::Value {
    served(document())
}

pub(crate) fn served(document: utoipa::openapi::OpenApi) -> serde_json::Value {
    let mut json = serde_json::to_value(document).unwrap_or_default();
    crate::openapi_strict::tighten(&mut json);
    json
}

/// The served document's text, made once by the app from its own routes.
pub(crate) struct ServedContract(pub(crate) web::Bytes);

/// This document.
#[utoipa::path(tag = "operations", responses((status = 200, description = "The OpenAPI 3.1 document")))]
#[get("/openapi.json")]
pub async fn openapi_json(contract: web::Data<ServedContract>) -> HttpResponse {
    HttpResponse::Ok().content_type("application/json").body(contract.0.clone())
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

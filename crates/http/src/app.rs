use std::path::PathBuf;

use actix_files::{Files, NamedFile};
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse, fn_service};
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::middleware::{Compress, DefaultHeaders};
use actix_web::{App, Error, HttpMessage, web};
use domain::catalogue::{
    Attribute, AttributeValue, Category, Company, CompanyFilter, Customer, Feature, FeatureValue, Model, ModelPart,
    Part, ProductType,
};
use tracing_actix_web::{RequestId, TracingLogger};
use utoipa_actix_web::scope;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::assets::{AssetsDir, asset};
use crate::client::TrustedProxies;
use crate::error::error_json;
use crate::error::{not_found, path_error, query_error};
use crate::methods::{ContractMethods, refuse_unsupported_methods};
use crate::openapi;
use crate::routes::resources::ResourceRoutes;
use crate::routes::{admin, audit, configurations, configurators, exchange, health, images, requests, users, wizard};
use crate::state::AppState;

/// JSON bodies above this answer 413.
pub const BODY_LIMIT: usize = 1024 * 1024;

/// No inline script anywhere (the token lives in localStorage, so this is our XSS mitigation).
const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; \
connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

fn security_headers() -> DefaultHeaders {
    DefaultHeaders::new()
        .add((header::CONTENT_SECURITY_POLICY, CSP))
        .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .add((header::X_FRAME_OPTIONS, "DENY"))
        .add((header::REFERRER_POLICY, "no-referrer"))
        .add(("Permissions-Policy", "camera=(), microphone=(), geolocation=()"))
        .add(("Cross-Origin-Opener-Policy", "same-origin"))
}

/// Names the request in its answer: the id the access log's line carries, so a support ticket or a client's
/// log finds the server's line.
async fn request_id_header(
    request: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let id = request.extensions().get::<RequestId>().copied();
    let mut response = next.call(request).await?;
    if let Some(value) = id.and_then(|id| HeaderValue::from_str(&id.to_string()).ok()) {
        response.headers_mut().insert(HeaderName::from_static("x-request-id"), value);
    }
    Ok(response)
}

/// The whole application: API, operations endpoints and, when built, the single-page app.
pub fn app(
    state: AppState,
    static_dir: Option<PathBuf>,
    trusted_proxies: TrustedProxies,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = Error,
        InitError = (),
    >,
> {
    let request_metrics = state.metrics.middleware();
    let app = App::new()
        .app_data(web::Data::new(state))
        .app_data(web::Data::new(trusted_proxies))
        .app_data(web::PayloadConfig::new(BODY_LIMIT))
        .app_data(web::QueryConfig::default().error_handler(query_error))
        .app_data(web::PathConfig::default().error_handler(path_error))
        // The last `.wrap` is the outermost: every answer, the error middleware's rewrites included,
        // gets the security headers.
        .wrap(actix_web::middleware::from_fn(refuse_unsupported_methods))
        // Inside compression: an error is said again in the caller's language before its body is encoded.
        .wrap(actix_web::middleware::from_fn(crate::language::speak_the_callers_language))
        .wrap(Compress::default())
        .wrap(actix_web::middleware::from_fn(error_json))
        .wrap(security_headers())
        .wrap(actix_web::middleware::from_fn(request_id_header))
        .wrap(request_metrics)
        .wrap(TracingLogger::<crate::access_log::AccessLog>::new());
    let (app, document) = openapi::routed(app);
    let contract = openapi::ServedContract(openapi::served(document.clone()).to_string().into());
    let app = app.app_data(web::Data::new(ContractMethods::of(&document))).app_data(web::Data::new(contract));
    match static_dir.filter(|dir| dir.join("index.html").is_file()) {
        Some(dir) => app.service(spa(dir)),
        None => app.default_service(web::to(not_found)),
    }
}

/// Every route, each registered and documented by the same call: a handler's `#[utoipa::path]` with its
/// actix method attribute, or a generic resource's [`ResourceRoutes`]. Order matters where paths overlap.
pub(crate) fn routes(config: &mut ServiceConfig) {
    config.service(health::healthz).service(health::readyz).service(
        scope("/api")
            .wrap(DefaultHeaders::new().add((header::CACHE_CONTROL, "no-store")))
            .service(openapi::openapi_json)
            // The reference page is HTML for people, not an operation of the contract: served, not documented.
            .map(|api| api.service(openapi::reference_page))
            .service(users::login)
            .service(users::me_extended)
            .service(users::me)
            .service(users::update_me)
            .service(users::renew)
            .service(users::logout)
            .service(users::forgot_password)
            .service(users::reset_password)
            .service(users::change_password)
            .service(users::save_extended)
            .service(users::extended_by_id)
            // After every fixed `/user/...` route, so `/user/me` never reads as an id.
            .service(users::list)
            .service(users::get_one)
            .service(users::deactivate)
            // The wizard's calls, before any other `/configurator` or `/productconf` route so a slug or
            // `evaluate` never reads as an id.
            .service(wizard::categories)
            .service(wizard::category)
            .service(wizard::preview_configurator)
            .service(wizard::evaluate)
            // `/configurator` CRUD, publish and archive: `{id:\d+}` patterns only.
            .service(configurators::list)
            .service(configurators::create)
            .service(configurators::get_one)
            .service(configurators::update)
            .service(configurators::delete)
            .service(configurators::publish)
            .service(configurators::impact_csv)
            .service(configurators::impact_reports)
            .service(configurators::catalogue_impact)
            .service(configurators::bulk_catalogue_impact)
            .service(configurators::filters_impact)
            .service(configurators::archive)
            .service(configurators::new_draft)
            // The CSV exports of the configurations and the requests, before their `{id}` routes.
            .service(exchange::export_configurations)
            .service(exchange::export_requests)
            // `/productconf/{publicId}`: after `/productconf/evaluate`, with 22-character ids only.
            .service(configurations::list)
            .service(configurations::create)
            .service(configurations::parts)
            .service(configurations::get_one)
            .service(configurations::update)
            .service(configurations::delete)
            .service(configurations::copy)
            .service(configurations::evaluate_edit)
            .service(configurations::revisions)
            .service(configurations::compare)
            .service(configurations::revision)
            .service(configurations::restore)
            .service(configurations::quote)
            .service(configurations::issue_quote)
            .service(configurations::issued_quotes)
            .service(configurations::issued_quote_pdf)
            .service(requests::list)
            .service(requests::create)
            .service(requests::get_one)
            .service(requests::approve)
            .service(requests::reject)
            .service(images::upload)
            .service(images::read)
            .service(admin::show_dashboard)
            .service(admin::dashboard_trends)
            .service(audit::list)
            // Before the company scope, which would otherwise answer it with 404.
            .service(admin::catalogue_preview)
            .service(ResourceRoutes::<Company>::exported())
            .service(ResourceRoutes::<Customer>::importable())
            .service(ResourceRoutes::<CompanyFilter>::exported())
            .service(ResourceRoutes::<Attribute>::importable())
            .service(ResourceRoutes::<AttributeValue>::importable())
            .service(ResourceRoutes::<Category>::importable())
            .service(ResourceRoutes::<ProductType>::importable())
            .service(ResourceRoutes::<Model>::importable())
            .service(ResourceRoutes::<ModelPart>::importable())
            .service(ResourceRoutes::<Part>::importable())
            .service(ResourceRoutes::<Feature>::importable())
            .service(ResourceRoutes::<FeatureValue>::importable())
            .default_service(web::to(not_found)),
    );
}

/// The built app: hashed assets cached for a year, any other path answered with `index.html` so deep
/// links and reloads work.
fn spa(dir: PathBuf) -> actix_web::Scope {
    let index = dir.join("index.html");
    web::scope("")
        .service(
            web::scope("/assets")
                .wrap(DefaultHeaders::new().add((header::CACHE_CONTROL, "public, max-age=31536000, immutable")))
                .app_data(web::Data::new(AssetsDir(dir.join("assets"))))
                .service(web::resource("/{name}").route(web::get().to(asset)).route(web::head().to(asset))),
        )
        .service(Files::new("/", &dir).index_file("index.html").default_handler(fn_service(
            move |req: ServiceRequest| {
                let index = index.clone();
                async move {
                    let (req, _) = req.into_parts();
                    let mut response = NamedFile::open_async(&index).await?.into_response(&req);
                    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
                    Ok(ServiceResponse::new(req, response))
                }
            },
        )))
}

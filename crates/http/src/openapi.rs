use std::sync::OnceLock;

use actix_web::{HttpResponse, get};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use domain::catalogue::{
    Attribute, AttributeValue, Category, Company, CompanyFilter, Customer, Feature, FeatureValue, Model, ModelPart,
    Part, ProductType,
};

use crate::openapi_resources::add_resource;
use crate::routes::{admin, configurations, configurators, health, requests, users, wizard};

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
        wizard::category,
        wizard::preview_configurator,
        wizard::evaluate,
        configurators::list,
        configurators::create,
        configurators::get_one,
        configurators::update,
        configurators::delete,
        configurators::publish,
        configurators::archive,
        configurations::list,
        configurations::get_one,
        configurations::create,
        configurations::update,
        configurations::copy,
        configurations::delete,
        configurations::parts,
        requests::list,
        requests::get_one,
        requests::create,
        requests::approve,
        requests::reject,
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

/// The whole contract: the annotated handlers plus every resource's generated paths.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut document = ApiDoc::openapi();
    add_resource::<Company>(&mut document);
    add_resource::<Customer>(&mut document);
    add_resource::<CompanyFilter>(&mut document);
    add_resource::<Attribute>(&mut document);
    add_resource::<AttributeValue>(&mut document);
    add_resource::<Category>(&mut document);
    add_resource::<ProductType>(&mut document);
    add_resource::<Model>(&mut document);
    add_resource::<ModelPart>(&mut document);
    add_resource::<Part>(&mut document);
    add_resource::<Feature>(&mut document);
    add_resource::<FeatureValue>(&mut document);
    document
}

/// This document.
#[utoipa::path(context_path = "/api", tag = "operations", responses((status = 200, description = "The OpenAPI 3.1 document")))]
#[get("/openapi.json")]
pub async fn openapi_json() -> HttpResponse {
    static DOCUMENT: OnceLock<String> = OnceLock::new();
    let body = DOCUMENT.get_or_init(|| document().to_json().unwrap_or_else(|_| "{}".into()));
    HttpResponse::Ok().content_type("application/json").body(body.as_str())
}

//! The error answers every operation can give whatever its handler does, added to the document in one
//! place: they come from the layers around the handlers (the token extractor, the JSON, query and path
//! extractors, the body limit, the database pool), so no handler should have to repeat them. An answer a
//! handler documents itself keeps its own description.

use utoipa::openapi::header::HeaderBuilder;
use utoipa::openapi::path::{Operation, Parameter, ParameterIn};
use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
use utoipa::openapi::security::SecurityRequirement;
use utoipa::openapi::{ContentBuilder, OpenApi, PathItem, Ref, RefOr, ResponseBuilder, Schema};
use utoipa::{Modify, PartialSchema, ToSchema};

use crate::error::ErrorBody;

/// Operations that touch no database: they alone cannot answer 503.
const WITHOUT_DATABASE: [&str; 2] = ["/healthz", "/api/openapi.json"];

/// Secured operations open to every signed-in role, where no role check can answer 403 (an operation
/// that refuses some role documents its 403 itself).
const OPEN_TO_EVERY_ROLE: &[(&str, &str)] = &[
    ("get", "/api/user/me"),
    ("put", "/api/user/me"),
    ("post", "/api/user/logout"),
    ("get", "/api/user/me/extended"),
    ("post", "/api/user/jwt/renew"),
    ("put", "/api/user/me/password"),
    ("get", "/api/productconf"),
    ("post", "/api/productconf"),
    ("get", "/api/productconf/{publicId}"),
    ("put", "/api/productconf/{publicId}"),
    ("delete", "/api/productconf/{publicId}"),
    ("post", "/api/productconf/{publicId}/copy"),
    ("post", "/api/productconf/{publicId}/evaluate"),
    ("get", "/api/productconf/{publicId}/quote.pdf"),
    ("get", "/api/productconf/{publicId}/revisions"),
    ("get", "/api/productconf/{publicId}/revisions/compare"),
    ("get", "/api/productconf/{publicId}/revisions/{revision}"),
    ("post", "/api/productconf/{publicId}/revisions/{revision}/restore"),
    ("get", "/api/productconf/export.csv"),
    ("get", "/api/customizationrequest/export.csv"),
    ("get", "/api/productconfpart"),
    ("get", "/api/customizationrequest"),
    ("get", "/api/customizationrequest/{id}"),
    ("post", "/api/customizationrequest"),
    ("get", "/api/configurator/categories"),
    ("get", "/api/configurator/category/{slug}"),
];

pub struct ErrorResponses;

impl Modify for ErrorResponses {
    fn modify(&self, openapi: &mut OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        if !components.schemas.contains_key(ErrorBody::name().as_ref()) {
            components.schemas.insert(ErrorBody::name().into_owned(), ErrorBody::schema());
            let mut nested = Vec::new();
            ErrorBody::schemas(&mut nested);
            components.schemas.extend(nested);
        }
        for (path, item) in openapi.paths.paths.iter_mut() {
            let shared = Inputs::of_parameters(item.parameters.as_deref().unwrap_or_default());
            for (method, operation) in operations(item) {
                add_errors(method, path, operation, shared);
            }
        }
    }
}

fn operations(item: &mut PathItem) -> impl Iterator<Item = (&'static str, &mut Operation)> {
    [
        ("get", item.get.as_mut()),
        ("put", item.put.as_mut()),
        ("post", item.post.as_mut()),
        ("delete", item.delete.as_mut()),
        ("patch", item.patch.as_mut()),
        ("head", item.head.as_mut()),
        ("options", item.options.as_mut()),
        ("trace", item.trace.as_mut()),
    ]
    .into_iter()
    .filter_map(|(method, operation)| operation.map(|operation| (method, operation)))
}

/// What a request of the operation carries, and so what can be wrong with it.
#[derive(Clone, Copy, Default)]
struct Inputs {
    query: bool,
    /// A query parameter of free text (`q`), checked like the text of a body.
    text: bool,
    path: bool,
}

impl Inputs {
    fn of_parameters(parameters: &[Parameter]) -> Self {
        Self {
            query: parameters.iter().any(|parameter| parameter.parameter_in == ParameterIn::Query),
            text: parameters.iter().any(is_free_text),
            path: parameters.iter().any(|parameter| parameter.parameter_in == ParameterIn::Path),
        }
    }
}

/// A query string without an enum, a pattern or a format.
fn is_free_text(parameter: &Parameter) -> bool {
    let Some(RefOr::T(Schema::Object(object))) = &parameter.schema else { return false };
    let string = match &object.schema_type {
        SchemaType::Type(kind) => *kind == Type::String,
        SchemaType::Array(kinds) => kinds.contains(&Type::String),
        SchemaType::AnyValue => false,
    };
    parameter.parameter_in == ParameterIn::Query
        && string
        && object.enum_values.is_none()
        && object.pattern.is_none()
        && object.format.is_none()
}

fn add_errors(method: &str, path: &str, operation: &mut Operation, shared: Inputs) {
    let own = Inputs::of_parameters(operation.parameters.as_deref().unwrap_or_default());
    let query = shared.query || own.query;
    let text = shared.text || own.text;
    let path_id = shared.path || own.path || path.contains('{');
    let body = operation.request_body.is_some();
    let secured = operation.security.as_ref().is_some_and(|requirements| {
        requirements.iter().any(|requirement| *requirement != SecurityRequirement::default())
    });

    let mut answers: Vec<(&str, &str)> = Vec::new();
    if query || body {
        answers.push(("400", "`bad_request`: a parameter or the body is malformed or out of bounds"));
    }
    if secured {
        answers.push(("401", "`unauthorized` or `token_expired`: no valid token"));
        if !OPEN_TO_EVERY_ROLE.contains(&(method, path)) {
            answers.push(("403", "`forbidden`: the caller's role may not do this"));
        }
    }
    if path_id {
        answers.push(("404", "`not_found`: absent, or hidden from the caller"));
    }
    if body {
        answers.push(("413", "`payload_too_large`: the body exceeds 1 MB"));
    }
    if body || text {
        answers
            .push(("422", "`validation_failed`, with `details` per field (text with NUL or control characters too)"));
    }
    for (status, description) in answers {
        operation.responses.responses.entry(status.to_owned()).or_insert_with(|| error(description, false));
    }
    if !WITHOUT_DATABASE.contains(&path) {
        operation.responses.responses.entry("503".to_owned()).or_insert_with(|| {
            error("`unavailable`: the database does not answer; try again after `Retry-After`", true)
        });
    }
}

fn error(description: &str, retry_after: bool) -> RefOr<utoipa::openapi::Response> {
    let mut response = ResponseBuilder::new().description(description).content(
        "application/json",
        ContentBuilder::new().schema(Some(RefOr::Ref(Ref::from_schema_name(ErrorBody::name())))).build(),
    );
    if retry_after {
        response = response.header(
            "Retry-After",
            HeaderBuilder::new()
                .schema(ObjectBuilder::new().schema_type(Type::Integer))
                .description(Some("Seconds to wait"))
                .build(),
        );
    }
    RefOr::T(response.build())
}

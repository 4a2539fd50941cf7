//! Which methods each path answers, read from the contract: a method the document does not list for a
//! path it has is answered 405 with `Allow`, before any route is tried. Routing alone cannot say it:
//! handlers registered one method at a time fall through to 404, and actix's own 405 carries no `Allow`.

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::http::header::{ALLOW, HeaderValue};
use actix_web::middleware::Next;
use actix_web::web;
use utoipa::openapi::OpenApi;

use crate::error::json_for;

/// One documented path, split at `/`: `None` stands for a `{parameter}`.
struct Template {
    segments: Vec<Option<String>>,
    allow: HeaderValue,
    methods: Vec<Method>,
}

impl Template {
    /// How many literal segments match, when the whole path matches.
    fn specificity(&self, segments: &[&str]) -> Option<usize> {
        if self.segments.len() != segments.len() {
            return None;
        }
        let mut literals = 0;
        for (template, segment) in self.segments.iter().zip(segments) {
            match template {
                Some(literal) if literal == segment => literals += 1,
                Some(_) => return None,
                None => {}
            }
        }
        Some(literals)
    }
}

/// The contract's paths and their methods.
pub struct ContractMethods {
    templates: Vec<Template>,
}

impl ContractMethods {
    pub fn of(document: &OpenApi) -> Self {
        let templates = document
            .paths
            .paths
            .iter()
            .map(|(path, item)| {
                let segments = path
                    .split('/')
                    .map(|segment| (!(segment.starts_with('{') && segment.ends_with('}'))).then(|| segment.to_owned()))
                    .collect();
                let methods: Vec<Method> = [
                    (item.get.is_some(), Method::GET),
                    (item.put.is_some(), Method::PUT),
                    (item.post.is_some(), Method::POST),
                    (item.delete.is_some(), Method::DELETE),
                    (item.patch.is_some(), Method::PATCH),
                    (item.head.is_some(), Method::HEAD),
                    (item.options.is_some(), Method::OPTIONS),
                ]
                .into_iter()
                .filter_map(|(present, method)| present.then_some(method))
                .collect();
                let allow = methods.iter().map(Method::as_str).collect::<Vec<_>>().join(", ");
                let allow = HeaderValue::from_str(&allow).unwrap_or_else(|_| HeaderValue::from_static(""));
                Template { segments, allow, methods }
            })
            .collect();
        Self { templates }
    }

    /// The `Allow` value when `method` is not one `path` answers; `None` when it is, or when the contract
    /// has no such path (then routing answers, with 404). A literal segment wins over a parameter, so
    /// `/api/productconf/evaluate` is judged by its own entry, not by `/api/productconf/{publicId}`'s.
    fn refused(&self, method: &Method, path: &str) -> Option<&HeaderValue> {
        let segments: Vec<&str> = path.split('/').collect();
        let template = self
            .templates
            .iter()
            .filter_map(|template| template.specificity(&segments).map(|literals| (literals, template)))
            .max_by_key(|(literals, _)| *literals)?
            .1;
        (!template.methods.contains(method)).then_some(&template.allow)
    }
}

/// Answers 405 with `Allow` for a method the contract does not list on a path it has.
pub async fn refuse_unsupported_methods(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let refused = req
        .app_data::<web::Data<ContractMethods>>()
        .and_then(|contract| contract.refused(req.method(), req.path()).cloned());
    match refused {
        Some(allow) => {
            let (req, _) = req.into_parts();
            let language = crate::language::of(&req);
            let mut response = json_for(actix_web::http::StatusCode::METHOD_NOT_ALLOWED, language);
            response.headers_mut().insert(ALLOW, allow);
            Ok(ServiceResponse::new(req, response).map_into_right_body())
        }
        None => Ok(next.call(req).await?.map_into_left_body()),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn contract() -> ContractMethods {
        ContractMethods::of(&crate::openapi::document())
    }

    #[test]
    fn a_method_the_contract_lists_passes_and_another_is_refused_with_the_listed_ones() {
        let contract = contract();
        assert!(contract.refused(&Method::GET, "/api/user/12").is_none());
        assert_eq!(
            contract.refused(&Method::PUT, "/api/user/12").map(|allow| allow.to_str().unwrap()),
            Some("GET, DELETE")
        );
        assert_eq!(contract.refused(&Method::POST, "/healthz").map(|allow| allow.to_str().unwrap()), Some("GET"));
    }

    #[test]
    fn a_literal_segment_wins_over_a_parameter_and_an_unknown_path_is_left_to_routing() {
        let contract = contract();
        assert_eq!(
            contract.refused(&Method::GET, "/api/productconf/evaluate").map(|allow| allow.to_str().unwrap()),
            Some("POST")
        );
        assert!(contract.refused(&Method::DELETE, "/api/no/such/path").is_none());
        assert!(contract.refused(&Method::POST, "/configurations").is_none(), "the app's own pages are not in it");
    }
}

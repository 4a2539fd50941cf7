//! The one place where failures become HTTP answers: `{message, code}` (plus `details` for validation),
//! for the domain's errors and for actix's own extractor and routing errors alike.

use actix_web::error::{PathError, QueryPayloadError};
use actix_web::http::StatusCode;
use actix_web::http::header::{ALLOW, CACHE_CONTROL, RETRY_AFTER};
use actix_web::{HttpRequest, HttpResponse, ResponseError};
use domain::said::{Language, Message, Sent, Shape};
use domain::{ConflictCode, DomainError, FieldError};
use serde::Serialize;
use utoipa::ToSchema;

/// Seconds a client should wait after a 503 before trying again.
const UNAVAILABLE_RETRY_SECS: u64 = 5;

#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    pub message: String,
    pub code: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<Vec<FieldErrorBody>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FieldErrorBody {
    pub field: String,
    pub message: String,
}

impl FieldErrorBody {
    fn said(error: &FieldError, language: Language) -> Self {
        Self { field: error.field.clone(), message: error.message.render(language) }
    }
}

/// A domain error on its way out through HTTP.
#[derive(Debug)]
pub struct ApiError(pub DomainError);

impl From<DomainError> for ApiError {
    fn from(err: DomainError) -> Self {
        Self(err)
    }
}

impl From<domain::RepoError> for ApiError {
    fn from(err: domain::RepoError) -> Self {
        Self(err.into())
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

pub(crate) fn status_and_code(err: &DomainError) -> (StatusCode, &'static str) {
    match err {
        DomainError::BadRequest(_) => (StatusCode::BAD_REQUEST, "bad_request"),
        DomainError::InvalidCredentials => (StatusCode::UNAUTHORIZED, "invalid_credentials"),
        DomainError::Unauthorized => (StatusCode::UNAUTHORIZED, "unauthorized"),
        DomainError::TokenExpired => (StatusCode::UNAUTHORIZED, "token_expired"),
        DomainError::Forbidden => (StatusCode::FORBIDDEN, "forbidden"),
        DomainError::NotFound(_) => (StatusCode::NOT_FOUND, "not_found"),
        DomainError::Conflict { code, .. } => (
            StatusCode::CONFLICT,
            match code {
                ConflictCode::Conflict => "conflict",
                ConflictCode::InUse => "in_use",
                ConflictCode::StaleVersion => "stale_version",
                ConflictCode::InvalidTransition => "invalid_transition",
            },
        ),
        DomainError::AlreadyTaken { .. } => (StatusCode::CONFLICT, "conflict"),
        DomainError::Validation(_) => (StatusCode::UNPROCESSABLE_ENTITY, "validation_failed"),
        DomainError::TooLarge(_) => (StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large"),
        DomainError::RateLimited { .. } => (StatusCode::TOO_MANY_REQUESTS, "rate_limited"),
        DomainError::InvalidToken => (StatusCode::BAD_REQUEST, "invalid_token"),
        DomainError::Unavailable => (StatusCode::SERVICE_UNAVAILABLE, "unavailable"),
        DomainError::Internal(_) => (StatusCode::INTERNAL_SERVER_ERROR, "internal"),
    }
}

impl ApiError {
    /// The answer's body, said in `language`.
    pub(crate) fn body(&self, language: Language) -> ErrorBody {
        let (_, code) = status_and_code(&self.0);
        let details = match &self.0 {
            DomainError::Validation(errors) => {
                Some(errors.iter().map(|error| FieldErrorBody::said(error, language)).collect())
            }
            DomainError::AlreadyTaken { field, message } => {
                Some(vec![FieldErrorBody { field: field.clone(), message: message.render(language) }])
            }
            _ => None,
        };
        ErrorBody { message: self.0.message().render(language), code, details }
    }
}

/// The answer in Italian; [`crate::language::speak_the_callers_language`] says it again in the request's
/// language when that is another.
impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        status_and_code(&self.0).0
    }

    fn error_response(&self) -> HttpResponse {
        if let DomainError::Internal(detail) = &self.0 {
            tracing::error!(%detail, "internal error");
        }
        let mut response = HttpResponse::build(self.status_code());
        response.insert_header((CACHE_CONTROL, "no-store"));
        match &self.0 {
            DomainError::RateLimited { retry_after_secs } => {
                response.insert_header((RETRY_AFTER, retry_after_secs.to_string()));
            }
            DomainError::Unavailable => {
                response.insert_header((RETRY_AFTER, UNAVAILABLE_RETRY_SECS.to_string()));
            }
            _ => {}
        }
        response.json(self.body(Language::default()))
    }
}

fn bad_request(message: impl Into<Message>) -> actix_web::Error {
    ApiError(DomainError::BadRequest(message.into())).into()
}

/// A query string that does not fit its parameters, said for people (which one, what it must be).
pub fn query_error(err: QueryPayloadError, _req: &HttpRequest) -> actix_web::Error {
    let serde = match &err {
        QueryPayloadError::Deserialize(err) => err.to_string(),
        other => other.to_string(),
    };
    bad_request(crate::json_body::unfit(Sent::Query, ".", &serde))
}

pub fn path_error(err: PathError, _req: &HttpRequest) -> actix_web::Error {
    match err {
        // `/api/user/abc/extended`: an id that cannot exist is simply not found.
        PathError::Deserialize(_) => ApiError(DomainError::NotFound(Shape::ResourceNotFound.into())).into(),
        other => bad_request(other.to_string()),
    }
}

/// Unknown routes and methods under `/api`.
pub async fn not_found() -> Result<HttpResponse, ApiError> {
    Err(ApiError(DomainError::NotFound(Shape::ResourceNotFound.into())))
}

fn code_for_status(status: StatusCode) -> &'static str {
    match status.as_u16() {
        401 => "unauthorized",
        403 => "forbidden",
        404 => "not_found",
        405 => "method_not_allowed",
        413 => "payload_too_large",
        429 => "rate_limited",
        503 => "unavailable",
        500..=599 => "internal",
        _ => "bad_request",
    }
}

/// Rewrites any error answer that is not already JSON (actix's own routing, method and file errors)
/// into `{message, code}`, so no client ever sees plain text. It runs inside the security headers'
/// middleware, so a rewritten answer gets them like any other.
pub async fn error_json(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody + 'static>,
) -> Result<
    actix_web::dev::ServiceResponse<actix_web::body::EitherBody<impl actix_web::body::MessageBody>>,
    actix_web::Error,
> {
    let response = match next.call(req).await {
        Ok(response) => response,
        Err(err) if err.as_error::<ApiError>().is_some() => {
            return Err(err);
        }
        Err(err) => return Err(StatusJson(err.as_response_error().status_code()).into()),
    };
    let status = response.status();
    let is_json = response
        .headers()
        .get(actix_web::http::header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|value| value.starts_with("application/json"));
    if (status.is_client_error() || status.is_server_error()) && !is_json {
        let allow = response.headers().get(ALLOW).cloned();
        let (req, _) = response.into_parts();
        let mut rewritten = json_for(status, crate::language::of(&req));
        // A 405 keeps telling the client which methods the resource has.
        if let Some(allow) = allow {
            rewritten.headers_mut().insert(ALLOW, allow);
        }
        return Ok(actix_web::dev::ServiceResponse::new(req, rewritten).map_into_right_body());
    }
    Ok(response.map_into_left_body())
}

/// An error known only by its status, answered in the contract's shape.
#[derive(Debug)]
struct StatusJson(StatusCode);

impl std::fmt::Display for StatusJson {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl ResponseError for StatusJson {
    fn status_code(&self) -> StatusCode {
        self.0
    }

    fn error_response(&self) -> HttpResponse {
        json_for(self.0, Language::default())
    }
}

/// An error known only by its status, in the contract's shape; like every error, never kept by a cache.
pub(crate) fn json_for(status: StatusCode, language: Language) -> HttpResponse {
    let message = match status.as_u16() {
        404 => Shape::ResourceNotFound.render(language),
        405 => Shape::MethodNotAllowed.render(language),
        413 => Shape::TooLarge.render(language),
        500..=599 => DomainError::Internal(String::new()).message().render(language),
        _ => match status.canonical_reason() {
            Some(reason) => reason.to_owned(),
            None => Shape::InvalidRequest.render(language),
        },
    };
    HttpResponse::build(status).insert_header((CACHE_CONTROL, "no-store")).json(ErrorBody {
        message,
        code: code_for_status(status),
        details: None,
    })
}

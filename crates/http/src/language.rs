//! The language of one request's answer: the signed-in caller's own `locale` (the auth extractor records it
//! on the request), otherwise the visitor's `Accept-Language`, otherwise Italian. Messages stay data until
//! they leave: a handler says its answer in [`crate::auth::CurrentUser::language`], and the middleware here
//! says every error in the request's language. Codes never depend on it.

use actix_web::body::{BoxBody, EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::ACCEPT_LANGUAGE;
use actix_web::middleware::Next;
use actix_web::{HttpMessage, HttpRequest};
use domain::said::Language;

use crate::error::ApiError;

/// The signed-in caller's own language, recorded on their request.
#[derive(Clone, Copy)]
struct CallersLanguage(Language);

/// The language the request's answers are said in.
pub fn of(req: &HttpRequest) -> Language {
    if let Some(CallersLanguage(language)) = req.extensions().get::<CallersLanguage>() {
        return *language;
    }
    req.headers()
        .get(ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .map(Language::from_accept_language)
        .unwrap_or_default()
}

/// Records the signed-in caller's own language: it wins over what their browser asks for.
pub(crate) fn adopt(req: &HttpRequest, language: Language) {
    req.extensions_mut().insert(CallersLanguage(language));
}

/// Middleware: an error's answer, said in Italian where it was made, is said again in the request's language.
pub async fn speak_the_callers_language(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody, BoxBody>>, actix_web::Error> {
    let response = next.call(req).await?;
    let language = of(response.request());
    let said = response
        .response()
        .error()
        .and_then(|error| error.as_error::<ApiError>())
        .filter(|_| language != Language::default())
        .and_then(|error| serde_json::to_vec(&error.body(language)).ok());
    Ok(match said {
        Some(body) => response.map_body(|_, _| EitherBody::right(BoxBody::new(body))),
        None => response.map_into_left_body(),
    })
}

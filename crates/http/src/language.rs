//! The language of one request's answer: the signed-in caller's own `locale`, otherwise the visitor's
//! `Accept-Language`, otherwise Italian. It is the domain's current language (`domain::locale`) for every poll
//! of the request's future, and [`crate::state::blocking`] carries it to the thread that runs the use case,
//! so messages are built in it wherever they are built. Codes never depend on it.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::ACCEPT_LANGUAGE;
use actix_web::middleware::Next;
use domain::locale::{Language, language, with_language};

/// Middleware: answers in the visitor's language until the auth extractor adopts the caller's own.
pub async fn speak_the_callers_language(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let language = req
        .headers()
        .get(ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .map(Language::from_accept_language)
        .unwrap_or_default();
    InLanguage { language, inner: Box::pin(next.call(req)) }.await
}

/// A request's future that runs each poll in its language and keeps any switch made during a poll.
struct InLanguage<F> {
    language: Language,
    inner: Pin<Box<F>>,
}

impl<F: Future> Future for InLanguage<F> {
    type Output = F::Output;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
        let this = &mut *self;
        let (poll, after) = with_language(this.language, || (this.inner.as_mut().poll(cx), language()));
        this.language = after;
        poll
    }
}

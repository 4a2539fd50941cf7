//! The caller as an extractor: handlers that take `CurrentUser` are authenticated, and answer in the caller's language.

use std::future::Future;
use std::pin::Pin;

use actix_web::http::header::AUTHORIZATION;
use actix_web::{FromRequest, HttpRequest, dev::Payload, web};
use domain::DomainError;
use domain::auth::Authenticated;
use domain::said::Language;

use crate::error::ApiError;
use crate::state::{AppState, blocking};

/// A caller with a valid token, as the database knows them now.
pub struct CurrentUser(pub Authenticated);

impl CurrentUser {
    /// The language the caller's answers are said in: their own.
    pub fn language(&self) -> Language {
        self.0.user.language()
    }
}

fn bearer(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get(AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim().to_owned()).filter(|t| !t.is_empty())
}

impl FromRequest for CurrentUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, ApiError>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let token = bearer(req);
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let req = req.clone();
        Box::pin(async move {
            let token = token.ok_or(ApiError(DomainError::Unauthorized))?;
            let state = state.ok_or_else(|| ApiError(DomainError::Internal("AppState missing".into())))?;
            let caller = CurrentUser(blocking(move || state.auth.authenticate(&token)).await?);
            crate::language::adopt(&req, caller.language());
            Ok(caller)
        })
    }
}

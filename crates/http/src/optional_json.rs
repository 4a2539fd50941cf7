//! A JSON body the client may leave out (approving a request, copying a configuration as it is).

use std::future::Future;
use std::pin::Pin;

use actix_web::error::JsonPayloadError;
use actix_web::{FromRequest, HttpMessage, HttpRequest, dev::Payload, web};
use serde::de::DeserializeOwned;

use crate::error::json_error;

/// A JSON body the client may leave out: no body at all is `None`. A body that is sent must be JSON
/// (`Content-Type` and syntax), and its errors are answered exactly as `web::Json`'s.
pub struct OptionalJson<T>(pub Option<T>);

impl<T: DeserializeOwned + 'static> FromRequest for OptionalJson<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        // `web::Bytes` honours the app's body limit (413 beyond it).
        let body = web::Bytes::from_request(req, payload);
        let req = req.clone();
        Box::pin(async move {
            let body = body.await?;
            if body.is_empty() {
                return Ok(Self(None));
            }
            let is_json = matches!(req.mime_type(), Ok(Some(mime))
                if mime.subtype() == "json" || mime.suffix().is_some_and(|suffix| suffix == "json"));
            if !is_json {
                return Err(json_error(JsonPayloadError::ContentType, &req));
            }
            serde_json::from_slice(&body)
                .map(|value| Self(Some(value)))
                .map_err(|err| json_error(JsonPayloadError::Deserialize(err), &req))
        })
    }
}

//! The actix-web adapter: routes, the auth extractor, the one error-to-HTTP mapping, OpenAPI and the
//! built single-page app.

mod access_log;
mod app;
mod assets;
mod auth;
pub mod client;
pub mod error;
mod etag;
mod json_body;
pub mod kept;
mod language;
mod methods;
pub mod metrics;
mod openapi;
mod openapi_errors;
mod openapi_resources;
mod openapi_strict;
mod routes;
mod state;

pub use app::{BODY_LIMIT, app};
pub use openapi::{ApiDoc, contract, document};
pub use routes::resources::Resources;
pub use state::AppState;

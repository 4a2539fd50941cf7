//! The actix-web adapter: routes, the auth extractor, the one error-to-HTTP mapping, OpenAPI and the
//! built single-page app.

mod access_log;
mod app;
mod assets;
mod auth;
pub mod client;
pub mod error;
pub mod kept;
mod language;
mod openapi;
mod openapi_errors;
mod openapi_resources;
mod optional_json;
mod routes;
mod state;

pub use app::{BODY_LIMIT, app};
pub use openapi::{ApiDoc, document};
pub use routes::resources::Resources;
pub use state::AppState;

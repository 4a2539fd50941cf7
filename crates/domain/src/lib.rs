//! The configurator's domain: entities, rules, ports (traits the adapters implement) and use cases.
//! Nothing here knows about HTTP or SQL; every use case is a plain synchronous function over ports.

pub mod access;
pub mod audit;
pub mod auth;
pub mod catalogue;
pub mod clock;
pub mod configurations;
pub mod configurator;
pub mod dashboard;
pub mod error;
pub mod exchange;
pub mod health;
pub mod kept;
pub mod mail;
pub mod quotes;
pub mod requests;
pub mod said;
#[cfg(test)]
mod testing;
pub mod text;
pub mod users;
pub mod versions;

pub use error::{ConflictCode, DomainError, FieldError, Holding, RepoError};

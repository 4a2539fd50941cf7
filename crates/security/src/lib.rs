//! Adapters for the domain's security ports.

mod jwt;
mod password;
mod secrets;

pub use jwt::{JwtIssuer, JwtSettings};
pub use password::{BcryptHasher, ZxcvbnStrength};
pub use secrets::{RandomPublicIds, RandomSecrets};

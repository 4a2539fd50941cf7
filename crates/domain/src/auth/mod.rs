//! Authentication: login, tokens, renewal, forgotten and reset passwords, password changes.

mod password;
mod ports;
mod rate_limit;
mod service;

pub use password::{MAX_PASSWORD_BYTES, MIN_PASSWORD_CHARS, check_password_policy};
pub use ports::{
    IssuedToken, LoginAttempts, NewResetToken, PasswordHasher, PasswordStrength, ResetPurpose, ResetRequest,
    ResetTokenRepository, SecretTokens, TokenClaims, TokenError, TokenIssuer,
};
pub use rate_limit::{AttemptWindow, RateLimitPolicy, RecentAttempts, Slowdown};
pub(crate) use service::set_password_link;
pub use service::{AuthService, AuthSettings, Authenticated, Session};

#[cfg(any(test, feature = "mocks"))]
pub use ports::{
    MockLoginAttempts, MockPasswordHasher, MockPasswordStrength, MockResetTokenRepository, MockSecretTokens,
    MockTokenIssuer,
};

#[cfg(test)]
mod tests;

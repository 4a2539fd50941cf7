use chrono::{DateTime, Utc};

use super::rate_limit::RecentAttempts;
use crate::error::{DomainError, RepoError};
use crate::mail::NewMail;

/// bcrypt in production; hashing is slow on purpose, so callers run it off the async executor.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait PasswordHasher: Send + Sync {
    fn hash(&self, password: &str) -> Result<String, DomainError>;
    fn verify(&self, password: &str, hash: &str) -> bool;
    /// Spends the time of a real verification, so an unknown email answers as slowly as a known one.
    fn dummy_verify(&self, password: &str);
}

/// A strength estimator (zxcvbn): weak or common passwords are refused.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait PasswordStrength: Send + Sync {
    /// `user_inputs` are words the password must not lean on (email, names).
    fn is_weak(&self, password: &str, user_inputs: &[String]) -> bool;
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedToken {
    pub token: String,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TokenClaims {
    pub user_id: i64,
    pub token_version: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenError {
    Expired,
    Invalid,
}

/// Signs and checks session tokens (JWT, HS256).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait TokenIssuer: Send + Sync {
    fn issue(&self, claims: TokenClaims, now: DateTime<Utc>) -> Result<IssuedToken, DomainError>;
    fn verify(&self, token: &str) -> Result<TokenClaims, TokenError>;
}

/// Random single-use secrets (reset and invitation links) and their hashes, which is all we store.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait SecretTokens: Send + Sync {
    /// A fresh URL-safe secret of at least 128 bits.
    fn generate(&self) -> String;
    fn hash(&self, secret: &str) -> Vec<u8>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResetPurpose {
    Reset,
    Invite,
}

impl ResetPurpose {
    pub fn as_str(self) -> &'static str {
        match self {
            ResetPurpose::Reset => "reset",
            ResetPurpose::Invite => "invite",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewResetToken {
    pub user_id: i64,
    pub token_hash: Vec<u8>,
    pub purpose: ResetPurpose,
    pub expires_at: DateTime<Utc>,
}

/// A forgot-password call waiting for the worker, which alone looks its email up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResetRequest {
    pub id: i64,
    pub email: String,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ResetTokenRepository: Send + Sync {
    /// Queues a forgot-password call for the worker: the same single insert for any email.
    fn request(&self, email: &str, at: DateTime<Utc>) -> Result<(), RepoError>;
    /// Takes up to `limit` queued requests and leases them until `lease_until`, so that several server
    /// copies never answer the same one; a request whose worker died is taken again after the lease.
    fn claim_requests(
        &self,
        limit: i64,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> Result<Vec<ResetRequest>, RepoError>;
    /// In one transaction: removes the request, stores the token and queues its mail.
    fn fulfil_request(&self, request_id: i64, token: &NewResetToken, mail: &NewMail) -> Result<(), RepoError>;
    /// Removes a request that gets no mail (no active account has its email).
    fn discard_request(&self, request_id: i64) -> Result<(), RepoError>;
    /// The user a usable (unused, unexpired, active user) token belongs to.
    fn find_usable(&self, token_hash: &[u8], now: DateTime<Utc>) -> Result<Option<i64>, RepoError>;
    /// In one transaction: marks the token used if it is still usable, sets the password, ends the
    /// user's sessions and voids the user's other tokens. `None` when the token was no longer usable.
    fn consume(&self, token_hash: &[u8], password_hash: &str, now: DateTime<Utc>) -> Result<Option<i64>, RepoError>;
}

/// Failed logins and forgot-password calls, kept where every server copy sees them.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait LoginAttempts: Send + Sync {
    fn record(&self, keys: &[String], at: DateTime<Utc>) -> Result<(), RepoError>;
    /// The attempts for `key` after `since`.
    fn since(&self, key: &str, since: DateTime<Utc>) -> Result<RecentAttempts, RepoError>;
    fn clear(&self, keys: &[String]) -> Result<(), RepoError>;
}

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::password::check_password_policy;
use super::ports::{
    IssuedToken, LoginAttempts, NewResetToken, PasswordHasher, PasswordStrength, ResetPurpose, ResetTokenRepository,
    SecretTokens, TokenClaims, TokenError, TokenIssuer,
};
use super::rate_limit::{Limit, RateLimitPolicy};
use crate::audit::Actor;
use crate::clock::Clock;
use crate::error::{DomainError, FieldError};
use crate::mail;
use crate::said::{Common, Language};
use crate::users::{User, UserChanges, UserRepository, normalise_email, user_inputs, validate_email};
use crate::versions::Versions;

/// Longest secret we bother looking up: ours are 43 characters.
const MAX_SECRET_LEN: usize = 128;
/// How long a worker holds a forgot-password call it took before another may take it.
const RESET_REQUEST_LEASE: Duration = Duration::minutes(5);

#[derive(Debug, Clone)]
pub struct AuthSettings {
    /// The app's public address, for links in mails (no trailing slash).
    pub app_base_url: String,
    pub reset_token_ttl: Duration,
    pub rate_limits: RateLimitPolicy,
}

/// A signed-in user: what login, renewal and password changes answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub token: IssuedToken,
    pub user: User,
}

/// The caller behind a valid token, as the database says now (role and state are never taken from
/// the token itself).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Authenticated {
    pub user: User,
    pub token_version: i32,
    /// The versions of what answers are kept for, read with the user before anything else.
    pub versions: Versions,
}

pub struct AuthService {
    pub users: Arc<dyn UserRepository>,
    pub reset_tokens: Arc<dyn ResetTokenRepository>,
    pub attempts: Arc<dyn LoginAttempts>,
    pub hasher: Arc<dyn PasswordHasher>,
    pub strength: Arc<dyn PasswordStrength>,
    pub tokens: Arc<dyn TokenIssuer>,
    pub secrets: Arc<dyn SecretTokens>,
    pub clock: Arc<dyn Clock>,
    pub settings: AuthSettings,
}

impl AuthService {
    /// Wrong email, wrong password, no password yet and a deactivated account all answer the same,
    /// after the same bcrypt work.
    pub fn login(&self, email: &str, password: &str, client: &str) -> Result<Session, DomainError> {
        let email = normalise_email(email);
        let now = self.clock.now();
        // A malformed email belongs to no account: it gets the same answer and the same bcrypt work,
        // and only the client's counter (never the raw string) reaches storage.
        if validate_email(&email).is_err() {
            let client_key = AttemptKeys::client_key("login", client);
            self.check_limits(&[(&client_key, Limit::Hard(self.settings.rate_limits.per_client))], now)?;
            self.hasher.dummy_verify(password);
            self.attempts.record(&[client_key], now)?;
            return Err(DomainError::InvalidCredentials);
        }
        let keys = AttemptKeys::new("login", &email, client);
        self.check_limits(&keys.limits(&self.settings.rate_limits), now)?;

        let credentials = self.users.credentials_by_email(&email)?;
        let verified = match credentials.as_ref().and_then(|c| c.password_hash.as_deref()) {
            Some(hash) => self.hasher.verify(password, hash),
            None => {
                self.hasher.dummy_verify(password);
                false
            }
        };
        let credentials = match credentials {
            Some(credentials) if verified && credentials.user.active => credentials,
            _ => {
                self.attempts.record(&keys.all(), now)?;
                return Err(DomainError::InvalidCredentials);
            }
        };
        // The owner's success ends the email's slowdown and this address's count for it; another
        // address's count for the email stays, so an attacker there is not let off.
        self.attempts.clear(&[keys.email, keys.email_and_client])?;
        self.users.record_login(credentials.user.id, now)?;
        let mut user = credentials.user;
        user.last_login_at = Some(now);
        self.session(user, credentials.token_version, now)
    }

    pub fn authenticate(&self, token: &str) -> Result<Authenticated, DomainError> {
        let claims = self.tokens.verify(token).map_err(|err| match err {
            TokenError::Expired => DomainError::TokenExpired,
            TokenError::Invalid => DomainError::Unauthorized,
        })?;
        match self.users.caller(claims.user_id)? {
            Some((c, versions)) if c.user.active && c.token_version == claims.token_version => {
                Ok(Authenticated { user: c.user, token_version: c.token_version, versions })
            }
            _ => Err(DomainError::Unauthorized),
        }
    }

    pub fn renew(&self, caller: &Authenticated) -> Result<Session, DomainError> {
        self.session(caller.user.clone(), caller.token_version, self.clock.now())
    }

    /// Ends every session of the caller, on every device: the token version moves, so no token issued
    /// so far authenticates again. Written from the row as it is now, so a concurrent change by an
    /// admin is kept; when the caller's sessions have already ended (deactivated, password changed)
    /// there is nothing left to do.
    pub fn logout(&self, caller: &Authenticated) -> Result<(), DomainError> {
        let Some(current) = self.users.credentials(caller.user.id)? else {
            return Ok(());
        };
        if !current.user.active || current.token_version != caller.token_version {
            return Ok(());
        }
        let actor = Actor::of(&current.user);
        let changes = UserChanges { end_sessions: true, ..UserChanges::keeping(&current.user) };
        Ok(self.users.update(current.user.id, &changes, &actor)?)
    }

    /// Always answers the same, after the same work, whether the email is known or not: the call is
    /// only counted and queued here, and `send_requested_resets` looks the email up later.
    pub fn forgot_password(&self, email: &str, client: &str) -> Result<(), DomainError> {
        let email = normalise_email(email);
        validate_email(&email).map_err(|message| DomainError::validation("email", message))?;
        let now = self.clock.now();
        let keys = AttemptKeys::new("forgot", &email, client);
        self.check_limits(&keys.limits(&self.settings.rate_limits), now)?;
        self.attempts.record(&keys.all(), now)?;
        Ok(self.reset_tokens.request(&email, now)?)
    }

    /// A pass of the outbox worker over queued forgot-password calls: a reset link into the outbox
    /// for each active account, nothing for any other email. Answers how many calls it took.
    pub fn send_requested_resets(&self, batch: i64) -> Result<usize, DomainError> {
        let now = self.clock.now();
        let requests = self.reset_tokens.claim_requests(batch, now, now + RESET_REQUEST_LEASE)?;
        for request in &requests {
            match self.users.credentials_by_email(&request.email)? {
                Some(credentials) if credentials.user.active => {
                    let user = &credentials.user;
                    let secret = self.secrets.generate();
                    let token = NewResetToken {
                        user_id: user.id,
                        token_hash: self.secrets.hash(&secret),
                        purpose: ResetPurpose::Reset,
                        expires_at: now + self.settings.reset_token_ttl,
                    };
                    let language = Language::from_tag(&user.locale);
                    let mail = mail::password_reset(&user.email, language, &self.reset_link(&secret));
                    self.reset_tokens.fulfil_request(request.id, &token, &mail)?;
                }
                _ => self.reset_tokens.discard_request(request.id)?,
            }
        }
        Ok(requests.len())
    }

    /// Sets a new password from a mailed link; ends every session and does not log in.
    pub fn reset_password(&self, secret: &str, password: &str) -> Result<(), DomainError> {
        if secret.is_empty() || secret.len() > MAX_SECRET_LEN {
            return Err(DomainError::InvalidToken);
        }
        let token_hash = self.secrets.hash(secret);
        let now = self.clock.now();
        let user_id = self.reset_tokens.find_usable(&token_hash, now)?.ok_or(DomainError::InvalidToken)?;
        let credentials = self.users.credentials(user_id)?.ok_or(DomainError::InvalidToken)?;
        self.check_new_password("password", password, &user_inputs(&credentials.user))?;
        let password_hash = self.hasher.hash(password)?;
        self.reset_tokens.consume(&token_hash, &password_hash, now)?.ok_or(DomainError::InvalidToken)?;
        Ok(())
    }

    /// Changes the caller's password; every other session ends and the answer carries a new token.
    pub fn change_password(
        &self,
        caller: &Authenticated,
        current_password: &str,
        new_password: &str,
    ) -> Result<Session, DomainError> {
        let now = self.clock.now();
        // Only the signed-in user can try, so one hard limit, as strict as one email from one address.
        let keys = [format!("password:user:{}", caller.user.id)];
        self.check_limits(&[(&keys[0], Limit::Hard(self.settings.rate_limits.per_email_and_client))], now)?;
        let credentials = self.users.credentials(caller.user.id)?.ok_or(DomainError::Unauthorized)?;
        let current_ok = match credentials.password_hash.as_deref() {
            Some(hash) => self.hasher.verify(current_password, hash),
            None => false,
        };
        if !current_ok {
            self.attempts.record(&keys, now)?;
            return Err(DomainError::validation("currentPassword", Common::WrongCurrentPassword));
        }
        self.check_new_password("newPassword", new_password, &user_inputs(&credentials.user))?;
        let password_hash = self.hasher.hash(new_password)?;
        let token_version = self.users.set_password(caller.user.id, &password_hash)?;
        self.attempts.clear(&keys)?;
        self.session(credentials.user, token_version, now)
    }

    fn session(&self, user: User, token_version: i32, now: DateTime<Utc>) -> Result<Session, DomainError> {
        let token = self.tokens.issue(TokenClaims { user_id: user.id, token_version }, now)?;
        Ok(Session { token, user })
    }

    fn check_new_password(&self, field: &str, password: &str, inputs: &[String]) -> Result<(), DomainError> {
        check_password_policy(field, password, inputs, self.strength.as_ref())
            .map_err(|error: FieldError| DomainError::Validation(vec![error]))
    }

    fn reset_link(&self, secret: &str) -> String {
        set_password_link(&self.settings.app_base_url, secret)
    }

    /// Every limit is read; over any of them, the answer says when all of them allow another attempt.
    fn check_limits(&self, limits: &[(&String, Limit)], now: DateTime<Utc>) -> Result<(), DomainError> {
        let mut retry_after_secs = None;
        for (key, limit) in limits {
            let recent = self.attempts.since(key, now - limit.window())?;
            retry_after_secs = retry_after_secs.max(limit.retry_after(&recent, now));
        }
        match retry_after_secs {
            Some(retry_after_secs) => Err(DomainError::RateLimited { retry_after_secs }),
            None => Ok(()),
        }
    }
}

/// The counters one login or forgot-password call is checked against and, when it counts, adds to.
struct AttemptKeys {
    email: String,
    email_and_client: String,
    client: String,
}

impl AttemptKeys {
    fn new(action: &str, email: &str, client: &str) -> Self {
        Self {
            email: format!("{action}:email:{email}"),
            email_and_client: format!("{action}:email+client:{email} {client}"),
            client: Self::client_key(action, client),
        }
    }

    fn client_key(action: &str, client: &str) -> String {
        format!("{action}:client:{client}")
    }

    fn limits(&self, policy: &RateLimitPolicy) -> [(&String, Limit); 3] {
        [
            (&self.email_and_client, Limit::Hard(policy.per_email_and_client)),
            (&self.client, Limit::Hard(policy.per_client)),
            (&self.email, Limit::Slow(policy.per_email)),
        ]
    }

    fn all(&self) -> [String; 3] {
        [self.email_and_client.clone(), self.client.clone(), self.email.clone()]
    }
}

/// The app's page where a mailed secret sets a password: the reset and the invitation links alike.
pub(crate) fn set_password_link(app_base_url: &str, secret: &str) -> String {
    format!("{app_base_url}/reset-password/{secret}")
}

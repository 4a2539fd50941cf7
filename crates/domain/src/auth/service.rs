use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::password::check_password_policy;
use super::ports::{
    IssuedToken, LoginAttempts, NewResetToken, PasswordHasher, PasswordStrength, ResetPurpose, ResetTokenRepository,
    SecretTokens, TokenClaims, TokenError, TokenIssuer,
};
use super::rate_limit::{AttemptWindow, RateLimitPolicy};
use crate::audit::Actor;
use crate::clock::Clock;
use crate::error::{DomainError, FieldError};
use crate::mail;
use crate::tr;
use crate::users::{User, UserChanges, UserRepository, normalise_email, user_inputs, validate_email};
use crate::versions::Versions;

/// Longest secret we bother looking up: ours are 43 characters.
const MAX_SECRET_LEN: usize = 128;

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
        let client_key = format!("login:client:{client}");
        // A malformed email belongs to no account: it gets the same answer and the same bcrypt work,
        // and only the client's counter (never the raw string) reaches storage.
        if validate_email(&email).is_err() {
            self.check_rate(std::slice::from_ref(&client_key), now)?;
            self.hasher.dummy_verify(password);
            self.attempts.record(&[client_key], now)?;
            return Err(DomainError::InvalidCredentials);
        }
        let email_key = format!("login:email:{email}");
        let keys = [email_key.clone(), client_key];
        self.check_rate(&keys, now)?;

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
                self.attempts.record(&keys, now)?;
                return Err(DomainError::InvalidCredentials);
            }
        };
        self.attempts.clear(&email_key)?;
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

    /// Always answers the same, whether the email is known or not; only a real active account gets
    /// a mail.
    pub fn forgot_password(&self, email: &str, client: &str) -> Result<(), DomainError> {
        let email = normalise_email(email);
        validate_email(&email).map_err(|message| DomainError::validation("email", &message))?;
        let now = self.clock.now();
        let keys = [format!("forgot:email:{email}"), format!("forgot:client:{client}")];
        self.check_rate(&keys, now)?;
        self.attempts.record(&keys, now)?;

        let Some(credentials) = self.users.credentials_by_email(&email)? else {
            return Ok(());
        };
        if !credentials.user.active {
            return Ok(());
        }
        let secret = self.secrets.generate();
        let token = NewResetToken {
            user_id: credentials.user.id,
            token_hash: self.secrets.hash(&secret),
            purpose: ResetPurpose::Reset,
            expires_at: now + self.settings.reset_token_ttl,
        };
        let mail = mail::password_reset(
            &credentials.user.email,
            crate::locale::Language::from_tag(&credentials.user.locale),
            &self.reset_link(&secret),
        );
        self.reset_tokens.store(&token, &mail)?;
        Ok(())
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
        let keys = [format!("password:user:{}", caller.user.id)];
        self.check_rate(&keys, now)?;
        let credentials = self.users.credentials(caller.user.id)?.ok_or(DomainError::Unauthorized)?;
        let current_ok = match credentials.password_hash.as_deref() {
            Some(hash) => self.hasher.verify(current_password, hash),
            None => false,
        };
        if !current_ok {
            self.attempts.record(&keys, now)?;
            return Err(DomainError::validation(
                "currentPassword",
                &tr!("La password attuale non è corretta.", "The current password is not correct."),
            ));
        }
        self.check_new_password("newPassword", new_password, &user_inputs(&credentials.user))?;
        let password_hash = self.hasher.hash(new_password)?;
        let token_version = self.users.set_password(caller.user.id, &password_hash)?;
        self.attempts.clear(&keys[0])?;
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

    /// The first key over its limit decides; keys are `<action>:email:…`, `<action>:client:…` or
    /// `<action>:user:…`.
    fn check_rate(&self, keys: &[String], now: DateTime<Utc>) -> Result<(), DomainError> {
        for key in keys {
            let window = self.window_for(key);
            let (count, oldest) = self.attempts.since(key, now - window.window)?;
            if let Some(retry_after_secs) = window.retry_after(count, oldest, now) {
                return Err(DomainError::RateLimited { retry_after_secs });
            }
        }
        Ok(())
    }

    fn window_for(&self, key: &str) -> AttemptWindow {
        if key.contains(":client:") {
            self.settings.rate_limits.per_client
        } else {
            self.settings.rate_limits.per_email
        }
    }
}

/// The app's page where a mailed secret sets a password: the reset and the invitation links alike.
pub(crate) fn set_password_link(app_base_url: &str, secret: &str) -> String {
    format!("{app_base_url}/reset-password/{secret}")
}

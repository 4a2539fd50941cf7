use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};

use super::model::{Credentials, ExtendedUser, NewUser, ProfileInput, Role, User, UserChanges, UserInput};
use super::validation::{locale, normalise_email, optional_phone, required_name, validate_email};
use crate::access;
use crate::audit::Actor;
use crate::auth::{PasswordHasher, PasswordStrength, SecretTokens, check_password_policy, set_password_link};
use crate::catalogue::{ListQuery, ListRequest, Page};
use crate::clock::Clock;
use crate::error::{DomainError, FieldError, RepoError};
use crate::mail::NewMail;
use crate::said::{Common, Language};
use crate::versions::Versions;

/// A set-password link for a user created without a password, stored with the user.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingInvitation {
    pub token_hash: Vec<u8>,
    pub expires_at: DateTime<Utc>,
    pub mail: NewMail,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait UserRepository: Send + Sync {
    fn credentials_by_email(&self, email: &str) -> Result<Option<Credentials>, RepoError>;
    fn credentials(&self, id: i64) -> Result<Option<Credentials>, RepoError>;
    /// A request's caller: their credentials and, in the same read, the versions of what answers are kept
    /// for, so an answer kept under them costs the request this one statement.
    fn caller(&self, id: i64) -> Result<Option<(Credentials, Versions)>, RepoError>;
    fn extended(&self, id: i64) -> Result<Option<ExtendedUser>, RepoError>;
    fn record_login(&self, id: i64, at: DateTime<Utc>) -> Result<(), RepoError>;
    /// Sets the password and ends every session; answers the new token version.
    fn set_password(&self, id: i64, password_hash: &str) -> Result<i32, RepoError>;
    /// Creates the user and, in the same transaction, their invitation token and mail and `actor`'s audit entry.
    fn create(&self, user: &NewUser, invitation: Option<PendingInvitation>, actor: &Actor) -> Result<i64, RepoError>;
    /// Writes the change and, in the same transaction, `actor`'s audit entry (none when no field changed).
    fn update(&self, id: i64, changes: &UserChanges, actor: &Actor) -> Result<(), RepoError>;
    /// The company a customer belongs to, if the customer exists.
    fn customer_company(&self, customer_id: i64) -> Result<Option<i64>, RepoError>;
    fn company_exists(&self, company_id: i64) -> Result<bool, RepoError>;
    /// A page of users, optionally of one company and one role.
    fn list(
        &self,
        query: &ListQuery,
        company_id: Option<i64>,
        role: Option<Role>,
    ) -> Result<Page<ExtendedUser>, RepoError>;
}

/// A field the user list sorts by; the first is the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, resource_derive::SortKey)]
pub enum UserSort {
    Email,
    LastName,
    Role,
    LastLoginAt,
}

/// The names of the user list's sort fields (the API's), the default first.
pub const USER_SORTABLE: &[&str] = UserSort::NAMES;

/// Where an invitation's link leads and how long it lasts.
#[derive(Debug, Clone)]
pub struct InvitationSettings {
    /// The app's public address (no trailing slash).
    pub app_base_url: String,
    pub ttl: Duration,
}

/// User management: its own ports, shared with authentication only where the concept is the same
/// (hashing, the strength estimator, secrets, the clock).
pub struct UserService {
    pub users: Arc<dyn UserRepository>,
    pub hasher: Arc<dyn PasswordHasher>,
    pub strength: Arc<dyn PasswordStrength>,
    pub secrets: Arc<dyn SecretTokens>,
    pub clock: Arc<dyn Clock>,
    pub invitations: InvitationSettings,
}

impl UserService {
    /// A fresh set-password link for a user an admin creates without a password.
    fn invitation(&self, email: &str, locale: &str) -> PendingInvitation {
        let secret = self.secrets.generate();
        PendingInvitation {
            token_hash: self.secrets.hash(&secret),
            expires_at: self.clock.now() + self.invitations.ttl,
            mail: crate::mail::invitation(
                email,
                Language::from_tag(locale),
                &set_password_link(&self.invitations.app_base_url, &secret),
            ),
        }
    }

    /// Admins read anyone; others only themselves.
    pub fn extended(&self, caller: &User, id: i64) -> Result<ExtendedUser, DomainError> {
        access::require_self_or_admin(caller, id)?;
        self.users.extended(id)?.ok_or_else(|| DomainError::NotFound(Common::UserNotFound.into()))
    }

    /// The user list (admins only).
    pub fn list(
        &self,
        caller: &User,
        request: ListRequest,
        company_id: Option<i64>,
        role: Option<&str>,
    ) -> Result<Page<ExtendedUser>, DomainError> {
        access::require_admin(caller)?;
        let role = role
            .filter(|r| !r.is_empty())
            .map(|r| {
                Role::parse(r).ok_or_else(|| DomainError::BadRequest(Common::UnknownRole { role: r.to_owned() }.into()))
            })
            .transpose()?;
        let query = ListQuery::parse(request, USER_SORTABLE)?;
        Ok(self.users.list(&query, company_id, role)?)
    }

    /// Users are deactivated, never deleted: configurations and requests keep their author. Their
    /// sessions end at once.
    pub fn deactivate(&self, caller: &User, id: i64) -> Result<(), DomainError> {
        access::require_admin(caller)?;
        if caller.id == id {
            return Err(DomainError::validation("active", Common::CannotDeactivateSelf));
        }
        let mut changes = UserChanges::keeping(&self.current(id)?);
        changes.written.active = false;
        changes.end_sessions = true;
        Ok(self.users.update(id, &changes, &Actor::of(caller))?)
    }

    /// The caller changes their own names, phone or language; answers them as saved.
    pub fn update_profile(&self, caller: &User, input: ProfileInput) -> Result<ExtendedUser, DomainError> {
        let id = self.update_own_profile(caller, input.into())?;
        self.users.extended(id)?.ok_or_else(|| DomainError::Internal("saved user vanished".into()))
    }

    /// Creates (admin) or updates a user; answers the user and whether it was created.
    pub fn save_extended(&self, caller: &User, input: UserInput) -> Result<(ExtendedUser, bool), DomainError> {
        let (id, created) = match input.id {
            None if caller.is_admin() => (self.create(caller, input)?, true),
            None => return Err(DomainError::Forbidden),
            Some(id) if caller.is_admin() => (self.update_as_admin(caller, id, input)?, false),
            Some(id) if id == caller.id => (self.update_own_profile(caller, input)?, false),
            Some(_) => return Err(DomainError::Forbidden),
        };
        let user = self.users.extended(id)?.ok_or_else(|| DomainError::Internal("saved user vanished".into()))?;
        Ok((user, created))
    }

    fn create(&self, caller: &User, input: UserInput) -> Result<i64, DomainError> {
        let mut errors = vec![];
        let email = normalise_email(input.email.as_deref().unwrap_or(""));
        if let Err(message) = validate_email(&email) {
            errors.push(FieldError::new("email", message));
        }
        let role = parse_role(input.role.as_deref(), &mut errors);
        let first_name = required_name("firstName", input.first_name.as_deref(), &mut errors);
        let last_name = required_name("lastName", input.last_name.as_deref(), &mut errors);
        let phone = optional_phone(input.phone.as_deref(), &mut errors);
        let locale = locale(input.locale.as_deref(), &mut errors);
        if let Some(role) = role {
            self.check_affiliation(role, input.company_id, input.customer_id, &mut errors)?;
        }
        let words = [email.clone(), first_name.clone(), last_name.clone()];
        let (role, password_hash) = self.finish_validation(role, input.password, &words, errors)?;
        let invitation = password_hash.is_none().then(|| self.invitation(&email, &locale));
        let new_user = NewUser {
            email,
            password_hash,
            role,
            first_name,
            last_name,
            phone,
            locale,
            company_id: input.company_id,
            customer_id: input.customer_id,
            active: input.active.unwrap_or(true),
        };
        self.users.create(&new_user, invitation, &Actor::of(caller)).map_err(duplicate_email)
    }

    fn update_as_admin(&self, caller: &User, id: i64, input: UserInput) -> Result<i64, DomainError> {
        let current = self.current(id)?;
        let mut errors = vec![];
        let email = normalise_email(input.email.as_deref().unwrap_or(&current.email));
        if let Err(message) = validate_email(&email) {
            errors.push(FieldError::new("email", message));
        }
        let role = match input.role.as_deref() {
            Some(role) => parse_role(Some(role), &mut errors),
            None => Some(current.role),
        };
        let (first_name, last_name, phone, locale) = profile_over(&input, &current, &mut errors);
        let active = input.active.unwrap_or(current.active);
        let (company_id, customer_id) = match role {
            // Manufacturer roles keep no company unless one is given.
            Some(role) if !role.needs_company() => (input.company_id, input.customer_id),
            _ => (input.company_id.or(current.company_id), input.customer_id.or(current.customer_id)),
        };
        if let Some(role) = role {
            self.check_affiliation(role, company_id, customer_id, &mut errors)?;
        }
        if caller.id == id && (!active || role != Some(Role::Admin)) {
            errors.push(FieldError::new(if active { "role" } else { "active" }, Common::CannotDropOwnAdmin));
        }
        let words = [email.clone(), first_name.clone(), last_name.clone()];
        let (role, password_hash) = self.finish_validation(role, input.password, &words, errors)?;
        let changes = UserChanges {
            end_sessions: (current.active && !active) || role != current.role || password_hash.is_some(),
            written: NewUser {
                password_hash,
                email,
                role,
                first_name,
                last_name,
                phone,
                locale,
                company_id,
                customer_id,
                active,
            },
        };
        self.users.update(id, &changes, &Actor::of(caller)).map_err(duplicate_email)?;
        Ok(id)
    }

    /// A user edits their own names, phone and locale; anything else is refused, not ignored.
    fn update_own_profile(&self, caller: &User, input: UserInput) -> Result<i64, DomainError> {
        let touches_guarded_field = input.email.as_deref().is_some_and(|e| normalise_email(e) != caller.email)
            || input.role.as_deref().is_some_and(|r| r != caller.role.as_str())
            || input.company_id.is_some_and(|c| Some(c) != caller.company_id)
            || input.customer_id.is_some_and(|c| Some(c) != caller.customer_id)
            || input.active.is_some_and(|a| a != caller.active)
            || input.password.as_deref().is_some_and(|p| !p.is_empty());
        if touches_guarded_field {
            return Err(DomainError::Forbidden);
        }
        let mut errors = vec![];
        let (first_name, last_name, phone, locale) = profile_over(&input, caller, &mut errors);
        if !errors.is_empty() {
            return Err(DomainError::Validation(errors));
        }
        let mut changes = UserChanges::keeping(caller);
        changes.written = NewUser { first_name, last_name, phone, locale, ..changes.written };
        self.users.update(caller.id, &changes, &Actor::of(caller))?;
        Ok(caller.id)
    }

    /// The password is judged before anything is written, against the names being saved; answers the role
    /// and the new password's hash once every field is valid.
    fn finish_validation(
        &self,
        role: Option<Role>,
        password: Option<String>,
        words: &[String; 3],
        mut errors: Vec<FieldError>,
    ) -> Result<(Role, Option<String>), DomainError> {
        let password = password.filter(|p| !p.is_empty());
        if let Some(password) = &password {
            errors.extend(check_password_policy("password", password, words, self.strength.as_ref()).err());
        }
        match role {
            Some(role) if errors.is_empty() => {
                Ok((role, password.as_deref().map(|p| self.hasher.hash(p)).transpose()?))
            }
            _ => Err(DomainError::Validation(errors)),
        }
    }

    fn current(&self, id: i64) -> Result<User, DomainError> {
        Ok(self.users.credentials(id)?.ok_or_else(|| DomainError::NotFound(Common::UserNotFound.into()))?.user)
    }

    /// Dealer roles need a company; a customer must belong to that company.
    fn check_affiliation(
        &self,
        role: Role,
        company_id: Option<i64>,
        customer_id: Option<i64>,
        errors: &mut Vec<FieldError>,
    ) -> Result<(), DomainError> {
        match company_id {
            None if role.needs_company() => {
                errors.push(FieldError::new("companyId", Common::RoleNeedsCompany));
            }
            Some(company) if !self.users.company_exists(company)? => {
                errors.push(FieldError::new("companyId", Common::NoSuchCompany));
            }
            _ => {}
        }
        if let Some(customer) = customer_id {
            match self.users.customer_company(customer)? {
                None => errors.push(FieldError::new("customerId", Common::NoSuchCustomer)),
                Some(owner) if Some(owner) != company_id => {
                    errors.push(FieldError::new("customerId", Common::CustomerOfAnotherCompany));
                }
                Some(_) => {}
            }
        }
        Ok(())
    }
}

/// The names, phone and locale a user sends, each absent one kept from `base`.
fn profile_over(
    input: &UserInput,
    base: &User,
    errors: &mut Vec<FieldError>,
) -> (String, String, Option<String>, String) {
    (
        required_name("firstName", Some(input.first_name.as_deref().unwrap_or(&base.first_name)), errors),
        required_name("lastName", Some(input.last_name.as_deref().unwrap_or(&base.last_name)), errors),
        optional_phone(input.phone.as_deref().or(base.phone.as_deref()), errors),
        locale(Some(input.locale.as_deref().unwrap_or(&base.locale)), errors),
    )
}

fn parse_role(role: Option<&str>, errors: &mut Vec<FieldError>) -> Option<Role> {
    let parsed = role.and_then(Role::parse);
    if parsed.is_none() {
        errors.push(FieldError::new("role", Common::InvalidRole));
    }
    parsed
}

fn duplicate_email(err: RepoError) -> DomainError {
    match err {
        RepoError::Duplicate(_) => DomainError::validation("email", Common::EmailTaken),
        other => other.into(),
    }
}

/// Words a password must not lean on.
pub(crate) fn user_inputs(user: &User) -> [String; 3] {
    [user.email.clone(), user.first_name.clone(), user.last_name.clone()]
}

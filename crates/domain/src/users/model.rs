use chrono::{DateTime, Utc};

use crate::said::Language;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Role {
    Admin,
    AccountManager,
    CustomerManager,
    Customer,
}

impl Role {
    pub const ALL: [Role; 4] = [Role::Admin, Role::AccountManager, Role::CustomerManager, Role::Customer];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::AccountManager => "account_manager",
            Role::CustomerManager => "customer_manager",
            Role::Customer => "customer",
        }
    }

    pub fn parse(value: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|role| role.as_str() == value)
    }

    /// The Italian label shown in the app.
    pub fn label(self) -> &'static str {
        match self {
            Role::Admin => "Amministratore",
            Role::AccountManager => "Account Manager",
            Role::CustomerManager => "Customer Manager",
            Role::Customer => "Cliente",
        }
    }

    /// Dealer roles belong to a company; the manufacturer's roles may not.
    pub fn needs_company(self) -> bool {
        matches!(self, Role::Customer | Role::CustomerManager)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct User {
    pub id: i64,
    pub email: String,
    /// `admin`, `account_manager`, `customer_manager` or `customer`.
    pub role: Role,
    pub first_name: String,
    pub last_name: String,
    pub phone: Option<String>,
    pub locale: String,
    pub company_id: Option<i64>,
    pub customer_id: Option<i64>,
    pub active: bool,
    pub last_login_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl User {
    /// The language the user's answers, mails and documents are said in.
    pub fn language(&self) -> Language {
        Language::from_tag(&self.locale)
    }

    pub fn is_admin(&self) -> bool {
        self.role == Role::Admin
    }
}

/// A user with what authentication needs and nothing else should see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credentials {
    pub user: User,
    /// `None` until the user has chosen a password.
    pub password_hash: Option<String>,
    /// Carried in every token; bumped on password change, reset and deactivation to end sessions.
    pub token_version: i32,
}

/// The user with the names of their company and customer.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ExtendedUser {
    #[serde(flatten)]
    pub user: User,
    pub company_name: Option<String>,
    pub customer_name: Option<String>,
}

/// What a client sends to create (no `id`) or update a user (`POST /api/user/extended`); absent fields keep
/// their value.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct UserInput {
    pub id: Option<i64>,
    pub email: Option<String>,
    pub role: Option<String>,
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub phone: Option<String>,
    pub locale: Option<String>,
    pub company_id: Option<i64>,
    pub customer_id: Option<i64>,
    pub active: Option<bool>,
    /// Without one, a new user is mailed a link to choose it.
    pub password: Option<String>,
}

/// What a user may change of their own account (`PUT /api/user/me`); absent fields keep their value.
#[derive(Debug, Clone, PartialEq, Eq, Default, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ProfileInput {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub phone: Option<String>,
    /// `it` or `en` (any BCP 47 tag is kept; its primary subtag chooses the language).
    pub locale: Option<String>,
}

impl From<ProfileInput> for UserInput {
    fn from(profile: ProfileInput) -> Self {
        let ProfileInput { first_name, last_name, phone, locale } = profile;
        UserInput { first_name, last_name, phone, locale, ..UserInput::default() }
    }
}

/// A validated user, every field as a store writes it: a new user, or what [`UserChanges`] writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewUser {
    pub email: String,
    /// A new user's password, or a new password an admin sets, written in the same statement as the rest.
    pub password_hash: Option<String>,
    pub role: Role,
    pub first_name: String,
    pub last_name: String,
    pub phone: Option<String>,
    pub locale: String,
    pub company_id: Option<i64>,
    pub customer_id: Option<i64>,
    pub active: bool,
}

/// A validated change to an existing user; every field of `written` is written (no password: kept).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserChanges {
    pub written: NewUser,
    /// Ends every session of the user (set when the change deactivates them, changes their role or
    /// their password).
    pub end_sessions: bool,
}

impl UserChanges {
    /// The user as stored, with no new password and their sessions kept: the base a change overrides.
    pub fn keeping(user: &User) -> UserChanges {
        UserChanges {
            written: NewUser {
                email: user.email.clone(),
                role: user.role,
                first_name: user.first_name.clone(),
                last_name: user.last_name.clone(),
                phone: user.phone.clone(),
                locale: user.locale.clone(),
                company_id: user.company_id,
                customer_id: user.customer_id,
                active: user.active,
                password_hash: None,
            },
            end_sessions: false,
        }
    }
}

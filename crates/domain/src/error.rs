use crate::said::{Common, Language, Message};
use crate::say;

/// One invalid field of a request and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    pub field: String,
    pub message: Message,
}

impl FieldError {
    pub fn new(field: impl Into<String>, message: impl Into<Message>) -> Self {
        Self { field: field.into(), message: message.into() }
    }
}

/// The kinds of 409 the contract distinguishes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConflictCode {
    Conflict,
    InUse,
    StaleVersion,
    InvalidTransition,
}

/// Every way a use case can fail. The HTTP adapter maps each variant to a status in one function and says
/// its [`DomainError::message`] in the caller's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DomainError {
    BadRequest(Message),
    InvalidCredentials,
    Unauthorized,
    TokenExpired,
    Forbidden,
    NotFound(Message),
    Conflict {
        code: ConflictCode,
        message: Message,
    },
    /// A 409 `conflict` naming the field whose unique value another row already has.
    AlreadyTaken {
        field: String,
        message: Message,
    },
    Validation(Vec<FieldError>),
    /// A body over a use case's own size limit (an image): 413.
    TooLarge(Message),
    RateLimited {
        retry_after_secs: u64,
    },
    InvalidToken,
    Unavailable,
    /// The detail is logged, never shown.
    Internal(String),
}

impl DomainError {
    pub fn validation(field: &str, message: impl Into<Message>) -> Self {
        Self::Validation(vec![FieldError::new(field, message)])
    }

    pub fn conflict(message: impl Into<Message>) -> Self {
        Self::Conflict { code: ConflictCode::Conflict, message: message.into() }
    }

    /// What the error says to the person whose request failed.
    pub fn message(&self) -> Message {
        match self {
            Self::BadRequest(message)
            | Self::NotFound(message)
            | Self::Conflict { message, .. }
            | Self::AlreadyTaken { message, .. }
            | Self::TooLarge(message) => message.clone(),
            Self::InvalidCredentials => Common::InvalidCredentials.into(),
            Self::Unauthorized => Common::SignInRequired.into(),
            Self::TokenExpired => Common::SessionExpired.into(),
            Self::Forbidden => Common::Forbidden.into(),
            Self::Validation(_) => Common::InvalidFields.into(),
            Self::RateLimited { retry_after_secs } => Common::TooManyAttempts { seconds: *retry_after_secs }.into(),
            Self::InvalidToken => Common::InvalidLink.into(),
            Self::Unavailable => Common::Unavailable.into(),
            Self::Internal(_) => Common::Internal.into(),
        }
    }
}

/// In the product's own language, for logs; answers say [`DomainError::message`] in the reader's.
impl std::fmt::Display for DomainError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Internal(detail) => write!(f, "internal error: {detail}"),
            _ => f.write_str(&self.message().render(Language::default())),
        }
    }
}

impl std::error::Error for DomainError {}

/// What can hold a row and so keep it from being deleted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holding {
    Types,
    Models,
    Configurators,
    Configurations,
    CompanyFilters,
    Values,
    Parts,
    Customers,
    Users,
    Requests,
}

impl Holding {
    /// "3 modelli", "1 model".
    pub fn counted(self, count: i64, language: Language) -> String {
        let one = count == 1;
        let (it, en) = match self {
            Self::Types => (if one { "tipologia" } else { "tipologie" }, if one { "type" } else { "types" }),
            Self::Models => (if one { "modello" } else { "modelli" }, if one { "model" } else { "models" }),
            Self::Configurators => (
                if one { "configuratore" } else { "configuratori" },
                if one { "configurator" } else { "configurators" },
            ),
            Self::Configurations => (
                if one { "configurazione" } else { "configurazioni" },
                if one { "configuration" } else { "configurations" },
            ),
            Self::CompanyFilters => (
                if one { "filtro aziendale" } else { "filtri aziendali" },
                if one { "company filter" } else { "company filters" },
            ),
            Self::Values => (if one { "valore" } else { "valori" }, if one { "value" } else { "values" }),
            Self::Parts => (if one { "parte" } else { "parti" }, if one { "part" } else { "parts" }),
            Self::Customers => (if one { "cliente" } else { "clienti" }, if one { "customer" } else { "customers" }),
            Self::Users => (if one { "utente" } else { "utenti" }, if one { "user" } else { "users" }),
            Self::Requests => (if one { "richiesta" } else { "richieste" }, if one { "request" } else { "requests" }),
        };
        say!(language, "{count} {it}", "{count} {en}")
    }
}

/// What a repository port can report; use cases turn it into a `DomainError` with context.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RepoError {
    #[error("not found")]
    NotFound,
    /// A unique constraint refused the write; carries the constraint's name.
    #[error("duplicate: {0}")]
    Duplicate(String),
    /// A foreign key refused the write; carries the API name of the field that refers to nothing.
    #[error("referenced: {0}")]
    Referenced(String),
    /// A delete refused because other rows hold the row: what holds it and how many.
    #[error("in use")]
    InUse(Vec<(Holding, i64)>),
    /// The database could not be reached in time.
    #[error("database unavailable")]
    Unavailable,
    #[error("{0}")]
    Other(String),
}

impl From<RepoError> for DomainError {
    fn from(err: RepoError) -> Self {
        match err {
            RepoError::NotFound => DomainError::NotFound(Common::ItemNotFound.into()),
            RepoError::Duplicate(_) => DomainError::conflict(Common::AlreadyExists),
            RepoError::Referenced(field) => DomainError::validation(&field, Common::ChosenItemMissing),
            RepoError::InUse(holders) => {
                DomainError::Conflict { code: ConflictCode::InUse, message: Common::InUse { holders }.into() }
            }
            RepoError::Unavailable => DomainError::Unavailable,
            RepoError::Other(detail) => DomainError::Internal(detail),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wait_of_a_refused_attempt_is_said_in_the_readers_grammar() {
        let said =
            |language, seconds| DomainError::RateLimited { retry_after_secs: seconds }.message().render(language);
        assert_eq!(said(Language::It, 1), "Troppi tentativi: riprova tra 1 secondo.");
        assert_eq!(said(Language::It, 30), "Troppi tentativi: riprova tra 30 secondi.");
        assert_eq!(said(Language::En, 1), "Too many attempts: try again in 1 second.");
        assert_eq!(said(Language::En, 2), "Too many attempts: try again in 2 seconds.");
    }
}

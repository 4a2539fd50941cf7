use serde::Serialize;

use crate::tr;

/// One invalid field of a request, in the words the user sees.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

impl FieldError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
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

/// Every way a use case can fail. The HTTP adapter maps each variant to a status in one function.
/// Variants that carry a message built it in the caller's language; the others say theirs when displayed, in
/// the language current at that moment (`crate::locale`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DomainError {
    #[error("{0}")]
    BadRequest(String),
    #[error("{}", tr!("Email o password non corretti.", "Wrong email or password."))]
    InvalidCredentials,
    #[error("{}", tr!("Accesso richiesto.", "Please sign in."))]
    Unauthorized,
    #[error("{}", tr!("La sessione è scaduta: accedi di nuovo.", "Your session has expired: please sign in again."))]
    TokenExpired,
    #[error("{}", tr!("Non hai i permessi per questa operazione.", "You are not allowed to do this."))]
    Forbidden,
    #[error("{0}")]
    NotFound(String),
    #[error("{message}")]
    Conflict { code: ConflictCode, message: String },
    /// A 409 `conflict` naming the field whose unique value another row already has.
    #[error("{message}")]
    AlreadyTaken { field: String, message: String },
    #[error("{}", tr!("Alcuni campi non sono validi.", "Some fields are not valid."))]
    Validation(Vec<FieldError>),
    /// A body over a use case's own size limit (an image): 413.
    #[error("{0}")]
    TooLarge(String),
    #[error("{}", too_many_attempts(*retry_after_secs))]
    RateLimited { retry_after_secs: u64 },
    #[error("{}", tr!("Il link non è valido o è scaduto.", "The link is not valid or has expired."))]
    InvalidToken,
    #[error("{}", tr!("Servizio temporaneamente non disponibile, riprova tra poco.", "The service is briefly unavailable, please try again shortly."))]
    Unavailable,
    /// The detail is logged, never shown.
    #[error("{}", tr!("Errore interno.", "Internal error."))]
    Internal(String),
}

/// "riprova tra 1 secondo", "tra 30 secondi": the wait in the reader's grammar.
fn too_many_attempts(seconds: u64) -> String {
    match seconds {
        1 => tr!("Troppi tentativi: riprova tra 1 secondo.", "Too many attempts: try again in 1 second."),
        _ => tr!(
            "Troppi tentativi: riprova tra {seconds} secondi.",
            "Too many attempts: try again in {seconds} seconds."
        ),
    }
}

impl DomainError {
    pub fn validation(field: &str, message: &str) -> Self {
        Self::Validation(vec![FieldError::new(field, message)])
    }

    pub fn conflict(message: impl Into<String>) -> Self {
        Self::Conflict { code: ConflictCode::Conflict, message: message.into() }
    }
}

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
    pub fn counted(self, count: i64) -> String {
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
        tr!("{count} {it}", "{count} {en}")
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
            RepoError::NotFound => DomainError::NotFound(tr!("Elemento non trovato.", "Item not found.")),
            RepoError::Duplicate(_) => DomainError::conflict(tr!(
                "Esiste già un elemento con questi dati.",
                "An item with these details already exists."
            )),
            RepoError::Referenced(field) => DomainError::validation(
                &field,
                &tr!("L'elemento scelto non esiste.", "The chosen item does not exist."),
            ),
            RepoError::InUse(holders) => {
                let holders: Vec<String> = holders.iter().map(|(what, count)| what.counted(*count)).collect();
                DomainError::Conflict {
                    code: ConflictCode::InUse,
                    message: tr!(
                        "Non si può eliminare: è in uso ({}). Si può disattivare invece di eliminare.",
                        "It cannot be deleted: it is in use ({}). It can be deactivated instead.",
                        holders.join(", ")
                    ),
                }
            }
            RepoError::Unavailable => DomainError::Unavailable,
            RepoError::Other(detail) => DomainError::Internal(detail),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::{Language, with_language};

    #[test]
    fn the_wait_of_a_refused_attempt_is_said_in_the_readers_grammar() {
        let said = |language, seconds| {
            with_language(language, || DomainError::RateLimited { retry_after_secs: seconds }.to_string())
        };
        assert_eq!(said(Language::It, 1), "Troppi tentativi: riprova tra 1 secondo.");
        assert_eq!(said(Language::It, 30), "Troppi tentativi: riprova tra 30 secondi.");
        assert_eq!(said(Language::En, 1), "Too many attempts: try again in 1 second.");
        assert_eq!(said(Language::En, 2), "Too many attempts: try again in 2 seconds.");
    }
}

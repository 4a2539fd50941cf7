use serde::Serialize;

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
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DomainError {
    #[error("{0}")]
    BadRequest(String),
    #[error("Email o password non corretti.")]
    InvalidCredentials,
    #[error("Accesso richiesto.")]
    Unauthorized,
    #[error("La sessione è scaduta: accedi di nuovo.")]
    TokenExpired,
    #[error("Non hai i permessi per questa operazione.")]
    Forbidden,
    #[error("{0}")]
    NotFound(String),
    #[error("{message}")]
    Conflict { code: ConflictCode, message: String },
    #[error("Alcuni campi non sono validi.")]
    Validation(Vec<FieldError>),
    /// A body over a use case's own size limit (an image): 413.
    #[error("{0}")]
    TooLarge(String),
    #[error("Troppi tentativi: riprova tra {retry_after_secs} secondi.")]
    RateLimited { retry_after_secs: u64 },
    #[error("Il link non è valido o è scaduto.")]
    InvalidToken,
    #[error("Servizio temporaneamente non disponibile, riprova tra poco.")]
    Unavailable,
    /// The detail is logged, never shown.
    #[error("Errore interno.")]
    Internal(String),
}

impl DomainError {
    pub fn validation(field: &str, message: &str) -> Self {
        Self::Validation(vec![FieldError::new(field, message)])
    }

    pub fn conflict(message: impl Into<String>) -> Self {
        Self::Conflict { code: ConflictCode::Conflict, message: message.into() }
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
    InUse(Vec<(String, i64)>),
    /// The database could not be reached in time.
    #[error("database unavailable")]
    Unavailable,
    #[error("{0}")]
    Other(String),
}

impl From<RepoError> for DomainError {
    fn from(err: RepoError) -> Self {
        match err {
            RepoError::NotFound => DomainError::NotFound("Elemento non trovato.".into()),
            RepoError::Duplicate(_) => DomainError::conflict("Esiste già un elemento con questi dati."),
            RepoError::Referenced(field) => DomainError::validation(&field, "L'elemento scelto non esiste."),
            RepoError::InUse(holders) => {
                let holders: Vec<String> = holders.iter().map(|(what, count)| format!("{count} {what}")).collect();
                DomainError::Conflict {
                    code: ConflictCode::InUse,
                    message: format!(
                        "Non si può eliminare: è in uso ({}). Si può disattivare invece di eliminare.",
                        holders.join(", ")
                    ),
                }
            }
            RepoError::Unavailable => DomainError::Unavailable,
            RepoError::Other(detail) => DomainError::Internal(detail),
        }
    }
}

use super::Language;
use crate::error::Holding;
use crate::say;

/// What every part of the product may say: failures of a request, field checks, signing in, users.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Common {
    InvalidCredentials,
    SignInRequired,
    SessionExpired,
    Forbidden,
    InvalidFields,
    TooManyAttempts {
        seconds: u64,
    },
    InvalidLink,
    Unavailable,
    Internal,
    ItemNotFound,
    AlreadyExists,
    ChosenItemMissing,
    /// A delete refused: what holds the row, with how many.
    InUse {
        holders: Vec<(Holding, i64)>,
    },
    Required,
    TooLong {
        max_chars: usize,
    },
    /// A character a field may not hold (a control character, a line break in a one-line field).
    NotAllowed,
    OutsideAlphabet {
        max_chars: usize,
        alphabet: Alphabet,
    },
    AmountOutOfRange,
    Between {
        min: i64,
        max: i64,
    },
    InvalidImageAddress,
    /// A list's or a filter's parameter outside its bounds (`pageSize`, a part feature's `sortOrder`).
    ParameterBetween {
        parameter: String,
        min: i64,
        max: i64,
    },

    // Lists.
    PageFromOne,
    SearchTooLong {
        max_chars: usize,
    },
    /// A configurations list's `scope` the caller's role does not reach.
    ScopeNotAvailable {
        scope: &'static str,
        available: Vec<&'static str>,
    },
    SortNotAvailable {
        field: String,
        sortable: Vec<&'static str>,
    },
    UnknownOrder {
        order: String,
    },

    // Access and the audit trail.
    CompanyNotFound,
    NotPositive {
        parameter: String,
    },
    NotDateTime {
        parameter: String,
    },
    InvalidEntityKind,
    ToBeforeFrom,

    // Signing in and passwords.
    PasswordTooShort {
        min_chars: usize,
    },
    PasswordTooLong {
        max_bytes: usize,
    },
    PasswordControlCharacters,
    PasswordTooWeak,
    WrongCurrentPassword,
    /// The answer to a reset request, the same whether the address has an account or not.
    ResetLinkMaybeSent,

    // Users.
    EmailRequired,
    EmailTooLong,
    EmailInvalid,
    EmailTaken,
    InvalidPhone,
    InvalidLocale,
    UserNotFound,
    UnknownRole {
        role: String,
    },
    InvalidRole,
    CannotDeactivateSelf,
    CannotDropOwnAdmin,
    RoleNeedsCompany,
    NoSuchCompany,
    NoSuchCustomer,
    CustomerOfAnotherCompany,
}

/// The characters a code-like field admits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Alphabet {
    Code,
    Slug,
}

impl Common {
    pub fn render(&self, language: Language) -> String {
        match self {
            Self::InvalidCredentials => say!(language, "Email o password non corretti.", "Wrong email or password."),
            Self::SignInRequired => say!(language, "Accesso richiesto.", "Please sign in."),
            Self::SessionExpired => say!(
                language,
                "La sessione è scaduta: accedi di nuovo.",
                "Your session has expired: please sign in again."
            ),
            Self::Forbidden => {
                say!(language, "Non hai i permessi per questa operazione.", "You are not allowed to do this.")
            }
            Self::InvalidFields => say!(language, "Alcuni campi non sono validi.", "Some fields are not valid."),
            Self::TooManyAttempts { seconds: 1 } => {
                say!(language, "Troppi tentativi: riprova tra 1 secondo.", "Too many attempts: try again in 1 second.")
            }
            Self::TooManyAttempts { seconds } => say!(
                language,
                "Troppi tentativi: riprova tra {seconds} secondi.",
                "Too many attempts: try again in {seconds} seconds."
            ),
            Self::InvalidLink => {
                say!(language, "Il link non è valido o è scaduto.", "The link is not valid or has expired.")
            }
            Self::Unavailable => say!(
                language,
                "Servizio temporaneamente non disponibile, riprova tra poco.",
                "The service is briefly unavailable, please try again shortly."
            ),
            Self::Internal => say!(language, "Errore interno.", "Internal error."),
            Self::ItemNotFound => say!(language, "Elemento non trovato.", "Item not found."),
            Self::AlreadyExists => {
                say!(language, "Esiste già un elemento con questi dati.", "An item with these details already exists.")
            }
            Self::ChosenItemMissing => {
                say!(language, "L'elemento scelto non esiste.", "The chosen item does not exist.")
            }
            Self::InUse { holders } => {
                let holders: Vec<String> = holders.iter().map(|(what, count)| what.counted(*count, language)).collect();
                say!(
                    language,
                    "Non si può eliminare: è in uso ({}). Si può disattivare invece di eliminare.",
                    "It cannot be deleted: it is in use ({}). It can be deactivated instead.",
                    holders.join(", ")
                )
            }
            Self::Required => say!(language, "Campo obbligatorio.", "Required."),
            Self::TooLong { max_chars } => {
                say!(language, "Al massimo {max_chars} caratteri.", "At most {max_chars} characters.")
            }
            Self::NotAllowed => say!(language, "Caratteri non ammessi.", "Characters not allowed."),
            Self::OutsideAlphabet { max_chars, alphabet } => {
                let among = match alphabet {
                    Alphabet::Code => say!(
                        language,
                        "lettere, cifre, punto, trattino e trattino basso",
                        "letters, digits, dot, hyphen and underscore"
                    ),
                    Alphabet::Slug => {
                        say!(language, "lettere minuscole, cifre e trattino", "lowercase letters, digits and hyphen")
                    }
                };
                say!(
                    language,
                    "Da 1 a {max_chars} caratteri tra {among}.",
                    "1 to {max_chars} characters among {among}."
                )
            }
            Self::AmountOutOfRange => say!(language, "Importo fuori dai limiti.", "Amount out of range."),
            Self::Between { min, max } => say!(language, "Da {min} a {max}.", "From {min} to {max}."),
            Self::InvalidImageAddress => say!(
                language,
                "Indirizzo dell'immagine non valido (un percorso /… o un indirizzo https://).",
                "Invalid image address (a path /… or an https:// address)."
            ),
            Self::ParameterBetween { parameter, min, max } => {
                say!(language, "{parameter} va da {min} a {max}.", "{parameter} goes from {min} to {max}.")
            }
            Self::PageFromOne => say!(language, "Il numero di pagina parte da 1.", "Page numbers start at 1."),
            Self::SearchTooLong { max_chars } => say!(
                language,
                "La ricerca è limitata a {max_chars} caratteri.",
                "The search is limited to {max_chars} characters."
            ),
            Self::ScopeNotAvailable { scope, available } => say!(
                language,
                "Ambito non disponibile: {scope}. Ambiti: {}.",
                "Scope not available: {scope}. Scopes: {}.",
                available.join(", ")
            ),
            Self::SortNotAvailable { field, sortable } => say!(
                language,
                "Ordinamento non disponibile: {field}. Campi: {}.",
                "Sort not available: {field}. Fields: {}.",
                sortable.join(", ")
            ),
            Self::UnknownOrder { order } => {
                say!(language, "order vale asc o desc, non {order}.", "order is asc or desc, not {order}.")
            }
            Self::CompanyNotFound => say!(language, "Azienda non trovata.", "Company not found."),
            Self::NotPositive { parameter } => {
                say!(language, "{parameter} deve essere un numero positivo.", "{parameter} must be a positive number.")
            }
            Self::NotDateTime { parameter } => say!(
                language,
                "{parameter} deve essere una data e ora RFC 3339 (2026-11-23T10:00:00Z).",
                "{parameter} must be an RFC 3339 date and time (2026-11-23T10:00:00Z)."
            ),
            Self::InvalidEntityKind => {
                say!(language, "entityKind: tipo di elemento non valido.", "entityKind: invalid kind of record.")
            }
            Self::ToBeforeFrom => say!(language, "to deve seguire from.", "to must come after from."),
            Self::PasswordTooShort { min_chars } => {
                say!(language, "Almeno {min_chars} caratteri.", "At least {min_chars} characters.")
            }
            Self::PasswordTooLong { max_bytes } => {
                say!(language, "Al massimo {max_bytes} byte.", "At most {max_bytes} bytes.")
            }
            Self::PasswordControlCharacters => say!(
                language,
                "La password non può contenere caratteri di controllo.",
                "The password cannot contain control characters."
            ),
            Self::PasswordTooWeak => say!(
                language,
                "Password troppo facile da indovinare: usa una frase più lunga o meno comune.",
                "Password too easy to guess: use a longer or less common phrase."
            ),
            Self::WrongCurrentPassword => {
                say!(language, "La password attuale non è corretta.", "The current password is not correct.")
            }
            Self::ResetLinkMaybeSent => say!(
                language,
                "Se l'indirizzo appartiene a un account attivo, riceverai a breve un'e-mail con il link per reimpostare la password.",
                "If the address belongs to an active account, you will shortly receive an email with a link to reset your password."
            ),
            Self::EmailRequired => say!(language, "L'email è obbligatoria.", "The email is required."),
            Self::EmailTooLong => say!(language, "L'email è troppo lunga.", "The email is too long."),
            Self::EmailInvalid => say!(language, "L'email non è valida.", "The email is not valid."),
            Self::EmailTaken => say!(language, "Email già registrata.", "Email already registered."),
            Self::InvalidPhone => say!(language, "Numero di telefono non valido.", "Invalid phone number."),
            Self::InvalidLocale => {
                say!(language, "Lingua non valida (es. it-IT).", "Invalid language (e.g. en or it-IT).")
            }
            Self::UserNotFound => say!(language, "Utente non trovato.", "User not found."),
            Self::UnknownRole { role } => say!(language, "Ruolo sconosciuto: {role}.", "Unknown role: {role}."),
            Self::InvalidRole => say!(language, "Ruolo non valido.", "Invalid role."),
            Self::CannotDeactivateSelf => {
                say!(language, "Non puoi disattivare te stesso.", "You cannot deactivate yourself.")
            }
            Self::CannotDropOwnAdmin => say!(
                language,
                "Non puoi togliere a te stesso l'accesso da amministratore.",
                "You cannot remove your own administrator access."
            ),
            Self::RoleNeedsCompany => {
                say!(language, "Per questo ruolo serve un'azienda.", "This role needs a company.")
            }
            Self::NoSuchCompany => say!(language, "Azienda inesistente.", "No such company."),
            Self::NoSuchCustomer => say!(language, "Cliente inesistente.", "No such customer."),
            Self::CustomerOfAnotherCompany => say!(
                language,
                "Il cliente non appartiene all'azienda scelta.",
                "The customer does not belong to the chosen company."
            ),
        }
    }
}

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
        }
    }
}

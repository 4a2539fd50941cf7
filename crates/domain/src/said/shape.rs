use super::Language;
use crate::say;

/// What is wrong with a request as it was sent, before any use case reads it: its body, its query, its
/// method, its size. The adapter that reads the request picks the case; the words are here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    BodyMissing,
    NotJson,
    InvalidJson,
    NotAnObject,
    UnreadableBody {
        detail: String,
    },
    /// A field (or parameter) the contract requires is absent.
    Missing {
        sent: Sent,
        name: String,
    },
    /// A field (or parameter) the contract does not have.
    Unexpected {
        sent: Sent,
        name: String,
    },
    /// A value outside an enumeration; `field` is `None` when the whole body or query is meant.
    NotOneOf {
        sent: Sent,
        field: Option<String>,
        allowed: Vec<String>,
    },
    /// A value of the wrong kind.
    MustBe {
        sent: Sent,
        field: Option<String>,
        kind: ValueKind,
    },
    Invalid {
        sent: Sent,
        field: Option<String>,
    },
    TooLarge,
    MethodNotAllowed,
    ResourceNotFound,
    InvalidRequest,
}

/// Where a value was sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sent {
    Body,
    Query,
}

/// What a value must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    WholeFromZero,
    Whole,
    Number,
    Boolean,
    Text,
    List,
    Object,
}

impl Shape {
    pub fn render(&self, language: Language) -> String {
        match self {
            Self::BodyMissing => {
                say!(language, "Manca il corpo della richiesta (JSON).", "The request body (JSON) is missing.")
            }
            Self::NotJson => say!(
                language,
                "Il corpo della richiesta deve essere JSON (application/json).",
                "The request body must be JSON (application/json)."
            ),
            Self::InvalidJson => say!(language, "JSON non valido.", "Invalid JSON."),
            Self::NotAnObject => say!(
                language,
                "Il corpo della richiesta deve essere un oggetto JSON.",
                "The request body must be a JSON object."
            ),
            Self::UnreadableBody { detail } => {
                say!(language, "Corpo non leggibile: {detail}", "Unreadable body: {detail}")
            }
            Self::Missing { sent, name } => {
                let noun = sent.noun(language);
                say!(language, "Manca il {noun} «{name}».", "The {noun} «{name}» is missing.")
            }
            Self::Unexpected { sent, name } => {
                let noun = sent.noun(language);
                say!(language, "Il {noun} «{name}» non è previsto.", "The {noun} «{name}» is not expected.")
            }
            Self::NotOneOf { sent, field, allowed } => {
                let field = sent.naming(field.as_deref(), language);
                let allowed = allowed.join(", ");
                say!(
                    language,
                    "Valore non ammesso per {field}: ammessi {allowed}.",
                    "Value not allowed for {field}: allowed are {allowed}."
                )
            }
            Self::MustBe { sent, field, kind } => {
                let field = sent.naming(field.as_deref(), language);
                let must_be = kind.render(language);
                say!(language, "{field} deve essere {must_be}.", "{field} must be {must_be}.")
            }
            Self::Invalid { sent, field } => {
                let field = sent.naming(field.as_deref(), language);
                say!(language, "Il valore di {field} non è valido.", "The value of {field} is not valid.")
            }
            Self::TooLarge => {
                say!(language, "La richiesta supera il limite di 1 MB.", "The request is over the 1 MB limit.")
            }
            Self::MethodNotAllowed => {
                say!(language, "Metodo non consentito per questa risorsa.", "Method not allowed for this resource.")
            }
            Self::ResourceNotFound => say!(language, "Risorsa non trovata.", "Resource not found."),
            Self::InvalidRequest => say!(language, "Richiesta non valida.", "Invalid request."),
        }
    }
}

impl Sent {
    fn noun(self, language: Language) -> String {
        match self {
            Self::Body => say!(language, "campo", "field"),
            Self::Query => say!(language, "parametro", "parameter"),
        }
    }

    /// «parts[0].quantity», or "un campo" when the value is not named.
    fn naming(self, field: Option<&str>, language: Language) -> String {
        match field {
            Some(field) => format!("«{field}»"),
            None => {
                let noun = self.noun(language);
                say!(language, "un {noun}", "a {noun}")
            }
        }
    }
}

impl ValueKind {
    fn render(self, language: Language) -> String {
        match self {
            Self::WholeFromZero => say!(language, "un numero intero da 0 in su", "a whole number from 0 up"),
            Self::Whole => say!(language, "un numero intero", "a whole number"),
            Self::Number => say!(language, "un numero", "a number"),
            Self::Boolean => say!(language, "vero o falso", "true or false"),
            Self::Text => say!(language, "un testo", "text"),
            Self::List => say!(language, "un elenco", "a list"),
            Self::Object => say!(language, "un oggetto", "an object"),
        }
    }
}

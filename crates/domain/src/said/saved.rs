use super::{Language, euros};
use crate::configurations::Named;
use crate::quotes::QuoteMark;
use crate::requests::RequestStatus;
use crate::say;

/// What saved configurations, customization requests and quotes say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    // A configuration's fields.
    NameLength {
        max_chars: usize,
    },
    NotesTooLong {
        max_chars: usize,
    },
    QuantityBetween {
        min: i64,
        max: i64,
    },
    TooManyParts {
        max: usize,
    },
    RepeatedPart,
    RepeatedFeature,
    /// A feature given both a value and a number.
    ValueAndNumber,
    NumberOutOfRange,
    /// A copy saved from the copy screen without its name or its draft.
    EditedCopyIncomplete,

    // Saving, copying, deleting.
    ConfigurationNotFound,
    RevisionNotFound,
    /// The configurator a configuration is saved with is not one the caller may save with.
    ConfiguratorUnavailable,
    /// The category of the configuration being copied has no published configurator any more.
    ConfiguratorOfConfigurationGone,
    /// The version read is no longer the saved one.
    SavedByAnother,
    /// What a copy is named when the user does not name it.
    CopyOf {
        name: String,
    },
    DeleteWhileRequestPending,
    CustomerNotFound,
    CustomerOfAnotherCompany,

    // What changed in a configuration.
    NameChanged {
        from: String,
        to: String,
    },
    NotesAdded,
    NotesRemoved,
    NotesChanged,
    /// An item a change names (a change's `before` or `after`).
    Item(Named),
    CustomerChanged {
        from: Option<Named>,
        to: Option<Named>,
    },
    QuantityChanged {
        from: i64,
        to: i64,
    },
    TypeChanged {
        from: Option<Named>,
        to: Option<Named>,
    },
    ModelChanged {
        from: Option<Named>,
        to: Option<Named>,
    },
    PartRemoved {
        part: Named,
    },
    PartAdded {
        part: Named,
        quantity: i64,
    },
    PartQuantityChanged {
        part: Named,
        from: i64,
        to: i64,
    },
    ValueChanged {
        part: Named,
        feature: Named,
        from: Option<Named>,
        to: Option<Named>,
    },
    /// The grand total, in cents.
    PriceChanged {
        from: i64,
        to: i64,
    },
    ConfiguratorOfCategoryGone,

    // Weighing a catalogue edit.
    /// A type or a feature: only models, parts and values are weighed.
    NotWeighable,
    PriceOutOfRange,
    EditsAtOnce {
        max: usize,
    },
    TooManyFilters,

    // Customization requests.
    Status(RequestStatus),
    /// A new request can only be pending.
    NewRequestNotPending {
        asked: RequestStatus,
    },
    RequestCannotBecome {
        from: RequestStatus,
        to: RequestStatus,
    },
    MessageLength {
        max_chars: usize,
    },
    RejectionWithoutReason,
    ResponseTooLong {
        max_chars: usize,
    },
    RequestNotFound,
    /// The configuration is not complete and valid, as saved or with today's catalogue.
    NotSendable,
    InvalidConfigurationId,

    // Quotes.
    Mark(QuoteMark),
    TypeGone,
    ModelGone,
    PartGone {
        id: i64,
    },
    FeatureGone,
    ValueGone,
    /// An issued quote's number names none the caller may read.
    QuoteNotFound,
    /// A quote is issued only from a configuration whose saved evaluation is today's.
    QuoteToCheck,
    /// The name a quote's file is served under.
    QuoteFile {
        name: String,
    },
}

impl Saved {
    pub fn render(&self, language: Language) -> String {
        match self {
            Self::NameLength { max_chars } => say!(
                language,
                "Il nome deve avere da 1 a {max_chars} caratteri.",
                "The name must have 1 to {max_chars} characters."
            ),
            Self::NotesTooLong { max_chars } => say!(
                language,
                "Le note possono avere al massimo {max_chars} caratteri.",
                "The notes can have at most {max_chars} characters."
            ),
            Self::QuantityBetween { min, max } => say!(
                language,
                "La quantità deve essere tra {min} e {max}.",
                "The quantity must be between {min} and {max}."
            ),
            Self::TooManyParts { max } => say!(language, "Al massimo {max} parti.", "At most {max} parts."),
            Self::RepeatedPart => say!(language, "Parte ripetuta.", "Repeated part."),
            Self::RepeatedFeature => say!(language, "Caratteristica ripetuta.", "Repeated feature."),
            Self::ValueAndNumber => {
                say!(language, "Un valore o un numero, non entrambi.", "A value or a number, not both.")
            }
            Self::NumberOutOfRange => say!(language, "Valore fuori dall'intervallo.", "Value out of range."),
            Self::EditedCopyIncomplete => say!(
                language,
                "Obbligatorio quando si salva la copia modificata.",
                "Required when the edited copy is saved."
            ),
            Self::ConfigurationNotFound => say!(language, "Configurazione non trovata.", "Configuration not found."),
            Self::RevisionNotFound => say!(language, "Revisione non trovata.", "Revision not found."),
            Self::ConfiguratorUnavailable => {
                say!(language, "Il configuratore non è disponibile.", "The configurator is not available.")
            }
            Self::ConfiguratorOfConfigurationGone => say!(
                language,
                "Il configuratore di questa configurazione non è più disponibile.",
                "The configurator of this configuration is no longer available."
            ),
            Self::SavedByAnother => say!(
                language,
                "Qualcun altro ha salvato questa configurazione nel frattempo: ricaricala.",
                "Someone else saved this configuration in the meantime: reload it."
            ),
            Self::CopyOf { name } => say!(language, "Copia di {name}", "Copy of {name}"),
            Self::DeleteWhileRequestPending => say!(
                language,
                "Non si può eliminare: c'è una richiesta di personalizzazione in valutazione.",
                "It cannot be deleted: a customization request is under review."
            ),
            Self::CustomerNotFound => say!(language, "Cliente non trovato.", "Customer not found."),
            Self::CustomerOfAnotherCompany => {
                say!(language, "Il cliente è di un'altra azienda.", "The customer belongs to another company.")
            }
            Self::NameChanged { from, to } => say!(language, "Nome: «{from}» → «{to}».", "Name: «{from}» → «{to}»."),
            Self::NotesAdded => say!(language, "Note aggiunte.", "Notes added."),
            Self::NotesRemoved => say!(language, "Note tolte.", "Notes removed."),
            Self::NotesChanged => say!(language, "Note modificate.", "Notes changed."),
            Self::Item(item) => named(item, language),
            Self::CustomerChanged { from, to } => {
                let (from, to) = (or_nobody(from, language), or_nobody(to, language));
                say!(language, "Cliente: {from} → {to}.", "Customer: {from} → {to}.")
            }
            Self::QuantityChanged { from, to } => {
                say!(language, "Quantità: {from} → {to}.", "Quantity: {from} → {to}.")
            }
            Self::TypeChanged { from, to } => {
                let none = || say!(language, "nessuna", "none");
                let (from, to) = (or_else(from, language, none), or_else(to, language, none));
                say!(language, "Tipologia: {from} → {to}.", "Type: {from} → {to}.")
            }
            Self::ModelChanged { from, to } => {
                let (from, to) = (or_nobody(from, language), or_nobody(to, language));
                say!(language, "Modello: {from} → {to}.", "Model: {from} → {to}.")
            }
            Self::PartRemoved { part } => {
                let part = named(part, language);
                say!(language, "Tolta la parte {part}.", "Removed the part {part}.")
            }
            Self::PartAdded { part, quantity } => {
                let part = named(part, language);
                say!(
                    language,
                    "Aggiunta la parte {part} (quantità {quantity}).",
                    "Added the part {part} (quantity {quantity})."
                )
            }
            Self::PartQuantityChanged { part, from, to } => {
                let part = named(part, language);
                say!(language, "{part}: quantità {from} → {to}.", "{part}: quantity {from} → {to}.")
            }
            Self::ValueChanged { part, feature, from, to } => format!(
                "{}, {}: {} → {}.",
                named(part, language),
                named(feature, language),
                or_nobody(from, language),
                or_nobody(to, language)
            ),
            Self::PriceChanged { from, to } => {
                let (from, to) = (euros(*from, language), euros(*to, language));
                say!(language, "Prezzo: {from} → {to}", "Price: {from} → {to}")
            }
            Self::ConfiguratorOfCategoryGone => say!(
                language,
                "Il configuratore di questa categoria non è più disponibile.",
                "The configurator of this category is no longer available."
            ),
            Self::NotWeighable => say!(
                language,
                "Si valuta una modifica di modello, parte o valore.",
                "Weigh an edit of a model, part or value."
            ),
            Self::PriceOutOfRange => say!(language, "Il prezzo è fuori dai limiti.", "The price is out of range."),
            Self::EditsAtOnce { max } => {
                say!(language, "Da 1 a {max} modifiche alla volta.", "From 1 to {max} edits at a time.")
            }
            Self::TooManyFilters => {
                say!(language, "Troppi filtri: al massimo 1.000.", "Too many filters: at most 1,000.")
            }
            Self::Status(status) => status_label(*status, language),
            Self::NewRequestNotPending { asked } => {
                let (pending, asked) = (status_label(RequestStatus::Pending, language), status_label(*asked, language));
                say!(
                    language,
                    "Una nuova richiesta è «{pending}», non «{asked}».",
                    "A new request is «{pending}», not «{asked}»."
                )
            }
            Self::RequestCannotBecome { from, to } => {
                let (from, to) = (status_label(*from, language), status_label(*to, language));
                say!(
                    language,
                    "La richiesta è «{from}»: non può diventare «{to}».",
                    "The request is «{from}»: it cannot become «{to}»."
                )
            }
            Self::MessageLength { max_chars } => say!(
                language,
                "Il messaggio deve avere da 1 a {max_chars} caratteri.",
                "The message must have 1 to {max_chars} characters."
            ),
            Self::RejectionWithoutReason => {
                say!(language, "Scrivi il motivo del rifiuto.", "Write the reason for the rejection.")
            }
            Self::ResponseTooLong { max_chars } => say!(
                language,
                "La risposta può avere al massimo {max_chars} caratteri.",
                "The response can have at most {max_chars} characters."
            ),
            Self::RequestNotFound => say!(language, "Richiesta non trovata.", "Request not found."),
            Self::NotSendable => say!(
                language,
                "La configurazione deve essere completa e valida, anche con il catalogo di oggi: aprila, correggila e salvala.",
                "The configuration must be complete and valid, also with today's catalogue: open it, fix it and save it."
            ),
            Self::InvalidConfigurationId => {
                say!(language, "Identificativo di configurazione non valido.", "Invalid configuration identifier.")
            }
            Self::Mark(QuoteMark::Incomplete) => {
                say!(language, "Configurazione incompleta", "Incomplete configuration")
            }
            Self::Mark(QuoteMark::Invalid) => say!(language, "Configurazione non valida", "Invalid configuration"),
            Self::Mark(QuoteMark::ToCheck) => say!(language, "Da verificare", "To be checked"),
            Self::TypeGone => say!(language, "Tipologia non più disponibile", "Type no longer available"),
            Self::ModelGone => say!(language, "Modello non più disponibile", "Model no longer available"),
            Self::PartGone { id } => {
                say!(language, "Parte n. {id} (non più disponibile)", "Part no. {id} (no longer available)")
            }
            Self::FeatureGone => {
                say!(language, "Caratteristica non più disponibile", "Feature no longer available")
            }
            Self::ValueGone => say!(language, "valore non più disponibile", "value no longer available"),
            Self::QuoteNotFound => say!(language, "Preventivo non trovato.", "Quote not found."),
            Self::QuoteToCheck => say!(
                language,
                "Il catalogo è cambiato dopo il salvataggio: apri la configurazione, verificala e salvala prima di emettere il preventivo.",
                "The catalogue changed after the configuration was saved: open it, check it and save it before issuing the quote."
            ),
            Self::QuoteFile { name } => say!(language, "preventivo-{name}.pdf", "quote-{name}.pdf"),
        }
    }
}

fn status_label(status: RequestStatus, language: Language) -> String {
    match status {
        RequestStatus::Pending => say!(language, "In valutazione", "Under review"),
        RequestStatus::Approved => say!(language, "Approvata", "Approved"),
        RequestStatus::Rejected => say!(language, "Rifiutata", "Rejected"),
        RequestStatus::Replaced => say!(language, "Sostituita", "Replaced"),
    }
}

/// An item by its name, or by its number when the catalogue no longer has it.
fn named(item: &Named, language: Language) -> String {
    match item {
        Named::Name(name) => name.clone(),
        Named::Number(id) => say!(language, "n. {id}", "no. {id}"),
        Named::PartNumber(id) => say!(language, "Parte n. {id}", "Part no. {id}"),
        Named::FeatureNumber(id) => say!(language, "Caratteristica n. {id}", "Feature no. {id}"),
        Named::ValueNumber(id) => say!(language, "Valore n. {id}", "Value no. {id}"),
    }
}

fn or_else(item: &Option<Named>, language: Language, none: impl FnOnce() -> String) -> String {
    item.as_ref().map_or_else(none, |item| named(item, language))
}

/// The item, or "nessuno" (a customer, a model, a value).
fn or_nobody(item: &Option<Named>, language: Language) -> String {
    or_else(item, language, || say!(language, "nessuno", "none"))
}

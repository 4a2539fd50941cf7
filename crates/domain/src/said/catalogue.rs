use super::{Language, ResourceLabel};
use crate::catalogue::images::{ImageKind, ImageProblem, MAX_PIXELS, MAX_SIDE, SvgProblem};
use crate::catalogue::images::{MAX_SVG_DEPTH, MAX_SVG_DRAWN_ELEMENTS};
use crate::say;

/// What the catalogue area says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Catalogue {
    // Any resource.
    ItemNotFound {
        resource: ResourceLabel,
    },
    /// A stored row of the resource already has the draft's `field`.
    ItemExists {
        resource: ResourceLabel,
        field: String,
    },

    // Features, models, companies and filters.
    UnknownFeatureKind,
    BelowMinimum,
    AtLeastOne,
    OnlyForNumeric,
    RequiredForNumeric,
    NotASwatch,
    TooManyAttributeValues {
        max: usize,
    },
    InvalidPhone,
    InvalidVatNumber,
    InvalidUser,
    UnknownEntityKind,
    UnknownFilterMode,

    // Parts and model parts.
    TooManyPartFeatures {
        max: usize,
    },
    PartFeatureWithoutId,
    PartFeatureRepeated,
    MaxBelowMinQuantity,
    DefaultOutsideQuantities,
    RequiredPartWithoutQuantity,

    // Images.
    NotAnImage,
    /// The bytes are of another kind than the request's content type declares.
    NotDeclaredKind {
        declared: ImageKind,
        actual: ImageKind,
    },
    ImageRefused {
        problem: ImageProblem,
    },
    /// A stored image that fails the check, asked for by its name.
    ImageUnavailable {
        problem: ImageProblem,
    },
    /// A stored image that fails the check, as the start-up check names it.
    ImageFailsCheck {
        problem: ImageProblem,
    },
    ImageTooLarge {
        max_mb: usize,
    },
    ImageNotFound,

    // The CSV exchange.
    ImportNotAvailable {
        resource: ResourceLabel,
    },
    ImportFileTooLarge {
        max_mb: usize,
    },
    ImportFileMissing,
    /// An import refused for its rows' errors, of which there are `errors`.
    ImportRefused {
        errors: usize,
    },
    /// Two rows of the file, or one and a stored one, would end up with the same `field`.
    ImportDuplicate {
        resource: ResourceLabel,
        field: String,
    },
    EmptyFile,
    NotUtf8,
    MissingColumn,
    /// A row the reader cannot read, in its words.
    UnreadableRow {
        detail: String,
    },
    RepeatsLine {
        first: u64,
    },
    /// Several stored rows share the key of a changed row.
    AmbiguousKey {
        key: String,
    },
    KeyNeeded,
    NoItemWithCode {
        code: String,
    },
    WholeNumberExpected,
    NumberOutOfRange,
    AmountExpected,
    YesOrNoExpected,
    /// A part feature's cell (`CODE:order`) with something but an order after the colon.
    OrderExpected {
        item: String,
    },
}

impl Catalogue {
    pub fn render(&self, language: Language) -> String {
        match self {
            Self::ItemNotFound { resource } => {
                say!(language, "{}: elemento non trovato.", "{}: item not found.", resource.said(language))
            }
            Self::ItemExists { resource, field } => say!(
                language,
                "{}: esiste già un elemento con lo stesso {field}.",
                "{}: an item with the same {field} already exists.",
                resource.said(language)
            ),
            Self::UnknownFeatureKind => say!(language, "Vale choice o numeric.", "Either choice or numeric."),
            Self::BelowMinimum => {
                say!(language, "Non può essere minore del minimo.", "Cannot be less than the minimum.")
            }
            Self::AtLeastOne => say!(language, "Almeno 1.", "At least 1."),
            Self::OnlyForNumeric => {
                say!(language, "Solo per le caratteristiche numeriche.", "Only for numeric features.")
            }
            Self::RequiredForNumeric => {
                say!(language, "Campo obbligatorio per una caratteristica numerica.", "Required for a numeric feature.")
            }
            Self::NotASwatch => say!(language, "Un colore nella forma #RRGGBB.", "A colour in the form #RRGGBB."),
            Self::TooManyAttributeValues { max } => {
                say!(language, "Fino a {max} valori esistenti.", "Up to {max} existing values.")
            }
            Self::InvalidPhone => say!(language, "Numero di telefono non valido.", "Invalid phone number."),
            Self::InvalidVatNumber => {
                say!(language, "Da 1 a 30 tra lettere, cifre e spazi.", "1 to 30 letters, digits and spaces.")
            }
            Self::InvalidUser => say!(language, "Utente non valido.", "Invalid user."),
            Self::UnknownEntityKind => say!(
                language,
                "Tipo non valido: category, type, model, part o feature_value.",
                "Invalid kind: category, type, model, part or feature_value."
            ),
            Self::UnknownFilterMode => {
                say!(language, "Modalità non valida: allow o deny.", "Invalid mode: allow or deny.")
            }
            Self::TooManyPartFeatures { max } => {
                say!(language, "Al massimo {max} caratteristiche.", "At most {max} features.")
            }
            Self::PartFeatureWithoutId => {
                say!(language, "Ogni caratteristica deve indicare featureId.", "Every feature must name its featureId.")
            }
            Self::PartFeatureRepeated => {
                say!(language, "Una caratteristica compare più volte.", "A feature appears more than once.")
            }
            Self::MaxBelowMinQuantity => say!(
                language,
                "Non può essere minore della quantità minima.",
                "Cannot be less than the minimum quantity."
            ),
            Self::DefaultOutsideQuantities => say!(
                language,
                "Deve stare tra la quantità minima e la massima.",
                "Must lie between the minimum and the maximum quantity."
            ),
            Self::RequiredPartWithoutQuantity => say!(
                language,
                "Una parte obbligatoria ha una quantità predefinita di almeno 1.",
                "A required part has a default quantity of at least 1."
            ),
            Self::NotAnImage => say!(
                language,
                "Il file non è un'immagine riconosciuta. Sono accettate immagini PNG, JPEG, WebP e SVG.",
                "The file is not a recognized image. PNG, JPEG, WebP and SVG images are accepted."
            ),
            Self::NotDeclaredKind { declared, actual } => say!(
                language,
                "Il contenuto del file non è {} come dichiarato: è {}.",
                "The file's content is not {} as declared: it is {}.",
                declared.extension().to_uppercase(),
                actual.extension().to_uppercase()
            ),
            Self::ImageRefused { problem: ImageProblem::Svg(problem) } => say!(
                language,
                "L'SVG non è sicuro e non è stato accettato: {}.",
                "The SVG is not safe and was not accepted: {}.",
                svg_problem(problem, language)
            ),
            Self::ImageRefused { problem } => say!(
                language,
                "L'immagine non è stata accettata: {}.",
                "The image was not accepted: {}.",
                image_problem(problem, language)
            ),
            Self::ImageUnavailable { problem } => say!(
                language,
                "Immagine non disponibile: {}.",
                "Image not available: {}.",
                image_problem(problem, language)
            ),
            Self::ImageFailsCheck { problem } => image_problem(problem, language),
            Self::ImageTooLarge { max_mb } => {
                say!(
                    language,
                    "L'immagine supera il limite di {max_mb} MB.",
                    "The image is over the {max_mb} MB limit."
                )
            }
            Self::ImageNotFound => say!(language, "Immagine non trovata.", "Image not found."),
            Self::ImportNotAvailable { resource } => say!(
                language,
                "{}: importazione non disponibile.",
                "{}: import not available.",
                resource.said(language)
            ),
            Self::ImportFileTooLarge { max_mb } => {
                say!(language, "Il file supera il limite di {max_mb} MB.", "The file is over the {max_mb} MB limit.")
            }
            Self::ImportFileMissing => say!(
                language,
                "Manca il file: il corpo della richiesta è il CSV da importare.",
                "The file is missing: the request body is the CSV to import."
            ),
            Self::ImportRefused { errors } => say!(
                language,
                "Il file ha {errors} errori: nessuna riga è stata scritta.",
                "The file has {errors} errors: no row was written."
            ),
            Self::ImportDuplicate { resource, field } => say!(
                language,
                "{}: il file porta due elementi con lo stesso {field}, o uno che ne ripete uno salvato.",
                "{}: the file has two items with the same {field}, or one that repeats a saved one.",
                resource.said(language)
            ),
            Self::EmptyFile => say!(
                language,
                "Il file è vuoto: serve la riga di intestazione.",
                "The file is empty: it needs the header row."
            ),
            Self::NotUtf8 => say!(
                language,
                "Il file non è in UTF-8: salvalo come «CSV UTF-8».",
                "The file is not in UTF-8: save it as “CSV UTF-8”."
            ),
            Self::MissingColumn => say!(language, "Colonna mancante.", "Missing column."),
            Self::UnreadableRow { detail } => {
                say!(language, "Riga non leggibile: {detail}.", "Unreadable row: {detail}.")
            }
            Self::RepeatsLine { first } => say!(language, "Ripete la riga {first}.", "Repeats line {first}."),
            Self::AmbiguousKey { key } => say!(
                language,
                "Più elementi salvati hanno la stessa chiave ({key}): la riga non si può abbinare.",
                "Several saved items have the same key ({key}): the row cannot be matched."
            ),
            Self::KeyNeeded => say!(
                language,
                "Serve per abbinare la riga a quelle salvate.",
                "Needed to match the row with the saved ones."
            ),
            Self::NoItemWithCode { code } => {
                say!(language, "Nessun elemento con codice «{code}».", "No item with code “{code}”.")
            }
            Self::WholeNumberExpected => say!(language, "Un numero intero.", "A whole number."),
            Self::NumberOutOfRange => say!(language, "Numero fuori dai limiti.", "Number out of range."),
            Self::AmountExpected => {
                say!(language, "Un importo in euro, come 1234,50.", "An amount in euros, like 1234,50.")
            }
            // The file's words stay Italian in either language.
            Self::YesOrNoExpected => say!(language, "Vale sì o no.", "Either sì or no."),
            Self::OrderExpected { item } => {
                say!(language, "«{item}»: dopo i due punti va l'ordine.", "“{item}”: the order goes after the colon.")
            }
        }
    }
}

/// Why an image fails the check, as the end of a sentence.
fn image_problem(problem: &ImageProblem, language: Language) -> String {
    match problem {
        ImageProblem::TooManyPixels { width, height } => say!(
            language,
            "misura {width} × {height} pixel, oltre il limite di {MAX_SIDE} pixel per lato e {} megapixel",
            "it measures {width} × {height} pixels, over the limit of {MAX_SIDE} pixels a side and {} megapixels",
            MAX_PIXELS / 1_000_000
        ),
        ImageProblem::Truncated => say!(
            language,
            "è troncata: i dati dei pixel finiscono prima dell'immagine",
            "it is truncated: its pixel data ends before the image does"
        ),
        ImageProblem::Undecodable(detail) => {
            say!(language, "non si riesce a decodificare ({detail})", "it cannot be decoded ({detail})")
        }
        ImageProblem::Svg(problem) => svg_problem(problem, language),
    }
}

/// Why an SVG is unsafe, as the end of a sentence.
fn svg_problem(problem: &SvgProblem, language: Language) -> String {
    match problem {
        SvgProblem::NotXml(detail) => {
            say!(language, "non è un XML ben formato ({detail})", "it is not well-formed XML ({detail})")
        }
        SvgProblem::Doctype => {
            say!(language, "dichiara un DOCTYPE o delle entità", "it declares a DOCTYPE or entities")
        }
        SvgProblem::ProcessingInstruction => {
            say!(language, "contiene istruzioni di elaborazione (<?…?>)", "it contains processing instructions (<?…?>)")
        }
        SvgProblem::NotSvg => say!(
            language,
            "la radice non è un elemento <svg> dello spazio dei nomi SVG",
            "its root is not an <svg> element of the SVG namespace"
        ),
        SvgProblem::ForeignElement(name) => say!(
            language,
            "contiene l'elemento «{name}» che non è dello spazio dei nomi SVG",
            "it contains the element «{name}» outside the SVG namespace"
        ),
        SvgProblem::Element(name) => say!(
            language,
            "contiene l'elemento non ammesso «{name}»",
            "it contains the element «{name}», which is not allowed"
        ),
        SvgProblem::EventHandler(name) => {
            say!(language, "contiene un gestore di eventi («{name}»)", "it contains an event handler («{name}»)")
        }
        SvgProblem::Attribute { element, attribute } => say!(
            language,
            "l'elemento «{element}» ha l'attributo non ammesso «{attribute}»",
            "the element «{element}» has the attribute «{attribute}», which is not allowed"
        ),
        SvgProblem::ExternalReference(target) => say!(
            language,
            "fa riferimento a «{target}» fuori dal documento (sono ammessi solo riferimenti #id)",
            "it refers to «{target}» outside the document (only #id references are allowed)"
        ),
        SvgProblem::CssEscape => {
            say!(language, "contiene sequenze di escape CSS (\\)", "it contains CSS escape sequences (\\)")
        }
        SvgProblem::CssAtRule => {
            say!(language, "contiene regole CSS @ (come @import)", "it contains CSS at-rules (such as @import)")
        }
        SvgProblem::CssFunction(name) => say!(
            language,
            "usa la funzione CSS non ammessa «{name}()»",
            "it uses the CSS function «{name}()», which is not allowed"
        ),
        SvgProblem::TooComplex => say!(
            language,
            "è troppo complesso (annidamento oltre {MAX_SVG_DEPTH} livelli, oltre {MAX_SVG_DRAWN_ELEMENTS} elementi disegnati o <use> di un <use>)",
            "it is too complex (nested over {MAX_SVG_DEPTH} levels, over {MAX_SVG_DRAWN_ELEMENTS} elements drawn, or a <use> of a <use>)"
        ),
    }
}

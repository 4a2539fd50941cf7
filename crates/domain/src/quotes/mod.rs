//! The quote of a saved configuration (docs/product.md section 12): what the document says, assembled from the
//! configuration, today's evaluation and the catalogue it read, the dealer company and the customer; and the
//! [`QuoteRenderer`] port that draws it (the PDF adapter). Prices are never recomputed here: the lines and
//! totals are the evaluation's own.

mod in_flight;
mod issued;
#[cfg(test)]
mod tests;

pub use in_flight::{QUOTES_AT_ONCE_PER_CALLER, QuoteInFlight, QuotesInFlight};
pub use issued::{
    DEFAULT_TERMS_EN, DEFAULT_TERMS_IT, DEFAULT_VALIDITY_DAYS, IssuedQuote, IssuedQuoteService, IssuedQuotes,
    NewIssuedQuote, QuoteNumber, QuoteSettings,
};

use std::sync::Arc;

use chrono::{DateTime, NaiveDate, Utc};

use crate::catalogue::images::{IMAGE_URL_PREFIX, ImageKind, ImageName, ImageStore};
use crate::catalogue::{Company, Customer, Model, Store, Visibility};
use crate::configurations::{ConfigurationService, ConfigurationView};
use crate::configurator::{CatalogueIndex, DraftPart, DraftValue, Price};
use crate::error::{DomainError, RepoError};
use crate::said::{Language, Message, Saved};
use crate::users::User;

/// A company or a customer as the quote's header shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Party {
    pub name: String,
    /// VAT number or fiscal code.
    pub vat_number: Option<String>,
    /// Address, city and country, contacts: the lines under the name, none empty.
    pub lines: Vec<String>,
}

impl Party {
    pub fn of_company(company: &Company) -> Self {
        let place = join_present(&[company.city.as_deref(), company.country.as_deref()], " – ");
        let contacts = join_present(&[company.email.as_deref(), company.phone.as_deref()], " · ");
        Self {
            name: company.name.clone(),
            vat_number: company.vat_number.clone(),
            lines: [company.address.clone(), place, contacts].into_iter().flatten().collect(),
        }
    }

    pub fn of_customer(customer: &Customer) -> Self {
        let contacts = join_present(&[customer.email.as_deref(), customer.phone.as_deref()], " · ");
        Self {
            name: customer.name.clone(),
            vat_number: customer.vat_number.clone(),
            lines: [customer.address.clone(), customer.city.clone(), contacts].into_iter().flatten().collect(),
        }
    }
}

/// The present, non-blank parts joined by `separator`; none when there is none.
fn join_present(parts: &[Option<&str>], separator: &str) -> Option<String> {
    let present: Vec<&str> = parts.iter().flatten().map(|part| part.trim()).filter(|part| !part.is_empty()).collect();
    (!present.is_empty()).then(|| present.join(separator))
}

/// One chosen value of a part: "Tessuto" → "Velluto blu", "Larghezza" → "180"; what the catalogue no longer
/// has is said as gone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuoteValue {
    pub feature: Message,
    pub value: Message,
}

/// One part of the configuration with its quantity and chosen values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuotePart {
    pub name: Message,
    pub quantity: i64,
    pub values: Vec<QuoteValue>,
}

/// What stands where the model's picture goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QuoteImage {
    /// The model has no image.
    None,
    /// The model's image is at this address, which the server does not fetch (it may be anywhere: fetching
    /// arbitrary addresses at render time would let a catalogue entry reach inside our network).
    NotEmbedded(String),
    /// An image uploaded to our own storage, read from it.
    Embedded { kind: ImageKind, bytes: Vec<u8> },
}

/// Why a quote is not a firm offer (said as [`Saved::Mark`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuoteMark {
    /// Something required is missing.
    Incomplete,
    /// A choice breaks a rule or is no longer offered.
    Invalid,
    /// Today's evaluation differs from the saved one ("da verificare").
    ToCheck,
}

/// What makes a quote a numbered document: none for a preview ("Bozza").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Issue {
    /// "PRV-2026-0042".
    pub number: String,
    /// The day it was issued, in Italian time.
    pub issued_on: NaiveDate,
    /// The last day the offer holds.
    pub valid_until: NaiveDate,
    /// The terms printed under the totals, in the document's language.
    pub terms: String,
}

/// How a quote is drawn.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct QuoteOptions {
    /// Price lines of zero are printed too (left out by default).
    pub zero_lines: bool,
}

/// Everything a quote document says, ready to draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quote {
    pub public_id: String,
    /// The configuration's name.
    pub name: String,
    pub revision: i32,
    /// When the latest revision was saved.
    pub date: DateTime<Utc>,
    pub prepared_by: String,
    /// The company the configuration belongs to; none for an administrator's own.
    pub dealer: Option<Party>,
    pub customer: Option<Party>,
    pub category: String,
    pub product_type: Option<Message>,
    /// "Oslo (DIV-OSLO)".
    pub model: Option<Message>,
    pub image: QuoteImage,
    pub parts: Vec<QuotePart>,
    /// Today's itemised price, or the saved one when the category has no configurator any more.
    pub price: Price,
    pub marks: Vec<QuoteMark>,
    /// The violations and the changes since the save, each once.
    pub reasons: Vec<Message>,
    pub notes: Option<String>,
    /// The number, dates and terms of an issued quote; none for a preview.
    pub issue: Option<Issue>,
}

impl Quote {
    /// Drawn as `options` say: price lines of zero left out unless asked for.
    pub fn with_options(mut self, options: QuoteOptions) -> Self {
        if !options.zero_lines {
            self.price.lines.retain(|line| line.total != 0);
        }
        self
    }
}

/// The file a quote is served as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuoteFile {
    /// `preventivo-<name>.pdf`, as the user named the configuration (the HTTP adapter makes it a safe header).
    pub file_name: String,
    pub bytes: Vec<u8>,
}

/// The app's own files (the built front end), read by their path: where the demo catalogue's pictures are.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait AppFiles: Send + Sync {
    /// The bytes of the file at `path` (`/catalogue/divano.svg`); `None` when there is none, it is too large
    /// to be an image, or the path leads outside the app's folder.
    fn load(&self, path: &str) -> Result<Option<Vec<u8>>, RepoError>;
}

/// A path of this app's own files: `/` then segments of letters, digits, `.`, `-` and `_`, none of them `.`
/// or `..` (so never another host, `//…`, nor a way out of the app's folder).
pub fn is_app_path(url: &str) -> bool {
    url.strip_prefix('/').is_some_and(|rest| {
        rest.split('/').all(|segment| {
            !segment.is_empty()
                && segment != "."
                && segment != ".."
                && segment.chars().all(|c| c.is_ascii_alphanumeric() || "._-".contains(c))
        })
    })
}

/// Draws a quote (the PDF adapter).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait QuoteRenderer: Send + Sync {
    /// The document's bytes, written in `language`; an error is the renderer's own detail, logged and never
    /// shown.
    fn render(&self, quote: &Quote, language: Language) -> Result<Vec<u8>, String>;
}

/// What a quote says of a configuration, from today's evaluation and the catalogue it read.
pub fn assemble(
    view: &ConfigurationView,
    catalogue: Option<&CatalogueIndex>,
    dealer: Option<Party>,
    customer: Option<Party>,
    image: QuoteImage,
) -> Quote {
    let c = &view.configuration;
    let (price, mut marks, mut reasons) = match &view.evaluation {
        Some(evaluation) => {
            let mut marks = Vec::new();
            if !evaluation.complete {
                marks.push(QuoteMark::Incomplete);
            }
            if !evaluation.valid {
                marks.push(QuoteMark::Invalid);
            }
            let reasons = evaluation.violations.iter().map(|violation| violation.message.message.clone()).collect();
            (evaluation.price.clone(), marks, reasons)
        }
        None => {
            let mut marks = Vec::new();
            if !c.complete {
                marks.push(QuoteMark::Incomplete);
            }
            if !c.valid {
                marks.push(QuoteMark::Invalid);
            }
            (c.saved_price.clone().unwrap_or_default(), marks, Vec::new())
        }
    };
    if view.stale {
        marks.push(QuoteMark::ToCheck);
    }
    for change in &view.changes {
        if !reasons.contains(&change.message.message) {
            reasons.push(change.message.message.clone());
        }
    }
    let draft = &c.draft;
    let product_type = draft.type_id.map(|id| match catalogue.and_then(|index| index.product_type(id)) {
        Some(row) => row.name.clone().into(),
        None => Saved::TypeGone.into(),
    });
    let model = match (draft.model_id, catalogue) {
        (Some(id), Some(index)) => Some(match index.model(id) {
            Some(row) => format!("{} ({})", row.name, row.code).into(),
            None => c.model_name.clone().map_or(Saved::ModelGone.into(), Message::Text),
        }),
        _ => c.model_name.clone().map(Message::Text),
    };
    Quote {
        public_id: c.public_id.clone(),
        name: c.name.clone(),
        revision: c.revision,
        date: c.updated_at,
        prepared_by: c.owner_name.clone(),
        dealer,
        customer,
        category: c.category_name.clone(),
        product_type,
        model,
        image,
        parts: draft.parts.iter().filter(|part| part.quantity >= 1).map(|part| quote_part(part, catalogue)).collect(),
        price,
        marks,
        reasons,
        notes: c.notes.clone(),
        issue: None,
    }
}

fn quote_part(part: &DraftPart, catalogue: Option<&CatalogueIndex>) -> QuotePart {
    let name = catalogue
        .and_then(|index| index.part(part.part_id))
        .map_or_else(|| Saved::PartGone { id: part.part_id }.into(), |row| row.name.clone().into());
    QuotePart {
        name,
        quantity: part.quantity,
        values: part.values.iter().filter_map(|value| quote_value(value, catalogue)).collect(),
    }
}

/// A value with nothing chosen says nothing; a number comes with its unit.
fn quote_value(value: &DraftValue, catalogue: Option<&CatalogueIndex>) -> Option<QuoteValue> {
    let found = catalogue.and_then(|index| index.feature(value.feature_id));
    let feature = found.map_or_else(|| Saved::FeatureGone.into(), |row| row.name.clone().into());
    let shown = match (value.value_id, value.numeric_value) {
        (Some(id), _) => catalogue
            .and_then(|index| index.value(id))
            .map_or_else(|| Saved::ValueGone.into(), |row| row.label.clone().into()),
        (None, Some(number)) => match found.and_then(|row| row.numeric_unit.as_deref()) {
            Some(unit) => format!("{number} {unit}").into(),
            None => number.to_string().into(),
        },
        (None, None) => return None,
    };
    Some(QuoteValue { feature, value: shown })
}

/// `preventivo-<name>.pdf` (`quote-<name>.pdf` in English).
pub fn file_name(configuration_name: &str, language: Language) -> String {
    Saved::QuoteFile { name: configuration_name.to_owned() }.render(language)
}

/// The quote of a configuration in the caller's scope (404 outside it, as its read).
pub struct QuoteService {
    pub configurations: Arc<ConfigurationService>,
    pub companies: Arc<dyn Store<Company>>,
    pub customers: Arc<dyn Store<Customer>>,
    pub models: Arc<dyn Store<Model>>,
    /// Uploaded images.
    pub images: Arc<dyn ImageStore>,
    /// The app's own pictures (the demo catalogue's).
    pub app_files: Arc<dyn AppFiles>,
    pub renderer: Arc<dyn QuoteRenderer>,
    /// At most two quotes rendering per caller (429 beyond).
    pub in_flight: QuotesInFlight,
}

impl QuoteService {
    pub fn quote(&self, caller: &User, public_id: &str) -> Result<Quote, DomainError> {
        Ok(self.quote_with_id(caller, public_id)?.0)
    }

    /// [`Self::quote`] with the configuration's internal id.
    pub(crate) fn quote_with_id(&self, caller: &User, public_id: &str) -> Result<(Quote, i64), DomainError> {
        let (view, catalogue) = self.configurations.get_with_catalogue(caller, public_id)?;
        let c = &view.configuration;
        // The configuration is in the caller's scope: its own company, customer and model are shown whatever
        // the caller may list.
        let everything = Visibility::everything();
        let dealer = match c.company_id {
            Some(id) => self.companies.get(id, &everything)?.map(|company| Party::of_company(&company)),
            None => None,
        };
        let customer = match c.customer_id {
            Some(id) => self.customers.get(id, &everything)?.map(|customer| Party::of_customer(&customer)),
            None => None,
        };
        let image = match c.draft.model_id.map(|id| self.models.get(id, &everything)).transpose()?.flatten() {
            Some(Model { image_url: Some(url), .. }) => self.image(url)?,
            _ => QuoteImage::None,
        };
        Ok((assemble(&view, catalogue.as_ref(), dealer, customer, image), c.id))
    }

    /// An image uploaded to our storage is read from it, one of the app's own files from the app's folder (its
    /// kind from its bytes); any other address is left as it is, never fetched.
    fn image(&self, url: String) -> Result<QuoteImage, DomainError> {
        let found = if let Some(name) = url.strip_prefix(IMAGE_URL_PREFIX).and_then(ImageName::parse) {
            self.images.load(&name)?.map(|bytes| (name.kind(), bytes))
        } else if is_app_path(&url) {
            self.app_files.load(&url)?.and_then(|bytes| ImageKind::sniff(&bytes).map(|kind| (kind, bytes)))
        } else {
            None
        };
        Ok(match found {
            Some((kind, bytes)) => QuoteImage::Embedded { kind, bytes },
            None => QuoteImage::NotEmbedded(url),
        })
    }

    /// The quote drawn by the renderer in the caller's own language, with its file name: the preview, unnumbered.
    pub fn pdf(&self, caller: &User, public_id: &str, options: QuoteOptions) -> Result<QuoteFile, DomainError> {
        let _rendering = self.in_flight.start(caller.id)?;
        let quote = self.quote(caller, public_id)?.with_options(options);
        let language = Language::from_tag(&caller.locale);
        let bytes = self.renderer.render(&quote, language).map_err(DomainError::Internal)?;
        Ok(QuoteFile { file_name: file_name(&quote.name, language), bytes })
    }
}

//! Issued quotes (docs/product.md section 12.1): a quote given a number from a gapless sequence per year
//! ("PRV-2026-0042"), an issue date, a validity date and terms, drawn once and kept, so that the same number
//! always serves the same document.

use std::sync::Arc;

use chrono::{DateTime, Datelike, Days, NaiveDate, Utc};

use super::{Issue, QuoteFile, QuoteMark, QuoteOptions, QuoteService, file_name};
use crate::audit::Actor;
use crate::clock::{Clock, business_time};
use crate::error::{DomainError, RepoError};
use crate::said::{Language, Saved};
use crate::users::User;

/// Days an issued quote holds when the settings say nothing (`QUOTE_VALIDITY_DAYS`).
pub const DEFAULT_VALIDITY_DAYS: u32 = 30;
/// The terms printed on an Italian reader's quote when the settings say nothing (`QUOTE_TERMS_IT`).
pub const DEFAULT_TERMS_IT: &str = "Prezzi in euro, IVA esclusa. Offerta valida fino alla data indicata; consegna e \
     montaggio da concordare. L'ordine si intende confermato alla firma del presente preventivo.";
/// The same for an English reader (`QUOTE_TERMS_EN`).
pub const DEFAULT_TERMS_EN: &str = "Prices in euro, excluding VAT. This offer holds until the date shown; delivery \
     and assembly to be agreed. The order is confirmed when this quote is signed.";

/// What the server's settings say of issued quotes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuoteSettings {
    /// An issued quote holds this many days after its issue date.
    pub validity_days: u32,
    pub terms_it: String,
    pub terms_en: String,
}

impl Default for QuoteSettings {
    fn default() -> Self {
        Self {
            validity_days: DEFAULT_VALIDITY_DAYS,
            terms_it: DEFAULT_TERMS_IT.to_owned(),
            terms_en: DEFAULT_TERMS_EN.to_owned(),
        }
    }
}

impl QuoteSettings {
    pub fn terms(&self, language: Language) -> &str {
        match language {
            Language::It => &self.terms_it,
            Language::En => &self.terms_en,
        }
    }
}

/// A quote's number: its year and its place in that year's sequence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuoteNumber {
    pub year: i32,
    pub sequence: i32,
}

impl QuoteNumber {
    /// "PRV-2026-0042": four digits at least, more past 9999.
    pub fn text(self) -> String {
        format!("PRV-{}-{:04}", self.year, self.sequence)
    }

    /// The number a text names, `None` when it names none.
    pub fn parse(text: &str) -> Option<Self> {
        let rest = text.strip_prefix("PRV-")?;
        let (year, sequence) = rest.split_once('-')?;
        let digits = |part: &str| !part.is_empty() && part.bytes().all(|byte| byte.is_ascii_digit());
        if year.len() != 4 || !digits(year) || sequence.len() < 4 || sequence.len() > 9 || !digits(sequence) {
            return None;
        }
        let number = Self { year: year.parse().ok()?, sequence: sequence.parse().ok()? };
        (number.sequence >= 1 && number.text() == text).then_some(number)
    }
}

/// An issued quote as kept, without its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IssuedQuote {
    pub number: String,
    pub year: i32,
    pub sequence: i32,
    pub configuration_public_id: String,
    pub revision: i32,
    /// None when that user was deleted since.
    pub issued_by_id: Option<i64>,
    pub issued_by_name: String,
    pub issued_at: DateTime<Utc>,
    pub valid_until: NaiveDate,
    pub terms: String,
    /// Cents, as the document states it.
    pub grand_total: i64,
    pub file_name: String,
    /// The SHA-256 of the PDF, in hex.
    pub sha256: String,
}

/// What an issue keeps, once drawn with its number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewIssuedQuote {
    pub configuration_id: i64,
    pub configuration_public_id: String,
    pub revision: i32,
    pub issued_by: Actor,
    pub issued_at: DateTime<Utc>,
    pub valid_until: NaiveDate,
    pub terms: String,
    pub grand_total: i64,
    pub file_name: String,
    pub pdf: Vec<u8>,
}

/// Where issued quotes are kept, and the counters that number them.
pub trait IssuedQuotes: Send + Sync {
    /// Takes the next number of `year`, draws the quote with it (`draw`) and keeps it, all in one
    /// transaction that holds the year's counter: two issues at once get consecutive numbers, and an issue
    /// that fails (drawing included) takes none. The audit trail records the issue in the same transaction.
    fn issue(
        &self,
        year: i32,
        draw: &mut dyn FnMut(QuoteNumber) -> Result<NewIssuedQuote, DomainError>,
    ) -> Result<IssuedQuote, DomainError>;

    /// The quotes issued from a configuration (by its internal id), newest first.
    fn of_configuration(&self, configuration_id: i64) -> Result<Vec<IssuedQuote>, RepoError>;

    /// An issued quote with its PDF.
    fn find(&self, number: &str) -> Result<Option<(IssuedQuote, Vec<u8>)>, RepoError>;
}

/// Issues quotes from saved configurations and serves them again; who may read a configuration may issue
/// its quote and read the quotes issued from it (404 otherwise, as its read).
pub struct IssuedQuoteService {
    pub quotes: Arc<QuoteService>,
    pub store: Arc<dyn IssuedQuotes>,
    pub clock: Arc<dyn Clock>,
    pub settings: QuoteSettings,
}

impl IssuedQuoteService {
    /// Issues the configuration's quote as it is today, in the caller's language: refused (422) when the
    /// configuration is incomplete, invalid or to be checked, since a numbered quote is a firm offer.
    pub fn issue(&self, caller: &User, public_id: &str, options: QuoteOptions) -> Result<IssuedQuote, DomainError> {
        let quotes = &self.quotes;
        let _rendering = quotes.in_flight.start(caller.id)?;
        let (quote, configuration_id) = quotes.quote_with_id(caller, public_id)?;
        let mut quote = quote.with_options(options);
        if !quote.marks.is_empty() {
            let reason = if quote.marks.contains(&QuoteMark::ToCheck) && quote.marks.len() == 1 {
                Saved::QuoteToCheck
            } else {
                Saved::NotSendable
            };
            return Err(DomainError::validation("publicId", reason));
        }
        let language = Language::from_tag(&caller.locale);
        let issued_at = self.clock.now();
        let issued_on = business_time(issued_at).date_naive();
        let valid_until = issued_on
            .checked_add_days(Days::new(u64::from(self.settings.validity_days)))
            .ok_or_else(|| DomainError::Internal("the validity date is out of range".into()))?;
        let terms = self.settings.terms(language).to_owned();
        let renderer = &quotes.renderer;
        let actor = Actor::of(caller);
        self.store.issue(issued_on.year(), &mut |number| {
            quote.issue = Some(Issue { number: number.text(), issued_on, valid_until, terms: terms.clone() });
            let pdf = renderer.render(&quote, language).map_err(DomainError::Internal)?;
            Ok(NewIssuedQuote {
                configuration_id,
                configuration_public_id: quote.public_id.clone(),
                revision: quote.revision,
                issued_by: actor.clone(),
                issued_at,
                valid_until,
                terms: terms.clone(),
                grand_total: quote.price.grand_total,
                file_name: file_name(&number.text(), language),
                pdf,
            })
        })
    }

    /// The quotes issued from a configuration the caller may read, newest first.
    pub fn list(&self, caller: &User, public_id: &str) -> Result<Vec<IssuedQuote>, DomainError> {
        let view = self.quotes.configurations.get(caller, public_id)?;
        Ok(self.store.of_configuration(view.configuration.id)?)
    }

    /// The kept document of an issued quote, byte for byte; 404 when there is no such number or the caller may
    /// not read the configuration it was issued from.
    pub fn pdf(&self, caller: &User, number: &str) -> Result<QuoteFile, DomainError> {
        let not_found = || DomainError::NotFound(Saved::QuoteNotFound.into());
        QuoteNumber::parse(number).ok_or_else(not_found)?;
        let (issued, bytes) = self.store.find(number)?.ok_or_else(not_found)?;
        match self.quotes.configurations.get(caller, &issued.configuration_public_id) {
            Ok(_) => Ok(QuoteFile { file_name: issued.file_name, bytes }),
            Err(DomainError::NotFound(_)) => Err(not_found()),
            Err(err) => Err(err),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_is_the_year_and_four_digits_and_only_such_a_text_is_one() {
        assert_eq!(QuoteNumber { year: 2026, sequence: 42 }.text(), "PRV-2026-0042");
        assert_eq!(QuoteNumber { year: 2026, sequence: 12_345 }.text(), "PRV-2026-12345");
        assert_eq!(QuoteNumber::parse("PRV-2026-0042"), Some(QuoteNumber { year: 2026, sequence: 42 }));
        assert_eq!(QuoteNumber::parse("PRV-2026-12345"), Some(QuoteNumber { year: 2026, sequence: 12_345 }));
        for bad in
            ["PRV-2026-42", "PRV-2026-00042", "PRV-26-0042", "prv-2026-0042", "PRV-2026-0000", "PRV-2026-+042", ""]
        {
            assert_eq!(QuoteNumber::parse(bad), None, "{bad}");
        }
    }
}

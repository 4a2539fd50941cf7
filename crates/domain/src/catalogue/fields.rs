//! Field rules shared by every resource (docs/product.md section 3), collecting every error of a body.

use crate::error::{DomainError, FieldError};
use crate::said::{Alphabet, Common, Message};
use crate::text::{Lines, MANY_LINES_PATTERN, ONE_LINE_PATTERN, is_clean};

const MAX_NAME_CHARS: usize = 200;
const MAX_TEXT_CHARS: usize = 4000;
const MAX_DESCRIPTION_CHARS: usize = 2000;
const MAX_CODE_CHARS: usize = 50;
const MAX_SLUG_CHARS: usize = 60;
const MAX_URL_CHARS: usize = 500;
pub const MAX_MONEY_CENTS: i64 = 100_000_000;
pub const MAX_SORT_ORDER: i32 = 100_000;

/// What a checked field accepts, said once for the check and for the API's document (`maxLength`,
/// `pattern`, `minimum`…, docs/api.md "Validation"). A bound holds for the value as sent: a name is
/// trimmed after its length and characters are checked, so nothing the document refuses is accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bounds {
    Text { min_chars: usize, max_chars: usize, pattern: Option<&'static str> },
    Whole { minimum: i64, maximum: i64, wide: bool },
}

/// The bounds of each of [`Check`]'s methods that a resource's field names, by the same name: the
/// resource derive states a field's bounds in its input's schema through these.
pub mod bounds {
    use super::*;

    pub const fn name() -> Bounds {
        Bounds::Text { min_chars: 1, max_chars: MAX_NAME_CHARS, pattern: Some(ONE_LINE_PATTERN) }
    }

    pub const fn translation() -> Bounds {
        Bounds::Text { min_chars: 0, max_chars: MAX_NAME_CHARS, pattern: Some(ONE_LINE_PATTERN) }
    }

    pub const fn text(max_chars: usize) -> Bounds {
        let max_chars = if max_chars < MAX_TEXT_CHARS { max_chars } else { MAX_TEXT_CHARS };
        Bounds::Text { min_chars: 0, max_chars, pattern: Some(MANY_LINES_PATTERN) }
    }

    pub const fn description() -> Bounds {
        text(MAX_DESCRIPTION_CHARS)
    }

    pub const fn code() -> Bounds {
        Bounds::Text { min_chars: 1, max_chars: MAX_CODE_CHARS, pattern: Some("^[A-Za-z0-9._-]*$") }
    }

    pub const fn slug() -> Bounds {
        Bounds::Text { min_chars: 1, max_chars: MAX_SLUG_CHARS, pattern: Some("^[a-z0-9-]*$") }
    }

    pub const fn image_url() -> Bounds {
        Bounds::Text { min_chars: 0, max_chars: MAX_URL_CHARS, pattern: None }
    }

    pub const fn money(signed: bool) -> Bounds {
        Bounds::Whole { minimum: if signed { -MAX_MONEY_CENTS } else { 0 }, maximum: MAX_MONEY_CENTS, wide: true }
    }

    pub const fn sort_order() -> Bounds {
        Bounds::Whole { minimum: 0, maximum: MAX_SORT_ORDER as i64, wide: false }
    }

    pub const fn reference() -> Bounds {
        Bounds::Whole { minimum: 1, maximum: i64::MAX, wide: true }
    }
}

/// A field's bounds as the schema of its input: `T` or null, with the bounds.
#[cfg(feature = "openapi")]
pub fn optional_schema(bounds: Bounds) -> utoipa::openapi::schema::Object {
    use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, SchemaFormat, SchemaType, Type};
    match bounds {
        Bounds::Text { min_chars, max_chars, pattern } => ObjectBuilder::new()
            .schema_type(SchemaType::from_iter([Type::String, Type::Null]))
            .min_length((min_chars > 0).then_some(min_chars))
            .max_length(Some(max_chars))
            .pattern(pattern)
            .build(),
        Bounds::Whole { minimum, maximum, wide } => ObjectBuilder::new()
            .schema_type(SchemaType::from_iter([Type::Integer, Type::Null]))
            .format(Some(SchemaFormat::KnownFormat(if wide { KnownFormat::Int64 } else { KnownFormat::Int32 })))
            .minimum(Some(minimum))
            .maximum(Some(maximum))
            .build(),
    }
}

fn slug_char(c: char) -> bool {
    c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'
}

/// Whether a category could have this slug: a path naming anything else is answered 404 before any read.
pub fn is_slug(value: &str) -> bool {
    (1..=MAX_SLUG_CHARS).contains(&value.len()) && value.chars().all(slug_char)
}

/// A code made from a name, for a row left without one: `Più sedute` → `PIU-SEDUTE`. Letters lose their
/// accents and go upper case; any run of other characters becomes one hyphen; at most 50 characters. The
/// migration that gave existing types their codes writes them the same way.
pub fn code_from_name(name: &str) -> String {
    let mut code = String::new();
    for c in name.chars().map(without_accent) {
        if c.is_ascii_alphanumeric() {
            code.push(c.to_ascii_uppercase());
        } else if !code.is_empty() && !code.ends_with('-') {
            code.push('-');
        }
    }
    code.truncate(MAX_CODE_CHARS);
    code.trim_end_matches('-').to_owned()
}

/// The Latin letter under an accented one (the accents of Italian and its neighbours).
fn without_accent(c: char) -> char {
    const FOLDS: [(&str, char); 14] = [
        ("àáâãäå", 'a'),
        ("ÀÁÂÃÄÅ", 'A'),
        ("èéêë", 'e'),
        ("ÈÉÊË", 'E'),
        ("ìíîï", 'i'),
        ("ÌÍÎÏ", 'I'),
        ("òóôõö", 'o'),
        ("ÒÓÔÕÖ", 'O'),
        ("ùúûü", 'u'),
        ("ÙÚÛÜ", 'U'),
        ("ç", 'c'),
        ("Ç", 'C'),
        ("ñ", 'n'),
        ("Ñ", 'N'),
    ];
    FOLDS.iter().find(|(accented, _)| accented.contains(c)).map_or(c, |(_, plain)| *plain)
}

#[derive(Default)]
pub struct Check {
    errors: Vec<FieldError>,
}

impl Check {
    /// Builds a draft with every check of a body, answering all their errors together.
    pub fn all<T>(build: impl FnOnce(&mut Check) -> T) -> Result<T, DomainError> {
        let mut check = Check::default();
        let draft = build(&mut check);
        check.finish(draft)
    }

    pub fn fail(&mut self, field: &str, message: impl Into<Message>) {
        self.errors.push(FieldError::new(field, message));
    }

    /// A required name or label: 1..200 characters of one line as sent, then trimmed.
    pub fn name(&mut self, field: &str, value: Option<String>) -> String {
        let sent = value.unwrap_or_default();
        let value = sent.trim().to_owned();
        if value.is_empty() {
            self.fail(field, Common::Required);
        } else if sent.chars().count() > MAX_NAME_CHARS {
            self.fail(field, Common::TooLong { max_chars: MAX_NAME_CHARS });
        } else if !is_clean(&sent, Lines::One) {
            self.fail(field, Common::NotAllowed);
        }
        value
    }

    /// The English text of a name or label: optional (the Italian one stands in for it), otherwise as a
    /// name, 0..200 characters of one line as sent, then trimmed, empty becoming absent.
    pub fn translation(&mut self, field: &str, value: Option<String>) -> Option<String> {
        let sent = value?;
        if sent.chars().count() > MAX_NAME_CHARS {
            self.fail(field, Common::TooLong { max_chars: MAX_NAME_CHARS });
        } else if !is_clean(&sent, Lines::One) {
            self.fail(field, Common::NotAllowed);
        }
        Some(sent.trim().to_owned()).filter(|value| !value.is_empty())
    }

    /// Optional free text (descriptions, notes, addresses): at most `max_chars` as sent, then trimmed, empty
    /// becoming absent.
    pub fn text(&mut self, field: &str, value: Option<String>, max_chars: usize) -> Option<String> {
        let sent = value?;
        let max_chars = max_chars.min(MAX_TEXT_CHARS);
        if sent.chars().count() > max_chars {
            self.fail(field, Common::TooLong { max_chars });
        } else if !is_clean(&sent, Lines::Many) {
            self.fail(field, Common::NotAllowed);
        }
        Some(sent.trim().to_owned()).filter(|value| !value.is_empty())
    }

    /// The description of a catalogue item: optional, up to 2000 characters.
    pub fn description(&mut self, value: Option<String>) -> Option<String> {
        self.text("description", value, MAX_DESCRIPTION_CHARS)
    }

    /// An identifier of `allowed` characters, as sent: no space around it either.
    fn code_like(
        &mut self,
        field: &str,
        value: Option<String>,
        max: usize,
        allowed: fn(char) -> bool,
        alphabet: Alphabet,
    ) -> String {
        let value = value.unwrap_or_default();
        if value.is_empty() {
            self.fail(field, Common::Required);
        } else if value.chars().count() > max || !value.chars().all(allowed) {
            self.fail(field, Common::OutsideAlphabet { max_chars: max, alphabet });
        }
        value
    }

    /// A code: 1..50 of `[A-Za-z0-9._-]`.
    pub fn code(&mut self, field: &str, value: Option<String>) -> String {
        let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
        self.code_like(field, value, MAX_CODE_CHARS, allowed, Alphabet::Code)
    }

    /// A slug for URLs: 1..60 of `[a-z0-9-]`.
    pub fn slug(&mut self, field: &str, value: Option<String>) -> String {
        self.code_like(field, value, MAX_SLUG_CHARS, slug_char, Alphabet::Slug)
    }

    /// Money in cents, required; negative only where `signed` (price deltas).
    pub fn money(&mut self, field: &str, value: Option<i64>, signed: bool) -> i64 {
        let Some(value) = value else {
            self.fail(field, Common::Required);
            return 0;
        };
        let min = if signed { -MAX_MONEY_CENTS } else { 0 };
        if !(min..=MAX_MONEY_CENTS).contains(&value) {
            self.fail(field, Common::AmountOutOfRange);
        }
        value
    }

    pub fn sort_order(&mut self, value: Option<i32>) -> i32 {
        let value = value.unwrap_or(0);
        if !(0..=MAX_SORT_ORDER).contains(&value) {
            self.fail("sortOrder", Common::Between { min: 0, max: MAX_SORT_ORDER.into() });
        }
        value
    }

    /// An image: a path of this app (`/…`, not `//…`) or an https URL, without spaces or quotes.
    pub fn image_url(&mut self, value: Option<String>) -> Option<String> {
        let sent = value?;
        let value = sent.trim().to_owned();
        if value.is_empty() {
            return None;
        }
        let local = value.starts_with('/') && !value.starts_with("//");
        let clean = !value.chars().any(|c| c.is_whitespace() || c.is_control() || matches!(c, '"' | '\'' | '<' | '>'));
        if !(local || value.starts_with("https://"))
            || !clean
            || sent.chars().count() > MAX_URL_CHARS
            || value.len() > MAX_URL_CHARS
        {
            self.fail("imageUrl", Common::InvalidImageAddress);
        }
        Some(value)
    }

    /// A required reference to another row.
    pub fn reference(&mut self, field: &str, value: Option<i64>) -> i64 {
        match value {
            Some(id) if id > 0 => id,
            _ => {
                self.fail(field, Common::Required);
                0
            }
        }
    }

    pub fn into_error(self) -> DomainError {
        DomainError::Validation(self.errors)
    }

    pub fn finish<T>(self, value: T) -> Result<T, DomainError> {
        if self.errors.is_empty() { Ok(value) } else { Err(DomainError::Validation(self.errors)) }
    }
}

/// The fields a validation error names, in order; the resources' tests compare them.
#[cfg(test)]
pub(super) fn error_fields(err: DomainError) -> Vec<String> {
    match err {
        DomainError::Validation(errors) => errors.into_iter().map(|e| e.field).collect(),
        other => panic!("expected a validation error, got {other:?}"),
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn fields(check: Check) -> Vec<String> {
        check.finish(()).err().map(error_fields).unwrap_or_default()
    }

    #[test]
    fn names_are_trimmed_required_and_at_most_200_characters() {
        let mut check = Check::default();
        assert_eq!(check.name("name", Some("  Divani ".into())), "Divani");
        check.name("empty", Some("   ".into()));
        check.name("missing", None);
        check.name("long", Some("x".repeat(10_000)));
        check.name("nul", Some("a\0b".into()));
        assert_eq!(fields(check), ["empty", "missing", "long", "nul"]);
    }

    #[test]
    fn codes_and_slugs_have_their_alphabets() {
        let mut check = Check::default();
        assert_eq!(check.code("code", Some("OSLO-3.1_a".into())), "OSLO-3.1_a");
        assert_eq!(check.slug("slug", Some("divani-2025".into())), "divani-2025");
        check.code("spaces", Some("OS LO".into()));
        check.code("long", Some("A".repeat(51)));
        check.code("quote", Some("A'; DROP".into()));
        check.slug("upper", Some("Divani".into()));
        check.slug("accent", Some("sedie-è".into()));
        check.code("around", Some(" OSLO ".into()));
        check.slug("padded", Some("divani\t".into()));
        assert_eq!(fields(check), ["spaces", "long", "quote", "upper", "accent", "around", "padded"]);
    }

    #[test]
    fn a_name_is_trimmed_after_its_length_and_characters_are_checked_as_sent() {
        let mut check = Check::default();
        assert_eq!(check.name("name", Some(format!(" {} ", "x".repeat(198)))), "x".repeat(198));
        check.name("padded", Some(format!(" {} ", "x".repeat(200))));
        check.name("tab", Some("\tDivani".into()));
        check.text("notes", Some(format!("{}  ", "x".repeat(1999))), MAX_DESCRIPTION_CHARS);
        assert_eq!(fields(check), ["padded", "tab", "notes"]);
    }

    /// What the document says of a field, as a client reads it.
    fn admits(bounds: Bounds, value: &str) -> bool {
        let Bounds::Text { min_chars, max_chars, pattern } = bounds else { return false };
        let length = value.chars().count();
        let pattern = pattern.map(|pattern| regex::Regex::new(pattern).unwrap());
        (min_chars..=max_chars).contains(&length) && pattern.is_none_or(|pattern| pattern.is_match(value))
    }

    proptest::proptest! {
        /// Nothing the document refuses is accepted: a schemathesis case that breaks a bound must get a 422.
        #[test]
        fn every_text_a_check_accepts_is_within_its_bounds(value in "(\\PC|\\pC| ){0,60}|[ a-z]{195,205}") {
            let accepts = |check: fn(&mut Check, Option<String>)| {
                let mut each = Check::default();
                check(&mut each, Some(value.clone()));
                each.finish(()).is_ok()
            };
            for (bounds, accepted) in [
                (bounds::name(), accepts(|c, v| { c.name("f", v); })),
                (bounds::code(), accepts(|c, v| { c.code("f", v); })),
                (bounds::slug(), accepts(|c, v| { c.slug("f", v); })),
                (bounds::text(50), accepts(|c, v| { c.text("f", v, 50); })),
                (bounds::image_url(), accepts(|c, v| { c.image_url(v); })),
            ] {
                proptest::prop_assert!(!accepted || admits(bounds, &value), "{bounds:?} {value:?}");
            }
        }

        #[test]
        fn every_number_a_check_accepts_is_within_its_bounds(value in proptest::num::i64::ANY) {
            let within = |bounds: Bounds, value: i64| matches!(bounds, Bounds::Whole { minimum, maximum, .. } if (minimum..=maximum).contains(&value));
            for signed in [false, true] {
                let mut check = Check::default();
                check.money("f", Some(value), signed);
                proptest::prop_assert!(check.finish(()).is_err() || within(bounds::money(signed), value));
            }
            let mut check = Check::default();
            check.reference("f", Some(value));
            proptest::prop_assert!(check.finish(()).is_err() || within(bounds::reference(), value));
            if let Ok(order) = i32::try_from(value) {
                let mut check = Check::default();
                check.sort_order(Some(order));
                proptest::prop_assert!(check.finish(()).is_err() || within(bounds::sort_order(), value));
            }
        }
    }

    #[test]
    fn money_sort_order_and_references() {
        let mut check = Check::default();
        assert_eq!(check.money("price", Some(129_900), false), 129_900);
        assert_eq!(check.money("delta", Some(-5_000), true), -5_000);
        check.money("negative", Some(-1), false);
        check.money("huge", Some(MAX_MONEY_CENTS + 1), false);
        check.money("missing", None, false);
        assert_eq!(check.sort_order(None), 0);
        check.sort_order(Some(-1));
        assert_eq!(check.reference("categoryId", Some(3)), 3);
        check.reference("typeId", Some(0));
        assert_eq!(fields(check), ["negative", "huge", "missing", "sortOrder", "typeId"]);
    }

    #[test]
    fn images_are_app_paths_or_https() {
        let mut check = Check::default();
        assert_eq!(check.image_url(Some("/catalogue/oslo.svg".into())).as_deref(), Some("/catalogue/oslo.svg"));
        assert!(check.image_url(Some("https://cdn.example.com/a.png".into())).is_some());
        assert_eq!(check.image_url(Some("".into())), None);
        for bad in ["//evil.com/x.png", "http://x.it/a.png", "javascript:alert(1)", "/a b.png", "/a\".png"] {
            let mut check = Check::default();
            check.image_url(Some(bad.into()));
            assert_eq!(fields(check), ["imageUrl"], "{bad}");
        }
    }
}

//! Field rules shared by every resource (docs/product.md section 3), collecting every error of a body.

use crate::error::{DomainError, FieldError};
use crate::said::{Alphabet, Common, Message};
use crate::text::{Lines, is_clean};

const MAX_NAME_CHARS: usize = 200;
const MAX_TEXT_CHARS: usize = 4000;
const MAX_DESCRIPTION_CHARS: usize = 2000;
const MAX_CODE_CHARS: usize = 50;
const MAX_SLUG_CHARS: usize = 60;
const MAX_URL_CHARS: usize = 500;
pub const MAX_MONEY_CENTS: i64 = 100_000_000;
pub const MAX_SORT_ORDER: i32 = 100_000;

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

    /// A required name or label: trimmed, 1..200 characters.
    pub fn name(&mut self, field: &str, value: Option<String>) -> String {
        let value = value.unwrap_or_default().trim().to_owned();
        if value.is_empty() {
            self.fail(field, Common::Required);
        } else if value.chars().count() > MAX_NAME_CHARS {
            self.fail(field, Common::TooLong { max_chars: MAX_NAME_CHARS });
        } else if !is_clean(&value, Lines::One) {
            self.fail(field, Common::NotAllowed);
        }
        value
    }

    /// Optional free text (descriptions, notes, addresses): trimmed, empty becomes absent.
    pub fn text(&mut self, field: &str, value: Option<String>, max_chars: usize) -> Option<String> {
        let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
        let max_chars = max_chars.min(MAX_TEXT_CHARS);
        if value.chars().count() > max_chars {
            self.fail(field, Common::TooLong { max_chars });
        } else if !is_clean(&value, Lines::Many) {
            self.fail(field, Common::NotAllowed);
        }
        Some(value)
    }

    /// The description of a catalogue item: optional, up to 2000 characters.
    pub fn description(&mut self, value: Option<String>) -> Option<String> {
        self.text("description", value, MAX_DESCRIPTION_CHARS)
    }

    fn code_like(&mut self, field: &str, value: &str, max: usize, allowed: fn(char) -> bool, alphabet: Alphabet) {
        if value.is_empty() {
            self.fail(field, Common::Required);
        } else if value.chars().count() > max || !value.chars().all(allowed) {
            self.fail(field, Common::OutsideAlphabet { max_chars: max, alphabet });
        }
    }

    /// A code: 1..50 of `[A-Za-z0-9._-]`.
    pub fn code(&mut self, field: &str, value: Option<String>) -> String {
        let value = value.unwrap_or_default().trim().to_owned();
        let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
        self.code_like(field, &value, MAX_CODE_CHARS, allowed, Alphabet::Code);
        value
    }

    /// A slug for URLs: 1..60 of `[a-z0-9-]`.
    pub fn slug(&mut self, field: &str, value: Option<String>) -> String {
        let value = value.unwrap_or_default().trim().to_owned();
        self.code_like(field, &value, MAX_SLUG_CHARS, slug_char, Alphabet::Slug);
        value
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
        let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
        let local = value.starts_with('/') && !value.starts_with("//");
        let clean = !value.chars().any(|c| c.is_whitespace() || c.is_control() || matches!(c, '"' | '\'' | '<' | '>'));
        if !(local || value.starts_with("https://")) || !clean || value.len() > MAX_URL_CHARS {
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
        assert_eq!(check.code("code", Some(" OSLO-3.1_a ".into())), "OSLO-3.1_a");
        assert_eq!(check.slug("slug", Some("divani-2025".into())), "divani-2025");
        check.code("spaces", Some("OS LO".into()));
        check.code("long", Some("A".repeat(51)));
        check.code("quote", Some("A'; DROP".into()));
        check.slug("upper", Some("Divani".into()));
        check.slug("accent", Some("sedie-è".into()));
        assert_eq!(fields(check), ["spaces", "long", "quote", "upper", "accent"]);
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

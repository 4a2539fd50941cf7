//! Text a database can hold and a screen can show: the one check every free-text field and every search
//! goes through. PostgreSQL refuses NUL in text, and no other control character belongs in what a user types,
//! except newline and tab in a field of several lines.

use crate::error::DomainError;
use crate::said::Common;

/// Whether a field may span several lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lines {
    One,
    Many,
}

/// [`is_clean`] as a regular expression, for the API's document: one line admits no control character
/// (Unicode's `Cc`)…
pub const ONE_LINE_PATTERN: &str = "^[^\\u0000-\\u001F\\u007F-\\u009F]*$";
/// …and several lines admit tab, newline and carriage return among them.
pub const MANY_LINES_PATTERN: &str = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$";

/// True when every character may stand in a field of this kind.
pub fn is_clean(value: &str, lines: Lines) -> bool {
    value.chars().all(|c| !c.is_control() || (lines == Lines::Many && matches!(c, '\n' | '\t' | '\r')))
}

/// A 422 naming the field when the text holds a character it may not.
pub fn require_clean(field: &str, value: &str, lines: Lines) -> Result<(), DomainError> {
    if is_clean(value, lines) { Ok(()) } else { Err(DomainError::validation(field, Common::NotAllowed)) }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn nul_and_control_characters_are_refused_newlines_only_where_several_lines_are_allowed() {
        for bad in ["a\0b", "\u{7}", "x\u{1b}[31m", "\u{9b}"] {
            assert!(!is_clean(bad, Lines::One), "{bad:?}");
            assert!(!is_clean(bad, Lines::Many), "{bad:?}");
        }
        assert!(is_clean("Divano à 3 posti — «velluto» 😀", Lines::One));
        assert!(!is_clean("riga\naltra", Lines::One));
        assert!(is_clean("riga\r\naltra\tcolonna", Lines::Many));
    }

    #[test]
    fn the_patterns_say_what_is_clean_admits() {
        let one = regex::Regex::new(ONE_LINE_PATTERN).unwrap();
        let many = regex::Regex::new(MANY_LINES_PATTERN).unwrap();
        for c in (0..0x3100).chain([0xFEFF, 0x1F600]).filter_map(char::from_u32) {
            let text = format!("a{c}b");
            assert_eq!(one.is_match(&text), is_clean(&text, Lines::One), "{c:?}");
            assert_eq!(many.is_match(&text), is_clean(&text, Lines::Many), "{c:?}");
        }
    }

    #[test]
    fn the_refusal_names_the_field() {
        assert_eq!(
            require_clean("notes", "a\0", Lines::Many),
            Err(DomainError::validation("notes", Common::NotAllowed))
        );
        assert_eq!(require_clean("notes", "ok", Lines::Many), Ok(()));
    }
}

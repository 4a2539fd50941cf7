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

/// True when every character may stand in a field of this kind.
pub fn is_clean(value: &str, lines: Lines) -> bool {
    value.chars().all(|c| !c.is_control() || (lines == Lines::Many && matches!(c, '\n' | '\t' | '\r')))
}

/// A 422 naming the field when the text holds a character it may not.
pub fn require_clean(field: &str, value: &str, lines: Lines) -> Result<(), DomainError> {
    if is_clean(value, lines) { Ok(()) } else { Err(DomainError::validation(field, Common::NotAllowed)) }
}

#[cfg(test)]
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
    fn the_refusal_names_the_field() {
        assert_eq!(
            require_clean("notes", "a\0", Lines::Many),
            Err(DomainError::validation("notes", Common::NotAllowed))
        );
        assert_eq!(require_clean("notes", "ok", Lines::Many), Ok(()));
    }
}

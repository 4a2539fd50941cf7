//! The catalogue's content in two languages (docs/product.md "Languages"): every name, description and
//! label a reader sees has an Italian text, required, and an English one, optional. An English reader is
//! shown the English text where there is one and the Italian one otherwise; an Italian reader, always the
//! Italian one.

use crate::said::Language;

/// The text of `language`'s reader: `english` for an English reader when there is one, `italian` otherwise.
pub fn translated<T>(language: Language, italian: T, english: Option<T>) -> T {
    match (language, english) {
        (Language::En, Some(english)) => english,
        _ => italian,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_english_reader_reads_the_english_text_where_there_is_one_and_the_italian_one_otherwise() {
        assert_eq!(translated(Language::En, "Divani", Some("Sofas")), "Sofas");
        assert_eq!(translated(Language::En, "Divani", None), "Divani");
        assert_eq!(translated(Language::It, "Divani", Some("Sofas")), "Divani");
        assert_eq!(translated(Language::En, None, Some(Some("Soft"))), Some("Soft"));
    }
}

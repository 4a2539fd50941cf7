//! What the product says to people, as data.
//!
//! The domain never writes prose: it answers a [`Message`], a typed value naming what happened with its
//! arguments (items by name, numbers, limits). The edges say it in the reader's language, which they pass
//! as a parameter: the HTTP adapter for answers and errors, the outbox for mails, the PDF for quotes.
//! The words of both languages live here, one module per area, so the compiler keeps the two complete;
//! a cached judgement holds messages, never text, and serves every language.

mod catalogue;
mod common;
mod engine;
mod language;
mod letters;
mod saved;
mod shape;

use serde::{Serialize, Serializer};

pub use catalogue::Catalogue;
pub use common::{Alphabet, Common};
pub use engine::Engine;
pub use language::Language;
pub use letters::Letter;
pub use saved::Saved;
pub use shape::{Sent, Shape, ValueKind};

/// Something the product says to a person, not yet in any language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Errors, field checks, signing in, users.
    Common(Common),
    /// The configurator's engine and definitions.
    Engine(Engine),
    /// Saved configurations, customization requests, quotes.
    Saved(Saved),
    /// The catalogue, its images and the CSV exchange.
    Catalogue(Catalogue),
    /// A request that does not have the contract's shape.
    Shape(Shape),
    /// Text said as it is: what a person wrote (a rule's own message), or what an adapter already said in
    /// the reader's language.
    Text(String),
}

impl Message {
    /// The message in `language`.
    pub fn render(&self, language: Language) -> String {
        match self {
            Self::Common(message) => message.render(language),
            Self::Engine(message) => message.render(language),
            Self::Saved(message) => message.render(language),
            Self::Catalogue(message) => message.render(language),
            Self::Shape(message) => message.render(language),
            Self::Text(text) => text.clone(),
        }
    }
}

impl From<String> for Message {
    fn from(text: String) -> Self {
        Self::Text(text)
    }
}

impl From<&str> for Message {
    fn from(text: &str) -> Self {
        Self::Text(text.to_owned())
    }
}

impl From<Common> for Message {
    fn from(message: Common) -> Self {
        Self::Common(message)
    }
}

impl From<Engine> for Message {
    fn from(message: Engine) -> Self {
        Self::Engine(message)
    }
}

impl From<Saved> for Message {
    fn from(message: Saved) -> Self {
        Self::Saved(message)
    }
}

impl From<Shape> for Message {
    fn from(message: Shape) -> Self {
        Self::Shape(message)
    }
}

impl From<Catalogue> for Message {
    fn from(message: Catalogue) -> Self {
        Self::Catalogue(message)
    }
}

/// A message an answer carries: it serializes as its text in the language the edge chose with
/// [`Speak::speak`], Italian (the product's own) until it is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    pub message: Message,
    language: Language,
}

impl<M: Into<Message>> From<M> for Said {
    fn from(message: M) -> Self {
        Self { message: message.into(), language: Language::default() }
    }
}

impl Serialize for Said {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.message.render(self.language))
    }
}

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Said {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        String::schema()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Said {}

/// An answer that carries messages: the edge tells it the reader's language before serializing it.
pub trait Speak {
    fn speak(&mut self, language: Language);

    /// The answer, to be said in `language`.
    fn spoken(mut self, language: Language) -> Self
    where
        Self: Sized,
    {
        self.speak(language);
        self
    }
}

impl Speak for Said {
    fn speak(&mut self, language: Language) {
        self.language = language;
    }
}

impl<T: Speak> Speak for Vec<T> {
    fn speak(&mut self, language: Language) {
        self.iter_mut().for_each(|item| item.speak(language));
    }
}

impl<T: Speak> Speak for Option<T> {
    fn speak(&mut self, language: Language) {
        if let Some(item) = self {
            item.speak(language);
        }
    }
}

/// Words in the reader's language: `say!(language, "Italiano {x}.", "English {x}.")`, with `format!`
/// arguments after the two texts when they need them. Only the chosen language is formatted.
#[macro_export]
macro_rules! say {
    ($language:expr, $it:literal, $en:literal $(, $($arg:tt)+)?) => {
        match $language {
            $crate::said::Language::It => ::std::format!($it $(, $($arg)+)?),
            $crate::said::Language::En => ::std::format!($en $(, $($arg)+)?),
        }
    };
}

/// Cents as a page in `language` shows them: `1.234,50 €` in Italian, `€1,234.50` in English.
pub fn euros(cents: i64, language: Language) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let (thousands, decimals) = match language {
        Language::It => ('.', ','),
        Language::En => (',', '.'),
    };
    let cents = cents.unsigned_abs();
    let units = (cents / 100).to_string();
    let mut grouped = String::new();
    for (index, digit) in units.chars().enumerate() {
        if index > 0 && (units.len() - index).is_multiple_of(3) {
            grouped.push(thousands);
        }
        grouped.push(digit);
    }
    let cents = cents % 100;
    say!(language, "{sign}{grouped}{decimals}{cents:02} €", "{sign}€{grouped}{decimals}{cents:02}")
}

/// What a kind of record is called in each language ("Categoria", "Category"), for messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResourceLabel {
    pub it: &'static str,
    pub en: &'static str,
}

impl ResourceLabel {
    pub fn said(self, language: Language) -> &'static str {
        match language {
            Language::It => self.it,
            Language::En => self.en,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn euros_are_written_as_each_language_writes_them() {
        assert_eq!(euros(123_456, Language::It), "1.234,56 €");
        assert_eq!(euros(5, Language::It), "0,05 €");
        assert_eq!(euros(-100_000_000, Language::It), "-1.000.000,00 €");
        assert_eq!(euros(123_456, Language::En), "€1,234.56");
    }
}

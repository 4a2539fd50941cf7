use super::Language;

/// What the catalogue area says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Catalogue {}

impl Catalogue {
    pub fn render(&self, _language: Language) -> String {
        match *self {}
    }
}

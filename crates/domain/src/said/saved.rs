use super::Language;

/// What the saved area says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {}

impl Saved {
    pub fn render(&self, _language: Language) -> String {
        match *self {}
    }
}

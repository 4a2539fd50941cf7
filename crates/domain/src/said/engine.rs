use super::Language;

/// What the engine area says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Engine {}

impl Engine {
    pub fn render(&self, _language: Language) -> String {
        match *self {}
    }
}

//! How the engine's messages name what they speak of, as data: catalogue items, rules as clauses, items a
//! category does not hold. [`crate::said::Engine`] says them in words.

use super::model::{ItemKind, RuleKind};

/// A catalogue item as a message names it; catalogue names stay as typed. Boxed, so that a message naming
/// several items stays small.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemName(pub Box<Named>);

/// What an [`ItemName`] holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Named {
    /// "Tipologia Lineari".
    Type(String),
    /// "Modello Oslo".
    Model(String),
    Part(String),
    Feature(String),
    /// "Tessuto Velluto"; the label alone when the catalogue does not know its feature.
    Value {
        feature: Option<String>,
        label: String,
    },
    /// An item the catalogue does not hold: "Parte n. 6".
    Missing {
        kind: ItemKind,
        id: i64,
    },
    /// A value on one part: "Pouf · Tessuto Lino".
    OnPart {
        part: ItemName,
        value: ItemName,
    },
    /// An item hidden from the caller, never revealed: "una scelta non disponibile per la tua azienda".
    Unavailable,
    /// A numeric target: "Larghezza ≥ 240 cm", "Larghezza 240–260 cm".
    Target {
        feature: ItemName,
        min: Option<i64>,
        max: Option<i64>,
        unit: Option<String>,
    },
}

impl From<Named> for ItemName {
    fn from(named: Named) -> Self {
        Self(Box::new(named))
    }
}

/// A rule as a clause: "Pouf richiede Pouf · Tessuto Lino o Pouf · Tessuto Velluto".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleSentence {
    pub kind: RuleKind,
    pub when: Vec<ItemName>,
    pub then: Vec<ItemName>,
}

/// An item a definition names that its category does not hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OutsideItem {
    /// In the catalogue, of another category.
    OfAnotherCategory(ItemName),
    /// Nowhere in the catalogue.
    Absent { kind: ItemKind, id: i64 },
}

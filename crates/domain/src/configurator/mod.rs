//! The configurator's evaluation engine: one pure function from a definition, the catalogue the caller may
//! see and a draft configuration to its violations, disabled options and price (PRODUCT.md sections 4 and 11).

mod evaluate;
mod index;
mod model;
pub mod price;

pub use evaluate::{MAX_CONFIGURATION_QUANTITY, evaluate};
pub use index::CatalogueIndex;
pub use model::{
    Catalogue, Definition, Disabled, Draft, DraftPart, DraftValue, Evaluation, FeatureItem, ItemKind, ItemRef,
    ModelItem, ModelPartItem, PartFeatureItem, PartItem, Price, PriceLine, Rule, RuleKind, Step, TypeItem, ValueItem,
    Violation, ViolationCode,
};

#[cfg(test)]
mod tests;

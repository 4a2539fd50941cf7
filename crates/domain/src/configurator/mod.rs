//! The configurator's evaluation engine: one pure function from a definition, the catalogue the caller may
//! see and a draft configuration to its violations, disabled options and price (docs/product.md sections 4 and 11).

mod cached;
mod cost;
mod definition;
mod evaluate;
mod explore;
mod index;
mod model;
mod names;
pub mod price;
mod rule_check;
mod service;
mod space;
mod wizard;

pub use cached::{AtVersion, CachedWizardCatalogue};
pub use definition::{
    Configurator, ConfiguratorDraft, ConfiguratorInput, ConfiguratorStatus, ExpectedStep, MAX_RULE_ITEMS, MAX_RULES,
    MAX_STEPS, attribute_ids, validate,
};
pub use evaluate::{MAX_CONFIGURATION_QUANTITY, evaluate};
pub use explore::explore;
pub use index::CatalogueIndex;
pub use model::{
    Catalogue, Definition, Disabled, Draft, DraftPart, DraftValue, EnglishNames, Evaluation, FeatureItem, ItemKind,
    ItemRef, ModelItem, ModelPartItem, NumericTarget, OptionPrice, OptionState, OptionStatus, PartFeatureItem,
    PartItem, Pins, Price, PriceLine, PriceRange, Repair, Rule, RuleKind, Step, StepTexts, TypeItem, ValueItem,
    Violation, ViolationCode,
};
pub use names::{ItemName, Named, OutsideItem, RuleSentence};
pub use rule_check::{CompanySlice, Finding, FindingCode, Severity, check, check_slice};
pub use service::{
    CategoryCatalogue, ConfiguratorFilter, ConfiguratorService, ConfiguratorSort, ConfiguratorStore, ConfiguratorView,
    Refused, SORTABLE, Written,
};
pub use space::{ConfigurationCount, Space, Spaces};

#[cfg(any(test, feature = "mocks"))]
pub use service::{MockCategoryCatalogue, MockConfiguratorStore};

#[cfg(any(test, feature = "mocks"))]
pub use wizard::MockWizardCatalogue;
pub(crate) use wizard::not_found as configurator_not_found;
pub use wizard::{
    CategorySummary, CategoryVersion, Click, ConfiguratorSummary, MAX_PINS, Sight, Viewer, WizardCatalogue,
    WizardConfigurator, WizardView, category_version, category_view, click, evaluate_draft, in_service,
    offered_categories, preview, sight,
};

#[cfg(test)]
mod explore_tests;
#[cfg(test)]
mod tests;

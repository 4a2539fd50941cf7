//! What evaluation works on: a configurator's definition (steps and rules), the catalogue the caller may
//! see, and a draft configuration; and what it answers (docs/product.md section 4).

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::catalogue::{FeatureKind, translated};
use crate::said::{Language, Said, Speak};

/// The kinds of catalogue item a rule can name, and a numeric feature, which only a click's target names
/// (in a greyed option's `because`, or a repair's `drop`): never a rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ItemKind {
    Type,
    Model,
    Part,
    FeatureValue,
    Feature,
}

impl ItemKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ItemKind::Type => "type",
            ItemKind::Model => "model",
            ItemKind::Part => "part",
            ItemKind::FeatureValue => "feature_value",
            ItemKind::Feature => "feature",
        }
    }
}

/// One catalogue item: a type, model, part or feature value. A feature value may name the part it is on
/// ("Pouf · Tessuto: Lino"): in a rule it then counts only when that part has it, and as an option of the
/// wizard it is that part's choice; without a part, a rule's value counts when any included part has it,
/// and an option is the one value shared by every included part offering its feature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ItemRef {
    pub kind: ItemKind,
    pub id: i64,
    /// Feature values only: the part the value is on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part_id: Option<i64>,
}

impl ItemRef {
    pub fn new(kind: ItemKind, id: i64) -> Self {
        Self { kind, id, part_id: None }
    }

    pub fn product_type(id: i64) -> Self {
        Self::new(ItemKind::Type, id)
    }

    pub fn model(id: i64) -> Self {
        Self::new(ItemKind::Model, id)
    }

    pub fn part(id: i64) -> Self {
        Self::new(ItemKind::Part, id)
    }

    pub fn feature_value(id: i64) -> Self {
        Self::new(ItemKind::FeatureValue, id)
    }

    /// A numeric feature, as a click's target names it.
    pub fn feature(id: i64) -> Self {
        Self::new(ItemKind::Feature, id)
    }

    /// A feature value on one part.
    pub fn value_on(part_id: i64, value_id: i64) -> Self {
        Self { kind: ItemKind::FeatureValue, id: value_id, part_id: Some(part_id) }
    }

    /// The same item on any part.
    pub fn anywhere(self) -> Self {
        Self { part_id: None, ..self }
    }
}

/// A number a click asks of every configuration ("Larghezza ≥ 240 cm", the wizard's numeric target):
/// each includes a part offering the numeric feature, and each included part offering it gives it a
/// number within the bounds (both included; at least one is set).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct NumericTarget {
    pub feature_id: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
}

impl NumericTarget {
    /// Whether the number meets the target.
    pub fn admits(&self, number: i64) -> bool {
        self.min.is_none_or(|min| number >= min) && self.max.is_none_or(|max| number <= max)
    }

    /// The numbers the feature can take that meet the target, as (lowest, highest): whole steps above the
    /// feature's minimum, within its maximum; `None` for the highest when nothing bounds it; `None` when
    /// no number meets both.
    pub fn reachable(&self, feature: &FeatureItem) -> Option<(i64, Option<i64>)> {
        let (bottom, step) = (i128::from(feature.numeric_min.unwrap_or(0)), i128::from(numeric_step(feature)));
        let on_step_above = |floor: i128| bottom + (floor - bottom + step - 1).div_euclid(step).max(0) * step;
        let on_step_below = |ceiling: i128| bottom + (ceiling - bottom).div_euclid(step) * step;
        let lowest = on_step_above(i128::from(self.min.unwrap_or(i64::MIN)).max(bottom));
        let ceiling = match (feature.numeric_max, self.max) {
            (Some(max), Some(target)) => Some(max.min(target)),
            (max, target) => max.or(target),
        };
        let highest = ceiling.map(|ceiling| on_step_below(i128::from(ceiling)));
        if highest.is_some_and(|highest| highest < lowest) {
            return None;
        }
        Some((i64::try_from(lowest).ok()?, highest.map(i64::try_from).transpose().ok()?))
    }
}

/// What a click asks of every configuration besides the draft's choices (the wizard's "Parti da una
/// scelta"): items it must have, and numeric targets.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Pins {
    pub items: Vec<ItemRef>,
    pub targets: Vec<NumericTarget>,
}

impl Pins {
    pub fn items(items: Vec<ItemRef>) -> Self {
        Self { items, targets: Vec::new() }
    }

    pub fn len(&self) -> usize {
        self.items.len() + self.targets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A numeric feature's step: one when it has none (or none positive).
pub(crate) fn numeric_step(feature: &FeatureItem) -> i64 {
    feature.numeric_step.filter(|step| *step > 0).unwrap_or(1)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum RuleKind {
    /// When every `when` item is selected, no `then` item may be.
    Excludes,
    /// When every `when` item is selected, at least one `then` item must be.
    Requires,
}

/// A rule of a configurator. `when` is `if` on the wire.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Rule {
    pub id: String,
    pub kind: RuleKind,
    #[serde(rename = "if", default)]
    pub when: Vec<ItemRef>,
    #[serde(default)]
    pub then: Vec<ItemRef>,
    /// The admin's text, shown beside the generated explanation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// Its English text, shown to English readers in its place (the Italian one when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message_en: Option<String>,
}

/// One step of a configurator, in the fixed order of docs/product.md section 4.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
// Field names are renamed one by one: utoipa does not read `rename_all_fields`.
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Step {
    Type {
        title: String,
        #[serde(default)]
        help: String,
        #[serde(default, rename = "titleEn", skip_serializing_if = "Option::is_none")]
        title_en: Option<String>,
        #[serde(default, rename = "helpEn", skip_serializing_if = "Option::is_none")]
        help_en: Option<String>,
    },
    Model {
        title: String,
        #[serde(default)]
        help: String,
        #[serde(default, rename = "titleEn", skip_serializing_if = "Option::is_none")]
        title_en: Option<String>,
        #[serde(default, rename = "helpEn", skip_serializing_if = "Option::is_none")]
        help_en: Option<String>,
        /// The attributes the model cards can be filtered by.
        #[serde(default, rename = "attributeIds")]
        attribute_ids: Vec<i64>,
    },
    Parts {
        title: String,
        #[serde(default)]
        help: String,
        #[serde(default, rename = "titleEn", skip_serializing_if = "Option::is_none")]
        title_en: Option<String>,
        #[serde(default, rename = "helpEn", skip_serializing_if = "Option::is_none")]
        help_en: Option<String>,
    },
    Features {
        title: String,
        #[serde(default)]
        help: String,
        #[serde(default, rename = "titleEn", skip_serializing_if = "Option::is_none")]
        title_en: Option<String>,
        #[serde(default, rename = "helpEn", skip_serializing_if = "Option::is_none")]
        help_en: Option<String>,
        /// The features this step asks; features in no step are asked in the last features step.
        #[serde(default, rename = "featureIds")]
        feature_ids: Vec<i64>,
    },
    Summary {
        title: String,
        #[serde(default)]
        help: String,
        #[serde(default, rename = "titleEn", skip_serializing_if = "Option::is_none")]
        title_en: Option<String>,
        #[serde(default, rename = "helpEn", skip_serializing_if = "Option::is_none")]
        help_en: Option<String>,
    },
}

/// A configurator's steps and rules.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Definition {
    #[serde(default)]
    pub steps: Vec<Step>,
    #[serde(default)]
    pub rules: Vec<Rule>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TypeItem {
    pub id: i64,
    pub name: String,
    pub active: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ModelItem {
    pub id: i64,
    pub type_id: i64,
    pub code: String,
    pub name: String,
    /// Cents.
    pub base_price: i64,
    pub active: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ModelPartItem {
    pub model_id: i64,
    pub part_id: i64,
    pub required: bool,
    pub min_quantity: i64,
    pub max_quantity: i64,
    pub default_quantity: i64,
}

impl ModelPartItem {
    /// The pieces the part starts with when it is added (the wizard's "+" and "Scegli comunque", a repair, a
    /// completion): its default quantity within its bounds, and at least one piece.
    pub fn added_quantity(&self) -> i64 {
        self.default_quantity.min(self.max_quantity).max(self.min_quantity.max(1))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PartFeatureItem {
    pub feature_id: i64,
    pub required: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PartItem {
    pub id: i64,
    pub name: String,
    /// Cents.
    pub price: i64,
    pub active: bool,
    #[serde(default)]
    pub features: Vec<PartFeatureItem>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FeatureItem {
    pub id: i64,
    pub name: String,
    #[serde(with = "feature_kind")]
    pub kind: FeatureKind,
    #[serde(default)]
    pub numeric_min: Option<i64>,
    #[serde(default)]
    pub numeric_max: Option<i64>,
    #[serde(default)]
    pub numeric_step: Option<i64>,
    /// Cents per step above the minimum, numeric features only.
    #[serde(default)]
    pub unit_price: Option<i64>,
    /// What the number counts ("cm"), numeric features only.
    #[serde(default)]
    pub numeric_unit: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ValueItem {
    pub id: i64,
    pub feature_id: i64,
    pub label: String,
    /// Cents, may be negative.
    pub price_delta: i64,
    pub active: bool,
}

/// The catalogue of one category as the caller may see it: items hidden by the company's filters are
/// absent, inactive items are present with `active: false`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Catalogue {
    pub types: Vec<TypeItem>,
    pub models: Vec<ModelItem>,
    pub model_parts: Vec<ModelPartItem>,
    pub parts: Vec<PartItem>,
    pub features: Vec<FeatureItem>,
    pub values: Vec<ValueItem>,
    /// The caller's company discount, 0..100.
    #[serde(default)]
    pub discount_percent: i32,
    /// The items' English names where they have one, until [`Catalogue::in_language`] puts them in place.
    #[serde(skip)]
    pub english: EnglishNames,
}

/// The English names of a catalogue's items (a value's label, any other item's name), by item, for the items
/// that have one; a feature by [`ItemRef::feature`]. Never sent: a reader gets the names of their language.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EnglishNames(pub HashMap<ItemRef, String>);

impl Catalogue {
    /// The catalogue as a reader of `language` sees it: for English, each item's English name where it has
    /// one, its Italian name otherwise. The English names are not kept beside them.
    pub fn in_language(mut self, language: Language) -> Catalogue {
        let english = std::mem::take(&mut self.english).0;
        if language != Language::En {
            return self;
        }
        let name = |item: ItemRef, name: &mut String| {
            if let Some(translated) = english.get(&item) {
                translated.clone_into(name);
            }
        };
        self.types.iter_mut().for_each(|item| name(ItemRef::product_type(item.id), &mut item.name));
        self.models.iter_mut().for_each(|item| name(ItemRef::model(item.id), &mut item.name));
        self.parts.iter_mut().for_each(|item| name(ItemRef::part(item.id), &mut item.name));
        self.features.iter_mut().for_each(|item| name(ItemRef::feature(item.id), &mut item.name));
        self.values.iter_mut().for_each(|item| name(ItemRef::feature_value(item.id), &mut item.label));
        self
    }

    /// The items with no English name, in the catalogue's order: what an English reader sees in Italian.
    pub fn without_english(&self) -> Vec<ItemRef> {
        let types = self.types.iter().map(|item| ItemRef::product_type(item.id));
        let models = self.models.iter().map(|item| ItemRef::model(item.id));
        let parts = self.parts.iter().map(|item| ItemRef::part(item.id));
        let features = self.features.iter().map(|item| ItemRef::feature(item.id));
        let values = self.values.iter().map(|item| ItemRef::feature_value(item.id));
        types
            .chain(models)
            .chain(parts)
            .chain(features)
            .chain(values)
            .filter(|item| !self.english.0.contains_key(item))
            .collect()
    }
}

/// The texts of one step, whatever its kind.
pub struct StepTexts<'a> {
    pub title: &'a mut String,
    pub help: &'a mut String,
    pub title_en: &'a mut Option<String>,
    pub help_en: &'a mut Option<String>,
}

impl Step {
    pub fn texts_mut(&mut self) -> StepTexts<'_> {
        match self {
            Step::Type { title, help, title_en, help_en }
            | Step::Model { title, help, title_en, help_en, .. }
            | Step::Parts { title, help, title_en, help_en }
            | Step::Features { title, help, title_en, help_en, .. }
            | Step::Summary { title, help, title_en, help_en } => StepTexts { title, help, title_en, help_en },
        }
    }

    /// Its title, help and their English texts.
    pub fn texts(&self) -> (&str, &str, Option<&str>, Option<&str>) {
        match self {
            Step::Type { title, help, title_en, help_en }
            | Step::Model { title, help, title_en, help_en, .. }
            | Step::Parts { title, help, title_en, help_en }
            | Step::Features { title, help, title_en, help_en, .. }
            | Step::Summary { title, help, title_en, help_en } => {
                (title, help, title_en.as_deref(), help_en.as_deref())
            }
        }
    }
}

impl Definition {
    /// The definition as a reader of `language` sees it: the steps' and rules' English texts in place of the
    /// Italian ones where set for an English reader; no English text is kept beside them.
    pub fn in_language(mut self, language: Language) -> Definition {
        for step in &mut self.steps {
            let StepTexts { title, help, title_en, help_en } = step.texts_mut();
            *title = translated(language, std::mem::take(title), title_en.take());
            *help = translated(language, std::mem::take(help), help_en.take());
        }
        for rule in &mut self.rules {
            rule.message = translated(language, rule.message.take(), rule.message_en.take().map(Some));
        }
        self
    }
}

/// The chosen value of one feature of a part: `value_id` for a choice feature, `numeric_value` for a
/// numeric one.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DraftValue {
    pub feature_id: i64,
    #[serde(default)]
    pub value_id: Option<i64>,
    #[serde(default)]
    pub numeric_value: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DraftPart {
    pub part_id: i64,
    pub quantity: i64,
    #[serde(default)]
    pub values: Vec<DraftValue>,
}

/// A configuration being edited, possibly incomplete or invalid.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Draft {
    #[serde(default)]
    pub type_id: Option<i64>,
    #[serde(default)]
    pub model_id: Option<i64>,
    #[serde(default)]
    pub parts: Vec<DraftPart>,
    #[serde(default = "one")]
    pub quantity: i64,
}

fn one() -> i64 {
    1
}

impl Default for Draft {
    fn default() -> Self {
        Self { type_id: None, model_id: None, parts: Vec::new(), quantity: 1 }
    }
}

/// The violation codes of the contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ViolationCode {
    MissingType,
    MissingModel,
    UnknownItem,
    PartNotInModel,
    QuantityOutOfRange,
    RequiredPartMissing,
    MissingFeatureValue,
    ValueNotOfFeature,
    RuleExcludes,
    RuleRequires,
    /// A line or total passes [`super::price::MAX_TOTAL_CENTS`].
    TotalOutOfRange,
}

impl ViolationCode {
    pub const ALL: [ViolationCode; 11] = [
        ViolationCode::MissingType,
        ViolationCode::MissingModel,
        ViolationCode::UnknownItem,
        ViolationCode::PartNotInModel,
        ViolationCode::QuantityOutOfRange,
        ViolationCode::RequiredPartMissing,
        ViolationCode::MissingFeatureValue,
        ViolationCode::ValueNotOfFeature,
        ViolationCode::RuleExcludes,
        ViolationCode::RuleRequires,
        ViolationCode::TotalOutOfRange,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ViolationCode::MissingType => "missing_type",
            ViolationCode::MissingModel => "missing_model",
            ViolationCode::UnknownItem => "unknown_item",
            ViolationCode::PartNotInModel => "part_not_in_model",
            ViolationCode::QuantityOutOfRange => "quantity_out_of_range",
            ViolationCode::RequiredPartMissing => "required_part_missing",
            ViolationCode::MissingFeatureValue => "missing_feature_value",
            ViolationCode::ValueNotOfFeature => "value_not_of_feature",
            ViolationCode::RuleExcludes => "rule_excludes",
            ViolationCode::RuleRequires => "rule_requires",
            ViolationCode::TotalOutOfRange => "total_out_of_range",
        }
    }

    /// The "missing" kinds make a configuration incomplete; every other kind makes it invalid.
    pub fn is_missing(self) -> bool {
        matches!(
            self,
            ViolationCode::MissingType
                | ViolationCode::MissingModel
                | ViolationCode::RequiredPartMissing
                | ViolationCode::MissingFeatureValue
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Violation {
    pub code: ViolationCode,
    /// For the user, in the caller's language.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub message: Said,
    /// Where in the draft, e.g. `parts[2].quantity`; `rules` for a rule.
    pub path: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule_id: Option<String>,
}

/// An option the current choices rule out, and why: computed over the whole configuration space
/// (see [`super::explore`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Disabled {
    pub item: ItemRef,
    /// The reason as a sentence in the caller's language, rendered from `because` and `ruleIds`.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub reason: Said,
    /// The first rule of the reason, empty when no rule takes part (the option is not available at all).
    pub rule_id: String,
    /// The smallest set of the user's choices that, with the rules of `ruleIds`, rules the option out:
    /// give up any one of them and those rules alone no longer do.
    pub because: Vec<ItemRef>,
    /// The rules that, with `because`, rule the option out; none of them can be left out.
    pub rule_ids: Vec<String>,
    /// The admins' messages of those rules, as typed.
    pub rule_messages: Vec<String>,
    /// The user's choices to give up so that the option becomes possible (the repair's `drop`); empty when
    /// no change of the user's choices frees it.
    pub freed_by: Vec<ItemRef>,
    /// What choosing it anyway gives, when some change frees it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repair: Option<Repair>,
    /// False when the click's time ran out before this reason was made minimal (a huge configurator): it
    /// then holds the choices and rules of the first contradiction found, and no repair is offered.
    pub minimal: bool,
}

/// A change of the user's choices that makes a configuration possible again: give up `drop`, choose
/// `instead` in place of a model given up (and, for an option, choose it); `grandTotal` is the price the
/// configuration would then have.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Repair {
    pub drop: Vec<ItemRef>,
    /// When the model is given up: a model (and its type, when another) that a valid configuration with
    /// the rest has, which the price counts.
    #[serde(default)]
    pub instead: Vec<ItemRef>,
    /// Cents, like the evaluation's `price.grandTotal`.
    pub grand_total: i64,
}

/// Where an option of the wizard stands against the user's choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum OptionStatus {
    /// The user chose it.
    Chosen,
    /// Not chosen, but every complete and valid configuration with the user's choices has it.
    Implied,
    /// Some complete and valid configuration has it with the user's choices.
    Possible,
    /// No complete and valid configuration has it with the user's choices: it is in `disabled`.
    Impossible,
}

/// One option of the wizard and its status.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OptionState {
    pub item: ItemRef,
    pub status: OptionStatus,
    /// The lowest grand total of a complete and valid configuration with this option chosen as the wizard
    /// chooses it; absent for an impossible option, or when the click's time ran out before it was proven.
    #[serde(default)]
    pub lowest: Option<i64>,
}

/// One itemised line of the price, in cents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PriceLine {
    pub label: String,
    /// The model, part or feature value priced; `None` for a numeric feature.
    pub item: Option<ItemRef>,
    pub unit_price: i64,
    pub quantity: i64,
    pub total: i64,
}

/// The price of a configuration, in integer euro cents, VAT excluded. See [`super::price`] for the
/// arithmetic and its rounding.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Price {
    pub lines: Vec<PriceLine>,
    /// One unit of the configuration at list prices: the sum of the lines.
    pub list_total: i64,
    pub discount_percent: i32,
    pub discount: i64,
    pub net_total: i64,
    pub quantity: i64,
    pub grand_total: i64,
}

/// What choosing an offered option adds to the net price of one unit of the configuration, in cents, at
/// the current selection (see [`super::evaluate`]); the cards of the wizard show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OptionPrice {
    pub item: ItemRef,
    pub amount: i64,
}

/// The answer of [`super::evaluate`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Evaluation {
    /// No violation of a "missing" kind.
    pub complete: bool,
    /// No violation of any other kind.
    pub valid: bool,
    pub violations: Vec<Violation>,
    pub disabled: Vec<Disabled>,
    pub price: Price,
    /// The price each option on offer adds, ordered by kind and id.
    pub options: Vec<OptionPrice>,
    /// Every option of the wizard at the current choices: the category's types, the models (of the chosen
    /// type), the chosen model's parts, and the values of the included parts' choice features, each part's
    /// and, for a feature offered by several parts, the shared one. Empty for a judgement without the
    /// configuration space (a saved configuration in a list).
    #[serde(default)]
    pub states: Vec<OptionState>,
    /// When the user's choices already admit no valid configuration: the smallest changes that would.
    #[serde(default)]
    pub repairs: Vec<Repair>,
    /// What a complete and valid configuration keeping the user's choices costs at least and at most;
    /// `None` when the choices admit none, or for a judgement without the configuration space.
    #[serde(default)]
    pub price_range: Option<PriceRange>,
}

impl Speak for Violation {
    fn speak(&mut self, language: Language) {
        self.message.speak(language);
    }
}

impl Speak for Disabled {
    fn speak(&mut self, language: Language) {
        self.reason.speak(language);
    }
}

impl Speak for Evaluation {
    fn speak(&mut self, language: Language) {
        self.violations.speak(language);
        self.disabled.speak(language);
    }
}

/// The lowest and highest grand total (cents, like [`Price::grand_total`]) of a complete and valid
/// configuration that keeps the user's choices, with the company's discount and the quantity; and the
/// cheapest such configuration, as a proposal the user may accept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PriceRange {
    pub min: i64,
    pub max: i64,
    /// False when the search ran out of its time before proving both bounds: `min` and `max` are then
    /// prices of real configurations, but a cheaper or dearer one may exist.
    pub exact: bool,
    /// A complete and valid configuration at `min`: the user's draft with every open choice filled.
    pub cheapest: Draft,
}

/// Serde for the catalogue's [`FeatureKind`]: `"choice"` or `"numeric"`.
mod feature_kind {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    use crate::catalogue::FeatureKind;

    pub fn serialize<S: Serializer>(kind: &FeatureKind, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(kind.as_str())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<FeatureKind, D::Error> {
        let text = String::deserialize(deserializer)?;
        FeatureKind::parse(&text).ok_or_else(|| D::Error::custom(format!("unknown feature kind `{text}`")))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn rules_and_steps_use_the_wire_names() {
        let json = r#"{
            "steps": [
                {"kind": "type", "title": "Tipologia", "help": ""},
                {"kind": "model", "title": "Modello", "help": "Scegli", "attributeIds": [3]},
                {"kind": "parts", "title": "Parti", "help": ""},
                {"kind": "features", "title": "Rivestimento", "help": "", "featureIds": [1, 2]},
                {"kind": "summary", "title": "Riepilogo"}
            ],
            "rules": [
                {"id": "r1", "kind": "excludes", "if": [{"kind": "model", "id": 7}],
                 "then": [{"kind": "feature_value", "id": 12}], "message": "No"},
                {"id": "r2", "kind": "requires", "if": [{"kind": "type", "id": 1}], "then": [{"kind": "part", "id": 4}]}
            ]
        }"#;
        let definition: Definition = serde_json::from_str(json).unwrap();
        assert_eq!(definition.steps.len(), 5);
        assert_eq!(
            definition.steps[1],
            Step::Model {
                title: "Modello".into(),
                help: "Scegli".into(),
                attribute_ids: vec![3],
                help_en: None,
                title_en: None
            }
        );
        assert_eq!(
            definition.steps[4],
            Step::Summary { title: "Riepilogo".into(), help: String::new(), help_en: None, title_en: None }
        );
        let rule = &definition.rules[0];
        assert_eq!(rule.kind, RuleKind::Excludes);
        assert_eq!(rule.when, vec![ItemRef::model(7)]);
        assert_eq!(rule.then, vec![ItemRef::feature_value(12)]);
        assert_eq!(definition.rules[1].message, None);

        let back = serde_json::to_value(&definition).unwrap();
        assert_eq!(back["rules"][0]["if"][0]["kind"], "model");
        assert_eq!(back["steps"][3]["featureIds"][1], 2);
        assert_eq!(serde_json::from_value::<Definition>(back).unwrap(), definition);
    }

    #[test]
    fn drafts_default_to_one_unit_and_catalogues_round_trip() {
        let draft: Draft = serde_json::from_str(r#"{"modelId": 3, "parts": [{"partId": 1, "quantity": 2}]}"#).unwrap();
        assert_eq!(draft.quantity, 1);
        assert_eq!(draft.model_id, Some(3));
        assert!(draft.parts[0].values.is_empty());

        let feature = FeatureItem {
            id: 1,
            name: "Larghezza".into(),
            kind: FeatureKind::Numeric,
            numeric_min: Some(80),
            numeric_max: Some(300),
            numeric_step: Some(10),
            unit_price: Some(500),
            numeric_unit: Some("cm".into()),
        };
        let json = serde_json::to_value(&feature).unwrap();
        assert_eq!(json["kind"], "numeric");
        assert_eq!(json["numericMin"], 80);
        assert_eq!(serde_json::from_value::<FeatureItem>(json).unwrap(), feature);
        assert!(serde_json::from_str::<FeatureItem>(r#"{"id": 1, "name": "X", "kind": "colour"}"#).is_err());
    }

    #[test]
    fn codes_split_into_missing_and_invalid() {
        let missing: Vec<&str> =
            ViolationCode::ALL.into_iter().filter(|code| code.is_missing()).map(ViolationCode::as_str).collect();
        assert_eq!(missing, ["missing_type", "missing_model", "required_part_missing", "missing_feature_value"]);
        for code in ViolationCode::ALL {
            assert_eq!(serde_json::to_value(code).unwrap(), code.as_str());
        }
    }
}

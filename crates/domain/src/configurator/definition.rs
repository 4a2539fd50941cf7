//! A configurator as the administrators edit it: the entity, its input, and the validation of its
//! definition against the catalogue of its category (docs/product.md section 4, docs/api.md "Configurators").

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};

use super::model::{Catalogue, Definition, ItemKind, ItemRef, Rule, Step, StepTexts};
use super::names::OutsideItem;
use crate::catalogue::Check;
use crate::error::{DomainError, FieldError};
use crate::said::{Common, Engine};
use crate::text::{Lines, is_clean};

/// The most rules a definition may hold.
pub const MAX_RULES: usize = 2000;
/// The most items on either side of one rule.
pub const MAX_RULE_ITEMS: usize = 100;
/// The most steps a definition may hold.
pub const MAX_STEPS: usize = 30;
const MAX_TITLE_CHARS: usize = 200;
const MAX_HELP_CHARS: usize = 2000;
const MAX_RULE_ID_CHARS: usize = 50;
const MAX_MESSAGE_CHARS: usize = 1000;
const MAX_DESCRIPTION_CHARS: usize = 2000;

/// A configurator's lifecycle: `draft` → `published` → `archived`, or `draft` → `archived`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum ConfiguratorStatus {
    Draft,
    Published,
    Archived,
}

impl ConfiguratorStatus {
    pub const ALL: [ConfiguratorStatus; 3] =
        [ConfiguratorStatus::Draft, ConfiguratorStatus::Published, ConfiguratorStatus::Archived];

    pub fn as_str(self) -> &'static str {
        match self {
            ConfiguratorStatus::Draft => "draft",
            ConfiguratorStatus::Published => "published",
            ConfiguratorStatus::Archived => "archived",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|status| status.as_str() == value)
    }
}

/// The step the fixed order expects next, where a definition breaks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExpectedStep {
    TypeOrModel,
    Model,
    Parts,
    Features,
    FeaturesOrSummary,
    /// The summary was the last.
    None,
}

/// A configurator of one category; serialised with the API's field names (the audit trail compares it so).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Configurator {
    pub id: i64,
    pub category_id: i64,
    pub category_name: String,
    pub name: String,
    pub name_en: Option<String>,
    pub description: Option<String>,
    pub description_en: Option<String>,
    pub status: ConfiguratorStatus,
    pub definition: Definition,
    /// Bumped on every write.
    pub version: i32,
    pub published_at: Option<DateTime<Utc>>,
    pub archived_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// The client's body for a create or an update, before validation.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ConfiguratorInput {
    pub category_id: Option<i64>,
    pub name: Option<String>,
    /// Shown to English readers in place of `name` (which stands in for it when absent).
    pub name_en: Option<String>,
    pub description: Option<String>,
    pub description_en: Option<String>,
    pub definition: Option<Definition>,
}

/// A validated configurator to write: its definition is trimmed and checked against the catalogue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfiguratorDraft {
    pub category_id: i64,
    pub name: String,
    pub name_en: Option<String>,
    pub description: Option<String>,
    pub description_en: Option<String>,
    pub definition: Definition,
}

/// Checks the fields that need no catalogue: name, category reference, step order, titles and help,
/// rule ids, sizes. Answers the normalised input (trimmed texts, empty messages dropped) and the errors.
pub(crate) fn check_shape(input: ConfiguratorInput) -> (ConfiguratorDraft, Vec<FieldError>) {
    let mut check = Check::default();
    let category_id = check.reference("categoryId", input.category_id);
    let name = check.name("name", input.name);
    let name_en = check.translation("nameEn", input.name_en);
    let description = check.text("description", input.description, MAX_DESCRIPTION_CHARS);
    let description_en = check.text("descriptionEn", input.description_en, MAX_DESCRIPTION_CHARS);
    let mut errors = match check.finish(()) {
        Err(DomainError::Validation(errors)) => errors,
        _ => Vec::new(),
    };
    let definition = match input.definition {
        Some(definition) => normalise(definition),
        None => {
            errors.push(FieldError::new("definition", Engine::DefinitionRequired));
            Definition::default()
        }
    };
    if !errors.iter().any(|error| error.field == "definition") {
        check_steps(&definition.steps, &mut errors);
        check_rules(&definition.rules, &mut errors);
    }
    (ConfiguratorDraft { category_id, name, name_en, description, description_en, definition }, errors)
}

fn normalise(definition: Definition) -> Definition {
    let steps = definition
        .steps
        .into_iter()
        .map(|mut step| {
            let StepTexts { title, help, title_en, help_en } = step.texts_mut();
            *title = trim(std::mem::take(title));
            *help = trim(std::mem::take(help));
            *title_en = optional(title_en.take());
            *help_en = optional(help_en.take());
            step
        })
        .collect();
    let rules = definition
        .rules
        .into_iter()
        .map(|rule| Rule {
            id: trim(rule.id),
            message: optional(rule.message),
            message_en: optional(rule.message_en),
            ..rule
        })
        .collect();
    Definition { steps, rules }
}

fn trim(text: String) -> String {
    let trimmed = text.trim();
    if trimmed.len() == text.len() { text } else { trimmed.to_owned() }
}

/// An optional text trimmed, empty becoming absent.
fn optional(text: Option<String>) -> Option<String> {
    text.map(trim).filter(|text| !text.is_empty())
}

fn step_kind(step: &Step) -> &'static str {
    match step {
        Step::Type { .. } => "type",
        Step::Model { .. } => "model",
        Step::Parts { .. } => "parts",
        Step::Features { .. } => "features",
        Step::Summary { .. } => "summary",
    }
}

/// A text of at most `max_chars` characters of `lines`, else its error.
fn text_error(text: &str, max_chars: usize, lines: Lines) -> Option<crate::said::Message> {
    if text.chars().count() > max_chars {
        Some(Common::TooLong { max_chars }.into())
    } else if !is_clean(text, lines) {
        Some(Common::NotAllowed.into())
    } else {
        None
    }
}

/// The fixed order: `type`?, `model`, `parts`, `features`+, `summary`.
fn check_steps(steps: &[Step], errors: &mut Vec<FieldError>) {
    if steps.len() > MAX_STEPS {
        errors.push(FieldError::new("definition.steps", Engine::TooManySteps { max: MAX_STEPS }));
        return;
    }
    // 0: start, 1: after type, 2: after model, 3: after parts, 4: in features, 5: after summary
    let mut state = 0;
    let mut order_broken = false;
    for (index, step) in steps.iter().enumerate() {
        let kind = step_kind(step);
        let (title, help, title_en, help_en) = step.texts();
        let field = |name: &str| format!("definition.steps[{index}].{name}");
        if title.is_empty() {
            errors.push(FieldError::new(field("title"), Engine::TitleRequired));
        }
        let texts = [
            ("title", Some(title), MAX_TITLE_CHARS, Lines::One),
            ("titleEn", title_en, MAX_TITLE_CHARS, Lines::One),
            ("help", Some(help), MAX_HELP_CHARS, Lines::Many),
            ("helpEn", help_en, MAX_HELP_CHARS, Lines::Many),
        ];
        for (name, text, max_chars, lines) in texts {
            if let Some(error) = text.and_then(|text| text_error(text, max_chars, lines)) {
                errors.push(FieldError::new(field(name), error));
            }
        }
        if order_broken {
            continue;
        }
        let next = match (state, kind) {
            (0, "type") => Some(1),
            (0 | 1, "model") => Some(2),
            (2, "parts") => Some(3),
            (3 | 4, "features") => Some(4),
            (4, "summary") => Some(5),
            _ => None,
        };
        match next {
            Some(next) => state = next,
            None => {
                order_broken = true;
                let expected = match state {
                    0 => ExpectedStep::TypeOrModel,
                    1 => ExpectedStep::Model,
                    2 => ExpectedStep::Parts,
                    3 => ExpectedStep::Features,
                    4 => ExpectedStep::FeaturesOrSummary,
                    _ => ExpectedStep::None,
                };
                errors.push(FieldError::new(
                    format!("definition.steps[{index}].kind"),
                    Engine::StepOutOfOrder { expected },
                ));
            }
        }
    }
    if !order_broken && state != 5 {
        errors.push(FieldError::new("definition.steps", Engine::StepsOrder));
    }
}

fn check_rules(rules: &[Rule], errors: &mut Vec<FieldError>) {
    if rules.len() > MAX_RULES {
        errors.push(FieldError::new("definition.rules", Engine::TooManyRules { max: MAX_RULES }));
        return;
    }
    let mut ids: HashSet<&str> = HashSet::with_capacity(rules.len());
    for (index, rule) in rules.iter().enumerate() {
        let field = |name: &str| format!("definition.rules[{index}].{name}");
        if rule.id.is_empty() {
            errors.push(FieldError::new(field("id"), Engine::RuleIdRequired));
        } else if rule.id.chars().count() > MAX_RULE_ID_CHARS || rule.id.chars().any(char::is_control) {
            errors.push(FieldError::new(field("id"), Engine::RuleIdLength { max_chars: MAX_RULE_ID_CHARS }));
        } else if !ids.insert(rule.id.as_str()) {
            errors.push(FieldError::new(field("id"), Engine::RuleAlreadyDefined { rule: rule.id.clone() }));
        }
        for (side, items) in [("if", &rule.when), ("then", &rule.then)] {
            if items.is_empty() {
                errors.push(FieldError::new(field(side), Engine::ItemNeeded));
            } else if items.len() > MAX_RULE_ITEMS {
                errors.push(FieldError::new(field(side), Engine::TooManyItems { max: MAX_RULE_ITEMS }));
            }
        }
        for (name, message) in [("message", &rule.message), ("messageEn", &rule.message_en)] {
            if let Some(error) = message.as_deref().and_then(|text| text_error(text, MAX_MESSAGE_CHARS, Lines::One)) {
                errors.push(FieldError::new(field(name), error));
            }
        }
    }
}

/// What belongs to a category, computed from its (unfiltered) catalogue: its types, the models of those
/// types, the parts of those models, the features those parts offer and the values of those features.
#[derive(Debug, Clone, Default)]
pub(crate) struct Scope {
    pub types: HashSet<i64>,
    pub models: HashSet<i64>,
    pub parts: HashSet<i64>,
    pub features: HashSet<i64>,
    pub values: HashSet<i64>,
    /// (part, feature) for each feature a part of the category offers.
    part_features: HashSet<(i64, i64)>,
    /// Value id → its feature.
    value_features: HashMap<i64, i64>,
}

impl Scope {
    pub fn new(catalogue: &Catalogue) -> Self {
        let types: HashSet<i64> = catalogue.types.iter().map(|row| row.id).collect();
        let models: HashSet<i64> =
            catalogue.models.iter().filter(|row| types.contains(&row.type_id)).map(|row| row.id).collect();
        let known_parts: HashMap<i64, &super::model::PartItem> =
            catalogue.parts.iter().map(|row| (row.id, row)).collect();
        let parts: HashSet<i64> = catalogue
            .model_parts
            .iter()
            .filter(|row| models.contains(&row.model_id) && known_parts.contains_key(&row.part_id))
            .map(|row| row.part_id)
            .collect();
        let known_features: HashSet<i64> = catalogue.features.iter().map(|row| row.id).collect();
        let features: HashSet<i64> = parts
            .iter()
            .filter_map(|id| known_parts.get(id))
            .flat_map(|part| part.features.iter().map(|feature| feature.feature_id))
            .filter(|id| known_features.contains(id))
            .collect();
        let values: HashSet<i64> =
            catalogue.values.iter().filter(|row| features.contains(&row.feature_id)).map(|row| row.id).collect();
        let part_features = parts
            .iter()
            .filter_map(|id| known_parts.get(id))
            .flat_map(|part| part.features.iter().map(|feature| (part.id, feature.feature_id)))
            .collect();
        let value_features = catalogue.values.iter().map(|row| (row.id, row.feature_id)).collect();
        Self { types, models, parts, features, values, part_features, value_features }
    }

    /// Whether the item belongs to the category; a value on a part, when the part offers its feature.
    pub fn contains(&self, item: ItemRef) -> bool {
        if let Some(part_id) = item.part_id {
            return item.kind == ItemKind::FeatureValue
                && self.values.contains(&item.id)
                && self
                    .value_features
                    .get(&item.id)
                    .is_some_and(|feature| self.part_features.contains(&(part_id, *feature)));
        }
        match item.kind {
            ItemKind::Type => self.types.contains(&item.id),
            ItemKind::Model => self.models.contains(&item.id),
            ItemKind::Part => self.parts.contains(&item.id),
            ItemKind::FeatureValue => self.values.contains(&item.id),
            ItemKind::Feature => false,
        }
    }
}

/// Checks what depends on the catalogue of the category: the model step's attributes (`existing_attributes`
/// are those of `attribute_ids` that exist), the features steps' features, every rule item.
pub(crate) fn check_items(
    definition: &Definition,
    catalogue: &Catalogue,
    existing_attributes: &HashSet<i64>,
    errors: &mut Vec<FieldError>,
) {
    let scope = Scope::new(catalogue);
    let index = super::CatalogueIndex::new(catalogue);
    let mut asked: HashSet<i64> = HashSet::new();
    for (position, step) in definition.steps.iter().enumerate() {
        match step {
            Step::Model { attribute_ids, .. } => {
                let field = format!("definition.steps[{position}].attributeIds");
                let mut seen = HashSet::new();
                for id in attribute_ids {
                    if !existing_attributes.contains(id) {
                        errors.push(FieldError::new(&field, Engine::NoSuchAttribute { id: *id }));
                    } else if !seen.insert(*id) {
                        errors.push(FieldError::new(&field, Engine::AttributeRepeated { id: *id }));
                    }
                }
            }
            Step::Features { feature_ids, .. } => {
                let field = format!("definition.steps[{position}].featureIds");
                for id in feature_ids {
                    let (feature, id) = (index.feature(*id).map(|row| row.name.clone()), *id);
                    if !scope.features.contains(&id) {
                        errors.push(FieldError::new(&field, Engine::FeatureNotOffered { feature, id }));
                    } else if !asked.insert(id) {
                        errors.push(FieldError::new(&field, Engine::FeatureAskedTwice { feature, id }));
                    }
                }
            }
            _ => {}
        }
    }
    for (position, rule) in definition.rules.iter().enumerate() {
        for (side, items) in [("if", &rule.when), ("then", &rule.then)] {
            for (item_position, item) in items.iter().enumerate() {
                let field = || format!("definition.rules[{position}].{side}[{item_position}]");
                if item.kind == ItemKind::Feature {
                    errors.push(FieldError::new(field(), Engine::RuleNamesFeature));
                } else if !scope.contains(*item) {
                    errors.push(FieldError::new(field(), Engine::NotOfCategory { item: outside_item(&index, *item) }));
                }
            }
        }
    }
}

/// An item not of the category: named when the catalogue holds it, by kind and number when not.
pub(crate) fn outside_item(index: &super::CatalogueIndex, item: ItemRef) -> OutsideItem {
    if index.contains(item) {
        OutsideItem::OfAnotherCategory(index.display_name(item))
    } else {
        OutsideItem::Absent { kind: item.kind, id: item.id }
    }
}

/// Validates a body completely: shape, then the catalogue of its category (`None` when the category does
/// not exist). Every problem is reported at once.
pub fn validate(
    input: ConfiguratorInput,
    catalogue: Option<&Catalogue>,
    existing_attributes: &HashSet<i64>,
) -> Result<ConfiguratorDraft, DomainError> {
    let (draft, mut errors) = check_shape(input);
    validate_against(&draft, catalogue, existing_attributes, &mut errors);
    if errors.is_empty() { Ok(draft) } else { Err(DomainError::Validation(errors)) }
}

pub(crate) fn validate_against(
    draft: &ConfiguratorDraft,
    catalogue: Option<&Catalogue>,
    existing_attributes: &HashSet<i64>,
    errors: &mut Vec<FieldError>,
) {
    if draft.category_id <= 0 {
        return;
    }
    match catalogue {
        None => errors.push(FieldError::new("categoryId", Engine::NoSuchCategory)),
        Some(catalogue) => check_items(&draft.definition, catalogue, existing_attributes, errors),
    }
}

/// The attribute ids the model steps name, to ask the store which exist.
pub fn attribute_ids(definition: &Definition) -> Vec<i64> {
    let mut ids: Vec<i64> = definition
        .steps
        .iter()
        .filter_map(|step| match step {
            Step::Model { attribute_ids, .. } => Some(attribute_ids.iter().copied()),
            _ => None,
        })
        .flatten()
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::configurator::model::RuleKind;
    use crate::said::Language;
    use crate::testing::{choice, feature, fields, kind, model, model_part, part, value};

    fn catalogue() -> Catalogue {
        Catalogue {
            types: vec![kind(1, "Lineari")],
            models: vec![
                model(10, 1, "OS", "Oslo", 1),
                // of a type of another category
                model(11, 9, "X", "Altro", 1),
            ],
            model_parts: vec![model_part(10, 20, true, 1, 1)],
            parts: vec![part(20, "Struttura", 0, vec![feature(30, true)]), part(21, "Sciolta", 0, vec![])],
            features: vec![choice(30, "Tessuto"), choice(31, "Piano")],
            values: vec![value(300, 30, "Lino", 0, true), value(310, 31, "Marmo", 0, true)],
            discount_percent: 0,
            english: Default::default(),
        }
    }

    fn steps() -> Vec<Step> {
        vec![
            Step::Type { title: "Tipologia".into(), help: String::new(), help_en: None, title_en: None },
            Step::Model {
                title: "Modello".into(),
                help: String::new(),
                attribute_ids: vec![5],
                help_en: None,
                title_en: None,
            },
            Step::Parts { title: "Parti".into(), help: String::new(), help_en: None, title_en: None },
            Step::Features {
                title: "Rivestimento".into(),
                help: String::new(),
                feature_ids: vec![30],
                help_en: None,
                title_en: None,
            },
            Step::Summary { title: "Riepilogo".into(), help: String::new(), help_en: None, title_en: None },
        ]
    }

    fn input(definition: Definition) -> ConfiguratorInput {
        ConfiguratorInput {
            category_id: Some(1),
            name: Some(" Divani 2026 ".into()),
            description: None,
            definition: Some(definition),
            description_en: None,
            name_en: None,
        }
    }

    fn attributes() -> HashSet<i64> {
        HashSet::from([5])
    }

    fn rule(id: &str, when: Vec<ItemRef>, then: Vec<ItemRef>) -> Rule {
        Rule { id: id.into(), kind: RuleKind::Excludes, when, then, message: Some("  ".into()), message_en: None }
    }

    #[test]
    fn a_well_formed_definition_is_trimmed_and_accepted() {
        let mut definition = Definition {
            steps: steps(),
            rules: vec![rule(" r1 ", vec![ItemRef::model(10)], vec![ItemRef::feature_value(300)])],
        };
        if let Step::Parts { title, .. } = &mut definition.steps[2] {
            *title = "  Parti  ".into();
        }
        let draft = validate(input(definition), Some(&catalogue()), &attributes()).unwrap();
        assert_eq!(draft.name, "Divani 2026");
        assert_eq!(draft.definition.rules[0].id, "r1");
        assert_eq!(draft.definition.rules[0].message, None);
        assert_eq!(
            draft.definition.steps[2],
            Step::Parts { title: "Parti".into(), help: String::new(), help_en: None, title_en: None }
        );
        // the type step may be left out
        let without_type = Definition { steps: steps()[1..].to_vec(), rules: vec![] };
        assert!(validate(input(without_type), Some(&catalogue()), &attributes()).is_ok());
    }

    #[test]
    fn steps_keep_the_fixed_order() {
        let mut swapped = steps();
        swapped.swap(1, 2);
        let result = validate(input(Definition { steps: swapped, rules: vec![] }), Some(&catalogue()), &attributes());
        assert_eq!(fields(result), ["definition.steps[1].kind"]);

        let mut no_features = steps();
        no_features.remove(3);
        let result =
            validate(input(Definition { steps: no_features, rules: vec![] }), Some(&catalogue()), &attributes());
        assert_eq!(fields(result), ["definition.steps[3].kind"]);

        let no_summary = steps()[..4].to_vec();
        let result =
            validate(input(Definition { steps: no_summary, rules: vec![] }), Some(&catalogue()), &attributes());
        assert_eq!(fields(result), ["definition.steps"]);

        let mut after_summary = steps();
        after_summary.push(Step::Summary {
            title: "Ancora".into(),
            help: String::new(),
            help_en: None,
            title_en: None,
        });
        let result =
            validate(input(Definition { steps: after_summary, rules: vec![] }), Some(&catalogue()), &attributes());
        assert_eq!(fields(result), ["definition.steps[5].kind"]);

        let mut two_features = steps();
        two_features.insert(
            4,
            Step::Features {
                title: "Finiture".into(),
                help: String::new(),
                feature_ids: vec![],
                help_en: None,
                title_en: None,
            },
        );
        assert!(
            validate(input(Definition { steps: two_features, rules: vec![] }), Some(&catalogue()), &attributes())
                .is_ok()
        );
    }

    #[test]
    fn titles_help_attributes_and_features_are_checked() {
        let mut bad = steps();
        bad[0] = Step::Type { title: "  ".into(), help: "h".repeat(2001), help_en: None, title_en: None };
        bad[1] = Step::Model {
            title: "x".repeat(201),
            help: String::new(),
            attribute_ids: vec![5, 6],
            help_en: None,
            title_en: None,
        };
        bad[3] = Step::Features {
            title: "F".into(),
            help: String::new(),
            feature_ids: vec![30, 31, 99],
            help_en: None,
            title_en: None,
        };
        let result = validate(input(Definition { steps: bad, rules: vec![] }), Some(&catalogue()), &attributes());
        assert_eq!(
            fields(result),
            [
                "definition.steps[0].title",
                "definition.steps[0].help",
                "definition.steps[1].title",
                "definition.steps[1].attributeIds",
                "definition.steps[3].featureIds",
                "definition.steps[3].featureIds",
            ]
        );
    }

    #[test]
    fn a_rule_naming_a_feature_is_refused_even_one_of_the_category() {
        let naming_a_feature = rule("r1", vec![ItemRef::model(10)], vec![ItemRef::feature(30)]);
        let result = validate(
            input(Definition { steps: steps(), rules: vec![naming_a_feature] }),
            Some(&catalogue()),
            &attributes(),
        );
        assert_eq!(fields(result), ["definition.rules[0].then[0]"]);
    }

    #[test]
    fn help_and_rule_messages_a_database_cannot_hold_are_refused() {
        let mut bad = steps();
        bad[0] = Step::Type { title: "Tipo".into(), help: "a\0b".into(), help_en: None, title_en: None };
        let mut with_message = rule("r1", vec![ItemRef::model(10)], vec![ItemRef::feature_value(300)]);
        with_message.message = Some("no\0".into());
        let result =
            validate(input(Definition { steps: bad, rules: vec![with_message] }), Some(&catalogue()), &attributes());
        assert_eq!(fields(result), ["definition.steps[0].help", "definition.rules[0].message"]);
    }

    #[test]
    fn rules_need_unique_ids_both_sides_and_items_of_the_category() {
        let rules = vec![
            rule("r1", vec![ItemRef::model(10)], vec![ItemRef::feature_value(300)]),
            rule("r1", vec![], vec![ItemRef::part(20)]),
            rule("", vec![ItemRef::product_type(1)], vec![]),
            rule(
                "r4",
                vec![ItemRef::model(11), ItemRef::part(21)],
                vec![ItemRef::feature_value(310), ItemRef::part(99), ItemRef::product_type(2)],
            ),
        ];
        let result = validate(input(Definition { steps: steps(), rules }), Some(&catalogue()), &attributes());
        assert_eq!(
            fields(result),
            [
                "definition.rules[1].id",
                "definition.rules[1].if",
                "definition.rules[2].id",
                "definition.rules[2].then",
                "definition.rules[3].if[0]",
                "definition.rules[3].if[1]",
                "definition.rules[3].then[0]",
                "definition.rules[3].then[1]",
                "definition.rules[3].then[2]",
            ]
        );
    }

    #[test]
    fn too_many_rules_an_unknown_category_and_a_missing_definition() {
        let many: Vec<Rule> = (0..=MAX_RULES)
            .map(|i| rule(&format!("r{i}"), vec![ItemRef::model(10)], vec![ItemRef::part(20)]))
            .collect();
        let result = validate(input(Definition { steps: steps(), rules: many }), Some(&catalogue()), &attributes());
        assert_eq!(fields(result), ["definition.rules"]);
        let result = validate(input(Definition { steps: steps(), rules: vec![] }), None, &attributes());
        assert_eq!(fields(result), ["categoryId"]);
        let result = validate(ConfiguratorInput::default(), None, &attributes());
        assert_eq!(fields(result), ["categoryId", "name", "definition"]);
    }

    #[test]
    fn validation_messages_speak_english() {
        let mut swapped = steps();
        swapped.swap(1, 2);
        let rules = vec![
            rule("r1", vec![ItemRef::model(10)], vec![ItemRef::part(99)]),
            rule("r1", vec![ItemRef::model(11)], vec![]),
        ];
        let result = validate(input(Definition { steps: swapped, rules }), Some(&catalogue()), &attributes());
        let Err(DomainError::Validation(errors)) = result else { panic!("expected 422, got {result:?}") };
        let messages: Vec<String> = errors.iter().map(|error| error.message.render(Language::En)).collect();
        assert_eq!(
            messages,
            [
                "Step out of order: the next one should be the model step.",
                "The rule r1 is already defined.",
                "At least one item is needed.",
                "Part no. 99 does not exist or does not belong to this category.",
                "Model Altro does not belong to this category.",
            ]
        );
        messages.iter().map(String::as_str).for_each(crate::configurator::tests::assert_english);
    }

    #[test]
    fn statuses_round_trip() {
        for status in ConfiguratorStatus::ALL {
            assert_eq!(ConfiguratorStatus::parse(status.as_str()), Some(status));
        }
        assert_eq!(ConfiguratorStatus::parse("deleted"), None);
        assert_eq!(attribute_ids(&Definition { steps: steps(), rules: vec![] }), [5]);
    }
}

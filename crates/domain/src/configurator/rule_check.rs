//! The rule check (PRODUCT.md section 11, "Rules checked before they go live"): what a configurator's
//! rules and its category's catalogue make impossible, found before the configurator is published.
//!
//! Every check is **sound**: a finding is only reported when it holds for every configuration, never
//! as a guess. The checks reason about *complete and valid* configurations, and use only facts the
//! evaluation engine guarantees for them:
//!
//! - a configuration has exactly one type and one model, and the model is of the type;
//! - every required part of the model is included (at quantity ≥ 1), and every required feature of an
//!   included part has an active value; so when such a feature has exactly one active value, that value
//!   is selected;
//! - an inactive item is never selected; a rule whose `if` names an item outside the category never fires.
//!
//! From these, the *context* of an offerable model M is the set of items selected in **every** complete
//! and valid configuration of M: M, its type, its required parts, and the only active value of each
//! required choice feature of those parts. An `excludes` rule whose `if` lies inside M's context always
//! fires with M. The checks:
//!
//! | code | severity | reported when |
//! |---|---|---|
//! | `nothing_offered` | error | the category has no active type, or no active model of an active type: the wizard would have nothing to offer |
//! | `unknown_item` | error | a rule names an item absent from the catalogue or not of the category |
//! | `inactive_item` | warning | a rule names an item of the category that is no longer offered |
//! | `contradiction` | error | an `excludes` rule excludes one of its own conditions; or, for a `requires` rule whose conditions can be selected together, every alternative is excluded by an `excludes` rule whose conditions are among them, or cannot be chosen with them (another type or model), or is inactive — at least one for a rule or a choice conflict |
//! | `unsatisfiable_required` | error | an offerable model has a required part that is inactive, absent or with an empty quantity range, or whose required feature has no possible answer; or an `excludes` rule that always fires with the model excludes a required part or the only value of a required feature |
//! | `never_selectable` | warning | in every offerable model that offers an item, an `excludes` rule that always fires with that model excludes it; an optional part with a required feature that has no possible answer; an item whose single-condition `requires` rule only has alternatives that are no longer offered |

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};

use super::definition::{Scope, not_of_category};
use super::evaluate::{Last, join};
use super::index::CatalogueIndex;
use super::model::{Catalogue, Definition, ItemKind, ItemRef, ModelItem, Rule, RuleKind};
use crate::catalogue::FeatureKind;
use crate::tr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Severity {
    /// Reported; does not block publishing.
    Warning,
    /// Blocks publishing.
    Error,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum FindingCode {
    NeverSelectable,
    Contradiction,
    UnsatisfiableRequired,
    InactiveItem,
    UnknownItem,
    NothingOffered,
}

impl FindingCode {
    pub fn as_str(self) -> &'static str {
        match self {
            FindingCode::NeverSelectable => "never_selectable",
            FindingCode::Contradiction => "contradiction",
            FindingCode::UnsatisfiableRequired => "unsatisfiable_required",
            FindingCode::InactiveItem => "inactive_item",
            FindingCode::UnknownItem => "unknown_item",
            FindingCode::NothingOffered => "nothing_offered",
        }
    }

    pub fn severity(self) -> Severity {
        match self {
            FindingCode::UnknownItem
            | FindingCode::Contradiction
            | FindingCode::UnsatisfiableRequired
            | FindingCode::NothingOffered => Severity::Error,
            FindingCode::NeverSelectable | FindingCode::InactiveItem => Severity::Warning,
        }
    }
}

/// One problem of a definition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Finding {
    pub severity: Severity,
    pub code: FindingCode,
    /// In the caller's language, with the catalogue's names as typed.
    pub message: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub item: Option<ItemRef>,
}

impl Finding {
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// Checks a definition against the catalogue of its category (unfiltered: inactive items included).
/// Deterministic: the same input gives the same findings in the same order.
pub fn check(definition: &Definition, catalogue: &Catalogue) -> Vec<Finding> {
    let checker = Checker::new(definition, catalogue);
    let mut findings = Findings::default();
    checker.nothing_offered(catalogue, &mut findings);
    checker.items(&mut findings);
    checker.self_exclusions(&mut findings);
    checker.requires_contradictions(&mut findings);
    checker.required_parts(&mut findings);
    checker.excluded_everywhere(&mut findings);
    checker.requires_inactive_alternatives(&mut findings);
    findings.list
}

#[derive(Default)]
struct Findings {
    list: Vec<Finding>,
    seen: HashSet<(FindingCode, Option<String>, Option<ItemRef>)>,
}

impl Findings {
    fn add(&mut self, code: FindingCode, message: String, rule_id: Option<&str>, item: Option<ItemRef>) {
        let rule_id = rule_id.map(str::to_owned);
        if self.seen.insert((code, rule_id.clone(), item)) {
            self.list.push(Finding { severity: code.severity(), code, message, rule_id, item });
        }
    }
}

struct Checker<'a> {
    rules: &'a [Rule],
    index: CatalogueIndex,
    scope: Scope,
    /// Offerable models of the category, in catalogue order, each once.
    models: Vec<&'a ModelItem>,
    /// Model id → its context (see the module's documentation).
    contexts: HashMap<i64, HashSet<ItemRef>>,
    /// Feature id → its active values, in catalogue order.
    active_values: HashMap<i64, Vec<i64>>,
    /// Index in `rules` of the rules whose `if` items are all of the category (the others never fire).
    live: Vec<usize>,
}

fn distinct(items: &[ItemRef]) -> Vec<ItemRef> {
    let mut seen = HashSet::with_capacity(items.len());
    items.iter().copied().filter(|item| seen.insert(*item)).collect()
}

impl<'a> Checker<'a> {
    fn new(definition: &'a Definition, catalogue: &'a Catalogue) -> Self {
        let index = CatalogueIndex::new(catalogue);
        let scope = Scope::new(catalogue);
        let mut seen = HashSet::new();
        let models: Vec<&ModelItem> = catalogue
            .models
            .iter()
            .filter(|model| seen.insert(model.id))
            .filter(|model| scope.models.contains(&model.id) && index.offerable(ItemRef::model(model.id)))
            .collect();
        let mut active_values: HashMap<i64, Vec<i64>> = HashMap::new();
        let mut seen_values = HashSet::new();
        for value in &catalogue.values {
            if seen_values.insert(value.id) && value.active {
                active_values.entry(value.feature_id).or_default().push(value.id);
            }
        }
        let live = definition
            .rules
            .iter()
            .enumerate()
            .filter(|(_, rule)| !rule.when.is_empty() && rule.when.iter().all(|item| scope.contains(*item)))
            .map(|(position, _)| position)
            .collect();
        let mut checker =
            Self { rules: &definition.rules, index, scope, models, contexts: HashMap::new(), active_values, live };
        checker.contexts = checker.models.iter().map(|model| (model.id, checker.context(model))).collect();
        checker
    }

    fn name(&self, item: ItemRef) -> String {
        self.index.display_name(item)
    }

    fn names(&self, items: &[ItemRef], last: Last) -> String {
        let names: Vec<String> = items.iter().map(|item| self.name(*item)).collect();
        join(&names, last)
    }

    /// Whether the item can be selected at all: of the category and offered.
    fn selectable(&self, item: ItemRef) -> bool {
        self.scope.contains(item) && self.index.offerable(item)
    }

    /// The only active value of a choice feature, if it has exactly one.
    fn only_value(&self, feature_id: i64) -> Option<i64> {
        match self.index.feature(feature_id).map(|feature| feature.kind) {
            Some(FeatureKind::Choice) => match self.active_values.get(&feature_id).map(Vec::as_slice) {
                Some([only]) => Some(*only),
                _ => None,
            },
            _ => None,
        }
    }

    /// Items selected in every complete and valid configuration of the model.
    fn context(&self, model: &ModelItem) -> HashSet<ItemRef> {
        let mut context = HashSet::from([ItemRef::model(model.id), ItemRef::product_type(model.type_id)]);
        for model_part in self.index.parts_of_model(model.id) {
            if !model_part.required || !self.index.offerable(ItemRef::part(model_part.part_id)) {
                continue;
            }
            context.insert(ItemRef::part(model_part.part_id));
            if let Some(part) = self.index.part(model_part.part_id) {
                for feature in part.features.iter().filter(|feature| feature.required) {
                    if let Some(value) = self.only_value(feature.feature_id) {
                        context.insert(ItemRef::feature_value(value));
                    }
                }
            }
        }
        context
    }

    fn live_rules(&self, kind: RuleKind) -> impl Iterator<Item = &'a Rule> + '_ {
        self.live.iter().map(|position| &self.rules[*position]).filter(move |rule| rule.kind == kind)
    }

    /// `nothing_offered`: a category without an active type, or without an active model of one.
    fn nothing_offered(&self, catalogue: &Catalogue, findings: &mut Findings) {
        let message = if !catalogue.types.iter().any(|kind| self.index.offerable(ItemRef::product_type(kind.id))) {
            tr!(
                "La categoria non ha tipologie attive: il configuratore non avrebbe nulla da offrire. Aggiungi o \
                 riattiva una tipologia e un suo modello.",
                "The category has no active type: the configurator would have nothing to offer. Add or reactivate \
                 a type and one of its models."
            )
        } else if self.models.is_empty() {
            tr!(
                "La categoria non ha modelli attivi: il configuratore non avrebbe nulla da offrire. Aggiungi o \
                 riattiva un modello di una tipologia attiva.",
                "The category has no active model: the configurator would have nothing to offer. Add or reactivate \
                 a model of an active type."
            )
        } else {
            return;
        };
        findings.add(FindingCode::NothingOffered, message, None, None);
    }

    /// `unknown_item` and `inactive_item`, per rule and item.
    fn items(&self, findings: &mut Findings) {
        for rule in self.rules {
            let mut items = rule.when.clone();
            items.extend(&rule.then);
            for item in distinct(&items) {
                if !self.scope.contains(item) {
                    let message = tr!("La regola {}: {}", "Rule {}: {}", rule.id, not_of_category(&self.index, item));
                    findings.add(FindingCode::UnknownItem, message, Some(&rule.id), Some(item));
                } else if !self.index.offerable(item) {
                    let message = tr!(
                        "La regola {} nomina un elemento che non è più offerto: {}. Non avrà effetto su di esso.",
                        "Rule {} names an item that is no longer offered: {}. It will have no effect on it.",
                        rule.id,
                        self.name(item)
                    );
                    findings.add(FindingCode::InactiveItem, message, Some(&rule.id), Some(item));
                }
            }
        }
    }

    /// An `excludes` rule that excludes one of its own conditions: its conditions can never all be chosen.
    fn self_exclusions(&self, findings: &mut Findings) {
        for rule in self.live_rules(RuleKind::Excludes) {
            for item in distinct(&rule.then) {
                if rule.when.contains(&item) {
                    let message = tr!(
                        "La regola {} esclude {}, che è anche una sua condizione: {} non si potrà mai scegliere.",
                        "Rule {} excludes {}, which is also one of its conditions: {} can never be chosen.",
                        rule.id,
                        self.name(item),
                        self.names(&distinct(&rule.when), Last::With)
                    );
                    findings.add(FindingCode::Contradiction, message, Some(&rule.id), Some(item));
                }
            }
        }
    }

    /// Whether the items can all be selected together as far as types and models go: at most one type,
    /// at most one model, the model of the type, every part a part of the model.
    fn consistent(&self, items: &[ItemRef]) -> bool {
        let types: HashSet<i64> = items.iter().filter(|item| item.kind == ItemKind::Type).map(|item| item.id).collect();
        let models: Vec<i64> =
            distinct(items).iter().filter(|item| item.kind == ItemKind::Model).map(|item| item.id).collect();
        if types.len() > 1 || models.len() > 1 {
            return false;
        }
        let Some(model) = models.first().and_then(|id| self.index.model(*id)) else { return true };
        types.iter().all(|type_id| *type_id == model.type_id)
            && items
                .iter()
                .filter(|item| item.kind == ItemKind::Part)
                .all(|part| self.index.model_part(model.id, part.id).is_some())
    }

    /// Whether `item` can never be selected together with all of `items` because only one type and one
    /// model are chosen, and the model must be of the type.
    fn choice_conflict(&self, item: ItemRef, items: &[ItemRef]) -> bool {
        let type_of = |model_id: i64| self.index.model(model_id).map(|model| model.type_id);
        items.iter().any(|other| match (item.kind, other.kind) {
            (ItemKind::Type, ItemKind::Type) | (ItemKind::Model, ItemKind::Model) => item.id != other.id,
            (ItemKind::Type, ItemKind::Model) => type_of(other.id).is_some_and(|type_id| type_id != item.id),
            (ItemKind::Model, ItemKind::Type) => type_of(item.id).is_some_and(|type_id| type_id != other.id),
            _ => false,
        })
    }

    /// A `requires` rule none of whose alternatives can be chosen once its conditions are.
    fn requires_contradictions(&self, findings: &mut Findings) {
        let mut excluders: HashMap<ItemRef, Vec<&Rule>> = HashMap::new();
        for rule in self.live_rules(RuleKind::Excludes) {
            for item in distinct(&rule.then) {
                excluders.entry(item).or_default().push(rule);
            }
        }
        for rule in self.live_rules(RuleKind::Requires) {
            let when = distinct(&rule.when);
            // the engine ignores alternatives absent from the catalogue, and the rule when none is left
            let alternatives: Vec<ItemRef> =
                distinct(&rule.then).into_iter().filter(|item| self.index.contains(*item)).collect();
            if alternatives.is_empty() || alternatives.iter().any(|item| when.contains(item)) || !self.consistent(&when)
            {
                continue;
            }
            let mut by_rules: Vec<&str> = Vec::new();
            let mut by_choice = false;
            let mut all_impossible = true;
            for alternative in &alternatives {
                let excluded_by: Vec<&str> = excluders
                    .get(alternative)
                    .into_iter()
                    .flatten()
                    .filter(|excluder| excluder.when.iter().all(|condition| when.contains(condition)))
                    .map(|excluder| excluder.id.as_str())
                    .collect();
                if !excluded_by.is_empty() {
                    for id in excluded_by {
                        if !by_rules.contains(&id) {
                            by_rules.push(id);
                        }
                    }
                } else if self.choice_conflict(*alternative, &when) {
                    by_choice = true;
                } else if self.selectable(*alternative) {
                    all_impossible = false;
                    break;
                }
            }
            if !all_impossible || (by_rules.is_empty() && !by_choice) {
                continue;
            }
            let mut reasons = Vec::new();
            if !by_rules.is_empty() {
                let ids: Vec<String> = by_rules.iter().map(|id| (*id).to_owned()).collect();
                let ids = join(&ids, Last::And);
                reasons.push(if by_rules.len() == 1 {
                    tr!("la regola {ids} le esclude", "rule {ids} excludes them")
                } else {
                    tr!("le regole {ids} le escludono", "rules {ids} exclude them")
                });
            }
            if by_choice {
                reasons.push(tr!(
                    "non si possono scegliere insieme a queste condizioni",
                    "they cannot be chosen together with these conditions"
                ));
            }
            let message = tr!(
                "Le regole si contraddicono: con {} la regola {} richiede {}, ma {}. Quelle scelte non si potranno \
                 mai completare.",
                "The rules contradict each other: with {}, rule {} requires {}, but {}. Those choices can never be \
                 completed.",
                self.names(&when, Last::And),
                rule.id,
                self.names(&alternatives, Last::Or),
                join(&reasons, Last::OrElse)
            );
            findings.add(FindingCode::Contradiction, message, Some(&rule.id), None);
        }
    }

    /// Whether a required feature of a part can be answered.
    fn feature_problem(&self, feature_id: i64) -> Option<String> {
        let Some(feature) = self.index.feature(feature_id) else {
            return Some(tr!(
                "la caratteristica n. {feature_id} non esiste più",
                "feature no. {feature_id} no longer exists"
            ));
        };
        match feature.kind {
            FeatureKind::Choice if !self.active_values.contains_key(&feature_id) => Some(tr!(
                "la caratteristica {} non ha valori attivi",
                "the feature {} has no active value",
                feature.name
            )),
            FeatureKind::Numeric
                if feature.numeric_min.zip(feature.numeric_max).is_some_and(|(min, max)| min > max) =>
            {
                Some(tr!(
                    "la caratteristica {} ha un minimo più alto del massimo",
                    "the feature {} has a minimum above its maximum",
                    feature.name
                ))
            }
            _ => None,
        }
    }

    /// `unsatisfiable_required` for the required parts of offerable models, and `never_selectable` for
    /// optional parts that can never be answered.
    fn required_parts(&self, findings: &mut Findings) {
        for model in &self.models {
            let model_name = self.name(ItemRef::model(model.id));
            for model_part in self.index.parts_of_model(model.id) {
                let item = ItemRef::part(model_part.part_id);
                let part_name = self.name(item);
                let problem = if !self.index.offerable(item) {
                    Some(tr!("la parte {part_name} non è più offerta", "the part {part_name} is no longer offered"))
                } else if model_part.max_quantity < 1 || model_part.min_quantity > model_part.max_quantity {
                    Some(tr!(
                        "le quantità della parte {part_name} (da {} a {}) sono impossibili",
                        "the quantities of the part {part_name} (from {} to {}) are impossible",
                        model_part.min_quantity,
                        model_part.max_quantity
                    ))
                } else {
                    self.index.part(model_part.part_id).and_then(|part| {
                        part.features
                            .iter()
                            .filter(|feature| feature.required)
                            .find_map(|feature| self.feature_problem(feature.feature_id))
                    })
                };
                let Some(problem) = problem else { continue };
                if model_part.required {
                    let message = tr!(
                        "{model_name} non si potrà mai completare: la parte {part_name} è obbligatoria ma {problem}.",
                        "{model_name} can never be completed: the part {part_name} is required but {problem}."
                    );
                    findings.add(FindingCode::UnsatisfiableRequired, message, None, Some(item));
                } else if self.index.offerable(item) {
                    let message = tr!(
                        "La parte {part_name} non si potrà mai scegliere: {problem}.",
                        "The part {part_name} can never be chosen: {problem}."
                    );
                    findings.add(FindingCode::NeverSelectable, message, None, Some(item));
                }
            }
            let context = &self.contexts[&model.id];
            for rule in self.live_rules(RuleKind::Excludes) {
                if !rule.when.iter().all(|item| context.contains(item)) {
                    continue;
                }
                for item in distinct(&rule.then) {
                    if !context.contains(&item) || matches!(item.kind, ItemKind::Model | ItemKind::Type) {
                        continue;
                    }
                    let what = match item.kind {
                        ItemKind::Part => tr!("la parte obbligatoria {}", "the required part {}", self.name(item)),
                        _ => tr!(
                            "{}, l'unico valore di una caratteristica obbligatoria",
                            "{}, the only value of a required feature",
                            self.name(item)
                        ),
                    };
                    let message = tr!(
                        "{model_name} non si potrà mai completare: la regola {} vale sempre con questo modello e \
                         vieta {what}.",
                        "{model_name} can never be completed: rule {} always applies with this model and forbids \
                         {what}.",
                        rule.id
                    );
                    findings.add(FindingCode::UnsatisfiableRequired, message, Some(&rule.id), Some(item));
                }
            }
        }
    }

    /// The offerable models in which the item could be chosen.
    fn candidates(&self, item: ItemRef) -> Vec<i64> {
        let offers_feature = |model_id: i64, feature_id: i64| {
            self.index.parts_of_model(model_id).iter().any(|model_part| {
                self.index.part_feature(model_part.part_id, feature_id).is_some()
                    && self.index.offerable(ItemRef::part(model_part.part_id))
            })
        };
        self.models
            .iter()
            .filter(|model| match item.kind {
                ItemKind::Type => model.type_id == item.id,
                ItemKind::Model => model.id == item.id,
                ItemKind::Part => self.index.model_part(model.id, item.id).is_some(),
                ItemKind::FeatureValue => {
                    self.index.value(item.id).is_some_and(|value| offers_feature(model.id, value.feature_id))
                }
            })
            .map(|model| model.id)
            .collect()
    }

    /// `never_selectable`: an item that, in every model that offers it, an always-firing rule excludes.
    fn excluded_everywhere(&self, findings: &mut Findings) {
        // item → (models where it is excluded, the rules that exclude it)
        let mut excluded: HashMap<ItemRef, (HashSet<i64>, Vec<&str>)> = HashMap::new();
        let mut order: Vec<ItemRef> = Vec::new();
        for rule in self.live_rules(RuleKind::Excludes) {
            for model in &self.models {
                if !rule.when.iter().all(|item| self.contexts[&model.id].contains(item)) {
                    continue;
                }
                for item in distinct(&rule.then) {
                    let entry = excluded.entry(item).or_insert_with(|| {
                        order.push(item);
                        (HashSet::new(), Vec::new())
                    });
                    entry.0.insert(model.id);
                    if !entry.1.contains(&rule.id.as_str()) {
                        entry.1.push(&rule.id);
                    }
                }
            }
        }
        for item in order {
            if !self.selectable(item) {
                continue;
            }
            let (models, rule_ids) = &excluded[&item];
            let candidates = self.candidates(item);
            if candidates.is_empty() || !candidates.iter().all(|model| models.contains(model)) {
                continue;
            }
            let ids: Vec<String> = rule_ids.iter().map(|id| (*id).to_owned()).collect();
            let (name, several, ids) = (self.name(item), ids.len() > 1, join(&ids, Last::And));
            let message = if several {
                tr!(
                    "{name} non si potrà mai scegliere: le regole {ids} lo escludono in ogni modello che lo prevede.",
                    "{name} can never be chosen: rules {ids} exclude it in every model that offers it."
                )
            } else {
                tr!(
                    "{name} non si potrà mai scegliere: la regola {ids} lo esclude in ogni modello che lo prevede.",
                    "{name} can never be chosen: rule {ids} excludes it in every model that offers it."
                )
            };
            findings.add(FindingCode::NeverSelectable, message, rule_ids.first().copied(), Some(item));
        }
    }

    /// `never_selectable`: an item whose single-condition `requires` rule only offers alternatives that are
    /// no longer offered.
    fn requires_inactive_alternatives(&self, findings: &mut Findings) {
        for rule in self.live_rules(RuleKind::Requires) {
            let [item] = distinct(&rule.when)[..] else { continue };
            let alternatives: Vec<ItemRef> =
                distinct(&rule.then).into_iter().filter(|other| self.index.contains(*other)).collect();
            if !self.selectable(item)
                || alternatives.is_empty()
                || alternatives.contains(&item)
                || alternatives.iter().any(|other| self.selectable(*other))
            {
                continue;
            }
            let message = tr!(
                "{} non si potrà mai scegliere: la regola {} richiede {}, che non sono più offerti.",
                "{} can never be chosen: rule {} requires {}, which are no longer offered.",
                self.name(item),
                rule.id,
                self.names(&alternatives, Last::Or)
            );
            findings.add(FindingCode::NeverSelectable, message, Some(&rule.id), Some(item));
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::configurator::model::{ModelPartItem, PartFeatureItem, Step};
    use crate::testing::{choice, excludes, feature, kind, model, part, requires, value};

    const LINEARI: i64 = 1;
    const ANGOLARI: i64 = 2;
    const OSLO: i64 = 10;
    const BERGEN: i64 = 11;
    const STRUTTURA: i64 = 20;
    const POUF: i64 = 21;
    const PENISOLA: i64 = 22;
    const TESSUTO: i64 = 30;
    const GAMBE: i64 = 31;
    const LINO: i64 = 300;
    const VELLUTO: i64 = 301;
    const PELLE: i64 = 302;
    const ROVERE: i64 = 310;

    /// A part of a model, required at once or optional, up to two.
    fn model_part(model_id: i64, part_id: i64, required: bool) -> ModelPartItem {
        crate::testing::model_part(model_id, part_id, required, i64::from(required), 2)
    }

    /// Oslo (Lineari) and Bergen (Angolari); a required frame in Tessuto with legs in Gambe (only Rovere is
    /// active), optional poufs in Tessuto, and a peninsula only Bergen has.
    fn catalogue() -> Catalogue {
        let required = |feature_id| feature(feature_id, true);
        let unpriced = |id: i64, name: &str, features: Vec<PartFeatureItem>| part(id, name, 0, features);
        Catalogue {
            types: vec![kind(LINEARI, "Lineari"), kind(ANGOLARI, "Angolari")],
            models: vec![model(OSLO, LINEARI, "OSLO", "Oslo", 1), model(BERGEN, ANGOLARI, "BERGEN", "Bergen", 1)],
            model_parts: vec![
                model_part(OSLO, STRUTTURA, true),
                model_part(OSLO, POUF, false),
                model_part(BERGEN, STRUTTURA, true),
                model_part(BERGEN, POUF, false),
                model_part(BERGEN, PENISOLA, false),
            ],
            parts: vec![
                unpriced(STRUTTURA, "Struttura", vec![required(TESSUTO), required(GAMBE)]),
                unpriced(POUF, "Pouf", vec![required(TESSUTO)]),
                unpriced(PENISOLA, "Penisola", vec![required(TESSUTO)]),
            ],
            features: vec![choice(TESSUTO, "Tessuto"), choice(GAMBE, "Gambe")],
            values: vec![
                value(LINO, TESSUTO, "Lino", 0, true),
                value(VELLUTO, TESSUTO, "Velluto", 0, true),
                value(PELLE, TESSUTO, "Pelle", 0, false),
                value(ROVERE, GAMBE, "Rovere", 0, true),
            ],
            discount_percent: 0,
        }
    }

    fn run(rules: Vec<Rule>) -> Vec<Finding> {
        run_on(&catalogue(), rules)
    }

    fn run_on(catalogue: &Catalogue, rules: Vec<Rule>) -> Vec<Finding> {
        let steps = vec![Step::Summary { title: "Riepilogo".into(), help: String::new() }];
        check(&Definition { steps, rules }, catalogue)
    }

    fn codes(findings: &[Finding]) -> Vec<(&'static str, Option<&str>, Option<ItemRef>)> {
        findings.iter().map(|f| (f.code.as_str(), f.rule_id.as_deref(), f.item)).collect()
    }

    #[test]
    fn sensible_rules_give_no_finding() {
        let findings = run(vec![
            excludes("oslo-velluto", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(VELLUTO)]),
            requires(
                "pouf-tessuto",
                vec![ItemRef::part(POUF)],
                vec![ItemRef::feature_value(LINO), ItemRef::feature_value(VELLUTO)],
            ),
            excludes(
                "due-condizioni",
                vec![ItemRef::model(BERGEN), ItemRef::part(PENISOLA)],
                vec![ItemRef::part(POUF)],
            ),
        ]);
        assert_eq!(findings, vec![]);
    }

    #[test]
    fn a_category_without_an_active_type_or_model_has_nothing_to_offer() {
        let empty = run_on(&Catalogue::default(), vec![]);
        assert_eq!(codes(&empty), [("nothing_offered", None, None)]);
        assert!(empty[0].is_error());
        assert!(empty[0].message.contains("tipologie attive"), "{}", empty[0].message);

        let mut types_only = catalogue();
        types_only.models.iter_mut().for_each(|model| model.active = false);
        let findings = run_on(&types_only, vec![]);
        assert_eq!(codes(&findings), [("nothing_offered", None, None)]);
        assert!(findings[0].message.contains("modelli attivi"), "{}", findings[0].message);

        let mut inactive_types = catalogue();
        inactive_types.types.iter_mut().for_each(|kind| kind.active = false);
        let findings = run_on(&inactive_types, vec![]);
        assert!(findings[0].message.contains("tipologie attive"), "{}", findings[0].message);
    }

    #[test]
    fn unknown_and_inactive_items() {
        let findings = run(vec![excludes(
            "r1",
            vec![ItemRef::model(OSLO)],
            vec![ItemRef::feature_value(PELLE), ItemRef::part(99), ItemRef::model(OSLO + 100)],
        )]);
        assert_eq!(
            codes(&findings),
            [
                ("inactive_item", Some("r1"), Some(ItemRef::feature_value(PELLE))),
                ("unknown_item", Some("r1"), Some(ItemRef::part(99))),
                ("unknown_item", Some("r1"), Some(ItemRef::model(OSLO + 100))),
            ]
        );
        assert_eq!(findings[0].severity, Severity::Warning);
        assert!(findings[0].message.contains("Tessuto Pelle"), "{}", findings[0].message);
        assert!(findings[1].is_error());
        assert!(findings[1].message.contains("n. 99"), "{}", findings[1].message);
    }

    #[test]
    fn a_rule_excluding_its_own_condition_is_a_contradiction() {
        let findings = run(vec![excludes(
            "r1",
            vec![ItemRef::part(POUF), ItemRef::feature_value(LINO)],
            vec![ItemRef::part(POUF)],
        )]);
        assert_eq!(codes(&findings), [("contradiction", Some("r1"), Some(ItemRef::part(POUF)))]);
        assert!(findings[0].is_error());
        assert!(findings[0].message.contains("Pouf con Tessuto Lino"), "{}", findings[0].message);
    }

    #[test]
    fn a_requires_rule_whose_alternatives_another_rule_excludes_is_a_contradiction() {
        // Pouf requires Lino; with Pouf, Lino is excluded
        let findings = run(vec![
            requires("r1", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(LINO)]),
            excludes("r2", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(LINO), ItemRef::part(PENISOLA)]),
        ]);
        assert_eq!(codes(&findings), [("contradiction", Some("r1"), None)]);
        assert!(findings[0].message.contains("la regola r2"), "{}", findings[0].message);

        // the excluding rule needs more than the requiring one: no contradiction
        let findings = run(vec![
            requires("r1", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(LINO)]),
            excludes("r2", vec![ItemRef::part(POUF), ItemRef::model(OSLO)], vec![ItemRef::feature_value(LINO)]),
        ]);
        assert_eq!(findings, vec![]);

        // one alternative left free: no contradiction
        let findings = run(vec![
            requires(
                "r1",
                vec![ItemRef::part(POUF)],
                vec![ItemRef::feature_value(LINO), ItemRef::feature_value(VELLUTO)],
            ),
            excludes("r2", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(LINO)]),
        ]);
        assert_eq!(findings, vec![]);
    }

    #[test]
    fn a_model_requiring_another_model_or_type_is_a_contradiction() {
        let findings = run(vec![
            requires("r1", vec![ItemRef::model(OSLO)], vec![ItemRef::model(BERGEN), ItemRef::product_type(ANGOLARI)]),
            // conditions that can never hold together: not reported
            requires("r2", vec![ItemRef::model(OSLO), ItemRef::model(BERGEN)], vec![ItemRef::product_type(ANGOLARI)]),
        ]);
        assert_eq!(codes(&findings), [("contradiction", Some("r1"), None)]);
        assert!(findings[0].message.contains("non si possono scegliere insieme"), "{}", findings[0].message);
    }

    #[test]
    fn required_parts_and_features_that_can_never_be_valid() {
        let mut catalogue = catalogue();
        // Gambe loses its only active value; Penisola (optional) can never be answered either
        catalogue.values.retain(|value| value.id != ROVERE);
        catalogue.parts[2].features.push(PartFeatureItem { feature_id: GAMBE, required: true });
        let findings = run_on(&catalogue, vec![]);
        assert_eq!(
            codes(&findings),
            [
                ("unsatisfiable_required", None, Some(ItemRef::part(STRUTTURA))),
                ("never_selectable", None, Some(ItemRef::part(PENISOLA))),
            ]
        );
        assert!(findings[0].message.contains("Gambe non ha valori attivi"), "{}", findings[0].message);
        assert!(findings[0].is_error() && !findings[1].is_error());

        let mut catalogue = self::catalogue();
        catalogue.model_parts[0].max_quantity = 0;
        catalogue.parts.iter_mut().for_each(|part| part.active = part.id != POUF);
        let findings = run_on(&catalogue, vec![]);
        assert_eq!(codes(&findings), [("unsatisfiable_required", None, Some(ItemRef::part(STRUTTURA)))]);
        assert!(findings[0].message.contains("Modello Oslo"), "{}", findings[0].message);
    }

    #[test]
    fn a_rule_always_firing_with_a_model_that_excludes_a_required_part_or_only_value() {
        let findings = run(vec![
            excludes("r1", vec![ItemRef::model(OSLO)], vec![ItemRef::part(STRUTTURA)]),
            // Rovere is the only value of the required Gambe, hence always chosen
            excludes("r2", vec![ItemRef::product_type(ANGOLARI)], vec![ItemRef::feature_value(ROVERE)]),
        ]);
        assert_eq!(
            codes(&findings),
            [
                ("unsatisfiable_required", Some("r1"), Some(ItemRef::part(STRUTTURA))),
                ("unsatisfiable_required", Some("r2"), Some(ItemRef::feature_value(ROVERE))),
            ]
        );
    }

    #[test]
    fn an_item_excluded_in_every_model_that_offers_it_is_never_selectable() {
        // Penisola only exists in Bergen, and with Bergen it is always excluded
        let findings = run(vec![
            excludes("r1", vec![ItemRef::model(BERGEN)], vec![ItemRef::part(PENISOLA)]),
            // Velluto excluded by one rule in Oslo and another in Bergen
            excludes("r2", vec![ItemRef::product_type(LINEARI)], vec![ItemRef::feature_value(VELLUTO)]),
            excludes(
                "r3",
                vec![ItemRef::part(STRUTTURA), ItemRef::model(BERGEN)],
                vec![ItemRef::feature_value(VELLUTO)],
            ),
            // Pouf excluded in Oslo only: still selectable with Bergen
            excludes("r4", vec![ItemRef::model(OSLO)], vec![ItemRef::part(POUF)]),
        ]);
        assert_eq!(
            codes(&findings),
            [
                ("never_selectable", Some("r1"), Some(ItemRef::part(PENISOLA))),
                ("never_selectable", Some("r2"), Some(ItemRef::feature_value(VELLUTO))),
            ]
        );
        assert!(findings[1].message.contains("le regole r2 e r3"), "{}", findings[1].message);
        assert!(findings.iter().all(|finding| finding.severity == Severity::Warning));
    }

    #[test]
    fn an_item_whose_requirements_are_all_inactive_is_never_selectable() {
        let findings = run(vec![requires("r1", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(PELLE)])]);
        assert_eq!(
            codes(&findings),
            [
                ("inactive_item", Some("r1"), Some(ItemRef::feature_value(PELLE))),
                ("never_selectable", Some("r1"), Some(ItemRef::part(POUF))),
            ]
        );
    }

    #[test]
    fn findings_speak_english_with_the_same_codes() {
        let in_english = |catalogue: &Catalogue, rules: Vec<Rule>| {
            crate::locale::with_language(crate::locale::Language::En, || run_on(catalogue, rules))
        };
        let rules = vec![
            excludes("r1", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(PELLE), ItemRef::part(99)]),
            requires("r2", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(LINO)]),
            excludes("r3", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(LINO), ItemRef::part(PENISOLA)]),
            excludes("r4", vec![ItemRef::product_type(LINEARI)], vec![ItemRef::feature_value(VELLUTO)]),
            excludes(
                "r5",
                vec![ItemRef::part(STRUTTURA), ItemRef::model(BERGEN)],
                vec![ItemRef::feature_value(VELLUTO)],
            ),
        ];
        let english = in_english(&catalogue(), rules.clone());
        assert_eq!(codes(&english), codes(&run(rules)));
        let messages: Vec<&str> = english.iter().map(|finding| finding.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "Rule r1 names an item that is no longer offered: Tessuto Pelle. It will have no effect on it.",
                "Rule r1: Part no. 99 does not exist or does not belong to this category.",
                "The rules contradict each other: with Pouf, rule r2 requires Tessuto Lino, but rule r3 excludes \
                 them. Those choices can never be completed.",
                "Tessuto Velluto can never be chosen: rules r4 and r5 exclude it in every model that offers it.",
            ]
        );
        let empty = in_english(&Catalogue::default(), vec![]);
        assert_eq!(
            empty[0].message,
            "The category has no active type: the configurator would have nothing to offer. Add or reactivate a \
             type and one of its models."
        );
        messages.into_iter().chain([empty[0].message.as_str()]).for_each(crate::configurator::tests::assert_english);
    }

    #[test]
    fn rules_with_unknown_conditions_never_fire_so_they_raise_nothing_else() {
        let findings = run(vec![excludes("r1", vec![ItemRef::model(999)], vec![ItemRef::part(STRUTTURA)])]);
        assert_eq!(codes(&findings), [("unknown_item", Some("r1"), Some(ItemRef::model(999)))]);
        assert_eq!(serde_json::to_value(&findings[0]).unwrap()["code"], "unknown_item");
        assert_eq!(serde_json::to_value(&findings[0]).unwrap()["severity"], "error");
        assert_eq!(serde_json::to_value(&findings[0]).unwrap()["ruleId"], "r1");
    }
}

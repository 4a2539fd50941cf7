//! The rule check (docs/product.md section 11, "Rules checked before they go live"): what a configurator's
//! rules and its category's catalogue make impossible, found before the configurator is published.
//!
//! Every finding is **exact**: the checks that reason about configurations ask the configurator's
//! configuration space ([`Space`]) over the whole catalogue of the category, so a finding holds for every
//! complete and valid configuration and nothing dead goes unreported. The checks:
//!
//! | code | severity | reported when |
//! |---|---|---|
//! | `nothing_offered` | error | the category has no active type, or no active model of an active type: the wizard would have nothing to offer |
//! | `unknown_item` | error | a rule names an item absent from the catalogue or not of the category |
//! | `inactive_item` | warning | a rule names an item of the category that is no longer offered |
//! | `contradiction` | error | an `excludes` rule excludes one of its own conditions |
//! | `no_valid_configuration` | error | the configurator admits no complete and valid configuration at all (with the rules that together forbid everything) |
//! | `unsatisfiable_required` | error | an offerable model's required part can never be chosen, so the model (the finding's item) is never valid |
//! | `never_selectable` | warning | an offered type, model, part of a model, or value (on a part, or on every part offering it) is in no valid configuration, with the subset-minimal rules that rule it out |
//! | `always_chosen` | warning | an optional part of a model is in every valid configuration of that model |
//! | `redundant` | warning | a rule follows from the others: no configuration breaks it that keeps them |
//! | `missing_english` | warning | once translating has begun, an item of the category, a step's title or help, or a rule's message with no English text: English readers see the Italian one |

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};

use super::definition::{Scope, outside_item};
use super::explore::rule_sentences;
use super::index::CatalogueIndex;
use super::model::{Catalogue, Definition, ItemKind, ItemRef, ModelItem, Rule, RuleKind};
use super::names::ItemName;
use super::space::{Lit, Space};
use crate::said::{Engine, Language, Said, Speak};

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
    AlwaysChosen,
    Redundant,
    NoValidConfiguration,
    Contradiction,
    UnsatisfiableRequired,
    InactiveItem,
    UnknownItem,
    NothingOffered,
    MissingEnglish,
}

impl FindingCode {
    pub fn as_str(self) -> &'static str {
        match self {
            FindingCode::NeverSelectable => "never_selectable",
            FindingCode::AlwaysChosen => "always_chosen",
            FindingCode::Redundant => "redundant",
            FindingCode::NoValidConfiguration => "no_valid_configuration",
            FindingCode::Contradiction => "contradiction",
            FindingCode::UnsatisfiableRequired => "unsatisfiable_required",
            FindingCode::InactiveItem => "inactive_item",
            FindingCode::UnknownItem => "unknown_item",
            FindingCode::NothingOffered => "nothing_offered",
            FindingCode::MissingEnglish => "missing_english",
        }
    }

    pub fn severity(self) -> Severity {
        match self {
            FindingCode::UnknownItem
            | FindingCode::Contradiction
            | FindingCode::UnsatisfiableRequired
            | FindingCode::NothingOffered
            | FindingCode::NoValidConfiguration => Severity::Error,
            FindingCode::NeverSelectable
            | FindingCode::InactiveItem
            | FindingCode::AlwaysChosen
            | FindingCode::Redundant
            | FindingCode::MissingEnglish => Severity::Warning,
        }
    }
}

/// One problem of a definition.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Finding {
    pub severity: Severity,
    pub code: FindingCode,
    /// In the caller's language, with the catalogue's names as typed.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub message: Said,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule_id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub item: Option<ItemRef>,
    /// Set when the finding holds only for that company's view of the catalogue.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub company_id: Option<i64>,
}

impl Finding {
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl Speak for Finding {
    fn speak(&mut self, language: Language) {
        self.message.speak(language);
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
    if !findings.list.iter().any(|finding| finding.code == FindingCode::NothingOffered) {
        exact(definition, catalogue, &checker.index, &mut findings);
    }
    checker.without_english(definition, catalogue, &mut findings);
    findings.list
}

/// How many items a `missing_english` finding names before it counts the rest.
const NAMED_WITHOUT_ENGLISH: usize = 8;

#[derive(Default)]
struct Findings {
    list: Vec<Finding>,
    seen: HashSet<(FindingCode, Option<String>, Option<ItemRef>)>,
}

impl Findings {
    fn add(&mut self, code: FindingCode, message: Engine, rule_id: Option<&str>, item: Option<ItemRef>) {
        let rule_id = rule_id.map(str::to_owned);
        if self.seen.insert((code, rule_id.clone(), item)) {
            let message = message.into();
            self.list.push(Finding { severity: code.severity(), code, message, rule_id, item, company_id: None });
        }
    }
}

struct Checker<'a> {
    rules: &'a [Rule],
    index: CatalogueIndex,
    scope: Scope,
    /// Offerable models of the category, in catalogue order, each once.
    models: Vec<&'a ModelItem>,
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
        let live = definition
            .rules
            .iter()
            .enumerate()
            .filter(|(_, rule)| !rule.when.is_empty() && rule.when.iter().all(|item| scope.contains(*item)))
            .map(|(position, _)| position)
            .collect();
        Self { rules: &definition.rules, index, scope, models, live }
    }

    fn name(&self, item: ItemRef) -> ItemName {
        self.index.display_name(item)
    }

    fn live_rules(&self, kind: RuleKind) -> impl Iterator<Item = &'a Rule> + '_ {
        self.live.iter().map(|position| &self.rules[*position]).filter(move |rule| rule.kind == kind)
    }

    /// `nothing_offered`: a category without an active type, or without an active model of one.
    fn nothing_offered(&self, catalogue: &Catalogue, findings: &mut Findings) {
        let message = if !catalogue.types.iter().any(|kind| self.index.offerable(ItemRef::product_type(kind.id))) {
            Engine::NoActiveType
        } else if self.models.is_empty() {
            Engine::NoActiveModel
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
                    let message =
                        Engine::RuleNamesOutsideItem { rule: rule.id.clone(), item: outside_item(&self.index, item) };
                    findings.add(FindingCode::UnknownItem, message, Some(&rule.id), Some(item));
                } else if !self.index.offerable(item) {
                    let message = Engine::RuleNamesInactiveItem { rule: rule.id.clone(), item: self.name(item) };
                    findings.add(FindingCode::InactiveItem, message, Some(&rule.id), Some(item));
                }
            }
        }
    }

    /// `missing_english`: the offered items of the category with no English name, then the steps and rule
    /// messages with no English text (a help or a message left empty needs none). Only once the translation
    /// has begun (some English text in the category or the definition): a catalogue kept in Italian alone is
    /// not warned about on every item.
    fn without_english(&self, definition: &Definition, catalogue: &Catalogue, findings: &mut Findings) {
        let translated_step = |step: &super::model::Step| {
            let (_, _, title_en, help_en) = step.texts();
            title_en.is_some() || help_en.is_some()
        };
        let begun = !catalogue.english.0.is_empty()
            || definition.steps.iter().any(translated_step)
            || definition.rules.iter().any(|rule| rule.message_en.is_some());
        if !begun {
            return;
        }
        let items: Vec<ItemRef> = catalogue
            .without_english()
            .into_iter()
            .filter(|item| match item.kind {
                ItemKind::Feature => self.scope.features.contains(&item.id),
                _ => self.scope.contains(*item) && self.index.offerable(*item),
            })
            .collect();
        if let Some(first) = items.first() {
            let named = items.iter().take(NAMED_WITHOUT_ENGLISH).map(|item| self.name(*item)).collect();
            let more = items.len().saturating_sub(NAMED_WITHOUT_ENGLISH);
            findings.add(FindingCode::MissingEnglish, Engine::ItemsWithoutEnglish { named, more }, None, Some(*first));
        }
        let steps: Vec<String> = definition
            .steps
            .iter()
            .filter(|step| {
                let (_, help, title_en, help_en) = step.texts();
                title_en.is_none() || (!help.is_empty() && help_en.is_none())
            })
            .map(|step| step.texts().0.to_owned())
            .collect();
        let rules: Vec<String> = definition
            .rules
            .iter()
            .filter(|rule| rule.message.is_some() && rule.message_en.is_none())
            .map(|rule| rule.id.clone())
            .collect();
        if !steps.is_empty() || !rules.is_empty() {
            findings.add(FindingCode::MissingEnglish, Engine::TextsWithoutEnglish { steps, rules }, None, None);
        }
    }

    /// An `excludes` rule that excludes one of its own conditions: its conditions can never all be chosen.
    fn self_exclusions(&self, findings: &mut Findings) {
        for rule in self.live_rules(RuleKind::Excludes) {
            for item in distinct(&rule.then) {
                if rule.when.contains(&item) {
                    let message = Engine::ExcludesOwnCondition {
                        rule: rule.id.clone(),
                        item: self.name(item),
                        conditions: distinct(&rule.when).into_iter().map(|item| self.name(item)).collect(),
                    };
                    findings.add(FindingCode::Contradiction, message, Some(&rule.id), Some(item));
                }
            }
        }
    }
}

/// The findings that hold only for the company's view of the catalogue (`slice`, through its entity
/// filters) and not for the whole one (`whole`): what its users can never choose, never validly configure
/// or always have. Warnings, named for the company: a company's filters may hide things on purpose, so
/// they never block publishing.
pub fn check_slice(definition: &Definition, slice: &CompanySlice, whole: &[Finding]) -> Vec<Finding> {
    let known: HashSet<(FindingCode, Option<ItemRef>)> =
        whole.iter().map(|finding| (finding.code, finding.item)).collect();
    check(definition, &slice.catalogue)
        .into_iter()
        .filter(|finding| {
            matches!(
                finding.code,
                FindingCode::NoValidConfiguration
                    | FindingCode::NeverSelectable
                    | FindingCode::UnsatisfiableRequired
                    | FindingCode::AlwaysChosen
            ) && !known.contains(&(finding.code, finding.item))
        })
        .map(|finding| Finding {
            severity: Severity::Warning,
            message: Engine::ForCompany {
                company: slice.company_name.clone(),
                finding: Box::new(finding.message.message),
            }
            .into(),
            company_id: Some(slice.company_id),
            ..finding
        })
        .collect()
}

/// The catalogue of a category as one company's users see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanySlice {
    pub company_id: i64,
    pub company_name: String,
    /// Through the company's entity filters, inactive items included.
    pub catalogue: Catalogue,
}

/// The exact checks, asked of the configuration space (see the module's documentation).
fn exact(definition: &Definition, catalogue: &Catalogue, index: &CatalogueIndex, findings: &mut Findings) {
    let space = Space::build(definition, catalogue);
    let mut session = space.session();
    let explain = |rules: &[usize]| {
        let rules: Vec<&Rule> = rules.iter().map(|position| space.rule_at(*position)).collect();
        rule_sentences(index, &rules)
    };
    let first_rule = |rules: &[usize]| rules.first().map(|position| space.rule_at(*position).id.clone());
    if !session.satisfiable(&[]) {
        let rules = session.minimal_rules(&[]);
        let message = Engine::NoValidConfiguration { rules: explain(&rules) };
        findings.add(FindingCode::NoValidConfiguration, message, first_rule(&rules).as_deref(), None);
        return;
    }
    let name = |item: ItemRef| index.display_name(item);
    let dead = |item: ItemRef, lits: &[Lit], session: &mut super::space::Session<'_>, findings: &mut Findings| {
        let rules = session.minimal_rules(lits);
        let message = Engine::NeverSelectable { item: name(item), rules: explain(&rules) };
        findings.add(FindingCode::NeverSelectable, message, first_rule(&rules).as_deref(), Some(item));
    };
    // models, and types without an offerable model (a dead model says why its type is)
    let with_models: HashSet<i64> = space.model_ids().into_iter().map(|(_, type_id)| type_id).collect();
    let top: Vec<(ItemRef, Lit)> = space
        .type_ids()
        .into_iter()
        .filter(|id| !with_models.contains(id))
        .map(ItemRef::product_type)
        .chain(space.model_ids().into_iter().map(|(id, _)| ItemRef::model(id)))
        .filter_map(|item| space.lit(item).map(|lit| (item, lit)))
        .collect();
    let possible = session.possible(&[], &top.iter().map(|(_, lit)| *lit).collect::<Vec<_>>());
    for ((item, lit), possible) in top.iter().zip(possible) {
        if possible {
            continue;
        }
        let unsatisfiable = (item.kind == ItemKind::Model)
            .then(|| {
                // a required part the model can never include: not offered, bounds that allow no piece, or a
                // part no configuration has
                index.parts_of_model(item.id).iter().find(|model_part| {
                    let part = ItemRef::part(model_part.part_id);
                    model_part.required
                        && (!index.offerable(part)
                            || model_part.max_quantity < model_part.min_quantity.max(1)
                            || space.lit(part).is_none_or(|lit| !session.satisfiable(&[lit])))
                })
            })
            .flatten();
        match unsatisfiable {
            Some(model_part) => {
                let part = ItemRef::part(model_part.part_id);
                let message = Engine::RequiredNeverSelectable { model: name(*item), part: name(part) };
                findings.add(FindingCode::UnsatisfiableRequired, message, None, Some(*item));
            }
            None => dead(*item, &[*lit], &mut session, findings),
        }
    }
    // each possible model's parts: never with it, or always with it though optional
    for (id, _) in space.model_ids() {
        let Some(model) = space.lit(ItemRef::model(id)).filter(|lit| session.satisfiable(&[*lit])) else { continue };
        let parts: Vec<(&super::model::ModelPartItem, Lit)> = index
            .parts_of_model(id)
            .iter()
            .filter_map(|model_part| space.lit(ItemRef::part(model_part.part_id)).map(|lit| (model_part, lit)))
            .collect();
        let lits: Vec<Lit> = parts.iter().map(|(_, lit)| *lit).collect();
        let possible = session.possible(&[model], &lits);
        let avoidable = session.possible(&[model], &lits.iter().map(|lit| !*lit).collect::<Vec<_>>());
        for (((model_part, lit), possible), avoidable) in parts.iter().zip(possible).zip(avoidable) {
            let part = ItemRef::part(model_part.part_id);
            if !possible {
                let rules = session.minimal_rules(&[model, *lit]);
                let message = Engine::NeverSelectableWithModel {
                    part: name(part),
                    model: name(ItemRef::model(id)),
                    rules: explain(&rules),
                };
                findings.add(FindingCode::NeverSelectable, message, first_rule(&rules).as_deref(), Some(part));
            } else if !avoidable && !model_part.required {
                let message = Engine::AlwaysNecessary { part: name(part), model: name(ItemRef::model(id)) };
                findings.add(FindingCode::AlwaysChosen, message, None, Some(part));
            }
        }
    }
    // values on parts that no configuration has, on parts that some configuration has
    let part_lits: Vec<Lit> = space
        .part_value_items()
        .iter()
        .filter_map(|(item, _)| item.part_id)
        .collect::<HashSet<i64>>()
        .into_iter()
        .filter_map(|part| space.lit(ItemRef::part(part)))
        .collect();
    let possible_parts: HashSet<Lit> = part_lits
        .iter()
        .zip(session.possible(&[], &part_lits))
        .filter(|(_, possible)| *possible)
        .map(|(lit, _)| *lit)
        .collect();
    let values: Vec<(ItemRef, Lit)> = space
        .part_value_items()
        .into_iter()
        .filter(|(item, _)| {
            item.part_id
                .and_then(|part| space.lit(ItemRef::part(part)))
                .is_some_and(|lit| possible_parts.contains(&lit))
        })
        .collect();
    let possible = session.possible(&[], &values.iter().map(|(_, lit)| *lit).collect::<Vec<_>>());
    let mut dead_on: HashMap<i64, Vec<(ItemRef, Lit)>> = HashMap::new();
    let mut offered_on: HashMap<i64, usize> = HashMap::new();
    for ((item, lit), possible) in values.iter().zip(possible) {
        *offered_on.entry(item.id).or_default() += 1;
        if !possible {
            dead_on.entry(item.id).or_default().push((*item, *lit));
        }
    }
    let mut dead_values: Vec<(i64, Vec<(ItemRef, Lit)>)> = dead_on.into_iter().collect();
    dead_values.sort_by_key(|(value, _)| *value);
    for (value, on) in dead_values {
        if on.len() == offered_on.get(&value).copied().unwrap_or(0) {
            dead(ItemRef::feature_value(value), &[on[0].1], &mut session, findings);
        } else {
            for (item, lit) in on {
                dead(item, &[lit], &mut session, findings);
            }
        }
    }
    // rules the others imply
    for (position, rule) in definition.rules.iter().enumerate() {
        if space.has_clauses(position) && session.implied_by_others(position) {
            let message = Engine::RedundantRule { rule: rule.id.clone() };
            findings.add(FindingCode::Redundant, message, Some(&rule.id), None);
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
            english: Default::default(),
        }
    }

    fn run(rules: Vec<Rule>) -> Vec<Finding> {
        run_on(&catalogue(), rules)
    }

    fn run_on(catalogue: &Catalogue, rules: Vec<Rule>) -> Vec<Finding> {
        let steps =
            vec![Step::Summary { title: "Riepilogo".into(), help: String::new(), help_en: None, title_en: None }];
        check(&Definition { steps, rules }, catalogue)
    }

    fn codes(findings: &[Finding]) -> Vec<(&'static str, Option<&str>, Option<ItemRef>)> {
        findings.iter().map(|f| (f.code.as_str(), f.rule_id.as_deref(), f.item)).collect()
    }

    /// A finding as an Italian reader is told it.
    fn italian(finding: &Finding) -> String {
        finding.message.message.render(Language::It)
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
        assert!(italian(&empty[0]).contains("tipologie attive"), "{}", italian(&empty[0]));

        let mut types_only = catalogue();
        types_only.models.iter_mut().for_each(|model| model.active = false);
        let findings = run_on(&types_only, vec![]);
        assert_eq!(codes(&findings), [("nothing_offered", None, None)]);
        assert!(italian(&findings[0]).contains("modelli attivi"), "{}", italian(&findings[0]));

        let mut inactive_types = catalogue();
        inactive_types.types.iter_mut().for_each(|kind| kind.active = false);
        let findings = run_on(&inactive_types, vec![]);
        assert!(italian(&findings[0]).contains("tipologie attive"), "{}", italian(&findings[0]));
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
        assert!(italian(&findings[0]).contains("Tessuto Pelle"), "{}", italian(&findings[0]));
        assert!(findings[1].is_error());
        assert!(italian(&findings[1]).contains("n. 99"), "{}", italian(&findings[1]));
    }

    #[test]
    fn a_rule_excluding_its_own_condition_is_a_contradiction() {
        let findings = run(vec![excludes(
            "r1",
            vec![ItemRef::part(POUF), ItemRef::feature_value(LINO)],
            vec![ItemRef::part(POUF)],
        )]);
        assert_eq!(
            codes(&findings),
            [
                ("contradiction", Some("r1"), Some(ItemRef::part(POUF))),
                // exact: so linen can never be the pouf's
                ("never_selectable", Some("r1"), Some(ItemRef::value_on(POUF, LINO))),
            ]
        );
        assert!(findings[0].is_error());
        assert!(italian(&findings[0]).contains("Pouf con Tessuto Lino"), "{}", italian(&findings[0]));
    }

    #[test]
    fn a_part_whose_requirement_another_rule_excludes_is_never_selectable() {
        // Pouf requires Lino; with Pouf, Lino is excluded
        let findings = run(vec![
            requires("r1", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(LINO)]),
            excludes("r2", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(LINO), ItemRef::part(PENISOLA)]),
        ]);
        assert_eq!(codes(&findings), [("never_selectable", Some("r1"), Some(ItemRef::part(POUF)))]);
        assert_eq!(
            italian(&findings[0]),
            "Pouf non si potrà mai scegliere con Modello Oslo: Pouf richiede Tessuto Lino; Pouf esclude Tessuto Lino e \
             Penisola."
        );

        // the excluding rule needs Oslo too: the pouf is only lost with Oslo
        let findings = run(vec![
            requires("r1", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(LINO)]),
            excludes("r2", vec![ItemRef::part(POUF), ItemRef::model(OSLO)], vec![ItemRef::feature_value(LINO)]),
        ]);
        assert_eq!(codes(&findings), [("never_selectable", Some("r1"), Some(ItemRef::part(POUF)))]);
        assert!(italian(&findings[0]).contains("con Modello Oslo"), "{}", italian(&findings[0]));

        // one alternative left free: no contradiction
        let findings = run(vec![
            requires(
                "r1",
                vec![ItemRef::part(POUF)],
                vec![ItemRef::feature_value(LINO), ItemRef::feature_value(VELLUTO)],
            ),
            excludes("r2", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(LINO)]),
        ]);
        // the pouf stays, in velvet; only linen on it is lost
        assert_eq!(codes(&findings), [("never_selectable", Some("r2"), Some(ItemRef::value_on(POUF, LINO)))]);
    }

    #[test]
    fn a_model_requiring_another_model_or_type_is_never_selectable() {
        let findings = run(vec![
            requires("r1", vec![ItemRef::model(OSLO)], vec![ItemRef::model(BERGEN), ItemRef::product_type(ANGOLARI)]),
            // conditions that can never hold together: not reported
            requires("r2", vec![ItemRef::model(OSLO), ItemRef::model(BERGEN)], vec![ItemRef::product_type(ANGOLARI)]),
        ]);
        assert_eq!(codes(&findings), [("never_selectable", Some("r1"), Some(ItemRef::model(OSLO)))]);
        assert!(
            italian(&findings[0]).starts_with("Modello Oslo non si potrà mai scegliere"),
            "{}",
            italian(&findings[0])
        );
    }

    #[test]
    fn required_parts_and_features_that_can_never_be_valid() {
        let mut catalogue = catalogue();
        // Gambe loses its only active value: the frame every model requires can never be made
        catalogue.values.retain(|value| value.id != ROVERE);
        let findings = run_on(&catalogue, vec![]);
        assert_eq!(codes(&findings), [("no_valid_configuration", None, None)]);
        assert!(findings[0].is_error());

        // Oslo's frame allows no piece: Oslo alone is never valid
        let mut catalogue = self::catalogue();
        catalogue.model_parts[0].max_quantity = 0;
        let findings = run_on(&catalogue, vec![]);
        assert_eq!(codes(&findings), [("unsatisfiable_required", None, Some(ItemRef::model(OSLO)))]);
        assert!(italian(&findings[0]).contains("Modello Oslo richiede Struttura"), "{}", italian(&findings[0]));
        assert!(findings[0].is_error());
    }

    #[test]
    fn rules_that_leave_no_configuration_at_all() {
        let findings = run(vec![
            excludes("r1", vec![ItemRef::model(OSLO)], vec![ItemRef::part(STRUTTURA)]),
            // Rovere is the only value of the required Gambe
            excludes("r2", vec![ItemRef::product_type(ANGOLARI)], vec![ItemRef::feature_value(ROVERE)]),
        ]);
        assert_eq!(codes(&findings), [("no_valid_configuration", Some("r1"), None)]);
        assert!(italian(&findings[0]).contains("Modello Oslo esclude Struttura"), "{}", italian(&findings[0]));
        assert!(italian(&findings[0]).contains("Tipologia Angolari esclude Gambe Rovere"), "{}", italian(&findings[0]));
    }

    #[test]
    fn an_optional_part_the_rules_always_require_and_a_rule_the_others_imply() {
        let findings = run(vec![
            requires("r1", vec![ItemRef::model(BERGEN)], vec![ItemRef::part(PENISOLA)]),
            requires("r2", vec![ItemRef::product_type(ANGOLARI)], vec![ItemRef::part(PENISOLA)]),
        ]);
        assert_eq!(
            codes(&findings),
            [
                ("always_chosen", None, Some(ItemRef::part(PENISOLA))),
                ("redundant", Some("r1"), None),
                ("redundant", Some("r2"), None),
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
                // never with Oslo, though Bergen has it
                ("never_selectable", Some("r4"), Some(ItemRef::part(POUF))),
                ("never_selectable", Some("r1"), Some(ItemRef::part(PENISOLA))),
                ("never_selectable", Some("r2"), Some(ItemRef::feature_value(VELLUTO))),
            ]
        );
        assert!(italian(&findings[0]).contains("con Modello Oslo"), "{}", italian(&findings[0]));
        assert_eq!(
            italian(&findings[2]),
            "Tessuto Velluto non si potrà mai scegliere: Tipologia Lineari esclude Tessuto Velluto; Struttura e \
             Modello Bergen esclude Tessuto Velluto."
        );
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
    fn a_company_whose_filters_hide_what_a_rule_requires_is_told_apart() {
        let rules = vec![requires("oslo-velluto", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(VELLUTO)])];
        let definition = Definition { steps: Vec::new(), rules };
        let whole = check(&definition, &catalogue());
        assert_eq!(codes(&whole), []);
        // the company's filters hide velvet: its users can never configure Oslo
        let mut seen = catalogue();
        seen.values.retain(|value| value.id != VELLUTO);
        let slice = CompanySlice { company_id: 7, company_name: "Arredo Rossi".into(), catalogue: seen };
        let findings = check_slice(&definition, &slice, &whole);
        assert_eq!(codes(&findings), [("never_selectable", Some("oslo-velluto"), Some(ItemRef::model(OSLO)))]);
        assert_eq!(findings[0].company_id, Some(7));
        assert_eq!(findings[0].severity, Severity::Warning);
        assert_eq!(
            italian(&findings[0]),
            "Per Arredo Rossi: Modello Oslo non si potrà mai scegliere: Modello Oslo richiede una scelta non \
             disponibile per la tua azienda."
        );
        // what the whole catalogue already reports is not repeated per company
        let mut whole_too = catalogue();
        whole_too.values.retain(|value| value.id != VELLUTO);
        let whole = check(&definition, &whole_too);
        assert!(check_slice(&definition, &slice, &whole).is_empty());
    }

    #[test]
    fn findings_speak_english() {
        let english = |finding: &Finding| finding.message.message.render(Language::En);
        let rules = vec![
            excludes("r1", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(PELLE), ItemRef::part(99)]),
            excludes("r4", vec![ItemRef::product_type(LINEARI)], vec![ItemRef::feature_value(VELLUTO)]),
            excludes(
                "r5",
                vec![ItemRef::part(STRUTTURA), ItemRef::model(BERGEN)],
                vec![ItemRef::feature_value(VELLUTO)],
            ),
        ];
        let findings = run(rules);
        let messages: Vec<String> = findings.iter().map(english).collect();
        assert_eq!(
            messages,
            [
                "Rule r1 names an item that is no longer offered: Tessuto Pelle. It will have no effect on it.",
                "Rule r1: Part no. 99 does not exist or does not belong to this category.",
                "Tessuto Velluto can never be chosen: Type Lineari excludes Tessuto Velluto; Struttura and Model \
                 Bergen excludes Tessuto Velluto.",
            ]
        );
        let empty = english(&run_on(&Catalogue::default(), vec![])[0]);
        assert_eq!(
            empty,
            "The category has no active type: the configurator would have nothing to offer. Add or reactivate a \
             type and one of its models."
        );
        messages.iter().chain([&empty]).map(String::as_str).for_each(crate::configurator::tests::assert_english);
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

//! The judgement of a draft configuration: violations and price (docs/product.md section 4). What is still
//! possible, and why not, is the configuration space's answer ([`super::explore`]).

use std::collections::{BTreeMap, HashMap, HashSet};

use super::index::CatalogueIndex;
use super::model::{
    Definition, Draft, DraftPart, Evaluation, ItemRef, ModelItem, ModelPartItem, OptionPrice, PartItem, PriceLine,
    Rule, RuleKind, Violation, ViolationCode,
};
use super::names::{ItemName, Named};
use super::price;
use crate::catalogue::FeatureKind;
use crate::said::Engine;

/// The largest quantity of a configuration.
pub const MAX_CONFIGURATION_QUANTITY: i64 = 1_000_000;

/// Evaluates a draft against a definition and the catalogue the caller may see. Pure, and linear in the size
/// of the draft plus the total size of the rules; never panics.
///
/// - The **selected** items are the type and the model (when known and valid), every included part (known,
///   active, of the model, quantity ≥ 1) and every valid feature value chosen on an included part, both on
///   that part ([`ItemRef::value_on`]) and on any part ([`ItemRef::feature_value`]).
/// - **Rules**: an `excludes` rule whose `when` items are all selected gives a `rule_excludes` violation per
///   selected `then` item; a `requires` rule whose `when` items are all selected gives one `rule_requires`
///   violation when none of its `then` items is, even when none of them can be chosen (the configuration
///   space agrees: such a rule's conditions are never offered together). A rule with no `when` or no `then`
///   item is ignored; a `when` item absent from the catalogue is never selected, so its rule never fires.
/// - A part entry with quantity 0 is not included; its quantity is not checked against the model part's
///   bounds. The same part may appear in several entries (e.g. with different values): the bounds apply to
///   the sum of their quantities.
/// - A numeric feature without a minimum counts from 0; one without a positive step moves by 1.
/// - **Options**: what choosing each offerable option adds to the net price of one unit, with the same
///   line arithmetic and the company's discount: a model of the chosen type (any type when none is), its
///   base price plus its required parts at their default quantities; a part of the chosen model, one piece
///   of it; a value of a choice feature offered by an included part, its delta times the quantity of the
///   included parts offering that feature, and the same value on each of those parts (`partId`, as values
///   chosen part by part), its delta times that part's pieces.
pub fn evaluate(definition: &Definition, catalogue: &CatalogueIndex, draft: &Draft) -> Evaluation {
    let mut evaluator = Evaluator {
        catalogue,
        violations: Vec::new(),
        selected: HashSet::new(),
        lines: Vec::new(),
        offered: HashMap::new(),
        offered_on: BTreeMap::new(),
    };
    let model = evaluator.type_and_model(draft);
    evaluator.configuration_quantity(draft.quantity);
    evaluator.parts(draft, model);
    for rule in &definition.rules {
        evaluator.rule(rule);
    }
    let options = evaluator.options(draft, model);
    let Evaluator { mut violations, lines, .. } = evaluator;
    let price = price::price(lines, catalogue.discount_percent(), draft.quantity);
    // A quantity or number already out of its range says what to fix; the price it makes says nothing more.
    let out_of_range = violations.iter().any(|violation| violation.code == ViolationCode::QuantityOutOfRange);
    if !price.within_limit() && !out_of_range {
        violations.push(Violation {
            code: ViolationCode::TotalOutOfRange,
            message: Engine::TotalOverMaximum { max_cents: price::MAX_TOTAL_CENTS }.into(),
            path: "quantity".into(),
            rule_id: None,
        });
    }
    let complete = !violations.iter().any(|violation| violation.code.is_missing());
    let valid = violations.iter().all(|violation| violation.code.is_missing());
    Evaluation {
        complete,
        valid,
        violations,
        disabled: Vec::new(),
        price,
        options,
        states: Vec::new(),
        repairs: Vec::new(),
        price_range: None,
    }
}

struct Evaluator<'a> {
    catalogue: &'a CatalogueIndex,
    violations: Vec<Violation>,
    selected: HashSet<ItemRef>,
    lines: Vec<PriceLine>,
    /// Feature id → the quantity of the included parts offering it.
    offered: HashMap<i64, i128>,
    /// (feature id, part id) → the quantity of that included part, when it offers the feature.
    offered_on: BTreeMap<(i64, i64), i128>,
}

/// What the draft holds of one part across its entries.
struct PartTotal<'a> {
    model_part: &'a ModelPartItem,
    part: &'a PartItem,
    first_entry: usize,
    quantity: i128,
}

impl<'a> Evaluator<'a> {
    fn violation(&mut self, code: ViolationCode, path: impl Into<String>, message: Engine) {
        self.violations.push(Violation { code, message: message.into(), path: path.into(), rule_id: None });
    }

    fn name(&self, item: ItemRef) -> ItemName {
        self.catalogue.display_name(item)
    }

    /// Checks the type and the model; the model when it is valid.
    fn type_and_model(&mut self, draft: &Draft) -> Option<&'a ModelItem> {
        let catalogue = self.catalogue;
        match draft.type_id {
            None => self.violation(ViolationCode::MissingType, "typeId", Engine::ChooseType),
            Some(id) => match catalogue.product_type(id) {
                Some(row) if row.active => {
                    self.selected.insert(ItemRef::product_type(id));
                }
                Some(row) => self.violation(
                    ViolationCode::UnknownItem,
                    "typeId",
                    Engine::TypeNoLongerAvailable { product_type: row.name.clone() },
                ),
                None => self.violation(ViolationCode::UnknownItem, "typeId", Engine::ChosenTypeUnavailable),
            },
        }
        let Some(id) = draft.model_id else {
            self.violation(ViolationCode::MissingModel, "modelId", Engine::ChooseModel);
            return None;
        };
        let Some(model) = catalogue.model(id) else {
            self.violation(ViolationCode::UnknownItem, "modelId", Engine::ChosenModelUnavailable);
            return None;
        };
        let problem = if !model.active {
            Some(Engine::ModelNoLongerAvailable { model: model.name.clone() })
        } else if !catalogue.offerable(ItemRef::product_type(model.type_id)) {
            Some(Engine::ModelUnavailable { model: model.name.clone() })
        } else if draft.type_id.is_some_and(|type_id| type_id != model.type_id) {
            Some(Engine::ModelNotOfChosenType {
                model: model.name.clone(),
                product_type: self.name(ItemRef::product_type(model.type_id)),
            })
        } else {
            None
        };
        if let Some(message) = problem {
            self.violation(ViolationCode::UnknownItem, "modelId", message);
            return None;
        }
        self.selected.insert(ItemRef::model(id));
        self.lines.push(price::line(model.name.clone(), Some(ItemRef::model(id)), model.base_price, 1));
        Some(model)
    }

    fn configuration_quantity(&mut self, quantity: i64) {
        if !(1..=MAX_CONFIGURATION_QUANTITY).contains(&quantity) {
            self.violation(ViolationCode::QuantityOutOfRange, "quantity", Engine::ConfigurationQuantityOutOfRange);
        }
    }

    fn parts(&mut self, draft: &Draft, model: Option<&'a ModelItem>) {
        let catalogue = self.catalogue;
        // Part id → its totals; `order` keeps the first-seen order so messages come out deterministically.
        let mut totals: HashMap<i64, PartTotal<'a>> = HashMap::new();
        let mut order: Vec<i64> = Vec::new();
        for (index, entry) in draft.parts.iter().enumerate() {
            let Some(part) = catalogue.part(entry.part_id) else {
                self.violation(
                    ViolationCode::UnknownItem,
                    format!("parts[{index}].partId"),
                    Engine::ChosenPartUnavailable,
                );
                continue;
            };
            if !part.active {
                self.violation(
                    ViolationCode::UnknownItem,
                    format!("parts[{index}].partId"),
                    Engine::PartNoLongerAvailable { part: part.name.clone() },
                );
                continue;
            }
            let model_part = match model {
                Some(model) => match catalogue.model_part(model.id, part.id) {
                    Some(model_part) => Some(model_part),
                    None => {
                        self.violation(
                            ViolationCode::PartNotInModel,
                            format!("parts[{index}].partId"),
                            Engine::PartNotOfModel { part: part.name.clone(), model: model.name.clone() },
                        );
                        continue;
                    }
                },
                None => None,
            };
            if entry.quantity < 0 {
                let message = match model_part {
                    Some(model_part) => quantity_message(part, model_part),
                    None => Engine::NegativePartQuantity { part: part.name.clone() },
                };
                self.violation(ViolationCode::QuantityOutOfRange, format!("parts[{index}].quantity"), message);
            }
            let included = entry.quantity >= 1;
            if included {
                for part_feature in &part.features {
                    let offered = self.offered.entry(part_feature.feature_id).or_default();
                    *offered = offered.saturating_add(i128::from(entry.quantity));
                    let on_part = self.offered_on.entry((part_feature.feature_id, part.id)).or_default();
                    *on_part = on_part.saturating_add(i128::from(entry.quantity));
                }
                self.selected.insert(ItemRef::part(part.id));
                self.lines.push(price::line(
                    part.name.clone(),
                    Some(ItemRef::part(part.id)),
                    part.price,
                    entry.quantity,
                ));
                if let Some(model_part) = model_part {
                    let total = totals.entry(part.id).or_insert_with(|| {
                        order.push(part.id);
                        PartTotal { model_part, part, first_entry: index, quantity: 0 }
                    });
                    total.quantity += i128::from(entry.quantity);
                }
            }
            self.values(index, entry, part, included);
        }

        for part_id in &order {
            let Some(total) = totals.get(part_id) else { continue };
            let bounds = i128::from(total.model_part.min_quantity)..=i128::from(total.model_part.max_quantity);
            if !bounds.contains(&total.quantity) {
                self.violation(
                    ViolationCode::QuantityOutOfRange,
                    format!("parts[{}].quantity", total.first_entry),
                    quantity_message(total.part, total.model_part),
                );
            }
        }

        let Some(model) = model else { return };
        let present: HashSet<i64> =
            draft.parts.iter().filter(|entry| entry.quantity >= 1).map(|entry| entry.part_id).collect();
        for model_part in catalogue.parts_of_model(model.id) {
            if model_part.required && !present.contains(&model_part.part_id) {
                self.violation(
                    ViolationCode::RequiredPartMissing,
                    format!("parts[partId={}]", model_part.part_id),
                    Engine::PartRequired { part: self.name(ItemRef::part(model_part.part_id)) },
                );
            }
        }
    }

    /// Checks the values of one entry of a known part; selects and prices them when the part is included.
    fn values(&mut self, index: usize, entry: &DraftPart, part: &PartItem, included: bool) {
        let catalogue = self.catalogue;
        let mut answered: HashSet<i64> = HashSet::new();
        for (position, value) in entry.values.iter().enumerate() {
            // Built only when there is something to report.
            let path = || format!("parts[{index}].values[{position}]");
            let Some(feature) = catalogue.feature(value.feature_id) else {
                self.violation(ViolationCode::UnknownItem, path(), Engine::ChosenFeatureUnavailable);
                continue;
            };
            if catalogue.part_feature(part.id, feature.id).is_none() {
                self.violation(
                    ViolationCode::ValueNotOfFeature,
                    path(),
                    Engine::FeatureNotOfPart { part: part.name.clone(), feature: feature.name.clone() },
                );
                continue;
            }
            if value.value_id.is_none() && value.numeric_value.is_none() {
                continue;
            }
            if !answered.insert(feature.id) {
                self.violation(
                    ViolationCode::ValueNotOfFeature,
                    path(),
                    Engine::OneValuePerFeature { feature: feature.name.clone(), part: part.name.clone() },
                );
                continue;
            }
            match feature.kind {
                FeatureKind::Choice => {
                    let Some(value_id) = value.value_id else {
                        self.violation(
                            ViolationCode::ValueNotOfFeature,
                            path(),
                            Engine::ChosenAmongValues { feature: feature.name.clone() },
                        );
                        continue;
                    };
                    let chosen = match catalogue.value(value_id) {
                        None => {
                            self.violation(
                                ViolationCode::UnknownItem,
                                path(),
                                Engine::ChosenValueUnavailable { feature: feature.name.clone() },
                            );
                            continue;
                        }
                        Some(chosen) if !chosen.active => {
                            self.violation(
                                ViolationCode::UnknownItem,
                                path(),
                                Engine::ValueNoLongerAvailable {
                                    feature: feature.name.clone(),
                                    value: chosen.label.clone(),
                                },
                            );
                            continue;
                        }
                        Some(chosen) if chosen.feature_id != feature.id => {
                            self.violation(
                                ViolationCode::ValueNotOfFeature,
                                path(),
                                Engine::ValueNotOfFeature {
                                    value: chosen.label.clone(),
                                    feature: feature.name.clone(),
                                },
                            );
                            continue;
                        }
                        Some(chosen) => chosen,
                    };
                    if included {
                        let item = ItemRef::feature_value(chosen.id);
                        self.selected.insert(item);
                        self.selected.insert(ItemRef::value_on(part.id, chosen.id));
                        let label = format!("{}: {} {}", part.name, feature.name, chosen.label);
                        self.lines.push(price::line(label, Some(item), chosen.price_delta, entry.quantity));
                    }
                }
                FeatureKind::Numeric => {
                    let (Some(number), None) = (value.numeric_value, value.value_id) else {
                        self.violation(
                            ViolationCode::ValueNotOfFeature,
                            path(),
                            Engine::TakesANumber { feature: feature.name.clone() },
                        );
                        continue;
                    };
                    let min = feature.numeric_min.unwrap_or(0);
                    let step = feature.numeric_step.filter(|step| *step > 0).unwrap_or(1);
                    let above = i128::from(number) - i128::from(min);
                    let too_big = feature.numeric_max.is_some_and(|max| number > max);
                    if above < 0 || too_big || above % i128::from(step) != 0 {
                        self.violation(
                            ViolationCode::QuantityOutOfRange,
                            path(),
                            Engine::NumberOffRange {
                                feature: feature.name.clone(),
                                min,
                                max: feature.numeric_max,
                                step,
                            },
                        );
                        continue;
                    }
                    if included {
                        let steps = above / i128::from(step);
                        let unit_price =
                            price::saturate(i128::from(feature.unit_price.unwrap_or(0)).saturating_mul(steps));
                        let label = format!("{}: {} {}", part.name, feature.name, number);
                        self.lines.push(price::line(label, None, unit_price, entry.quantity));
                    }
                }
            }
        }
        if !included {
            return;
        }
        for part_feature in &part.features {
            if part_feature.required && !answered.contains(&part_feature.feature_id) {
                // Reported once even when the part lists the feature twice.
                answered.insert(part_feature.feature_id);
                self.violation(
                    ViolationCode::MissingFeatureValue,
                    format!("parts[{index}].features[featureId={}]", part_feature.feature_id),
                    Engine::ChooseFeatureForPart {
                        feature: catalogue.feature(part_feature.feature_id).map(|feature| feature.name.clone()),
                        part: part.name.clone(),
                    },
                );
            }
        }
    }

    fn rule(&mut self, rule: &Rule) {
        if rule.when.is_empty() || rule.then.is_empty() || !rule.when.iter().all(|item| self.selected.contains(item)) {
            return;
        }
        match rule.kind {
            RuleKind::Excludes => self.excludes_fired(rule),
            RuleKind::Requires => self.requires_fired(rule),
        }
    }

    /// Every `when` item is selected: each selected `then` item breaks the rule.
    fn excludes_fired(&mut self, rule: &Rule) {
        let with = self.names(&distinct(&rule.when));
        for item in distinct(&rule.then) {
            if self.selected.contains(&item) {
                let message =
                    Engine::Excluded { item: self.name(item), with: with.clone(), admin: admin_message(rule) };
                self.violations.push(Violation {
                    code: ViolationCode::RuleExcludes,
                    message: message.into(),
                    path: "rules".into(),
                    rule_id: Some(rule.id.clone()),
                });
            }
        }
    }

    /// Every `when` item is selected: one of the `then` items must be. Alternatives the caller cannot
    /// choose (hidden by the company's filters, inactive) are not named.
    fn requires_fired(&mut self, rule: &Rule) {
        if rule.then.iter().any(|item| self.selected.contains(item)) {
            return;
        }
        let message = Engine::AlsoNeeded {
            with: self.names(&distinct(&rule.when)),
            alternatives: self.alternatives(&rule.then),
            admin: admin_message(rule),
        };
        self.violations.push(Violation {
            code: ViolationCode::RuleRequires,
            message: message.into(),
            path: "rules".into(),
            rule_id: Some(rule.id.clone()),
        });
    }

    /// "Lino o Velluto", or what stands for the alternatives the caller cannot choose.
    fn alternatives(&self, items: &[ItemRef]) -> Vec<ItemName> {
        let offered: Vec<ItemRef> =
            distinct(items).into_iter().filter(|item| self.catalogue.offerable(*item)).collect();
        if offered.is_empty() { vec![Named::Unavailable.into()] } else { self.names(&offered) }
    }

    /// What each offerable option adds to the net unit price (see [`evaluate`]).
    fn options(&self, draft: &Draft, model: Option<&ModelItem>) -> Vec<OptionPrice> {
        let catalogue = self.catalogue;
        let discount_percent = catalogue.discount_percent();
        let net = |list: i128| {
            let list = price::saturate(list);
            price::saturate(i128::from(list) - i128::from(price::discount(list, discount_percent)))
        };
        let mut options = Vec::new();
        let type_id = draft.type_id.filter(|id| catalogue.offerable(ItemRef::product_type(*id)));
        for candidate in catalogue.models() {
            let item = ItemRef::model(candidate.id);
            if !catalogue.offerable(item) || type_id.is_some_and(|id| id != candidate.type_id) {
                continue;
            }
            let required: i128 = catalogue
                .parts_of_model(candidate.id)
                .iter()
                .filter(|model_part| model_part.required)
                .filter_map(|model_part| {
                    let part = catalogue.part(model_part.part_id).filter(|part| part.active)?;
                    Some(i128::from(part.price) * i128::from(model_part.default_quantity))
                })
                .fold(0i128, i128::saturating_add);
            options.push(OptionPrice { item, amount: net(i128::from(candidate.base_price).saturating_add(required)) });
        }
        if let Some(model) = model {
            for model_part in catalogue.parts_of_model(model.id) {
                let item = ItemRef::part(model_part.part_id);
                if let Some(part) = catalogue.part(model_part.part_id).filter(|_| catalogue.offerable(item)) {
                    options.push(OptionPrice { item, amount: net(i128::from(part.price)) });
                }
            }
        }
        for value in catalogue.values() {
            let item = ItemRef::feature_value(value.id);
            if let Some(quantity) = self.offered.get(&value.feature_id).filter(|_| catalogue.offerable(item)) {
                let delta = i128::from(value.price_delta);
                options.push(OptionPrice { item, amount: net(delta.saturating_mul(*quantity)) });
                // Chosen part by part, a value changes only its own part's pieces.
                for (&(_, part_id), pieces) in
                    self.offered_on.range((value.feature_id, i64::MIN)..=(value.feature_id, i64::MAX))
                {
                    let item = ItemRef::value_on(part_id, value.id);
                    options.push(OptionPrice { item, amount: net(delta.saturating_mul(*pieces)) });
                }
            }
        }
        options.sort_by_key(|option| option.item);
        options
    }

    fn names(&self, items: &[ItemRef]) -> Vec<ItemName> {
        items.iter().map(|item| self.name(*item)).collect()
    }
}

fn quantity_message(part: &PartItem, model_part: &ModelPartItem) -> Engine {
    Engine::PartPieces { part: part.name.clone(), min: model_part.min_quantity, max: model_part.max_quantity }
}

/// The items in their first order, each once.
fn distinct(items: &[ItemRef]) -> Vec<ItemRef> {
    let mut seen = HashSet::with_capacity(items.len());
    items.iter().copied().filter(|item| seen.insert(*item)).collect()
}

/// The rule's own message as the admin typed it, without the full stop the explanation after it ends with;
/// `None` when it says nothing.
fn admin_message(rule: &Rule) -> Option<String> {
    let message = rule.message.as_deref()?.trim().trim_end_matches('.').trim_end();
    (!message.is_empty()).then(|| message.to_owned())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::configurator::model::{RuleKind, ViolationCode};

    fn rule(message: Option<&str>) -> Rule {
        Rule {
            id: "r".into(),
            kind: RuleKind::Excludes,
            when: Vec::new(),
            then: Vec::new(),
            message: message.map(str::to_owned),
            message_en: None,
        }
    }

    #[test]
    fn the_admin_message_is_kept_without_its_full_stop_and_only_when_it_says_something() {
        assert_eq!(admin_message(&rule(None)), None);
        assert_eq!(admin_message(&rule(Some("  "))), None);
        assert_eq!(admin_message(&rule(Some(" . "))), None);
        assert_eq!(admin_message(&rule(Some("Il velluto non va su Oslo. "))), Some("Il velluto non va su Oslo".into()));
    }

    #[test]
    fn distinct_keeps_the_first_order() {
        let items = [ItemRef::part(2), ItemRef::model(1), ItemRef::part(2), ItemRef::part(3)];
        assert_eq!(distinct(&items), vec![ItemRef::part(2), ItemRef::model(1), ItemRef::part(3)]);
        assert!(ViolationCode::RuleExcludes.as_str().starts_with("rule_"));
    }
}

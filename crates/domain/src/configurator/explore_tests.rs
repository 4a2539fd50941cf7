//! The guarantee of the configuration space, checked by brute force: on random small catalogues and rule
//! sets, every complete draft is judged by [`evaluate`], and the valid ones are the truth that every
//! answer of [`explore`] must agree with, over random walks of a user who only picks offered options.

#![allow(clippy::unwrap_used)]

use std::collections::HashSet;

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use std::sync::atomic::{AtomicUsize, Ordering};

use super::*;
use crate::catalogue::FeatureKind;

/// A complete and valid configuration: the items chosen in it (type, model, parts, values on parts).
type Configuration = HashSet<ItemRef>;

/// Small catalogues whose spaces are small enough to list: up to 2 types, 3 models, 3 parts with up to 2
/// features each, features of up to 3 values; some items inactive, some model parts with bounds that
/// allow no piece.
fn small_catalogue() -> impl Strategy<Value = Catalogue> {
    let types = prop::collection::vec(prop::bool::weighted(0.9), 1..=2);
    let models = prop::collection::vec((0..2i64, prop::bool::weighted(0.9)), 1..=3);
    let parts = prop::collection::vec(
        (prop::bool::weighted(0.9), prop::collection::vec((0..3i64, prop::bool::weighted(0.6)), 0..=2)),
        1..=3,
    );
    let model_parts =
        prop::collection::vec((prop::bool::weighted(0.75), prop::bool::weighted(0.35), 0..=1i64, 0..=2i64), 9);
    let features = prop::collection::vec((prop::bool::weighted(0.7), 1..=3usize), 3);
    let values = prop::collection::vec(prop::bool::weighted(0.95), 9);
    (types, models, parts, model_parts, features, values, 0..30i32).prop_map(
        |(types, models, parts, model_parts, features, values, discount_percent)| {
            let type_count = i64::try_from(types.len()).unwrap();
            Catalogue {
                types: types
                    .iter()
                    .enumerate()
                    .map(|(id, active)| TypeItem { id: 1 + id as i64, name: format!("T{id}"), active: *active })
                    .collect(),
                models: models
                    .iter()
                    .enumerate()
                    .map(|(id, (type_index, active))| ModelItem {
                        id: 10 + id as i64,
                        type_id: 1 + type_index % type_count,
                        code: format!("M{id}"),
                        name: format!("M{id}"),
                        base_price: 1_000 * (id as i64 + 1),
                        active: *active,
                    })
                    .collect(),
                model_parts: (0..models.len())
                    .flat_map(|model| (0..parts.len()).map(move |part| (model, part)))
                    .zip(model_parts)
                    .filter(|(_, (present, ..))| *present)
                    .map(|((model, part), (_, required, min, max))| ModelPartItem {
                        model_id: 10 + model as i64,
                        part_id: 20 + part as i64,
                        required,
                        min_quantity: min,
                        max_quantity: max,
                        // above the least piece where the bounds allow: an added part starts at its default
                        default_quantity: max.max(min.max(1)),
                    })
                    .collect(),
                parts: parts
                    .iter()
                    .enumerate()
                    .map(|(id, (active, features))| PartItem {
                        id: 20 + id as i64,
                        name: format!("P{id}"),
                        price: 100,
                        active: *active,
                        features: features
                            .iter()
                            .map(|(feature, required)| PartFeatureItem {
                                feature_id: 30 + feature,
                                required: *required,
                            })
                            .collect(),
                    })
                    .collect(),
                features: features
                    .iter()
                    .enumerate()
                    .map(|(id, (is_choice, _))| FeatureItem {
                        id: 30 + id as i64,
                        name: format!("F{id}"),
                        kind: if *is_choice { FeatureKind::Choice } else { FeatureKind::Numeric },
                        numeric_min: Some(1),
                        numeric_max: Some(5),
                        numeric_step: None,
                        unit_price: Some(10),
                        numeric_unit: None,
                    })
                    .collect(),
                values: features
                    .iter()
                    .enumerate()
                    .flat_map(|(feature, (_, count))| (0..*count).map(move |value| (feature, value)))
                    .zip(values)
                    .map(|((feature, value), active)| ValueItem {
                        id: 100 + 10 * feature as i64 + value as i64,
                        feature_id: 30 + feature as i64,
                        label: format!("V{feature}{value}"),
                        price_delta: 10 * value as i64,
                        active,
                    })
                    .collect(),
                discount_percent,
                english: Default::default(),
            }
        },
    )
}

/// Up to eight rules over the catalogue's items, a value sometimes on one part.
fn small_rules() -> impl Strategy<Value = Definition> {
    let item = prop_oneof![
        (1..=2i64).prop_map(ItemRef::product_type),
        (10..=12i64).prop_map(ItemRef::model),
        (20..=22i64).prop_map(ItemRef::part),
        (0..3i64, 0..3i64).prop_map(|(feature, value)| ItemRef::feature_value(100 + 10 * feature + value)),
        (20..=22i64, 0..3i64, 0..3i64)
            .prop_map(|(part, feature, value)| ItemRef::value_on(part, 100 + 10 * feature + value)),
    ];
    let rule = (any::<bool>(), prop::collection::vec(item.clone(), 1..=2), prop::collection::vec(item, 1..=2));
    prop::collection::vec(rule, 0..=8).prop_map(|rules| Definition {
        steps: Vec::new(),
        rules: rules
            .into_iter()
            .enumerate()
            .map(|(position, (is_excludes, when, then))| Rule {
                id: format!("r{position}"),
                kind: if is_excludes { RuleKind::Excludes } else { RuleKind::Requires },
                when,
                then,
                message: None,
                message_en: None,
            })
            .collect(),
    })
}

/// Every complete draft of the catalogue (offerable items only: anything else is never valid), with the
/// items chosen in it.
fn complete_drafts(catalogue: &Catalogue) -> Vec<(Draft, Configuration)> {
    let index = CatalogueIndex::new(catalogue);
    let mut drafts = Vec::new();
    for model in &catalogue.models {
        if !index.offerable(ItemRef::model(model.id)) {
            continue;
        }
        let parts = index.parts_of_model(model.id);
        let optional: Vec<usize> = (0..parts.len()).filter(|position| !parts[*position].required).collect();
        for mask in 0..(1usize << optional.len()) {
            let included: Vec<&ModelPartItem> = parts
                .iter()
                .enumerate()
                .filter(|(position, model_part)| {
                    model_part.required
                        || optional.iter().position(|o| o == position).is_some_and(|bit| mask >> bit & 1 == 1)
                })
                .map(|(_, model_part)| model_part)
                .collect();
            // Each (part, feature) slot and its possible answers.
            let mut slots: Vec<(usize, Vec<Option<DraftValue>>)> = Vec::new();
            for (position, model_part) in included.iter().enumerate() {
                let Some(part) = index.part(model_part.part_id) else { continue };
                let mut seen = HashSet::new();
                for part_feature in part.features.iter().filter(|row| seen.insert(row.feature_id)) {
                    let Some(feature) = index.feature(part_feature.feature_id) else { continue };
                    let mut answers: Vec<Option<DraftValue>> = match feature.kind {
                        // both ends of the range, which the price range's bounds take, and the middle, where
                        // the walks' targets end
                        FeatureKind::Numeric => [1, TARGET_AT, 5]
                            .map(|number| {
                                Some(DraftValue { feature_id: feature.id, value_id: None, numeric_value: Some(number) })
                            })
                            .to_vec(),
                        FeatureKind::Choice => catalogue
                            .values
                            .iter()
                            .filter(|value| value.feature_id == feature.id && value.active)
                            .map(|value| {
                                Some(DraftValue {
                                    feature_id: feature.id,
                                    value_id: Some(value.id),
                                    numeric_value: None,
                                })
                            })
                            .collect(),
                    };
                    let required = part.features.iter().any(|row| row.feature_id == feature.id && row.required);
                    if !required {
                        answers.push(None);
                    }
                    slots.push((position, answers));
                }
            }
            let combinations: usize = slots.iter().map(|(_, answers)| answers.len()).product();
            for mut number in 0..combinations {
                let mut draft_parts: Vec<DraftPart> = included
                    .iter()
                    .map(|model_part| DraftPart {
                        part_id: model_part.part_id,
                        quantity: added(model_part),
                        values: Vec::new(),
                    })
                    .collect();
                for (position, answers) in &slots {
                    let answer = &answers[number % answers.len()];
                    number /= answers.len();
                    if let Some(value) = answer {
                        draft_parts[*position].values.push(value.clone());
                    }
                }
                let draft =
                    Draft { type_id: Some(model.type_id), model_id: Some(model.id), parts: draft_parts, quantity: 1 };
                drafts.push((draft, Configuration::new()));
            }
        }
    }
    drafts
}

/// The items a draft chooses, as the user sees them.
fn choices_of(draft: &Draft) -> Configuration {
    let mut items = HashSet::new();
    items.extend(draft.type_id.map(ItemRef::product_type));
    items.extend(draft.model_id.map(ItemRef::model));
    for entry in draft.parts.iter().filter(|entry| entry.quantity >= 1) {
        items.insert(ItemRef::part(entry.part_id));
        for value in &entry.values {
            items.extend(value.value_id.map(|id| ItemRef::value_on(entry.part_id, id)));
        }
    }
    items
}

/// The items of a complete configuration: its choices, each value also "on any part" (what a pin names),
/// and the target's feature when the draft meets it.
fn configuration_of(catalogue: &CatalogueIndex, draft: &Draft, target: Option<&NumericTarget>) -> Configuration {
    let mut items = choices_of(draft);
    let anywhere: Vec<ItemRef> = items
        .iter()
        .filter(|item| item.kind == ItemKind::FeatureValue)
        .map(|item| ItemRef::feature_value(item.id))
        .collect();
    items.extend(anywhere);
    if let Some(target) = target.filter(|target| meets(catalogue, draft, target)) {
        items.insert(ItemRef::feature(target.feature_id));
    }
    items
}

/// Where the walks' targets put their bound: between the numeric features' ends (1 and 5).
const TARGET_AT: i64 = 3;

/// Whether a draft meets a target: it includes a part offering the feature, and every included part
/// offering it gives it a number within the bounds.
fn meets(catalogue: &CatalogueIndex, draft: &Draft, target: &NumericTarget) -> bool {
    let offering: Vec<&DraftPart> = draft
        .parts
        .iter()
        .filter(|entry| entry.quantity >= 1 && catalogue.part_feature(entry.part_id, target.feature_id).is_some())
        .collect();
    !offering.is_empty()
        && offering.iter().all(|entry| {
            entry.values.iter().any(|value| {
                value.feature_id == target.feature_id && value.numeric_value.is_some_and(|number| target.admits(number))
            })
        })
}

/// The items a draft chooses and the pins.
fn asked(draft: &Draft, pins: &[ItemRef]) -> Configuration {
    let mut items = choices_of(draft);
    items.extend(pins);
    items
}

fn valid(definition: &Definition, catalogue: &CatalogueIndex, drafts: &[(Draft, Configuration)]) -> Vec<Configuration> {
    drafts
        .iter()
        .filter(|(draft, _)| {
            let evaluation = evaluate(definition, catalogue, draft);
            evaluation.complete && evaluation.valid
        })
        .map(|(_, items)| items.clone())
        .collect()
}

fn reachable(configurations: &[Configuration], items: &Configuration) -> bool {
    configurations.iter().any(|configuration| items.is_subset(configuration))
}

/// The draft after the user picks the option, as the wizard does it (explore's module documentation).
/// The pieces a part is added with, as the wizard adds it: its default, within its bounds, at least one.
fn added(model_part: &ModelPartItem) -> i64 {
    model_part.default_quantity.min(model_part.max_quantity).max(model_part.min_quantity.max(1))
}

fn pick(catalogue: &CatalogueIndex, draft: &Draft, item: ItemRef) -> Draft {
    match (item.kind, item.part_id) {
        (ItemKind::Type, _) => Draft { type_id: Some(item.id), ..Draft::default() },
        (ItemKind::Model, _) => Draft {
            type_id: catalogue.model(item.id).map(|model| model.type_id),
            model_id: Some(item.id),
            parts: catalogue
                .parts_of_model(item.id)
                .iter()
                .filter(|model_part| model_part.required)
                .map(|model_part| DraftPart {
                    part_id: model_part.part_id,
                    quantity: model_part.default_quantity,
                    values: Vec::new(),
                })
                .collect(),
            quantity: 1,
        },
        (ItemKind::Part, _) => {
            let mut next = draft.clone();
            let quantity = draft.model_id.and_then(|model| catalogue.model_part(model, item.id)).map_or(1, added);
            next.parts.push(DraftPart { part_id: item.id, quantity, values: Vec::new() });
            next
        }
        (ItemKind::FeatureValue, part) => {
            let feature_id = catalogue.value(item.id).unwrap().feature_id;
            let mut next = draft.clone();
            for entry in &mut next.parts {
                let offers = catalogue.part_feature(entry.part_id, feature_id).is_some();
                if offers && part.is_none_or(|part| part == entry.part_id) {
                    entry.values.retain(|value| value.feature_id != feature_id);
                    entry.values.push(DraftValue { feature_id, value_id: Some(item.id), numeric_value: None });
                }
            }
            next
        }
        (ItemKind::Feature, _) => unreachable!("a numeric feature is no option"),
    }
}

/// What picking the option chooses: the item itself, or a shared value on every included part offering its
/// feature.
fn option_items(catalogue: &CatalogueIndex, draft: &Draft, item: ItemRef) -> Configuration {
    if item.kind != ItemKind::FeatureValue || item.part_id.is_some() {
        return HashSet::from([item]);
    }
    let feature_id = catalogue.value(item.id).unwrap().feature_id;
    draft
        .parts
        .iter()
        .filter(|entry| entry.quantity >= 1 && catalogue.part_feature(entry.part_id, feature_id).is_some())
        .map(|entry| ItemRef::value_on(entry.part_id, item.id))
        .collect()
}

/// One state of a walk: every option's status agrees with the brute-force truth.
fn check_state(
    catalogue: &CatalogueIndex,
    definition: &Definition,
    drafts: &[(Draft, Configuration)],
    truth: &[Configuration],
    draft: &Draft,
    pins: &[ItemRef],
    evaluation: &Evaluation,
) -> Result<(), TestCaseError> {
    let chosen = asked(draft, pins);
    for state in &evaluation.states {
        let picked = asked(&pick(catalogue, draft, state.item), pins);
        let possible = reachable(truth, &picked);
        match state.status {
            OptionStatus::Chosen => {
                prop_assert!(picked.is_subset(&chosen) || picked == chosen, "{:?} chosen", state.item)
            }
            OptionStatus::Impossible => {
                prop_assert!(!possible, "{:?} greyed, yet {:?} is reachable", state.item, picked)
            }
            OptionStatus::Possible | OptionStatus::Implied => {
                prop_assert!(possible, "{:?} offered, yet {:?} is a dead end", state.item, picked)
            }
        }
        if state.status == OptionStatus::Implied {
            let with_choices: Vec<&Configuration> = truth.iter().filter(|c| chosen.is_subset(c)).collect();
            prop_assert!(
                with_choices.iter().all(|c| c.contains(&state.item)),
                "{:?} implied but avoidable",
                state.item
            );
        }
    }
    for off in &evaluation.disabled {
        let picked = asked(&pick(catalogue, draft, off.item), pins);
        let option = option_items(catalogue, draft, off.item);
        let because: Configuration = off.because.iter().copied().collect();
        prop_assert!(because.is_subset(&picked), "{:?}: the reason {:?} is not among the choices", off.item, because);
        let with = |set: &Configuration| -> Configuration { set.union(&option).copied().collect() };
        // the reason rules the option out, and none of it can be left out
        prop_assert!(
            !reachable(truth, &with(&because)),
            "{:?}: {:?} does not rule it out (pins {:?})",
            off.item,
            because,
            pins
        );
        if !off.minimal {
            // the click ran out of time (never on these small catalogues but on a starved machine)
            continue;
        }
        for left_out in &because {
            let smaller: Configuration = because.iter().copied().filter(|item| item != left_out).collect();
            prop_assert!(reachable(truth, &with(&smaller)), "{:?}: {:?} is not minimal", off.item, because);
        }
        // so do its rules, and none of them can be left out
        let only = |ids: &[String]| Definition {
            steps: Vec::new(),
            rules: definition.rules.iter().filter(|rule| ids.contains(&rule.id)).cloned().collect(),
        };
        prop_assert!(
            !reachable(&valid(&only(&off.rule_ids), catalogue, drafts), &with(&because)),
            "{:?}: rules {:?}",
            off.item,
            off.rule_ids
        );
        for left_out in &off.rule_ids {
            let fewer: Vec<String> = off.rule_ids.iter().filter(|id| *id != left_out).cloned().collect();
            prop_assert!(
                reachable(&valid(&only(&fewer), catalogue, drafts), &with(&because)),
                "{:?}: rule {left_out} not needed",
                off.item
            );
        }
        // the repair frees it, and gives up nothing it need not
        if let Some(repair) = &off.repair {
            let dropped: Configuration = repair.drop.iter().copied().collect();
            let kept: Configuration = picked.difference(&dropped).copied().collect();
            prop_assert!(reachable(truth, &kept), "{:?}: the repair {:?} does not free it", off.item, repair.drop);
            for back in &repair.drop {
                let mut more = kept.clone();
                more.insert(*back);
                prop_assert!(!reachable(truth, &more), "{:?}: the repair need not drop {:?}", off.item, back);
            }
        } else {
            prop_assert!(!reachable(truth, &option), "{:?}: reachable, yet no repair", off.item);
        }
    }
    Ok(())
}

/// What the walks saw, so that a test can tell they did not hold vacuously.
#[derive(Default)]
struct Seen {
    offered: AtomicUsize,
    greyed: AtomicUsize,
    repaired: AtomicUsize,
    implied: AtomicUsize,
    with_reason: AtomicUsize,
    /// Clicks whose price range, proven, spans more than one price.
    ranged: AtomicUsize,
    /// Options priced with their lowest complete price.
    priced: AtomicUsize,
    /// Walks that started from pins.
    pinned: AtomicUsize,
    /// Walks with a numeric target.
    targeted: AtomicUsize,
}

/// The price range is the brute force's: the lowest and the highest grand total of the complete and valid
/// drafts that keep the choices; the cheapest proposal is one of them, at the lowest.
fn check_price_range(
    catalogue: &CatalogueIndex,
    definition: &Definition,
    drafts: &[(Draft, Configuration)],
    draft: &Draft,
    pins: &[ItemRef],
    target: Option<&NumericTarget>,
    evaluation: &Evaluation,
) -> Result<(), TestCaseError> {
    let chosen = asked(draft, pins);
    let totals: Vec<i64> = drafts
        .iter()
        .filter(|(_, items)| chosen.is_subset(items))
        .filter_map(|(candidate, _)| {
            let judged = evaluate(definition, catalogue, candidate);
            (judged.complete && judged.valid).then_some(judged.price.grand_total)
        })
        .collect();
    match (&evaluation.price_range, totals.iter().min(), totals.iter().max()) {
        (None, None, None) => {}
        (Some(range), Some(min), Some(max)) => {
            // out of time (a loaded machine), the figures are still real configurations' prices
            if range.exact {
                prop_assert_eq!((range.min, range.max), (*min, *max), "{:?}", draft);
            } else {
                prop_assert!(*min <= range.min && range.max <= *max, "{:?} against {}–{}", range, min, max);
            }
            let proposal = evaluate(definition, catalogue, &range.cheapest);
            prop_assert!(proposal.complete && proposal.valid, "{:?}", proposal.violations);
            prop_assert_eq!(proposal.price.grand_total, range.min);
            prop_assert!(
                chosen.is_subset(&configuration_of(catalogue, &range.cheapest, target)),
                "{:?} drops a choice or a pin",
                range.cheapest
            );
        }
        (range, min, max) => prop_assert!(false, "range {:?}, brute force {:?} to {:?}", range, min, max),
    }
    // each option's lowest price, when the click had the time to prove it, is the brute force's with it
    // picked; a chosen option's is the range's
    for state in evaluation.states.iter().filter(|state| state.lowest.is_some()) {
        if state.status == OptionStatus::Chosen {
            prop_assert_eq!(state.lowest, evaluation.price_range.as_ref().map(|range| range.min));
            continue;
        }
        let picked = asked(&pick(catalogue, draft, state.item), pins);
        let lowest = drafts
            .iter()
            .filter(|(_, items)| picked.is_subset(items))
            .filter_map(|(candidate, _)| {
                let judged = evaluate(definition, catalogue, candidate);
                (judged.complete && judged.valid).then_some(judged.price.grand_total)
            })
            .min();
        prop_assert_eq!(state.lowest, lowest, "{:?} on {:?}", state.item, draft);
    }
    Ok(())
}

/// A random walk of picks through offered options, each state checked against the truth.
fn walk(
    catalogue: &Catalogue,
    definition: &Definition,
    pin_picks: &[prop::sample::Index],
    target_pick: Option<(prop::sample::Index, prop::sample::Index)>,
    picks: &[prop::sample::Index],
    seen: &Seen,
) -> Result<(), TestCaseError> {
    let index = CatalogueIndex::new(catalogue);
    // a target on one of the numeric features: at least, at most, or exactly the middle of its range
    let numeric: Vec<i64> = catalogue
        .features
        .iter()
        .filter(|feature| feature.kind == FeatureKind::Numeric)
        .map(|feature| feature.id)
        .filter(|id| catalogue.parts.iter().any(|part| part.features.iter().any(|row| row.feature_id == *id)))
        .collect();
    let mut target = target_pick.filter(|_| !numeric.is_empty()).map(|(feature, bounds)| {
        let (min, max) =
            [(Some(TARGET_AT), None), (None, Some(TARGET_AT)), (Some(TARGET_AT), Some(TARGET_AT))][bounds.index(3)];
        NumericTarget { feature_id: numeric[feature.index(numeric.len())], min, max }
    });
    let mut drafts = complete_drafts(catalogue);
    for (draft, items) in &mut drafts {
        *items = configuration_of(&index, draft, target.as_ref());
    }
    let truth = valid(definition, &index, &drafts);
    let space = Space::build(definition, catalogue);
    // the count of valid configurations is the brute force's
    let counted = space.count(u64::MAX, std::time::Duration::from_secs(60));
    let distinct: HashSet<Vec<ItemRef>> = truth
        .iter()
        .map(|configuration| {
            // the count is of choices: the target's mark and the numbers aside
            let mut items: Vec<ItemRef> =
                configuration.iter().copied().filter(|item| item.kind != ItemKind::Feature).collect();
            items.sort_unstable();
            items
        })
        .collect();
    prop_assert_eq!((counted.count, counted.exact), (distinct.len() as u64, true));
    // the rule check names exactly the models and the values on parts that no valid configuration has
    let findings = check(definition, catalogue);
    let nothing = findings
        .iter()
        .any(|finding| matches!(finding.code, FindingCode::NoValidConfiguration | FindingCode::NothingOffered));
    prop_assert_eq!(nothing, truth.is_empty(), "{:?}", findings);
    if !truth.is_empty() {
        let named: HashSet<ItemRef> = findings
            .iter()
            .filter(|finding| matches!(finding.code, FindingCode::NeverSelectable | FindingCode::UnsatisfiableRequired))
            .filter_map(|finding| finding.item)
            .collect();
        for model in catalogue.models.iter().filter(|model| index.offerable(ItemRef::model(model.id))) {
            let item = ItemRef::model(model.id);
            let dead = !truth.iter().any(|configuration| configuration.contains(&item));
            prop_assert_eq!(dead, named.contains(&item), "model {:?}: {:?}", item, findings);
        }
    }
    // pins the walk starts from, among the items some configuration has (contradictory pins aside: the
    // hand-written tests cover their repair)
    let mut universe: Vec<ItemRef> = truth
        .iter()
        .flatten()
        .copied()
        .filter(|item| item.kind != ItemKind::Feature)
        .collect::<HashSet<_>>()
        .into_iter()
        .collect();
    universe.sort_unstable();
    let mut pins: Vec<ItemRef> = if universe.is_empty() {
        Vec::new()
    } else {
        pin_picks.iter().map(|pick| universe[pick.index(universe.len())]).collect()
    };
    // every check asks with the pins (the target's feature among them) among the choices, so the whole
    // truth serves; pins that contradict the target give way to it
    let marked = |pins: &[ItemRef], target: Option<NumericTarget>| -> Configuration {
        pins.iter().copied().chain(target.map(|target| ItemRef::feature(target.feature_id))).collect()
    };
    if !reachable(&truth, &marked(&pins, target)) {
        pins.clear();
    }
    if !reachable(&truth, &marked(&pins, target)) {
        target = None;
    }
    let asked_pins = Pins { items: pins.clone(), targets: target.into_iter().collect() };
    pins.extend(target.map(|target| ItemRef::feature(target.feature_id)));
    seen.pinned.fetch_add(usize::from(!pins.is_empty()), Ordering::Relaxed);
    seen.targeted.fetch_add(usize::from(target.is_some()), Ordering::Relaxed);
    let mut draft = Draft::default();
    for pick_index in picks {
        let evaluation = click(&space, &draft, &asked_pins);
        check_state(&index, definition, &drafts, &truth, &draft, &pins, &evaluation)?;
        check_price_range(&index, definition, &drafts, &draft, &pins, target.as_ref(), &evaluation)?;
        let count = |status: OptionStatus| evaluation.states.iter().filter(|state| state.status == status).count();
        seen.offered.fetch_add(count(OptionStatus::Possible), Ordering::Relaxed);
        seen.implied.fetch_add(count(OptionStatus::Implied), Ordering::Relaxed);
        seen.greyed.fetch_add(count(OptionStatus::Impossible), Ordering::Relaxed);
        let reasoned = evaluation.disabled.iter().filter(|off| !off.because.is_empty() && !off.rule_ids.is_empty());
        seen.with_reason.fetch_add(reasoned.count(), Ordering::Relaxed);
        let ranged = evaluation.price_range.as_ref().is_some_and(|range| range.exact && range.min < range.max);
        seen.ranged.fetch_add(usize::from(ranged), Ordering::Relaxed);
        let priced = evaluation.states.iter().filter(|state| state.lowest.is_some()).count();
        seen.priced.fetch_add(priced, Ordering::Relaxed);
        seen.repaired
            .fetch_add(evaluation.disabled.iter().filter(|off| off.repair.is_some()).count(), Ordering::Relaxed);
        let offered: Vec<ItemRef> = evaluation
            .states
            .iter()
            .filter(|state| matches!(state.status, OptionStatus::Possible | OptionStatus::Implied))
            .map(|state| state.item)
            .collect();
        if offered.is_empty() {
            // nothing left to pick: the configurator admits no configuration, or every option is decided
            prop_assert!(truth.is_empty() || reachable(&truth, &asked(&draft, &pins)));
            break;
        }
        draft = pick(&index, &draft, offered[pick_index.index(offered.len())]);
        // a user who picks only offered options always has a valid configuration within reach
        prop_assert!(reachable(&truth, &asked(&draft, &pins)), "dead end after picking: {:?} with {:?}", draft, pins);
    }
    Ok(())
}

proptest! {
    #![proptest_config(Config { cases: 2000, failure_persistence: None, ..Config::default() })]

    /// A user who picks only offered options never reaches a dead end, no option with a valid completion
    /// is greyed, and every grey's reason is minimal and its repair frees it.
    #[test]
    fn walks_through_offered_options_never_reach_a_dead_end(
        catalogue in small_catalogue(),
        definition in small_rules(),
        pin_picks in prop::collection::vec(any::<prop::sample::Index>(), 0..3),
        target_pick in prop::option::of((any::<prop::sample::Index>(), any::<prop::sample::Index>())),
        picks in prop::collection::vec(any::<prop::sample::Index>(), 1..10),
    ) {
        walk(&catalogue, &definition, &pin_picks, target_pick, &picks, &Seen::default())?;
    }
}

#[test]
fn the_walks_see_greyed_implied_and_repaired_options() {
    let seen = Seen::default();
    // a fixed seed: the floors below count what these cases see
    let config = Config { cases: 1000, failure_persistence: None, ..Config::default() };
    let mut runner = TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    let index = || any::<prop::sample::Index>();
    let inputs = (
        small_catalogue(),
        small_rules(),
        prop::collection::vec(index(), 0..3),
        prop::option::of((index(), index())),
        prop::collection::vec(index(), 1..10),
    );
    runner
        .run(&inputs, |(catalogue, definition, pin_picks, target_pick, picks)| {
            walk(&catalogue, &definition, &pin_picks, target_pick, &picks, &seen)
        })
        .unwrap();
    let figures = [
        &seen.offered,
        &seen.greyed,
        &seen.implied,
        &seen.repaired,
        &seen.with_reason,
        &seen.ranged,
        &seen.priced,
        &seen.pinned,
        &seen.targeted,
    ]
    .map(|count| count.load(Ordering::Relaxed));
    // weak floors: the property must not hold vacuously
    assert!(
        figures.iter().all(|count| *count >= 10),
        "offered, greyed, implied, repaired, with a reason, ranged, priced, pinned, targeted: {figures:?}"
    );
}

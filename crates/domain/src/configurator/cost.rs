//! What the rest will cost: the lowest and the highest price of a complete and valid configuration that
//! keeps the user's choices, and the cheapest one as a proposal (issue 21, part 2).
//!
//! Once the model is fixed, the list price of a configuration is a sum over the space's variables: each
//! included part adds its price, and each value on it its price delta, times the part's quantity (the
//! draft's, or the quantity the wizard gives a part it adds: the default of a required part, the smallest
//! of an optional one); each numeric feature the user has not answered adds what its cheapest (or
//! dearest) end of the range costs. So the bounds are the optimum of a weighted sum over the
//! configuration space, found model by model by branch and bound: the space's solver says whether a
//! partial choice can be completed at all (and hands over a complete configuration, whose price becomes
//! the one to beat), and a bound on what the undecided groups can still take away prunes the rest.
//!
//! The discount and the quantity keep the order of list prices (a larger list total never gives a smaller
//! grand total under a discount of 0–100 %, and the reverse ordering holds beyond it), so the configurations
//! with the lowest and the highest list total carry the two bounds. Both are built as drafts and judged by
//! [`evaluate`], so the figures are those the user sees once they choose them; a bound is claimed only for
//! a configuration that judgement finds complete and valid.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use super::evaluate::evaluate;
use super::explore::{choice_lits, picked};
use super::model::{
    Draft, DraftPart, DraftValue, Evaluation, ItemKind, ItemRef, NumericTarget, OptionState, OptionStatus, Pins,
    PriceRange, numeric_step,
};
use super::space::{Lit, Session, Space};
use crate::catalogue::FeatureKind;

/// How long one click may spend proving the bounds; past it the best configurations found are answered
/// with `exact: false`.
const SEARCH_BUDGET: Duration = Duration::from_millis(60);

/// Which bound a search looks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Direction {
    Lowest,
    Highest,
}

impl Direction {
    /// The objective minimised: the list price for the lowest, its opposite for the highest.
    fn signed(self, amount: i128) -> i128 {
        match self {
            Self::Lowest => amount,
            Self::Highest => -amount,
        }
    }
}

/// Prices the click: the range of what remains ([`Evaluation::price_range`]) and, within the click's time,
/// the lowest price with each offered option ([`super::model::OptionState::lowest`]); every configuration
/// has the pinned items.
pub fn price_click(space: &Space, draft: &Draft, pins: &Pins, evaluation: &mut Evaluation) {
    let deadline = Instant::now() + SEARCH_BUDGET;
    let mut session = space.session();
    evaluation.price_range = range(space, &mut session, draft, pins, deadline);
    let Some(range) = &evaluation.price_range else { return };
    for state in evaluation.states.iter_mut().filter(|state| state.status == OptionStatus::Chosen) {
        state.lowest = range.exact.then_some(range.min);
    }
    let options_deadline = Instant::now() + SEARCH_BUDGET;
    let mut offered: Vec<&mut OptionState> = evaluation
        .states
        .iter_mut()
        .filter(|state| matches!(state.status, OptionStatus::Possible | OptionStatus::Implied))
        .collect();
    // the step the user is at first: when time runs short, the options further away go without a figure
    offered.sort_by_key(|state| nearness(draft, state.item.kind));
    let mut left = offered.len();
    for state in offered {
        let picked = picked(space.catalogue(), draft, state.item);
        // an option that only adds to the choices, and that the cheapest configuration has: no
        // configuration with it is cheaper than the cheapest of all
        if range.exact && extends(&picked, draft) && extends(&range.cheapest, &picked) {
            state.lowest = Some(range.min);
            left -= 1;
            continue;
        }
        // each option its share of the time left, so that a hard one cannot starve the others
        let now = Instant::now();
        let share = options_deadline.saturating_duration_since(now) / u32::try_from(left).unwrap_or(u32::MAX);
        left -= 1;
        state.lowest = match (now < options_deadline)
            .then(|| optimum(space, &mut session, &picked, pins, Direction::Lowest, now + share))
            .flatten()
        {
            Some((cheapest, true)) => judged(space, cheapest).map(|(total, _)| total),
            _ => None,
        };
    }
}

/// Whether `wider` keeps every choice of `narrower`: its type, model and quantity, and each of its parts
/// with the same quantity and at least its values.
fn extends(wider: &Draft, narrower: &Draft) -> bool {
    let same_top =
        (wider.type_id, wider.model_id, wider.quantity) == (narrower.type_id, narrower.model_id, narrower.quantity);
    same_top
        && narrower.parts.iter().filter(|entry| entry.quantity >= 1).all(|entry| {
            wider.parts.iter().any(|kept| {
                kept.part_id == entry.part_id
                    && kept.quantity == entry.quantity
                    && entry.values.iter().all(|value| kept.values.contains(value))
            })
        })
}

/// How far an option of this kind is from the step the draft is at: 0 for the step's own options.
fn nearness(draft: &Draft, kind: ItemKind) -> u8 {
    let order: [ItemKind; 3] = match (draft.type_id, draft.model_id) {
        (_, Some(_)) => [ItemKind::Part, ItemKind::Model, ItemKind::Type],
        (Some(_), None) => [ItemKind::Model, ItemKind::Type, ItemKind::Part],
        (None, None) => [ItemKind::Type, ItemKind::Model, ItemKind::Part],
    };
    // a value is on the parts' steps
    let kind = if kind == ItemKind::FeatureValue { ItemKind::Part } else { kind };
    order.iter().position(|step| *step == kind).map_or(3, |position| position as u8)
}

/// The price range of the configurations that keep the draft's choices; `None` when there is none, or
/// when a numeric feature without a bound makes the range open.
fn range(
    space: &Space,
    session: &mut Session<'_>,
    draft: &Draft,
    pins: &Pins,
    deadline: Instant,
) -> Option<PriceRange> {
    let (lowest, exact_low) = optimum(space, session, draft, pins, Direction::Lowest, deadline)?;
    let (highest, exact_high) = optimum(space, session, draft, pins, Direction::Highest, deadline)?;
    let (low, high) = (judged(space, lowest)?, judged(space, highest)?);
    // the discount may order grand totals against list totals (see the module's documentation)
    let (cheapest, dearest) = if low.0 <= high.0 { (low, high) } else { (high, low) };
    Some(PriceRange { min: cheapest.0, max: dearest.0, exact: exact_low && exact_high, cheapest: cheapest.1 })
}

/// The draft's grand total when the judgement finds it complete and valid.
fn judged(space: &Space, draft: Draft) -> Option<(i64, Draft)> {
    let evaluation = evaluate(space.definition(), space.catalogue(), &draft);
    (evaluation.complete && evaluation.valid).then_some((evaluation.price.grand_total, draft))
}

/// The most proven optima a space keeps; past it they are forgotten at once and found again.
const PROVEN_KEPT: usize = 4_096;

/// The optima the price searches proved on one space, by what they were asked: the wizard's first steps
/// ask the same questions for every user, and a click asks again what the one before proved.
#[derive(Default)]
pub(crate) struct Proven {
    optima: Mutex<HashMap<(Draft, Pins, Direction), Option<Draft>>>,
}

impl Proven {
    fn lock(&self) -> MutexGuard<'_, HashMap<(Draft, Pins, Direction), Option<Draft>>> {
        self.optima.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The configuration keeping the draft's choices with the lowest (or highest) list price, as a draft, and
/// whether the search proved it before the deadline; `None` when there is none. A proven answer is kept
/// on the space (see [`Proven`]).
fn optimum(
    space: &Space,
    session: &mut Session<'_>,
    draft: &Draft,
    pins: &Pins,
    direction: Direction,
    deadline: Instant,
) -> Option<(Draft, bool)> {
    let key = (draft.clone(), pins.clone(), direction);
    if let Some(proven) = space.proven().lock().get(&key) {
        return proven.clone().map(|found| (found, true));
    }
    let (found, exact) = search_optimum(space, session, draft, pins, direction, deadline);
    if exact {
        let mut proven = space.proven().lock();
        if proven.len() >= PROVEN_KEPT {
            proven.clear();
        }
        proven.insert(key, found.clone());
    }
    found.map(|found| (found, exact))
}

/// The best configuration the search found, and whether it proved it the best (or proved there is none).
fn search_optimum(
    space: &Space,
    session: &mut Session<'_>,
    draft: &Draft,
    pins: &Pins,
    direction: Direction,
    deadline: Instant,
) -> (Option<Draft>, bool) {
    let choices = choice_lits(space, draft, pins);
    if !session.satisfiable(&choices) {
        return (None, true);
    }
    let catalogue = space.catalogue();
    let type_id = draft.type_id.filter(|id| space.lit(ItemRef::product_type(*id)).is_some());
    let model_id = draft.model_id.filter(|id| space.lit(ItemRef::model(*id)).is_some());
    let models: Vec<i64> = match model_id {
        Some(model) => vec![model],
        None => space
            .model_ids()
            .into_iter()
            .filter(|(_, of_type)| type_id.is_none_or(|chosen| chosen == *of_type))
            .map(|(model, _)| model)
            .collect(),
    };
    let mut exact = true;
    let mut best: Option<(i128, Draft)> = None;
    for model in models {
        let Some(model_lit) = space.lit(ItemRef::model(model)) else { continue };
        // an open range has no bound
        let Some(pricing) = Pricing::of(space, draft, &pins.targets, model, direction) else { return (None, true) };
        let mut assumptions = choices.clone();
        assumptions.push(model_lit);
        let base = i128::from(catalogue.model(model).map_or(0, |row| row.base_price));
        let mut search = Search::new(session, &pricing, direction.signed(base), deadline);
        let beat = best.as_ref().map(|(cost, _)| *cost);
        if let Some((cost, witness)) = search.run(&mut assumptions, beat) {
            best = Some((cost, pricing.completion(space, draft, &witness)));
        }
        exact &= !search.exhausted;
    }
    (best.map(|(_, found)| found), exact)
}

/// One model's prices as weights on the space's variables, for one direction.
struct Pricing {
    /// Variable → what it adds to the objective when true.
    weights: HashMap<u32, i128>,
    /// The decisions left to the search, in catalogue order.
    groups: Vec<Group>,
    /// What every configuration of the model adds whatever the search decides: the parts the model
    /// requires or the user chose, and the values the user chose.
    forced: i128,
    /// Part id → its quantity in a completion, and the quantity its values and numbers multiply.
    quantities: HashMap<i64, (i64, i64)>,
    /// Part id → the numeric values a completion gives the part's unanswered numeric features.
    numbers: HashMap<i64, Vec<DraftValue>>,
}

/// One decision: one of the options, each a set of literals made true together.
struct Group {
    options: Vec<(Vec<Lit>, i128)>,
    /// The least the group can add, whatever is chosen.
    floor: i128,
    /// A required feature of an optional part: the part's literal, and the least the group adds once the
    /// part is in (a value must then be chosen).
    needs: Option<(Lit, i128)>,
}

impl Pricing {
    /// `None` when a numeric feature the user has not answered has no upper bound and its price grows
    /// (or shrinks) with the number: the range is then open.
    fn of(space: &Space, draft: &Draft, targets: &[NumericTarget], model: i64, direction: Direction) -> Option<Self> {
        let catalogue = space.catalogue();
        let in_model = draft.model_id == Some(model);
        let mut pricing = Self {
            weights: HashMap::new(),
            groups: Vec::new(),
            forced: 0,
            quantities: HashMap::new(),
            numbers: HashMap::new(),
        };
        for model_part in catalogue.parts_of_model(model) {
            let (Some(part), Some(part_lit)) =
                (catalogue.part(model_part.part_id), space.lit(ItemRef::part(model_part.part_id)))
            else {
                continue;
            };
            if pricing.quantities.contains_key(&part.id) {
                continue;
            }
            let entries: Vec<&DraftPart> = draft
                .parts
                .iter()
                .filter(|entry| in_model && entry.part_id == part.id && entry.quantity >= 1)
                .collect();
            let (total, per_entry) = match entries.first() {
                Some(first) => {
                    (entries.iter().map(|entry| entry.quantity).fold(0, i64::saturating_add), first.quantity)
                }
                None => {
                    // (a required part whose bounds allow no piece makes the model impossible: never asked)
                    let added = model_part.added_quantity();
                    (added, added)
                }
            };
            pricing.quantities.insert(part.id, (total, per_entry));
            let answered: HashSet<i64> = entries
                .first()
                .map(|entry| entry.values.iter().map(|value| value.feature_id).collect())
                .unwrap_or_default();
            let (numbers, numbers_add) = numbers(space, part, &answered, targets, direction)?;
            pricing.numbers.insert(part.id, numbers);
            let part_weight =
                direction.signed(i128::from(part.price) * i128::from(total) + numbers_add * i128::from(per_entry));
            pricing.weights.insert(part_lit.variable(), part_weight);
            // in every configuration of the model: no decision to make
            let surely = model_part.required || !entries.is_empty();
            if surely {
                pricing.forced += part_weight;
            } else {
                pricing.groups.push(Group::of(vec![(vec![part_lit], part_weight), (vec![!part_lit], 0)], None));
            }
            for feature_id in space.choice_features(part.id) {
                let required = part.features.iter().any(|row| row.feature_id == feature_id && row.required);
                let mut options = Vec::new();
                let mut none = Vec::new();
                let mut chosen = None;
                for value_id in space.values_of(feature_id) {
                    let Some(lit) = space.lit(ItemRef::value_on(part.id, value_id)) else { continue };
                    let delta = catalogue.value(value_id).map_or(0, |value| value.price_delta);
                    let weight = direction.signed(i128::from(delta) * i128::from(per_entry));
                    pricing.weights.insert(lit.variable(), weight);
                    options.push((vec![lit], weight));
                    none.push(!lit);
                    let answered = entries.first().is_some_and(|entry| {
                        entry
                            .values
                            .iter()
                            .any(|value| value.feature_id == feature_id && value.value_id == Some(value_id))
                    });
                    if answered {
                        chosen = Some(weight);
                    }
                }
                match chosen {
                    // the user's answer is assumed: no decision to make
                    Some(weight) => pricing.forced += weight,
                    None if required && surely => pricing.groups.push(Group::of(options, None)),
                    None => {
                        let least = options.iter().map(|(_, weight)| *weight).min();
                        let needs = required.then_some(part_lit).zip(least);
                        options.push((none, 0));
                        pricing.groups.push(Group::of(options, needs));
                    }
                }
            }
        }
        Some(pricing)
    }

    /// What the configuration found adds to the objective.
    fn cost(&self, witness: &[bool]) -> i128 {
        self.weights
            .iter()
            .filter(|(variable, _)| witness.get(**variable as usize).copied().unwrap_or(false))
            .map(|(_, weight)| *weight)
            .sum()
    }

    /// The draft with every open choice filled as the configuration found fills it.
    fn completion(&self, space: &Space, draft: &Draft, witness: &[bool]) -> Draft {
        let catalogue = space.catalogue();
        let holds = |lit: Lit| lit.holds_in(witness);
        let model = space
            .model_ids()
            .into_iter()
            .find(|(id, _)| space.lit(ItemRef::model(*id)).is_some_and(holds))
            .unwrap_or_default();
        let kept = draft.model_id == Some(model.0);
        let mut parts: Vec<DraftPart> = Vec::new();
        for model_part in catalogue.parts_of_model(model.0) {
            let part_id = model_part.part_id;
            let included = space.lit(ItemRef::part(part_id)).is_some_and(holds);
            if !included || parts.iter().any(|entry| entry.part_id == part_id) {
                continue;
            }
            let mut entries: Vec<DraftPart> = draft
                .parts
                .iter()
                .filter(|entry| kept && entry.part_id == part_id && entry.quantity >= 1)
                .cloned()
                .collect();
            if entries.is_empty() {
                let quantity = self.quantities.get(&part_id).map_or(1, |(total, _)| *total);
                entries.push(DraftPart { part_id, quantity, values: Vec::new() });
            }
            let first = &mut entries[0];
            for feature_id in space.choice_features(part_id) {
                if first.values.iter().any(|value| value.feature_id == feature_id) {
                    continue;
                }
                let chosen = space
                    .values_of(feature_id)
                    .into_iter()
                    .find(|value_id| space.lit(ItemRef::value_on(part_id, *value_id)).is_some_and(holds));
                if let Some(value_id) = chosen {
                    first.values.push(DraftValue { feature_id, value_id: Some(value_id), numeric_value: None });
                }
            }
            first.values.extend(self.numbers.get(&part_id).cloned().unwrap_or_default());
            parts.extend(entries);
        }
        Draft { type_id: Some(model.1), model_id: Some(model.0), parts, quantity: draft.quantity }
    }
}

impl Group {
    /// The group's options; its floor is the least of them (an empty group, which no configuration can
    /// answer, adds nothing: the solver rules it out).
    fn of(mut options: Vec<(Vec<Lit>, i128)>, needs: Option<(Lit, i128)>) -> Self {
        // the promising option first, so that the first configurations found are already good
        options.sort_by_key(|(_, weight)| *weight);
        let floor = options.iter().map(|(_, weight)| *weight).min().unwrap_or(0);
        Self { options, floor, needs }
    }

    /// The least the group adds with these decisions made.
    fn least(&self, decided: &[Lit]) -> i128 {
        match self.needs {
            Some((part, least)) if decided.contains(&part) => least,
            _ => self.floor,
        }
    }
}

/// The numbers a completion gives the part's unanswered numeric features, and what they add per piece to
/// the objective's direction: a required feature, or one with a target, takes the end of its range (within
/// the target) the direction prefers; an optional one is set only when that end beats leaving it out.
/// `None` for an open range, or a target no number meets.
fn numbers(
    space: &Space,
    part: &super::model::PartItem,
    answered: &HashSet<i64>,
    targets: &[NumericTarget],
    direction: Direction,
) -> Option<(Vec<DraftValue>, i128)> {
    let catalogue = space.catalogue();
    let mut values = Vec::new();
    let mut adds = 0i128;
    let mut seen = HashSet::new();
    for listing in part.features.iter().filter(|listing| seen.insert(listing.feature_id)) {
        let Some(feature) = catalogue.feature(listing.feature_id).filter(|row| row.kind == FeatureKind::Numeric) else {
            continue;
        };
        if answered.contains(&feature.id) {
            continue;
        }
        let target = targets.iter().find(|target| target.feature_id == feature.id);
        let required = target.is_some() || part.features.iter().any(|row| row.feature_id == feature.id && row.required);
        let bounds = NumericTarget { feature_id: feature.id, min: None, max: None };
        let Some((bottom, top)) = target.unwrap_or(&bounds).reachable(feature) else {
            match target {
                Some(_) => return None,
                None => continue,
            }
        };
        let (min, step) = (i128::from(feature.numeric_min.unwrap_or(0)), i128::from(numeric_step(feature)));
        let unit = i128::from(feature.unit_price.unwrap_or(0));
        // what a number adds above the feature's minimum
        let cost = |number: i64| unit * ((i128::from(number) - min) / step);
        let top = match top {
            Some(top) => top,
            None if unit == 0 => bottom,
            None => return None,
        };
        let (low, high) = (direction.signed(cost(bottom)), direction.signed(cost(top)));
        let number = if high < low { top } else { bottom };
        // an optional feature is left out unless its number lowers the objective
        if required || direction.signed(cost(number)) < 0 {
            values.push(DraftValue { feature_id: feature.id, value_id: None, numeric_value: Some(number) });
            adds += cost(number);
        }
    }
    Some((values, adds))
}

/// A depth-first branch and bound over one model's groups.
struct Search<'p, 's, 'session> {
    session: &'session mut Session<'s>,
    pricing: &'p Pricing,
    /// What the model adds whatever else is chosen.
    base: i128,
    best: Option<(i128, Vec<bool>)>,
    deadline: Instant,
    /// The search stopped at its deadline: the best found may not be the optimum.
    exhausted: bool,
}

impl<'p, 's, 'session> Search<'p, 's, 'session> {
    fn new(session: &'session mut Session<'s>, pricing: &'p Pricing, base: i128, deadline: Instant) -> Self {
        Self { session, pricing, base, best: None, deadline, exhausted: false }
    }

    /// The optimum below `beat` (the best of the models searched before), with the configuration that has
    /// it; `None` when no configuration with the assumptions does better.
    fn run(&mut self, assumptions: &mut Vec<Lit>, beat: Option<i128>) -> Option<(i128, Vec<bool>)> {
        self.best = beat.map(|cost| (cost, Vec::new()));
        self.descend(0, assumptions, self.base + self.pricing.forced);
        self.best.take().filter(|(_, witness)| !witness.is_empty())
    }

    fn descend(&mut self, depth: usize, assumptions: &mut Vec<Lit>, decided: i128) {
        // what is decided, and the least each group left can add with it
        let bound = decided + self.pricing.groups[depth..].iter().map(|group| group.least(assumptions)).sum::<i128>();
        if self.best.as_ref().is_some_and(|(cost, _)| bound >= *cost) {
            return;
        }
        // past the deadline, only the first configuration of a search is still looked for
        if self.best.is_some() && Instant::now() >= self.deadline {
            self.exhausted = true;
            return;
        }
        if !self.session.satisfiable(assumptions) {
            return;
        }
        let witness = self.session.model();
        let cost = self.base + self.pricing.cost(&witness);
        if self.best.as_ref().is_none_or(|(best, _)| cost < *best) {
            self.best = Some((cost, witness));
        }
        // the configuration found reaches the bound: nothing below this node does better
        if cost == bound || depth == self.pricing.groups.len() {
            return;
        }
        for (lits, weight) in &self.pricing.groups[depth].options {
            let length = assumptions.len();
            assumptions.extend(lits);
            self.descend(depth + 1, assumptions, decided + weight);
            assumptions.truncate(length);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_options_of_the_step_the_user_is_at_are_priced_first() {
        let kinds = [ItemKind::Type, ItemKind::Model, ItemKind::Part, ItemKind::FeatureValue];
        let order = |draft: &Draft| {
            let mut sorted = kinds.to_vec();
            sorted.sort_by_key(|kind| nearness(draft, *kind));
            sorted
        };
        let nothing = Draft::default();
        assert_eq!(order(&nothing)[0], ItemKind::Type);
        let typed = Draft { type_id: Some(1), ..Draft::default() };
        assert_eq!(order(&typed)[0], ItemKind::Model);
        let modelled = Draft { type_id: Some(1), model_id: Some(10), ..Draft::default() };
        assert_eq!(order(&modelled)[..2], [ItemKind::Part, ItemKind::FeatureValue]);
        assert_eq!(order(&modelled)[3], ItemKind::Type, "a type starts over: priced last");
    }
}

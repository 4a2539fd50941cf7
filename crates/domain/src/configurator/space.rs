//! The configuration space of a configurator as one company sees it: every complete and valid configuration
//! at once, as propositional clauses that a SAT solver answers questions about (docs/product.md section 4, "the
//! guarantee"; docs/decisions/0011-configuration-space-solver.md).
//!
//! The variables: one per offerable type, model and part ("included"), one per value of each choice feature
//! each part offers ("on that part"), and one per value "on any part" (what a rule or a pin names). The clauses:
//!
//! - exactly one type and exactly one model, the model of its type;
//! - a model includes its required parts (a model whose required part cannot be included is impossible);
//!   a part is included only in a model that has it, within bounds that allow at least one piece;
//! - at most one value per feature of an included part, exactly one when the part requires the feature (a
//!   required feature with no value on offer makes the part impossible; so does a required numeric feature
//!   whose range is empty); a value is on a part only when the part is included;
//! - a value is on any part when it is on some part;
//! - every rule as its clauses, each behind the rule's own selector variable, so that a question can ask
//!   which rules took part in an answer.
//!
//! Items the company cannot see and inactive items have no variable: they are never chosen. Quantities and
//! numbers stay with the judgement ([`super::evaluate`]): they never interact with rules.
//!
//! A space is built once per configurator version, catalogue version and company ([`Spaces`]) and answers
//! many questions concurrently: each question borrows a solver from the space's pool.

use std::collections::{HashMap, HashSet};
use std::convert::Infallible;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use batsat::{SolverInterface, SolverOpts, lbool};

use super::cost::Proven;
use super::index::CatalogueIndex;
use super::model::{Catalogue, Definition, Draft, ItemKind, ItemRef, NumericTarget, RuleKind};
use crate::catalogue::FeatureKind;
use crate::kept::{CacheUse, Kept};

/// A literal: a variable of the space, true or false.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) struct Lit(u32);

impl Lit {
    fn positive(variable: u32) -> Self {
        Self(variable << 1)
    }

    pub(crate) fn variable(self) -> u32 {
        self.0 >> 1
    }

    pub(crate) fn is_negated(self) -> bool {
        self.0 & 1 == 1
    }

    /// Whether the literal is true in a configuration found (`values`, by variable).
    pub(crate) fn holds_in(self, values: &[bool]) -> bool {
        values.get(self.variable() as usize).is_some_and(|value| *value != self.is_negated())
    }

    fn solver(self) -> batsat::Lit {
        batsat::Lit::new(batsat::Var::unsafe_from_idx(self.variable()), !self.is_negated())
    }
}

impl std::ops::Not for Lit {
    type Output = Lit;

    fn not(self) -> Lit {
        Lit(self.0 ^ 1)
    }
}

/// The rule at `position` in the definition, as clauses behind its selector.
#[derive(Debug)]
struct RuleClauses {
    position: usize,
    selector: Lit,
    clauses: Vec<Vec<Lit>>,
}

/// The values one feature can take on one part: at most one of them, and only while the part is included.
#[derive(Debug)]
struct ValueGroup {
    part: Lit,
    values: Vec<Lit>,
}

/// The most solvers a space keeps for reuse; more concurrent questions build their own.
const KEPT_SOLVERS: usize = 8;
/// A kept solver is dropped once questions have added this many variables to it.
const MAX_ADDED_VARIABLES: usize = 100_000;

/// One configurator's configuration space for one view of the catalogue.
pub struct Space {
    definition: Definition,
    catalogue: CatalogueIndex,
    variables: u32,
    structure: Vec<Vec<Lit>>,
    rules: Vec<RuleClauses>,
    types: HashMap<i64, Lit>,
    models: HashMap<i64, Lit>,
    parts: HashMap<i64, Lit>,
    /// (part id, value id) → the value on that part.
    part_values: HashMap<(i64, i64), Lit>,
    /// Value id → the value on any part.
    values: HashMap<i64, Lit>,
    /// Numeric feature id → some included part offers it.
    numeric: HashMap<i64, Lit>,
    /// True in no configuration: a target no number can meet.
    never: Lit,
    /// The offerable types and models (with their type), in catalogue order.
    type_order: Vec<i64>,
    model_order: Vec<(i64, i64)>,
    /// Part id → the choice features it offers, in its order.
    choice_features: HashMap<i64, Vec<i64>>,
    /// Feature id → its offerable values, in catalogue order.
    values_of: HashMap<i64, Vec<i64>>,
    /// The variables a configuration is made of (not the helpers of the encoding): two configurations
    /// differ exactly when one of these differs.
    primary: Vec<Lit>,
    /// A value on a part → its (part, feature) group of values; the groups.
    group_of: HashMap<u32, usize>,
    groups: Vec<ValueGroup>,
    /// A value on a part → the value on any part, when a rule names it; and back.
    any_of: HashMap<u32, Lit>,
    on_parts: HashMap<u32, Vec<Lit>>,
    /// Variable → the (rule, clause) positions in `rules` whose clause holds it.
    clauses_of: HashMap<u32, Vec<(usize, usize)>>,
    /// How the solver decides each variable, by variable.
    decisions: Vec<Decision>,
    pool: Mutex<Vec<Solvers>>,
    proven: Proven,
}

impl std::fmt::Debug for Space {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("Space")
            .field("variables", &self.variables)
            .field("clauses", &(self.structure.len() + self.rules.iter().map(|rule| rule.clauses.len()).sum::<usize>()))
            .finish_non_exhaustive()
    }
}

/// How the solver decides a variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Decision {
    /// Types, models, parts and values on parts: decided true first, so that a configuration found
    /// includes as many options as it can and one answer shows many options possible at once.
    TrueFirst,
    Free,
    /// A counter of an at-most-one encoding: never decided, since the values it counts fix whether it can
    /// be set. Half the variables of a large space; every answer would otherwise put each back in the
    /// solver's decision order.
    Never,
}

struct Builder {
    variables: u32,
    clauses: Vec<Vec<Lit>>,
    counters: Vec<u32>,
}

impl Builder {
    fn fresh(&mut self) -> Lit {
        let lit = Lit::positive(self.variables);
        self.variables += 1;
        lit
    }

    fn counter(&mut self) -> Lit {
        let lit = self.fresh();
        self.counters.push(lit.variable());
        lit
    }

    fn clause(&mut self, clause: Vec<Lit>) {
        self.clauses.push(clause);
    }

    fn imply(&mut self, from: Lit, to: Lit) {
        self.clause(vec![!from, to]);
    }

    fn never(&mut self, lit: Lit) {
        self.clause(vec![!lit]);
    }

    /// Pairwise for a few literals, a sequential counter (Sinz 2005) beyond: linear in their number.
    fn at_most_one(&mut self, lits: &[Lit]) {
        if lits.len() <= 6 {
            for (position, first) in lits.iter().enumerate() {
                for second in &lits[position + 1..] {
                    self.clause(vec![!*first, !*second]);
                }
            }
            return;
        }
        // counter[i]: some literal up to i is true
        let mut previous: Option<Lit> = None;
        for (position, lit) in lits.iter().enumerate() {
            let last = position + 1 == lits.len();
            if let Some(earlier) = previous {
                self.clause(vec![!*lit, !earlier]);
            }
            if !last {
                let counter = self.counter();
                self.imply(*lit, counter);
                if let Some(earlier) = previous {
                    self.imply(earlier, counter);
                }
                previous = Some(counter);
            }
        }
    }

    /// A new literal, true exactly when one of `lits` is.
    fn some_of(&mut self, lits: &[Lit]) -> Lit {
        let some = self.fresh();
        for lit in lits {
            self.imply(*lit, some);
        }
        let mut clause = vec![!some];
        clause.extend(lits);
        self.clause(clause);
        some
    }

    fn exactly_one(&mut self, lits: &[Lit]) {
        self.clause(lits.to_vec());
        self.at_most_one(lits);
    }
}

/// Each id once, in its first order.
fn distinct_ids(ids: impl Iterator<Item = i64>) -> Vec<i64> {
    let mut seen = HashSet::new();
    ids.filter(|id| seen.insert(*id)).collect()
}

impl Space {
    /// Compiles a definition over the catalogue of one view (a company's, or everything for an
    /// administrator). Linear in the size of the catalogue and the rules.
    pub fn build(definition: &Definition, catalogue: &Catalogue) -> Self {
        let index = CatalogueIndex::new(catalogue);
        let mut builder = Builder { variables: 0, clauses: Vec::new(), counters: Vec::new() };
        let mut primary = Vec::new();

        let mut types = HashMap::new();
        for id in distinct_ids(catalogue.types.iter().map(|row| row.id)) {
            if index.offerable(ItemRef::product_type(id)) {
                types.insert(id, builder.fresh());
            }
        }
        let type_lits: Vec<Lit> = ordered(&types, catalogue.types.iter().map(|row| row.id));
        builder.exactly_one(&type_lits);
        primary.extend(&type_lits);

        let mut models = HashMap::new();
        for id in distinct_ids(catalogue.models.iter().map(|row| row.id)) {
            if let Some(model) = index.model(id).filter(|_| index.offerable(ItemRef::model(id))) {
                let lit = builder.fresh();
                if let Some(type_lit) = types.get(&model.type_id) {
                    builder.imply(lit, *type_lit);
                }
                models.insert(id, lit);
            }
        }
        let model_lits: Vec<Lit> = ordered(&models, catalogue.models.iter().map(|row| row.id));
        builder.exactly_one(&model_lits);
        primary.extend(&model_lits);

        // Part id → the models that may include it.
        let mut holders: HashMap<i64, Vec<Lit>> = HashMap::new();
        let mut part_order = Vec::new();
        for id in distinct_ids(catalogue.models.iter().map(|row| row.id)) {
            let Some(model) = models.get(&id).copied() else { continue };
            for model_part in index.parts_of_model(id) {
                let includable = index.offerable(ItemRef::part(model_part.part_id))
                    && model_part.max_quantity >= model_part.min_quantity.max(1);
                if includable {
                    let entry = holders.entry(model_part.part_id).or_default();
                    if entry.is_empty() {
                        part_order.push(model_part.part_id);
                    }
                    entry.push(model);
                } else if model_part.required {
                    builder.never(model);
                }
            }
        }
        let mut parts = HashMap::new();
        for id in &part_order {
            let lit = builder.fresh();
            parts.insert(*id, lit);
            primary.push(lit);
        }
        for id in distinct_ids(catalogue.models.iter().map(|row| row.id)) {
            let Some(model) = models.get(&id).copied() else { continue };
            for model_part in index.parts_of_model(id) {
                if let (true, Some(part)) = (model_part.required, parts.get(&model_part.part_id)) {
                    builder.imply(model, *part);
                }
            }
        }
        for id in &part_order {
            let mut clause = vec![!parts[id]];
            clause.extend(&holders[id]);
            builder.clause(clause);
        }

        // Numeric feature id → the parts offering it.
        let mut numeric_parts: HashMap<i64, Vec<Lit>> = HashMap::new();
        let mut values_of: HashMap<i64, Vec<i64>> = HashMap::new();
        for value in &catalogue.values {
            if index.offerable(ItemRef::feature_value(value.id))
                && index.value(value.id).is_some_and(|row| row == value)
            {
                values_of.entry(value.feature_id).or_default().push(value.id);
            }
        }
        let mut part_values = HashMap::new();
        let mut group_of = HashMap::new();
        let mut groups = Vec::new();
        let mut choice_features: HashMap<i64, Vec<i64>> = HashMap::new();
        // Value id → its literals on the parts.
        let mut on_parts: HashMap<i64, Vec<Lit>> = HashMap::new();
        for id in &part_order {
            let (Some(part), part_lit) = (index.part(*id), parts[id]) else { continue };
            for feature_id in distinct_ids(part.features.iter().map(|row| row.feature_id)) {
                // as the judgement reads it: required when any of the part's listings of it says so
                let required = part.features.iter().any(|row| row.feature_id == feature_id && row.required);
                let Some(feature) = index.feature(feature_id) else {
                    if required {
                        builder.never(part_lit);
                    }
                    continue;
                };
                if feature.kind == FeatureKind::Numeric {
                    let empty = feature.numeric_max.is_some_and(|max| max < feature.numeric_min.unwrap_or(0));
                    if required && empty {
                        builder.never(part_lit);
                    }
                    if !empty {
                        numeric_parts.entry(feature_id).or_default().push(part_lit);
                    }
                    continue;
                }
                choice_features.entry(*id).or_default().push(feature_id);
                let mut group = Vec::new();
                for value_id in values_of.get(&feature_id).map_or(&[][..], Vec::as_slice) {
                    let lit = builder.fresh();
                    builder.imply(lit, part_lit);
                    part_values.insert((*id, *value_id), lit);
                    on_parts.entry(*value_id).or_default().push(lit);
                    group.push(lit);
                }
                primary.extend(&group);
                builder.at_most_one(&group);
                for lit in &group {
                    group_of.insert(lit.variable(), groups.len());
                }
                groups.push(ValueGroup { part: part_lit, values: group.clone() });
                if required {
                    let mut clause = vec![!part_lit];
                    clause.extend(&group);
                    builder.clause(clause);
                }
            }
        }

        let type_order = distinct_ids(catalogue.types.iter().map(|row| row.id))
            .into_iter()
            .filter(|id| types.contains_key(id))
            .collect();
        let model_order = distinct_ids(catalogue.models.iter().map(|row| row.id))
            .into_iter()
            .filter(|id| models.contains_key(id))
            .filter_map(|id| index.model(id).map(|model| (id, model.type_id)))
            .collect();
        let never = builder.fresh();
        builder.never(never);
        let mut numeric = HashMap::new();
        let mut numeric_order: Vec<(&i64, &Vec<Lit>)> = numeric_parts.iter().collect();
        numeric_order.sort_unstable();
        for (feature_id, on) in numeric_order {
            numeric.insert(*feature_id, builder.some_of(on));
        }
        let mut space = Space {
            type_order,
            model_order,
            choice_features,
            values_of,
            definition: definition.clone(),
            catalogue: index,
            variables: 0,
            structure: Vec::new(),
            rules: Vec::new(),
            types,
            models,
            parts,
            part_values,
            values: HashMap::new(),
            numeric,
            never,
            decisions: Vec::new(),
            group_of,
            groups,
            any_of: HashMap::new(),
            on_parts: HashMap::new(),
            clauses_of: HashMap::new(),
            primary,
            pool: Mutex::new(Vec::new()),
            proven: Proven::default(),
        };
        // every value on any part, for the rules that name a value and for the user's pins
        let mut offered_values: Vec<(&i64, &Vec<Lit>)> = on_parts.iter().collect();
        offered_values.sort_unstable();
        for (value_id, on) in offered_values {
            space.add_any_part(*value_id, on, &mut builder);
        }
        let mut rules = Vec::new();
        for (position, rule) in definition.rules.iter().enumerate() {
            let when: Option<Vec<Lit>> = rule.when.iter().map(|item| space.lit(*item)).collect();
            let Some(mut when) = when.filter(|when| !when.is_empty() && !rule.then.is_empty()) else { continue };
            when.sort_unstable();
            when.dedup();
            let then: Vec<Lit> = rule.then.iter().filter_map(|item| space.lit(*item)).collect();
            let selector = builder.fresh();
            let negated = || std::iter::once(!selector).chain(when.iter().map(|lit| !*lit));
            let clauses = match rule.kind {
                RuleKind::Excludes => distinct_lits(&then)
                    .into_iter()
                    .map(|excluded| {
                        let mut clause: Vec<Lit> = negated().collect();
                        if !when.contains(&excluded) {
                            clause.push(!excluded);
                        }
                        clause
                    })
                    .collect(),
                RuleKind::Requires => vec![negated().chain(distinct_lits(&then)).collect()],
            };
            rules.push(RuleClauses { position, selector, clauses });
        }
        for (rule_position, rule) in rules.iter().enumerate() {
            for (clause_position, clause) in rule.clauses.iter().enumerate() {
                for lit in clause.iter().filter(|lit| **lit != !rule.selector) {
                    space.clauses_of.entry(lit.variable()).or_default().push((rule_position, clause_position));
                }
            }
        }
        space.variables = builder.variables;
        space.decisions = vec![Decision::Free; builder.variables as usize];
        for lit in &space.primary {
            space.decisions[lit.variable() as usize] = Decision::TrueFirst;
        }
        for variable in &builder.counters {
            space.decisions[*variable as usize] = Decision::Never;
        }
        space.structure = builder.clauses;
        space.rules = rules;
        space
    }

    /// The value on any part: true exactly when the value is on one of the parts in `on`.
    fn add_any_part(&mut self, value_id: i64, on: &[Lit], builder: &mut Builder) {
        let any = builder.some_of(on);
        self.values.insert(value_id, any);
        for lit in on {
            self.any_of.insert(lit.variable(), any);
        }
        self.on_parts.insert(any.variable(), on.to_vec());
    }

    /// The literal of a numeric target: some included part offers the feature, or never when no number
    /// the feature can take meets the target or the draft gives it one that does not. `None` for a feature
    /// no part of the space offers.
    pub(crate) fn target_lit(&self, target: &NumericTarget, draft: &Draft) -> Option<Lit> {
        let some = *self.numeric.get(&target.feature_id)?;
        let feature = self.catalogue.feature(target.feature_id)?;
        let given_outside = draft
            .parts
            .iter()
            .flat_map(|entry| &entry.values)
            .filter(|value| value.feature_id == target.feature_id)
            .any(|value| value.numeric_value.is_some_and(|number| !target.admits(number)));
        let met = target.reachable(feature).is_some() && !given_outside;
        Some(if met { some } else { self.never })
    }

    /// The literal of an item, when it can be chosen at all (a value without a part: on any part).
    pub(crate) fn lit(&self, item: ItemRef) -> Option<Lit> {
        match (item.kind, item.part_id) {
            (ItemKind::Type, _) => self.types.get(&item.id).copied(),
            (ItemKind::Model, _) => self.models.get(&item.id).copied(),
            (ItemKind::Part, _) => self.parts.get(&item.id).copied(),
            (ItemKind::FeatureValue, Some(part)) => self.part_values.get(&(part, item.id)).copied(),
            (ItemKind::FeatureValue, None) => self.values.get(&item.id).copied(),
            // a numeric feature is no option: only a target names it (see `target_lit`)
            (ItemKind::Feature, _) => None,
        }
    }

    pub(crate) fn type_ids(&self) -> Vec<i64> {
        self.type_order.clone()
    }

    /// (model id, type id) of each offerable model.
    pub(crate) fn model_ids(&self) -> Vec<(i64, i64)> {
        self.model_order.clone()
    }

    /// The choice features the part offers that the catalogue has.
    pub(crate) fn choice_features(&self, part_id: i64) -> Vec<i64> {
        self.choice_features.get(&part_id).cloned().unwrap_or_default()
    }

    /// The feature's offerable values, in catalogue order.
    pub(crate) fn values_of(&self, feature_id: i64) -> Vec<i64> {
        self.values_of.get(&feature_id).cloned().unwrap_or_default()
    }

    pub fn definition(&self) -> &Definition {
        &self.definition
    }

    pub fn catalogue(&self) -> &CatalogueIndex {
        &self.catalogue
    }

    /// The id of the rule at a position of the definition.
    pub(crate) fn rule_at(&self, position: usize) -> &super::model::Rule {
        &self.definition.rules[position]
    }

    /// Every value on a part, with its literal, in part and catalogue order.
    pub(crate) fn part_value_items(&self) -> Vec<(ItemRef, Lit)> {
        let mut items: Vec<(ItemRef, Lit)> =
            self.part_values.iter().map(|((part, value), lit)| (ItemRef::value_on(*part, *value), *lit)).collect();
        items.sort_by_key(|(_, lit)| *lit);
        items
    }

    /// Whether the rule at `position` constrains anything (a rule whose conditions can never all be chosen,
    /// or with an empty side, has no clause).
    pub(crate) fn has_clauses(&self, position: usize) -> bool {
        self.rules.iter().any(|rule| rule.position == position)
    }

    /// Whether a configuration (`values`, by variable) has `target` true once one value of its group is
    /// swapped: for a value on a part the configuration includes, that value in place of its group's; for
    /// a value's absence, another value of its group in its place. The swapped configuration must stay
    /// complete and valid and keep every literal of `keep`. Settles many options without asking the
    /// solver, which finds only a few new values per answer.
    pub(crate) fn swaps_to(&self, values: &[bool], target: Lit, keep: &[Lit]) -> bool {
        let Some(group) = self.group_of.get(&target.variable()).map(|group| &self.groups[*group]) else {
            return false;
        };
        if !target.is_negated() {
            return group.part.holds_in(values) && self.still_valid(values, &[], &[target], keep);
        }
        group
            .values
            .iter()
            .filter(|other| other.variable() != target.variable())
            .any(|other| self.still_valid(values, &[], &[*other], keep))
    }

    /// Whether a configuration (`values`, by variable) stays complete and valid, and keeps every literal of
    /// `keep`, when the values `off` are taken off their parts and the values `on` put on theirs (replacing
    /// what their groups had). Only for values on included parts: the structure then holds by
    /// construction, so only the rules that name a changed value are read.
    pub(crate) fn still_valid(&self, values: &[bool], off: &[Lit], on: &[Lit], keep: &[Lit]) -> bool {
        let mut changed: HashMap<u32, bool> = HashMap::new();
        for lit in off {
            changed.insert(lit.variable(), false);
        }
        for lit in on {
            let Some(group) = self.group_of.get(&lit.variable()) else { return false };
            for other in &self.groups[*group].values {
                if values.get(other.variable() as usize).copied().unwrap_or(false) {
                    changed.insert(other.variable(), false);
                }
            }
        }
        for lit in on {
            changed.insert(lit.variable(), true);
        }
        let value = |changed: &HashMap<u32, bool>, lit: Lit| {
            let variable = lit.variable();
            let value = changed.get(&variable).copied().or_else(|| values.get(variable as usize).copied());
            value.is_some_and(|value| value != lit.is_negated())
        };
        let touched: HashSet<Lit> = changed.keys().filter_map(|variable| self.any_of.get(variable)).copied().collect();
        for any in touched {
            let now = self.on_parts.get(&any.variable()).is_some_and(|on| on.iter().any(|lit| value(&changed, *lit)));
            changed.insert(any.variable(), now);
        }
        keep.iter().all(|lit| value(&changed, *lit))
            && changed.keys().all(|variable| {
                self.clauses_of.get(variable).is_none_or(|positions| {
                    positions.iter().all(|(rule, clause)| {
                        let rule = &self.rules[*rule];
                        rule.clauses[*clause].iter().any(|lit| *lit != !rule.selector && value(&changed, *lit))
                    })
                })
            })
    }

    /// How many complete and valid configurations there are (as choices: quantities and numbers aside),
    /// counted one by one up to `cap` or until `budget` runs out; `exact` false when counting stopped there.
    pub fn count(&self, cap: u64, budget: std::time::Duration) -> ConfigurationCount {
        let deadline = std::time::Instant::now() + budget;
        let mut solver = Solver::new(&self.decisions, self.clauses(true));
        let mut count = 0;
        while solver.solve(&[]) {
            count += 1;
            if count >= cap || std::time::Instant::now() >= deadline {
                return ConfigurationCount { count, exact: false };
            }
            // never the same configuration again: some variable of it must differ
            let blocking: Vec<Lit> =
                self.primary.iter().map(|lit| if solver.holds(*lit) { !*lit } else { *lit }).collect();
            solver.add(&blocking);
        }
        ConfigurationCount { count, exact: true }
    }

    /// The price searches' proven optima on this space.
    pub(crate) fn proven(&self) -> &Proven {
        &self.proven
    }

    /// A solver for a series of questions, from the pool.
    pub(crate) fn session(&self) -> Session<'_> {
        let solvers = self.lock().pop().unwrap_or_else(|| self.solvers());
        Session { space: self, solvers: Some(solvers) }
    }

    fn solvers(&self) -> Solvers {
        Solvers { fixed: Solver::new(&self.decisions, self.clauses(true)), added: 0, guarded: None }
    }

    fn lock(&self) -> MutexGuard<'_, Vec<Solvers>> {
        self.pool.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Every clause; with `fixed`, each rule's selector asserted too.
    fn clauses(&self, fixed: bool) -> impl Iterator<Item = Vec<Lit>> + '_ {
        let selectors = self.rules.iter().filter(move |_| fixed).map(|rule| vec![rule.selector]);
        self.structure
            .iter()
            .cloned()
            .chain(self.rules.iter().flat_map(|rule| rule.clauses.iter().cloned()))
            .chain(selectors)
    }
}

fn ordered(lits: &HashMap<i64, Lit>, ids: impl Iterator<Item = i64>) -> Vec<Lit> {
    distinct_ids(ids).into_iter().filter_map(|id| lits.get(&id).copied()).collect()
}

fn distinct_lits(lits: &[Lit]) -> Vec<Lit> {
    let mut seen = HashSet::new();
    lits.iter().copied().filter(|lit| seen.insert(*lit)).collect()
}

/// batsat's callbacks, none of them used: unlike its `BasicSolver`'s (a boxed stop function), these can be
/// sent to another thread, so spaces are shared by the server's workers.
#[derive(Default)]
struct Quiet;

impl batsat::Callbacks for Quiet {}

/// A batsat solver loaded with the space's clauses.
struct Solver {
    inner: batsat::Solver<Quiet>,
    /// False once the clauses alone are contradictory: every question answers "impossible".
    consistent: bool,
}

impl Solver {
    /// A variable for each decision, decided as it says.
    fn new(decisions: &[Decision], clauses: impl Iterator<Item = Vec<Lit>>) -> Self {
        let mut inner = batsat::Solver::new(SolverOpts::default(), Quiet);
        for decision in decisions {
            let polarity = if *decision == Decision::TrueFirst { lbool::TRUE } else { lbool::UNDEF };
            inner.new_var(polarity, *decision != Decision::Never);
        }
        let mut consistent = true;
        let mut buffer = Vec::new();
        for clause in clauses {
            buffer.clear();
            buffer.extend(clause.iter().map(|lit| lit.solver()));
            consistent &= inner.add_clause_reuse(&mut buffer);
        }
        Self { inner, consistent }
    }

    fn solve(&mut self, assumptions: &[Lit]) -> bool {
        if !self.consistent {
            return false;
        }
        let assumptions: Vec<batsat::Lit> = assumptions.iter().map(|lit| lit.solver()).collect();
        self.inner.solve_limited(&assumptions) == lbool::TRUE
    }

    fn holds(&self, lit: Lit) -> bool {
        self.inner.value_lit(lit.solver()) == lbool::TRUE
    }

    /// A new variable, for a question's own clause.
    fn fresh(&mut self) -> Lit {
        Lit::positive(self.inner.new_var(lbool::UNDEF, true).idx())
    }

    fn add(&mut self, clause: &[Lit]) {
        let mut clause: Vec<batsat::Lit> = clause.iter().map(|lit| lit.solver()).collect();
        self.consistent &= self.inner.add_clause_reuse(&mut clause);
    }

    /// After an unsatisfiable question: whether the assumption took part in the contradiction.
    fn in_core(&self, lit: Lit) -> bool {
        self.consistent && self.inner.unsat_core_contains_var(batsat::Var::unsafe_from_idx(lit.variable()))
    }
}

struct Solvers {
    /// The rules asserted: for every question but "which rules".
    fixed: Solver,
    /// Variables added by questions since the solver was built (each cover question adds one).
    added: usize,
    /// The rules behind their selectors, built the first time a reason is asked for.
    guarded: Option<Solver>,
}

/// A series of questions to one space, on one borrowed solver.
pub(crate) struct Session<'s> {
    space: &'s Space,
    solvers: Option<Solvers>,
}

impl Session<'_> {
    fn solvers(&mut self) -> &mut Solvers {
        // Present from creation until drop.
        self.solvers.get_or_insert_with(|| self.space.solvers())
    }

    /// Which of the targets some complete and valid configuration with the assumptions makes true, with
    /// the configurations found on the way. Each answer asks for a configuration with at least one target
    /// not seen yet (a clause behind a fresh guard, retired after); the targets it holds, or holds after
    /// one value swap, are settled with it, and one "impossible" settles all the rest.
    pub(crate) fn possible(&mut self, assumptions: &[Lit], targets: &[Lit]) -> Vec<bool> {
        self.possible_from(assumptions, targets, &[]).0
    }

    /// [`Session::possible`], first settling what the configurations already found show (each must hold
    /// the assumptions); answers with the configurations it found.
    pub(crate) fn possible_from(
        &mut self,
        assumptions: &[Lit],
        targets: &[Lit],
        known: &[&[bool]],
    ) -> (Vec<bool>, Vec<Vec<bool>>) {
        let space = self.space;
        let shown =
            |values: &[bool], target: Lit| target.holds_in(values) || space.swaps_to(values, target, assumptions);
        let mut settled: Vec<bool> =
            targets.iter().map(|target| known.iter().any(|values| shown(values, *target))).collect();
        let mut found = Vec::new();
        loop {
            let pending: Vec<Lit> =
                targets.iter().zip(&settled).filter(|(_, seen)| !**seen).map(|(target, _)| *target).collect();
            let Some(values) = (!pending.is_empty()).then(|| self.some_of(assumptions, &pending)).flatten() else {
                return (settled, found);
            };
            for (target, seen) in targets.iter().zip(settled.iter_mut()) {
                *seen = *seen || shown(&values, *target);
            }
            found.push(values);
        }
    }

    /// One question: a configuration with the assumptions and at least one of `targets` true, by
    /// variable, or `None` when there is none.
    pub(crate) fn some_of(&mut self, assumptions: &[Lit], targets: &[Lit]) -> Option<Vec<bool>> {
        let variables = self.space.variables;
        let solvers = self.solvers();
        solvers.added += 1;
        let solver = &mut solvers.fixed;
        let guard = solver.fresh();
        let mut clause = vec![!guard];
        clause.extend(targets);
        solver.add(&clause);
        let mut guarded: Vec<Lit> = assumptions.to_vec();
        guarded.push(guard);
        let answer = solver
            .solve(&guarded)
            .then(|| (0..variables).map(|variable| solver.holds(Lit::positive(variable))).collect());
        solver.add(&[!guard]);
        answer
    }

    /// Whether the rule at `position` follows from the others: no configuration breaks it while keeping
    /// every other rule.
    pub(crate) fn implied_by_others(&mut self, position: usize) -> bool {
        let space = self.space;
        let Some(rule) = space.rules.iter().find(|rule| rule.position == position) else { return true };
        let solvers = self.solvers();
        let guarded = solvers.guarded.get_or_insert_with(|| Solver::new(&space.decisions, space.clauses(false)));
        let others: Vec<Lit> =
            space.rules.iter().filter(|other| other.position != position).map(|other| other.selector).collect();
        // broken: every literal of a clause but the selector's false; the catalogue alone must allow it
        // (a rule the catalogue already guarantees is kept for when the catalogue changes)
        let broken = |clause: &Vec<Lit>| -> Vec<Lit> {
            clause.iter().filter(|lit| **lit != !rule.selector).map(|lit| !*lit).collect()
        };
        let breakable = rule.clauses.iter().any(|clause| guarded.solve(&broken(clause)));
        breakable
            && rule.clauses.iter().all(|clause| {
                let mut assumptions = others.clone();
                assumptions.extend(broken(clause));
                !guarded.solve(&assumptions)
            })
    }

    /// Whether some complete and valid configuration makes every assumption true; when it does, `holds`
    /// reads that configuration.
    pub(crate) fn satisfiable(&mut self, assumptions: &[Lit]) -> bool {
        self.solvers().fixed.solve(assumptions)
    }

    /// After a satisfiable question: the configuration found, by variable.
    pub(crate) fn model(&mut self) -> Vec<bool> {
        let variables = self.space.variables;
        let solver = &self.solvers().fixed;
        (0..variables).map(|variable| solver.holds(Lit::positive(variable))).collect()
    }

    /// After an unsatisfiable question: the assumptions that took part in the contradiction.
    pub(crate) fn core(&mut self, assumptions: &[Lit]) -> Vec<Lit> {
        let solver = &self.solvers().fixed;
        assumptions.iter().copied().filter(|lit| solver.in_core(*lit)).collect()
    }

    /// A subset-minimal set of `candidates` that, with `fixed`, is unsatisfiable: the core of the last
    /// answer, then each member left out in turn (QuickXplain's deletion variant). `fixed` and
    /// `candidates` together must be unsatisfiable.
    pub(crate) fn minimal_conflict(&mut self, fixed: &[Lit], candidates: &[Lit]) -> Vec<Lit> {
        let mut assumptions: Vec<Lit> = fixed.to_vec();
        assumptions.extend(candidates);
        if self.satisfiable(&assumptions) {
            return candidates.to_vec();
        }
        let core: HashSet<Lit> = self.core(&assumptions).into_iter().collect();
        // once each: a choice and a pin of the same item share a literal
        let mut seen = HashSet::new();
        let mut kept: Vec<Lit> =
            candidates.iter().copied().filter(|lit| core.contains(lit) && seen.insert(*lit)).collect();
        let mut position = 0;
        while position < kept.len() {
            let mut trial: Vec<Lit> = fixed.to_vec();
            trial.extend(kept.iter().enumerate().filter(|(other, _)| *other != position).map(|(_, lit)| *lit));
            if self.satisfiable(&trial) {
                position += 1;
            } else {
                let core: HashSet<Lit> = self.core(&trial).into_iter().collect();
                let removed = kept[position];
                kept.retain(|lit| *lit != removed && (core.contains(lit) || fixed.contains(lit)));
            }
        }
        kept
    }

    /// The positions of a subset-minimal set of rules that, with the assumptions, is unsatisfiable (none
    /// when the catalogue's structure alone is). The assumptions must be unsatisfiable with every rule.
    pub(crate) fn minimal_rules(&mut self, assumptions: &[Lit]) -> Vec<usize> {
        self.rules_against(assumptions, true)
    }

    /// The rules of one contradiction with the assumptions, not minimised (for a click out of time).
    pub(crate) fn some_rules(&mut self, assumptions: &[Lit]) -> Vec<usize> {
        self.rules_against(assumptions, false)
    }

    fn rules_against(&mut self, assumptions: &[Lit], minimise: bool) -> Vec<usize> {
        let space = self.space;
        let solvers = self.solvers();
        let guarded = solvers.guarded.get_or_insert_with(|| Solver::new(&space.decisions, space.clauses(false)));
        let selector_of: HashMap<Lit, usize> = space.rules.iter().map(|rule| (rule.selector, rule.position)).collect();
        let mut kept: Vec<Lit> = space.rules.iter().map(|rule| rule.selector).collect();
        let mut trial: Vec<Lit> = assumptions.to_vec();
        trial.extend(&kept);
        if guarded.solve(&trial) {
            return Vec::new();
        }
        kept.retain(|selector| guarded.in_core(*selector));
        let mut position = if minimise { 0 } else { kept.len() };
        while position < kept.len() {
            let mut trial: Vec<Lit> = assumptions.to_vec();
            trial.extend(kept.iter().enumerate().filter(|(other, _)| *other != position).map(|(_, lit)| *lit));
            if guarded.solve(&trial) {
                position += 1;
            } else {
                let removed = kept[position];
                kept.retain(|selector| *selector != removed && guarded.in_core(*selector));
            }
        }
        let mut positions: Vec<usize> = kept.iter().filter_map(|selector| selector_of.get(selector).copied()).collect();
        positions.sort_unstable();
        positions
    }
}

impl Drop for Session<'_> {
    fn drop(&mut self) {
        if let Some(solvers) = self.solvers.take() {
            let mut pool = self.space.lock();
            // a solver grown by many questions' variables is built anew rather than kept
            if pool.len() < KEPT_SOLVERS && solvers.added < MAX_ADDED_VARIABLES {
                pool.push(solvers);
            }
        }
    }
}

/// The spaces built lately, kept while their configurator and catalogue stay current: a space is found
/// again by its configurator and the very catalogue it was built from (kept alive with it, so that its
/// address names it), and its definition must be the one asked for.
pub struct Spaces {
    /// A miss is a space built: the engine's model of a configurator over a catalogue.
    kept: Kept<SpaceKey, Arc<Space>>,
}

/// How many valid configurations a configurator has, for its screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConfigurationCount {
    pub count: u64,
    /// False when counting stopped at `count` ("more than").
    pub exact: bool,
}

/// What a space is built from: its configurator, its definition, and the catalogue (held, so that its
/// address names it: a catalogue of another version is another value).
#[derive(Clone)]
struct SpaceKey {
    configurator_id: i64,
    definition: Definition,
    catalogue: Arc<Catalogue>,
}

impl PartialEq for SpaceKey {
    fn eq(&self, other: &Self) -> bool {
        self.configurator_id == other.configurator_id
            && Arc::ptr_eq(&self.catalogue, &other.catalogue)
            && self.definition == other.definition
    }
}

impl Eq for SpaceKey {}

/// By the configurator and the catalogue's address only: keys equal in full are equal in these.
impl std::hash::Hash for SpaceKey {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.configurator_id.hash(state);
        Arc::as_ptr(&self.catalogue).hash(state);
    }
}

impl Spaces {
    pub fn new(capacity: usize) -> Self {
        Self { kept: Kept::counted(capacity) }
    }

    /// Lookups since the start; the misses are the spaces built.
    pub fn cache_use(&self) -> CacheUse {
        self.kept.cache_use()
    }

    /// The space of the configurator over the catalogue, built when not kept.
    pub fn space(&self, configurator_id: i64, definition: &Definition, catalogue: &Arc<Catalogue>) -> Arc<Space> {
        let key = SpaceKey { configurator_id, definition: definition.clone(), catalogue: Arc::clone(catalogue) };
        let Ok(space) =
            self.kept.get_or_load(&key, || Ok::<_, Infallible>(Arc::new(Space::build(definition, catalogue))));
        space
    }
}

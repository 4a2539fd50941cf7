//! What the user can still choose, asked of the whole configuration space ([`Space`]): the status of every
//! option of the wizard, a subset-minimal reason for each option ruled out, and the smallest change of the
//! user's choices that frees it (docs/product.md sections 4 and 11).
//!
//! **An option is offered if and only if some complete and valid configuration contains it together with
//! the user's choices that choosing it keeps.** Choosing an option keeps what the wizard keeps:
//!
//! - a type starts over (nothing else is kept);
//! - a model keeps the type, and starts its parts and values over;
//! - a part keeps everything (its values are asked next);
//! - a value on a part replaces that part's value of the feature; a shared value (no part) replaces the
//!   feature's value on every included part offering it.
//!
//! The engine never changes a choice: it answers what is possible with them. When the choices themselves
//! admit no valid configuration (an old save, a catalogue change), the answer carries the smallest change
//! that would ([`Evaluation::repairs`]) and judges the options against the choices that change keeps.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use super::evaluate::evaluate;
use super::index::CatalogueIndex;
use super::model::{
    Disabled, Draft, DraftPart, DraftValue, Evaluation, ItemKind, ItemRef, ModelPartItem, NumericTarget, OptionState,
    OptionStatus, Pins, Repair, Rule,
};
use super::names::{ItemName, Named, RuleSentence};
use super::space::{Lit, Session, Space};
use crate::catalogue::FeatureKind;
use crate::said::{Engine, Said};

/// Which of the wizard's questions a choice answers; choosing an option replaces the answers of its
/// questions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Question {
    Type,
    Model,
    /// Whether the part is included.
    Part(i64),
    /// The value of a feature on a part: (part, feature).
    Value(i64, i64),
    /// A pin the user set, by position: an item every configuration must have, whatever the order of the
    /// choices. No choice replaces it; only the user releases it.
    Pin(usize),
}

/// One choice of the user that the space knows.
#[derive(Debug, Clone, Copy)]
struct Choice {
    item: ItemRef,
    lit: Lit,
    question: Question,
}

impl Choice {
    fn is_pin(&self) -> bool {
        matches!(self.question, Question::Pin(_))
    }
}

/// One option of the wizard: the literals choosing it makes true, and the questions it answers anew.
struct Candidate {
    item: ItemRef,
    /// `None` for an option the wizard shows that no configuration can have (a part of the model that is
    /// inactive or whose bounds allow no piece).
    lits: Option<Vec<Lit>>,
    /// `None`: every question (a type starts over).
    replaces: Option<Vec<Question>>,
}

/// How long one click may spend making reasons minimal and finding repairs. The status of every option is
/// always exact; past this, a greyed option's reason is the first contradiction found (`minimal: false`)
/// and it has no repair, so that a huge configurator cannot hold a worker for seconds.
const REASONS_BUDGET: Duration = Duration::from_millis(150);

/// Fills `states`, `disabled` and `repairs` of a judgement of `draft`, every configuration also having the
/// pinned items.
pub fn explore(space: &Space, draft: &Draft, pins: &Pins, evaluation: &mut Evaluation) {
    let deadline = Instant::now() + REASONS_BUDGET;
    let mut explorer = Explorer { space, session: space.session(), draft, pins, witnesses: Vec::new(), deadline };
    let mut choices = choices(space, draft, pins);
    if !explorer.satisfiable(&choices, &[]) {
        let all: Vec<Lit> = choices.iter().rev().map(|choice| choice.lit).collect();
        let conflict = explorer.session.minimal_conflict(&[], &all);
        let drop = explorer.correction(&[], &choices, &conflict);
        let kept: Vec<Choice> =
            choices.iter().copied().filter(|choice| !drop.iter().any(|gone| gone.item == choice.item)).collect();
        let repaired = drop.iter().fold(draft.clone(), |draft, choice| without(&draft, choice.item));
        evaluation.repairs = vec![Repair {
            drop: drop.iter().map(|choice| choice.item).collect(),
            instead: Vec::new(),
            grand_total: explorer.grand_total(&repaired),
        }];
        choices = kept;
        // a configuration with the kept choices, that later questions reuse
        explorer.satisfiable(&choices, &[]);
    }
    let candidates = explorer.candidates(&choices);
    let open = explorer.settle_open(&candidates, &choices);
    let replacing = explorer.settle_replacing(&candidates, &choices, &open);
    for ((candidate, open), replacing) in candidates.iter().zip(open).zip(replacing) {
        let Some(lits) = candidate.lits.clone() else {
            evaluation.disabled.push(explorer.unavailable(candidate.item));
            evaluation.states.push(OptionState {
                item: candidate.item,
                status: OptionStatus::Impossible,
                lowest: None,
            });
            continue;
        };
        let chosen = lits.iter().all(|lit| choices.iter().any(|choice| choice.lit == *lit && !choice.is_pin()));
        let base: Vec<Choice> = match &candidate.replaces {
            None => choices.iter().copied().filter(Choice::is_pin).collect(),
            Some(questions) => choices.iter().copied().filter(|choice| !questions.contains(&choice.question)).collect(),
        };
        let status = match open {
            _ if chosen => OptionStatus::Chosen,
            Some(status) if status != OptionStatus::Impossible => status,
            None if replacing == Some(true) => OptionStatus::Possible,
            None if replacing == Some(false) => {
                let disabled = explorer.disabled(candidate.item, &lits, &base);
                evaluation.disabled.push(disabled);
                OptionStatus::Impossible
            }
            None if explorer.possible(candidate.item, &lits, &base, &choices) => OptionStatus::Possible,
            _ => {
                let disabled = explorer.disabled(candidate.item, &lits, &base);
                evaluation.disabled.push(disabled);
                OptionStatus::Impossible
            }
        };
        evaluation.states.push(OptionState { item: candidate.item, status, lowest: None });
    }
}

/// The user's choices the space knows: the type, the model, the included parts of the model and their
/// values, then the pins and the targets. Anything else in the draft is a violation of the judgement, not
/// a choice; a pin on an item no configuration can have, or a target on a feature no part offers, is left
/// out (the app shows only pins its catalogue holds).
fn choices(space: &Space, draft: &Draft, pins: &Pins) -> Vec<Choice> {
    let mut choices = Vec::new();
    let mut push = |item: ItemRef, question: Question| {
        if let Some(lit) = space.lit(item) {
            choices.push(Choice { item, lit, question });
        }
    };
    if let Some(id) = draft.type_id {
        push(ItemRef::product_type(id), Question::Type);
    }
    let model = draft.model_id.filter(|id| space.lit(ItemRef::model(*id)).is_some());
    if let Some(id) = model {
        push(ItemRef::model(id), Question::Model);
    }
    let catalogue = space.catalogue();
    let mut seen = HashSet::new();
    for entry in draft.parts.iter().filter(|entry| entry.quantity >= 1) {
        let in_model = model.is_some_and(|model| catalogue.model_part(model, entry.part_id).is_some());
        if !in_model {
            continue;
        }
        if seen.insert(entry.part_id) {
            push(ItemRef::part(entry.part_id), Question::Part(entry.part_id));
        }
        for value in &entry.values {
            if let Some(value_id) = value.value_id
                && catalogue.value(value_id).is_some_and(|row| row.feature_id == value.feature_id)
            {
                push(ItemRef::value_on(entry.part_id, value_id), Question::Value(entry.part_id, value.feature_id));
            }
        }
    }
    for (position, pin) in pins.items.iter().enumerate() {
        push(*pin, Question::Pin(position));
    }
    for (position, target) in pins.targets.iter().enumerate() {
        if let Some(lit) = space.target_lit(target, draft) {
            let question = Question::Pin(pins.items.len() + position);
            choices.push(Choice { item: ItemRef::feature(target.feature_id), lit, question });
        }
    }
    choices
}

/// The literals of the user's choices and pins the space knows (see [`choices`]).
pub(super) fn choice_lits(space: &Space, draft: &Draft, pins: &Pins) -> Vec<Lit> {
    choices(space, draft, pins).iter().map(|choice| choice.lit).collect()
}

/// A configuration found by the solver, by variable, to answer later questions without asking again.
struct Witness {
    values: Vec<bool>,
}

impl Witness {
    /// The configurations among `witnesses` that hold the literals.
    fn holding<'w>(witnesses: &'w [Witness], lits: &[Lit]) -> Vec<&'w [bool]> {
        witnesses
            .iter()
            .filter(|witness| lits.iter().all(|lit| witness.holds(*lit)))
            .map(|witness| witness.values.as_slice())
            .collect()
    }

    fn holds(&self, lit: Lit) -> bool {
        lit.holds_in(&self.values)
    }
}

struct Explorer<'s, 'd> {
    space: &'s Space,
    session: Session<'s>,
    draft: &'d Draft,
    pins: &'d Pins,
    witnesses: Vec<Witness>,
    deadline: Instant,
}

impl Explorer<'_, '_> {
    /// The options of the wizard at these choices (see [`super::model::Evaluation::states`]).
    fn candidates(&self, choices: &[Choice]) -> Vec<Candidate> {
        let space = self.space;
        let catalogue = space.catalogue();
        let mut candidates = Vec::new();
        let chosen_type = choices.iter().find(|choice| choice.question == Question::Type).map(|choice| choice.item.id);
        let chosen_model =
            choices.iter().find(|choice| choice.question == Question::Model).map(|choice| choice.item.id);
        let mut single = |item: ItemRef, replaces: Option<Vec<Question>>| {
            if let Some(lit) = space.lit(item) {
                candidates.push(Candidate { item, lits: Some(vec![lit]), replaces });
            }
        };
        for id in space.type_ids() {
            single(ItemRef::product_type(id), None);
        }
        for (id, type_id) in space.model_ids() {
            if chosen_type.is_none_or(|chosen| chosen == type_id) {
                // a model keeps the type and the pins, and starts every other answer over
                let replaced =
                    choices.iter().filter(|choice| !matches!(choice.question, Question::Type | Question::Pin(_)));
                single(ItemRef::model(id), Some(replaced.map(|choice| choice.question).collect()));
            }
        }
        let Some(model) = chosen_model else { return candidates };
        let included: Vec<i64> = choices
            .iter()
            .filter_map(|choice| match choice.question {
                Question::Part(part) => Some(part),
                _ => None,
            })
            .collect();
        // Feature id → (the included parts offering it, the values chosen for it on them).
        let mut offering: HashMap<i64, (Vec<i64>, HashSet<i64>)> = HashMap::new();
        let mut feature_order = Vec::new();
        for part_id in &included {
            for feature_id in space.choice_features(*part_id) {
                let entry = offering.entry(feature_id).or_insert_with(|| {
                    feature_order.push(feature_id);
                    (Vec::new(), HashSet::new())
                });
                entry.0.push(*part_id);
            }
        }
        for choice in choices {
            if let Question::Value(_, feature_id) = choice.question
                && let Some(entry) = offering.get_mut(&feature_id)
            {
                entry.1.insert(choice.item.id);
            }
        }
        for model_part in catalogue.parts_of_model(model) {
            let item = ItemRef::part(model_part.part_id);
            let lits = space.lit(item).map(|lit| vec![lit]);
            candidates.push(Candidate { item, lits, replaces: Some(Vec::new()) });
        }
        for part_id in &included {
            for feature_id in space.choice_features(*part_id) {
                for value_id in space.values_of(feature_id) {
                    let item = ItemRef::value_on(*part_id, value_id);
                    if let Some(lit) = space.lit(item) {
                        let replaces = Some(vec![Question::Value(*part_id, feature_id)]);
                        candidates.push(Candidate { item, lits: Some(vec![lit]), replaces });
                    }
                }
            }
        }
        for feature_id in feature_order {
            let (parts, _) = &offering[&feature_id];
            if parts.len() < 2 {
                continue;
            }
            for value_id in space.values_of(feature_id) {
                let lits: Option<Vec<Lit>> =
                    parts.iter().map(|part| space.lit(ItemRef::value_on(*part, value_id))).collect();
                if let Some(lits) = lits {
                    let replaces = Some(parts.iter().map(|part| Question::Value(*part, feature_id)).collect());
                    candidates.push(Candidate { item: ItemRef::feature_value(value_id), lits: Some(lits), replaces });
                }
            }
        }
        candidates
    }

    /// The status of the open candidates (one literal, on no answered question, not chosen), settled together:
    /// possible or not with the choices, and implied when no configuration with the choices avoids them.
    /// `None` for the others.
    fn settle_open(&mut self, candidates: &[Candidate], choices: &[Choice]) -> Vec<Option<OptionStatus>> {
        let answered: HashSet<Question> = choices.iter().map(|choice| choice.question).collect();
        let open_lit = |candidate: &Candidate| -> Option<Lit> {
            let replaces = candidate.replaces.as_ref()?;
            let lit = match candidate.lits.as_deref() {
                Some([lit]) => *lit,
                _ => return None,
            };
            let untouched = replaces.iter().all(|question| !answered.contains(question));
            let chosen = choices.iter().any(|choice| choice.lit == lit && !choice.is_pin());
            (untouched && !chosen).then_some(lit)
        };
        let lits: Vec<Option<Lit>> = candidates.iter().map(open_lit).collect();
        let targets: Vec<Lit> = lits.iter().flatten().copied().collect();
        let assumptions: Vec<Lit> = choices.iter().map(|choice| choice.lit).collect();
        let possible = self.possible_keeping(&assumptions, &targets);
        let negations: Vec<Lit> = targets.iter().map(|lit| !*lit).collect();
        let avoidable = self.possible_keeping(&assumptions, &negations);
        let mut settled =
            possible.into_iter().zip(avoidable).map(|(possible, avoidable)| match (possible, avoidable) {
                (false, _) => OptionStatus::Impossible,
                (true, false) => OptionStatus::Implied,
                (true, true) => OptionStatus::Possible,
            });
        lits.iter().map(|lit| lit.and_then(|_| settled.next())).collect()
    }

    /// Which targets some configuration with the assumptions makes true ([`Session::possible_from`]),
    /// starting from the configurations found before and keeping the new ones for later questions.
    fn possible_keeping(&mut self, assumptions: &[Lit], targets: &[Lit]) -> Vec<bool> {
        let known = Witness::holding(&self.witnesses, assumptions);
        let (possible, found) = self.session.possible_from(assumptions, targets, &known);
        self.witnesses.extend(found.into_iter().map(|values| Witness { values }));
        possible
    }

    /// Whether each candidate that answers an answered question anew (one literal, not chosen, not open)
    /// is possible with the choices it keeps, settled together per question: the configurations found
    /// with those choices, their value swaps, then the solver. `None` for the others.
    fn settle_replacing(
        &mut self,
        candidates: &[Candidate],
        choices: &[Choice],
        open: &[Option<OptionStatus>],
    ) -> Vec<Option<bool>> {
        let mut batches: HashMap<&[Question], Vec<usize>> = HashMap::new();
        for (position, candidate) in candidates.iter().enumerate() {
            let (Some(replaces), Some([lit])) = (candidate.replaces.as_deref(), candidate.lits.as_deref()) else {
                continue;
            };
            let chosen = choices.iter().any(|choice| choice.lit == *lit && !choice.is_pin());
            if open[position].is_none() && !chosen {
                batches.entry(replaces).or_default().push(position);
            }
        }
        let mut settled = vec![None; candidates.len()];
        for (replaces, positions) in batches {
            let base: Vec<Lit> =
                choices.iter().filter(|choice| !replaces.contains(&choice.question)).map(|choice| choice.lit).collect();
            let targets: Vec<Lit> =
                positions.iter().filter_map(|position| candidates[*position].lits.as_ref()?.first().copied()).collect();
            let possible = self.possible_keeping(&base, &targets);
            for (position, possible) in positions.into_iter().zip(possible) {
                settled[position] = Some(possible);
            }
        }
        settled
    }

    /// Whether some complete and valid configuration has the choices and the literals; reuses the
    /// configurations found before.
    fn satisfiable(&mut self, choices: &[Choice], lits: &[Lit]) -> bool {
        let covered = self
            .witnesses
            .iter()
            .any(|witness| lits.iter().chain(choices.iter().map(|choice| &choice.lit)).all(|lit| witness.holds(*lit)));
        if covered {
            return true;
        }
        let assumptions: Vec<Lit> = lits.iter().copied().chain(choices.iter().map(|choice| choice.lit)).collect();
        if !self.session.satisfiable(&assumptions) {
            return false;
        }
        let values = self.session.model();
        self.witnesses.push(Witness { values });
        true
    }

    /// Whether the option is possible with the base choices: for a value, first by a swap on a configuration
    /// found before; else by a question.
    fn possible(&mut self, item: ItemRef, lits: &[Lit], base: &[Choice], choices: &[Choice]) -> bool {
        if item.kind == ItemKind::FeatureValue {
            let replaced: Vec<Choice> =
                choices.iter().copied().filter(|choice| !base.iter().any(|kept| kept.lit == choice.lit)).collect();
            if self.flips(lits, base, &replaced) {
                return true;
            }
        }
        self.satisfiable(base, lits)
    }

    /// Whether a value option is possible by changing only values in a configuration found before with
    /// the base choices and the replaced ones (no question to the solver): the replaced off, its values on,
    /// every base choice (the pins among them) still held.
    fn flips(&self, lits: &[Lit], base: &[Choice], replaced: &[Choice]) -> bool {
        let off: Vec<Lit> = replaced.iter().map(|choice| choice.lit).collect();
        let keep: Vec<Lit> = base.iter().map(|choice| choice.lit).collect();
        self.witnesses.iter().take(8).any(|witness| {
            base.iter().chain(replaced).all(|choice| witness.holds(choice.lit))
                && self.space.still_valid(&witness.values, &off, lits, &keep)
        })
    }

    /// The choices to give up so that `lits` become possible with the rest, `conflict` being a minimal
    /// conflict among them: a single choice of the conflict when one suffices (the fewest possible); else
    /// the choices left out when configurations with `lits` keep as many as they can, one question at a
    /// time (each answer keeps at least one more choice; the last, impossible, proves every choice left out
    /// conflicts with the kept ones: subset-minimal).
    fn correction(&mut self, lits: &[Lit], choices: &[Choice], conflict: &[Lit]) -> Vec<Choice> {
        for lit in conflict {
            let rest: Vec<Choice> = choices.iter().copied().filter(|choice| choice.lit != *lit).collect();
            if self.satisfiable(&rest, lits) {
                return choices.iter().copied().filter(|choice| choice.lit == *lit).collect();
            }
        }
        // the type and the model are kept first when they can be: giving up later choices is the smaller change
        let (upstream, mut pending): (Vec<Choice>, Vec<Choice>) =
            choices.iter().partition(|choice| matches!(choice.question, Question::Type | Question::Model));
        let mut kept: Vec<Lit> = lits.to_vec();
        let mut dropped = Vec::new();
        for choice in upstream {
            kept.push(choice.lit);
            if !self.session.satisfiable(&kept) {
                kept.pop();
                dropped.push(choice);
            }
        }
        loop {
            let targets: Vec<Lit> = pending.iter().map(|choice| choice.lit).collect();
            match (!targets.is_empty()).then(|| self.session.some_of(&kept, &targets)).flatten() {
                Some(values) => {
                    let true_now: Vec<Lit> = targets.iter().copied().filter(|lit| lit.holds_in(&values)).collect();
                    kept.extend(true_now.iter().copied());
                    pending.retain(|choice| !true_now.contains(&choice.lit));
                }
                None => {
                    dropped.extend(pending);
                    return dropped;
                }
            }
        }
    }

    /// An option no configuration can have, whatever the choices.
    fn unavailable(&self, item: ItemRef) -> Disabled {
        Disabled {
            item,
            reason: self.reason(&[], &[]),
            rule_id: String::new(),
            because: Vec::new(),
            rule_ids: Vec::new(),
            rule_messages: Vec::new(),
            freed_by: Vec::new(),
            repair: None,
            minimal: true,
        }
    }

    /// Why the option (made of `lits`) is impossible with the base choices, and what frees it.
    fn disabled(&mut self, item: ItemRef, lits: &[Lit], base: &[Choice]) -> Disabled {
        // The most specific choices first, so that a reason names the model rather than the type it implies.
        let base_lits: Vec<Lit> = base.iter().rev().map(|choice| choice.lit).collect();
        let minimal = Instant::now() < self.deadline;
        let conflict = if minimal {
            self.session.minimal_conflict(lits, &base_lits)
        } else {
            let mut assumptions = lits.to_vec();
            assumptions.extend(&base_lits);
            self.session.satisfiable(&assumptions);
            self.session.core(&base_lits)
        };
        let because: Vec<Choice> = base.iter().copied().filter(|choice| conflict.contains(&choice.lit)).collect();
        let impossible_alone = because.is_empty();
        let mut assumptions = lits.to_vec();
        assumptions.extend(because.iter().map(|choice| choice.lit));
        let rules =
            if minimal { self.session.minimal_rules(&assumptions) } else { self.session.some_rules(&assumptions) };
        let repair = (minimal && !impossible_alone).then(|| {
            let drop = self.correction(lits, base, &conflict);
            let kept: Vec<Choice> =
                base.iter().copied().filter(|choice| !drop.iter().any(|gone| gone.lit == choice.lit)).collect();
            let chosen = picked(self.space.catalogue(), self.draft, item);
            let mut repaired = drop
                .iter()
                .filter(|choice| !matches!(choice.question, Question::Type | Question::Model))
                .fold(chosen, |draft, choice| without(&draft, choice.item));
            let mut instead = Vec::new();
            if drop.iter().any(|choice| choice.question == Question::Model) {
                // a model in place of the one given up: one that a configuration with the rest has
                let model =
                    self.satisfiable(&kept, lits).then(|| self.witness_of(&kept, lits)).flatten().and_then(|found| {
                        self.space
                            .model_ids()
                            .into_iter()
                            .find(|(id, _)| self.space.lit(ItemRef::model(*id)).is_some_and(|lit| found.holds(lit)))
                    });
                match model {
                    Some((model, type_id)) => {
                        if repaired.type_id != Some(type_id) {
                            instead.push(ItemRef::product_type(type_id));
                        }
                        instead.push(ItemRef::model(model));
                        repaired = self.on_model(item, model, type_id);
                    }
                    None => repaired = without(&repaired, ItemRef::model(repaired.model_id.unwrap_or_default())),
                }
            } else if drop.iter().any(|choice| choice.question == Question::Type) {
                repaired = without(&repaired, ItemRef::product_type(repaired.type_id.unwrap_or_default()));
            }
            Repair {
                drop: drop.iter().map(|choice| choice.item).collect(),
                instead,
                grand_total: self.grand_total(&repaired),
            }
        });
        let rules: Vec<&Rule> = rules.into_iter().map(|position| self.space.rule_at(position)).collect();
        let because: Vec<ItemRef> = because.iter().map(|choice| choice.item).collect();
        Disabled {
            item,
            reason: self.reason(&because, &rules),
            rule_id: rules.first().map(|rule| rule.id.clone()).unwrap_or_default(),
            because,
            rule_ids: rules.iter().map(|rule| rule.id.clone()).collect(),
            rule_messages: rules.iter().filter_map(|rule| rule.message.clone()).collect(),
            freed_by: repair.as_ref().map(|repair| repair.drop.clone()).unwrap_or_default(),
            repair,
            minimal,
        }
    }

    /// A configuration found before with the choices and the literals.
    fn witness_of(&self, choices: &[Choice], lits: &[Lit]) -> Option<&Witness> {
        self.witnesses
            .iter()
            .find(|witness| lits.iter().chain(choices.iter().map(|choice| &choice.lit)).all(|lit| witness.holds(*lit)))
    }

    /// What the wizard makes of choosing the item on another model: the model starts its parts and values
    /// over (its required parts at their default quantity), then the item is chosen, with the part it is on.
    fn on_model(&self, item: ItemRef, model: i64, type_id: i64) -> Draft {
        let catalogue = self.space.catalogue();
        let mut draft = started_on(catalogue, model, Some(type_id), self.draft.quantity);
        let part = match (item.kind, item.part_id) {
            (ItemKind::Part, _) => Some(item.id),
            (ItemKind::FeatureValue, part) => part,
            _ => None,
        };
        if let Some(part) = part.filter(|part| !draft.parts.iter().any(|entry| entry.part_id == *part))
            && let Some(model_part) = catalogue.model_part(model, part)
        {
            draft.parts.push(DraftPart { part_id: part, quantity: model_part.added_quantity(), values: Vec::new() });
        }
        if item.kind == ItemKind::FeatureValue
            && let Some(feature_id) = catalogue.value(item.id).map(|value| value.feature_id)
        {
            for entry in draft.parts.iter_mut().filter(|entry| item.part_id.is_none_or(|part| part == entry.part_id)) {
                if catalogue.part_feature(entry.part_id, feature_id).is_some() {
                    entry.values.push(DraftValue { feature_id, value_id: Some(item.id), numeric_value: None });
                }
            }
        }
        draft
    }

    fn grand_total(&self, draft: &Draft) -> i64 {
        evaluate(self.space.definition(), self.space.catalogue(), draft).price.grand_total
    }

    /// "Non disponibile con Modello Oslo: Pouf richiede Tessuto Lino o Tessuto Velluto; Modello Oslo esclude
    /// Tessuto Lino."
    fn reason(&self, because: &[ItemRef], rules: &[&Rule]) -> Said {
        let catalogue = self.space.catalogue();
        Engine::NotAvailable { with: self.choice_names(because), rules: rule_sentences(catalogue, rules) }.into()
    }
}

impl Explorer<'_, '_> {
    /// The choices' names, a target with its bounds ("Larghezza ≥ 240 cm"); a choice and a pin of the same
    /// item are said once.
    fn choice_names(&self, because: &[ItemRef]) -> Vec<ItemName> {
        let catalogue = self.space.catalogue();
        because
            .iter()
            .map(|item| {
                let target = self.pins.targets.iter().find(|target| target.feature_id == item.id);
                match (item.kind, target) {
                    (ItemKind::Feature, Some(target)) => target_name(catalogue, target),
                    _ => offered_name(catalogue, *item),
                }
            })
            .collect()
    }
}

/// "Larghezza ≥ 240 cm", "Larghezza ≤ 260 cm", "Larghezza 240–260 cm".
fn target_name(catalogue: &CatalogueIndex, target: &NumericTarget) -> ItemName {
    Named::Target {
        feature: catalogue.display_name(ItemRef::feature(target.feature_id)),
        min: target.min,
        max: target.max,
        unit: catalogue.feature(target.feature_id).and_then(|row| row.numeric_unit.clone()),
    }
    .into()
}

/// The item's name; an item the caller cannot choose named as unavailable, never revealed.
fn offered_name(catalogue: &CatalogueIndex, item: ItemRef) -> ItemName {
    if catalogue.offerable(item) { catalogue.display_name(item) } else { Named::Unavailable.into() }
}

/// Each rule as a clause of a sentence: "Pouf richiede Pouf · Tessuto Lino o Pouf · Tessuto Velluto".
pub(crate) fn rule_sentences(catalogue: &CatalogueIndex, rules: &[&Rule]) -> Vec<RuleSentence> {
    let names = |items: &[ItemRef]| items.iter().map(|item| offered_name(catalogue, *item)).collect();
    rules
        .iter()
        .map(|rule| RuleSentence { kind: rule.kind, when: names(&rule.when), then: names(&rule.then) })
        .collect()
}

/// The draft with the candidate chosen as the wizard chooses it.
pub(super) fn picked(catalogue: &CatalogueIndex, draft: &Draft, item: ItemRef) -> Draft {
    match (item.kind, item.part_id) {
        (ItemKind::Type, _) => Draft { type_id: Some(item.id), quantity: draft.quantity, ..Draft::default() },
        (ItemKind::Model, _) => {
            let type_id = catalogue.model(item.id).map(|model| model.type_id);
            started_on(catalogue, item.id, type_id, draft.quantity)
        }
        (ItemKind::Part, _) => {
            let mut chosen = draft.clone();
            let quantity = draft
                .model_id
                .and_then(|model| catalogue.model_part(model, item.id))
                .map_or(1, ModelPartItem::added_quantity);
            chosen.parts.push(DraftPart { part_id: item.id, quantity, values: Vec::new() });
            chosen
        }
        (ItemKind::FeatureValue, part) => {
            let feature_id = catalogue.value(item.id).map(|value| value.feature_id);
            let mut chosen = draft.clone();
            for entry in chosen.parts.iter_mut().filter(|entry| part.is_none_or(|part| part == entry.part_id)) {
                let Some(feature_id) = feature_id.filter(|feature| {
                    catalogue.part_feature(entry.part_id, *feature).is_some()
                        && catalogue.feature(*feature).is_some_and(|row| row.kind == FeatureKind::Choice)
                }) else {
                    continue;
                };
                entry.values.retain(|value| value.feature_id != feature_id);
                entry.values.push(DraftValue { feature_id, value_id: Some(item.id), numeric_value: None });
            }
            chosen
        }
        // a numeric feature is no option of the wizard
        (ItemKind::Feature, _) => draft.clone(),
    }
}

/// A model just chosen, as the wizard starts it: its required parts at their default quantity, nothing else.
fn started_on(catalogue: &CatalogueIndex, model: i64, type_id: Option<i64>, quantity: i64) -> Draft {
    let parts = catalogue
        .parts_of_model(model)
        .iter()
        .filter(|model_part| model_part.required)
        .map(|model_part| DraftPart {
            part_id: model_part.part_id,
            quantity: model_part.default_quantity,
            values: Vec::new(),
        })
        .collect();
    Draft { type_id, model_id: Some(model), parts, quantity }
}

/// The draft without one of the user's choices: a type or a model takes what depends on it along.
fn without(draft: &Draft, item: ItemRef) -> Draft {
    let mut draft = draft.clone();
    match (item.kind, item.part_id) {
        (ItemKind::Type, _) => {
            draft.type_id = None;
            draft.model_id = None;
            draft.parts.clear();
        }
        (ItemKind::Model, _) => {
            draft.model_id = None;
            draft.parts.clear();
        }
        (ItemKind::Part, _) => draft.parts.retain(|entry| entry.part_id != item.id),
        (ItemKind::FeatureValue, part) => {
            for entry in draft.parts.iter_mut().filter(|entry| part.is_none_or(|part| part == entry.part_id)) {
                entry.values.retain(|value| value.value_id != Some(item.id));
            }
        }
        // a target released leaves the draft as it is
        (ItemKind::Feature, _) => {}
    }
    draft
}

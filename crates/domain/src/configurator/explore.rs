//! What the user can still choose, asked of the whole configuration space ([`Space`]): the status of every
//! option of the wizard, a subset-minimal reason for each option ruled out, and the smallest change of the
//! user's choices that frees it (PRODUCT.md sections 4 and 11).
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

use super::evaluate::{Last, evaluate, join, unavailable_choice};
use super::model::{
    Disabled, Draft, DraftPart, DraftValue, Evaluation, ItemKind, ItemRef, OptionState, OptionStatus, Repair, Rule,
    RuleKind,
};
use super::space::{Lit, Session, Space};
use crate::catalogue::FeatureKind;
use crate::tr;

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
}

/// One choice of the user that the space knows.
#[derive(Debug, Clone, Copy)]
struct Choice {
    item: ItemRef,
    lit: Lit,
    question: Question,
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

/// Fills `states`, `disabled` and `repairs` of a judgement of `draft`.
pub fn explore(space: &Space, draft: &Draft, evaluation: &mut Evaluation) {
    let mut explorer = Explorer { space, session: space.session(), draft, witnesses: Vec::new() };
    let mut choices = explorer.choices();
    if !explorer.satisfiable(&choices, &[]) {
        let drop = explorer.correction(&[], &choices);
        let kept: Vec<Choice> =
            choices.iter().copied().filter(|choice| !drop.iter().any(|gone| gone.item == choice.item)).collect();
        let repaired = drop.iter().fold(draft.clone(), |draft, choice| without(&draft, choice.item));
        evaluation.repairs = vec![Repair {
            drop: drop.iter().map(|choice| choice.item).collect(),
            grand_total: explorer.grand_total(&repaired),
        }];
        choices = kept;
    }
    for candidate in explorer.candidates(&choices) {
        let Some(lits) = candidate.lits.clone() else {
            evaluation.disabled.push(explorer.unavailable(candidate.item));
            evaluation.states.push(OptionState { item: candidate.item, status: OptionStatus::Impossible });
            continue;
        };
        let chosen = lits.iter().all(|lit| choices.iter().any(|choice| choice.lit == *lit));
        let base: Vec<Choice> = match &candidate.replaces {
            None => Vec::new(),
            Some(questions) => choices.iter().copied().filter(|choice| !questions.contains(&choice.question)).collect(),
        };
        let status = if chosen {
            OptionStatus::Chosen
        } else if explorer.satisfiable(&base, &lits) {
            // Implied: a single literal on no answered question that every configuration with the choices has.
            let open = base.len() == choices.len();
            if open && lits.len() == 1 && !explorer.satisfiable(&choices, &[!lits[0]]) {
                OptionStatus::Implied
            } else {
                OptionStatus::Possible
            }
        } else {
            let disabled = explorer.disabled(candidate.item, &lits, &base);
            evaluation.disabled.push(disabled);
            OptionStatus::Impossible
        };
        evaluation.states.push(OptionState { item: candidate.item, status });
    }
}

/// A configuration found by the solver: the literals true in it, to answer later questions without
/// asking again.
struct Witness {
    true_lits: HashSet<Lit>,
}

struct Explorer<'s, 'd> {
    space: &'s Space,
    session: Session<'s>,
    draft: &'d Draft,
    witnesses: Vec<Witness>,
}

impl Explorer<'_, '_> {
    /// The user's choices the space knows: the type, the model, the included parts of the model and their
    /// values. Anything else in the draft is a violation of the judgement, not a choice.
    fn choices(&self) -> Vec<Choice> {
        let space = self.space;
        let mut choices = Vec::new();
        let mut push = |item: ItemRef, question: Question| {
            if let Some(lit) = space.lit(item) {
                choices.push(Choice { item, lit, question });
            }
        };
        if let Some(id) = self.draft.type_id {
            push(ItemRef::product_type(id), Question::Type);
        }
        let model = self.draft.model_id.filter(|id| space.lit(ItemRef::model(*id)).is_some());
        if let Some(id) = model {
            push(ItemRef::model(id), Question::Model);
        }
        let catalogue = space.catalogue();
        let mut seen = HashSet::new();
        for entry in self.draft.parts.iter().filter(|entry| entry.quantity >= 1) {
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
        choices
    }

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
                let kept =
                    choices.iter().filter(|choice| choice.question != Question::Type).map(|choice| choice.question);
                single(ItemRef::model(id), Some(kept.collect()));
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

    /// Whether some complete and valid configuration has the choices and the literals; reuses the
    /// configurations found before.
    fn satisfiable(&mut self, choices: &[Choice], lits: &[Lit]) -> bool {
        let covered = self.witnesses.iter().any(|witness| {
            lits.iter().chain(choices.iter().map(|choice| &choice.lit)).all(|lit| witness.true_lits.contains(lit))
        });
        if covered {
            return true;
        }
        let assumptions: Vec<Lit> = lits.iter().copied().chain(choices.iter().map(|choice| choice.lit)).collect();
        if !self.session.satisfiable(&assumptions) {
            return false;
        }
        let primary: Vec<Lit> = self.space.primary().to_vec();
        let true_lits = primary.into_iter().filter(|lit| self.session.holds(*lit)).collect();
        self.witnesses.push(Witness { true_lits });
        true
    }

    /// The choices to give up, fewest first, so that `lits` become possible with the rest: a single choice
    /// when one suffices, else what a greedy pass keeps (upstream choices first) leaves out. Subset-minimal
    /// either way: each choice given up conflicts with the kept ones.
    fn correction(&mut self, lits: &[Lit], choices: &[Choice]) -> Vec<Choice> {
        let assumptions: Vec<Lit> = choices.iter().rev().map(|choice| choice.lit).collect();
        let conflict = self.session.minimal_conflict(lits, &assumptions);
        for lit in &conflict {
            let rest: Vec<Choice> = choices.iter().copied().filter(|choice| choice.lit != *lit).collect();
            if self.satisfiable(&rest, lits) {
                return choices.iter().copied().filter(|choice| choice.lit == *lit).collect();
            }
        }
        let mut ordered: Vec<Choice> = choices.to_vec();
        ordered.sort_by_key(|choice| choice.question);
        let mut kept: Vec<Choice> = Vec::new();
        let mut dropped = Vec::new();
        for choice in ordered {
            kept.push(choice);
            if !self.satisfiable(&kept, lits) {
                kept.pop();
                dropped.push(choice);
            }
        }
        dropped
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
        }
    }

    /// Why the option (made of `lits`) is impossible with the base choices, and what frees it.
    fn disabled(&mut self, item: ItemRef, lits: &[Lit], base: &[Choice]) -> Disabled {
        let impossible_alone = !self.satisfiable(&[], lits);
        // The most specific choices first, so that a reason names the model rather than the type it implies.
        let base_lits: Vec<Lit> = base.iter().rev().map(|choice| choice.lit).collect();
        let because: Vec<Choice> = if impossible_alone {
            Vec::new()
        } else {
            let conflict = self.session.minimal_conflict(lits, &base_lits);
            base.iter().copied().filter(|choice| conflict.contains(&choice.lit)).collect()
        };
        let mut assumptions = lits.to_vec();
        assumptions.extend(because.iter().map(|choice| choice.lit));
        let rules = self.session.minimal_rules(&assumptions);
        let repair = (!impossible_alone).then(|| {
            let drop = self.correction(lits, base);
            let chosen = self.chosen_anyway(item);
            let repaired = drop.iter().fold(chosen, |draft, choice| without(&draft, choice.item));
            Repair { drop: drop.iter().map(|choice| choice.item).collect(), grand_total: self.grand_total(&repaired) }
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
        }
    }

    /// The draft with the candidate chosen as the wizard chooses it.
    fn chosen_anyway(&self, item: ItemRef) -> Draft {
        let draft = self.draft;
        let catalogue = self.space.catalogue();
        match (item.kind, item.part_id) {
            (ItemKind::Type, _) => Draft { type_id: Some(item.id), quantity: draft.quantity, ..Draft::default() },
            (ItemKind::Model, _) => {
                let parts = catalogue
                    .parts_of_model(item.id)
                    .iter()
                    .filter(|model_part| model_part.required)
                    .map(|model_part| DraftPart {
                        part_id: model_part.part_id,
                        quantity: model_part.default_quantity,
                        values: Vec::new(),
                    })
                    .collect();
                let type_id = catalogue.model(item.id).map(|model| model.type_id);
                Draft { type_id, model_id: Some(item.id), parts, quantity: draft.quantity }
            }
            (ItemKind::Part, _) => {
                let mut chosen = draft.clone();
                let quantity = draft
                    .model_id
                    .and_then(|model| catalogue.model_part(model, item.id))
                    .map_or(1, |model_part| model_part.min_quantity.max(1));
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
        }
    }

    fn grand_total(&self, draft: &Draft) -> i64 {
        evaluate(self.space.definition(), self.space.catalogue(), draft).price.grand_total
    }

    /// "Non disponibile con Modello Oslo: Pouf richiede Tessuto Lino o Tessuto Velluto; Modello Oslo esclude
    /// Tessuto Lino."
    fn reason(&self, because: &[ItemRef], rules: &[&Rule]) -> String {
        let catalogue = self.space.catalogue();
        let name = |item: &ItemRef| {
            if catalogue.offerable(*item) { catalogue.display_name(*item) } else { unavailable_choice() }
        };
        let names = |items: &[ItemRef], last: Last| {
            let mut seen = HashSet::new();
            let listed: Vec<String> = items.iter().map(name).filter(|text| seen.insert(text.clone())).collect();
            join(&listed, last)
        };
        let explained: Vec<String> = rules
            .iter()
            .map(|rule| match rule.kind {
                RuleKind::Excludes => {
                    tr!("{} esclude {}", "{} excludes {}", names(&rule.when, Last::And), names(&rule.then, Last::And))
                }
                RuleKind::Requires => {
                    tr!("{} richiede {}", "{} requires {}", names(&rule.when, Last::And), names(&rule.then, Last::Or))
                }
            })
            .collect();
        let chosen = names(because, Last::And);
        match (because.is_empty(), explained.is_empty()) {
            (true, true) => tr!("Non disponibile per la tua azienda.", "Not available to your company."),
            (true, false) => tr!("Non disponibile: {}.", "Not available: {}.", explained.join("; ")),
            (false, true) => tr!("Non disponibile con {chosen}.", "Not available with {chosen}."),
            (false, false) => {
                tr!("Non disponibile con {chosen}: {}.", "Not available with {chosen}: {}.", explained.join("; "))
            }
        }
    }
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
    }
    draft
}

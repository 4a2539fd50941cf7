//! What differs between two states of a saved configuration, item by item, each with a sentence naming
//! the items from the catalogue. One function serves both questions the product asks:
//! "what changed between two revisions" (docs/product.md section 12) and "what changed in the catalogue since
//! the save" (section 4: the same contents judged today, whose violations and price may differ).

use serde::Serialize;

use crate::configurator::{CatalogueIndex, Draft, DraftPart, Violation, ViolationCode};
use crate::said::{Language, Message, Said, Saved, Speak};

/// What a change is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ConfigurationChangeKind {
    Name,
    Notes,
    Customer,
    Quantity,
    Type,
    Model,
    PartAdded,
    PartRemoved,
    PartQuantity,
    Value,
    GrandTotal,
    /// The category has no configurator to judge the configuration with any more.
    Configurator,
    /// A problem the later state has and the earlier one did not (the catalogue changed under it).
    Violation,
}

/// A value compared: a name or a text, or a number (a quantity, a numeric feature, cents for a total).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum ChangeValue {
    Number(i64),
    // Its text in the contract (not a `Said` component), as every message is.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    Text(Said),
}

impl Speak for ChangeValue {
    fn speak(&mut self, language: Language) {
        if let Self::Text(text) = self {
            text.speak(language);
        }
    }
}

/// An item a change names: by its name, or by its number when the catalogue no longer has it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Named {
    /// As the catalogue or the person wrote it (a numeric feature's number with its unit, too).
    Name(String),
    /// A customer, a type or a model.
    Number(i64),
    PartNumber(i64),
    FeatureNumber(i64),
    ValueNumber(i64),
}

impl Named {
    /// The name given, or the number when there is none.
    fn or_number(name: Option<&str>, number: Named) -> Named {
        name.map_or(number, |name| Named::Name(name.to_owned()))
    }
}

/// A name is said as it is; a number in the reader's words.
impl From<Named> for Message {
    fn from(item: Named) -> Self {
        match item {
            Named::Name(name) => Message::Text(name),
            number => Saved::Item(number).into(),
        }
    }
}

/// One difference.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Change {
    pub kind: ConfigurationChangeKind,
    /// Where: `name`, `notes`, `customerId`, `draft.quantity`, `draft.typeId`, `draft.modelId`,
    /// `draft.parts.{partId}`, `draft.parts.{partId}.quantity`, `draft.parts.{partId}.values.{featureId}`,
    /// `grandTotal`; a violation's own path.
    pub path: String,
    pub before: Option<ChangeValue>,
    pub after: Option<ChangeValue>,
    /// A sentence in the caller's language (Italian by default) naming the items.
    #[cfg_attr(feature = "openapi", schema(value_type = String))]
    pub message: Said,
}

impl Speak for Change {
    fn speak(&mut self, language: Language) {
        self.before.speak(language);
        self.after.speak(language);
        self.message.speak(language);
    }
}

/// One state of a configuration: as saved in a revision, or its saved contents as judged today.
#[derive(Debug, Clone, Copy)]
pub struct Side<'a> {
    pub name: &'a str,
    pub notes: Option<&'a str>,
    pub customer_id: Option<i64>,
    pub customer_name: Option<&'a str>,
    pub draft: &'a Draft,
    pub grand_total: i64,
    pub complete: bool,
    pub valid: bool,
    /// The problems known of this state (today's evaluation); none for a state as saved.
    pub violations: &'a [Violation],
}

/// Everything that differs from `before` to `after`, in the order the configurator asks for it: the
/// contents (name, notes, customer, quantity, type, model, parts and their values), the problems `after`
/// has of a kind `before` did not (a complete one that is now missing something, a valid one now broken),
/// then the grand total. Items are named from `names`, or by their number when it no longer has them.
pub fn compare(before: &Side, after: &Side, names: &CatalogueIndex) -> Vec<Change> {
    let mut changes = Vec::new();
    let mut push = |kind, path: &str, was: Option<ChangeValue>, is: Option<ChangeValue>, message: Said| {
        changes.push(Change { kind, path: path.into(), before: was, after: is, message });
    };
    if before.name != after.name {
        let message = Saved::NameChanged { from: before.name.to_owned(), to: after.name.to_owned() };
        push(ConfigurationChangeKind::Name, "name", text(before.name), text(after.name), message.into());
    }
    if before.notes != after.notes {
        let message = match (before.notes, after.notes) {
            (None, Some(_)) => Saved::NotesAdded,
            (Some(_), None) => Saved::NotesRemoved,
            _ => Saved::NotesChanged,
        };
        push(
            ConfigurationChangeKind::Notes,
            "notes",
            before.notes.and_then(text),
            after.notes.and_then(text),
            message.into(),
        );
    }
    if before.customer_id != after.customer_id {
        let customer = |side: &Side| side.customer_id.map(|id| Named::or_number(side.customer_name, Named::Number(id)));
        let (from, to) = (customer(before), customer(after));
        let (earlier, later) = (from.clone().map(item), to.clone().map(item));
        push(
            ConfigurationChangeKind::Customer,
            "customerId",
            earlier,
            later,
            Saved::CustomerChanged { from, to }.into(),
        );
    }
    let (was, is) = (before.draft, after.draft);
    if was.quantity != is.quantity {
        let message = Saved::QuantityChanged { from: was.quantity, to: is.quantity };
        push(
            ConfigurationChangeKind::Quantity,
            "draft.quantity",
            number(was.quantity),
            number(is.quantity),
            message.into(),
        );
    }
    if was.type_id != is.type_id {
        let name = |id: Option<i64>| {
            id.map(|id| Named::or_number(names.product_type(id).map(|t| t.name.as_str()), Named::Number(id)))
        };
        let (from, to) = (name(was.type_id), name(is.type_id));
        let (earlier, later) = (from.clone().map(item), to.clone().map(item));
        push(ConfigurationChangeKind::Type, "draft.typeId", earlier, later, Saved::TypeChanged { from, to }.into());
    }
    if was.model_id != is.model_id {
        let name = |id: Option<i64>| {
            id.map(|id| Named::or_number(names.model(id).map(|m| m.name.as_str()), Named::Number(id)))
        };
        let (from, to) = (name(was.model_id), name(is.model_id));
        let (earlier, later) = (from.clone().map(item), to.clone().map(item));
        push(ConfigurationChangeKind::Model, "draft.modelId", earlier, later, Saved::ModelChanged { from, to }.into());
    }
    let part_name = |id: i64| Named::or_number(names.part(id).map(|part| part.name.as_str()), Named::PartNumber(id));
    for old in included(was) {
        if !included(is).any(|new| new.part_id == old.part_id) {
            let message = Saved::PartRemoved { part: part_name(old.part_id) };
            let path = format!("draft.parts.{}", old.part_id);
            push(ConfigurationChangeKind::PartRemoved, &path, number(old.quantity), None, message.into());
        }
    }
    for new in included(is) {
        let path = format!("draft.parts.{}", new.part_id);
        let Some(old) = included(was).find(|old| old.part_id == new.part_id) else {
            let message = Saved::PartAdded { part: part_name(new.part_id), quantity: new.quantity };
            push(ConfigurationChangeKind::PartAdded, &path, None, number(new.quantity), message.into());
            continue;
        };
        if old.quantity != new.quantity {
            let message =
                Saved::PartQuantityChanged { part: part_name(new.part_id), from: old.quantity, to: new.quantity };
            push(
                ConfigurationChangeKind::PartQuantity,
                &format!("{path}.quantity"),
                number(old.quantity),
                number(new.quantity),
                message.into(),
            );
        }
        let features = old.values.iter().chain(&new.values).map(|value| value.feature_id);
        let mut seen = Vec::new();
        for feature_id in features {
            if seen.contains(&feature_id) {
                continue;
            }
            seen.push(feature_id);
            let chosen = |part: &DraftPart| {
                part.values.iter().find(|value| value.feature_id == feature_id).map(|v| (v.value_id, v.numeric_value))
            };
            let (old_value, new_value) = (chosen(old), chosen(new));
            if old_value.unwrap_or_default() == new_value.unwrap_or_default() {
                continue;
            }
            let (from, to) = (old_value.and_then(|v| shown(v, names)), new_value.and_then(|v| shown(v, names)));
            let found = names.feature(feature_id);
            let feature = Named::or_number(found.map(|f| f.name.as_str()), Named::FeatureNumber(feature_id));
            let unit = found.and_then(|f| f.numeric_unit.as_deref());
            let message = Saved::ValueChanged {
                part: part_name(new.part_id),
                feature,
                from: from.as_ref().map(|shown| shown.named(unit)),
                to: to.as_ref().map(|shown| shown.named(unit)),
            };
            let (from, to) = (from.map(Shown::value), to.map(Shown::value));
            push(ConfigurationChangeKind::Value, &format!("{path}.values.{feature_id}"), from, to, message.into());
        }
    }
    let appeared = |code: ViolationCode| if code.is_missing() { before.complete } else { before.valid };
    for violation in after.violations.iter().filter(|v| appeared(v.code)) {
        push(ConfigurationChangeKind::Violation, &violation.path, None, None, violation.message.message.clone().into());
    }
    if before.grand_total != after.grand_total {
        let message = Saved::PriceChanged { from: before.grand_total, to: after.grand_total };
        push(
            ConfigurationChangeKind::GrandTotal,
            "grandTotal",
            number(before.grand_total),
            number(after.grand_total),
            message.into(),
        );
    }
    changes
}

/// The parts that count (a part at quantity 0 is not in the configuration).
fn included(draft: &Draft) -> impl Iterator<Item = &DraftPart> {
    draft.parts.iter().filter(|part| part.quantity >= 1)
}

/// A chosen value: a value by its label, or the number of a numeric feature.
enum Shown {
    Label(Named),
    Number(i64),
}

impl Shown {
    fn value(self) -> ChangeValue {
        match self {
            Shown::Label(label) => item(label),
            Shown::Number(number) => ChangeValue::Number(number),
        }
    }

    /// As the sentence names it: a number comes with the feature's unit.
    fn named(&self, unit: Option<&str>) -> Named {
        match self {
            Shown::Label(label) => label.clone(),
            Shown::Number(number) => Named::Name(unit.map_or(number.to_string(), |unit| format!("{number} {unit}"))),
        }
    }
}

fn shown((value_id, numeric_value): (Option<i64>, Option<i64>), names: &CatalogueIndex) -> Option<Shown> {
    match (value_id, numeric_value) {
        (Some(id), _) => Some(Shown::Label(Named::or_number(
            names.value(id).map(|value| value.label.as_str()),
            Named::ValueNumber(id),
        ))),
        (None, Some(number)) => Some(Shown::Number(number)),
        (None, None) => None,
    }
}

fn item(named: Named) -> ChangeValue {
    ChangeValue::Text(named.into())
}

fn text(value: &str) -> Option<ChangeValue> {
    Some(ChangeValue::Text(value.into()))
}

fn number(value: i64) -> Option<ChangeValue> {
    Some(ChangeValue::Number(value))
}

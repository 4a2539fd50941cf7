//! What differs between two states of a saved configuration, item by item, each with an Italian
//! sentence built from the catalogue's names. One function serves both questions the product asks:
//! "what changed between two revisions" (docs/product.md section 12) and "what changed in the catalogue since
//! the save" (section 4: the same contents judged today, whose violations and price may differ).

use serde::Serialize;

use crate::configurator::{CatalogueIndex, Draft, DraftPart, Violation, ViolationCode};
use crate::locale::language;
use crate::said::euros;
use crate::tr;

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
    Text(String),
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
    pub message: String,
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
    let mut push = |kind, path: &str, was: Option<ChangeValue>, is: Option<ChangeValue>, message: String| {
        changes.push(Change { kind, path: path.into(), before: was, after: is, message });
    };
    if before.name != after.name {
        let message = tr!("Nome: «{}» → «{}».", "Name: «{}» → «{}».", before.name, after.name);
        push(ConfigurationChangeKind::Name, "name", text(before.name), text(after.name), message);
    }
    if before.notes != after.notes {
        let message = match (before.notes, after.notes) {
            (None, Some(_)) => tr!("Note aggiunte.", "Notes added."),
            (Some(_), None) => tr!("Note tolte.", "Notes removed."),
            _ => tr!("Note modificate.", "Notes changed."),
        };
        push(ConfigurationChangeKind::Notes, "notes", before.notes.and_then(text), after.notes.and_then(text), message);
    }
    if before.customer_id != after.customer_id {
        let customer = |side: &Side| match (side.customer_id, side.customer_name) {
            (None, _) => tr!("nessuno", "none"),
            (Some(_), Some(name)) => name.to_owned(),
            (Some(id), None) => tr!("n. {id}", "no. {id}"),
        };
        let message = tr!("Cliente: {} → {}.", "Customer: {} → {}.", customer(before), customer(after));
        let named = |side: &Side| side.customer_id.map(|_| ChangeValue::Text(customer(side)));
        push(ConfigurationChangeKind::Customer, "customerId", named(before), named(after), message);
    }
    let (was, is) = (before.draft, after.draft);
    if was.quantity != is.quantity {
        let message = tr!("Quantità: {} → {}.", "Quantity: {} → {}.", was.quantity, is.quantity);
        push(ConfigurationChangeKind::Quantity, "draft.quantity", number(was.quantity), number(is.quantity), message);
    }
    if was.type_id != is.type_id {
        let name = |id: Option<i64>| {
            id.map(|id| names.product_type(id).map_or(tr!("n. {id}", "no. {id}"), |t| t.name.clone()))
        };
        let (from, to) = (name(was.type_id), name(is.type_id));
        let message = tr!(
            "Tipologia: {} → {}.",
            "Type: {} → {}.",
            or_none(&from, &tr!("nessuna", "none")),
            or_none(&to, &tr!("nessuna", "none"))
        );
        push(
            ConfigurationChangeKind::Type,
            "draft.typeId",
            from.map(ChangeValue::Text),
            to.map(ChangeValue::Text),
            message,
        );
    }
    if was.model_id != is.model_id {
        let name =
            |id: Option<i64>| id.map(|id| names.model(id).map_or(tr!("n. {id}", "no. {id}"), |m| m.name.clone()));
        let (from, to) = (name(was.model_id), name(is.model_id));
        let message = tr!(
            "Modello: {} → {}.",
            "Model: {} → {}.",
            or_none(&from, &tr!("nessuno", "none")),
            or_none(&to, &tr!("nessuno", "none"))
        );
        push(
            ConfigurationChangeKind::Model,
            "draft.modelId",
            from.map(ChangeValue::Text),
            to.map(ChangeValue::Text),
            message,
        );
    }
    let part_name = |id: i64| names.part(id).map_or(tr!("Parte n. {id}", "Part no. {id}"), |part| part.name.clone());
    for old in included(was) {
        if !included(is).any(|new| new.part_id == old.part_id) {
            let message = tr!("Tolta la parte {}.", "Removed the part {}.", part_name(old.part_id));
            let path = format!("draft.parts.{}", old.part_id);
            push(ConfigurationChangeKind::PartRemoved, &path, number(old.quantity), None, message);
        }
    }
    for new in included(is) {
        let path = format!("draft.parts.{}", new.part_id);
        let Some(old) = included(was).find(|old| old.part_id == new.part_id) else {
            let message = tr!(
                "Aggiunta la parte {} (quantità {}).",
                "Added the part {} (quantity {}).",
                part_name(new.part_id),
                new.quantity
            );
            push(ConfigurationChangeKind::PartAdded, &path, None, number(new.quantity), message);
            continue;
        };
        if old.quantity != new.quantity {
            let message = tr!(
                "{}: quantità {} → {}.",
                "{}: quantity {} → {}.",
                part_name(new.part_id),
                old.quantity,
                new.quantity
            );
            push(
                ConfigurationChangeKind::PartQuantity,
                &format!("{path}.quantity"),
                number(old.quantity),
                number(new.quantity),
                message,
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
            let feature = names
                .feature(feature_id)
                .map_or(tr!("Caratteristica n. {feature_id}", "Feature no. {feature_id}"), |f| f.name.clone());
            let label = |value: &Option<ChangeValue>| match value {
                None => tr!("nessuno", "none"),
                Some(ChangeValue::Text(label)) => label.clone(),
                Some(ChangeValue::Number(n)) => {
                    let unit = names.feature(feature_id).and_then(|f| f.numeric_unit.clone());
                    unit.map_or(n.to_string(), |unit| format!("{n} {unit}"))
                }
            };
            let message = format!("{}, {}: {} → {}.", part_name(new.part_id), feature, label(&from), label(&to));
            push(ConfigurationChangeKind::Value, &format!("{path}.values.{feature_id}"), from, to, message);
        }
    }
    let appeared = |code: ViolationCode| if code.is_missing() { before.complete } else { before.valid };
    for violation in after.violations.iter().filter(|v| appeared(v.code)) {
        let message = violation.message.message.render(language());
        push(ConfigurationChangeKind::Violation, &violation.path, None, None, message);
    }
    if before.grand_total != after.grand_total {
        let message = tr!(
            "Prezzo: {} → {}",
            "Price: {} → {}",
            euros(before.grand_total, language()),
            euros(after.grand_total, language())
        );
        push(
            ConfigurationChangeKind::GrandTotal,
            "grandTotal",
            number(before.grand_total),
            number(after.grand_total),
            message,
        );
    }
    changes
}

/// The parts that count (a part at quantity 0 is not in the configuration).
fn included(draft: &Draft) -> impl Iterator<Item = &DraftPart> {
    draft.parts.iter().filter(|part| part.quantity >= 1)
}

/// A chosen value as the sentence names it: its label, or the number of a numeric feature.
fn shown((value_id, numeric_value): (Option<i64>, Option<i64>), names: &CatalogueIndex) -> Option<ChangeValue> {
    match (value_id, numeric_value) {
        (Some(id), _) => Some(ChangeValue::Text(
            names.value(id).map_or(tr!("Valore n. {id}", "Value no. {id}"), |value| value.label.clone()),
        )),
        (None, Some(number)) => Some(ChangeValue::Number(number)),
        (None, None) => None,
    }
}

fn text(value: &str) -> Option<ChangeValue> {
    Some(ChangeValue::Text(value.to_owned()))
}

fn number(value: i64) -> Option<ChangeValue> {
    Some(ChangeValue::Number(value))
}

fn or_none<'a>(name: &'a Option<String>, none: &'a str) -> &'a str {
    name.as_deref().unwrap_or(none)
}

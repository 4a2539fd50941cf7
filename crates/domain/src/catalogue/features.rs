//! Features (what a part lets the customer choose, e.g. "Tessuto") and their values ("Lino").

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::fields::Check;
use super::resource::Resource;
use crate::said::Catalogue;

const UNIT_CHARS: usize = 20;

/// How a feature is chosen: one of its values, or a number within a range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum FeatureKind {
    Choice,
    Numeric,
}

impl FeatureKind {
    pub fn as_str(self) -> &'static str {
        match self {
            FeatureKind::Choice => "choice",
            FeatureKind::Numeric => "numeric",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "choice" => Some(FeatureKind::Choice),
            "numeric" => Some(FeatureKind::Numeric),
            _ => None,
        }
    }
}

/// The kinds as the CSV file writes them.
const KIND_WORDS: &[(&str, &str)] = &[("choice", "scelta"), ("numeric", "numerico")];

// A feature. (No doc comment: it would enter the OpenAPI schema.) A numeric feature needs min ≤ max,
// step ≥ 1 and a unit price; a choice feature has none of the numeric fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "productfeature", label = "Caratteristica", label_en = "Feature", read = Filtered)]
#[resource(sort(sort_order, name, code, updated_at), parents(part_id))]
#[resource(file = "caratteristiche", key(code))]
pub struct Feature {
    pub id: i64,
    #[resource(check = code, column = "Codice")]
    pub code: String,
    #[resource(check = name, column = "Nome")]
    pub name: String,
    #[resource(check_own = description, column = "Descrizione")]
    pub description: Option<String>,
    #[resource(input = Option<String>, check_with = feature_kind, column = "Tipo", kind = Choice(KIND_WORDS))]
    pub kind: FeatureKind,
    #[resource(column = "Minimo")]
    pub numeric_min: Option<i32>,
    #[resource(column = "Massimo")]
    pub numeric_max: Option<i32>,
    #[resource(column = "Passo")]
    pub numeric_step: Option<i32>,
    #[resource(check = text(UNIT_CHARS), column = "Unità")]
    pub numeric_unit: Option<String>,
    /// Cents per unit, numeric features only.
    #[resource(check_with = unit_price(kind, numeric_min, numeric_max, numeric_step, numeric_unit.is_some()))]
    #[resource(column = "Prezzo unitario", kind = Money)]
    pub unit_price: Option<i64>,
    #[resource(check_own = sort_order, column = "Ordine")]
    pub sort_order: i32,
    #[resource(default = true, column = "Attivo")]
    pub active: bool,
    #[resource(check = translation, column = "Nome (EN)", optional_column)]
    pub name_en: Option<String>,
    #[resource(check = text(2000), column = "Descrizione (EN)", optional_column)]
    pub description_en: Option<String>,
    pub created_at: DateTime<Utc>,
    #[resource(column = "Aggiornato il")]
    pub updated_at: DateTime<Utc>,
}

/// The kind named by the body; absent is `choice`.
fn feature_kind(check: &mut Check, input: Option<String>) -> FeatureKind {
    match input.as_deref().map(str::trim).filter(|kind| !kind.is_empty()) {
        None => FeatureKind::Choice,
        Some(kind) => FeatureKind::parse(kind).unwrap_or_else(|| {
            check.fail("kind", Catalogue::UnknownFeatureKind);
            FeatureKind::Choice
        }),
    }
}

/// The unit price, after the numeric fields it goes with: a numeric feature needs its range (min ≤ max),
/// a step of at least 1 and a unit price; a choice feature has none of them.
fn unit_price(
    check: &mut Check,
    input: Option<i64>,
    kind: FeatureKind,
    min: Option<i32>,
    max: Option<i32>,
    step: Option<i32>,
    has_unit: bool,
) -> Option<i64> {
    match kind {
        FeatureKind::Numeric => {
            required_number(check, "numericMin", min);
            required_number(check, "numericMax", max);
            if matches!((min, max), (Some(min), Some(max)) if min > max) {
                check.fail("numericMax", Catalogue::BelowMinimum);
            }
            required_number(check, "numericStep", step);
            if step.is_some_and(|step| step < 1) {
                check.fail("numericStep", Catalogue::AtLeastOne);
            }
            Some(check.money("unitPrice", input, false))
        }
        FeatureKind::Choice => {
            let present = [
                ("numericMin", min.is_some()),
                ("numericMax", max.is_some()),
                ("numericStep", step.is_some()),
                ("numericUnit", has_unit),
                ("unitPrice", input.is_some()),
            ];
            for (field, _) in present.into_iter().filter(|(_, present)| *present) {
                check.fail(field, Catalogue::OnlyForNumeric);
            }
            None
        }
    }
}

/// A required number of a numeric feature.
fn required_number(check: &mut Check, field: &str, value: Option<i32>) {
    if value.is_none() {
        check.fail(field, Catalogue::RequiredForNumeric);
    }
}

// A value of a choice feature.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "productfeatureval", label = "Valore di caratteristica", label_en = "Feature value")]
#[resource(read = Filtered, sort(sort_order, label, code, price_delta), parents(feature_id, category_id))]
#[resource(file = "valori-caratteristica", key(feature_id, code))]
pub struct FeatureValue {
    pub id: i64,
    #[resource(check = reference, column = "Caratteristica", kind = Ref(Book::Features))]
    pub feature_id: i64,
    #[resource(check = code, column = "Codice")]
    pub code: String,
    #[resource(check = name, column = "Etichetta")]
    pub label: String,
    /// Cents, may be negative.
    #[resource(check = money(true), column = "Variazione di prezzo", kind = Money)]
    pub price_delta: i64,
    #[resource(check_with = swatch, column = "Colore")]
    pub swatch: Option<String>,
    #[resource(check_own = image_url, column = "Immagine")]
    pub image_url: Option<String>,
    #[resource(check_own = sort_order, column = "Ordine")]
    pub sort_order: i32,
    #[resource(default = true, column = "Attivo")]
    pub active: bool,
    #[resource(check = translation, column = "Etichetta (EN)", optional_column)]
    pub label_en: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A colour swatch: `#RRGGBB`; empty becomes absent.
fn swatch(check: &mut Check, value: Option<String>) -> Option<String> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
    let valid = value.len() == 7 && value.starts_with('#') && value.chars().skip(1).all(|c| c.is_ascii_hexdigit());
    if !valid {
        check.fail("swatch", Catalogue::NotASwatch);
    }
    Some(value)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::catalogue::MAX_MONEY_CENTS;
    use crate::catalogue::fields::error_fields;

    fn numeric() -> FeatureInput {
        FeatureInput {
            code: Some("LARGHEZZA".into()),
            name: Some("Larghezza".into()),
            kind: Some("numeric".into()),
            numeric_min: Some(160),
            numeric_max: Some(320),
            numeric_step: Some(10),
            numeric_unit: Some("cm".into()),
            unit_price: Some(250),
            ..Default::default()
        }
    }

    #[test]
    fn a_choice_feature_is_the_default_and_has_no_numeric_fields() {
        let draft = Feature::validate(FeatureInput {
            code: Some("TESSUTO".into()),
            name: Some(" Tessuto ".into()),
            numeric_unit: Some("  ".into()),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(
            (draft.kind, draft.name.as_str(), draft.active, draft.unit_price),
            (FeatureKind::Choice, "Tessuto", true, None)
        );
        let err = Feature::validate(FeatureInput { kind: Some("choice".into()), ..numeric() });
        assert_eq!(
            error_fields(err.unwrap_err()),
            ["numericMin", "numericMax", "numericStep", "numericUnit", "unitPrice"]
        );
    }

    #[test]
    fn a_feature_needs_code_name_and_a_known_kind() {
        let err =
            Feature::validate(FeatureInput { kind: Some("colour".into()), sort_order: Some(-1), ..Default::default() });
        assert_eq!(error_fields(err.unwrap_err()), ["code", "name", "kind", "sortOrder"]);
    }

    #[test]
    fn a_numeric_feature_needs_an_ordered_range_a_step_and_a_unit_price() {
        let draft = Feature::validate(numeric()).unwrap();
        assert_eq!(
            (
                draft.kind,
                draft.numeric_min,
                draft.numeric_max,
                draft.numeric_step,
                draft.numeric_unit.as_deref(),
                draft.unit_price
            ),
            (FeatureKind::Numeric, Some(160), Some(320), Some(10), Some("cm"), Some(250))
        );
        assert!(Feature::validate(FeatureInput { numeric_min: Some(320), numeric_unit: None, ..numeric() }).is_ok());
        let missing =
            FeatureInput { numeric_min: None, numeric_max: None, numeric_step: None, unit_price: None, ..numeric() };
        assert_eq!(
            error_fields(Feature::validate(missing).unwrap_err()),
            ["numericMin", "numericMax", "numericStep", "unitPrice"]
        );
        let wrong = FeatureInput {
            numeric_min: Some(321),
            numeric_step: Some(0),
            unit_price: Some(-1),
            numeric_unit: Some("centimetri quadrati!!".into()),
            ..numeric()
        };
        assert_eq!(
            error_fields(Feature::validate(wrong).unwrap_err()),
            ["numericUnit", "numericMax", "numericStep", "unitPrice"]
        );
    }

    fn value() -> FeatureValueInput {
        FeatureValueInput {
            feature_id: Some(3),
            code: Some("LINO".into()),
            label: Some("Lino naturale".into()),
            price_delta: Some(-5_000),
            swatch: Some("#a0B1c2".into()),
            ..Default::default()
        }
    }

    #[test]
    fn a_feature_value_may_lower_the_price_and_has_a_swatch() {
        let draft = FeatureValue::validate(value()).unwrap();
        assert_eq!((draft.price_delta, draft.swatch.as_deref(), draft.active), (-5_000, Some("#a0B1c2"), true));
        assert_eq!(
            FeatureValue::validate(FeatureValueInput { swatch: Some(" ".into()), ..value() }).unwrap().swatch,
            None
        );
        for bad in ["a0b1c2", "#a0b1c", "#a0b1c2d", "#g0b1c2", "#a0 1c2", "rosso"] {
            let err = FeatureValue::validate(FeatureValueInput { swatch: Some(bad.into()), ..value() });
            assert_eq!(error_fields(err.unwrap_err()), ["swatch"], "{bad}");
        }
    }

    #[test]
    fn a_feature_value_needs_feature_code_label_and_a_bounded_delta() {
        let err = FeatureValue::validate(FeatureValueInput {
            image_url: Some("javascript:alert(1)".into()),
            ..Default::default()
        });
        assert_eq!(error_fields(err.unwrap_err()), ["featureId", "code", "label", "priceDelta", "imageUrl"]);
        for delta in [-MAX_MONEY_CENTS - 1, MAX_MONEY_CENTS + 1] {
            let err = FeatureValue::validate(FeatureValueInput { price_delta: Some(delta), ..value() });
            assert_eq!(error_fields(err.unwrap_err()), ["priceDelta"]);
        }
        assert!(FeatureValue::validate(FeatureValueInput { price_delta: Some(-MAX_MONEY_CENTS), ..value() }).is_ok());
    }
}

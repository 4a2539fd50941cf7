//! Features (what a part lets the customer choose, e.g. "Tessuto") and their values ("Lino").

use serde::Serialize;

use super::fields::Check;
use super::resource::{ReadAccess, Resource};
use super::shape::resource_fields;
use crate::error::DomainError;
use crate::tr;

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

resource_fields! {
    pub struct Feature {
        code: String,
        name: String,
        description: Option<String>,
        kind: FeatureKind => Option<String>,
        numeric_min: Option<i32>,
        numeric_max: Option<i32>,
        numeric_step: Option<i32>,
        numeric_unit: Option<String>,
        /// Cents per unit, numeric features only.
        unit_price: Option<i64>,
        sort_order: i32,
        active: bool,
    }
    input FeatureInput;
    draft FeatureDraft;
}

/// A required number of a numeric feature.
fn required_number(check: &mut Check, field: &str, value: Option<i32>) -> Option<i32> {
    if value.is_none() {
        check
            .fail(field, tr!("Campo obbligatorio per una caratteristica numerica.", "Required for a numeric feature."));
    }
    value
}

impl Resource for Feature {
    type Input = FeatureInput;
    type Draft = FeatureDraft;
    const LABEL: &'static str = "Caratteristica";
    const LABEL_EN: &'static str = "Feature";
    const KIND: &'static str = "productfeature";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "name", "code", "updatedAt"];
    const PARENTS: &'static [&'static str] = &["partId"];

    /// A numeric feature needs min ≤ max, step ≥ 1 and a unit price; a choice feature has none of
    /// the numeric fields. An absent kind is `choice`.
    fn validate(input: FeatureInput) -> Result<FeatureDraft, DomainError> {
        let mut check = Check::default();
        let code = check.code("code", input.code);
        let name = check.name("name", input.name);
        let description = check.description(input.description);
        let kind = match input.kind.as_deref().map(str::trim).filter(|kind| !kind.is_empty()) {
            None => FeatureKind::Choice,
            Some(kind) => FeatureKind::parse(kind).unwrap_or_else(|| {
                check.fail("kind", tr!("Vale choice o numeric.", "Either choice or numeric."));
                FeatureKind::Choice
            }),
        };
        let numeric_unit = check.text("numericUnit", input.numeric_unit, UNIT_CHARS);
        let (numeric_min, numeric_max, numeric_step, numeric_unit, unit_price) = match kind {
            FeatureKind::Numeric => {
                let min = required_number(&mut check, "numericMin", input.numeric_min);
                let max = required_number(&mut check, "numericMax", input.numeric_max);
                if matches!((min, max), (Some(min), Some(max)) if min > max) {
                    check.fail(
                        "numericMax",
                        tr!("Non può essere minore del minimo.", "Cannot be less than the minimum."),
                    );
                }
                let step = required_number(&mut check, "numericStep", input.numeric_step);
                if step.is_some_and(|step| step < 1) {
                    check.fail("numericStep", tr!("Almeno 1.", "At least 1."));
                }
                let unit_price = check.money("unitPrice", input.unit_price, false);
                (min, max, step, numeric_unit, Some(unit_price))
            }
            FeatureKind::Choice => {
                let present = [
                    ("numericMin", input.numeric_min.is_some()),
                    ("numericMax", input.numeric_max.is_some()),
                    ("numericStep", input.numeric_step.is_some()),
                    ("numericUnit", numeric_unit.is_some()),
                    ("unitPrice", input.unit_price.is_some()),
                ];
                for (field, _) in present.into_iter().filter(|(_, present)| *present) {
                    check.fail(field, tr!("Solo per le caratteristiche numeriche.", "Only for numeric features."));
                }
                (None, None, None, None, None)
            }
        };
        let draft = FeatureDraft {
            code,
            name,
            description,
            kind,
            numeric_min,
            numeric_max,
            numeric_step,
            numeric_unit,
            unit_price,
            sort_order: check.sort_order(input.sort_order),
            active: input.active.unwrap_or(true),
        };
        check.finish(draft)
    }
}

resource_fields! {
    pub struct FeatureValue {
        feature_id: i64,
        code: String,
        label: String,
        /// Cents, may be negative.
        price_delta: i64,
        swatch: Option<String>,
        image_url: Option<String>,
        sort_order: i32,
        active: bool,
    }
    input FeatureValueInput;
    draft FeatureValueDraft;
}

/// A colour swatch: `#RRGGBB`; empty becomes absent.
fn swatch(check: &mut Check, value: Option<String>) -> Option<String> {
    let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())?;
    let valid = value.len() == 7 && value.starts_with('#') && value.chars().skip(1).all(|c| c.is_ascii_hexdigit());
    if !valid {
        check.fail("swatch", tr!("Un colore nella forma #RRGGBB.", "A colour in the form #RRGGBB."));
    }
    Some(value)
}

impl Resource for FeatureValue {
    type Input = FeatureValueInput;
    type Draft = FeatureValueDraft;
    const LABEL: &'static str = "Valore di caratteristica";
    const LABEL_EN: &'static str = "Feature value";
    const KIND: &'static str = "productfeatureval";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "label", "code", "priceDelta"];
    /// `categoryId`: the values of the features the parts of the category's models offer (the rule
    /// editor's picker).
    const PARENTS: &'static [&'static str] = &["featureId", "categoryId"];

    fn validate(input: FeatureValueInput) -> Result<FeatureValueDraft, DomainError> {
        Check::all(|check| FeatureValueDraft {
            feature_id: check.reference("featureId", input.feature_id),
            code: check.code("code", input.code),
            label: check.name("label", input.label),
            price_delta: check.money("priceDelta", input.price_delta, true),
            swatch: swatch(check, input.swatch),
            image_url: check.image_url(input.image_url),
            sort_order: check.sort_order(input.sort_order),
            active: input.active.unwrap_or(true),
        })
    }
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

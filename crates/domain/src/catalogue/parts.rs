//! Parts (with the features they offer) and model parts (which parts a model is made of).

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use super::fields::Check;
use super::resource::{ReadAccess, Resource};
use super::shape::resource_fields;
use crate::error::DomainError;
use crate::tr;

/// A part offers at most this many features.
pub const MAX_PART_FEATURES: usize = 50;
/// The largest quantity of a part in a model.
const MAX_QUANTITY: i32 = 1_000_000;

/// One feature a part offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PartFeature {
    pub feature_id: i64,
    pub required: bool,
    pub sort_order: i32,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PartFeatureInput {
    pub feature_id: Option<i64>,
    pub required: Option<bool>,
    pub sort_order: Option<i32>,
}

resource_fields! {
    pub struct Part {
        code: String,
        name: String,
        description: Option<String>,
        image_url: Option<String>,
        price: i64,
        sort_order: i32,
        active: bool,
        /// By sort order, then feature id.
        features: Vec<PartFeature> => Option<Vec<PartFeatureInput>>,
    }
    input PartInput;
    draft PartDraft;
}

/// The features of a part: existing ids, each once, at most [`MAX_PART_FEATURES`]; `required`
/// defaults to true (as in the database).
fn part_features(check: &mut Check, input: Option<Vec<PartFeatureInput>>) -> Vec<PartFeature> {
    let input = input.unwrap_or_default();
    if input.len() > MAX_PART_FEATURES {
        check.fail(
            "features",
            tr!("Al massimo {MAX_PART_FEATURES} caratteristiche.", "At most {MAX_PART_FEATURES} features."),
        );
        return Vec::new();
    }
    let mut seen = HashSet::new();
    let (mut missing, mut repeated, mut bad_order) = (false, false, false);
    let features = input
        .into_iter()
        .map(|feature| {
            let feature_id = feature.feature_id.unwrap_or(0);
            if feature_id <= 0 {
                missing = true;
            } else if !seen.insert(feature_id) {
                repeated = true;
            }
            let sort_order = feature.sort_order.unwrap_or(0);
            if !(0..=super::fields::MAX_SORT_ORDER).contains(&sort_order) {
                bad_order = true;
            }
            PartFeature { feature_id, required: feature.required.unwrap_or(true), sort_order }
        })
        .collect();
    if missing {
        check.fail(
            "features",
            tr!("Ogni caratteristica deve indicare featureId.", "Every feature must name its featureId."),
        );
    }
    if repeated {
        check.fail("features", tr!("Una caratteristica compare più volte.", "A feature appears more than once."));
    }
    if bad_order {
        check.fail(
            "features",
            tr!("sortOrder va da 0 a {}.", "sortOrder goes from 0 to {}.", super::fields::MAX_SORT_ORDER),
        );
    }
    features
}

impl Resource for Part {
    type Input = PartInput;
    type Draft = PartDraft;
    const LABEL: &'static str = "Parte";
    const LABEL_EN: &'static str = "Part";
    const KIND: &'static str = "productpart";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "name", "code", "price", "updatedAt"];
    /// `categoryId`: the parts of the category's models.
    const PARENTS: &'static [&'static str] = &["featureId", "categoryId"];

    fn validate(input: PartInput) -> Result<PartDraft, DomainError> {
        Check::all(|check| PartDraft {
            code: check.code("code", input.code),
            name: check.name("name", input.name),
            description: check.description(input.description),
            image_url: check.image_url(input.image_url),
            price: check.money("price", input.price, false),
            sort_order: check.sort_order(input.sort_order),
            active: input.active.unwrap_or(true),
            features: part_features(check, input.features),
        })
    }
}

resource_fields! {
    pub struct ModelPart {
        model_id: i64,
        part_id: i64,
        required: bool,
        min_quantity: i32,
        max_quantity: i32,
        default_quantity: i32,
        sort_order: i32,
    }
    joined {
        part_name: String,
        part_code: String,
    }
    input ModelPartInput;
    draft ModelPartDraft;
}

impl Resource for ModelPart {
    type Input = ModelPartInput;
    type Draft = ModelPartDraft;
    const LABEL: &'static str = "Parte del modello";
    const LABEL_EN: &'static str = "Model part";
    const KIND: &'static str = "productmodelpart";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "partName"];
    const PARENTS: &'static [&'static str] = &["modelId", "partId"];

    /// `0 ≤ min ≤ default ≤ max`, `max ≥ 1`, `default ≥ 1` when required (the database's checks,
    /// mirrored so the client learns which field is wrong). Absent quantities are the database's
    /// defaults: min 0, max 1, default 0.
    fn validate(input: ModelPartInput) -> Result<ModelPartDraft, DomainError> {
        Check::all(|check| {
            let required = input.required.unwrap_or(false);
            let min_quantity = input.min_quantity.unwrap_or(0);
            let max_quantity = input.max_quantity.unwrap_or(1);
            let default_quantity = input.default_quantity.unwrap_or(0);
            if !(0..=MAX_QUANTITY).contains(&min_quantity) {
                check.fail("minQuantity", tr!("Da 0 a {MAX_QUANTITY}.", "From 0 to {MAX_QUANTITY}."));
            }
            if !(1..=MAX_QUANTITY).contains(&max_quantity) {
                check.fail("maxQuantity", tr!("Da 1 a {MAX_QUANTITY}.", "From 1 to {MAX_QUANTITY}."));
            } else if max_quantity < min_quantity {
                check.fail(
                    "maxQuantity",
                    tr!("Non può essere minore della quantità minima.", "Cannot be less than the minimum quantity."),
                );
            }
            if default_quantity < min_quantity || default_quantity > max_quantity {
                check.fail(
                    "defaultQuantity",
                    tr!(
                        "Deve stare tra la quantità minima e la massima.",
                        "Must lie between the minimum and the maximum quantity."
                    ),
                );
            } else if required && default_quantity < 1 {
                check.fail(
                    "defaultQuantity",
                    tr!(
                        "Una parte obbligatoria ha una quantità predefinita di almeno 1.",
                        "A required part has a default quantity of at least 1."
                    ),
                );
            }
            ModelPartDraft {
                model_id: check.reference("modelId", input.model_id),
                part_id: check.reference("partId", input.part_id),
                required,
                min_quantity,
                max_quantity,
                default_quantity,
                sort_order: check.sort_order(input.sort_order),
            }
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::catalogue::fields::error_fields;

    fn feature(id: i64) -> PartFeatureInput {
        PartFeatureInput { feature_id: Some(id), required: None, sort_order: None }
    }

    fn part(features: Vec<PartFeatureInput>) -> PartInput {
        PartInput {
            code: Some("SEDUTA".into()),
            name: Some("Seduta".into()),
            price: Some(45_000),
            features: Some(features),
            ..Default::default()
        }
    }

    #[test]
    fn a_part_needs_code_name_and_price_and_defaults_to_active_without_features() {
        let draft = Part::validate(PartInput {
            code: Some("SEDUTA".into()),
            name: Some(" Seduta ".into()),
            price: Some(0),
            image_url: Some("/catalogue/seduta.svg".into()),
            ..Default::default()
        })
        .unwrap();
        assert_eq!((draft.name.as_str(), draft.active, draft.features.len()), ("Seduta", true, 0));
        let err = Part::validate(PartInput {
            price: Some(-1),
            image_url: Some("http://x.it/a.png".into()),
            sort_order: Some(-3),
            ..Default::default()
        });
        assert_eq!(error_fields(err.unwrap_err()), ["code", "name", "imageUrl", "price", "sortOrder"]);
        assert_eq!(error_fields(Part::validate(PartInput::default()).unwrap_err()), ["code", "name", "price"]);
    }

    #[test]
    fn a_parts_features_keep_their_flags_and_default_to_required() {
        let draft = Part::validate(part(vec![
            PartFeatureInput { feature_id: Some(7), required: Some(false), sort_order: Some(2) },
            feature(3),
        ]))
        .unwrap();
        assert_eq!(
            draft.features,
            [
                PartFeature { feature_id: 7, required: false, sort_order: 2 },
                PartFeature { feature_id: 3, required: true, sort_order: 0 },
            ]
        );
    }

    #[test]
    fn a_parts_features_need_ids_without_repeats_and_at_most_fifty() {
        for features in [
            vec![feature(0)],
            vec![PartFeatureInput::default()],
            vec![feature(-2)],
            vec![feature(3), feature(3)],
            vec![PartFeatureInput { feature_id: Some(1), required: None, sort_order: Some(-1) }],
            (1..=51).map(feature).collect(),
        ] {
            let err = Part::validate(part(features.clone()));
            assert_eq!(error_fields(err.unwrap_err()), ["features"], "{features:?}");
        }
        assert_eq!(Part::validate(part((1..=50).map(feature).collect())).unwrap().features.len(), 50);
    }

    fn model_part(required: bool, min: i32, default: i32, max: i32) -> ModelPartInput {
        ModelPartInput {
            model_id: Some(1),
            part_id: Some(2),
            required: Some(required),
            min_quantity: Some(min),
            max_quantity: Some(max),
            default_quantity: Some(default),
            sort_order: None,
        }
    }

    #[test]
    fn a_model_part_needs_its_model_and_part_and_has_the_databases_defaults() {
        let draft = ModelPart::validate(ModelPartInput { model_id: Some(1), part_id: Some(2), ..Default::default() });
        let draft = draft.unwrap();
        assert_eq!(
            (draft.required, draft.min_quantity, draft.default_quantity, draft.max_quantity, draft.sort_order),
            (false, 0, 0, 1, 0)
        );
        let err = ModelPart::validate(ModelPartInput { sort_order: Some(100_001), ..Default::default() });
        assert_eq!(error_fields(err.unwrap_err()), ["modelId", "partId", "sortOrder"]);
    }

    /// (required, min, default, max)
    type Quantities = (bool, i32, i32, i32);

    #[test]
    fn model_part_quantities_are_ordered() {
        assert!(ModelPart::validate(model_part(false, 0, 0, 1)).is_ok());
        assert!(ModelPart::validate(model_part(true, 1, 2, 4)).is_ok());
        assert!(ModelPart::validate(model_part(true, 0, 1, 1)).is_ok());
        let cases: [(Quantities, &[&str]); 7] = [
            ((false, -1, 0, 1), &["minQuantity"]),
            ((false, 0, 0, 0), &["maxQuantity"]),
            ((false, 3, 3, 2), &["maxQuantity", "defaultQuantity"]),
            ((false, 2, 1, 4), &["defaultQuantity"]),
            ((false, 0, 5, 4), &["defaultQuantity"]),
            ((true, 0, 0, 3), &["defaultQuantity"]),
            ((false, 0, 0, 1_000_001), &["maxQuantity"]),
        ];
        for ((required, min, default, max), expected) in cases {
            let err = ModelPart::validate(model_part(required, min, default, max)).unwrap_err();
            assert_eq!(error_fields(err), expected, "{required} {min} {default} {max}");
        }
    }
}

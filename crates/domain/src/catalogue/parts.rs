//! Parts (with the features they offer) and model parts (which parts a model is made of).

use std::collections::HashSet;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::fields::Check;
use super::resource::Resource;
use crate::said::{Catalogue, Common};

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

// A part of the catalogue, with the features it offers. (No doc comment: it would enter the OpenAPI schema.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "productpart", label = "Parte", label_en = "Part", read = Filtered)]
#[resource(sort(sort_order, name, code, price, updated_at), parents(feature_id, category_id))]
#[resource(file = "parti", key(code))]
pub struct Part {
    pub id: i64,
    #[resource(check = code, column = "Codice")]
    pub code: String,
    #[resource(check = name, column = "Nome")]
    pub name: String,
    #[resource(check_own = description, column = "Descrizione")]
    pub description: Option<String>,
    #[resource(check_own = image_url, column = "Immagine")]
    pub image_url: Option<String>,
    #[resource(check = money(false), column = "Prezzo", kind = Money)]
    pub price: i64,
    #[resource(check_own = sort_order, column = "Ordine")]
    pub sort_order: i32,
    #[resource(default = true, column = "Attivo")]
    pub active: bool,
    /// By sort order, then feature id.
    #[resource(input = Option<Vec<PartFeatureInput>>, check_with = part_features)]
    #[resource(column = "Caratteristiche", kind = PartFeatures)]
    pub features: Vec<PartFeature>,
    #[resource(check = translation, column = "Nome (EN)", optional_column)]
    pub name_en: Option<String>,
    #[resource(check = text(2000), column = "Descrizione (EN)", optional_column)]
    pub description_en: Option<String>,
    pub created_at: DateTime<Utc>,
    #[resource(column = "Aggiornato il")]
    pub updated_at: DateTime<Utc>,
}

/// The features of a part: existing ids, each once, at most [`MAX_PART_FEATURES`]; `required`
/// defaults to true (as in the database).
fn part_features(check: &mut Check, input: Option<Vec<PartFeatureInput>>) -> Vec<PartFeature> {
    let input = input.unwrap_or_default();
    if input.len() > MAX_PART_FEATURES {
        check.fail("features", Catalogue::TooManyPartFeatures { max: MAX_PART_FEATURES });
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
        check.fail("features", Catalogue::PartFeatureWithoutId);
    }
    if repeated {
        check.fail("features", Catalogue::PartFeatureRepeated);
    }
    if bad_order {
        let max = super::fields::MAX_SORT_ORDER.into();
        check.fail("features", Common::ParameterBetween { parameter: "sortOrder".into(), min: 0, max });
    }
    features
}

// A part a model is made of, with its quantities.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "productmodelpart", label = "Parte del modello", label_en = "Model part", read = Filtered)]
#[resource(sort(sort_order, part_name), parents(model_id, part_id))]
#[resource(file = "parti-modello", key(model_id, part_id), then = quantities_in_order)]
pub struct ModelPart {
    pub id: i64,
    #[resource(check = reference, column = "Modello", kind = Ref(Book::Models))]
    pub model_id: i64,
    #[resource(check = reference, column = "Parte", kind = Ref(Book::Parts))]
    pub part_id: i64,
    #[resource(joined, column = "Nome parte")]
    pub part_name: String,
    #[resource(joined)]
    pub part_code: String,
    #[resource(default = false, column = "Obbligatoria")]
    pub required: bool,
    // Absent quantities are the database's defaults: min 0, max 1, default 0.
    #[resource(default = 0, column = "Quantità minima")]
    pub min_quantity: i32,
    #[resource(default = 1, column = "Quantità massima")]
    pub max_quantity: i32,
    #[resource(default = 0, column = "Quantità predefinita")]
    pub default_quantity: i32,
    #[resource(check_own = sort_order, column = "Ordine")]
    pub sort_order: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// `0 ≤ min ≤ default ≤ max`, `max ≥ 1`, `default ≥ 1` when required (the database's checks, mirrored so
/// the client learns which field is wrong).
fn quantities_in_order(check: &mut Check, draft: &ModelPartDraft) {
    let ModelPartDraft { required, min_quantity, max_quantity, default_quantity, .. } = *draft;
    if !(0..=MAX_QUANTITY).contains(&min_quantity) {
        check.fail("minQuantity", Common::Between { min: 0, max: MAX_QUANTITY.into() });
    }
    if !(1..=MAX_QUANTITY).contains(&max_quantity) {
        check.fail("maxQuantity", Common::Between { min: 1, max: MAX_QUANTITY.into() });
    } else if max_quantity < min_quantity {
        check.fail("maxQuantity", Catalogue::MaxBelowMinQuantity);
    }
    if default_quantity < min_quantity || default_quantity > max_quantity {
        check.fail("defaultQuantity", Catalogue::DefaultOutsideQuantities);
    } else if required && default_quantity < 1 {
        check.fail("defaultQuantity", Catalogue::RequiredPartWithoutQuantity);
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

//! Wire shapes of the catalogue's attributes, parts, model parts, features and their values.

use chrono::{DateTime, Utc};
use domain::catalogue::{
    Attribute, AttributeInput, AttributeValue, AttributeValueInput, Feature, FeatureInput, FeatureValue,
    FeatureValueInput, ModelPart, ModelPartInput, Part, PartFeature, PartFeatureInput, PartInput,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::resources::ApiResource;

// ----------------------------------------------------------------------------------------------
// Attributes

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttributeBody {
    id: i64,
    code: String,
    name: String,
    sort_order: i32,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Attribute> for AttributeBody {
    fn from(a: Attribute) -> Self {
        Self {
            id: a.id,
            code: a.code,
            name: a.name,
            sort_order: a.sort_order,
            created_at: a.created_at,
            updated_at: a.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttributeInputBody {
    code: Option<String>,
    name: Option<String>,
    sort_order: Option<i32>,
}

impl From<AttributeInputBody> for AttributeInput {
    fn from(b: AttributeInputBody) -> Self {
        Self { code: b.code, name: b.name, sort_order: b.sort_order }
    }
}

impl ApiResource for Attribute {
    type Body = AttributeBody;
    type InputBody = AttributeInputBody;
    const PATH: &'static str = "attribute";
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttributeValueBody {
    id: i64,
    attribute_id: i64,
    code: String,
    value: String,
    sort_order: i32,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<AttributeValue> for AttributeValueBody {
    fn from(v: AttributeValue) -> Self {
        Self {
            id: v.id,
            attribute_id: v.attribute_id,
            code: v.code,
            value: v.value,
            sort_order: v.sort_order,
            active: v.active,
            created_at: v.created_at,
            updated_at: v.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttributeValueInputBody {
    attribute_id: Option<i64>,
    code: Option<String>,
    value: Option<String>,
    sort_order: Option<i32>,
    active: Option<bool>,
}

impl From<AttributeValueInputBody> for AttributeValueInput {
    fn from(b: AttributeValueInputBody) -> Self {
        Self { attribute_id: b.attribute_id, code: b.code, value: b.value, sort_order: b.sort_order, active: b.active }
    }
}

impl ApiResource for AttributeValue {
    type Body = AttributeValueBody;
    type InputBody = AttributeValueInputBody;
    const PATH: &'static str = "attributeval";
}

// ----------------------------------------------------------------------------------------------
// Parts

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartFeatureBody {
    feature_id: i64,
    required: bool,
    sort_order: i32,
}

impl From<PartFeature> for PartFeatureBody {
    fn from(f: PartFeature) -> Self {
        Self { feature_id: f.feature_id, required: f.required, sort_order: f.sort_order }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartBody {
    id: i64,
    code: String,
    name: String,
    description: Option<String>,
    image_url: Option<String>,
    /// Cents, VAT excluded.
    price: i64,
    sort_order: i32,
    active: bool,
    features: Vec<PartFeatureBody>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Part> for PartBody {
    fn from(p: Part) -> Self {
        Self {
            id: p.id,
            code: p.code,
            name: p.name,
            description: p.description,
            image_url: p.image_url,
            price: p.price,
            sort_order: p.sort_order,
            active: p.active,
            features: p.features.into_iter().map(PartFeatureBody::from).collect(),
            created_at: p.created_at,
            updated_at: p.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartFeatureInputBody {
    feature_id: Option<i64>,
    required: Option<bool>,
    sort_order: Option<i32>,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartInputBody {
    code: Option<String>,
    name: Option<String>,
    description: Option<String>,
    image_url: Option<String>,
    price: Option<i64>,
    sort_order: Option<i32>,
    active: Option<bool>,
    features: Option<Vec<PartFeatureInputBody>>,
}

impl From<PartInputBody> for PartInput {
    fn from(b: PartInputBody) -> Self {
        Self {
            code: b.code,
            name: b.name,
            description: b.description,
            image_url: b.image_url,
            price: b.price,
            sort_order: b.sort_order,
            active: b.active,
            features: b.features.map(|features| {
                features
                    .into_iter()
                    .map(|f| PartFeatureInput {
                        feature_id: f.feature_id,
                        required: f.required,
                        sort_order: f.sort_order,
                    })
                    .collect()
            }),
        }
    }
}

impl ApiResource for Part {
    type Body = PartBody;
    type InputBody = PartInputBody;
    const PATH: &'static str = "productpart";
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModelPartBody {
    id: i64,
    model_id: i64,
    part_id: i64,
    required: bool,
    min_quantity: i32,
    max_quantity: i32,
    default_quantity: i32,
    sort_order: i32,
    part_name: String,
    part_code: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<ModelPart> for ModelPartBody {
    fn from(m: ModelPart) -> Self {
        Self {
            id: m.id,
            model_id: m.model_id,
            part_id: m.part_id,
            required: m.required,
            min_quantity: m.min_quantity,
            max_quantity: m.max_quantity,
            default_quantity: m.default_quantity,
            sort_order: m.sort_order,
            part_name: m.part_name,
            part_code: m.part_code,
            created_at: m.created_at,
            updated_at: m.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModelPartInputBody {
    model_id: Option<i64>,
    part_id: Option<i64>,
    required: Option<bool>,
    min_quantity: Option<i32>,
    max_quantity: Option<i32>,
    default_quantity: Option<i32>,
    sort_order: Option<i32>,
}

impl From<ModelPartInputBody> for ModelPartInput {
    fn from(b: ModelPartInputBody) -> Self {
        Self {
            model_id: b.model_id,
            part_id: b.part_id,
            required: b.required,
            min_quantity: b.min_quantity,
            max_quantity: b.max_quantity,
            default_quantity: b.default_quantity,
            sort_order: b.sort_order,
        }
    }
}

impl ApiResource for ModelPart {
    type Body = ModelPartBody;
    type InputBody = ModelPartInputBody;
    const PATH: &'static str = "productmodelpart";
}

// ----------------------------------------------------------------------------------------------
// Features

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FeatureBody {
    id: i64,
    code: String,
    name: String,
    description: Option<String>,
    /// `choice` or `numeric`.
    kind: &'static str,
    numeric_min: Option<i32>,
    numeric_max: Option<i32>,
    numeric_step: Option<i32>,
    numeric_unit: Option<String>,
    /// Cents per unit, numeric features only.
    unit_price: Option<i64>,
    sort_order: i32,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Feature> for FeatureBody {
    fn from(f: Feature) -> Self {
        Self {
            id: f.id,
            code: f.code,
            name: f.name,
            description: f.description,
            kind: f.kind.as_str(),
            numeric_min: f.numeric_min,
            numeric_max: f.numeric_max,
            numeric_step: f.numeric_step,
            numeric_unit: f.numeric_unit,
            unit_price: f.unit_price,
            sort_order: f.sort_order,
            active: f.active,
            created_at: f.created_at,
            updated_at: f.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FeatureInputBody {
    code: Option<String>,
    name: Option<String>,
    description: Option<String>,
    kind: Option<String>,
    numeric_min: Option<i32>,
    numeric_max: Option<i32>,
    numeric_step: Option<i32>,
    numeric_unit: Option<String>,
    unit_price: Option<i64>,
    sort_order: Option<i32>,
    active: Option<bool>,
}

impl From<FeatureInputBody> for FeatureInput {
    fn from(b: FeatureInputBody) -> Self {
        Self {
            code: b.code,
            name: b.name,
            description: b.description,
            kind: b.kind,
            numeric_min: b.numeric_min,
            numeric_max: b.numeric_max,
            numeric_step: b.numeric_step,
            numeric_unit: b.numeric_unit,
            unit_price: b.unit_price,
            sort_order: b.sort_order,
            active: b.active,
        }
    }
}

impl ApiResource for Feature {
    type Body = FeatureBody;
    type InputBody = FeatureInputBody;
    const PATH: &'static str = "productfeature";
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FeatureValueBody {
    id: i64,
    feature_id: i64,
    code: String,
    label: String,
    /// Cents, may be negative.
    price_delta: i64,
    swatch: Option<String>,
    image_url: Option<String>,
    sort_order: i32,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<FeatureValue> for FeatureValueBody {
    fn from(v: FeatureValue) -> Self {
        Self {
            id: v.id,
            feature_id: v.feature_id,
            code: v.code,
            label: v.label,
            price_delta: v.price_delta,
            swatch: v.swatch,
            image_url: v.image_url,
            sort_order: v.sort_order,
            active: v.active,
            created_at: v.created_at,
            updated_at: v.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FeatureValueInputBody {
    feature_id: Option<i64>,
    code: Option<String>,
    label: Option<String>,
    price_delta: Option<i64>,
    swatch: Option<String>,
    image_url: Option<String>,
    sort_order: Option<i32>,
    active: Option<bool>,
}

impl From<FeatureValueInputBody> for FeatureValueInput {
    fn from(b: FeatureValueInputBody) -> Self {
        Self {
            feature_id: b.feature_id,
            code: b.code,
            label: b.label,
            price_delta: b.price_delta,
            swatch: b.swatch,
            image_url: b.image_url,
            sort_order: b.sort_order,
            active: b.active,
        }
    }
}

impl ApiResource for FeatureValue {
    type Body = FeatureValueBody;
    type InputBody = FeatureValueInputBody;
    const PATH: &'static str = "productfeatureval";
}

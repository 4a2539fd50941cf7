//! Wire shapes of the catalogue's categories, types and models.

use chrono::{DateTime, Utc};
use domain::catalogue::{Category, CategoryInput, Model, ModelInput, ProductType, ProductTypeInput};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::resources::ApiResource;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryBody {
    id: i64,
    slug: String,
    name: String,
    description: Option<String>,
    image_url: Option<String>,
    sort_order: i32,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Category> for CategoryBody {
    fn from(c: Category) -> Self {
        Self {
            id: c.id,
            slug: c.slug,
            name: c.name,
            description: c.description,
            image_url: c.image_url,
            sort_order: c.sort_order,
            active: c.active,
            created_at: c.created_at,
            updated_at: c.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryInputBody {
    slug: Option<String>,
    name: Option<String>,
    description: Option<String>,
    image_url: Option<String>,
    sort_order: Option<i32>,
    active: Option<bool>,
}

impl From<CategoryInputBody> for CategoryInput {
    fn from(b: CategoryInputBody) -> Self {
        Self {
            slug: b.slug,
            name: b.name,
            description: b.description,
            image_url: b.image_url,
            sort_order: b.sort_order,
            active: b.active,
        }
    }
}

impl ApiResource for Category {
    type Body = CategoryBody;
    type InputBody = CategoryInputBody;
    const PATH: &'static str = "productcategory";
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductTypeBody {
    id: i64,
    category_id: i64,
    code: Option<String>,
    name: String,
    description: Option<String>,
    image_url: Option<String>,
    sort_order: i32,
    active: bool,
    category_name: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<ProductType> for ProductTypeBody {
    fn from(t: ProductType) -> Self {
        Self {
            id: t.id,
            category_id: t.category_id,
            code: t.code,
            name: t.name,
            description: t.description,
            image_url: t.image_url,
            sort_order: t.sort_order,
            active: t.active,
            category_name: t.category_name,
            created_at: t.created_at,
            updated_at: t.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductTypeInputBody {
    category_id: Option<i64>,
    code: Option<String>,
    name: Option<String>,
    description: Option<String>,
    image_url: Option<String>,
    sort_order: Option<i32>,
    active: Option<bool>,
}

impl From<ProductTypeInputBody> for ProductTypeInput {
    fn from(b: ProductTypeInputBody) -> Self {
        Self {
            category_id: b.category_id,
            code: b.code,
            name: b.name,
            description: b.description,
            image_url: b.image_url,
            sort_order: b.sort_order,
            active: b.active,
        }
    }
}

impl ApiResource for ProductType {
    type Body = ProductTypeBody;
    type InputBody = ProductTypeInputBody;
    const PATH: &'static str = "producttype";
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModelBody {
    id: i64,
    type_id: i64,
    code: String,
    name: String,
    description: Option<String>,
    image_url: Option<String>,
    /// Cents, VAT excluded.
    base_price: i64,
    sort_order: i32,
    active: bool,
    attribute_value_ids: Vec<i64>,
    type_name: String,
    category_id: i64,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<Model> for ModelBody {
    fn from(m: Model) -> Self {
        Self {
            id: m.id,
            type_id: m.type_id,
            code: m.code,
            name: m.name,
            description: m.description,
            image_url: m.image_url,
            base_price: m.base_price,
            sort_order: m.sort_order,
            active: m.active,
            attribute_value_ids: m.attribute_value_ids,
            type_name: m.type_name,
            category_id: m.category_id,
            created_at: m.created_at,
            updated_at: m.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModelInputBody {
    type_id: Option<i64>,
    code: Option<String>,
    name: Option<String>,
    description: Option<String>,
    image_url: Option<String>,
    base_price: Option<i64>,
    sort_order: Option<i32>,
    active: Option<bool>,
    attribute_value_ids: Option<Vec<i64>>,
}

impl From<ModelInputBody> for ModelInput {
    fn from(b: ModelInputBody) -> Self {
        Self {
            type_id: b.type_id,
            code: b.code,
            name: b.name,
            description: b.description,
            image_url: b.image_url,
            base_price: b.base_price,
            sort_order: b.sort_order,
            active: b.active,
            attribute_value_ids: b.attribute_value_ids,
        }
    }
}

impl ApiResource for Model {
    type Body = ModelBody;
    type InputBody = ModelInputBody;
    const PATH: &'static str = "productmodel";
}

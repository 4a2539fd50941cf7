//! Categories, types and models: the tree the configurator walks.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::fields::Check;
use super::resource::{ReadAccess, Resource};
use crate::error::DomainError;

const DESCRIPTION_CHARS: usize = 2000;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Category {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub description: Option<String>,
    pub image_url: Option<String>,
    pub sort_order: i32,
    pub active: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CategoryInput {
    pub slug: Option<String>,
    pub name: Option<String>,
    pub description: Option<String>,
    pub image_url: Option<String>,
    pub sort_order: Option<i32>,
    pub active: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryDraft {
    pub slug: String,
    pub name: String,
    pub description: Option<String>,
    pub image_url: Option<String>,
    pub sort_order: i32,
    pub active: bool,
}

impl Resource for Category {
    type Input = CategoryInput;
    type Draft = CategoryDraft;
    const LABEL: &'static str = "Categoria";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "name", "slug", "updatedAt"];
    const PARENTS: &'static [&'static str] = &[];

    fn validate(input: CategoryInput) -> Result<CategoryDraft, DomainError> {
        let mut check = Check::default();
        let draft = CategoryDraft {
            slug: check.slug("slug", input.slug),
            name: check.name("name", input.name),
            description: check.text("description", input.description, DESCRIPTION_CHARS),
            image_url: check.image_url(input.image_url),
            sort_order: check.sort_order(input.sort_order),
            active: input.active.unwrap_or(true),
        };
        check.finish(draft)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ProductType {
    pub id: i64,
    pub category_id: i64,
    pub code: Option<String>,
    pub name: String,
    pub description: Option<String>,
    pub image_url: Option<String>,
    pub sort_order: i32,
    pub active: bool,
    pub category_name: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ProductTypeInput {
    pub category_id: Option<i64>,
    pub code: Option<String>,
    pub name: Option<String>,
    pub description: Option<String>,
    pub image_url: Option<String>,
    pub sort_order: Option<i32>,
    pub active: Option<bool>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProductTypeDraft {
    pub category_id: i64,
    pub code: Option<String>,
    pub name: String,
    pub description: Option<String>,
    pub image_url: Option<String>,
    pub sort_order: i32,
    pub active: bool,
}

impl Resource for ProductType {
    type Input = ProductTypeInput;
    type Draft = ProductTypeDraft;
    const LABEL: &'static str = "Tipologia";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "name", "updatedAt"];
    const PARENTS: &'static [&'static str] = &["categoryId"];

    fn validate(input: ProductTypeInput) -> Result<ProductTypeDraft, DomainError> {
        let mut check = Check::default();
        let draft = ProductTypeDraft {
            category_id: check.reference("categoryId", input.category_id),
            code: check.optional_code("code", input.code),
            name: check.name("name", input.name),
            description: check.text("description", input.description, DESCRIPTION_CHARS),
            image_url: check.image_url(input.image_url),
            sort_order: check.sort_order(input.sort_order),
            active: input.active.unwrap_or(true),
        };
        check.finish(draft)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Model {
    pub id: i64,
    pub type_id: i64,
    pub code: String,
    pub name: String,
    pub description: Option<String>,
    pub image_url: Option<String>,
    pub base_price: i64,
    pub sort_order: i32,
    pub active: bool,
    pub attribute_value_ids: Vec<i64>,
    pub type_name: String,
    pub category_id: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ModelInput {
    pub type_id: Option<i64>,
    pub code: Option<String>,
    pub name: Option<String>,
    pub description: Option<String>,
    pub image_url: Option<String>,
    pub base_price: Option<i64>,
    pub sort_order: Option<i32>,
    pub active: Option<bool>,
    pub attribute_value_ids: Option<Vec<i64>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelDraft {
    pub type_id: i64,
    pub code: String,
    pub name: String,
    pub description: Option<String>,
    pub image_url: Option<String>,
    pub base_price: i64,
    pub sort_order: i32,
    pub active: bool,
    /// Sorted, without repeats.
    pub attribute_value_ids: Vec<i64>,
}

/// A model carries at most this many attribute values.
const MAX_ATTRIBUTE_VALUES: usize = 100;

impl Resource for Model {
    type Input = ModelInput;
    type Draft = ModelDraft;
    const LABEL: &'static str = "Modello";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "name", "code", "basePrice", "updatedAt"];
    const PARENTS: &'static [&'static str] = &["typeId", "categoryId"];

    fn validate(input: ModelInput) -> Result<ModelDraft, DomainError> {
        let mut check = Check::default();
        let mut attribute_value_ids = input.attribute_value_ids.unwrap_or_default();
        attribute_value_ids.sort_unstable();
        attribute_value_ids.dedup();
        if attribute_value_ids.len() > MAX_ATTRIBUTE_VALUES || attribute_value_ids.iter().any(|id| *id <= 0) {
            check.fail("attributeValueIds", format!("Fino a {MAX_ATTRIBUTE_VALUES} valori esistenti."));
        }
        let draft = ModelDraft {
            type_id: check.reference("typeId", input.type_id),
            code: check.code("code", input.code),
            name: check.name("name", input.name),
            description: check.text("description", input.description, DESCRIPTION_CHARS),
            image_url: check.image_url(input.image_url),
            base_price: check.money("basePrice", input.base_price, false),
            sort_order: check.sort_order(input.sort_order),
            active: input.active.unwrap_or(true),
            attribute_value_ids,
        };
        check.finish(draft)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn error_fields(err: DomainError) -> Vec<String> {
        match err {
            DomainError::Validation(errors) => errors.into_iter().map(|e| e.field).collect(),
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    #[test]
    fn a_category_needs_a_slug_and_a_name_and_defaults_to_active() {
        let draft = Category::validate(CategoryInput {
            slug: Some("divani".into()),
            name: Some(" Divani ".into()),
            description: Some("  ".into()),
            ..Default::default()
        })
        .unwrap();
        assert_eq!((draft.name.as_str(), draft.description, draft.active, draft.sort_order), ("Divani", None, true, 0));
        let err = Category::validate(CategoryInput { slug: Some("Divani Moderni".into()), ..Default::default() });
        assert_eq!(error_fields(err.unwrap_err()), ["slug", "name"]);
    }

    #[test]
    fn a_type_needs_its_category() {
        let err = ProductType::validate(ProductTypeInput { name: Some("Angolari".into()), ..Default::default() });
        assert_eq!(error_fields(err.unwrap_err()), ["categoryId"]);
        let ok = ProductType::validate(ProductTypeInput {
            category_id: Some(1),
            name: Some("Angolari".into()),
            code: Some("".into()),
            ..Default::default()
        });
        assert_eq!(ok.unwrap().code, None);
    }

    #[test]
    fn a_model_needs_type_code_name_and_a_price_and_keeps_attribute_values_unique() {
        let draft = Model::validate(ModelInput {
            type_id: Some(2),
            code: Some("OSLO-3".into()),
            name: Some("Oslo tre posti".into()),
            base_price: Some(129_900),
            attribute_value_ids: Some(vec![5, 3, 5]),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(draft.attribute_value_ids, [3, 5]);
        let err = Model::validate(ModelInput {
            base_price: Some(-1),
            attribute_value_ids: Some(vec![0]),
            ..Default::default()
        });
        assert_eq!(error_fields(err.unwrap_err()), ["attributeValueIds", "typeId", "code", "name", "basePrice"]);
    }
}

//! Categories, types and models: the tree the configurator walks.

use super::fields::{Check, code_from_name};
use super::resource::{ReadAccess, Resource};
use super::shape::resource_fields;
use crate::error::DomainError;
use crate::tr;

resource_fields! {
    pub struct Category {
        slug: String,
        name: String,
        description: Option<String>,
        image_url: Option<String>,
        sort_order: i32,
        active: bool,
    }
    input CategoryInput;
    draft CategoryDraft;
}

impl Resource for Category {
    type Input = CategoryInput;
    type Draft = CategoryDraft;
    const LABEL: &'static str = "Categoria";
    const LABEL_EN: &'static str = "Category";
    const KIND: &'static str = "productcategory";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "name", "slug", "updatedAt"];
    const PARENTS: &'static [&'static str] = &[];

    fn validate(input: CategoryInput) -> Result<CategoryDraft, DomainError> {
        Check::all(|check| CategoryDraft {
            slug: check.slug("slug", input.slug),
            name: check.name("name", input.name),
            description: check.description(input.description),
            image_url: check.image_url(input.image_url),
            sort_order: check.sort_order(input.sort_order),
            active: input.active.unwrap_or(true),
        })
    }
}

resource_fields! {
    pub struct ProductType {
        category_id: i64,
        /// Given, or made from the name when left empty: the CSV files name a type by it.
        code: String => Option<String>,
        name: String,
        description: Option<String>,
        image_url: Option<String>,
        sort_order: i32,
        active: bool,
    }
    joined {
        category_name: String,
    }
    input ProductTypeInput;
    draft ProductTypeDraft;
}

impl Resource for ProductType {
    type Input = ProductTypeInput;
    type Draft = ProductTypeDraft;
    const LABEL: &'static str = "Tipologia";
    const LABEL_EN: &'static str = "Type";
    const KIND: &'static str = "producttype";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "name", "updatedAt"];
    const PARENTS: &'static [&'static str] = &["categoryId"];

    fn validate(input: ProductTypeInput) -> Result<ProductTypeDraft, DomainError> {
        Check::all(|check| ProductTypeDraft {
            category_id: check.reference("categoryId", input.category_id),
            code: check.code(
                "code",
                input.code.filter(|code| !code.trim().is_empty()).or_else(|| input.name.as_deref().map(code_from_name)),
            ),
            name: check.name("name", input.name),
            description: check.description(input.description),
            image_url: check.image_url(input.image_url),
            sort_order: check.sort_order(input.sort_order),
            active: input.active.unwrap_or(true),
        })
    }
}

resource_fields! {
    pub struct Model {
        type_id: i64,
        code: String,
        name: String,
        description: Option<String>,
        image_url: Option<String>,
        base_price: i64,
        sort_order: i32,
        active: bool,
        attribute_value_ids: Vec<i64>,
    }
    joined {
        type_name: String,
        category_id: i64,
    }
    input ModelInput;
    /// `attribute_value_ids` sorted, without repeats.
    draft ModelDraft;
}

/// A model carries at most this many attribute values.
const MAX_ATTRIBUTE_VALUES: usize = 100;

impl Resource for Model {
    type Input = ModelInput;
    type Draft = ModelDraft;
    const LABEL: &'static str = "Modello";
    const LABEL_EN: &'static str = "Model";
    const KIND: &'static str = "productmodel";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "name", "code", "basePrice", "updatedAt"];
    const PARENTS: &'static [&'static str] = &["typeId", "categoryId"];

    fn validate(input: ModelInput) -> Result<ModelDraft, DomainError> {
        Check::all(|check| {
            let mut attribute_value_ids = input.attribute_value_ids.unwrap_or_default();
            attribute_value_ids.sort_unstable();
            attribute_value_ids.dedup();
            if attribute_value_ids.len() > MAX_ATTRIBUTE_VALUES || attribute_value_ids.iter().any(|id| *id <= 0) {
                check.fail(
                    "attributeValueIds",
                    tr!(
                        "Fino a {MAX_ATTRIBUTE_VALUES} valori esistenti.",
                        "Up to {MAX_ATTRIBUTE_VALUES} existing values."
                    ),
                );
            }
            ModelDraft {
                type_id: check.reference("typeId", input.type_id),
                code: check.code("code", input.code),
                name: check.name("name", input.name),
                description: check.description(input.description),
                image_url: check.image_url(input.image_url),
                base_price: check.money("basePrice", input.base_price, false),
                sort_order: check.sort_order(input.sort_order),
                active: input.active.unwrap_or(true),
                attribute_value_ids,
            }
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::catalogue::fields::error_fields;

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
    fn a_type_needs_its_category_and_a_type_left_without_a_code_gets_one_from_its_name() {
        let err = ProductType::validate(ProductTypeInput { name: Some("Angolari".into()), ..Default::default() });
        assert_eq!(error_fields(err.unwrap_err()), ["categoryId"]);
        let named = |code: Option<&str>, name: &str| {
            ProductType::validate(ProductTypeInput {
                category_id: Some(1),
                name: Some(name.into()),
                code: code.map(str::to_owned),
                ..Default::default()
            })
        };
        assert_eq!(named(Some(" "), "Angolari").unwrap().code, "ANGOLARI");
        assert_eq!(named(None, " Più sedute, all'aperto ").unwrap().code, "PIU-SEDUTE-ALL-APERTO");
        assert_eq!(named(Some("ANG-2"), "Angolari").unwrap().code, "ANG-2");
        // A name with nothing a code can keep: the code must be given.
        assert_eq!(error_fields(named(None, "★ ★").unwrap_err()), ["code"]);
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

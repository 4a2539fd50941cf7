//! Categories, types and models: the tree the configurator walks.

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::fields::{Check, code_from_name};
use super::resource::Resource;
use crate::said::Catalogue;

// A category. (No doc comment: it would enter the OpenAPI schema.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "productcategory", label = "Categoria", label_en = "Category", read = Filtered)]
#[resource(sort(sort_order, name, slug, updated_at), file = "categorie", key(slug))]
pub struct Category {
    pub id: i64,
    #[resource(check = slug, column = "Slug")]
    pub slug: String,
    #[resource(check = name, column = "Nome")]
    pub name: String,
    #[resource(check_own = description, column = "Descrizione")]
    pub description: Option<String>,
    #[resource(check_own = image_url, column = "Immagine")]
    pub image_url: Option<String>,
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

// A type of product within a category.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "producttype", label = "Tipologia", label_en = "Type", read = Filtered)]
#[resource(sort(sort_order, name, updated_at), parents(category_id))]
#[resource(file = "tipologie", key(category_id, code))]
pub struct ProductType {
    pub id: i64,
    #[resource(check = reference, column = "Categoria", kind = Ref(Book::Categories))]
    pub category_id: i64,
    /// Given, or made from the name when left empty: the CSV files name a type by it.
    #[resource(check_with = type_code(input.name.as_deref()), column = "Codice")]
    pub code: String,
    #[resource(check = name, column = "Nome")]
    pub name: String,
    #[resource(check_own = description, column = "Descrizione")]
    pub description: Option<String>,
    #[resource(check_own = image_url, column = "Immagine")]
    pub image_url: Option<String>,
    #[resource(check_own = sort_order, column = "Ordine")]
    pub sort_order: i32,
    #[resource(default = true, column = "Attivo")]
    pub active: bool,
    #[resource(joined)]
    pub category_name: String,
    #[resource(check = translation, column = "Nome (EN)", optional_column)]
    pub name_en: Option<String>,
    #[resource(check = text(2000), column = "Descrizione (EN)", optional_column)]
    pub description_en: Option<String>,
    pub created_at: DateTime<Utc>,
    #[resource(column = "Aggiornato il")]
    pub updated_at: DateTime<Utc>,
}

/// A type's code as given, or made from its name (as the body sends it) when left empty.
fn type_code(check: &mut Check, code: Option<String>, name: Option<&str>) -> String {
    check.code("code", code.filter(|code| !code.trim().is_empty()).or_else(|| name.map(code_from_name)))
}

// A model of a type, with its attribute values.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "productmodel", label = "Modello", label_en = "Model", read = Filtered)]
#[resource(sort(sort_order, name, code, base_price, updated_at), parents(type_id, category_id))]
#[resource(file = "modelli", key(code))]
pub struct Model {
    pub id: i64,
    #[resource(check = reference, column = "Tipologia", kind = Ref(Book::Types))]
    pub type_id: i64,
    #[resource(check = code, column = "Codice")]
    pub code: String,
    #[resource(check = name, column = "Nome")]
    pub name: String,
    #[resource(check_own = description, column = "Descrizione")]
    pub description: Option<String>,
    #[resource(check_own = image_url, column = "Immagine")]
    pub image_url: Option<String>,
    #[resource(check = money(false), column = "Prezzo base", kind = Money)]
    pub base_price: i64,
    #[resource(check_own = sort_order, column = "Ordine")]
    pub sort_order: i32,
    #[resource(default = true, column = "Attivo")]
    pub active: bool,
    // Sorted, without repeats, in the draft.
    #[resource(first, check_with = attribute_values)]
    #[resource(column = "Valori di attributo", kind = Refs(Book::AttributeValues))]
    pub attribute_value_ids: Vec<i64>,
    #[resource(joined)]
    pub type_name: String,
    #[resource(joined)]
    pub category_id: i64,
    #[resource(check = translation, column = "Nome (EN)", optional_column)]
    pub name_en: Option<String>,
    #[resource(check = text(2000), column = "Descrizione (EN)", optional_column)]
    pub description_en: Option<String>,
    pub created_at: DateTime<Utc>,
    #[resource(column = "Aggiornato il")]
    pub updated_at: DateTime<Utc>,
}

/// A model carries at most this many attribute values.
const MAX_ATTRIBUTE_VALUES: usize = 100;

/// A model's attribute values: sorted, without repeats, at most [`MAX_ATTRIBUTE_VALUES`] ids of rows.
fn attribute_values(check: &mut Check, input: Option<Vec<i64>>) -> Vec<i64> {
    let mut ids = input.unwrap_or_default();
    ids.sort_unstable();
    ids.dedup();
    if ids.len() > MAX_ATTRIBUTE_VALUES || ids.iter().any(|id| *id <= 0) {
        check.fail("attributeValueIds", Catalogue::TooManyAttributeValues { max: MAX_ATTRIBUTE_VALUES });
    }
    ids
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

//! Attributes and their values: descriptive properties of models ("Collezione": "2025").

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::resource::Resource;

// An attribute. (No doc comment: it would enter the OpenAPI schema.)
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "attribute", label = "Attributo", label_en = "Attribute", read = Filtered)]
#[resource(sort(sort_order, name, code), file = "attributi", key(code))]
pub struct Attribute {
    pub id: i64,
    #[resource(check = code, column = "Codice")]
    pub code: String,
    #[resource(check = name, column = "Nome")]
    pub name: String,
    #[resource(check_own = sort_order, column = "Ordine")]
    pub sort_order: i32,
    #[resource(check = translation, column = "Nome (EN)", optional_column)]
    pub name_en: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

// A value of an attribute.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Resource)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[resource(kind = "attributeval", label = "Valore di attributo", label_en = "Attribute value", read = Filtered)]
#[resource(sort(sort_order, value, code), parents(attribute_id))]
#[resource(file = "valori-attributo", key(attribute_id, code))]
pub struct AttributeValue {
    pub id: i64,
    #[resource(check = reference, column = "Attributo", kind = Ref(Book::Attributes))]
    pub attribute_id: i64,
    #[resource(check = code, column = "Codice")]
    pub code: String,
    #[resource(check = name, column = "Valore")]
    pub value: String,
    #[resource(check_own = sort_order, column = "Ordine")]
    pub sort_order: i32,
    #[resource(default = true, column = "Attivo")]
    pub active: bool,
    #[resource(check = translation, column = "Valore (EN)", optional_column)]
    pub value_en: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::catalogue::fields::error_fields;

    #[test]
    fn an_attribute_needs_a_code_and_a_name() {
        let draft = Attribute::validate(AttributeInput {
            code: Some("STILE".into()),
            name: Some(" Stile ".into()),
            sort_order: None,
            name_en: None,
        })
        .unwrap();
        assert_eq!(draft, AttributeDraft { code: "STILE".into(), name: "Stile".into(), sort_order: 0, name_en: None });
        let err = Attribute::validate(AttributeInput {
            code: Some("St ile".into()),
            name: None,
            sort_order: Some(-1),
            name_en: None,
        });
        assert_eq!(error_fields(err.unwrap_err()), ["code", "name", "sortOrder"]);
    }

    #[test]
    fn an_attribute_value_needs_its_attribute_a_code_and_a_value_and_defaults_to_active() {
        let draft = AttributeValue::validate(AttributeValueInput {
            attribute_id: Some(4),
            code: Some("2025".into()),
            value: Some(" Collezione 2025 ".into()),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(
            (draft.attribute_id, draft.value.as_str(), draft.active, draft.sort_order),
            (4, "Collezione 2025", true, 0)
        );
        let err = AttributeValue::validate(AttributeValueInput {
            attribute_id: Some(0),
            code: Some("A".repeat(51)),
            value: Some("  ".into()),
            sort_order: Some(100_001),
            active: Some(false),
            value_en: None,
        });
        assert_eq!(error_fields(err.unwrap_err()), ["attributeId", "code", "value", "sortOrder"]);
    }
}

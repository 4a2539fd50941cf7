//! Attributes and their values: descriptive properties of models ("Collezione": "2025").

use super::fields::Check;
use super::resource::{ReadAccess, Resource};
use super::shape::resource_fields;
use crate::error::DomainError;

resource_fields! {
    pub struct Attribute {
        code: String,
        name: String,
        sort_order: i32,
    }
    input AttributeInput;
    draft AttributeDraft;
}

impl Resource for Attribute {
    type Input = AttributeInput;
    type Draft = AttributeDraft;
    const LABEL: &'static str = "Attributo";
    const LABEL_EN: &'static str = "Attribute";
    const KIND: &'static str = "attribute";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "name", "code"];
    const PARENTS: &'static [&'static str] = &[];

    fn validate(input: AttributeInput) -> Result<AttributeDraft, DomainError> {
        Check::all(|check| AttributeDraft {
            code: check.code("code", input.code),
            name: check.name("name", input.name),
            sort_order: check.sort_order(input.sort_order),
        })
    }
}

resource_fields! {
    pub struct AttributeValue {
        attribute_id: i64,
        code: String,
        value: String,
        sort_order: i32,
        active: bool,
    }
    input AttributeValueInput;
    draft AttributeValueDraft;
}

impl Resource for AttributeValue {
    type Input = AttributeValueInput;
    type Draft = AttributeValueDraft;
    const LABEL: &'static str = "Valore di attributo";
    const LABEL_EN: &'static str = "Attribute value";
    const KIND: &'static str = "attributeval";
    const READ: ReadAccess = ReadAccess::Filtered;
    const SORTABLE: &'static [&'static str] = &["sortOrder", "value", "code"];
    const PARENTS: &'static [&'static str] = &["attributeId"];

    fn validate(input: AttributeValueInput) -> Result<AttributeValueDraft, DomainError> {
        Check::all(|check| AttributeValueDraft {
            attribute_id: check.reference("attributeId", input.attribute_id),
            code: check.code("code", input.code),
            value: check.name("value", input.value),
            sort_order: check.sort_order(input.sort_order),
            active: input.active.unwrap_or(true),
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::catalogue::fields::error_fields;

    #[test]
    fn an_attribute_needs_a_code_and_a_name() {
        let draft = Attribute::validate(AttributeInput {
            code: Some(" STILE ".into()),
            name: Some(" Stile ".into()),
            sort_order: None,
        })
        .unwrap();
        assert_eq!(draft, AttributeDraft { code: "STILE".into(), name: "Stile".into(), sort_order: 0 });
        let err = Attribute::validate(AttributeInput { code: Some("St ile".into()), name: None, sort_order: Some(-1) });
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
        });
        assert_eq!(error_fields(err.unwrap_err()), ["attributeId", "code", "value", "sortOrder"]);
    }
}

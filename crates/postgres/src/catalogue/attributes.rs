//! Attributes and their values. Descriptive data: no company filter applies to them.

use chrono::{DateTime, Utc};
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use domain::catalogue::{
    Attribute, AttributeDraft, AttributeParent, AttributeSort, AttributeValue, AttributeValueDraft,
    AttributeValueParent, AttributeValueSort, SortOrder, Visibility,
};

use super::support::{Holder, MODELS, PgStore, Stored, VALUES};
use crate::error::TxError;
use crate::paginate::ordered;
use crate::schema::{attribute_values as values, attributes, product_model_attribute_values as model_values};

// ----------------------------------------------------------------------------------------------
// Attributes

/// The attributes table, whose rows [`PgAttributes`] stores.
pub struct Attributes;

pub type PgAttributes = PgStore<Attributes>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = attributes, check_for_backend(Pg))]
pub(crate) struct AttributeRow {
    id: i64,
    #[diesel(embed)]
    fields: AttributeFields,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns an attribute's fields are written to, read back as written.
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = attributes, check_for_backend(Pg), treat_none_as_null = true)]
pub(crate) struct AttributeFields {
    code: String,
    name: String,
    name_en: Option<String>,
    sort_order: i32,
}

impl From<&AttributeDraft> for AttributeFields {
    fn from(draft: &AttributeDraft) -> Self {
        // Destructured, so a field added to the draft is a compile error here until it has a column.
        let AttributeDraft { code, name, name_en, sort_order } = draft.clone();
        Self { code, name, name_en, sort_order }
    }
}

impl Stored for Attributes {
    type Resource = Attribute;
    type Fields = AttributeFields;
    type Row = AttributeRow;
    type Rows = attributes::BoxedQuery<'static, Pg>;

    fn rows(_: &mut PgConnection, _: &Visibility) -> QueryResult<Self::Rows> {
        Ok(attributes::table.into_boxed())
    }

    fn narrowed(_: Self::Rows, parent: AttributeParent) -> Self::Rows {
        match parent {}
    }

    fn searched(rows: Self::Rows, pattern: String) -> Self::Rows {
        rows.filter(attributes::code.ilike(pattern.clone()).or(attributes::name.ilike(pattern)))
    }

    fn sorted(rows: Self::Rows, key: AttributeSort, order: SortOrder) -> Self::Rows {
        match key {
            AttributeSort::SortOrder => ordered(rows, attributes::sort_order, order, attributes::id),
            AttributeSort::Name => ordered(rows, attributes::name, order, attributes::id),
            AttributeSort::Code => ordered(rows, attributes::code, order, attributes::id),
        }
    }

    fn items(_: &mut PgConnection, rows: Vec<AttributeRow>) -> Result<Vec<Attribute>, TxError> {
        let attribute = |AttributeRow { id, fields, created_at, updated_at }: AttributeRow| {
            let AttributeFields { code, name, name_en, sort_order } = fields;
            Attribute { id, code, name, name_en, sort_order, created_at, updated_at }
        };
        Ok(rows.into_iter().map(attribute).collect())
    }

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![(VALUES, values::table.filter(values::attribute_id.eq(id)).count().get_result(conn)?)])
    }
}

// ----------------------------------------------------------------------------------------------
// Attribute values

/// The attribute values table, whose rows [`PgAttributeFields`] stores.
pub struct AttributeValues;

pub type PgAttributeValues = PgStore<AttributeValues>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = values, check_for_backend(Pg))]
pub(crate) struct AttributeValueRow {
    id: i64,
    #[diesel(embed)]
    fields: AttributeValueFields,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns an attribute value's fields are written to.
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = values, check_for_backend(Pg), treat_none_as_null = true)]
pub(crate) struct AttributeValueFields {
    attribute_id: i64,
    code: String,
    value: String,
    value_en: Option<String>,
    sort_order: i32,
    active: bool,
}

impl From<&AttributeValueDraft> for AttributeValueFields {
    fn from(draft: &AttributeValueDraft) -> Self {
        let AttributeValueDraft { attribute_id, code, value, value_en, sort_order, active } = draft.clone();
        Self { attribute_id, code, value, value_en, sort_order, active }
    }
}

impl Stored for AttributeValues {
    type Resource = AttributeValue;
    type Fields = AttributeValueFields;
    type Row = AttributeValueRow;
    type Rows = values::BoxedQuery<'static, Pg>;

    fn rows(_: &mut PgConnection, _: &Visibility) -> QueryResult<Self::Rows> {
        Ok(values::table.into_boxed())
    }

    fn narrowed(rows: Self::Rows, parent: AttributeValueParent) -> Self::Rows {
        match parent {
            AttributeValueParent::AttributeId(attribute) => rows.filter(values::attribute_id.eq(attribute)),
        }
    }

    fn searched(rows: Self::Rows, pattern: String) -> Self::Rows {
        rows.filter(values::code.ilike(pattern.clone()).or(values::value.ilike(pattern)))
    }

    fn sorted(rows: Self::Rows, key: AttributeValueSort, order: SortOrder) -> Self::Rows {
        match key {
            AttributeValueSort::SortOrder => ordered(rows, values::sort_order, order, values::id),
            AttributeValueSort::Value => ordered(rows, values::value, order, values::id),
            AttributeValueSort::Code => ordered(rows, values::code, order, values::id),
        }
    }

    fn items(_: &mut PgConnection, rows: Vec<AttributeValueRow>) -> Result<Vec<AttributeValue>, TxError> {
        let value = |AttributeValueRow { id, fields, created_at, updated_at }: AttributeValueRow| {
            let AttributeValueFields { attribute_id, code, value, value_en, sort_order, active } = fields;
            AttributeValue { id, attribute_id, code, value, value_en, sort_order, active, created_at, updated_at }
        };
        Ok(rows.into_iter().map(value).collect())
    }

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        let models = model_values::table.filter(model_values::attribute_value_id.eq(id)).count().get_result(conn)?;
        Ok(vec![(MODELS, models)])
    }
}

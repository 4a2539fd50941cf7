//! Attributes and their values. Descriptive data: no company filter applies to them.

use chrono::{DateTime, Utc};
use diesel::pg::Pg;
use diesel::prelude::*;
use domain::catalogue::{Attribute, AttributeDraft, AttributeValue, AttributeValueDraft};

use super::support::{Holder, MODELS, VALUES, catalogue_store};
use crate::paginate::items;
use crate::schema::{attribute_values as values, attributes, product_model_attribute_values as model_values};

// ----------------------------------------------------------------------------------------------
// Attributes

#[derive(Queryable, Selectable)]
#[diesel(table_name = attributes, check_for_backend(Pg))]
struct AttributeRow {
    id: i64,
    code: String,
    name: String,
    sort_order: i32,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<AttributeRow> for Attribute {
    fn from(row: AttributeRow) -> Self {
        Attribute {
            id: row.id,
            code: row.code,
            name: row.name,
            sort_order: row.sort_order,
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = attributes, treat_none_as_null = true)]
struct AttributeValues<'a> {
    code: &'a str,
    name: &'a str,
    sort_order: i32,
}

impl<'a> From<&'a AttributeDraft> for AttributeValues<'a> {
    fn from(draft: &'a AttributeDraft) -> Self {
        Self { code: &draft.code, name: &draft.name, sort_order: draft.sort_order }
    }
}

catalogue_store! {
    PgAttributes => Attribute, attributes, AttributeValues;
    rows(conn, _visibility) => attributes::table.into_boxed::<Pg>(),
    id: attributes::id,
    search: [attributes::code, attributes::name],
    sort: { "sortOrder" => attributes::sort_order, "name" => attributes::name, "code" => attributes::code },
    select: AttributeRow::as_select(),
    items: items::<AttributeRow, _>;

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![(VALUES, values::table.filter(values::attribute_id.eq(id)).count().get_result(conn)?)])
    }
}

// ----------------------------------------------------------------------------------------------
// Attribute values

#[derive(Queryable, Selectable)]
#[diesel(table_name = values, check_for_backend(Pg))]
struct ValueRow {
    id: i64,
    attribute_id: i64,
    code: String,
    value: String,
    sort_order: i32,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<ValueRow> for AttributeValue {
    fn from(row: ValueRow) -> Self {
        AttributeValue {
            id: row.id,
            attribute_id: row.attribute_id,
            code: row.code,
            value: row.value,
            sort_order: row.sort_order,
            active: row.active,
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = values, treat_none_as_null = true)]
struct ValueValues<'a> {
    attribute_id: i64,
    code: &'a str,
    value: &'a str,
    sort_order: i32,
    active: bool,
}

impl<'a> From<&'a AttributeValueDraft> for ValueValues<'a> {
    fn from(draft: &'a AttributeValueDraft) -> Self {
        Self {
            attribute_id: draft.attribute_id,
            code: &draft.code,
            value: &draft.value,
            sort_order: draft.sort_order,
            active: draft.active,
        }
    }
}

catalogue_store! {
    PgAttributeValues => AttributeValue, values, ValueValues;
    rows(conn, _visibility) => values::table.into_boxed::<Pg>(),
    id: values::id,
    parents: { "attributeId" => |attribute| values::attribute_id.eq(attribute) },
    search: [values::code, values::value],
    sort: { "sortOrder" => values::sort_order, "value" => values::value, "code" => values::code },
    select: ValueRow::as_select(),
    items: items::<ValueRow, _>;

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        let models = model_values::table.filter(model_values::attribute_value_id.eq(id)).count().get_result(conn)?;
        Ok(vec![(MODELS, models)])
    }
}

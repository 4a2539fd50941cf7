//! Attributes and their values. Descriptive data: no company filter applies to them.

use chrono::{DateTime, Utc};
use diesel::pg::Pg;
use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{
    Attribute, AttributeDraft, AttributeValue, AttributeValueDraft, ListQuery, Page, Parents, Store, Visibility,
};

use super::support::{MODELS, VALUES, page, parent, refuse_if_held, sorted};
use crate::error::{TxError, repo_error};
use crate::pool::{DbPool, get};
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

#[derive(Clone)]
pub struct PgAttributes {
    pool: DbPool,
}

impl PgAttributes {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl Store<Attribute> for PgAttributes {
    fn list(&self, query: &ListQuery, _: &Parents, _: &Visibility) -> Result<Page<Attribute>, RepoError> {
        let filtered = || {
            let mut rows = attributes::table.into_boxed::<Pg>();
            if let Some(pattern) = query.like_pattern() {
                rows = rows.filter(attributes::code.ilike(pattern.clone()).or(attributes::name.ilike(pattern)));
            }
            rows
        };
        let mut conn = get(&self.pool)?;
        let total = filtered().count().get_result(&mut conn).map_err(repo_error)?;
        let rows = sorted!(filtered(), query, attributes::id, {
            "sortOrder" => attributes::sort_order,
            "name" => attributes::name,
            "code" => attributes::code,
        })
        .select(AttributeRow::as_select())
        .limit(query.page_size)
        .offset(query.offset())
        .load(&mut conn)
        .map_err(repo_error)?;
        Ok(page(rows.into_iter().map(Attribute::from).collect(), total, query))
    }

    fn get(&self, id: i64, _: &Visibility) -> Result<Option<Attribute>, RepoError> {
        let mut conn = get(&self.pool)?;
        attributes::table
            .find(id)
            .select(AttributeRow::as_select())
            .first(&mut conn)
            .optional()
            .map(|row| row.map(Attribute::from))
            .map_err(repo_error)
    }

    fn create(&self, draft: &AttributeDraft) -> Result<Attribute, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::insert_into(attributes::table)
            .values(AttributeValues::from(draft))
            .returning(AttributeRow::as_returning())
            .get_result(&mut conn)
            .map(Attribute::from)
            .map_err(repo_error)
    }

    fn update(&self, id: i64, draft: &AttributeDraft) -> Result<Option<Attribute>, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::update(attributes::table.find(id))
            .set(AttributeValues::from(draft))
            .returning(AttributeRow::as_returning())
            .get_result(&mut conn)
            .optional()
            .map(|row| row.map(Attribute::from))
            .map_err(repo_error)
    }

    fn delete(&self, id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            refuse_if_held(vec![(
                VALUES,
                values::table.filter(values::attribute_id.eq(id)).count().get_result(conn)?,
            )])?;
            Ok(diesel::delete(attributes::table.find(id)).execute(conn)? > 0)
        })
        .map_err(RepoError::from)
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

#[derive(Clone)]
pub struct PgAttributeValues {
    pool: DbPool,
}

impl PgAttributeValues {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl Store<AttributeValue> for PgAttributeValues {
    fn list(&self, query: &ListQuery, parents: &Parents, _: &Visibility) -> Result<Page<AttributeValue>, RepoError> {
        let filtered = || {
            let mut rows = values::table.into_boxed::<Pg>();
            if let Some(attribute) = parent(parents, "attributeId") {
                rows = rows.filter(values::attribute_id.eq(attribute));
            }
            if let Some(pattern) = query.like_pattern() {
                rows = rows.filter(values::code.ilike(pattern.clone()).or(values::value.ilike(pattern)));
            }
            rows
        };
        let mut conn = get(&self.pool)?;
        let total = filtered().count().get_result(&mut conn).map_err(repo_error)?;
        let rows = sorted!(filtered(), query, values::id, {
            "sortOrder" => values::sort_order,
            "value" => values::value,
            "code" => values::code,
        })
        .select(ValueRow::as_select())
        .limit(query.page_size)
        .offset(query.offset())
        .load(&mut conn)
        .map_err(repo_error)?;
        Ok(page(rows.into_iter().map(AttributeValue::from).collect(), total, query))
    }

    fn get(&self, id: i64, _: &Visibility) -> Result<Option<AttributeValue>, RepoError> {
        let mut conn = get(&self.pool)?;
        values::table
            .find(id)
            .select(ValueRow::as_select())
            .first(&mut conn)
            .optional()
            .map(|row| row.map(AttributeValue::from))
            .map_err(repo_error)
    }

    fn create(&self, draft: &AttributeValueDraft) -> Result<AttributeValue, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::insert_into(values::table)
            .values(ValueValues::from(draft))
            .returning(ValueRow::as_returning())
            .get_result(&mut conn)
            .map(AttributeValue::from)
            .map_err(repo_error)
    }

    fn update(&self, id: i64, draft: &AttributeValueDraft) -> Result<Option<AttributeValue>, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::update(values::table.find(id))
            .set(ValueValues::from(draft))
            .returning(ValueRow::as_returning())
            .get_result(&mut conn)
            .optional()
            .map(|row| row.map(AttributeValue::from))
            .map_err(repo_error)
    }

    fn delete(&self, id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            refuse_if_held(vec![(
                MODELS,
                model_values::table.filter(model_values::attribute_value_id.eq(id)).count().get_result(conn)?,
            )])?;
            Ok(diesel::delete(values::table.find(id)).execute(conn)? > 0)
        })
        .map_err(RepoError::from)
    }
}

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::pg::Pg;
use diesel::prelude::*;
use domain::catalogue::{
    Category, CategoryDraft, EntityKind, Model, ModelDraft, ProductType, ProductTypeDraft, Visibility,
};

use super::support::{
    COMPANY_FILTERS, CONFIGURATIONS, CONFIGURATORS, Holder, MODELS, TYPES, admitted, catalogue_store, filters_naming,
};
use crate::error::TxError;
use crate::paginate::{each, items};
use crate::schema::{
    configurators, product_categories as categories, product_configurations as configurations,
    product_model_attribute_values as model_values, product_models as models, product_types as types,
};

// ----------------------------------------------------------------------------------------------
// Categories

#[derive(Queryable, Selectable)]
#[diesel(table_name = categories, check_for_backend(Pg))]
struct CategoryRow {
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

impl From<CategoryRow> for Category {
    fn from(row: CategoryRow) -> Self {
        Category {
            id: row.id,
            slug: row.slug,
            name: row.name,
            description: row.description,
            image_url: row.image_url,
            sort_order: row.sort_order,
            active: row.active,
            created_at: row.created_at,
            updated_at: row.updated_at,
        }
    }
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = categories, treat_none_as_null = true)]
struct CategoryValues<'a> {
    slug: &'a str,
    name: &'a str,
    description: Option<&'a str>,
    image_url: Option<&'a str>,
    sort_order: i32,
    active: bool,
}

impl<'a> From<&'a CategoryDraft> for CategoryValues<'a> {
    fn from(draft: &'a CategoryDraft) -> Self {
        Self {
            slug: &draft.slug,
            name: &draft.name,
            description: draft.description.as_deref(),
            image_url: draft.image_url.as_deref(),
            sort_order: draft.sort_order,
            active: draft.active,
        }
    }
}

/// Categories the visibility admits.
fn visible_categories<'a>(visibility: &Visibility) -> categories::BoxedQuery<'a, Pg> {
    admitted!(categories::table.into_boxed(), visibility, { EntityKind::Category => categories::id })
}

catalogue_store! {
    PgCategories => Category, categories, CategoryValues;
    rows(conn, visibility) => visible_categories(visibility),
    id: categories::id,
    search: [categories::name, categories::slug],
    sort: {
        "sortOrder" => categories::sort_order,
        "name" => categories::name,
        "slug" => categories::slug,
        "updatedAt" => categories::updated_at,
    },
    select: CategoryRow::as_select(),
    items: items::<CategoryRow, _>;

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![
            (TYPES, types::table.filter(types::category_id.eq(id)).count().get_result(conn)?),
            (CONFIGURATORS, configurators::table.filter(configurators::category_id.eq(id)).count().get_result(conn)?),
            (
                CONFIGURATIONS,
                configurations::table.filter(configurations::category_id.eq(id)).count().get_result(conn)?,
            ),
            (COMPANY_FILTERS, filters_naming(conn, EntityKind::Category, id)?),
        ])
    }
}

// ----------------------------------------------------------------------------------------------
// Types

#[derive(Queryable, Selectable)]
#[diesel(table_name = types, check_for_backend(Pg))]
struct TypeRow {
    id: i64,
    category_id: i64,
    code: String,
    name: String,
    description: Option<String>,
    image_url: Option<String>,
    sort_order: i32,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

fn product_type((row, category_name): (TypeRow, String)) -> ProductType {
    ProductType {
        id: row.id,
        category_id: row.category_id,
        code: row.code,
        name: row.name,
        description: row.description,
        image_url: row.image_url,
        sort_order: row.sort_order,
        active: row.active,
        category_name,
        created_at: row.created_at,
        updated_at: row.updated_at,
    }
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = types, treat_none_as_null = true)]
struct TypeValues<'a> {
    category_id: i64,
    code: &'a str,
    name: &'a str,
    description: Option<&'a str>,
    image_url: Option<&'a str>,
    sort_order: i32,
    active: bool,
}

impl<'a> From<&'a ProductTypeDraft> for TypeValues<'a> {
    fn from(draft: &'a ProductTypeDraft) -> Self {
        Self {
            category_id: draft.category_id,
            code: &draft.code,
            name: &draft.name,
            description: draft.description.as_deref(),
            image_url: draft.image_url.as_deref(),
            sort_order: draft.sort_order,
            active: draft.active,
        }
    }
}

type TypesWithCategory = diesel::dsl::InnerJoin<types::table, categories::table>;

/// Types the visibility admits: their own rule and their category's.
fn visible_types<'a>(visibility: &Visibility) -> diesel::dsl::IntoBoxed<'a, TypesWithCategory, Pg> {
    admitted!(types::table.inner_join(categories::table).into_boxed(), visibility, {
        EntityKind::Type => types::id,
        EntityKind::Category => types::category_id,
    })
}

catalogue_store! {
    PgTypes => ProductType, types, TypeValues;
    rows(conn, visibility) => visible_types(visibility),
    id: types::id,
    parents: { "categoryId" => |category| types::category_id.eq(category) },
    search: [types::name, types::code],
    sort: { "sortOrder" => types::sort_order, "name" => types::name, "updatedAt" => types::updated_at },
    select: (TypeRow::as_select(), categories::name),
    items: each(product_type);

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![
            (MODELS, models::table.filter(models::type_id.eq(id)).count().get_result(conn)?),
            (CONFIGURATIONS, configurations::table.filter(configurations::type_id.eq(id)).count().get_result(conn)?),
            (COMPANY_FILTERS, filters_naming(conn, EntityKind::Type, id)?),
        ])
    }
}

// ----------------------------------------------------------------------------------------------
// Models

#[derive(Queryable, Selectable)]
#[diesel(table_name = models, check_for_backend(Pg))]
struct ModelRow {
    id: i64,
    type_id: i64,
    code: String,
    name: String,
    description: Option<String>,
    image_url: Option<String>,
    base_price: i64,
    sort_order: i32,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = models, treat_none_as_null = true)]
struct ModelValues<'a> {
    type_id: i64,
    code: &'a str,
    name: &'a str,
    description: Option<&'a str>,
    image_url: Option<&'a str>,
    base_price: i64,
    sort_order: i32,
    active: bool,
}

impl<'a> From<&'a ModelDraft> for ModelValues<'a> {
    fn from(draft: &'a ModelDraft) -> Self {
        Self {
            type_id: draft.type_id,
            code: &draft.code,
            name: &draft.name,
            description: draft.description.as_deref(),
            image_url: draft.image_url.as_deref(),
            base_price: draft.base_price,
            sort_order: draft.sort_order,
            active: draft.active,
        }
    }
}

type ModelsWithType = diesel::dsl::InnerJoin<models::table, types::table>;

/// Models the visibility admits: their own rule, their type's and their category's.
fn visible_models<'a>(visibility: &Visibility) -> diesel::dsl::IntoBoxed<'a, ModelsWithType, Pg> {
    admitted!(models::table.inner_join(types::table).into_boxed(), visibility, {
        EntityKind::Model => models::id,
        EntityKind::Type => models::type_id,
        EntityKind::Category => types::category_id,
    })
}

fn with_attribute_values(conn: &mut PgConnection, rows: Vec<(ModelRow, String, i64)>) -> Result<Vec<Model>, TxError> {
    let ids: Vec<i64> = rows.iter().map(|(row, _, _)| row.id).collect();
    let mut values: HashMap<i64, Vec<i64>> = HashMap::new();
    for (model, value) in model_values::table
        .filter(model_values::model_id.eq_any(&ids))
        .select((model_values::model_id, model_values::attribute_value_id))
        .order(model_values::attribute_value_id)
        .load::<(i64, i64)>(conn)?
    {
        values.entry(model).or_default().push(value);
    }
    Ok(rows
        .into_iter()
        .map(|(row, type_name, category_id)| Model {
            attribute_value_ids: values.remove(&row.id).unwrap_or_default(),
            id: row.id,
            type_id: row.type_id,
            code: row.code,
            name: row.name,
            description: row.description,
            image_url: row.image_url,
            base_price: row.base_price,
            sort_order: row.sort_order,
            active: row.active,
            type_name,
            category_id,
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
        .collect())
}

fn replace_attribute_values(conn: &mut PgConnection, model: i64, values: &[i64]) -> QueryResult<()> {
    diesel::delete(model_values::table.filter(model_values::model_id.eq(model))).execute(conn)?;
    let rows: Vec<_> = values
        .iter()
        .map(|value| (model_values::model_id.eq(model), model_values::attribute_value_id.eq(*value)))
        .collect();
    diesel::insert_into(model_values::table).values(&rows).execute(conn)?;
    Ok(())
}

catalogue_store! {
    PgModels => Model, models, ModelValues;
    rows(conn, visibility) => visible_models(visibility),
    id: models::id,
    parents: {
        "typeId" => |type_id| models::type_id.eq(type_id),
        "categoryId" => |category| types::category_id.eq(category),
    },
    search: [models::name, models::code],
    sort: {
        "sortOrder" => models::sort_order,
        "name" => models::name,
        "code" => models::code,
        "basePrice" => models::base_price,
        "updatedAt" => models::updated_at,
    },
    select: (ModelRow::as_select(), types::name, types::category_id),
    items: with_attribute_values;

    fn write_children(conn: &mut PgConnection, id: i64, draft: &ModelDraft) -> QueryResult<()> {
        replace_attribute_values(conn, id, &draft.attribute_value_ids)
    }

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![
            (CONFIGURATIONS, configurations::table.filter(configurations::model_id.eq(id)).count().get_result(conn)?),
            (COMPANY_FILTERS, filters_naming(conn, EntityKind::Model, id)?),
        ])
    }
}

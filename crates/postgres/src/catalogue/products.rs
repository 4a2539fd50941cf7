//! Categories, types and models. Each is hidden by its own company filter rule and by its parents'.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::dsl::InnerJoin;
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use domain::catalogue::{
    Category, CategoryDraft, CategoryParent, CategorySort, EntityKind, Model, ModelDraft, ModelParent, ModelSort,
    ProductType, ProductTypeDraft, ProductTypeParent, ProductTypeSort, SortOrder, Visibility,
};

use super::support::{
    COMPANY_FILTERS, CONFIGURATIONS, CONFIGURATORS, Holder, MODELS, PgStore, Stored, TYPES, admitted, filters_naming,
};
use crate::error::TxError;
use crate::paginate::ordered;
use crate::schema::{
    configurators, product_categories as categories, product_configurations as configurations,
    product_model_attribute_values as model_values, product_models as models, product_types as types,
};

// ----------------------------------------------------------------------------------------------
// Categories

/// The categories table, whose rows [`PgCategories`] stores.
pub struct Categories;

pub type PgCategories = PgStore<Categories>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = categories, check_for_backend(Pg))]
pub(crate) struct CategoryRow {
    id: i64,
    #[diesel(embed)]
    fields: CategoryFields,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns a category's fields are written to, read back as written.
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = categories, check_for_backend(Pg), treat_none_as_null = true)]
pub(crate) struct CategoryFields {
    slug: String,
    name: String,
    name_en: Option<String>,
    description: Option<String>,
    description_en: Option<String>,
    image_url: Option<String>,
    sort_order: i32,
    active: bool,
}

impl From<&CategoryDraft> for CategoryFields {
    fn from(draft: &CategoryDraft) -> Self {
        // Destructured, so a field added to the draft is a compile error here until it has a column.
        let CategoryDraft { slug, name, name_en, description, description_en, image_url, sort_order, active } =
            draft.clone();
        Self { slug, name, name_en, description, description_en, image_url, sort_order, active }
    }
}

impl Stored for Categories {
    type Resource = Category;
    type Fields = CategoryFields;
    type Row = CategoryRow;
    type Rows = categories::BoxedQuery<'static, Pg>;

    fn rows(_: &mut PgConnection, visibility: &Visibility) -> QueryResult<Self::Rows> {
        Ok(admitted(categories::table.into_boxed(), visibility, EntityKind::Category, categories::id))
    }

    fn narrowed(_: Self::Rows, parent: CategoryParent) -> Self::Rows {
        match parent {}
    }

    fn searched(rows: Self::Rows, pattern: String) -> Self::Rows {
        rows.filter(categories::name.ilike(pattern.clone()).or(categories::slug.ilike(pattern)))
    }

    fn sorted(rows: Self::Rows, key: CategorySort, order: SortOrder) -> Self::Rows {
        match key {
            CategorySort::SortOrder => ordered(rows, categories::sort_order, order, categories::id),
            CategorySort::Name => ordered(rows, categories::name, order, categories::id),
            CategorySort::Slug => ordered(rows, categories::slug, order, categories::id),
            CategorySort::UpdatedAt => ordered(rows, categories::updated_at, order, categories::id),
        }
    }

    fn items(_: &mut PgConnection, rows: Vec<CategoryRow>) -> Result<Vec<Category>, TxError> {
        let category = |CategoryRow { id, fields, created_at, updated_at }: CategoryRow| {
            let CategoryFields { slug, name, name_en, description, description_en, image_url, sort_order, active } =
                fields;
            Category {
                id,
                slug,
                name,
                name_en,
                description,
                description_en,
                image_url,
                sort_order,
                active,
                created_at,
                updated_at,
            }
        };
        Ok(rows.into_iter().map(category).collect())
    }

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

/// The types table, whose rows [`PgTypes`] stores.
pub struct Types;

pub type PgTypes = PgStore<Types>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = types, check_for_backend(Pg))]
pub(crate) struct TypeRow {
    id: i64,
    #[diesel(embed)]
    fields: TypeFields,
    #[diesel(select_expression = categories::name)]
    category_name: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns a type's fields are written to.
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = types, check_for_backend(Pg), treat_none_as_null = true)]
pub(crate) struct TypeFields {
    category_id: i64,
    code: String,
    name: String,
    name_en: Option<String>,
    description: Option<String>,
    description_en: Option<String>,
    image_url: Option<String>,
    sort_order: i32,
    active: bool,
}

impl From<&ProductTypeDraft> for TypeFields {
    fn from(draft: &ProductTypeDraft) -> Self {
        let ProductTypeDraft {
            category_id,
            code,
            name,
            name_en,
            description,
            description_en,
            image_url,
            sort_order,
            active,
        } = draft.clone();
        Self { category_id, code, name, name_en, description, description_en, image_url, sort_order, active }
    }
}

impl Stored for Types {
    type Resource = ProductType;
    type Fields = TypeFields;
    type Row = TypeRow;
    type Rows = diesel::dsl::IntoBoxed<'static, InnerJoin<types::table, categories::table>, Pg>;

    /// Types the visibility admits: their own rule and their category's.
    fn rows(_: &mut PgConnection, visibility: &Visibility) -> QueryResult<Self::Rows> {
        let rows = types::table.inner_join(categories::table).into_boxed();
        let rows = admitted(rows, visibility, EntityKind::Type, types::id);
        Ok(admitted(rows, visibility, EntityKind::Category, types::category_id))
    }

    fn narrowed(rows: Self::Rows, parent: ProductTypeParent) -> Self::Rows {
        match parent {
            ProductTypeParent::CategoryId(category) => rows.filter(types::category_id.eq(category)),
        }
    }

    fn searched(rows: Self::Rows, pattern: String) -> Self::Rows {
        rows.filter(types::name.ilike(pattern.clone()).or(types::code.ilike(pattern)))
    }

    fn sorted(rows: Self::Rows, key: ProductTypeSort, order: SortOrder) -> Self::Rows {
        match key {
            ProductTypeSort::SortOrder => ordered(rows, types::sort_order, order, types::id),
            ProductTypeSort::Name => ordered(rows, types::name, order, types::id),
            ProductTypeSort::UpdatedAt => ordered(rows, types::updated_at, order, types::id),
        }
    }

    fn items(_: &mut PgConnection, rows: Vec<TypeRow>) -> Result<Vec<ProductType>, TxError> {
        let product_type = |TypeRow { id, fields, category_name, created_at, updated_at }: TypeRow| {
            let TypeFields {
                category_id,
                code,
                name,
                name_en,
                description,
                description_en,
                image_url,
                sort_order,
                active,
            } = fields;
            ProductType {
                id,
                category_id,
                code,
                name,
                name_en,
                description,
                description_en,
                image_url,
                sort_order,
                active,
                category_name,
                created_at,
                updated_at,
            }
        };
        Ok(rows.into_iter().map(product_type).collect())
    }

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

/// The models table, whose rows [`PgModels`] stores.
pub struct Models;

pub type PgModels = PgStore<Models>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = models, check_for_backend(Pg))]
pub(crate) struct ModelRow {
    id: i64,
    #[diesel(embed)]
    fields: ModelFields,
    #[diesel(select_expression = types::name)]
    type_name: String,
    #[diesel(select_expression = types::category_id)]
    category_id: i64,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns a model's fields are written to (its attribute values are rows of their own).
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = models, check_for_backend(Pg), treat_none_as_null = true)]
pub(crate) struct ModelFields {
    type_id: i64,
    code: String,
    name: String,
    name_en: Option<String>,
    description: Option<String>,
    description_en: Option<String>,
    image_url: Option<String>,
    base_price: i64,
    sort_order: i32,
    active: bool,
}

impl From<&ModelDraft> for ModelFields {
    fn from(draft: &ModelDraft) -> Self {
        let ModelDraft {
            type_id,
            code,
            name,
            name_en,
            description,
            description_en,
            image_url,
            base_price,
            sort_order,
            active,
            attribute_value_ids: _,
        } = draft.clone();
        Self { type_id, code, name, name_en, description, description_en, image_url, base_price, sort_order, active }
    }
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

impl Stored for Models {
    type Resource = Model;
    type Fields = ModelFields;
    type Row = ModelRow;
    type Rows = diesel::dsl::IntoBoxed<'static, InnerJoin<models::table, types::table>, Pg>;

    /// Models the visibility admits: their own rule, their type's and their category's.
    fn rows(_: &mut PgConnection, visibility: &Visibility) -> QueryResult<Self::Rows> {
        let rows = models::table.inner_join(types::table).into_boxed();
        let rows = admitted(rows, visibility, EntityKind::Model, models::id);
        let rows = admitted(rows, visibility, EntityKind::Type, models::type_id);
        Ok(admitted(rows, visibility, EntityKind::Category, types::category_id))
    }

    fn narrowed(rows: Self::Rows, parent: ModelParent) -> Self::Rows {
        match parent {
            ModelParent::TypeId(type_id) => rows.filter(models::type_id.eq(type_id)),
            ModelParent::CategoryId(category) => rows.filter(types::category_id.eq(category)),
        }
    }

    fn searched(rows: Self::Rows, pattern: String) -> Self::Rows {
        rows.filter(models::name.ilike(pattern.clone()).or(models::code.ilike(pattern)))
    }

    fn sorted(rows: Self::Rows, key: ModelSort, order: SortOrder) -> Self::Rows {
        match key {
            ModelSort::SortOrder => ordered(rows, models::sort_order, order, models::id),
            ModelSort::Name => ordered(rows, models::name, order, models::id),
            ModelSort::Code => ordered(rows, models::code, order, models::id),
            ModelSort::BasePrice => ordered(rows, models::base_price, order, models::id),
            ModelSort::UpdatedAt => ordered(rows, models::updated_at, order, models::id),
        }
    }

    /// The models with their attribute values, by id.
    fn items(conn: &mut PgConnection, rows: Vec<ModelRow>) -> Result<Vec<Model>, TxError> {
        let ids: Vec<i64> = rows.iter().map(|row| row.id).collect();
        let mut values: HashMap<i64, Vec<i64>> = HashMap::new();
        for (model, value) in model_values::table
            .filter(model_values::model_id.eq_any(&ids))
            .select((model_values::model_id, model_values::attribute_value_id))
            .order(model_values::attribute_value_id)
            .load::<(i64, i64)>(conn)?
        {
            values.entry(model).or_default().push(value);
        }
        let model = |ModelRow { id, fields, type_name, category_id, created_at, updated_at }: ModelRow| {
            let ModelFields {
                type_id,
                code,
                name,
                name_en,
                description,
                description_en,
                image_url,
                base_price,
                sort_order,
                active,
            } = fields;
            Model {
                attribute_value_ids: values.remove(&id).unwrap_or_default(),
                id,
                type_id,
                code,
                name,
                name_en,
                description,
                description_en,
                image_url,
                base_price,
                sort_order,
                active,
                type_name,
                category_id,
                created_at,
                updated_at,
            }
        };
        Ok(rows.into_iter().map(model).collect())
    }

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

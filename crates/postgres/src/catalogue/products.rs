use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::pg::Pg;
use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{
    Category, CategoryDraft, EntityKind, ListQuery, Model, ModelDraft, Page, Parents, ProductType, ProductTypeDraft,
    Store, Visibility,
};

use super::support::{
    COMPANY_FILTERS, CONFIGURATIONS, CONFIGURATORS, MODELS, TYPES, filters_naming, page, parent, refuse_if_held,
    rule_ids, sorted,
};
use crate::error::{TxError, repo_error};
use crate::pool::{DbPool, get};
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
    let mut query = categories::table.into_boxed();
    let (allow, deny) = rule_ids(visibility, EntityKind::Category);
    if let Some(allow) = allow {
        query = query.filter(categories::id.eq_any(allow));
    }
    if let Some(deny) = deny {
        query = query.filter(categories::id.ne_all(deny));
    }
    query
}

#[derive(Clone)]
pub struct PgCategories {
    pool: DbPool,
}

impl PgCategories {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl Store<Category> for PgCategories {
    fn list(&self, query: &ListQuery, _: &Parents, visibility: &Visibility) -> Result<Page<Category>, RepoError> {
        let filtered = || {
            let mut rows = visible_categories(visibility);
            if let Some(pattern) = query.like_pattern() {
                rows = rows.filter(categories::name.ilike(pattern.clone()).or(categories::slug.ilike(pattern)));
            }
            rows
        };
        let mut conn = get(&self.pool)?;
        let total = filtered().count().get_result(&mut conn).map_err(repo_error)?;
        let rows = sorted!(filtered(), query, categories::id, {
            "sortOrder" => categories::sort_order,
            "name" => categories::name,
            "slug" => categories::slug,
            "updatedAt" => categories::updated_at,
        })
        .select(CategoryRow::as_select())
        .limit(query.page_size)
        .offset(query.offset())
        .load(&mut conn)
        .map_err(repo_error)?;
        Ok(page(rows.into_iter().map(Category::from).collect(), total, query))
    }

    fn get(&self, id: i64, visibility: &Visibility) -> Result<Option<Category>, RepoError> {
        let mut conn = get(&self.pool)?;
        visible_categories(visibility)
            .filter(categories::id.eq(id))
            .select(CategoryRow::as_select())
            .first(&mut conn)
            .optional()
            .map(|row| row.map(Category::from))
            .map_err(repo_error)
    }

    fn create(&self, draft: &CategoryDraft) -> Result<Category, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::insert_into(categories::table)
            .values(CategoryValues::from(draft))
            .returning(CategoryRow::as_returning())
            .get_result(&mut conn)
            .map(Category::from)
            .map_err(repo_error)
    }

    fn update(&self, id: i64, draft: &CategoryDraft) -> Result<Option<Category>, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::update(categories::table.find(id))
            .set(CategoryValues::from(draft))
            .returning(CategoryRow::as_returning())
            .get_result(&mut conn)
            .optional()
            .map(|row| row.map(Category::from))
            .map_err(repo_error)
    }

    fn delete(&self, id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            refuse_if_held(vec![
                (TYPES, types::table.filter(types::category_id.eq(id)).count().get_result(conn)?),
                (
                    CONFIGURATORS,
                    configurators::table.filter(configurators::category_id.eq(id)).count().get_result(conn)?,
                ),
                (
                    CONFIGURATIONS,
                    configurations::table.filter(configurations::category_id.eq(id)).count().get_result(conn)?,
                ),
                (COMPANY_FILTERS, filters_naming(conn, EntityKind::Category, id)?),
            ])?;
            Ok(diesel::delete(categories::table.find(id)).execute(conn)? > 0)
        })
        .map_err(RepoError::from)
    }
}

// ----------------------------------------------------------------------------------------------
// Types

#[derive(Queryable, Selectable)]
#[diesel(table_name = types, check_for_backend(Pg))]
struct TypeRow {
    id: i64,
    category_id: i64,
    code: Option<String>,
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
    code: Option<&'a str>,
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
            code: draft.code.as_deref(),
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
    let mut query = types::table.inner_join(categories::table).into_boxed();
    let (allow, deny) = rule_ids(visibility, EntityKind::Type);
    if let Some(allow) = allow {
        query = query.filter(types::id.eq_any(allow));
    }
    if let Some(deny) = deny {
        query = query.filter(types::id.ne_all(deny));
    }
    let (allow, deny) = rule_ids(visibility, EntityKind::Category);
    if let Some(allow) = allow {
        query = query.filter(types::category_id.eq_any(allow));
    }
    if let Some(deny) = deny {
        query = query.filter(types::category_id.ne_all(deny));
    }
    query
}

#[derive(Clone)]
pub struct PgTypes {
    pool: DbPool,
}

impl PgTypes {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }

    fn load(&self, conn: &mut PgConnection, id: i64, visibility: &Visibility) -> QueryResult<Option<ProductType>> {
        visible_types(visibility)
            .filter(types::id.eq(id))
            .select((TypeRow::as_select(), categories::name))
            .first(conn)
            .optional()
            .map(|row| row.map(product_type))
    }
}

impl Store<ProductType> for PgTypes {
    fn list(
        &self,
        query: &ListQuery,
        parents: &Parents,
        visibility: &Visibility,
    ) -> Result<Page<ProductType>, RepoError> {
        let filtered = || {
            let mut rows = visible_types(visibility);
            if let Some(category) = parent(parents, "categoryId") {
                rows = rows.filter(types::category_id.eq(category));
            }
            if let Some(pattern) = query.like_pattern() {
                rows = rows.filter(types::name.ilike(pattern.clone()).or(types::code.ilike(pattern)));
            }
            rows
        };
        let mut conn = get(&self.pool)?;
        let total = filtered().count().get_result(&mut conn).map_err(repo_error)?;
        let rows = sorted!(filtered(), query, types::id, {
            "sortOrder" => types::sort_order,
            "name" => types::name,
            "updatedAt" => types::updated_at,
        })
        .select((TypeRow::as_select(), categories::name))
        .limit(query.page_size)
        .offset(query.offset())
        .load(&mut conn)
        .map_err(repo_error)?;
        Ok(page(rows.into_iter().map(product_type).collect(), total, query))
    }

    fn get(&self, id: i64, visibility: &Visibility) -> Result<Option<ProductType>, RepoError> {
        let mut conn = get(&self.pool)?;
        self.load(&mut conn, id, visibility).map_err(repo_error)
    }

    fn create(&self, draft: &ProductTypeDraft) -> Result<ProductType, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            let id = diesel::insert_into(types::table)
                .values(TypeValues::from(draft))
                .returning(types::id)
                .get_result(conn)?;
            self.load(conn, id, &Visibility::everything())?.ok_or(diesel::result::Error::NotFound)
        })
        .map_err(repo_error)
    }

    fn update(&self, id: i64, draft: &ProductTypeDraft) -> Result<Option<ProductType>, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            let updated = diesel::update(types::table.find(id)).set(TypeValues::from(draft)).execute(conn)?;
            if updated == 0 { Ok(None) } else { self.load(conn, id, &Visibility::everything()) }
        })
        .map_err(repo_error)
    }

    fn delete(&self, id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            refuse_if_held(vec![
                (MODELS, models::table.filter(models::type_id.eq(id)).count().get_result(conn)?),
                (
                    CONFIGURATIONS,
                    configurations::table.filter(configurations::type_id.eq(id)).count().get_result(conn)?,
                ),
                (COMPANY_FILTERS, filters_naming(conn, EntityKind::Type, id)?),
            ])?;
            Ok(diesel::delete(types::table.find(id)).execute(conn)? > 0)
        })
        .map_err(RepoError::from)
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
    let mut query = models::table.inner_join(types::table).into_boxed();
    for (kind, column_is_model) in [(EntityKind::Model, 0), (EntityKind::Type, 1), (EntityKind::Category, 2)] {
        let (allow, deny) = rule_ids(visibility, kind);
        match column_is_model {
            0 => {
                if let Some(allow) = allow {
                    query = query.filter(models::id.eq_any(allow));
                }
                if let Some(deny) = deny {
                    query = query.filter(models::id.ne_all(deny));
                }
            }
            1 => {
                if let Some(allow) = allow {
                    query = query.filter(models::type_id.eq_any(allow));
                }
                if let Some(deny) = deny {
                    query = query.filter(models::type_id.ne_all(deny));
                }
            }
            _ => {
                if let Some(allow) = allow {
                    query = query.filter(types::category_id.eq_any(allow));
                }
                if let Some(deny) = deny {
                    query = query.filter(types::category_id.ne_all(deny));
                }
            }
        }
    }
    query
}

fn with_attribute_values(conn: &mut PgConnection, rows: Vec<(ModelRow, String, i64)>) -> QueryResult<Vec<Model>> {
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

#[derive(Clone)]
pub struct PgModels {
    pool: DbPool,
}

impl PgModels {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }

    fn load(&self, conn: &mut PgConnection, id: i64, visibility: &Visibility) -> QueryResult<Option<Model>> {
        let rows = visible_models(visibility)
            .filter(models::id.eq(id))
            .select((ModelRow::as_select(), types::name, types::category_id))
            .load(conn)?;
        Ok(with_attribute_values(conn, rows)?.pop())
    }
}

impl Store<Model> for PgModels {
    fn list(&self, query: &ListQuery, parents: &Parents, visibility: &Visibility) -> Result<Page<Model>, RepoError> {
        let filtered = || {
            let mut rows = visible_models(visibility);
            if let Some(type_id) = parent(parents, "typeId") {
                rows = rows.filter(models::type_id.eq(type_id));
            }
            if let Some(category) = parent(parents, "categoryId") {
                rows = rows.filter(types::category_id.eq(category));
            }
            if let Some(pattern) = query.like_pattern() {
                rows = rows.filter(models::name.ilike(pattern.clone()).or(models::code.ilike(pattern)));
            }
            rows
        };
        let mut conn = get(&self.pool)?;
        let total = filtered().count().get_result(&mut conn).map_err(repo_error)?;
        let rows = sorted!(filtered(), query, models::id, {
            "sortOrder" => models::sort_order,
            "name" => models::name,
            "code" => models::code,
            "basePrice" => models::base_price,
            "updatedAt" => models::updated_at,
        })
        .select((ModelRow::as_select(), types::name, types::category_id))
        .limit(query.page_size)
        .offset(query.offset())
        .load(&mut conn)
        .map_err(repo_error)?;
        let items = with_attribute_values(&mut conn, rows).map_err(repo_error)?;
        Ok(page(items, total, query))
    }

    fn get(&self, id: i64, visibility: &Visibility) -> Result<Option<Model>, RepoError> {
        let mut conn = get(&self.pool)?;
        self.load(&mut conn, id, visibility).map_err(repo_error)
    }

    fn create(&self, draft: &ModelDraft) -> Result<Model, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            let id = diesel::insert_into(models::table)
                .values(ModelValues::from(draft))
                .returning(models::id)
                .get_result(conn)?;
            replace_attribute_values(conn, id, &draft.attribute_value_ids)?;
            self.load(conn, id, &Visibility::everything())?.ok_or(diesel::result::Error::NotFound)
        })
        .map_err(repo_error)
    }

    fn update(&self, id: i64, draft: &ModelDraft) -> Result<Option<Model>, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            let updated = diesel::update(models::table.find(id)).set(ModelValues::from(draft)).execute(conn)?;
            if updated == 0 {
                return Ok(None);
            }
            replace_attribute_values(conn, id, &draft.attribute_value_ids)?;
            self.load(conn, id, &Visibility::everything())
        })
        .map_err(repo_error)
    }

    fn delete(&self, id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            refuse_if_held(vec![
                (
                    CONFIGURATIONS,
                    configurations::table.filter(configurations::model_id.eq(id)).count().get_result(conn)?,
                ),
                (COMPANY_FILTERS, filters_naming(conn, EntityKind::Model, id)?),
            ])?;
            Ok(diesel::delete(models::table.find(id)).execute(conn)? > 0)
        })
        .map_err(RepoError::from)
    }
}

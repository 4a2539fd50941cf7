//! Parts (with the features they offer) and model parts. A company's `part` rule hides parts; a model
//! part is hidden with its part or its model (the model's own, type and category rules).

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::dsl::count;
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{
    EntityKind, ListQuery, ModelPart, ModelPartDraft, Page, Parents, Part, PartDraft, PartFeature, Store, Visibility,
};

use super::support::{
    COMPANY_FILTERS, CONFIGURATIONS, MODELS, filters_naming, page, parent, refuse_if_held, rule_ids, sorted,
};
use crate::error::{TxError, repo_error};
use crate::pool::{DbPool, get};
use crate::schema::{
    product_configuration_parts as configuration_parts, product_model_parts as model_parts, product_models as models,
    product_part_features as part_features, product_parts as parts, product_types as types,
};

// ----------------------------------------------------------------------------------------------
// Parts

#[derive(Queryable, Selectable)]
#[diesel(table_name = parts, check_for_backend(Pg))]
struct PartRow {
    id: i64,
    code: String,
    name: String,
    description: Option<String>,
    image_url: Option<String>,
    price: i64,
    sort_order: i32,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = parts, treat_none_as_null = true)]
struct PartValues<'a> {
    code: &'a str,
    name: &'a str,
    description: Option<&'a str>,
    image_url: Option<&'a str>,
    price: i64,
    sort_order: i32,
    active: bool,
}

impl<'a> From<&'a PartDraft> for PartValues<'a> {
    fn from(draft: &'a PartDraft) -> Self {
        Self {
            code: &draft.code,
            name: &draft.name,
            description: draft.description.as_deref(),
            image_url: draft.image_url.as_deref(),
            price: draft.price,
            sort_order: draft.sort_order,
            active: draft.active,
        }
    }
}

/// Parts the visibility admits.
fn visible_parts<'a>(visibility: &Visibility) -> parts::BoxedQuery<'a, Pg> {
    let mut query = parts::table.into_boxed();
    let (allow, deny) = rule_ids(visibility, EntityKind::Part);
    if let Some(allow) = allow {
        query = query.filter(parts::id.eq_any(allow));
    }
    if let Some(deny) = deny {
        query = query.filter(parts::id.ne_all(deny));
    }
    query
}

fn with_features(conn: &mut PgConnection, rows: Vec<PartRow>) -> QueryResult<Vec<Part>> {
    let ids: Vec<i64> = rows.iter().map(|row| row.id).collect();
    let mut features: HashMap<i64, Vec<PartFeature>> = HashMap::new();
    for (part, feature_id, required, sort_order) in part_features::table
        .filter(part_features::part_id.eq_any(&ids))
        .select((part_features::part_id, part_features::feature_id, part_features::required, part_features::sort_order))
        .order((part_features::sort_order, part_features::feature_id))
        .load::<(i64, i64, bool, i32)>(conn)?
    {
        features.entry(part).or_default().push(PartFeature { feature_id, required, sort_order });
    }
    Ok(rows
        .into_iter()
        .map(|row| Part {
            features: features.remove(&row.id).unwrap_or_default(),
            id: row.id,
            code: row.code,
            name: row.name,
            description: row.description,
            image_url: row.image_url,
            price: row.price,
            sort_order: row.sort_order,
            active: row.active,
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
        .collect())
}

fn replace_features(conn: &mut PgConnection, part: i64, features: &[PartFeature]) -> QueryResult<()> {
    diesel::delete(part_features::table.filter(part_features::part_id.eq(part))).execute(conn)?;
    let rows: Vec<_> = features
        .iter()
        .map(|feature| {
            (
                part_features::part_id.eq(part),
                part_features::feature_id.eq(feature.feature_id),
                part_features::required.eq(feature.required),
                part_features::sort_order.eq(feature.sort_order),
            )
        })
        .collect();
    diesel::insert_into(part_features::table).values(&rows).execute(conn)?;
    Ok(())
}

#[derive(Clone)]
pub struct PgParts {
    pool: DbPool,
}

impl PgParts {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }

    fn load(&self, conn: &mut PgConnection, id: i64, visibility: &Visibility) -> QueryResult<Option<Part>> {
        let rows = visible_parts(visibility).filter(parts::id.eq(id)).select(PartRow::as_select()).load(conn)?;
        Ok(with_features(conn, rows)?.pop())
    }
}

impl Store<Part> for PgParts {
    fn list(&self, query: &ListQuery, parents: &Parents, visibility: &Visibility) -> Result<Page<Part>, RepoError> {
        let filtered = || {
            let mut rows = visible_parts(visibility);
            if let Some(feature) = parent(parents, "featureId") {
                rows = rows.filter(parts::id.eq_any(
                    part_features::table.filter(part_features::feature_id.eq(feature)).select(part_features::part_id),
                ));
            }
            if let Some(pattern) = query.like_pattern() {
                rows = rows.filter(parts::name.ilike(pattern.clone()).or(parts::code.ilike(pattern)));
            }
            rows
        };
        let mut conn = get(&self.pool)?;
        let total = filtered().count().get_result(&mut conn).map_err(repo_error)?;
        let rows = sorted!(filtered(), query, parts::id, {
            "sortOrder" => parts::sort_order,
            "name" => parts::name,
            "code" => parts::code,
            "price" => parts::price,
            "updatedAt" => parts::updated_at,
        })
        .select(PartRow::as_select())
        .limit(query.page_size)
        .offset(query.offset())
        .load(&mut conn)
        .map_err(repo_error)?;
        let items = with_features(&mut conn, rows).map_err(repo_error)?;
        Ok(page(items, total, query))
    }

    fn get(&self, id: i64, visibility: &Visibility) -> Result<Option<Part>, RepoError> {
        let mut conn = get(&self.pool)?;
        self.load(&mut conn, id, visibility).map_err(repo_error)
    }

    fn create(&self, draft: &PartDraft) -> Result<Part, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            let id = diesel::insert_into(parts::table)
                .values(PartValues::from(draft))
                .returning(parts::id)
                .get_result(conn)?;
            replace_features(conn, id, &draft.features)?;
            self.load(conn, id, &Visibility::everything())?.ok_or(diesel::result::Error::NotFound)
        })
        .map_err(repo_error)
    }

    fn update(&self, id: i64, draft: &PartDraft) -> Result<Option<Part>, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            let updated = diesel::update(parts::table.find(id)).set(PartValues::from(draft)).execute(conn)?;
            if updated == 0 {
                return Ok(None);
            }
            replace_features(conn, id, &draft.features)?;
            self.load(conn, id, &Visibility::everything())
        })
        .map_err(repo_error)
    }

    fn delete(&self, id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            refuse_if_held(vec![
                (MODELS, model_parts::table.filter(model_parts::part_id.eq(id)).count().get_result(conn)?),
                (
                    CONFIGURATIONS,
                    configuration_parts::table
                        .filter(configuration_parts::part_id.eq(id))
                        .select(count(configuration_parts::configuration_id).aggregate_distinct())
                        .get_result(conn)?,
                ),
                (COMPANY_FILTERS, filters_naming(conn, EntityKind::Part, id)?),
            ])?;
            Ok(diesel::delete(parts::table.find(id)).execute(conn)? > 0)
        })
        .map_err(RepoError::from)
    }
}

// ----------------------------------------------------------------------------------------------
// Model parts

#[derive(Queryable, Selectable)]
#[diesel(table_name = model_parts, check_for_backend(Pg))]
struct ModelPartRow {
    id: i64,
    model_id: i64,
    part_id: i64,
    required: bool,
    min_quantity: i32,
    max_quantity: i32,
    default_quantity: i32,
    sort_order: i32,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

fn model_part((row, part_name, part_code): (ModelPartRow, String, String)) -> ModelPart {
    ModelPart {
        id: row.id,
        model_id: row.model_id,
        part_id: row.part_id,
        required: row.required,
        min_quantity: row.min_quantity,
        max_quantity: row.max_quantity,
        default_quantity: row.default_quantity,
        sort_order: row.sort_order,
        part_name,
        part_code,
        created_at: row.created_at,
        updated_at: row.updated_at,
    }
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = model_parts)]
struct ModelPartValues {
    model_id: i64,
    part_id: i64,
    required: bool,
    min_quantity: i32,
    max_quantity: i32,
    default_quantity: i32,
    sort_order: i32,
}

impl From<&ModelPartDraft> for ModelPartValues {
    fn from(draft: &ModelPartDraft) -> Self {
        Self {
            model_id: draft.model_id,
            part_id: draft.part_id,
            required: draft.required,
            min_quantity: draft.min_quantity,
            max_quantity: draft.max_quantity,
            default_quantity: draft.default_quantity,
            sort_order: draft.sort_order,
        }
    }
}

type ModelPartsJoined = diesel::dsl::InnerJoin<
    diesel::dsl::InnerJoin<model_parts::table, parts::table>,
    diesel::dsl::InnerJoin<models::table, types::table>,
>;

/// Model parts the visibility admits: their part's rule and their model's (own, type, category).
fn visible_model_parts<'a>(visibility: &Visibility) -> diesel::dsl::IntoBoxed<'a, ModelPartsJoined, Pg> {
    let mut query =
        model_parts::table.inner_join(parts::table).inner_join(models::table.inner_join(types::table)).into_boxed();
    let (allow, deny) = rule_ids(visibility, EntityKind::Part);
    if let Some(allow) = allow {
        query = query.filter(model_parts::part_id.eq_any(allow));
    }
    if let Some(deny) = deny {
        query = query.filter(model_parts::part_id.ne_all(deny));
    }
    let (allow, deny) = rule_ids(visibility, EntityKind::Model);
    if let Some(allow) = allow {
        query = query.filter(model_parts::model_id.eq_any(allow));
    }
    if let Some(deny) = deny {
        query = query.filter(model_parts::model_id.ne_all(deny));
    }
    let (allow, deny) = rule_ids(visibility, EntityKind::Type);
    if let Some(allow) = allow {
        query = query.filter(models::type_id.eq_any(allow));
    }
    if let Some(deny) = deny {
        query = query.filter(models::type_id.ne_all(deny));
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
pub struct PgModelParts {
    pool: DbPool,
}

impl PgModelParts {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }

    fn load(&self, conn: &mut PgConnection, id: i64, visibility: &Visibility) -> QueryResult<Option<ModelPart>> {
        visible_model_parts(visibility)
            .filter(model_parts::id.eq(id))
            .select((ModelPartRow::as_select(), parts::name, parts::code))
            .first(conn)
            .optional()
            .map(|row| row.map(model_part))
    }
}

impl Store<ModelPart> for PgModelParts {
    fn list(
        &self,
        query: &ListQuery,
        parents: &Parents,
        visibility: &Visibility,
    ) -> Result<Page<ModelPart>, RepoError> {
        let filtered = || {
            let mut rows = visible_model_parts(visibility);
            if let Some(model) = parent(parents, "modelId") {
                rows = rows.filter(model_parts::model_id.eq(model));
            }
            if let Some(part) = parent(parents, "partId") {
                rows = rows.filter(model_parts::part_id.eq(part));
            }
            if let Some(pattern) = query.like_pattern() {
                rows = rows.filter(parts::name.ilike(pattern.clone()).or(parts::code.ilike(pattern)));
            }
            rows
        };
        let mut conn = get(&self.pool)?;
        let total = filtered().count().get_result(&mut conn).map_err(repo_error)?;
        let rows = sorted!(filtered(), query, model_parts::id, {
            "sortOrder" => model_parts::sort_order,
            "partName" => parts::name,
        })
        .select((ModelPartRow::as_select(), parts::name, parts::code))
        .limit(query.page_size)
        .offset(query.offset())
        .load(&mut conn)
        .map_err(repo_error)?;
        Ok(page(rows.into_iter().map(model_part).collect(), total, query))
    }

    fn get(&self, id: i64, visibility: &Visibility) -> Result<Option<ModelPart>, RepoError> {
        let mut conn = get(&self.pool)?;
        self.load(&mut conn, id, visibility).map_err(repo_error)
    }

    fn create(&self, draft: &ModelPartDraft) -> Result<ModelPart, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            let id = diesel::insert_into(model_parts::table)
                .values(ModelPartValues::from(draft))
                .returning(model_parts::id)
                .get_result(conn)?;
            self.load(conn, id, &Visibility::everything())?.ok_or(diesel::result::Error::NotFound)
        })
        .map_err(repo_error)
    }

    fn update(&self, id: i64, draft: &ModelPartDraft) -> Result<Option<ModelPart>, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            let updated =
                diesel::update(model_parts::table.find(id)).set(ModelPartValues::from(draft)).execute(conn)?;
            if updated == 0 { Ok(None) } else { self.load(conn, id, &Visibility::everything()) }
        })
        .map_err(repo_error)
    }

    /// A model part is a link: nothing refers to it (configurations name parts), so it goes freely.
    fn delete(&self, id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::delete(model_parts::table.find(id)).execute(&mut conn).map(|n| n > 0).map_err(repo_error)
    }
}

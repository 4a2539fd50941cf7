//! Parts (with the features they offer) and model parts. A company's `part` rule hides parts; a model
//! part is hidden with its part or its model (the model's own, type and category rules).

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::dsl::{self, count};
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use domain::catalogue::{
    EntityKind, ListQuery, ModelPart, ModelPartDraft, ModelPartParent, ModelPartSort, ParentKey, Parents, Part,
    PartDraft, PartFeature, PartParent, PartSort, Visibility,
};

use super::exchange::Batched;
use super::support::{
    COMPANY_FILTERS, CONFIGURATIONS, Holder, MODELS, PgStore, Rows, Stored, TxPage, admitted, filters_naming, sort_key,
};
use crate::error::TxError;
use crate::paginate::{Narrowed, Paginate, each, ordered};
use crate::schema::{
    product_configuration_parts as configuration_parts, product_model_parts as model_parts, product_models as models,
    product_part_features as part_features, product_parts as parts, product_types as types,
};

// ----------------------------------------------------------------------------------------------
// Parts

/// The parts table, whose rows [`PgParts`] stores.
pub struct Parts;

pub type PgParts = PgStore<Parts>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = parts, check_for_backend(Pg))]
struct PartRow {
    id: i64,
    /// The written columns, read back as they are written.
    #[diesel(embed)]
    values: PartValues,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = parts, check_for_backend(Pg), treat_none_as_null = true)]
struct PartValues {
    code: String,
    name: String,
    description: Option<String>,
    image_url: Option<String>,
    price: i64,
    sort_order: i32,
    active: bool,
}

impl From<&PartDraft> for PartValues {
    fn from(draft: &PartDraft) -> Self {
        // Destructured, so a field added to the draft is a compile error here until it has a column.
        let PartDraft { code, name, description, image_url, price, sort_order, active, features: _ } = draft.clone();
        Self { code, name, description, image_url, price, sort_order, active }
    }
}

/// Parts the visibility admits.
fn visible_parts<'a>(visibility: &Visibility) -> parts::BoxedQuery<'a, Pg> {
    admitted!(parts::table.into_boxed(), visibility, { EntityKind::Part => parts::id })
}

fn with_features(conn: &mut PgConnection, rows: Vec<PartRow>) -> Result<Vec<Part>, TxError> {
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
        .map(|row| {
            let PartValues { code, name, description, image_url, price, sort_order, active } = row.values;
            Part {
                features: features.remove(&row.id).unwrap_or_default(),
                id: row.id,
                code,
                name,
                description,
                image_url,
                price,
                sort_order,
                active,
                created_at: row.created_at,
                updated_at: row.updated_at,
            }
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

/// The ids of the parts some model of the category has, as a subquery (the rule editor's pickers).
#[diesel::dsl::auto_type]
pub(crate) fn parts_of_category(category: i64) -> _ {
    let types_of_category = types::table.filter(types::category_id.eq(category)).select(types::id);
    let models_of_category = models::table.filter(models::type_id.eq_any(types_of_category)).select(models::id);
    model_parts::table.filter(model_parts::model_id.eq_any(models_of_category)).select(model_parts::part_id)
}

/// The ids of the parts offering a feature, as a subquery.
#[diesel::dsl::auto_type]
fn parts_offering(feature: i64) -> _ {
    part_features::table.filter(part_features::feature_id.eq(feature)).select(part_features::part_id)
}

/// A part's name or code matches a list's search (of parts, and of model parts by their part).
fn part_named_like(pattern: String) -> dsl::Or<dsl::ILike<parts::name, String>, dsl::ILike<parts::code, String>> {
    parts::name.ilike(pattern.clone()).or(parts::code.ilike(pattern))
}

impl Stored for Parts {
    type Resource = Part;

    fn page(conn: &mut PgConnection, query: &ListQuery, parents: &Parents, visibility: &Visibility) -> TxPage<Part> {
        let mut rows = visible_parts(visibility);
        for parent in PartParent::all_of(parents) {
            rows = match parent {
                PartParent::FeatureId(feature) => rows.filter(parts::id.eq_any(parts_offering(feature))),
                PartParent::CategoryId(category) => rows.filter(parts::id.eq_any(parts_of_category(category))),
            };
        }
        let rows = rows.narrowed(query.like_pattern(), part_named_like);
        let rows = match sort_key::<Part>(query)? {
            PartSort::SortOrder => ordered(rows, parts::sort_order, query.order, parts::id),
            PartSort::Name => ordered(rows, parts::name, query.order, parts::id),
            PartSort::Code => ordered(rows, parts::code, query.order, parts::id),
            PartSort::Price => ordered(rows, parts::price, query.order, parts::id),
            PartSort::UpdatedAt => ordered(rows, parts::updated_at, query.order, parts::id),
        };
        rows.select(PartRow::as_select()).paginate(query).load_page(conn, with_features)
    }

    fn load(conn: &mut PgConnection, id: i64, visibility: &Visibility) -> Result<Option<Part>, TxError> {
        let rows = visible_parts(visibility).filter(parts::id.eq(id)).select(PartRow::as_select()).load(conn)?;
        Ok(with_features(conn, rows)?.pop())
    }

    fn write_children(conn: &mut PgConnection, id: i64, draft: &PartDraft) -> QueryResult<()> {
        replace_features(conn, id, &draft.features)
    }

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![
            (MODELS, model_parts::table.filter(model_parts::part_id.eq(id)).count().get_result(conn)?),
            (
                CONFIGURATIONS,
                configuration_parts::table
                    .filter(configuration_parts::part_id.eq(id))
                    .select(count(configuration_parts::configuration_id).aggregate_distinct())
                    .get_result(conn)?,
            ),
            (COMPANY_FILTERS, filters_naming(conn, EntityKind::Part, id)?),
        ])
    }
}

impl Batched for Parts {
    fn load_many(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<Part>, TxError> {
        let rows = parts::table.filter(parts::id.eq_any(ids)).select(PartRow::as_select()).load(conn)?;
        with_features(conn, rows)
    }

    fn insert_many(conn: &mut PgConnection, drafts: &[PartDraft]) -> QueryResult<Vec<i64>> {
        let values: Vec<PartValues> = drafts.iter().map(PartValues::from).collect();
        diesel::insert_into(parts::table).values(values).returning(parts::id).get_results(conn)
    }

    fn update_one(conn: &mut PgConnection, id: i64, draft: &PartDraft) -> QueryResult<usize> {
        diesel::update(parts::table.find(id)).set(PartValues::from(draft)).execute(conn)
    }
}

impl Rows for Parts {
    fn lock(conn: &mut PgConnection, id: i64) -> QueryResult<bool> {
        let row = parts::table.find(id).select(parts::id).for_update().first::<i64>(conn).optional()?;
        Ok(row.is_some())
    }

    fn delete_one(conn: &mut PgConnection, id: i64) -> QueryResult<usize> {
        diesel::delete(parts::table.find(id)).execute(conn)
    }
}

// ----------------------------------------------------------------------------------------------
// Model parts

#[derive(Queryable, Selectable)]
#[diesel(table_name = model_parts, check_for_backend(Pg))]
struct ModelPartRow {
    id: i64,
    /// The written columns, read back as they are written.
    #[diesel(embed)]
    values: ModelPartValues,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// What a model part's list selects: the row and its part's name and code.
fn model_part_columns() -> (diesel::dsl::AsSelect<ModelPartRow, Pg>, parts::name, parts::code) {
    (ModelPartRow::as_select(), parts::name, parts::code)
}

fn model_part((row, part_name, part_code): (ModelPartRow, String, String)) -> ModelPart {
    let ModelPartValues { model_id, part_id, required, min_quantity, max_quantity, default_quantity, sort_order } =
        row.values;
    ModelPart {
        id: row.id,
        model_id,
        part_id,
        required,
        min_quantity,
        max_quantity,
        default_quantity,
        sort_order,
        part_name,
        part_code,
        created_at: row.created_at,
        updated_at: row.updated_at,
    }
}

#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = model_parts, check_for_backend(Pg))]
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
        // Destructured, so a field added to the draft is a compile error here until it has a column.
        let ModelPartDraft { model_id, part_id, required, min_quantity, max_quantity, default_quantity, sort_order } =
            *draft;
        Self { model_id, part_id, required, min_quantity, max_quantity, default_quantity, sort_order }
    }
}

type ModelPartsJoined = diesel::dsl::InnerJoin<
    diesel::dsl::InnerJoin<model_parts::table, parts::table>,
    diesel::dsl::InnerJoin<models::table, types::table>,
>;

/// Model parts the visibility admits: their part's rule and their model's (own, type, category).
fn visible_model_parts<'a>(visibility: &Visibility) -> diesel::dsl::IntoBoxed<'a, ModelPartsJoined, Pg> {
    let joined =
        model_parts::table.inner_join(parts::table).inner_join(models::table.inner_join(types::table)).into_boxed();
    admitted!(joined, visibility, {
        EntityKind::Part => model_parts::part_id,
        EntityKind::Model => model_parts::model_id,
        EntityKind::Type => models::type_id,
        EntityKind::Category => types::category_id,
    })
}

/// The model parts table, whose rows [`PgModelParts`] stores. A model part is a link: nothing refers to it
/// (configurations name parts), so it goes freely.
pub struct ModelParts;

pub type PgModelParts = PgStore<ModelParts>;

impl Stored for ModelParts {
    type Resource = ModelPart;

    fn page(
        conn: &mut PgConnection,
        query: &ListQuery,
        parents: &Parents,
        visibility: &Visibility,
    ) -> TxPage<ModelPart> {
        let mut rows = visible_model_parts(visibility);
        for parent in ModelPartParent::all_of(parents) {
            rows = match parent {
                ModelPartParent::ModelId(model) => rows.filter(model_parts::model_id.eq(model)),
                ModelPartParent::PartId(part) => rows.filter(model_parts::part_id.eq(part)),
            };
        }
        let rows = rows.narrowed(query.like_pattern(), part_named_like);
        let rows = match sort_key::<ModelPart>(query)? {
            ModelPartSort::SortOrder => ordered(rows, model_parts::sort_order, query.order, model_parts::id),
            ModelPartSort::PartName => ordered(rows, parts::name, query.order, model_parts::id),
        };
        rows.select(model_part_columns()).paginate(query).load_page(conn, each(model_part))
    }

    fn load(conn: &mut PgConnection, id: i64, visibility: &Visibility) -> Result<Option<ModelPart>, TxError> {
        let rows = visible_model_parts(visibility).filter(model_parts::id.eq(id)).select(model_part_columns());
        Ok(rows.load(conn)?.into_iter().map(model_part).next())
    }
}

impl Batched for ModelParts {
    fn load_many(conn: &mut PgConnection, ids: &[i64]) -> Result<Vec<ModelPart>, TxError> {
        let rows = visible_model_parts(&Visibility::everything()).filter(model_parts::id.eq_any(ids));
        Ok(rows.select(model_part_columns()).load(conn)?.into_iter().map(model_part).collect())
    }

    fn insert_many(conn: &mut PgConnection, drafts: &[ModelPartDraft]) -> QueryResult<Vec<i64>> {
        let values: Vec<ModelPartValues> = drafts.iter().map(ModelPartValues::from).collect();
        diesel::insert_into(model_parts::table).values(values).returning(model_parts::id).get_results(conn)
    }

    fn update_one(conn: &mut PgConnection, id: i64, draft: &ModelPartDraft) -> QueryResult<usize> {
        diesel::update(model_parts::table.find(id)).set(ModelPartValues::from(draft)).execute(conn)
    }
}

impl Rows for ModelParts {
    fn lock(conn: &mut PgConnection, id: i64) -> QueryResult<bool> {
        let row = model_parts::table.find(id).select(model_parts::id).for_update().first::<i64>(conn).optional()?;
        Ok(row.is_some())
    }

    fn delete_one(conn: &mut PgConnection, id: i64) -> QueryResult<usize> {
        diesel::delete(model_parts::table.find(id)).execute(conn)
    }
}

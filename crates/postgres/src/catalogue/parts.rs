//! Parts (with the features they offer) and model parts. A company's `part` rule hides parts; a model
//! part is hidden with its part or its model (the model's own, type and category rules).

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::dsl::count;
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use domain::catalogue::{EntityKind, ModelPart, ModelPartDraft, Part, PartDraft, PartFeature, Visibility};

use super::support::{COMPANY_FILTERS, CONFIGURATIONS, Holder, MODELS, admitted, catalogue_store, filters_naming};
use crate::error::TxError;
use crate::paginate::each;
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

/// The ids of the parts some model of the category has, as a subquery (the rule editor's pickers).
macro_rules! parts_of_category {
    ($category:expr) => {{
        use $crate::schema::{product_model_parts as model_parts, product_models as models, product_types as types};
        model_parts::table
            .filter(
                model_parts::model_id.eq_any(
                    models::table
                        .filter(
                            models::type_id
                                .eq_any(types::table.filter(types::category_id.eq($category)).select(types::id)),
                        )
                        .select(models::id),
                ),
            )
            .select(model_parts::part_id)
    }};
}
pub(crate) use parts_of_category;

catalogue_store! {
    PgParts => Part, parts, PartValues;
    rows(conn, visibility) => visible_parts(visibility),
    id: parts::id,
    parents: {
        "featureId" => |feature| parts::id.eq_any(
            part_features::table.filter(part_features::feature_id.eq(feature)).select(part_features::part_id),
        ),
        "categoryId" => |category| parts::id.eq_any(parts_of_category!(category)),
    },
    search: [parts::name, parts::code],
    sort: {
        "sortOrder" => parts::sort_order,
        "name" => parts::name,
        "code" => parts::code,
        "price" => parts::price,
        "updatedAt" => parts::updated_at,
    },
    select: PartRow::as_select(),
    items: with_features;

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
    let joined =
        model_parts::table.inner_join(parts::table).inner_join(models::table.inner_join(types::table)).into_boxed();
    admitted!(joined, visibility, {
        EntityKind::Part => model_parts::part_id,
        EntityKind::Model => model_parts::model_id,
        EntityKind::Type => models::type_id,
        EntityKind::Category => types::category_id,
    })
}

catalogue_store! {
    /// A model part is a link: nothing refers to it (configurations name parts), so it goes freely.
    PgModelParts => ModelPart, model_parts, ModelPartValues;
    rows(conn, visibility) => visible_model_parts(visibility),
    id: model_parts::id,
    parents: {
        "modelId" => |model| model_parts::model_id.eq(model),
        "partId" => |part| model_parts::part_id.eq(part),
    },
    search: [parts::name, parts::code],
    sort: { "sortOrder" => model_parts::sort_order, "partName" => parts::name },
    select: (ModelPartRow::as_select(), parts::name, parts::code),
    items: each(model_part);
}

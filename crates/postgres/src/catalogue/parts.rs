//! Parts (with the features they offer) and model parts. A company's `part` rule hides parts; a model
//! part is hidden with its part or its model (the model's own, type and category rules).

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::dsl::{InnerJoin, count};
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use domain::catalogue::{
    EntityKind, ModelPart, ModelPartDraft, ModelPartParent, ModelPartSort, Part, PartDraft, PartFeature, PartParent,
    PartSort, SortOrder, Visibility,
};

use super::support::{COMPANY_FILTERS, CONFIGURATIONS, Holder, MODELS, PgStore, Stored, admitted, filters_naming};
use crate::error::TxError;
use crate::paginate::ordered;
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
pub(crate) struct PartRow {
    id: i64,
    /// The written columns, read back as they are written.
    #[diesel(embed)]
    fields: PartFields,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns a part's fields are written to (its features are rows of their own).
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = parts, check_for_backend(Pg), treat_none_as_null = true)]
pub(crate) struct PartFields {
    code: String,
    name: String,
    name_en: Option<String>,
    description: Option<String>,
    description_en: Option<String>,
    image_url: Option<String>,
    price: i64,
    sort_order: i32,
    active: bool,
}

impl From<&PartDraft> for PartFields {
    fn from(draft: &PartDraft) -> Self {
        // Destructured, so a field added to the draft is a compile error here until it has a column.
        let PartDraft {
            code,
            name,
            name_en,
            description,
            description_en,
            image_url,
            price,
            sort_order,
            active,
            features: _,
        } = draft.clone();
        Self { code, name, name_en, description, description_en, image_url, price, sort_order, active }
    }
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
            let PartFields { code, name, name_en, description, description_en, image_url, price, sort_order, active } =
                row.fields;
            Part {
                features: features.remove(&row.id).unwrap_or_default(),
                id: row.id,
                code,
                name,
                name_en,
                description,
                description_en,
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
#[diesel::dsl::auto_type]
fn part_named_like(pattern: String, again: String) -> _ {
    parts::name.ilike(pattern).or(parts::code.ilike(again))
}

impl Stored for Parts {
    type Resource = Part;
    type Fields = PartFields;
    type Row = PartRow;
    type Rows = parts::BoxedQuery<'static, Pg>;

    fn rows(_: &mut PgConnection, visibility: &Visibility) -> QueryResult<Self::Rows> {
        Ok(admitted(parts::table.into_boxed(), visibility, EntityKind::Part, parts::id))
    }

    fn narrowed(rows: Self::Rows, parent: PartParent) -> Self::Rows {
        match parent {
            PartParent::FeatureId(feature) => rows.filter(parts::id.eq_any(parts_offering(feature))),
            PartParent::CategoryId(category) => rows.filter(parts::id.eq_any(parts_of_category(category))),
        }
    }

    fn searched(rows: Self::Rows, pattern: String) -> Self::Rows {
        rows.filter(part_named_like(pattern.clone(), pattern))
    }

    fn sorted(rows: Self::Rows, key: PartSort, order: SortOrder) -> Self::Rows {
        match key {
            PartSort::SortOrder => ordered(rows, parts::sort_order, order, parts::id),
            PartSort::Name => ordered(rows, parts::name, order, parts::id),
            PartSort::Code => ordered(rows, parts::code, order, parts::id),
            PartSort::Price => ordered(rows, parts::price, order, parts::id),
            PartSort::UpdatedAt => ordered(rows, parts::updated_at, order, parts::id),
        }
    }

    fn items(conn: &mut PgConnection, rows: Vec<PartRow>) -> Result<Vec<Part>, TxError> {
        with_features(conn, rows)
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

// ----------------------------------------------------------------------------------------------
// Model parts

/// The model parts table, whose rows [`PgModelParts`] stores. A model part is a link: nothing refers to it
/// (configurations name parts), so it goes freely.
pub struct ModelParts;

pub type PgModelParts = PgStore<ModelParts>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = model_parts, check_for_backend(Pg))]
pub(crate) struct ModelPartRow {
    id: i64,
    /// The written columns, read back as they are written.
    #[diesel(embed)]
    fields: ModelPartFields,
    #[diesel(select_expression = parts::name)]
    part_name: String,
    #[diesel(select_expression = parts::code)]
    part_code: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

fn model_part(row: ModelPartRow) -> ModelPart {
    let ModelPartRow { id, fields, part_name, part_code, created_at, updated_at } = row;
    let ModelPartFields { model_id, part_id, required, min_quantity, max_quantity, default_quantity, sort_order } =
        fields;
    ModelPart {
        id,
        model_id,
        part_id,
        required,
        min_quantity,
        max_quantity,
        default_quantity,
        sort_order,
        part_name,
        part_code,
        created_at,
        updated_at,
    }
}

/// The columns a model part's fields are written to.
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = model_parts, check_for_backend(Pg))]
pub(crate) struct ModelPartFields {
    model_id: i64,
    part_id: i64,
    required: bool,
    min_quantity: i32,
    max_quantity: i32,
    default_quantity: i32,
    sort_order: i32,
}

impl From<&ModelPartDraft> for ModelPartFields {
    fn from(draft: &ModelPartDraft) -> Self {
        // Destructured, so a field added to the draft is a compile error here until it has a column.
        let ModelPartDraft { model_id, part_id, required, min_quantity, max_quantity, default_quantity, sort_order } =
            *draft;
        Self { model_id, part_id, required, min_quantity, max_quantity, default_quantity, sort_order }
    }
}

impl Stored for ModelParts {
    type Resource = ModelPart;
    type Fields = ModelPartFields;
    type Row = ModelPartRow;
    type Rows = diesel::dsl::IntoBoxed<
        'static,
        InnerJoin<InnerJoin<model_parts::table, parts::table>, InnerJoin<models::table, types::table>>,
        Pg,
    >;

    /// Model parts the visibility admits: their part's rule and their model's (own, type, category).
    fn rows(_: &mut PgConnection, visibility: &Visibility) -> QueryResult<Self::Rows> {
        let rows =
            model_parts::table.inner_join(parts::table).inner_join(models::table.inner_join(types::table)).into_boxed();
        let rows = admitted(rows, visibility, EntityKind::Part, model_parts::part_id);
        let rows = admitted(rows, visibility, EntityKind::Model, model_parts::model_id);
        let rows = admitted(rows, visibility, EntityKind::Type, models::type_id);
        Ok(admitted(rows, visibility, EntityKind::Category, types::category_id))
    }

    fn narrowed(rows: Self::Rows, parent: ModelPartParent) -> Self::Rows {
        match parent {
            ModelPartParent::ModelId(model) => rows.filter(model_parts::model_id.eq(model)),
            ModelPartParent::PartId(part) => rows.filter(model_parts::part_id.eq(part)),
        }
    }

    fn searched(rows: Self::Rows, pattern: String) -> Self::Rows {
        rows.filter(part_named_like(pattern.clone(), pattern))
    }

    fn sorted(rows: Self::Rows, key: ModelPartSort, order: SortOrder) -> Self::Rows {
        match key {
            ModelPartSort::SortOrder => ordered(rows, model_parts::sort_order, order, model_parts::id),
            ModelPartSort::PartName => ordered(rows, parts::name, order, model_parts::id),
        }
    }

    fn items(_: &mut PgConnection, rows: Vec<ModelPartRow>) -> Result<Vec<ModelPart>, TxError> {
        Ok(rows.into_iter().map(model_part).collect())
    }
}

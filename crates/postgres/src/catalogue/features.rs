//! Features and their values. Features are not filtered; a company's `feature_value` rule hides values.

use chrono::{DateTime, Utc};
use diesel::dsl::count;
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{
    EntityKind, Feature, FeatureDraft, FeatureKind, FeatureParent, FeatureSort, FeatureValue, FeatureValueDraft,
    FeatureValueParent, FeatureValueSort, SortOrder, Visibility,
};

use super::parts::parts_of_category;
use super::support::{
    COMPANY_FILTERS, CONFIGURATIONS, Holder, PARTS, PgStore, Stored, VALUES, admitted, filters_naming,
};
use crate::error::TxError;
use crate::paginate::ordered;
use crate::schema::{
    product_configuration_parts as configuration_parts, product_configuration_values as configuration_values,
    product_feature_values as values, product_features as features, product_part_features as part_features,
};

/// What a configuration's choice names: a feature, or one of its values.
enum Chosen {
    Feature(i64),
    Value(i64),
}

/// The configurations whose choices name `chosen`, each counted once.
fn configurations_choosing(conn: &mut PgConnection, chosen: Chosen) -> QueryResult<i64> {
    let choices = configuration_values::table.inner_join(configuration_parts::table).into_boxed();
    let choices = match chosen {
        Chosen::Feature(feature) => choices.filter(configuration_values::feature_id.eq(feature)),
        Chosen::Value(value) => choices.filter(configuration_values::feature_value_id.eq(value)),
    };
    choices.select(count(configuration_parts::configuration_id).aggregate_distinct()).get_result(conn)
}

// ----------------------------------------------------------------------------------------------
// Features

/// The features table, whose rows [`PgFeatures`] stores.
pub struct Features;

pub type PgFeatures = PgStore<Features>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = features, check_for_backend(Pg))]
pub(crate) struct FeatureRow {
    id: i64,
    #[diesel(embed)]
    fields: FeatureFields,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns a feature's fields are written to, its kind by name.
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = features, check_for_backend(Pg), treat_none_as_null = true)]
pub(crate) struct FeatureFields {
    code: String,
    name: String,
    name_en: Option<String>,
    description: Option<String>,
    description_en: Option<String>,
    kind: String,
    numeric_min: Option<i32>,
    numeric_max: Option<i32>,
    numeric_step: Option<i32>,
    numeric_unit: Option<String>,
    unit_price: Option<i64>,
    sort_order: i32,
    active: bool,
}

impl From<&FeatureDraft> for FeatureFields {
    fn from(draft: &FeatureDraft) -> Self {
        Self {
            code: draft.code.clone(),
            name: draft.name.clone(),
            name_en: draft.name_en.clone(),
            description: draft.description.clone(),
            description_en: draft.description_en.clone(),
            kind: draft.kind.as_str().to_owned(),
            numeric_min: draft.numeric_min,
            numeric_max: draft.numeric_max,
            numeric_step: draft.numeric_step,
            numeric_unit: draft.numeric_unit.clone(),
            unit_price: draft.unit_price,
            sort_order: draft.sort_order,
            active: draft.active,
        }
    }
}

/// A feature as read: its kind must be one the domain knows.
fn feature(FeatureRow { id, fields, created_at, updated_at }: FeatureRow) -> Result<Feature, RepoError> {
    let kind =
        FeatureKind::parse(&fields.kind).ok_or_else(|| RepoError::Other(format!("feature kind {}", fields.kind)))?;
    Ok(Feature {
        id,
        code: fields.code,
        name: fields.name,
        name_en: fields.name_en,
        description: fields.description,
        description_en: fields.description_en,
        kind,
        numeric_min: fields.numeric_min,
        numeric_max: fields.numeric_max,
        numeric_step: fields.numeric_step,
        numeric_unit: fields.numeric_unit,
        unit_price: fields.unit_price,
        sort_order: fields.sort_order,
        active: fields.active,
        created_at,
        updated_at,
    })
}

impl Stored for Features {
    type Resource = Feature;
    type Fields = FeatureFields;
    type Row = FeatureRow;
    type Rows = features::BoxedQuery<'static, Pg>;

    fn rows(_: &mut PgConnection, _: &Visibility) -> QueryResult<Self::Rows> {
        Ok(features::table.into_boxed())
    }

    fn narrowed(rows: Self::Rows, parent: FeatureParent) -> Self::Rows {
        match parent {
            FeatureParent::PartId(part) => rows.filter(features::id.eq_any(
                part_features::table.filter(part_features::part_id.eq(part)).select(part_features::feature_id),
            )),
        }
    }

    fn searched(rows: Self::Rows, pattern: String) -> Self::Rows {
        rows.filter(features::name.ilike(pattern.clone()).or(features::code.ilike(pattern)))
    }

    fn sorted(rows: Self::Rows, key: FeatureSort, order: SortOrder) -> Self::Rows {
        match key {
            FeatureSort::SortOrder => ordered(rows, features::sort_order, order, features::id),
            FeatureSort::Name => ordered(rows, features::name, order, features::id),
            FeatureSort::Code => ordered(rows, features::code, order, features::id),
            FeatureSort::UpdatedAt => ordered(rows, features::updated_at, order, features::id),
        }
    }

    fn items(_: &mut PgConnection, rows: Vec<FeatureRow>) -> Result<Vec<Feature>, TxError> {
        Ok(rows.into_iter().map(feature).collect::<Result<_, _>>()?)
    }

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![
            (VALUES, values::table.filter(values::feature_id.eq(id)).count().get_result(conn)?),
            (PARTS, part_features::table.filter(part_features::feature_id.eq(id)).count().get_result(conn)?),
            (CONFIGURATIONS, configurations_choosing(conn, Chosen::Feature(id))?),
        ])
    }
}

// ----------------------------------------------------------------------------------------------
// Feature values

/// The feature values table, whose rows [`PgFeatureValues`] stores.
pub struct FeatureValues;

pub type PgFeatureValues = PgStore<FeatureValues>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = values, check_for_backend(Pg))]
pub(crate) struct FeatureValueRow {
    id: i64,
    #[diesel(embed)]
    fields: FeatureValueFields,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns a feature value's fields are written to (an import's update of many writes the same
/// columns in one statement: `Updates for FeatureValues`, exchange.rs).
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = values, check_for_backend(Pg), treat_none_as_null = true)]
pub(crate) struct FeatureValueFields {
    feature_id: i64,
    code: String,
    label: String,
    label_en: Option<String>,
    price_delta: i64,
    swatch: Option<String>,
    image_url: Option<String>,
    sort_order: i32,
    active: bool,
}

impl From<&FeatureValueDraft> for FeatureValueFields {
    fn from(draft: &FeatureValueDraft) -> Self {
        let FeatureValueDraft { feature_id, code, label, label_en, price_delta, swatch, image_url, sort_order, active } =
            draft.clone();
        Self { feature_id, code, label, label_en, price_delta, swatch, image_url, sort_order, active }
    }
}

impl Stored for FeatureValues {
    type Resource = FeatureValue;
    type Fields = FeatureValueFields;
    type Row = FeatureValueRow;
    type Rows = values::BoxedQuery<'static, Pg>;

    fn rows(_: &mut PgConnection, visibility: &Visibility) -> QueryResult<Self::Rows> {
        Ok(admitted(values::table.into_boxed(), visibility, EntityKind::FeatureValue, values::id))
    }

    fn narrowed(rows: Self::Rows, parent: FeatureValueParent) -> Self::Rows {
        match parent {
            FeatureValueParent::FeatureId(feature) => rows.filter(values::feature_id.eq(feature)),
            // The values of the features the parts of the category's models offer (the rule editor's picker).
            FeatureValueParent::CategoryId(category) => rows.filter(
                values::feature_id.eq_any(
                    part_features::table
                        .filter(part_features::part_id.eq_any(parts_of_category(category)))
                        .select(part_features::feature_id),
                ),
            ),
        }
    }

    fn searched(rows: Self::Rows, pattern: String) -> Self::Rows {
        rows.filter(values::label.ilike(pattern.clone()).or(values::code.ilike(pattern)))
    }

    fn sorted(rows: Self::Rows, key: FeatureValueSort, order: SortOrder) -> Self::Rows {
        match key {
            FeatureValueSort::SortOrder => ordered(rows, values::sort_order, order, values::id),
            FeatureValueSort::Label => ordered(rows, values::label, order, values::id),
            FeatureValueSort::Code => ordered(rows, values::code, order, values::id),
            FeatureValueSort::PriceDelta => ordered(rows, values::price_delta, order, values::id),
        }
    }

    fn items(_: &mut PgConnection, rows: Vec<FeatureValueRow>) -> Result<Vec<FeatureValue>, TxError> {
        let value = |FeatureValueRow { id, fields, created_at, updated_at }: FeatureValueRow| {
            let FeatureValueFields {
                feature_id,
                code,
                label,
                label_en,
                price_delta,
                swatch,
                image_url,
                sort_order,
                active,
            } = fields;
            FeatureValue {
                id,
                feature_id,
                code,
                label,
                label_en,
                price_delta,
                swatch,
                image_url,
                sort_order,
                active,
                created_at,
                updated_at,
            }
        };
        Ok(rows.into_iter().map(value).collect())
    }

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![
            (CONFIGURATIONS, configurations_choosing(conn, Chosen::Value(id))?),
            (COMPANY_FILTERS, filters_naming(conn, EntityKind::FeatureValue, id)?),
        ])
    }
}

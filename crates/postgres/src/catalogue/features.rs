//! Features and their values. Features are not filtered; a company's `feature_value` rule hides values.

use chrono::{DateTime, Utc};
use diesel::dsl::count;
use diesel::pg::Pg;
use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{EntityKind, Feature, FeatureDraft, FeatureKind, FeatureValue, FeatureValueDraft, Visibility};

use super::support::{
    COMPANY_FILTERS, CONFIGURATIONS, Holder, PARTS, VALUES, admitted, catalogue_store, filters_naming,
};
use crate::paginate::{items, tried};
use crate::schema::{
    product_configuration_parts as configuration_parts, product_configuration_values as configuration_values,
    product_feature_values as values, product_features as features, product_part_features as part_features,
};

/// Configurations whose choices name a feature or a value (`configuration_values` filtered by `$filter`).
macro_rules! configurations_choosing {
    ($conn:expr, $filter:expr) => {
        configuration_values::table
            .inner_join(configuration_parts::table)
            .filter($filter)
            .select(count(configuration_parts::configuration_id).aggregate_distinct())
            .get_result::<i64>($conn)
    };
}

// ----------------------------------------------------------------------------------------------
// Features

#[derive(Queryable, Selectable)]
#[diesel(table_name = features, check_for_backend(Pg))]
struct FeatureRow {
    id: i64,
    code: String,
    name: String,
    description: Option<String>,
    kind: String,
    numeric_min: Option<i32>,
    numeric_max: Option<i32>,
    numeric_step: Option<i32>,
    numeric_unit: Option<String>,
    unit_price: Option<i64>,
    sort_order: i32,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl TryFrom<FeatureRow> for Feature {
    type Error = RepoError;

    fn try_from(row: FeatureRow) -> Result<Self, RepoError> {
        let kind =
            FeatureKind::parse(&row.kind).ok_or_else(|| RepoError::Other(format!("feature kind {}", row.kind)))?;
        Ok(Feature {
            id: row.id,
            code: row.code,
            name: row.name,
            description: row.description,
            kind,
            numeric_min: row.numeric_min,
            numeric_max: row.numeric_max,
            numeric_step: row.numeric_step,
            numeric_unit: row.numeric_unit,
            unit_price: row.unit_price,
            sort_order: row.sort_order,
            active: row.active,
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
    }
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = features, treat_none_as_null = true)]
struct FeatureValues<'a> {
    code: &'a str,
    name: &'a str,
    description: Option<&'a str>,
    kind: &'a str,
    numeric_min: Option<i32>,
    numeric_max: Option<i32>,
    numeric_step: Option<i32>,
    numeric_unit: Option<&'a str>,
    unit_price: Option<i64>,
    sort_order: i32,
    active: bool,
}

impl<'a> From<&'a FeatureDraft> for FeatureValues<'a> {
    fn from(draft: &'a FeatureDraft) -> Self {
        Self {
            code: &draft.code,
            name: &draft.name,
            description: draft.description.as_deref(),
            kind: draft.kind.as_str(),
            numeric_min: draft.numeric_min,
            numeric_max: draft.numeric_max,
            numeric_step: draft.numeric_step,
            numeric_unit: draft.numeric_unit.as_deref(),
            unit_price: draft.unit_price,
            sort_order: draft.sort_order,
            active: draft.active,
        }
    }
}

catalogue_store! {
    PgFeatures => Feature, features, FeatureValues;
    rows(conn, _visibility) => features::table.into_boxed::<Pg>(),
    id: features::id,
    parents: {
        "partId" => |part| features::id.eq_any(
            part_features::table.filter(part_features::part_id.eq(part)).select(part_features::feature_id),
        ),
    },
    search: [features::name, features::code],
    sort: {
        "sortOrder" => features::sort_order,
        "name" => features::name,
        "code" => features::code,
        "updatedAt" => features::updated_at,
    },
    select: FeatureRow::as_select(),
    items: tried::<FeatureRow, _>;

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![
            (VALUES, values::table.filter(values::feature_id.eq(id)).count().get_result(conn)?),
            (PARTS, part_features::table.filter(part_features::feature_id.eq(id)).count().get_result(conn)?),
            (CONFIGURATIONS, configurations_choosing!(conn, configuration_values::feature_id.eq(id))?),
        ])
    }
}

// ----------------------------------------------------------------------------------------------
// Feature values

#[derive(Queryable, Selectable)]
#[diesel(table_name = values, check_for_backend(Pg))]
struct ValueRow {
    id: i64,
    feature_id: i64,
    code: String,
    label: String,
    price_delta: i64,
    swatch: Option<String>,
    image_url: Option<String>,
    sort_order: i32,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<ValueRow> for FeatureValue {
    fn from(row: ValueRow) -> Self {
        FeatureValue {
            id: row.id,
            feature_id: row.feature_id,
            code: row.code,
            label: row.label,
            price_delta: row.price_delta,
            swatch: row.swatch,
            image_url: row.image_url,
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
    feature_id: i64,
    code: &'a str,
    label: &'a str,
    price_delta: i64,
    swatch: Option<&'a str>,
    image_url: Option<&'a str>,
    sort_order: i32,
    active: bool,
}

impl<'a> From<&'a FeatureValueDraft> for ValueValues<'a> {
    fn from(draft: &'a FeatureValueDraft) -> Self {
        Self {
            feature_id: draft.feature_id,
            code: &draft.code,
            label: &draft.label,
            price_delta: draft.price_delta,
            swatch: draft.swatch.as_deref(),
            image_url: draft.image_url.as_deref(),
            sort_order: draft.sort_order,
            active: draft.active,
        }
    }
}

/// Feature values the visibility admits.
fn visible_values<'a>(visibility: &Visibility) -> values::BoxedQuery<'a, Pg> {
    admitted!(values::table.into_boxed(), visibility, { EntityKind::FeatureValue => values::id })
}

catalogue_store! {
    PgFeatureValues => FeatureValue, values, ValueValues;
    rows(conn, visibility) => visible_values(visibility),
    id: values::id,
    parents: {
        "featureId" => |feature| values::feature_id.eq(feature),
        "categoryId" => |category| values::feature_id.eq_any(
            part_features::table
                .filter(part_features::part_id.eq_any(super::parts::parts_of_category(category)))
                .select(part_features::feature_id),
        ),
    },
    search: [values::label, values::code],
    sort: {
        "sortOrder" => values::sort_order,
        "label" => values::label,
        "code" => values::code,
        "priceDelta" => values::price_delta,
    },
    select: ValueRow::as_select(),
    items: items::<ValueRow, _>;

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![
            (CONFIGURATIONS, configurations_choosing!(conn, configuration_values::feature_value_id.eq(id))?),
            (COMPANY_FILTERS, filters_naming(conn, EntityKind::FeatureValue, id)?),
        ])
    }
}

use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{CatalogueOutline, OutlineItem, OutlineSource};

use crate::error::repo_error;
use crate::pool::{DbPool, get};
use crate::schema::{
    companies, product_categories as categories, product_feature_values as values, product_features as features,
    product_models as models, product_parts as parts, product_types as types,
};

fn item(id: i64, name: String, parent_id: Option<i64>, grandparent_id: Option<i64>) -> OutlineItem {
    OutlineItem { id, name, parent_id, grandparent_id }
}

/// The active catalogue in sort order, for previews.
#[derive(Clone)]
pub struct PgOutline {
    pool: DbPool,
}

impl PgOutline {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl OutlineSource for PgOutline {
    fn outline(&self) -> Result<CatalogueOutline, RepoError> {
        let mut conn = get(&self.pool)?;
        let load = |conn: &mut PgConnection| -> QueryResult<CatalogueOutline> {
            Ok(CatalogueOutline {
                categories: categories::table
                    .filter(categories::active.eq(true))
                    .order((categories::sort_order, categories::name))
                    .select((categories::id, categories::name))
                    .load::<(i64, String)>(conn)?
                    .into_iter()
                    .map(|(id, name)| item(id, name, None, None))
                    .collect(),
                types: types::table
                    .filter(types::active.eq(true))
                    .order((types::sort_order, types::name))
                    .select((types::id, types::name, types::category_id))
                    .load::<(i64, String, i64)>(conn)?
                    .into_iter()
                    .map(|(id, name, category)| item(id, name, Some(category), None))
                    .collect(),
                models: models::table
                    .inner_join(types::table)
                    .filter(models::active.eq(true))
                    .order((models::sort_order, models::name))
                    .select((models::id, models::name, models::type_id, types::category_id))
                    .load::<(i64, String, i64, i64)>(conn)?
                    .into_iter()
                    .map(|(id, name, type_id, category)| item(id, name, Some(type_id), Some(category)))
                    .collect(),
                parts: parts::table
                    .filter(parts::active.eq(true))
                    .order((parts::sort_order, parts::name))
                    .select((parts::id, parts::name))
                    .load::<(i64, String)>(conn)?
                    .into_iter()
                    .map(|(id, name)| item(id, name, None, None))
                    .collect(),
                feature_values: values::table
                    .inner_join(features::table)
                    .filter(values::active.eq(true))
                    .order((features::sort_order, features::name, values::sort_order, values::label))
                    .select((values::id, features::name, values::label, values::feature_id))
                    .load::<(i64, String, String, i64)>(conn)?
                    .into_iter()
                    .map(|(id, feature, label, feature_id)| {
                        item(id, format!("{feature}: {label}"), Some(feature_id), None)
                    })
                    .collect(),
            })
        };
        load(&mut conn).map_err(repo_error)
    }

    fn company_exists(&self, company_id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::select(diesel::dsl::exists(companies::table.find(company_id))).get_result(&mut conn).map_err(repo_error)
    }
}

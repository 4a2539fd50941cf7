//! The wizard's reads (the domain's `WizardCatalogue`): the catalogue version counter, configurators with
//! their category, and one category's catalogue filtered for a caller.
//!
//! A category's catalogue is at most a few thousand rows, so it is loaded whole in one read-only
//! snapshot and the company's visibility is applied to the loaded rows (the same `Visibility` rules as
//! every other catalogue read).

use std::collections::HashSet;
use std::sync::Arc;

use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{FeatureKind, Visibility};
use domain::configurator::{
    Catalogue, CategorySummary, ConfiguratorSummary, Definition, FeatureItem, ModelItem, ModelPartItem,
    PartFeatureItem, PartItem, TypeItem, ValueItem, WizardCatalogue, WizardConfigurator,
};

use crate::configurators::{WithCategory, with_category};
use crate::error::{TxError, repo_error};
use crate::pool::{DbPool, get};
use crate::schema::{
    catalogue_versions, companies, configurators, product_categories as categories, product_feature_values as values,
    product_features as features, product_model_parts as model_parts, product_models as models,
    product_part_features as part_features, product_parts as parts, product_types as types,
};

#[derive(Clone)]
pub struct PgWizardCatalogue {
    pool: DbPool,
}

impl PgWizardCatalogue {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }

    /// The configurator `rows` selects, if any.
    fn one(&self, rows: WithCategory<'_>) -> Result<Option<WizardConfigurator>, RepoError> {
        let mut conn = get(&self.pool)?;
        let row = rows.select(ConfiguratorRow::as_select()).first(&mut conn).optional().map_err(repo_error)?;
        row.map(wizard_configurator).transpose()
    }
}

/// A configurator with its category, as the wizard reads it.
#[derive(Queryable, Selectable)]
#[diesel(table_name = configurators, check_for_backend(diesel::pg::Pg))]
struct ConfiguratorRow {
    id: i64,
    name: String,
    description: Option<String>,
    version: i32,
    status: String,
    definition: serde_json::Value,
    #[diesel(select_expression = categories::slug)]
    slug: String,
    #[diesel(select_expression = categories::name)]
    category_name: String,
    #[diesel(select_expression = categories::description)]
    category_description: Option<String>,
    #[diesel(select_expression = categories::image_url)]
    image_url: Option<String>,
    #[diesel(select_expression = categories::active)]
    active: bool,
    category_id: i64,
}

fn wizard_configurator(row: ConfiguratorRow) -> Result<WizardConfigurator, RepoError> {
    let ConfiguratorRow {
        id,
        name,
        description,
        version,
        status,
        definition,
        slug,
        category_name,
        category_description,
        image_url,
        active,
        category_id,
    } = row;
    let definition: Definition = serde_json::from_value(definition)
        .map_err(|err| RepoError::Other(format!("configurator {id}: stored definition unreadable: {err}")))?;
    Ok(WizardConfigurator {
        summary: ConfiguratorSummary {
            id,
            name,
            description,
            version,
            category: CategorySummary {
                id: category_id,
                slug,
                name: category_name,
                description: category_description,
                image_url,
                active,
            },
        },
        definition,
        published: status == "published",
    })
}

/// Runs `read` in one read-only, repeatable-read transaction, so its several reads see one state of the
/// catalogue.
pub(crate) fn snapshot<T>(
    pool: &DbPool,
    read: impl FnOnce(&mut PgConnection) -> Result<T, TxError>,
) -> Result<T, RepoError> {
    let mut conn = get(pool)?;
    conn.build_transaction().read_only().repeatable_read().run(read).map_err(RepoError::from)
}

/// How a category's catalogue treats an inactive feature.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum InactiveFeatures {
    /// The wizard does not ask it: it is left out with its values and its links to parts.
    LeftOut,
    /// The rule check knows it: it stays linked to its parts as not required, with its values inactive, so a
    /// rule naming one of them is reported as naming an inactive item, never as naming an unknown one.
    Kept,
}

/// The category's catalogue as `visibility` sees it, in sort order, with no discount.
pub(crate) fn load_catalogue(
    conn: &mut PgConnection,
    category_id: i64,
    visibility: &Visibility,
    inactive: InactiveFeatures,
) -> Result<Catalogue, TxError> {
    let types: Vec<TypeItem> = types::table
        .filter(types::category_id.eq(category_id))
        .order((types::sort_order, types::name, types::id))
        .select((types::id, types::name, types::active))
        .load::<(i64, String, bool)>(conn)?
        .into_iter()
        .filter(|(id, _, _)| visibility.product_type(*id, category_id))
        .map(|(id, name, active)| TypeItem { id, name, active })
        .collect();

    let models: Vec<ModelItem> = models::table
        .inner_join(types::table)
        .filter(types::category_id.eq(category_id))
        .order((models::sort_order, models::name, models::id))
        .select((models::id, models::type_id, models::code, models::name, models::base_price, models::active))
        .load::<(i64, i64, String, String, i64, bool)>(conn)?
        .into_iter()
        .filter(|(id, type_id, ..)| visibility.model(*id, *type_id, category_id))
        .map(|(id, type_id, code, name, base_price, active)| ModelItem { id, type_id, code, name, base_price, active })
        .collect();
    let model_ids: HashSet<i64> = models.iter().map(|model| model.id).collect();

    let model_parts: Vec<ModelPartItem> = model_parts::table
        .inner_join(models::table.inner_join(types::table))
        .filter(types::category_id.eq(category_id))
        .order((model_parts::model_id, model_parts::sort_order, model_parts::id))
        .select((
            model_parts::model_id,
            model_parts::part_id,
            model_parts::required,
            model_parts::min_quantity,
            model_parts::max_quantity,
            model_parts::default_quantity,
        ))
        .load::<(i64, i64, bool, i32, i32, i32)>(conn)?
        .into_iter()
        .filter(|(model_id, part_id, ..)| model_ids.contains(model_id) && visibility.part(*part_id))
        .map(|(model_id, part_id, required, min, max, default)| ModelPartItem {
            model_id,
            part_id,
            required,
            min_quantity: i64::from(min),
            max_quantity: i64::from(max),
            default_quantity: i64::from(default),
        })
        .collect();
    let part_ids: Vec<i64> = {
        let mut seen = HashSet::new();
        model_parts.iter().map(|mp| mp.part_id).filter(|id| seen.insert(*id)).collect()
    };

    let mut links: Vec<(i64, i64, bool)> = Vec::new();
    let mut inactive_features: HashSet<i64> = HashSet::new();
    for (part_id, feature_id, required, active) in part_features::table
        .inner_join(features::table)
        .filter(part_features::part_id.eq_any(&part_ids))
        .order((part_features::part_id, part_features::sort_order, part_features::feature_id))
        .select((part_features::part_id, part_features::feature_id, part_features::required, features::active))
        .load::<(i64, i64, bool, bool)>(conn)?
    {
        if !active {
            if inactive == InactiveFeatures::LeftOut {
                continue;
            }
            inactive_features.insert(feature_id);
        }
        links.push((part_id, feature_id, required && active));
    }

    let parts: Vec<PartItem> = parts::table
        .filter(parts::id.eq_any(&part_ids))
        .order((parts::sort_order, parts::name, parts::id))
        .select((parts::id, parts::name, parts::price, parts::active))
        .load::<(i64, String, i64, bool)>(conn)?
        .into_iter()
        .map(|(id, name, price, active)| PartItem {
            id,
            name,
            price,
            active,
            features: links
                .iter()
                .filter(|(part_id, ..)| *part_id == id)
                .map(|(_, feature_id, required)| PartFeatureItem { feature_id: *feature_id, required: *required })
                .collect(),
        })
        .collect();

    let feature_ids: Vec<i64> = {
        let mut seen = HashSet::new();
        links.iter().map(|(_, feature_id, _)| *feature_id).filter(|id| seen.insert(*id)).collect()
    };
    let features: Vec<FeatureItem> = features::table
        .filter(features::id.eq_any(&feature_ids))
        .order((features::sort_order, features::name, features::id))
        .select((
            features::id,
            features::name,
            features::kind,
            features::numeric_min,
            features::numeric_max,
            features::numeric_step,
            features::unit_price,
            features::numeric_unit,
        ))
        .load::<(i64, String, String, Option<i32>, Option<i32>, Option<i32>, Option<i64>, Option<String>)>(conn)?
        .into_iter()
        .map(|(id, name, kind, min, max, step, unit_price, numeric_unit)| {
            let kind = FeatureKind::parse(&kind).ok_or_else(|| RepoError::Other(format!("feature kind {kind}")))?;
            Ok(FeatureItem {
                id,
                name,
                kind,
                numeric_min: min.map(i64::from),
                numeric_max: max.map(i64::from),
                numeric_step: step.map(i64::from),
                unit_price,
                numeric_unit,
            })
        })
        .collect::<Result<_, RepoError>>()?;

    let values: Vec<ValueItem> = values::table
        .inner_join(features::table)
        .filter(values::feature_id.eq_any(&feature_ids))
        .order((
            features::sort_order,
            features::name,
            values::feature_id,
            values::sort_order,
            values::label,
            values::id,
        ))
        .select((values::id, values::feature_id, values::label, values::price_delta, values::active))
        .load::<(i64, i64, String, i64, bool)>(conn)?
        .into_iter()
        .filter(|(id, ..)| visibility.feature_value(*id))
        .map(|(id, feature_id, label, price_delta, active)| ValueItem {
            id,
            feature_id,
            label,
            price_delta,
            active: active && !inactive_features.contains(&feature_id),
        })
        .collect();

    Ok(Catalogue { types, models, model_parts, parts, features, values, discount_percent: 0 })
}

impl WizardCatalogue for PgWizardCatalogue {
    fn version(&self) -> Result<i64, RepoError> {
        let mut conn = get(&self.pool)?;
        catalogue_versions::table.find(1i16).select(catalogue_versions::version).first(&mut conn).map_err(repo_error)
    }

    fn published(&self, slug: &str) -> Result<Option<WizardConfigurator>, RepoError> {
        self.one(with_category().filter(categories::slug.eq(slug)).filter(configurators::status.eq("published")))
    }

    fn published_categories(&self) -> Result<Vec<CategorySummary>, RepoError> {
        let mut conn = get(&self.pool)?;
        let rows = with_category()
            .filter(configurators::status.eq("published"))
            .order((categories::sort_order, categories::name, categories::id))
            .select((
                categories::id,
                categories::slug,
                categories::name,
                categories::description,
                categories::image_url,
                categories::active,
            ))
            .load::<(i64, String, String, Option<String>, Option<String>, bool)>(&mut conn)
            .map_err(repo_error)?;
        Ok(rows
            .into_iter()
            .map(|(id, slug, name, description, image_url, active)| CategorySummary {
                id,
                slug,
                name,
                description,
                image_url,
                active,
            })
            .collect())
    }

    fn configurator(&self, id: i64) -> Result<Option<WizardConfigurator>, RepoError> {
        self.one(with_category().filter(configurators::id.eq(id)))
    }

    fn catalogue(
        &self,
        category_id: i64,
        visibility: &Visibility,
        discount_percent: i32,
    ) -> Result<Arc<Catalogue>, RepoError> {
        let catalogue =
            snapshot(&self.pool, |conn| load_catalogue(conn, category_id, visibility, InactiveFeatures::LeftOut))?;
        Ok(Arc::new(Catalogue { discount_percent, ..catalogue }))
    }

    fn company_discount(&self, company_id: i64) -> Result<i32, RepoError> {
        let mut conn = get(&self.pool)?;
        let discount = companies::table
            .find(company_id)
            .select(companies::discount_percent)
            .first::<i32>(&mut conn)
            .optional()
            .map_err(repo_error)?;
        Ok(discount.unwrap_or(0))
    }

    fn company_exists(&self, company_id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::select(diesel::dsl::exists(companies::table.find(company_id))).get_result(&mut conn).map_err(repo_error)
    }
}

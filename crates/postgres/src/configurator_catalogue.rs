//! The wizard's reads (the domain's `WizardCatalogue`): the catalogue version counter, configurators with
//! their category, and one category's catalogue filtered for a caller.
//!
//! A category's catalogue is at most a few thousand rows, so it is loaded whole in one read-only
//! snapshot and the company's visibility is applied to the loaded rows (the same `Visibility` rules as
//! every other catalogue read).

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{FeatureKind, Visibility, translated};
use domain::configurator::{
    Catalogue, CategorySummary, ConfiguratorSummary, Definition, EnglishNames, FeatureItem, ItemRef, ModelItem,
    ModelPartItem, PartFeatureItem, PartItem, TypeItem, ValueItem, WizardCatalogue, WizardConfigurator,
};
use domain::said::Language;

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

    /// The configurator `rows` selects, if any, its texts in `language`.
    fn one(&self, rows: WithCategory<'_>, language: Language) -> Result<Option<WizardConfigurator>, RepoError> {
        let mut conn = get(&self.pool)?;
        let row = rows.select(ConfiguratorRow::as_select()).first(&mut conn).optional().map_err(repo_error)?;
        row.map(|row| wizard_configurator(row, language)).transpose()
    }
}

/// A configurator with its category, as the wizard reads it.
#[derive(Queryable, Selectable)]
#[diesel(table_name = configurators, check_for_backend(diesel::pg::Pg))]
struct ConfiguratorRow {
    id: i64,
    name: String,
    name_en: Option<String>,
    description: Option<String>,
    description_en: Option<String>,
    version: i32,
    status: String,
    definition: serde_json::Value,
    #[diesel(select_expression = categories::slug)]
    slug: String,
    #[diesel(embed)]
    category: CategoryTexts,
    #[diesel(select_expression = categories::image_url)]
    image_url: Option<String>,
    #[diesel(select_expression = categories::active)]
    active: bool,
    category_id: i64,
}

/// A category's name and description in both languages.
#[derive(Queryable, Selectable)]
#[diesel(table_name = categories, check_for_backend(diesel::pg::Pg))]
struct CategoryTexts {
    name: String,
    name_en: Option<String>,
    description: Option<String>,
    description_en: Option<String>,
}

impl CategoryTexts {
    /// The name and description in `language`.
    fn in_language(self, language: Language) -> (String, Option<String>) {
        let CategoryTexts { name, name_en, description, description_en } = self;
        (translated(language, name, name_en), translated(language, description, description_en.map(Some)))
    }
}

fn wizard_configurator(row: ConfiguratorRow, language: Language) -> Result<WizardConfigurator, RepoError> {
    let ConfiguratorRow {
        id,
        name,
        name_en,
        description,
        description_en,
        version,
        status,
        definition,
        slug,
        category,
        image_url,
        active,
        category_id,
    } = row;
    let definition: Definition = serde_json::from_value(definition)
        .map_err(|err| RepoError::Other(format!("configurator {id}: stored definition unreadable: {err}")))?;
    let (category_name, category_description) = category.in_language(language);
    Ok(WizardConfigurator {
        summary: ConfiguratorSummary {
            id,
            name: translated(language, name, name_en),
            description: translated(language, description, description_en.map(Some)),
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
        definition: definition.in_language(language),
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
    let mut english = HashMap::new();
    let mut name_en = |item: ItemRef, name: Option<String>| {
        if let Some(name) = name {
            english.insert(item, name);
        }
    };
    let types: Vec<TypeItem> = types::table
        .filter(types::category_id.eq(category_id))
        .order((types::sort_order, types::name, types::id))
        .select((types::id, types::name, types::active, types::name_en))
        .load::<(i64, String, bool, Option<String>)>(conn)?
        .into_iter()
        .filter(|(id, ..)| visibility.product_type(*id, category_id))
        .map(|(id, name, active, english)| {
            name_en(ItemRef::product_type(id), english);
            TypeItem { id, name, active }
        })
        .collect();

    let models: Vec<ModelItem> = models::table
        .inner_join(types::table)
        .filter(types::category_id.eq(category_id))
        .order((models::sort_order, models::name, models::id))
        .select((
            (models::id, models::type_id, models::code, models::name, models::base_price, models::active),
            models::name_en,
        ))
        .load::<((i64, i64, String, String, i64, bool), Option<String>)>(conn)?
        .into_iter()
        .filter(|((id, type_id, ..), _)| visibility.model(*id, *type_id, category_id))
        .map(|((id, type_id, code, name, base_price, active), english)| {
            name_en(ItemRef::model(id), english);
            ModelItem { id, type_id, code, name, base_price, active }
        })
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
        .select((parts::id, parts::name, parts::price, parts::active, parts::name_en))
        .load::<(i64, String, i64, bool, Option<String>)>(conn)?
        .into_iter()
        .map(|(id, name, price, active, english)| {
            name_en(ItemRef::part(id), english);
            PartItem {
                id,
                name,
                price,
                active,
                features: links
                    .iter()
                    .filter(|(part_id, ..)| *part_id == id)
                    .map(|(_, feature_id, required)| PartFeatureItem { feature_id: *feature_id, required: *required })
                    .collect(),
            }
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
            features::name_en,
        ))
        .load::<(i64, String, String, Option<i32>, Option<i32>, Option<i32>, Option<i64>, Option<String>, Option<String>)>(
            conn,
        )?
        .into_iter()
        .map(|(id, name, kind, min, max, step, unit_price, numeric_unit, english)| {
            let kind = FeatureKind::parse(&kind).ok_or_else(|| RepoError::Other(format!("feature kind {kind}")))?;
            name_en(ItemRef::feature(id), english);
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
        .select((values::id, values::feature_id, values::label, values::price_delta, values::active, values::label_en))
        .load::<(i64, i64, String, i64, bool, Option<String>)>(conn)?
        .into_iter()
        .filter(|(id, ..)| visibility.feature_value(*id))
        .map(|(id, feature_id, label, price_delta, active, english)| {
            name_en(ItemRef::feature_value(id), english);
            ValueItem { id, feature_id, label, price_delta, active: active && !inactive_features.contains(&feature_id) }
        })
        .collect();

    let english = EnglishNames(english);
    Ok(Catalogue { types, models, model_parts, parts, features, values, discount_percent: 0, english })
}

impl WizardCatalogue for PgWizardCatalogue {
    fn version(&self) -> Result<i64, RepoError> {
        let mut conn = get(&self.pool)?;
        catalogue_versions::table.find(1i16).select(catalogue_versions::version).first(&mut conn).map_err(repo_error)
    }

    fn published(&self, slug: &str, language: Language) -> Result<Option<WizardConfigurator>, RepoError> {
        let rows = with_category().filter(categories::slug.eq(slug)).filter(configurators::status.eq("published"));
        self.one(rows, language)
    }

    fn published_categories(&self, language: Language) -> Result<Vec<CategorySummary>, RepoError> {
        let mut conn = get(&self.pool)?;
        let rows = with_category()
            .filter(configurators::status.eq("published"))
            .order((categories::sort_order, categories::name, categories::id))
            .select((
                categories::id,
                categories::slug,
                CategoryTexts::as_select(),
                categories::image_url,
                categories::active,
            ))
            .load::<(i64, String, CategoryTexts, Option<String>, bool)>(&mut conn)
            .map_err(repo_error)?;
        Ok(rows
            .into_iter()
            .map(|(id, slug, texts, image_url, active)| {
                let (name, description) = texts.in_language(language);
                CategorySummary { id, slug, name, description, image_url, active }
            })
            .collect())
    }

    fn configurator(&self, id: i64, language: Language) -> Result<Option<WizardConfigurator>, RepoError> {
        self.one(with_category().filter(configurators::id.eq(id)), language)
    }

    fn catalogue(
        &self,
        category_id: i64,
        visibility: &Visibility,
        discount_percent: i32,
        language: Language,
    ) -> Result<Arc<Catalogue>, RepoError> {
        let catalogue =
            snapshot(&self.pool, |conn| load_catalogue(conn, category_id, visibility, InactiveFeatures::LeftOut))?;
        Ok(Arc::new(Catalogue { discount_percent, ..catalogue.in_language(language) }))
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

//! Configurator definitions (the domain's `ConfiguratorStore`) and the catalogue of a category they are
//! checked against (`CategoryCatalogue`).
//!
//! Every write is conditional on the row's status, read under a row lock in the write's transaction.
//! `publish` locks every configurator of the category (in id order, so two publishes cannot deadlock),
//! archives the published one and publishes the draft; the partial unique index
//! `configurators_one_published_per_category` backs it up: a publish losing a race gets a unique
//! violation, answered as a duplicate (409), never two published configurators.

use chrono::{DateTime, Utc};
use diesel::pg::Pg;
use diesel::prelude::*;
use domain::audit::{Actor, AuditAction, CONFIGURATOR};
use domain::catalogue::{EntityFilter, EntityKind, FilterMode, ListQuery, Page, Visibility};
use domain::configurator::{
    Catalogue, CategoryCatalogue, CompanySlice, Configurator, ConfiguratorDraft, ConfiguratorFilter, ConfiguratorSort,
    ConfiguratorStatus, ConfiguratorStore, Definition, Written,
};
use domain::{Holding, RepoError};

use crate::audit;
use crate::configurator_catalogue::{InactiveFeatures, load_catalogue, snapshot};
use crate::error::{TxError, repo_error};
use crate::paginate::{Narrowed, Paginate, each_tried, ordered, sort_key};
use crate::pool::{DbPool, get};
use crate::schema::{
    attributes, companies, company_entity_filters, configurators, product_categories as categories,
    product_configurations as configurations,
};

#[derive(Queryable, Selectable)]
#[diesel(table_name = configurators, check_for_backend(Pg))]
struct ConfiguratorRow {
    id: i64,
    category_id: i64,
    name: String,
    name_en: Option<String>,
    description: Option<String>,
    description_en: Option<String>,
    status: String,
    definition: serde_json::Value,
    published_at: Option<DateTime<Utc>>,
    archived_at: Option<DateTime<Utc>>,
    version: i32,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

fn configurator((row, category_name): (ConfiguratorRow, String)) -> Result<Configurator, RepoError> {
    let status = ConfiguratorStatus::parse(&row.status)
        .ok_or_else(|| RepoError::Other(format!("configurator {}: unknown status {}", row.id, row.status)))?;
    let definition: Definition = serde_json::from_value(row.definition)
        .map_err(|err| RepoError::Other(format!("configurator {}: unreadable definition: {err}", row.id)))?;
    Ok(Configurator {
        id: row.id,
        category_id: row.category_id,
        category_name,
        name: row.name,
        name_en: row.name_en,
        description: row.description,
        description_en: row.description_en,
        status,
        definition,
        version: row.version,
        published_at: row.published_at,
        archived_at: row.archived_at,
        created_at: row.created_at,
        updated_at: row.updated_at,
    })
}

fn definition_json(definition: &Definition) -> Result<serde_json::Value, RepoError> {
    serde_json::to_value(definition).map_err(|err| RepoError::Other(format!("definition to JSON: {err}")))
}

/// Configurators with their category.
pub(crate) type WithCategory<'a> =
    diesel::dsl::IntoBoxed<'a, diesel::dsl::InnerJoin<configurators::table, categories::table>, Pg>;

pub(crate) fn with_category<'a>() -> WithCategory<'a> {
    configurators::table.inner_join(categories::table).into_boxed()
}

fn load(conn: &mut PgConnection, id: i64) -> Result<Option<Configurator>, TxError> {
    let row = with_category()
        .filter(configurators::id.eq(id))
        .select((ConfiguratorRow::as_select(), categories::name))
        .first(conn)
        .optional()?;
    Ok(row.map(configurator).transpose()?)
}

fn loaded(conn: &mut PgConnection, id: i64) -> Result<Configurator, TxError> {
    load(conn, id)?.ok_or(TxError::Db(diesel::result::Error::NotFound))
}

/// Archives a configurator whose row the transaction holds locked, with `actor`'s audit entry: an archive
/// asked for, or the published one a publish replaces.
fn archive_locked(conn: &mut PgConnection, id: i64, actor: &Actor) -> Result<Configurator, TxError> {
    let before = loaded(conn, id)?;
    diesel::update(configurators::table.find(id))
        .set((
            configurators::status.eq(ConfiguratorStatus::Archived.as_str()),
            configurators::archived_at.eq(diesel::dsl::now),
            configurators::version.eq(configurators::version + 1),
        ))
        .execute(conn)?;
    let after = loaded(conn, id)?;
    audit::record(conn, actor, AuditAction::Archive, CONFIGURATOR, Some(&before), Some(&after))?;
    Ok(after)
}

/// The row's status, locked for the rest of the transaction.
fn locked_status(conn: &mut PgConnection, id: i64) -> Result<Option<ConfiguratorStatus>, TxError> {
    let status: Option<String> =
        configurators::table.find(id).select(configurators::status).for_update().first(conn).optional()?;
    Ok(status.and_then(|status| ConfiguratorStatus::parse(&status)))
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = configurators, treat_none_as_null = true)]
struct ConfiguratorValues<'a> {
    category_id: i64,
    name: &'a str,
    name_en: Option<&'a str>,
    description: Option<&'a str>,
    description_en: Option<&'a str>,
    definition: serde_json::Value,
}

impl<'a> ConfiguratorValues<'a> {
    fn new(draft: &'a ConfiguratorDraft) -> Result<Self, RepoError> {
        Ok(Self {
            category_id: draft.category_id,
            name: &draft.name,
            name_en: draft.name_en.as_deref(),
            description: draft.description.as_deref(),
            description_en: draft.description_en.as_deref(),
            definition: definition_json(&draft.definition)?,
        })
    }
}

#[derive(Clone)]
pub struct PgConfigurators {
    pool: DbPool,
}

impl PgConfigurators {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl ConfiguratorStore for PgConfigurators {
    fn list(&self, query: &ListQuery, filter: &ConfiguratorFilter) -> Result<Page<Configurator>, RepoError> {
        let rows = with_category()
            .narrowed(filter.category_id, |category| configurators::category_id.eq(category))
            .narrowed(filter.status, |status| configurators::status.eq(status.as_str()))
            .narrowed(query.like_pattern(), |pattern| {
                configurators::name.ilike(pattern.clone()).or(categories::name.ilike(pattern))
            });
        let id = configurators::id;
        let rows = match sort_key(query)? {
            ConfiguratorSort::Name => ordered(rows, configurators::name, query.order, id),
            ConfiguratorSort::Status => ordered(rows, configurators::status, query.order, id),
            ConfiguratorSort::UpdatedAt => ordered(rows, configurators::updated_at, query.order, id),
            ConfiguratorSort::PublishedAt => ordered(rows, configurators::published_at, query.order, id),
            ConfiguratorSort::CreatedAt => ordered(rows, configurators::created_at, query.order, id),
        };
        let mut conn = get(&self.pool)?;
        let page = rows
            .select((ConfiguratorRow::as_select(), categories::name))
            .paginate(query)
            .load_page(&mut conn, each_tried(configurator))?;
        Ok(page)
    }

    fn get(&self, id: i64) -> Result<Option<Configurator>, RepoError> {
        let mut conn = get(&self.pool)?;
        load(&mut conn, id).map_err(RepoError::from)
    }

    fn create(&self, draft: &ConfiguratorDraft, actor: &Actor) -> Result<Configurator, RepoError> {
        let values = ConfiguratorValues::new(draft)?;
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            let id: i64 = diesel::insert_into(configurators::table)
                .values((values, configurators::status.eq(ConfiguratorStatus::Draft.as_str())))
                .returning(configurators::id)
                .get_result(conn)?;
            let created = loaded(conn, id)?;
            audit::record(conn, actor, AuditAction::Create, CONFIGURATOR, None, Some(&created))?;
            Ok(created)
        })
        .map_err(RepoError::from)
    }

    fn update(&self, id: i64, draft: &ConfiguratorDraft, actor: &Actor) -> Result<Written<Configurator>, RepoError> {
        let values = ConfiguratorValues::new(draft)?;
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| match locked_status(conn, id)? {
            None => Ok(Written::NotFound),
            Some(status) if status != ConfiguratorStatus::Draft => Ok(Written::WrongStatus(status)),
            Some(_) => {
                let before = loaded(conn, id)?;
                diesel::update(configurators::table.find(id))
                    .set((values, configurators::version.eq(configurators::version + 1)))
                    .execute(conn)?;
                let after = loaded(conn, id)?;
                audit::record(conn, actor, AuditAction::Update, CONFIGURATOR, Some(&before), Some(&after))?;
                Ok(Written::Done(after))
            }
        })
        .map_err(RepoError::from)
    }

    fn delete(&self, id: i64, actor: &Actor) -> Result<Written<()>, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| match locked_status(conn, id)? {
            None => Ok(Written::NotFound),
            Some(status) if status != ConfiguratorStatus::Draft => Ok(Written::WrongStatus(status)),
            Some(_) => {
                let holders: i64 =
                    configurations::table.filter(configurations::configurator_id.eq(id)).count().get_result(conn)?;
                if holders > 0 {
                    return Err(TxError::Repo(RepoError::InUse(vec![(Holding::Configurations, holders)])));
                }
                let before = loaded(conn, id)?;
                diesel::delete(configurators::table.find(id)).execute(conn)?;
                audit::record(conn, actor, AuditAction::Delete, CONFIGURATOR, Some(&before), None)?;
                Ok(Written::Done(()))
            }
        })
        .map_err(RepoError::from)
    }

    fn publish(&self, id: i64, actor: &Actor) -> Result<Written<Configurator>, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| {
            let Some(mut category) =
                configurators::table.find(id).select(configurators::category_id).first::<i64>(conn).optional()?
            else {
                return Ok(Written::NotFound);
            };
            // Lock the category's configurators, then read this one again: an update may have moved it
            // to another category between the two reads.
            let status = loop {
                configurators::table
                    .filter(configurators::category_id.eq(category))
                    .select(configurators::id)
                    .order(configurators::id)
                    .for_update()
                    .load::<i64>(conn)?;
                let Some((now_in, status)) = configurators::table
                    .find(id)
                    .select((configurators::category_id, configurators::status))
                    .first::<(i64, String)>(conn)
                    .optional()?
                else {
                    return Ok(Written::NotFound);
                };
                if now_in == category {
                    break status;
                }
                category = now_in;
            };
            match ConfiguratorStatus::parse(&status) {
                Some(ConfiguratorStatus::Draft) => {}
                Some(other) => return Ok(Written::WrongStatus(other)),
                None => return Err(TxError::Repo(RepoError::Other(format!("configurator {id}: status {status}")))),
            }
            let replaced: Option<i64> = configurators::table
                .filter(configurators::category_id.eq(category))
                .filter(configurators::status.eq(ConfiguratorStatus::Published.as_str()))
                .select(configurators::id)
                .first(conn)
                .optional()?;
            if let Some(replaced) = replaced {
                archive_locked(conn, replaced, actor)?;
            }
            let before = loaded(conn, id)?;
            diesel::update(configurators::table.find(id))
                .set((
                    configurators::status.eq(ConfiguratorStatus::Published.as_str()),
                    configurators::published_at.eq(diesel::dsl::now),
                    configurators::archived_at.eq(None::<DateTime<Utc>>),
                    configurators::version.eq(configurators::version + 1),
                ))
                .execute(conn)?;
            let after = loaded(conn, id)?;
            audit::record(conn, actor, AuditAction::Publish, CONFIGURATOR, Some(&before), Some(&after))?;
            Ok(Written::Done(after))
        })
        .map_err(RepoError::from)
    }

    fn archive(&self, id: i64, actor: &Actor) -> Result<Written<Configurator>, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction::<_, TxError, _>(|conn| match locked_status(conn, id)? {
            None => Ok(Written::NotFound),
            Some(ConfiguratorStatus::Archived) => Ok(Written::WrongStatus(ConfiguratorStatus::Archived)),
            Some(_) => Ok(Written::Done(archive_locked(conn, id, actor)?)),
        })
        .map_err(RepoError::from)
    }
}

/// The whole catalogue of a category for the rule check: its types, their models, those models' parts
/// and the parts, the features those parts offer and their values; inactive rows included with
/// `active: false` (an inactive feature as `InactiveFeatures::Kept` says).
#[derive(Clone)]
pub struct PgCategoryCatalogue {
    pool: DbPool,
}

impl PgCategoryCatalogue {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl CategoryCatalogue for PgCategoryCatalogue {
    fn for_category(&self, category_id: i64) -> Result<Option<Catalogue>, RepoError> {
        snapshot(&self.pool, |conn| {
            let exists: bool =
                diesel::select(diesel::dsl::exists(categories::table.find(category_id))).get_result(conn)?;
            if !exists {
                return Ok(None);
            }
            load_catalogue(conn, category_id, &Visibility::everything(), InactiveFeatures::Kept).map(Some)
        })
    }

    fn existing_attributes(&self, ids: &[i64]) -> Result<Vec<i64>, RepoError> {
        let mut conn = get(&self.pool)?;
        attributes::table.filter(attributes::id.eq_any(ids)).select(attributes::id).load(&mut conn).map_err(repo_error)
    }

    fn company_slices(&self, category_id: i64) -> Result<Vec<CompanySlice>, RepoError> {
        snapshot(&self.pool, |conn| {
            let rows: Vec<(i64, String, String, i64, String)> = company_entity_filters::table
                .inner_join(companies::table)
                .filter(companies::active.eq(true))
                .order((companies::name, companies::id))
                .select((
                    companies::id,
                    companies::name,
                    company_entity_filters::entity_kind,
                    company_entity_filters::entity_id,
                    company_entity_filters::mode,
                ))
                .load(conn)?;
            let mut by_company: Vec<(i64, String, Vec<EntityFilter>)> = Vec::new();
            for (company_id, name, kind, entity_id, mode) in rows {
                let (Some(kind), Some(mode)) = (EntityKind::parse(&kind), FilterMode::parse(&mode)) else { continue };
                if by_company.last().is_none_or(|(last, ..)| *last != company_id) {
                    by_company.push((company_id, name, Vec::new()));
                }
                if let Some((.., filters)) = by_company.last_mut() {
                    filters.push(EntityFilter { kind, entity_id, mode });
                }
            }
            by_company
                .into_iter()
                .map(|(company_id, company_name, filters)| {
                    let visibility = Visibility::from_filters(&filters);
                    let catalogue = load_catalogue(conn, category_id, &visibility, InactiveFeatures::Kept)?;
                    Ok(CompanySlice { company_id, company_name, catalogue })
                })
                .collect()
        })
    }
}

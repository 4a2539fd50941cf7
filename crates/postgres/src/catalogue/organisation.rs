use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::pg::Pg;
use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{
    Company, CompanyDraft, CompanyFilter, CompanyFilterDraft, Customer, CustomerDraft, EntityKind, FilterMode,
    Visibility,
};

use super::support::{CONFIGURATIONS, CUSTOMERS, Holder, REQUESTS, USERS, catalogue_store};
use crate::error::TxError;
use crate::paginate::{each, items};
use crate::schema::{
    companies, company_entity_filters as filters, customers, customization_requests as requests,
    product_categories as categories, product_configurations as configurations, product_feature_values as values,
    product_features as features, product_models as models, product_parts as parts, product_types as types, users,
};

// ----------------------------------------------------------------------------------------------
// Companies

#[derive(Queryable, Selectable)]
#[diesel(table_name = companies, check_for_backend(Pg))]
struct CompanyRow {
    id: i64,
    name: String,
    vat_number: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    address: Option<String>,
    city: Option<String>,
    country: Option<String>,
    discount_percent: i32,
    account_manager_id: Option<i64>,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

fn company((row, first, last): (CompanyRow, Option<String>, Option<String>)) -> Company {
    Company {
        id: row.id,
        name: row.name,
        vat_number: row.vat_number,
        email: row.email,
        phone: row.phone,
        address: row.address,
        city: row.city,
        country: row.country,
        discount_percent: row.discount_percent,
        account_manager_id: row.account_manager_id,
        account_manager_name: first.zip(last).map(|(first, last)| format!("{first} {last}")),
        active: row.active,
        created_at: row.created_at,
        updated_at: row.updated_at,
    }
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = companies, treat_none_as_null = true)]
struct CompanyValues<'a> {
    name: &'a str,
    vat_number: Option<&'a str>,
    email: Option<&'a str>,
    phone: Option<&'a str>,
    address: Option<&'a str>,
    city: Option<&'a str>,
    country: Option<&'a str>,
    discount_percent: i32,
    account_manager_id: Option<i64>,
    active: bool,
}

impl<'a> From<&'a CompanyDraft> for CompanyValues<'a> {
    fn from(d: &'a CompanyDraft) -> Self {
        Self {
            name: &d.name,
            vat_number: d.vat_number.as_deref(),
            email: d.email.as_deref(),
            phone: d.phone.as_deref(),
            address: d.address.as_deref(),
            city: d.city.as_deref(),
            country: d.country.as_deref(),
            discount_percent: d.discount_percent,
            account_manager_id: d.account_manager_id,
            active: d.active,
        }
    }
}

type CompaniesWithManager = diesel::dsl::LeftJoinOn<
    companies::table,
    users::table,
    diesel::dsl::Eq<companies::account_manager_id, diesel::dsl::Nullable<users::id>>,
>;

fn companies_with_manager<'a>() -> diesel::dsl::IntoBoxed<'a, CompaniesWithManager, Pg> {
    companies::table.left_join(users::table.on(companies::account_manager_id.eq(users::id.nullable()))).into_boxed()
}

catalogue_store! {
    PgCompanies => Company, companies, CompanyValues;
    rows(conn, _visibility) => companies_with_manager(),
    id: companies::id,
    search: [companies::name, companies::vat_number, companies::city],
    sort: {
        "name" => companies::name,
        "city" => companies::city,
        "discountPercent" => companies::discount_percent,
        "updatedAt" => companies::updated_at,
    },
    select: (CompanyRow::as_select(), users::first_name.nullable(), users::last_name.nullable()),
    items: each(company);

    /// An account manager must be a user with that role.
    fn check(conn: &mut PgConnection, draft: &CompanyDraft) -> Result<(), TxError> {
        if let Some(id) = draft.account_manager_id {
            let role: Option<String> = users::table.find(id).select(users::role).first(conn).optional()?;
            if role.as_deref() != Some("account_manager") {
                return Err(RepoError::Referenced("accountManagerId".into()).into());
            }
        }
        Ok(())
    }

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![
            (CUSTOMERS, customers::table.filter(customers::company_id.eq(id)).count().get_result(conn)?),
            (USERS, users::table.filter(users::company_id.eq(id)).count().get_result(conn)?),
            (CONFIGURATIONS, configurations::table.filter(configurations::company_id.eq(id)).count().get_result(conn)?),
            (REQUESTS, requests::table.filter(requests::company_id.eq(id)).count().get_result(conn)?),
        ])
    }
}

// ----------------------------------------------------------------------------------------------
// Customers

#[derive(Queryable, Selectable)]
#[diesel(table_name = customers, check_for_backend(Pg))]
struct CustomerRow {
    id: i64,
    company_id: i64,
    name: String,
    vat_number: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    address: Option<String>,
    city: Option<String>,
    notes: Option<String>,
    active: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<CustomerRow> for Customer {
    fn from(r: CustomerRow) -> Self {
        Customer {
            id: r.id,
            company_id: r.company_id,
            name: r.name,
            vat_number: r.vat_number,
            email: r.email,
            phone: r.phone,
            address: r.address,
            city: r.city,
            notes: r.notes,
            active: r.active,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = customers, treat_none_as_null = true)]
struct CustomerValues<'a> {
    company_id: i64,
    name: &'a str,
    vat_number: Option<&'a str>,
    email: Option<&'a str>,
    phone: Option<&'a str>,
    address: Option<&'a str>,
    city: Option<&'a str>,
    notes: Option<&'a str>,
    active: bool,
}

impl<'a> From<&'a CustomerDraft> for CustomerValues<'a> {
    fn from(d: &'a CustomerDraft) -> Self {
        Self {
            company_id: d.company_id,
            name: &d.name,
            vat_number: d.vat_number.as_deref(),
            email: d.email.as_deref(),
            phone: d.phone.as_deref(),
            address: d.address.as_deref(),
            city: d.city.as_deref(),
            notes: d.notes.as_deref(),
            active: d.active,
        }
    }
}

/// The customers `visibility` shows: those of its companies (and of the companies its account manager
/// manages), or every one.
fn reachable_customers<'a>(
    conn: &mut PgConnection,
    visibility: &Visibility,
) -> QueryResult<customers::BoxedQuery<'a, Pg>> {
    let rows = customers::table.into_boxed();
    let Some(reach) = visibility.companies() else { return Ok(rows) };
    let mut ids: Vec<i64> = match reach.managed_by {
        Some(manager) => {
            companies::table.filter(companies::account_manager_id.eq(manager)).select(companies::id).load(conn)?
        }
        None => vec![],
    };
    ids.extend(reach.company_id);
    Ok(rows.filter(customers::company_id.eq_any(ids)))
}

catalogue_store! {
    PgCustomers => Customer, customers, CustomerValues;
    rows(conn, visibility) => reachable_customers(conn, visibility)?,
    id: customers::id,
    parents: { "companyId" => |company| customers::company_id.eq(company) },
    search: [customers::name, customers::vat_number, customers::city, customers::email],
    sort: { "name" => customers::name, "city" => customers::city, "updatedAt" => customers::updated_at },
    select: CustomerRow::as_select(),
    items: items::<CustomerRow, _>;

    fn holders(conn: &mut PgConnection, id: i64) -> QueryResult<Vec<(Holder, i64)>> {
        Ok(vec![
            (USERS, users::table.filter(users::customer_id.eq(id)).count().get_result(conn)?),
            (
                CONFIGURATIONS,
                configurations::table.filter(configurations::customer_id.eq(id)).count().get_result(conn)?,
            ),
        ])
    }
}

// ----------------------------------------------------------------------------------------------
// Company entity filters

#[derive(Queryable, Selectable)]
#[diesel(table_name = filters, check_for_backend(Pg))]
struct FilterRow {
    id: i64,
    company_id: i64,
    entity_kind: String,
    entity_id: i64,
    mode: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The names of items of one kind, by id (feature values as "Feature: value").
fn names_of(conn: &mut PgConnection, kind: EntityKind, ids: &[i64]) -> QueryResult<HashMap<i64, String>> {
    let pairs: Vec<(i64, String)> = match kind {
        EntityKind::Category => categories::table
            .filter(categories::id.eq_any(ids))
            .select((categories::id, categories::name))
            .load(conn)?,
        EntityKind::Type => types::table.filter(types::id.eq_any(ids)).select((types::id, types::name)).load(conn)?,
        EntityKind::Model => {
            models::table.filter(models::id.eq_any(ids)).select((models::id, models::name)).load(conn)?
        }
        EntityKind::Part => parts::table.filter(parts::id.eq_any(ids)).select((parts::id, parts::name)).load(conn)?,
        EntityKind::FeatureValue => values::table
            .inner_join(features::table)
            .filter(values::id.eq_any(ids))
            .select((values::id, features::name, values::label))
            .load::<(i64, String, String)>(conn)?
            .into_iter()
            .map(|(id, feature, label)| (id, format!("{feature}: {label}")))
            .collect(),
    };
    Ok(pairs.into_iter().collect())
}

fn with_names(conn: &mut PgConnection, rows: Vec<FilterRow>) -> Result<Vec<CompanyFilter>, TxError> {
    let mut by_kind: HashMap<EntityKind, Vec<i64>> = HashMap::new();
    let mut parsed = Vec::with_capacity(rows.len());
    for row in rows {
        let kind =
            EntityKind::parse(&row.entity_kind).ok_or_else(|| RepoError::Other(format!("kind {}", row.entity_kind)))?;
        let mode = FilterMode::parse(&row.mode).ok_or_else(|| RepoError::Other(format!("mode {}", row.mode)))?;
        by_kind.entry(kind).or_default().push(row.entity_id);
        parsed.push((row, kind, mode));
    }
    let mut names: HashMap<(EntityKind, i64), String> = HashMap::new();
    for (kind, ids) in by_kind {
        names.extend(names_of(conn, kind, &ids)?.into_iter().map(|(id, name)| ((kind, id), name)));
    }
    Ok(parsed
        .into_iter()
        .map(|(row, kind, mode)| CompanyFilter {
            entity_name: names
                .remove(&(kind, row.entity_id))
                .unwrap_or_else(|| format!("#{} (eliminato)", row.entity_id)),
            id: row.id,
            company_id: row.company_id,
            entity_kind: kind,
            entity_id: row.entity_id,
            mode,
            created_at: row.created_at,
            updated_at: row.updated_at,
        })
        .collect())
}

#[derive(Insertable, AsChangeset)]
#[diesel(table_name = filters)]
struct FilterValues {
    company_id: i64,
    entity_kind: &'static str,
    entity_id: i64,
    mode: &'static str,
}

impl From<&CompanyFilterDraft> for FilterValues {
    fn from(draft: &CompanyFilterDraft) -> Self {
        Self {
            company_id: draft.company_id,
            entity_kind: draft.entity_kind.as_str(),
            entity_id: draft.entity_id,
            mode: draft.mode.as_str(),
        }
    }
}

catalogue_store! {
    /// A filter is a setting: nothing refers to it, so it goes freely.
    PgCompanyFilters => CompanyFilter, filters, FilterValues;
    rows(conn, _visibility) => filters::table.into_boxed(),
    id: filters::id,
    parents: { "companyId" => |company| filters::company_id.eq(company) },
    sort: { "entityKind" => filters::entity_kind, "updatedAt" => filters::updated_at },
    select: FilterRow::as_select(),
    items: with_names;

    /// The filtered item must exist: filters point at several tables, so no foreign key can say it.
    fn check(conn: &mut PgConnection, draft: &CompanyFilterDraft) -> Result<(), TxError> {
        if names_of(conn, draft.entity_kind, &[draft.entity_id])?.is_empty() {
            return Err(RepoError::Referenced("entityId".into()).into());
        }
        Ok(())
    }
}

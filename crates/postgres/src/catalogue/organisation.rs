//! Companies, their customers and their catalogue filters.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::dsl::{Eq, LeftJoinOn, Nullable};
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use domain::RepoError;
use domain::catalogue::{
    Company, CompanyDraft, CompanyFilter, CompanyFilterDraft, CompanyFilterParent, CompanyFilterSort, CompanyParent,
    CompanySort, Customer, CustomerDraft, CustomerParent, CustomerSort, EntityKind, FilterMode, SortOrder, Visibility,
};

use super::support::{CONFIGURATIONS, CUSTOMERS, Holder, PgStore, REQUESTS, Stored, USERS};
use crate::error::TxError;
use crate::paginate::ordered;
use crate::schema::{
    companies, company_entity_filters as filters, customers, customization_requests as requests,
    product_categories as categories, product_configurations as configurations, product_feature_values as values,
    product_features as features, product_models as models, product_parts as parts, product_types as types, users,
};

// ----------------------------------------------------------------------------------------------
// Companies

/// The companies table, whose rows [`PgCompanies`] stores.
pub struct Companies;

pub type PgCompanies = PgStore<Companies>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = companies, check_for_backend(Pg))]
pub(crate) struct CompanyRow {
    id: i64,
    #[diesel(embed)]
    fields: CompanyFields,
    #[diesel(select_expression = users::first_name.nullable(), select_expression_type = Nullable<users::first_name>)]
    manager_first_name: Option<String>,
    #[diesel(select_expression = users::last_name.nullable(), select_expression_type = Nullable<users::last_name>)]
    manager_last_name: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns a company's fields are written to, read back as written.
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = companies, check_for_backend(Pg), treat_none_as_null = true)]
pub(crate) struct CompanyFields {
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
}

impl From<&CompanyDraft> for CompanyFields {
    fn from(draft: &CompanyDraft) -> Self {
        Self {
            name: draft.name.clone(),
            vat_number: draft.vat_number.clone(),
            email: draft.email.clone(),
            phone: draft.phone.clone(),
            address: draft.address.clone(),
            city: draft.city.clone(),
            country: draft.country.clone(),
            discount_percent: draft.discount_percent,
            account_manager_id: draft.account_manager_id,
            active: draft.active,
        }
    }
}

/// A company with its account manager's name.
fn company(
    CompanyRow { id, fields, manager_first_name, manager_last_name, created_at, updated_at }: CompanyRow,
) -> Company {
    Company {
        id,
        name: fields.name,
        vat_number: fields.vat_number,
        email: fields.email,
        phone: fields.phone,
        address: fields.address,
        city: fields.city,
        country: fields.country,
        discount_percent: fields.discount_percent,
        account_manager_id: fields.account_manager_id,
        account_manager_name: manager_first_name.zip(manager_last_name).map(|(first, last)| format!("{first} {last}")),
        active: fields.active,
        created_at,
        updated_at,
    }
}

type CompaniesWithManager =
    LeftJoinOn<companies::table, users::table, Eq<companies::account_manager_id, Nullable<users::id>>>;

impl Stored for Companies {
    type Resource = Company;
    type Fields = CompanyFields;
    type Row = CompanyRow;
    type Rows = diesel::dsl::IntoBoxed<'static, CompaniesWithManager, Pg>;

    fn rows(_: &mut PgConnection, _: &Visibility) -> QueryResult<Self::Rows> {
        let managers = users::table.on(companies::account_manager_id.eq(users::id.nullable()));
        Ok(companies::table.left_join(managers).into_boxed())
    }

    fn narrowed(_: Self::Rows, parent: CompanyParent) -> Self::Rows {
        match parent {}
    }

    fn searched(rows: Self::Rows, pattern: String) -> Self::Rows {
        rows.filter(
            companies::name
                .ilike(pattern.clone())
                .or(companies::vat_number.ilike(pattern.clone()))
                .or(companies::city.ilike(pattern)),
        )
    }

    fn sorted(rows: Self::Rows, key: CompanySort, order: SortOrder) -> Self::Rows {
        match key {
            CompanySort::Name => ordered(rows, companies::name, order, companies::id),
            CompanySort::City => ordered(rows, companies::city, order, companies::id),
            CompanySort::DiscountPercent => ordered(rows, companies::discount_percent, order, companies::id),
            CompanySort::UpdatedAt => ordered(rows, companies::updated_at, order, companies::id),
        }
    }

    fn items(_: &mut PgConnection, rows: Vec<CompanyRow>) -> Result<Vec<Company>, TxError> {
        Ok(rows.into_iter().map(company).collect())
    }

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

/// The customers table, whose rows [`PgCustomers`] stores.
pub struct Customers;

pub type PgCustomers = PgStore<Customers>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = customers, check_for_backend(Pg))]
pub(crate) struct CustomerRow {
    id: i64,
    #[diesel(embed)]
    fields: CustomerFields,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns a customer's fields are written to.
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = customers, check_for_backend(Pg), treat_none_as_null = true)]
pub(crate) struct CustomerFields {
    company_id: i64,
    name: String,
    vat_number: Option<String>,
    email: Option<String>,
    phone: Option<String>,
    address: Option<String>,
    city: Option<String>,
    notes: Option<String>,
    active: bool,
}

impl From<&CustomerDraft> for CustomerFields {
    fn from(draft: &CustomerDraft) -> Self {
        let CustomerDraft { company_id, name, vat_number, email, phone, address, city, notes, active } = draft.clone();
        Self { company_id, name, vat_number, email, phone, address, city, notes, active }
    }
}

impl Stored for Customers {
    type Resource = Customer;
    type Fields = CustomerFields;
    type Row = CustomerRow;
    type Rows = customers::BoxedQuery<'static, Pg>;

    /// The customers `visibility` shows: those of its companies (and of the companies its account manager
    /// manages), or every one.
    fn rows(conn: &mut PgConnection, visibility: &Visibility) -> QueryResult<Self::Rows> {
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

    fn narrowed(rows: Self::Rows, parent: CustomerParent) -> Self::Rows {
        match parent {
            CustomerParent::CompanyId(company) => rows.filter(customers::company_id.eq(company)),
        }
    }

    fn searched(rows: Self::Rows, pattern: String) -> Self::Rows {
        rows.filter(
            customers::name
                .ilike(pattern.clone())
                .or(customers::vat_number.ilike(pattern.clone()))
                .or(customers::city.ilike(pattern.clone()))
                .or(customers::email.ilike(pattern)),
        )
    }

    fn sorted(rows: Self::Rows, key: CustomerSort, order: SortOrder) -> Self::Rows {
        match key {
            CustomerSort::Name => ordered(rows, customers::name, order, customers::id),
            CustomerSort::City => ordered(rows, customers::city, order, customers::id),
            CustomerSort::UpdatedAt => ordered(rows, customers::updated_at, order, customers::id),
        }
    }

    fn items(_: &mut PgConnection, rows: Vec<CustomerRow>) -> Result<Vec<Customer>, TxError> {
        let customer = |CustomerRow { id, fields, created_at, updated_at }: CustomerRow| {
            let CustomerFields { company_id, name, vat_number, email, phone, address, city, notes, active } = fields;
            Customer {
                id,
                company_id,
                name,
                vat_number,
                email,
                phone,
                address,
                city,
                notes,
                active,
                created_at,
                updated_at,
            }
        };
        Ok(rows.into_iter().map(customer).collect())
    }

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

/// The company entity filters table, whose rows [`PgCompanyFilters`] stores. A filter is a setting: nothing
/// refers to it, so it goes freely.
pub struct CompanyFilters;

pub type PgCompanyFilters = PgStore<CompanyFilters>;

#[derive(Queryable, Selectable)]
#[diesel(table_name = filters, check_for_backend(Pg))]
pub(crate) struct FilterRow {
    id: i64,
    #[diesel(embed)]
    fields: FilterFields,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The columns a filter's fields are written to, its kind and mode by name.
#[derive(Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = filters, check_for_backend(Pg))]
pub(crate) struct FilterFields {
    company_id: i64,
    entity_kind: String,
    entity_id: i64,
    mode: String,
}

impl From<&CompanyFilterDraft> for FilterFields {
    fn from(draft: &CompanyFilterDraft) -> Self {
        let CompanyFilterDraft { company_id, entity_kind, entity_id, mode } = *draft;
        Self { company_id, entity_kind: entity_kind.as_str().to_owned(), entity_id, mode: mode.as_str().to_owned() }
    }
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

impl Stored for CompanyFilters {
    type Resource = CompanyFilter;
    type Fields = FilterFields;
    type Row = FilterRow;
    type Rows = filters::BoxedQuery<'static, Pg>;

    fn rows(_: &mut PgConnection, _: &Visibility) -> QueryResult<Self::Rows> {
        Ok(filters::table.into_boxed())
    }

    fn narrowed(rows: Self::Rows, parent: CompanyFilterParent) -> Self::Rows {
        match parent {
            CompanyFilterParent::CompanyId(company) => rows.filter(filters::company_id.eq(company)),
        }
    }

    fn sorted(rows: Self::Rows, key: CompanyFilterSort, order: SortOrder) -> Self::Rows {
        match key {
            CompanyFilterSort::EntityKind => ordered(rows, filters::entity_kind, order, filters::id),
            CompanyFilterSort::UpdatedAt => ordered(rows, filters::updated_at, order, filters::id),
        }
    }

    /// The filters with the names of the items they filter.
    fn items(conn: &mut PgConnection, rows: Vec<FilterRow>) -> Result<Vec<CompanyFilter>, TxError> {
        let mut by_kind: HashMap<EntityKind, Vec<i64>> = HashMap::new();
        let mut parsed = Vec::with_capacity(rows.len());
        for row in rows {
            let FilterFields { entity_kind, mode, .. } = &row.fields;
            let kind = EntityKind::parse(entity_kind).ok_or_else(|| RepoError::Other(format!("kind {entity_kind}")))?;
            let mode = FilterMode::parse(mode).ok_or_else(|| RepoError::Other(format!("mode {mode}")))?;
            by_kind.entry(kind).or_default().push(row.fields.entity_id);
            parsed.push((row, kind, mode));
        }
        let mut names: HashMap<(EntityKind, i64), String> = HashMap::new();
        for (kind, ids) in by_kind {
            names.extend(names_of(conn, kind, &ids)?.into_iter().map(|(id, name)| ((kind, id), name)));
        }
        Ok(parsed
            .into_iter()
            .map(|(FilterRow { id, fields, created_at, updated_at }, entity_kind, mode)| CompanyFilter {
                entity_name: names
                    .remove(&(entity_kind, fields.entity_id))
                    .unwrap_or_else(|| format!("#{} (eliminato)", fields.entity_id)),
                id,
                company_id: fields.company_id,
                entity_kind,
                entity_id: fields.entity_id,
                mode,
                created_at,
                updated_at,
            })
            .collect())
    }

    /// The filtered item must exist: filters point at several tables, so no foreign key can say it.
    fn check(conn: &mut PgConnection, draft: &CompanyFilterDraft) -> Result<(), TxError> {
        if names_of(conn, draft.entity_kind, &[draft.entity_id])?.is_empty() {
            return Err(RepoError::Referenced("entityId".into()).into());
        }
        Ok(())
    }
}

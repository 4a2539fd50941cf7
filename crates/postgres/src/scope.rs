//! The configurations' scope (docs/product.md section 2) as a filter on `product_configurations`, shared by
//! every query that reads configurations or what hangs off them (customization requests).

use diesel::dsl::{self, Filter, Select};
use diesel::prelude::*;
use diesel::query_dsl::methods::FilterDsl;
use diesel::query_source::{Alias, AliasedField};
use domain::configurations::Scope;

use crate::schema::{companies, product_configurations};

diesel::alias!(crate::schema::companies as managed_companies: ManagedCompanies);

#[dsl::auto_type]
fn owned_by(owner: i64) -> _ {
    product_configurations::owner_id.eq(owner)
}

#[dsl::auto_type]
fn of_company(company: i64) -> _ {
    product_configurations::company_id.eq(company)
}

/// The ids of the companies `manager` manages, read through an alias so the query may join `companies`.
type ManagedIds = Select<
    Filter<Alias<ManagedCompanies>, dsl::Eq<AliasedField<ManagedCompanies, companies::account_manager_id>, i64>>,
    dsl::Nullable<AliasedField<ManagedCompanies, companies::id>>,
>;

fn managed_ids(manager: i64) -> ManagedIds {
    QueryDsl::filter(managed_companies, managed_companies.field(companies::account_manager_id).eq(manager))
        .select(managed_companies.field(companies::id).nullable())
}

/// The managed companies' rows and the manager's own, whatever company those have (none, or one they do
/// not manage).
#[dsl::auto_type]
fn managed_by(manager: i64) -> _ {
    let managed: ManagedIds = managed_ids(manager);
    product_configurations::owner_id.eq(manager).or(product_configurations::company_id.eq_any(managed))
}

/// A boxed query that joins `product_configurations`, narrowed to what a [`Scope`] sees.
pub(crate) trait Scoped: Sized {
    fn scoped(self, scope: &Scope) -> Self;
}

impl<Query> Scoped for Query
where
    Query: FilterDsl<owned_by, Output = Query>
        + FilterDsl<of_company, Output = Query>
        + FilterDsl<managed_by, Output = Query>,
{
    fn scoped(self, scope: &Scope) -> Self {
        match *scope {
            Scope::Own(owner) => FilterDsl::filter(self, owned_by(owner)),
            Scope::Company(company) => FilterDsl::filter(self, of_company(company)),
            Scope::Managed(manager) => FilterDsl::filter(self, managed_by(manager)),
            Scope::All => self,
        }
    }
}

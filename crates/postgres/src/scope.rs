//! The configurations' scope (docs/product.md section 2) as a filter on `product_configurations`, shared by
//! every query that reads configurations or what hangs off them (customization requests).

diesel::alias!(crate::schema::companies as managed_companies: ManagedCompanies);

/// Filters a boxed query that joins `product_configurations` down to what `$scope` (a `&Scope`) sees.
/// The managed companies are read through an alias, so the query may join `companies` itself.
macro_rules! scoped {
    ($query:expr, $scope:expr) => {{
        use $crate::schema::{companies, product_configurations};
        let query = $query;
        match *$scope {
            Scope::Own(owner) => query.filter(product_configurations::owner_id.eq(owner)),
            Scope::Company(company) => query.filter(product_configurations::company_id.eq(company)),
            // The managed companies' rows and the manager's own, whatever company those have (none, or one
            // they do not manage).
            Scope::Managed(manager) => query.filter(
                product_configurations::owner_id.eq(manager).or(product_configurations::company_id.eq_any(
                    $crate::scope::managed_companies
                        .filter($crate::scope::managed_companies.field(companies::account_manager_id).eq(manager))
                        .select($crate::scope::managed_companies.field(companies::id).nullable()),
                )),
            ),
            Scope::All => query,
        }
    }};
}
pub(crate) use scoped;

//! Stores of the catalogue's resources (the domain's `Store<R>`), one module per resource.

mod attributes;
mod exchange;
mod features;
mod filters;
mod organisation;
mod outline;
mod parts;
mod products;
mod support;

pub use attributes::{PgAttributeValues, PgAttributes};
pub use exchange::PgExchange;
pub use features::{PgFeatureValues, PgFeatures};
pub use filters::PgFilterSource;
pub use organisation::{PgCompanies, PgCompanyFilters, PgCustomers};
pub use outline::PgOutline;
pub use parts::{PgModelParts, PgParts};
pub use products::{PgCategories, PgModels, PgTypes};
pub use support::PgStore;

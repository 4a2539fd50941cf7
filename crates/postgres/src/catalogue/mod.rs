//! Stores of the catalogue's resources (the domain's `Store<R>`), one module per resource.

mod filters;
mod products;
mod support;

pub use filters::PgFilterSource;
pub use products::{PgCategories, PgModels, PgTypes};

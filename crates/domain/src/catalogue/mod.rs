//! The catalogue and the organisation's resources: one generic service, each resource describing itself.

mod fields;
mod list;
mod products;
mod resource;
mod visibility;

pub use fields::{Check, MAX_MONEY_CENTS, MAX_SORT_ORDER};
pub use list::{ListQuery, ListRequest, MAX_PAGE_SIZE, PAGE_SIZE, Page, SortOrder};
pub use products::{
    Category, CategoryDraft, CategoryInput, Model, ModelDraft, ModelInput, ProductType, ProductTypeDraft,
    ProductTypeInput,
};
pub use resource::{FilterSource, Parents, ReadAccess, Resource, ResourceService, Store, visibility_for};
pub use visibility::{EntityFilter, EntityKind, FilterMode, KindRule, Visibility};

#[cfg(any(test, feature = "mocks"))]
pub use resource::{MockFilterSource, MockStore};

#[cfg(test)]
mod tests;

//! The catalogue and the organisation's resources: one generic service, each resource describing itself.

mod attributes;
mod english;
mod features;
mod fields;
pub mod images;
mod list;
mod organisation;
mod parts;
mod preview;
mod products;
mod resource;
mod visibility;

pub use attributes::{
    Attribute, AttributeDraft, AttributeInput, AttributeParent, AttributeSort, AttributeValue, AttributeValueDraft,
    AttributeValueInput, AttributeValueParent, AttributeValueSort,
};
pub use english::translated;
pub use features::{
    Feature, FeatureDraft, FeatureInput, FeatureKind, FeatureParent, FeatureSort, FeatureValue, FeatureValueDraft,
    FeatureValueInput, FeatureValueParent, FeatureValueSort,
};
#[cfg(feature = "openapi")]
pub use fields::optional_schema;
pub use fields::{Bounds, Check, MAX_MONEY_CENTS, MAX_SORT_ORDER, bounds, is_slug};
pub use list::{ListQuery, ListRequest, MAX_PAGE_SIZE, MAX_SEARCH_CHARS, PAGE_SIZE, Page, SortOrder};
pub use organisation::{
    Company, CompanyDraft, CompanyFilter, CompanyFilterDraft, CompanyFilterInput, CompanyFilterParent,
    CompanyFilterSort, CompanyInput, CompanyParent, CompanySort, Customer, CustomerDraft, CustomerInput,
    CustomerParent, CustomerSort,
};
pub use parts::{
    MAX_PART_FEATURES, ModelPart, ModelPartDraft, ModelPartInput, ModelPartParent, ModelPartSort, Part, PartDraft,
    PartFeature, PartFeatureInput, PartInput, PartParent, PartSort,
};
pub use preview::{CatalogueOutline, OutlineItem, OutlineSource, preview, visible_outline};
pub use products::{
    Category, CategoryDraft, CategoryInput, CategoryParent, CategorySort, Model, ModelDraft, ModelInput, ModelParent,
    ModelSort, ProductType, ProductTypeDraft, ProductTypeInput, ProductTypeParent, ProductTypeSort,
};
pub use resource::{
    FilterSource, Listed, ParentIds, ParentKey, Parents, ReadAccess, Resource, ResourceService, SortKey, Store,
    visibility_for,
};
pub use visibility::{CompanyReach, EntityFilter, EntityKind, FilterMode, KindRule, Visibility};

#[cfg(any(test, feature = "mocks"))]
pub use resource::{MockFilterSource, MockStore};

#[cfg(test)]
mod tests;

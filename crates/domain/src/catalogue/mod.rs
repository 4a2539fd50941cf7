//! The catalogue's shared rules: paged list queries and what a company may see.

mod list;
mod visibility;

pub use list::{ListQuery, ListRequest, MAX_PAGE_SIZE, PAGE_SIZE, Page, SortOrder};
pub use visibility::{EntityFilter, EntityKind, FilterMode, KindRule, Visibility};

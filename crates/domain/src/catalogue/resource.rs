//! One generic service for every catalogue and organisation resource: access rules, validation,
//! company visibility and the in-use answer live here once; each resource only describes itself.

use std::sync::Arc;

/// The derive that declares a resource from its entity (crates/resource-derive): beside the trait it
/// implements, as serde keeps its derives.
pub use resource_derive::Resource;

use super::list::{ListQuery, ListRequest, Page};
use super::visibility::{EntityFilter, Visibility};
use crate::access;
use crate::audit::Actor;
use crate::error::{DomainError, RepoError};
use crate::said::{Catalogue, ResourceLabel};
use crate::users::User;

/// Who may read a resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReadAccess {
    /// Every signed-in user, through their company's entity filters.
    Filtered,
    /// Administrators only (organisation data).
    AdminOnly,
    /// Administrators every row; everyone else the rows of their own company and, account managers, of the
    /// companies they manage (a company's customers, to pick one for a configuration).
    OwnCompanies,
}

/// What a resource is, for the generic service.
pub trait Resource: Clone + Send + Sync + 'static {
    /// The client's body, before validation.
    type Input: Send + 'static;
    /// A validated row to write.
    type Draft: Send + Sync + 'static;
    /// "Categoria" and "Category", for messages.
    const LABEL: ResourceLabel;

    /// `productcategory`: the API's base path and the audit trail's kind of record.
    const KIND: &'static str;
    const READ: ReadAccess;
    /// Sortable fields (API names); the first is the default.
    const SORTABLE: &'static [&'static str];
    /// Parent filters accepted by the list (API names, e.g. `categoryId`).
    const PARENTS: &'static [&'static str];

    fn validate(input: Self::Input) -> Result<Self::Draft, DomainError>;
}

/// A field a resource's list sorts by: one variant per field `#[resource(sort(...))]` declares, so a store
/// maps each to its column in an exhaustive `match`.
pub trait SortKey: Copy + Send + Sync + 'static {
    /// Every key, the default first.
    const ALL: &'static [Self];
    /// Its name in the API (`sortOrder`).
    fn name(self) -> &'static str;
    /// The key a validated list request names.
    fn named(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|key| key.name() == name)
    }
}

/// A parent a resource's list is narrowed to, with its id: one variant per `#[resource(parents(...))]`.
pub trait ParentKey: Copy + Send + Sync + 'static {
    /// Their names in the API (`categoryId`).
    const NAMES: &'static [&'static str];
    /// The key of a parent filter named `name`, if the resource has it.
    fn of(name: &str, id: i64) -> Option<Self>;
    /// The keys of one list request's parent filters.
    fn all_of(parents: &Parents) -> Vec<Self> {
        parents.iter().filter_map(|(name, id)| Self::of(name, *id)).collect()
    }
}

/// A resource declared with `#[derive(Resource)]`: its list's typed sort and parent keys.
pub trait Listed: Resource {
    type Sort: SortKey;
    type Parent: ParentKey;
}

/// The parent filters of one list request, by API name.
pub type Parents = Vec<(&'static str, i64)>;

/// Every parent filter a list may take, as the query string names them; each resource keeps those of its
/// [`Resource::PARENTS`].
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ParentIds {
    pub company_id: Option<i64>,
    pub attribute_id: Option<i64>,
    pub category_id: Option<i64>,
    pub type_id: Option<i64>,
    pub model_id: Option<i64>,
    pub part_id: Option<i64>,
    pub feature_id: Option<i64>,
}

impl ParentIds {
    /// The filters among `names` that the request sets.
    pub fn pick(&self, names: &[&'static str]) -> Parents {
        let all = [
            ("companyId", self.company_id),
            ("attributeId", self.attribute_id),
            ("categoryId", self.category_id),
            ("typeId", self.type_id),
            ("modelId", self.model_id),
            ("partId", self.part_id),
            ("featureId", self.feature_id),
        ];
        names
            .iter()
            .filter_map(|name| all.iter().find(|(known, _)| known == name).and_then(|(_, id)| id.map(|id| (*name, id))))
            .collect()
    }
}

/// Storage of one resource. `list` and `get` apply the visibility; writes are already authorised, and each
/// records `actor`'s audit entry in its own transaction.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Store<R: Resource>: Send + Sync {
    fn list(&self, query: &ListQuery, parents: &Parents, visibility: &Visibility) -> Result<Page<R>, RepoError>;
    fn get(&self, id: i64, visibility: &Visibility) -> Result<Option<R>, RepoError>;
    fn create(&self, draft: &R::Draft, actor: &Actor) -> Result<R, RepoError>;
    fn update(&self, id: i64, draft: &R::Draft, actor: &Actor) -> Result<Option<R>, RepoError>;
    /// `Ok(false)` when there was no such row; `RepoError::InUse` when other rows hold it.
    fn delete(&self, id: i64, actor: &Actor) -> Result<bool, RepoError>;
}

/// A company's entity filters.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait FilterSource: Send + Sync {
    fn filters_of(&self, company_id: i64) -> Result<Vec<EntityFilter>, RepoError>;
}

/// What `caller` may see of the catalogue: everything for admins and users without a company.
pub fn visibility_for(caller: &User, filters: &dyn FilterSource) -> Result<Visibility, DomainError> {
    let filters = access::filtered_company(caller).map(|company| filters.filters_of(company)).transpose()?;
    Ok(access::catalogue_visibility(filters.as_deref()))
}

pub struct ResourceService<R: Resource> {
    pub store: Arc<dyn Store<R>>,
    pub filters: Arc<dyn FilterSource>,
}

impl<R: Resource> ResourceService<R> {
    pub fn list(&self, caller: &User, request: ListRequest, parents: Parents) -> Result<Page<R>, DomainError> {
        let visibility = self.readable_by(caller)?;
        let query = ListQuery::parse(request, R::SORTABLE)?;
        Ok(self.store.list(&query, &parents, &visibility)?)
    }

    /// Hidden and absent rows answer alike: 404.
    pub fn get(&self, caller: &User, id: i64) -> Result<R, DomainError> {
        let visibility = self.readable_by(caller)?;
        self.store.get(id, &visibility)?.ok_or_else(not_found::<R>)
    }

    pub fn create(&self, caller: &User, input: R::Input) -> Result<R, DomainError> {
        access::require_admin(caller)?;
        let draft = R::validate(input)?;
        self.store.create(&draft, &Actor::of(caller)).map_err(duplicate::<R>)
    }

    pub fn update(&self, caller: &User, id: i64, input: R::Input) -> Result<R, DomainError> {
        access::require_admin(caller)?;
        let draft = R::validate(input)?;
        self.store.update(id, &draft, &Actor::of(caller)).map_err(duplicate::<R>)?.ok_or_else(not_found::<R>)
    }

    pub fn delete(&self, caller: &User, id: i64) -> Result<(), DomainError> {
        access::require_admin(caller)?;
        if self.store.delete(id, &Actor::of(caller))? { Ok(()) } else { Err(not_found::<R>()) }
    }

    fn readable_by(&self, caller: &User) -> Result<Visibility, DomainError> {
        match R::READ {
            ReadAccess::AdminOnly => access::require_admin(caller).map(|()| Visibility::everything()),
            ReadAccess::Filtered => visibility_for(caller, self.filters.as_ref()),
            ReadAccess::OwnCompanies if caller.is_admin() => Ok(Visibility::everything()),
            ReadAccess::OwnCompanies => Ok(Visibility::everything().within_companies(access::company_reach(caller))),
        }
    }
}

fn not_found<R: Resource>() -> DomainError {
    DomainError::NotFound(Catalogue::ItemNotFound { resource: R::LABEL }.into())
}

fn duplicate<R: Resource>(err: RepoError) -> DomainError {
    match err {
        RepoError::Duplicate(field) => {
            let message = Catalogue::ItemExists { resource: R::LABEL, field: field.clone() };
            DomainError::AlreadyTaken { field, message: message.into() }
        }
        other => other.into(),
    }
}

//! The administrators' dashboard: counts and the latest configurations.

use chrono::{DateTime, Utc};

use crate::access;
use crate::error::{DomainError, RepoError};
use crate::users::User;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentConfiguration {
    pub public_id: String,
    pub name: String,
    pub owner_name: String,
    pub category_name: String,
    pub net_total: i64,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dashboard {
    pub companies: i64,
    pub users: i64,
    pub models: i64,
    pub configurations: i64,
    pub pending_requests: i64,
    pub recent_configurations: Vec<RecentConfiguration>,
}

/// How many recent configurations the dashboard shows.
pub const RECENT_CONFIGURATIONS: i64 = 10;

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait DashboardStore: Send + Sync {
    fn dashboard(&self, recent: i64) -> Result<Dashboard, RepoError>;
}

pub fn dashboard(caller: &User, store: &dyn DashboardStore) -> Result<Dashboard, DomainError> {
    access::require_admin(caller)?;
    Ok(store.dashboard(RECENT_CONFIGURATIONS)?)
}

use crate::error::RepoError;

/// Whether the service can do its work now (the database answers).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Readiness: Send + Sync {
    fn check(&self) -> Result<(), RepoError>;
}

/// The database pool as an operator watches it: its size now and how long requests waited for it.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct PoolUse {
    /// The most connections the pool opens.
    pub max: u32,
    /// Connections open now, in use or idle.
    pub open: u32,
    pub idle: u32,
    /// Connections handed out since the start, the time spent waiting for them, and the waits that gave up.
    pub checkouts: u64,
    pub waited_seconds: f64,
    pub timeouts: u64,
}

/// Mails not yet delivered: due or waiting to be retried, and given up.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OutboxBacklog {
    pub pending: u64,
    pub failed: u64,
}

/// What the metrics endpoint reads of the adapters when it is scraped.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Watch: Send + Sync {
    fn pool_use(&self) -> PoolUse;
    fn outbox_backlog(&self) -> Result<OutboxBacklog, RepoError>;
}

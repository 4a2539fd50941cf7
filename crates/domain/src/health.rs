use crate::error::RepoError;

/// Whether the service can do its work now (the database answers).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Readiness: Send + Sync {
    fn check(&self) -> Result<(), RepoError>;
}

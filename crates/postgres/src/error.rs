use diesel::result::{DatabaseErrorKind, Error as DieselError};
use domain::RepoError;

/// Translates diesel's errors into the ports' vocabulary: constraint names survive so use cases can
/// say which field clashed; lost connections become `Unavailable` (503), never a 500.
pub(crate) fn repo_error(err: DieselError) -> RepoError {
    match err {
        DieselError::NotFound => RepoError::NotFound,
        DieselError::DatabaseError(kind, info) => {
            let constraint = info.constraint_name().unwrap_or_default().to_owned();
            match kind {
                DatabaseErrorKind::UniqueViolation => RepoError::Duplicate(constraint),
                DatabaseErrorKind::ForeignKeyViolation => RepoError::Referenced(constraint),
                DatabaseErrorKind::ClosedConnection => RepoError::Unavailable,
                _ => RepoError::Other(format!("{kind:?}: {}", info.message())),
            }
        }
        DieselError::BrokenTransactionManager => RepoError::Unavailable,
        other => RepoError::Other(other.to_string()),
    }
}

pub(crate) fn pool_error(err: diesel::r2d2::PoolError) -> RepoError {
    tracing::warn!(error = %err, "no database connection within the pool timeout");
    RepoError::Unavailable
}

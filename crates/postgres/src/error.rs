use diesel::result::{DatabaseErrorKind, Error as DieselError};
use domain::RepoError;

/// Translates diesel's errors into the ports' vocabulary: constraint names survive so use cases can
/// say which field clashed; lost connections become `Unavailable` (503), never a 500.
pub(crate) fn repo_error(err: DieselError) -> RepoError {
    match err {
        DieselError::NotFound => RepoError::NotFound,
        DieselError::DatabaseError(kind, info) => {
            let constraint = info.constraint_name().unwrap_or_default();
            match kind {
                DatabaseErrorKind::UniqueViolation => RepoError::Duplicate(field_of(constraint)),
                DatabaseErrorKind::ForeignKeyViolation => RepoError::Referenced(field_of(constraint)),
                DatabaseErrorKind::ClosedConnection => RepoError::Unavailable,
                _ if lost_server(info.message()) => RepoError::Unavailable,
                _ => RepoError::Other(format!("{kind:?}: {}", info.message())),
            }
        }
        DieselError::BrokenTransactionManager => RepoError::Unavailable,
        other => RepoError::Other(other.to_string()),
    }
}

/// A pooled connection whose server went away or is going away: PostgreSQL's shutdown message (SQLSTATE
/// 57P01, which diesel does not classify) arrives on the statement before libpq marks the connection
/// closed, so it would otherwise read as an unknown error (500) instead of an outage (503).
fn lost_server(message: &str) -> bool {
    const OUTAGE: [&str; 4] = [
        "terminating connection",
        "server closed the connection",
        "the database system is shutting down",
        "no connection to the server",
    ];
    OUTAGE.iter().any(|sign| message.contains(sign))
}

/// Columns a constraint can be about, longest first, so `attribute_value_id` wins over `id`.
const CONSTRAINED_COLUMNS: &[&str] = &[
    "account_manager_id",
    "attribute_value_id",
    "feature_value_id",
    "configurator_id",
    "attribute_id",
    "category_id",
    "customer_id",
    "vat_number",
    "company_id",
    "feature_id",
    "public_id",
    "entity_id",
    "model_id",
    "owner_id",
    "part_id",
    "type_id",
    "email",
    "slug",
    "code",
];

/// The API name of the field a constraint guards: `product_types_category_id_fkey` → `categoryId`,
/// `product_categories_slug_key` → `slug`.
fn field_of(constraint: &str) -> String {
    let stem = constraint.trim_end_matches("_fkey").trim_end_matches("_key");
    let column = CONSTRAINED_COLUMNS.iter().find(|column| stem.ends_with(*column)).copied().unwrap_or(stem);
    let mut field = String::with_capacity(column.len());
    let mut upper = false;
    for c in column.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            field.push(c.to_ascii_uppercase());
            upper = false;
        } else {
            field.push(c);
        }
    }
    field
}

pub(crate) fn pool_error(err: diesel::r2d2::PoolError) -> RepoError {
    tracing::warn!(error = %err, "no database connection within the pool timeout");
    RepoError::Unavailable
}

/// The error of a transaction that can fail both in SQL and by a rule of the repository (an in-use
/// refusal), so `?` works for both inside `conn.transaction`.
pub(crate) enum TxError {
    Db(DieselError),
    Repo(RepoError),
}

impl From<DieselError> for TxError {
    fn from(err: DieselError) -> Self {
        TxError::Db(err)
    }
}

impl From<RepoError> for TxError {
    fn from(err: RepoError) -> Self {
        TxError::Repo(err)
    }
}

impl From<TxError> for RepoError {
    fn from(err: TxError) -> Self {
        match err {
            TxError::Db(err) => repo_error(err),
            TxError::Repo(err) => err,
        }
    }
}

#[cfg(test)]
mod tests {
    use diesel::result::{DatabaseErrorKind, Error as DieselError};
    use domain::RepoError;

    use super::{field_of, repo_error};

    fn unknown(message: &str) -> RepoError {
        repo_error(DieselError::DatabaseError(DatabaseErrorKind::Unknown, Box::new(message.to_owned())))
    }

    #[test]
    fn a_server_going_away_is_an_outage_and_other_unknown_errors_are_not() {
        assert_eq!(unknown("terminating connection due to administrator command"), RepoError::Unavailable);
        assert_eq!(unknown("server closed the connection unexpectedly"), RepoError::Unavailable);
        assert!(matches!(unknown("division by zero"), RepoError::Other(_)));
    }

    #[test]
    fn constraint_names_become_api_fields() {
        assert_eq!(field_of("product_types_category_id_fkey"), "categoryId");
        assert_eq!(field_of("product_categories_slug_key"), "slug");
        assert_eq!(field_of("product_types_category_id_code_key"), "code");
        assert_eq!(field_of("companies_vat_number_key"), "vatNumber");
        assert_eq!(field_of("product_model_attribute_values_attribute_value_id_fkey"), "attributeValueId");
        assert_eq!(field_of("users_email_key"), "email");
    }
}

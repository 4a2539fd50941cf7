use chrono::{DateTime, Duration, Utc};
use diesel::dsl::{count_star, max, min};
use diesel::prelude::*;
use domain::RepoError;
use domain::auth::{LoginAttempts, RecentAttempts};

use crate::error::repo_error;
use crate::pool::{DbPool, get};
use crate::schema::login_attempts;

/// Attempts older than this are of no use to any window and are pruned as new ones arrive.
const KEEP: Duration = Duration::days(1);

#[derive(Clone)]
pub struct PgLoginAttempts {
    pool: DbPool,
}

impl PgLoginAttempts {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl LoginAttempts for PgLoginAttempts {
    fn record(&self, keys: &[String], at: DateTime<Utc>) -> Result<(), RepoError> {
        let mut conn = get(&self.pool)?;
        let rows: Vec<_> =
            keys.iter().map(|key| (login_attempts::key.eq(key), login_attempts::attempted_at.eq(at))).collect();
        conn.transaction(|conn| {
            diesel::delete(
                login_attempts::table
                    .filter(login_attempts::key.eq_any(keys))
                    .filter(login_attempts::attempted_at.lt(at - KEEP)),
            )
            .execute(conn)?;
            diesel::insert_into(login_attempts::table).values(&rows).execute(conn)
        })
        .map(|_| ())
        .map_err(repo_error)
    }

    fn since(&self, key: &str, since: DateTime<Utc>) -> Result<RecentAttempts, RepoError> {
        let mut conn = get(&self.pool)?;
        login_attempts::table
            .filter(login_attempts::key.eq(key))
            .filter(login_attempts::attempted_at.gt(since))
            .select((count_star(), min(login_attempts::attempted_at), max(login_attempts::attempted_at)))
            .first(&mut conn)
            .map(|(count, oldest, latest)| RecentAttempts { count, oldest, latest })
            .map_err(repo_error)
    }

    fn clear(&self, keys: &[String]) -> Result<(), RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::delete(login_attempts::table.filter(login_attempts::key.eq_any(keys)))
            .execute(&mut conn)
            .map(|_| ())
            .map_err(repo_error)
    }
}

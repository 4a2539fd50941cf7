//! What the metrics endpoint reads of the database side: the pool and the mail outbox's backlog.

use diesel::dsl::count_star;
use diesel::prelude::*;
use domain::RepoError;
use domain::health::{OutboxBacklog, PoolUse, Watch};

use crate::error::repo_error;
use crate::pool::{DbPool, PoolWaits, get};
use crate::schema::mail_outbox;

pub struct PgWatch {
    pool: DbPool,
    waits: PoolWaits,
}

impl PgWatch {
    pub fn new(pool: DbPool, waits: PoolWaits) -> Self {
        Self { pool, waits }
    }
}

impl Watch for PgWatch {
    fn pool_use(&self) -> PoolUse {
        let state = self.pool.state();
        let (checkouts, waited_seconds, timeouts) = self.waits.read();
        PoolUse {
            max: self.pool.max_size(),
            open: state.connections,
            idle: state.idle_connections,
            checkouts,
            waited_seconds,
            timeouts,
        }
    }

    fn outbox_backlog(&self) -> Result<OutboxBacklog, RepoError> {
        let mut conn = get(&self.pool)?;
        let by_status: Vec<(String, i64)> = mail_outbox::table
            .filter(mail_outbox::status.ne("sent"))
            .group_by(mail_outbox::status)
            .select((mail_outbox::status, count_star()))
            .load(&mut conn)
            .map_err(repo_error)?;
        let of = |wanted: &str| {
            by_status.iter().find(|(status, _)| status == wanted).map_or(0, |(_, n)| u64::try_from(*n).unwrap_or(0))
        };
        Ok(OutboxBacklog { pending: of("pending"), failed: of("failed") })
    }
}

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use diesel::pg::PgConnection;
use diesel::r2d2::event::{CheckoutEvent, TimeoutEvent};
use diesel::r2d2::{ConnectionManager, HandleEvent, Pool, PooledConnection};
use diesel::{RunQueryDsl, sql_query};
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};
use domain::RepoError;

use crate::error::{pool_error, repo_error};

pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations");

pub type DbPool = Pool<ConnectionManager<PgConnection>>;
pub(crate) type DbConn = PooledConnection<ConnectionManager<PgConnection>>;

#[derive(Debug, Clone)]
pub struct PoolSettings {
    pub max_size: u32,
    /// How long a request waits for a connection before answering 503.
    pub connection_timeout: Duration,
}

/// Builds the pool lazily (no connection is opened here), so the server starts and answers 503 while
/// the database is down, and recovers by itself when it returns. The waits are counted as the pool hands
/// out connections, for the metrics.
pub fn connect(url: &str, settings: &PoolSettings) -> (DbPool, PoolWaits) {
    let waits = PoolWaits::default();
    let pool = Pool::builder()
        .max_size(settings.max_size)
        .min_idle(Some(0))
        .connection_timeout(settings.connection_timeout)
        .test_on_check_out(false)
        .event_handler(Box::new(waits.clone()))
        .build_unchecked(ConnectionManager::new(url));
    (pool, waits)
}

/// How long requests waited for a connection: counted by the pool's own events, so a request that waits
/// behind a full pool shows as time here before it shows as a slow answer.
#[derive(Debug, Default, Clone)]
pub struct PoolWaits(Arc<WaitCounters>);

#[derive(Debug, Default)]
struct WaitCounters {
    checkouts: AtomicU64,
    waited_micros: AtomicU64,
    timeouts: AtomicU64,
}

impl PoolWaits {
    /// Connections handed out, the seconds spent waiting for them, and the waits that gave up.
    pub fn read(&self) -> (u64, f64, u64) {
        let counters = &self.0;
        let waited = counters.waited_micros.load(Ordering::Relaxed) as f64 / 1e6;
        (counters.checkouts.load(Ordering::Relaxed), waited, counters.timeouts.load(Ordering::Relaxed))
    }
}

impl HandleEvent for PoolWaits {
    fn handle_checkout(&self, event: CheckoutEvent) {
        let micros = u64::try_from(event.duration().as_micros()).unwrap_or(u64::MAX);
        self.0.checkouts.fetch_add(1, Ordering::Relaxed);
        self.0.waited_micros.fetch_add(micros, Ordering::Relaxed);
    }

    fn handle_timeout(&self, _event: TimeoutEvent) {
        self.0.timeouts.fetch_add(1, Ordering::Relaxed);
    }
}

pub(crate) fn get(pool: &DbPool) -> Result<DbConn, RepoError> {
    pool.get().map_err(pool_error)
}

pub fn run_migrations(pool: &DbPool) -> Result<usize, String> {
    let mut conn = pool.get().map_err(|err| format!("connecting to the database: {err}"))?;
    let applied = conn.run_pending_migrations(MIGRATIONS).map_err(|err| format!("migrating: {err}"))?;
    Ok(applied.len())
}

/// Moves both version counters (the catalogue's and the configurations') past every value used before, to
/// the time in milliseconds when that is ahead: run by every server as it starts, so an ETag it gives out
/// never names what another build answered (a deploy that changed an answer's shape or judgement) or what
/// another history of the database held (a restore, a recreated demo database).
pub fn advance_versions(pool: &DbPool) -> Result<(), RepoError> {
    let mut conn = get(pool)?;
    for table in [ADVANCE_CATALOGUE_VERSION, ADVANCE_CONFIGURATIONS_VERSION] {
        sql_query(table).execute(&mut conn).map_err(repo_error)?;
    }
    Ok(())
}

const ADVANCE_CATALOGUE_VERSION: &str = "UPDATE catalogue_versions \
    SET version = greatest(version + 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint) WHERE id = 1";
const ADVANCE_CONFIGURATIONS_VERSION: &str = "UPDATE configurations_versions \
    SET version = greatest(version + 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint) WHERE id = 1";

/// `/readyz`: can we get a connection and run a query?
pub fn is_ready(pool: &DbPool) -> Result<(), RepoError> {
    let mut conn = get(pool)?;
    sql_query("SELECT 1").execute(&mut conn).map(|_| ()).map_err(repo_error)
}

//! PostgreSQL adapter: the schema, embedded migrations, and repositories implementing the domain's
//! ports. Query functions take `&mut PgConnection` so several can share one transaction.

mod audit;
pub mod catalogue;
mod configurations;
mod configurator_catalogue;
mod configurators;
mod dashboard;
mod demo;
mod error;
mod fragment;
mod impact_reports;
mod issued_quotes;
mod login_attempts;
mod outbox;
mod paginate;
mod pool;
mod requests;
mod reset_tokens;
mod revisions;
pub mod schema;
mod scope;
mod users;
mod watch;

#[cfg(feature = "testing")]
pub mod testing;

pub use audit::PgAuditLog;
pub use configurations::PgConfigurations;
pub use configurator_catalogue::PgWizardCatalogue;
pub use configurators::{PgCategoryCatalogue, PgConfigurators};
pub use dashboard::PgDashboard;
pub use demo::{
    DEMO_COPIED, DEMO_LOGINS, DEMO_REQUESTS_ON, DemoConfiguration, DemoLogin, demo_configurations,
    seed_demo_organisation, seed_demo_requests,
};
pub use impact_reports::PgImpactReports;
pub use issued_quotes::PgIssuedQuotes;
pub use login_attempts::PgLoginAttempts;
pub use outbox::{PgOutbox, REDACTED_BODY};
pub use pool::{DbPool, MIGRATIONS, PoolSettings, PoolWaits, advance_versions, connect, is_ready, run_migrations};
pub use requests::PgRequests;
pub use reset_tokens::PgResetTokens;
pub use users::PgUsers;
pub use watch::PgWatch;

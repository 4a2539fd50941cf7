//! A fresh, migrated database per test, cloned from a template (as crates.io's test_db does), so tests
//! run in parallel and never see each other's rows.
//!
//! `DATABASE_URL` names the server (and a database on it we may connect to); the template is named
//! after a hash of the migrations, so a changed migration gets a new template.

#![allow(clippy::expect_used)]

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

use diesel::pg::PgConnection;
use diesel::{Connection, RunQueryDsl, sql_query};
use diesel_migrations::MigrationHarness;
use rand::Rng;

use crate::pool::MIGRATIONS;

pub struct TestDatabase {
    pub url: String,
    name: String,
    admin_url: String,
}

fn server_url() -> String {
    std::env::var("DATABASE_URL").expect("DATABASE_URL must point to a PostgreSQL server for the tests")
}

/// `postgres://…/db?x` → (`postgres://…/`, `?x`)
fn split_url(url: &str) -> (String, String) {
    let (without_query, query) = match url.split_once('?') {
        Some((base, query)) => (base, format!("?{query}")),
        None => (url, String::new()),
    };
    let slash = without_query.rfind('/').filter(|i| *i > "postgres://".len()).unwrap_or(without_query.len());
    (format!("{}/", &without_query[..slash]), query)
}

fn url_for(database: &str) -> String {
    let (base, query) = split_url(&server_url());
    format!("{base}{database}{query}")
}

fn template_name() -> String {
    let mut hasher = DefaultHasher::new();
    for dir in std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../../migrations")).expect("migrations dir") {
        let dir = dir.expect("entry").path();
        for file in ["up.sql", "down.sql"] {
            dir.file_name().hash(&mut hasher);
            std::fs::read_to_string(dir.join(file)).unwrap_or_default().hash(&mut hasher);
        }
    }
    format!("configuratore_template_{:x}", hasher.finish())
}

/// Creates the template once per server, guarded by an advisory lock against parallel test processes.
fn ensure_template(admin_url: &str) -> String {
    static TEMPLATE: OnceLock<String> = OnceLock::new();
    TEMPLATE
        .get_or_init(|| {
            let name = template_name();
            let mut admin = PgConnection::establish(admin_url).expect("connect to the test server");
            sql_query("SELECT pg_advisory_lock(73570)").execute(&mut admin).expect("lock");
            let exists: bool = diesel::select(diesel::dsl::sql::<diesel::sql_types::Bool>(&format!(
                "EXISTS (SELECT 1 FROM pg_database WHERE datname = '{name}')"
            )))
            .get_result(&mut admin)
            .expect("look up the template");
            if !exists {
                let building = format!("{name}_building");
                sql_query(format!("DROP DATABASE IF EXISTS {building}")).execute(&mut admin).expect("drop");
                sql_query(format!("CREATE DATABASE {building}")).execute(&mut admin).expect("create template");
                {
                    let mut conn = PgConnection::establish(&url_for(&building)).expect("connect to template");
                    conn.run_pending_migrations(MIGRATIONS).expect("migrate template");
                }
                sql_query(format!("ALTER DATABASE {building} RENAME TO {name}")).execute(&mut admin).expect("rename");
            }
            sql_query("SELECT pg_advisory_unlock(73570)").execute(&mut admin).expect("unlock");
            name
        })
        .clone()
}

impl TestDatabase {
    /// A migrated database of its own.
    pub fn new() -> Self {
        let admin_url = url_for("postgres");
        let template = ensure_template(&admin_url);
        let name = format!("configuratore_test_{:016x}", rand::rng().random::<u64>());
        let mut admin = PgConnection::establish(&admin_url).expect("connect to the test server");
        sql_query(format!("CREATE DATABASE {name} TEMPLATE {template}")).execute(&mut admin).expect("clone template");
        Self { url: url_for(&name), name, admin_url }
    }

    /// An empty database with no migrations applied (for migration tests).
    pub fn empty() -> Self {
        let admin_url = url_for("postgres");
        let name = format!("configuratore_test_{:016x}", rand::rng().random::<u64>());
        let mut admin = PgConnection::establish(&admin_url).expect("connect to the test server");
        sql_query(format!("CREATE DATABASE {name}")).execute(&mut admin).expect("create database");
        Self { url: url_for(&name), name, admin_url }
    }

    pub fn connection(&self) -> PgConnection {
        PgConnection::establish(&self.url).expect("connect to the test database")
    }

    pub fn pool(&self) -> crate::DbPool {
        crate::connect(
            &self.url,
            &crate::PoolSettings { max_size: 4, connection_timeout: std::time::Duration::from_secs(2) },
        )
        .0
    }
}

impl Default for TestDatabase {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for TestDatabase {
    fn drop(&mut self) {
        if let Ok(mut admin) = PgConnection::establish(&self.admin_url) {
            let _ = sql_query(format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name)).execute(&mut admin);
        }
    }
}

use diesel_migrations::MigrationHarness;
use postgres::testing::TestDatabase;

use crate::support::flag;

fn has_table(conn: &mut diesel::PgConnection, table: &str) -> bool {
    flag(conn, &format!("SELECT to_regclass('public.{table}') IS NOT NULL AS b"))
}

#[test]
fn migrations_go_up_down_and_up_again() {
    let db = TestDatabase::empty();
    let pool = db.pool();
    let mut conn = db.connection();
    assert!(!has_table(&mut conn, "users"));

    let applied = postgres::run_migrations(&pool).expect("migrate up");
    assert!(applied >= 4, "applied {applied}");
    for table in
        ["users", "companies", "password_reset_tokens", "login_attempts", "mail_outbox", "customization_requests"]
    {
        assert!(has_table(&mut conn, table), "{table} missing after up");
    }
    assert_eq!(postgres::run_migrations(&pool).expect("nothing pending"), 0);

    let reverted = conn.revert_all_migrations(postgres::MIGRATIONS).expect("migrate down");
    assert_eq!(reverted.len(), applied);
    for table in
        ["users", "companies", "password_reset_tokens", "login_attempts", "mail_outbox", "customization_requests"]
    {
        assert!(!has_table(&mut conn, table), "{table} left behind after down");
    }
    assert!(
        !flag(&mut conn, "SELECT EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'set_updated_at') AS b"),
        "the trigger function is left behind after down"
    );

    assert_eq!(postgres::run_migrations(&pool).expect("migrate up again"), applied);
    assert!(has_table(&mut conn, "users"));
}

#[test]
fn a_fresh_test_database_is_migrated_and_empty() {
    let db = TestDatabase::new();
    let mut conn = db.connection();
    assert!(has_table(&mut conn, "users"));
    assert_eq!(crate::support::count(&mut conn, "SELECT count(*) AS n FROM users"), 0);
    assert!(postgres::is_ready(&db.pool()).is_ok());
}

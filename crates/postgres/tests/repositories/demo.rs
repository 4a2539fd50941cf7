use domain::users::Role;
use postgres::testing::TestDatabase;
use postgres::{DEMO_LOGINS, seed_demo_organisation};

use crate::support::{count, text};

const HASH: &str = "$2b$04$demo-password-hash";

#[test]
fn demo_data_is_loaded_once_into_an_empty_database() {
    let db = TestDatabase::new();
    let pool = db.pool();
    let mut conn = db.connection();

    let seeded = seed_demo_organisation(&pool, HASH).expect("seed").expect("an empty database is seeded");
    assert_eq!(seeded.len(), 4);
    assert_eq!(seeded, &DEMO_LOGINS[..]);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM users"), 4);
    for role in Role::ALL {
        assert_eq!(
            count(&mut conn, &format!("SELECT count(*) AS n FROM users WHERE role = '{}'", role.as_str())),
            1,
            "{role:?}"
        );
    }
    assert_eq!(
        count(&mut conn, &format!("SELECT count(*) AS n FROM users WHERE password_hash = '{HASH}' AND active")),
        4
    );
    let dealer = text(
        &mut conn,
        "SELECT c.name AS t FROM users u JOIN companies c ON c.id = u.company_id WHERE u.email = 'customer@example.com'",
    );
    assert_eq!(dealer.as_deref(), Some("Arredamenti Lario S.r.l."));
    assert_eq!(
        count(
            &mut conn,
            "SELECT count(*) AS n FROM users WHERE email IN ('customer@example.com', 'customer.manager@example.com') \
             AND company_id = (SELECT id FROM companies WHERE name = 'Arredamenti Lario S.r.l.')"
        ),
        2
    );
    let companies = count(&mut conn, "SELECT count(*) AS n FROM companies");
    let customers = count(&mut conn, "SELECT count(*) AS n FROM customers");

    assert_eq!(seed_demo_organisation(&pool, "$2b$04$another-hash").expect("second call"), None);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM users"), 4);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM companies"), companies);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM customers"), customers);
    assert_eq!(count(&mut conn, &format!("SELECT count(*) AS n FROM users WHERE password_hash = '{HASH}'")), 4);
}

#[test]
fn demo_data_is_not_loaded_into_a_database_with_a_company() {
    let db = TestDatabase::new();
    let mut conn = db.connection();
    crate::support::exec(&mut conn, "INSERT INTO companies (name) VALUES ('Esistente S.r.l.')");
    assert_eq!(seed_demo_organisation(&db.pool(), HASH).expect("seed"), None);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM users"), 0);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM companies"), 1);
}

use diesel::RunQueryDsl;
use diesel::pg::PgConnection;
use diesel::sql_types::{BigInt, Bool, Integer, Nullable, Text};
use domain::audit::Actor;
use domain::users::{NewUser, Role, UserRepository};
use postgres::testing::TestDatabase;
use postgres::{DbPool, PgUsers};

#[derive(diesel::QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

#[derive(diesel::QueryableByName)]
struct Flag {
    #[diesel(sql_type = Bool)]
    b: bool,
}

#[derive(diesel::QueryableByName)]
struct Int {
    #[diesel(sql_type = Integer)]
    i: i32,
}

#[derive(diesel::QueryableByName)]
struct OptText {
    #[diesel(sql_type = Nullable<Text>)]
    t: Option<String>,
}

/// A fresh database, a connection to it and `store` built on its pool.
pub fn open<S>(store: impl FnOnce(DbPool) -> S) -> (TestDatabase, PgConnection, S) {
    let db = TestDatabase::new();
    let conn = db.connection();
    let store = store(db.pool());
    (db, conn, store)
}

/// `sql` must select one bigint named `n`.
pub fn count(conn: &mut PgConnection, sql: &str) -> i64 {
    diesel::sql_query(sql).get_result::<Count>(conn).unwrap_or_else(|err| panic!("{sql}: {err}")).n
}

/// `sql` must select one boolean named `b`.
pub fn flag(conn: &mut PgConnection, sql: &str) -> bool {
    diesel::sql_query(sql).get_result::<Flag>(conn).unwrap_or_else(|err| panic!("{sql}: {err}")).b
}

/// `sql` must select one integer named `i`.
pub fn int(conn: &mut PgConnection, sql: &str) -> i32 {
    diesel::sql_query(sql).get_result::<Int>(conn).unwrap_or_else(|err| panic!("{sql}: {err}")).i
}

/// `sql` must select one nullable text named `t`.
pub fn text(conn: &mut PgConnection, sql: &str) -> Option<String> {
    diesel::sql_query(sql).get_result::<OptText>(conn).unwrap_or_else(|err| panic!("{sql}: {err}")).t
}

/// Runs one `INSERT` and answers the id of the row it wrote.
pub fn insert(conn: &mut PgConnection, sql: &str) -> i64 {
    count(conn, &format!("{sql} RETURNING id AS n"))
}

/// A category `slug` named `name` holding one type `type_name`: (category, type).
pub fn category_with_type(conn: &mut PgConnection, slug: &str, name: &str, type_name: &str) -> (i64, i64) {
    let category = insert(conn, &format!("INSERT INTO product_categories (slug, name) VALUES ('{slug}', '{name}')"));
    let product_type =
        insert(conn, &format!("INSERT INTO product_types (category_id, name) VALUES ({category}, '{type_name}')"));
    (category, product_type)
}

pub fn exec(conn: &mut PgConnection, sql: &str) {
    diesel::sql_query(sql).execute(conn).unwrap_or_else(|err| panic!("{sql}: {err}"));
}

/// A company and one of its customers: (company id, customer id).
pub fn company_with_customer(conn: &mut PgConnection, name: &str) -> (i64, i64) {
    let company = insert(conn, &format!("INSERT INTO companies (name) VALUES ('{name}')"));
    let customer =
        insert(conn, &format!("INSERT INTO customers (company_id, name) VALUES ({company}, 'Cliente di {name}')"));
    (company, customer)
}

pub fn new_user(email: &str, role: Role) -> NewUser {
    NewUser {
        email: email.to_owned(),
        password_hash: Some("$2b$04$hash-of-the-original-password".to_owned()),
        role,
        first_name: "Anna".to_owned(),
        last_name: "Verdi".to_owned(),
        phone: Some("+39 02 555 0101".to_owned()),
        locale: "it-IT".to_owned(),
        company_id: None,
        customer_id: None,
        active: true,
    }
}

/// A customer user `email` of a new company and its customer, not yet saved: (user, company id, customer id).
pub fn customer_user(conn: &mut PgConnection, company: &str, email: &str) -> (NewUser, i64, i64) {
    let (company, customer) = company_with_customer(conn, company);
    let new = NewUser { company_id: Some(company), customer_id: Some(customer), ..new_user(email, Role::Customer) };
    (new, company, customer)
}

/// Who the tests' writes are by (the audit trail names a user by id, without a foreign key).
pub fn actor() -> Actor {
    Actor { user_id: 1, name: "Anna Verdi".into() }
}

/// An active admin with a password, created through the repository.
pub fn user(db: &TestDatabase, email: &str) -> i64 {
    PgUsers::new(db.pool()).create(&new_user(email, Role::Admin), None, &actor()).expect("create a user")
}

pub fn token_version(conn: &mut PgConnection, id: i64) -> i32 {
    int(conn, &format!("SELECT token_version AS i FROM users WHERE id = {id}"))
}

/// A 32-byte token hash made of one repeated byte.
pub fn hash(byte: u8) -> Vec<u8> {
    vec![byte; 32]
}

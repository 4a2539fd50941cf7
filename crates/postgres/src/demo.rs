//! Demo data for `make run`: loaded only into a database with no users and no companies.

use diesel::prelude::*;
use domain::RepoError;
use domain::users::{NewUser, Role};

use crate::error::repo_error;
use crate::pool::{DbPool, get};
use crate::schema::{companies, customers, users};
use crate::users::insert_user;

/// A demo account: its email and role (they all share the demo password).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DemoLogin {
    pub email: &'static str,
    pub role: Role,
    pub first_name: &'static str,
    pub last_name: &'static str,
}

pub const DEMO_LOGINS: [DemoLogin; 4] = [
    DemoLogin { email: "admin@example.com", role: Role::Admin, first_name: "Alessandra", last_name: "Bianchi" },
    DemoLogin {
        email: "account.manager@example.com",
        role: Role::AccountManager,
        first_name: "Marco",
        last_name: "Ferri",
    },
    DemoLogin {
        email: "customer.manager@example.com",
        role: Role::CustomerManager,
        first_name: "Giulia",
        last_name: "Conti",
    },
    DemoLogin { email: "customer@example.com", role: Role::Customer, first_name: "Luca", last_name: "Moretti" },
];

/// Seeds the demo companies, customers and users; answers `None` and writes nothing when the
/// database already holds data.
pub fn seed_demo_organisation(pool: &DbPool, password_hash: &str) -> Result<Option<&'static [DemoLogin]>, RepoError> {
    let mut conn = get(pool)?;
    conn.transaction(|conn| {
        // Two copies starting at once must not both seed.
        diesel::sql_query("SELECT pg_advisory_xact_lock(4242)").execute(conn)?;
        let has_data: bool = diesel::select(diesel::dsl::exists(users::table.select(users::id)))
            .get_result::<bool>(conn)?
            || diesel::select(diesel::dsl::exists(companies::table.select(companies::id))).get_result::<bool>(conn)?;
        if has_data {
            return Ok(None);
        }
        let manager = insert_demo_user(conn, &DEMO_LOGINS[1], password_hash, None, None)?;
        insert_demo_user(conn, &DEMO_LOGINS[0], password_hash, None, None)?;
        let dealer: i64 = diesel::insert_into(companies::table)
            .values((
                companies::name.eq("Arredamenti Lario S.r.l."),
                companies::vat_number.eq("IT01234567890"),
                companies::email.eq("info@arredamentilario.example"),
                companies::phone.eq("+39 031 555 0101"),
                companies::address.eq("Via Borgo Vico 12"),
                companies::city.eq("Como"),
                companies::country.eq("IT"),
                companies::discount_percent.eq(12),
                companies::account_manager_id.eq(manager),
            ))
            .returning(companies::id)
            .get_result(conn)?;
        diesel::insert_into(companies::table)
            .values((
                companies::name.eq("Casa & Stile S.p.A."),
                companies::vat_number.eq("IT09876543210"),
                companies::city.eq("Bologna"),
                companies::country.eq("IT"),
                companies::discount_percent.eq(5),
            ))
            .execute(conn)?;
        let customer: i64 = diesel::insert_into(customers::table)
            .values((
                customers::company_id.eq(dealer),
                customers::name.eq("Hotel Bellavista"),
                customers::email.eq("acquisti@hotelbellavista.example"),
                customers::city.eq("Bellagio"),
            ))
            .returning(customers::id)
            .get_result(conn)?;
        diesel::insert_into(customers::table)
            .values((
                customers::company_id.eq(dealer),
                customers::name.eq("Studio Verdi Architetti"),
                customers::city.eq("Lecco"),
            ))
            .execute(conn)?;
        insert_demo_user(conn, &DEMO_LOGINS[2], password_hash, Some(dealer), None)?;
        insert_demo_user(conn, &DEMO_LOGINS[3], password_hash, Some(dealer), Some(customer))?;
        Ok(Some(&DEMO_LOGINS[..]))
    })
    .map_err(repo_error)
}

fn insert_demo_user(
    conn: &mut PgConnection,
    login: &DemoLogin,
    password_hash: &str,
    company_id: Option<i64>,
    customer_id: Option<i64>,
) -> QueryResult<i64> {
    insert_user(
        conn,
        &NewUser {
            email: login.email.to_owned(),
            password_hash: Some(password_hash.to_owned()),
            role: login.role,
            first_name: login.first_name.to_owned(),
            last_name: login.last_name.to_owned(),
            phone: None,
            locale: "it-IT".to_owned(),
            company_id,
            customer_id,
            active: true,
        },
    )
}

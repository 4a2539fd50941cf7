use chrono::{Duration, DurationRound, TimeZone, Utc};
use domain::RepoError;
use domain::catalogue::{ListQuery, ListRequest, SortKey};
use domain::mail;
use domain::said::Language;
use domain::users::{NewUser, PendingInvitation, Role, USER_SORTABLE, UserChanges, UserRepository, UserSort};
use postgres::PgUsers;

use crate::support::{
    actor, company_with_customer, count, customer_user, exec, hash, new_user, open, text, token_version, user,
};

fn invitation(byte: u8, to: &str) -> PendingInvitation {
    PendingInvitation {
        token_hash: hash(byte),
        expires_at: Utc::now() + Duration::days(7),
        mail: mail::invitation(to, Language::It, "http://app.test/reset-password/x"),
    }
}

fn changes_from(users: &PgUsers, id: i64) -> UserChanges {
    UserChanges::keeping(&users.credentials(id).unwrap().unwrap().user)
}

#[test]
fn credentials_by_email_ignores_case_and_answers_none_for_strangers() {
    let (db, _, users) = open(PgUsers::new);
    let id = user(&db, "mario.rossi@example.com");

    for email in ["mario.rossi@example.com", "Mario.Rossi@Example.COM", "MARIO.ROSSI@EXAMPLE.COM"] {
        let found = users.credentials_by_email(email).unwrap().unwrap_or_else(|| panic!("{email} not found"));
        assert_eq!(found.user.id, id);
        assert_eq!(found.user.email, "mario.rossi@example.com");
        assert_eq!(found.password_hash.as_deref(), Some("$2b$04$hash-of-the-original-password"));
        assert_eq!(found.token_version, 0);
    }
    assert_eq!(users.credentials_by_email("mario@example.com").unwrap(), None);
    assert_eq!(users.credentials_by_email("' OR 1=1 --").unwrap(), None);
}

#[test]
fn credentials_by_id_carry_every_field() {
    let (_db, mut conn, users) = open(PgUsers::new);
    let (mut new, company, customer) = customer_user(&mut conn, "Mobili Sud", "cliente@example.com");
    new.password_hash = None;
    let id = users.create(&new, None, &actor()).unwrap();

    let found = users.credentials(id).unwrap().unwrap();
    assert_eq!(found.user.id, id);
    assert_eq!(found.user.role, Role::Customer);
    assert_eq!(found.user.first_name, "Anna");
    assert_eq!(found.user.last_name, "Verdi");
    assert_eq!(found.user.phone.as_deref(), Some("+39 02 555 0101"));
    assert_eq!(found.user.locale, "it-IT");
    assert_eq!(found.user.company_id, Some(company));
    assert_eq!(found.user.customer_id, Some(customer));
    assert!(found.user.active);
    assert_eq!(found.user.last_login_at, None);
    assert_eq!(found.password_hash, None);
    assert_eq!(users.credentials(id + 1000).unwrap(), None);
}

#[test]
fn extended_names_the_company_and_the_customer() {
    let (db, mut conn, users) = open(PgUsers::new);
    let (new, _, _) = customer_user(&mut conn, "Mobili Sud", "cliente@example.com");
    let customer_user = users.create(&new, None, &actor()).unwrap();
    let admin = user(&db, "admin@example.com");

    let extended = users.extended(customer_user).unwrap().unwrap();
    assert_eq!(extended.user.id, customer_user);
    assert_eq!(extended.company_name.as_deref(), Some("Mobili Sud"));
    assert_eq!(extended.customer_name.as_deref(), Some("Cliente di Mobili Sud"));

    let extended = users.extended(admin).unwrap().unwrap();
    assert_eq!(extended.company_name, None);
    assert_eq!(extended.customer_name, None);
    assert_eq!(users.extended(admin + 1000).unwrap(), None);
}

#[test]
fn record_login_sets_the_last_login_time() {
    let (db, _, users) = open(PgUsers::new);
    let id = user(&db, "mario.rossi@example.com");
    let other = user(&db, "other@example.com");
    let at = Utc::now().duration_trunc(Duration::seconds(1)).unwrap();

    users.record_login(id, at).unwrap();

    assert_eq!(users.credentials(id).unwrap().unwrap().user.last_login_at, Some(at));
    assert_eq!(users.credentials(other).unwrap().unwrap().user.last_login_at, None);
}

#[test]
fn set_password_bumps_the_token_version_and_voids_unused_reset_tokens() {
    let (db, mut conn, users) = open(PgUsers::new);
    let id = user(&db, "mario.rossi@example.com");
    let other = user(&db, "other@example.com");
    for (owner, byte, used) in [(id, 1, false), (id, 2, true), (other, 3, false)] {
        let used_at = if used { "now() - interval '1 hour'" } else { "NULL" };
        exec(
            &mut conn,
            &format!(
                "INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, used_at) \
                 VALUES ({owner}, decode(repeat('{byte:02x}', 32), 'hex'), now() + interval '1 hour', {used_at})"
            ),
        );
    }

    assert_eq!(users.set_password(id, "$2b$04$new-hash").unwrap(), 1);
    assert_eq!(users.set_password(id, "$2b$04$newer-hash").unwrap(), 2);

    let credentials = users.credentials(id).unwrap().unwrap();
    assert_eq!(credentials.password_hash.as_deref(), Some("$2b$04$newer-hash"));
    assert_eq!(credentials.token_version, 2);
    assert_eq!(
        count(
            &mut conn,
            &format!("SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = {id} AND used_at IS NULL")
        ),
        0
    );
    assert_eq!(
        count(
            &mut conn,
            &format!("SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = {other} AND used_at IS NULL")
        ),
        1
    );
    assert_eq!(token_version(&mut conn, other), 0);
}

#[test]
fn create_without_invitation_writes_only_the_user() {
    let (_db, mut conn, users) = open(PgUsers::new);

    let id = users.create(&new_user("mario.rossi@example.com", Role::AccountManager), None, &actor()).unwrap();

    assert_eq!(users.credentials(id).unwrap().unwrap().user.role, Role::AccountManager);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM password_reset_tokens"), 0);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM mail_outbox"), 0);
}

#[test]
fn create_with_invitation_writes_the_token_and_the_mail_with_the_user() {
    let (_db, mut conn, users) = open(PgUsers::new);
    let mut new = new_user("nuovo@example.com", Role::AccountManager);
    new.password_hash = None;

    let id = users.create(&new, Some(invitation(9, "nuovo@example.com")), &actor()).unwrap();

    assert_eq!(
        count(
            &mut conn,
            &format!(
                "SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = {id} AND purpose = 'invite' \
                 AND token_hash = decode(repeat('09', 32), 'hex') AND used_at IS NULL AND expires_at > now() + interval '6 days'"
            )
        ),
        1
    );
    assert_eq!(
        count(
            &mut conn,
            "SELECT count(*) AS n FROM mail_outbox WHERE recipient = 'nuovo@example.com' \
             AND subject = 'Il tuo account del configuratore' AND body_text LIKE '%/reset-password/x%' \
             AND status = 'pending' AND attempts = 0"
        ),
        1
    );
}

#[test]
fn a_duplicate_email_is_refused_and_writes_neither_token_nor_mail() {
    let (db, mut conn, users) = open(PgUsers::new);
    user(&db, "mario.rossi@example.com");

    let mut duplicate = new_user("Mario.Rossi@Example.com", Role::AccountManager);
    duplicate.password_hash = None;
    let err = users.create(&duplicate, Some(invitation(7, "Mario.Rossi@Example.com")), &actor()).unwrap_err();

    assert!(matches!(err, RepoError::Duplicate(_)), "{err:?}");
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM users"), 1);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM password_reset_tokens"), 0);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM mail_outbox"), 0);
}

#[test]
fn update_writes_every_field_and_ends_sessions_only_when_asked() {
    let (db, mut conn, users) = open(PgUsers::new);
    let (company, customer) = company_with_customer(&mut conn, "Mobili Sud");
    let id = user(&db, "mario.rossi@example.com");

    let mut changes = changes_from(&users, id);
    changes.written.email = "mario@example.com".into();
    changes.written.role = Role::Customer;
    changes.written.first_name = "Mario".into();
    changes.written.last_name = "Rossi".into();
    changes.written.phone = None;
    changes.written.locale = "en-GB".into();
    changes.written.company_id = Some(company);
    changes.written.customer_id = Some(customer);
    users.update(id, &changes, &actor()).unwrap();

    let user = users.credentials(id).unwrap().unwrap();
    assert_eq!(user.user.email, "mario@example.com");
    assert_eq!(user.user.role, Role::Customer);
    assert_eq!((user.user.first_name.as_str(), user.user.last_name.as_str()), ("Mario", "Rossi"));
    assert_eq!(user.user.phone, None, "None clears the phone");
    assert_eq!(user.user.locale, "en-GB");
    assert_eq!((user.user.company_id, user.user.customer_id), (Some(company), Some(customer)));
    assert_eq!(user.token_version, 0, "no end_sessions, no bump");
    assert_eq!(user.password_hash.as_deref(), Some("$2b$04$hash-of-the-original-password"));

    let mut deactivate = changes_from(&users, id);
    deactivate.written.active = false;
    deactivate.end_sessions = true;
    users.update(id, &deactivate, &actor()).unwrap();
    let user = users.credentials(id).unwrap().unwrap();
    assert!(!user.user.active);
    assert_eq!(user.token_version, 1);
}

#[test]
fn update_with_a_password_sets_it_and_voids_reset_tokens() {
    let (db, mut conn, users) = open(PgUsers::new);
    let id = user(&db, "mario.rossi@example.com");
    exec(
        &mut conn,
        &format!(
            "INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) \
             VALUES ({id}, decode(repeat('05', 32), 'hex'), now() + interval '1 hour')"
        ),
    );

    let mut changes = changes_from(&users, id);
    changes.written.password_hash = Some("$2b$04$set-by-an-admin".into());
    changes.end_sessions = true;
    users.update(id, &changes, &actor()).unwrap();

    let user = users.credentials(id).unwrap().unwrap();
    assert_eq!(user.password_hash.as_deref(), Some("$2b$04$set-by-an-admin"));
    assert_eq!(user.token_version, 1);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM password_reset_tokens WHERE used_at IS NULL"), 0);
}

#[test]
fn update_reports_unknown_users_and_duplicate_emails() {
    let (db, mut conn, users) = open(PgUsers::new);
    let id = user(&db, "mario.rossi@example.com");
    user(&db, "taken@example.com");

    let changes = changes_from(&users, id);
    assert_eq!(users.update(id + 1000, &changes, &actor()), Err(RepoError::NotFound));

    let mut clash = changes_from(&users, id);
    clash.written.email = "TAKEN@example.com".into();
    clash.written.first_name = "Changed".into();
    assert!(matches!(users.update(id, &clash, &actor()), Err(RepoError::Duplicate(_))));
    assert_eq!(text(&mut conn, &format!("SELECT first_name AS t FROM users WHERE id = {id}")).as_deref(), Some("Anna"));
}

#[test]
fn customer_company_and_company_exists() {
    let (_db, mut conn, users) = open(PgUsers::new);
    let (company, customer) = company_with_customer(&mut conn, "Mobili Sud");

    assert_eq!(users.customer_company(customer).unwrap(), Some(company));
    assert_eq!(users.customer_company(customer + 1000).unwrap(), None);
    assert!(users.company_exists(company).unwrap());
    assert!(!users.company_exists(company + 1000).unwrap());
}

#[test]
fn the_caller_comes_with_the_versions_that_writes_to_what_answers_show_bump() {
    let (db, mut conn, users) = open(PgUsers::new);
    let id = user(&db, "mario.rossi@example.com");
    let versions = || users.caller(id).unwrap().expect("the caller").1;
    let (caller, start) = users.caller(id).unwrap().unwrap();
    assert_eq!(caller, users.credentials(id).unwrap().unwrap());

    users.record_login(id, Utc::now()).unwrap();
    assert_eq!(versions(), start, "a login shows in no answer");
    exec(&mut conn, &format!("UPDATE users SET last_name = 'Bianchi' WHERE id = {id}"));
    let renamed = versions();
    assert_eq!(renamed.catalogue, start.catalogue);
    assert!(renamed.configurations > start.configurations, "an owner's name shows in the list");
    exec(&mut conn, "UPDATE product_categories SET name = name");
    let catalogue = versions();
    assert!(catalogue.catalogue > renamed.catalogue);
    assert_eq!(catalogue.configurations, renamed.configurations);
    assert_eq!(users.caller(id + 1000).unwrap(), None);
}

#[test]
fn a_starting_server_moves_both_versions_past_every_earlier_one_to_the_time() {
    let (db, mut conn, users) = open(PgUsers::new);
    let id = user(&db, "mario.rossi@example.com");
    let versions = || users.caller(id).unwrap().expect("the caller").1;
    let fresh = versions();
    let before = Utc::now().timestamp_millis();
    postgres::advance_versions(&db.pool()).unwrap();
    let started = versions();
    assert!(started.catalogue >= before && started.configurations >= before, "{started:?}");
    postgres::advance_versions(&db.pool()).unwrap();
    let restarted = versions();
    assert!(restarted.catalogue > started.catalogue && restarted.configurations > started.configurations);
    assert!(fresh.catalogue < before && fresh.configurations < before, "a migrated database starts low: {fresh:?}");
    exec(&mut conn, "UPDATE product_categories SET name = name");
    assert_eq!(versions().catalogue, restarted.catalogue + 1, "writes count on from there");
}

/// Every field the user list documents sorts by its own column, both ways.
#[test]
fn the_user_list_sorts_by_every_documented_field() {
    let (_db, mut conn, users) = open(PgUsers::new);
    let (company, _) = company_with_customer(&mut conn, "Mobili Nord");
    let create = |email: &str, last_name: &str, role: Role, day: u32| {
        let new = NewUser { last_name: last_name.into(), company_id: Some(company), ..new_user(email, role) };
        let id = users.create(&new, None, &actor()).unwrap();
        users.record_login(id, Utc.with_ymd_and_hms(2026, 1, day, 9, 0, 0).unwrap()).unwrap();
        id
    };
    // Each field puts the three in another order.
    let anna = create("anna@example.com", "Verdi", Role::Admin, 3);
    let bruno = create("bruno@example.com", "Bianchi", Role::CustomerManager, 2);
    let carla = create("carla@example.com", "Neri", Role::AccountManager, 1);

    for &key in UserSort::ALL {
        let ascending = match key {
            UserSort::Email => [anna, bruno, carla],
            UserSort::LastName => [bruno, carla, anna],
            UserSort::Role => [carla, anna, bruno],
            UserSort::LastLoginAt => [carla, bruno, anna],
        };
        let mut descending = ascending;
        descending.reverse();
        for (order, expected) in [("asc", ascending), ("desc", descending)] {
            let request =
                ListRequest { sort: Some(key.name().into()), order: Some(order.into()), ..Default::default() };
            let page = users.list(&ListQuery::parse(request, USER_SORTABLE).unwrap(), Some(company), None).unwrap();
            let ids: Vec<i64> = page.items.iter().map(|item| item.user.id).collect();
            assert_eq!(ids, expected, "sorted by {} {order}", key.name());
        }
    }
}

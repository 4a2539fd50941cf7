use chrono::{Duration, Utc};
use diesel::pg::PgConnection;
use domain::RepoError;
use domain::auth::{NewResetToken, ResetPurpose, ResetTokenRepository};
use domain::mail::{self, NewMail};
use domain::said::Language;
use domain::users::UserRepository;
use postgres::testing::TestDatabase;
use postgres::{PgResetTokens, PgUsers};

use crate::support::{count, exec, hash, open, text, token_version, user};

fn token(user_id: i64, byte: u8) -> NewResetToken {
    NewResetToken {
        user_id,
        token_hash: hash(byte),
        purpose: ResetPurpose::Reset,
        expires_at: Utc::now() + Duration::hours(1),
    }
}

fn mail(to: &str) -> NewMail {
    mail::password_reset(to, Language::It, "link")
}

/// Stores a token and its mail as the worker does: a forgot-password request, taken and fulfilled.
fn store(tokens: &PgResetTokens, token: &NewResetToken, mail: &NewMail) -> Result<(), RepoError> {
    let now = Utc::now();
    tokens.request(&mail.to, now)?;
    let request = tokens.claim_requests(1, now, now + Duration::minutes(5))?.pop().expect("the request just made");
    tokens.fulfil_request(request.id, token, mail)
}

/// The user's stored password hash and token version.
fn password_and_version(conn: &mut PgConnection, id: i64) -> (Option<String>, i32) {
    (text(conn, &format!("SELECT password_hash AS t FROM users WHERE id = {id}")), token_version(conn, id))
}

#[test]
fn fulfilling_a_request_writes_the_token_and_its_mail_and_removes_the_request() {
    let (db, mut conn, tokens) = open(PgResetTokens::new);
    let id = user(&db, "mario.rossi@example.com");

    store(&tokens, &token(id, 1), &mail("mario.rossi@example.com")).unwrap();

    assert_eq!(
        count(
            &mut conn,
            &format!(
                "SELECT count(*) AS n FROM password_reset_tokens WHERE user_id = {id} AND purpose = 'reset' \
                 AND token_hash = decode(repeat('01', 32), 'hex') AND used_at IS NULL"
            )
        ),
        1
    );
    assert_eq!(
        count(&mut conn, "SELECT count(*) AS n FROM mail_outbox WHERE recipient = 'mario.rossi@example.com'"),
        1
    );
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM password_reset_requests"), 0);
}

#[test]
fn a_claimed_request_is_leased_so_no_other_worker_takes_it_until_the_lease_ends() {
    let (_db, _, tokens) = open(PgResetTokens::new);
    let now = Utc::now();
    tokens.request("mario.rossi@example.com", now).unwrap();
    tokens.request("nobody@example.com", now).unwrap();

    let first = tokens.claim_requests(1, now, now + Duration::minutes(5)).unwrap();
    let second = tokens.claim_requests(5, now, now + Duration::minutes(5)).unwrap();
    let emails = |requests: &[domain::auth::ResetRequest]| requests.iter().map(|r| r.email.clone()).collect::<Vec<_>>();

    assert_eq!(emails(&first).len(), 1);
    assert_eq!(emails(&second).len(), 1);
    assert_ne!(emails(&first), emails(&second));
    assert!(tokens.claim_requests(5, now + Duration::minutes(4), now + Duration::minutes(9)).unwrap().is_empty());
    assert_eq!(tokens.claim_requests(5, now + Duration::minutes(5), now + Duration::minutes(10)).unwrap().len(), 2);
}

#[test]
fn a_request_answered_meanwhile_is_neither_stored_nor_mailed_again() {
    let (db, mut conn, tokens) = open(PgResetTokens::new);
    let id = user(&db, "mario.rossi@example.com");
    let now = Utc::now();
    tokens.request("mario.rossi@example.com", now).unwrap();
    tokens.request("nobody@example.com", now).unwrap();
    let requests = tokens.claim_requests(5, now, now + Duration::minutes(5)).unwrap();
    let (mario, nobody) = match requests.as_slice() {
        [a, b] if a.email.starts_with("mario") => (a.id, b.id),
        [a, b] => (b.id, a.id),
        other => panic!("two requests expected: {other:?}"),
    };

    tokens.discard_request(nobody).unwrap();
    tokens.fulfil_request(mario, &token(id, 1), &mail("mario.rossi@example.com")).unwrap();
    // A second worker, whose lease ran out, answers the same request again.
    tokens.fulfil_request(mario, &token(id, 2), &mail("mario.rossi@example.com")).unwrap();

    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM password_reset_requests"), 0);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM password_reset_tokens"), 1);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM mail_outbox"), 1);
}

#[test]
fn fulfilling_writes_nothing_when_the_token_cannot_be_stored() {
    let (db, mut conn, tokens) = open(PgResetTokens::new);
    let id = user(&db, "mario.rossi@example.com");
    store(&tokens, &token(id, 1), &mail("mario.rossi@example.com")).unwrap();

    // The same hash again violates the unique index: the mail must not go out alone.
    assert!(store(&tokens, &token(id, 1), &mail("second@example.com")).is_err());
    // A hash of the wrong length violates the check.
    let mut short = token(id, 2);
    short.token_hash = vec![2; 16];
    assert!(store(&tokens, &short, &mail("third@example.com")).is_err());

    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM password_reset_tokens"), 1);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM mail_outbox"), 1);
}

#[test]
fn find_usable_ignores_used_expired_and_inactive_users_tokens() {
    let (db, mut conn, tokens) = open(PgResetTokens::new);
    let active = user(&db, "mario.rossi@example.com");
    let inactive = user(&db, "gone@example.com");
    exec(&mut conn, &format!("UPDATE users SET active = false WHERE id = {inactive}"));
    let now = Utc::now();

    store(&tokens, &token(active, 1), &mail("a@example.com")).unwrap();
    store(&tokens, &token(active, 2), &mail("a@example.com")).unwrap();
    exec(
        &mut conn,
        "UPDATE password_reset_tokens SET used_at = now() WHERE token_hash = decode(repeat('02', 32), 'hex')",
    );
    let mut expired = token(active, 3);
    expired.expires_at = now - Duration::seconds(1);
    store(&tokens, &expired, &mail("a@example.com")).unwrap();
    store(&tokens, &token(inactive, 4), &mail("b@example.com")).unwrap();

    assert_eq!(tokens.find_usable(&hash(1), now).unwrap(), Some(active));
    assert_eq!(tokens.find_usable(&hash(2), now).unwrap(), None, "used");
    assert_eq!(tokens.find_usable(&hash(3), now).unwrap(), None, "expired");
    assert_eq!(tokens.find_usable(&hash(4), now).unwrap(), None, "inactive user");
    assert_eq!(tokens.find_usable(&hash(5), now).unwrap(), None, "unknown");
    // The same token seen after its expiry.
    assert_eq!(tokens.find_usable(&hash(1), now + Duration::hours(2)).unwrap(), None);
}

#[test]
fn consume_is_single_use_sets_the_password_and_ends_sessions() {
    let (db, mut conn, tokens) = open(PgResetTokens::new);
    let users = PgUsers::new(db.pool());
    let id = user(&db, "mario.rossi@example.com");
    store(&tokens, &token(id, 1), &mail("a@example.com")).unwrap();
    store(&tokens, &token(id, 2), &mail("a@example.com")).unwrap();
    let now = Utc::now();

    assert_eq!(tokens.consume(&hash(1), "$2b$04$from-the-link", now).unwrap(), Some(id));

    let credentials = users.credentials(id).unwrap().unwrap();
    assert_eq!(credentials.password_hash.as_deref(), Some("$2b$04$from-the-link"));
    assert_eq!(credentials.token_version, 1);
    assert_eq!(
        count(&mut conn, "SELECT count(*) AS n FROM password_reset_tokens WHERE used_at IS NULL"),
        0,
        "the other link is void"
    );

    assert_eq!(tokens.consume(&hash(1), "$2b$04$second-use", now).unwrap(), None);
    assert_eq!(tokens.consume(&hash(2), "$2b$04$voided-link", now).unwrap(), None);
    assert_eq!(password_and_version(&mut conn, id), (Some("$2b$04$from-the-link".to_owned()), 1));
}

#[test]
fn consume_refuses_expired_tokens_and_inactive_users() {
    let (db, mut conn, tokens) = open(PgResetTokens::new);
    let id = user(&db, "mario.rossi@example.com");
    let gone = user(&db, "gone@example.com");
    store(&tokens, &token(id, 1), &mail("a@example.com")).unwrap();
    store(&tokens, &token(gone, 2), &mail("b@example.com")).unwrap();
    exec(&mut conn, &format!("UPDATE users SET active = false WHERE id = {gone}"));

    assert_eq!(tokens.consume(&hash(1), "$2b$04$late", Utc::now() + Duration::hours(2)).unwrap(), None);
    assert_eq!(tokens.consume(&hash(2), "$2b$04$inactive", Utc::now()).unwrap(), None);

    for user in [id, gone] {
        let original = Some("$2b$04$hash-of-the-original-password".to_owned());
        assert_eq!(password_and_version(&mut conn, user), (original, 0));
    }
}

#[test]
fn racing_consumes_of_one_token_succeed_once() {
    let db = TestDatabase::new();
    let id = user(&db, "mario.rossi@example.com");
    let pool = db.pool();
    store(&PgResetTokens::new(pool.clone()), &token(id, 1), &mail("a@example.com")).unwrap();
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(4));

    let handles: Vec<_> = (0..4)
        .map(|i| {
            let (tokens, barrier) = (PgResetTokens::new(pool.clone()), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                tokens.consume(&hash(1), &format!("$2b$04$racer-{i}"), Utc::now()).unwrap()
            })
        })
        .collect();
    let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();

    assert_eq!(results.iter().filter(|r| r.is_some()).count(), 1, "{results:?}");
    assert_eq!(token_version(&mut db.connection(), id), 1);
}

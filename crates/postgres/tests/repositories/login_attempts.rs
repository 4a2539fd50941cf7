use chrono::{DateTime, Duration, DurationRound, Utc};
use domain::auth::LoginAttempts;
use postgres::PgLoginAttempts;

use crate::support::{count, open};

fn second(at: DateTime<Utc>) -> DateTime<Utc> {
    at.duration_trunc(Duration::seconds(1)).unwrap()
}

fn keys(keys: &[&str]) -> Vec<String> {
    keys.iter().map(|k| (*k).to_owned()).collect()
}

#[test]
fn record_counts_per_key_and_since_answers_the_oldest() {
    let (_db, _, attempts) = open(PgLoginAttempts::new);
    let now = second(Utc::now());
    let email = "login:email:a@b.it";
    let client = "login:client:127.0.0.1";

    attempts.record(&keys(&[email, client]), now - Duration::minutes(10)).unwrap();
    attempts.record(&keys(&[email, client]), now - Duration::minutes(5)).unwrap();
    attempts.record(&keys(&[client]), now).unwrap();

    assert_eq!(attempts.since(email, now - Duration::minutes(15)).unwrap(), (2, Some(now - Duration::minutes(10))));
    assert_eq!(attempts.since(client, now - Duration::minutes(15)).unwrap(), (3, Some(now - Duration::minutes(10))));
    assert_eq!(attempts.since("login:email:other@b.it", now - Duration::minutes(15)).unwrap(), (0, None));
}

#[test]
fn the_window_excludes_attempts_at_or_before_its_start() {
    let (_db, _, attempts) = open(PgLoginAttempts::new);
    let now = second(Utc::now());
    let key = "login:email:a@b.it";
    let start = now - Duration::minutes(15);

    attempts.record(&keys(&[key]), start - Duration::seconds(1)).unwrap();
    attempts.record(&keys(&[key]), start).unwrap();
    attempts.record(&keys(&[key]), start + Duration::seconds(1)).unwrap();
    attempts.record(&keys(&[key]), now).unwrap();

    assert_eq!(attempts.since(key, start).unwrap(), (2, Some(start + Duration::seconds(1))));
    assert_eq!(attempts.since(key, start - Duration::seconds(1)).unwrap(), (3, Some(start)));
    assert_eq!(attempts.since(key, now).unwrap(), (0, None));
}

#[test]
fn clear_forgets_one_key_only() {
    let (_db, _, attempts) = open(PgLoginAttempts::new);
    let now = second(Utc::now());
    let (email, client) = ("login:email:a@b.it", "login:client:127.0.0.1");
    attempts.record(&keys(&[email, client]), now).unwrap();
    attempts.record(&keys(&[email, client]), now).unwrap();

    attempts.clear(email).unwrap();

    assert_eq!(attempts.since(email, now - Duration::hours(1)).unwrap(), (0, None));
    assert_eq!(attempts.since(client, now - Duration::hours(1)).unwrap().0, 2);
    attempts.clear("login:email:never-seen@b.it").unwrap();
}

#[test]
fn recording_prunes_attempts_older_than_a_day_for_those_keys() {
    let (db, _, attempts) = open(PgLoginAttempts::new);
    let now = second(Utc::now());
    let (key, other) = ("login:email:a@b.it", "login:email:c@d.it");
    attempts.record(&keys(&[key, other]), now - Duration::days(2)).unwrap();
    attempts.record(&keys(&[key]), now - Duration::hours(23)).unwrap();

    attempts.record(&keys(&[key]), now).unwrap();

    let mut conn = db.connection();
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM login_attempts WHERE key = 'login:email:a@b.it'"), 2);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM login_attempts WHERE key = 'login:email:c@d.it'"), 1);
}

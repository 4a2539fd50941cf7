use chrono::{DateTime, Duration, DurationRound, Utc};
use domain::auth::{LoginAttempts, RecentAttempts};
use postgres::PgLoginAttempts;

use crate::support::{count, open};

fn second(at: DateTime<Utc>) -> DateTime<Utc> {
    at.duration_trunc(Duration::seconds(1)).unwrap()
}

fn seen(count: i64, oldest: DateTime<Utc>, latest: DateTime<Utc>) -> RecentAttempts {
    RecentAttempts { count, oldest: Some(oldest), latest: Some(latest) }
}

fn keys(keys: &[&str]) -> Vec<String> {
    keys.iter().map(|k| (*k).to_owned()).collect()
}

#[test]
fn record_counts_per_key_and_since_answers_the_oldest_and_the_latest() {
    let (_db, _, attempts) = open(PgLoginAttempts::new);
    let now = second(Utc::now());
    let email = "login:email:a@b.it";
    let client = "login:client:127.0.0.1";

    attempts.record(&keys(&[email, client]), now - Duration::minutes(10)).unwrap();
    attempts.record(&keys(&[email, client]), now - Duration::minutes(5)).unwrap();
    attempts.record(&keys(&[client]), now).unwrap();

    let window = now - Duration::minutes(15);
    let ten_ago = now - Duration::minutes(10);
    assert_eq!(attempts.since(email, window).unwrap(), seen(2, ten_ago, now - Duration::minutes(5)));
    assert_eq!(attempts.since(client, window).unwrap(), seen(3, ten_ago, now));
    assert_eq!(attempts.since("login:email:other@b.it", window).unwrap(), RecentAttempts::default());
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

    assert_eq!(attempts.since(key, start).unwrap(), seen(2, start + Duration::seconds(1), now));
    assert_eq!(attempts.since(key, start - Duration::seconds(1)).unwrap(), seen(3, start, now));
    assert_eq!(attempts.since(key, now).unwrap(), RecentAttempts::default());
}

#[test]
fn clear_forgets_the_keys_given_only() {
    let (_db, _, attempts) = open(PgLoginAttempts::new);
    let now = second(Utc::now());
    let (email, pair, client) = ("login:email:a@b.it", "login:email+client:a@b.it 127.0.0.1", "login:client:127.0.0.1");
    attempts.record(&keys(&[email, pair, client]), now).unwrap();
    attempts.record(&keys(&[email, pair, client]), now).unwrap();

    attempts.clear(&keys(&[email, pair])).unwrap();

    let hour = now - Duration::hours(1);
    assert_eq!(attempts.since(email, hour).unwrap(), RecentAttempts::default());
    assert_eq!(attempts.since(pair, hour).unwrap(), RecentAttempts::default());
    assert_eq!(attempts.since(client, hour).unwrap().count, 2);
    attempts.clear(&keys(&["login:email:never-seen@b.it"])).unwrap();
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

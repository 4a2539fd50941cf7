use std::collections::HashSet;
use std::sync::{Arc, Barrier};

use chrono::{DateTime, Duration, Utc};
use domain::mail::{Outbox, QueuedMail};
use postgres::PgOutbox;
use postgres::testing::TestDatabase;

use crate::support::{count, exec, open, text};

fn queue(conn: &mut diesel::PgConnection, n: usize) {
    exec(
        conn,
        &format!(
            "INSERT INTO mail_outbox (recipient, subject, body_text, next_attempt_at) \
             SELECT 'to' || i || '@example.com', 'Oggetto ' || i, 'Corpo ' || i, now() - interval '1 hour' + i * interval '1 second' \
             FROM generate_series(1, {n}) AS i"
        ),
    );
}

/// Queues one mail and claims it now: answers the time of the claim and the mail.
fn claim_one(conn: &mut diesel::PgConnection, outbox: &PgOutbox) -> (DateTime<Utc>, QueuedMail) {
    queue(conn, 1);
    let now = Utc::now();
    (now, outbox.claim_due(1, now, now + Duration::minutes(5)).unwrap().remove(0))
}

#[test]
fn claim_due_leases_the_rows_it_answers() {
    let (_db, mut conn, outbox) = open(PgOutbox::new);
    queue(&mut conn, 3);
    exec(
        &mut conn,
        "INSERT INTO mail_outbox (recipient, subject, body_text, next_attempt_at) \
         VALUES ('later@example.com', 'Dopo', 'Corpo', now() + interval '1 hour')",
    );
    let now = Utc::now();

    let claimed = outbox.claim_due(2, now, now + Duration::minutes(5)).unwrap();
    assert_eq!(claimed.len(), 2, "limit");
    assert_eq!(claimed[0].to, "to1@example.com");
    assert_eq!(claimed[0].subject, "Oggetto 1");
    assert_eq!(claimed[0].body, "Corpo 1");
    assert_eq!(claimed[0].attempts, 0);

    let rest = outbox.claim_due(10, now, now + Duration::minutes(5)).unwrap();
    assert_eq!(
        rest.iter().map(|m| m.to.as_str()).collect::<Vec<_>>(),
        ["to3@example.com"],
        "leased and future rows are not due"
    );
    assert!(outbox.claim_due(10, now, now + Duration::minutes(5)).unwrap().is_empty());

    // A deliverer that died: its lease runs out and the mail is due again.
    let after_lease = now + Duration::minutes(6);
    assert_eq!(outbox.claim_due(10, after_lease, after_lease + Duration::minutes(5)).unwrap().len(), 3);
}

#[test]
fn mark_sent_records_the_delivery() {
    let (_db, mut conn, outbox) = open(PgOutbox::new);
    let (now, mail) = claim_one(&mut conn, &outbox);
    exec(&mut conn, &format!("UPDATE mail_outbox SET last_error = 'earlier failure' WHERE id = {}", mail.id));

    outbox.mark_sent(mail.id, now).unwrap();

    assert_eq!(
        count(
            &mut conn,
            &format!(
                "SELECT count(*) AS n FROM mail_outbox WHERE id = {} AND status = 'sent' AND attempts = 1 \
                 AND sent_at IS NOT NULL AND last_error IS NULL",
                mail.id
            )
        ),
        1
    );
    assert!(
        outbox.claim_due(10, now + Duration::hours(2), now + Duration::hours(3)).unwrap().is_empty(),
        "sent mails are never due"
    );
}

#[test]
fn mark_failed_with_a_retry_time_makes_the_mail_due_again_then() {
    let (_db, mut conn, outbox) = open(PgOutbox::new);
    let (now, mail) = claim_one(&mut conn, &outbox);
    let retry_at = now + Duration::seconds(10);

    outbox.mark_failed(mail.id, "smtp down", Some(retry_at)).unwrap();

    assert_eq!(text(&mut conn, "SELECT status AS t FROM mail_outbox").as_deref(), Some("pending"));
    assert_eq!(text(&mut conn, "SELECT last_error AS t FROM mail_outbox").as_deref(), Some("smtp down"));
    assert!(outbox.claim_due(10, retry_at - Duration::seconds(1), now + Duration::minutes(5)).unwrap().is_empty());
    let again = outbox.claim_due(10, retry_at, retry_at + Duration::minutes(5)).unwrap();
    assert_eq!(again.len(), 1);
    assert_eq!(again[0].id, mail.id);
    assert_eq!(again[0].attempts, 1);
}

#[test]
fn mark_failed_without_a_retry_gives_the_mail_up() {
    let (_db, mut conn, outbox) = open(PgOutbox::new);
    let (now, mail) = claim_one(&mut conn, &outbox);

    outbox.mark_failed(mail.id, "mailbox does not exist", None).unwrap();

    assert_eq!(
        count(
            &mut conn,
            "SELECT count(*) AS n FROM mail_outbox WHERE status = 'failed' AND attempts = 1 \
             AND last_error = 'mailbox does not exist' AND sent_at IS NULL"
        ),
        1
    );
    assert!(outbox.claim_due(10, now + Duration::days(1), now + Duration::days(2)).unwrap().is_empty());
}

#[test]
fn racing_claims_never_answer_the_same_row_twice() {
    let db = TestDatabase::new();
    let mut conn = db.connection();
    queue(&mut conn, 60);
    let pool = db.pool();
    let barrier = Arc::new(Barrier::new(2));

    let handles: Vec<_> = (0..2)
        .map(|_| {
            let (outbox, barrier) = (PgOutbox::new(pool.clone()), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                let mut ids = vec![];
                loop {
                    let now = Utc::now();
                    let batch = outbox.claim_due(3, now, now + Duration::minutes(5)).unwrap();
                    if batch.is_empty() {
                        return ids;
                    }
                    ids.extend(batch.into_iter().map(|m| m.id));
                }
            })
        })
        .collect();
    let claimed: Vec<Vec<i64>> = handles.into_iter().map(|h| h.join().unwrap()).collect();

    let all: Vec<i64> = claimed.iter().flatten().copied().collect();
    let distinct: HashSet<i64> = all.iter().copied().collect();
    assert_eq!(all.len(), distinct.len(), "a row was claimed twice");
    assert_eq!(distinct.len(), 60, "every row was claimed once");
}

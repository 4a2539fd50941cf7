use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::RepoError;
use domain::mail::{NewMail, Outbox, QueuedMail};

use crate::error::repo_error;
use crate::pool::{DbPool, get};
use crate::schema::mail_outbox;

/// Queues a mail inside the caller's transaction: it exists if and only if the change that caused it
/// was committed.
pub(crate) fn enqueue(conn: &mut PgConnection, mail: &NewMail) -> QueryResult<()> {
    diesel::insert_into(mail_outbox::table)
        .values((
            mail_outbox::recipient.eq(&mail.to),
            mail_outbox::subject.eq(mail.subject()),
            mail_outbox::body_text.eq(mail.body()),
        ))
        .execute(conn)
        .map(|_| ())
}

/// What a mail's body becomes once it has been delivered or given up: its links are single-use secrets
/// that must not outlive their purpose in the database.
pub const REDACTED_BODY: &str = "[contenuto rimosso dopo l'invio]";

#[derive(Clone)]
pub struct PgOutbox {
    pool: DbPool,
}

impl PgOutbox {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl Outbox for PgOutbox {
    fn claim_due(
        &self,
        limit: i64,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> Result<Vec<QueuedMail>, RepoError> {
        let mut conn = get(&self.pool)?;
        conn.transaction(|conn| {
            // SKIP LOCKED: copies of the server running this at once each take different rows.
            let due: Vec<(i64, String, String, String, i32)> = mail_outbox::table
                .filter(mail_outbox::status.eq("pending"))
                .filter(mail_outbox::next_attempt_at.le(now))
                .order(mail_outbox::next_attempt_at.asc())
                .limit(limit)
                .select((
                    mail_outbox::id,
                    mail_outbox::recipient,
                    mail_outbox::subject,
                    mail_outbox::body_text,
                    mail_outbox::attempts,
                ))
                .for_update()
                .skip_locked()
                .load(conn)?;
            let ids: Vec<i64> = due.iter().map(|row| row.0).collect();
            diesel::update(mail_outbox::table.filter(mail_outbox::id.eq_any(&ids)))
                .set(mail_outbox::next_attempt_at.eq(lease_until))
                .execute(conn)?;
            Ok(due
                .into_iter()
                .map(|(id, to, subject, body, attempts)| QueuedMail { id, to, subject, body, attempts })
                .collect())
        })
        .map_err(repo_error)
    }

    fn mark_sent(&self, id: i64, at: DateTime<Utc>) -> Result<(), RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::update(mail_outbox::table.find(id))
            .set((
                mail_outbox::status.eq("sent"),
                mail_outbox::sent_at.eq(at),
                mail_outbox::attempts.eq(mail_outbox::attempts + 1),
                mail_outbox::last_error.eq(None::<String>),
                mail_outbox::body_text.eq(REDACTED_BODY),
            ))
            .execute(&mut conn)
            .map(|_| ())
            .map_err(repo_error)
    }

    fn mark_failed(&self, id: i64, error: &str, retry_at: Option<DateTime<Utc>>) -> Result<(), RepoError> {
        let mut conn = get(&self.pool)?;
        let target = mail_outbox::table.find(id);
        let attempts = mail_outbox::attempts.eq(mail_outbox::attempts + 1);
        let last_error = mail_outbox::last_error.eq(error);
        let result = match retry_at {
            Some(at) => diesel::update(target)
                .set((attempts, last_error, mail_outbox::next_attempt_at.eq(at)))
                .execute(&mut conn),
            None => diesel::update(target)
                .set((attempts, last_error, mail_outbox::status.eq("failed"), mail_outbox::body_text.eq(REDACTED_BODY)))
                .execute(&mut conn),
        };
        result.map(|_| ()).map_err(repo_error)
    }
}

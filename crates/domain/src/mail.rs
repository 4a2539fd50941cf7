//! Mails are composed here and queued in the outbox by the repository that makes the change causing
//! them, in the same transaction; a worker hands them to a `MailSender` later.

use chrono::{DateTime, Duration, Utc};

use crate::clock::Clock;
use crate::error::RepoError;
use crate::requests::RequestStatus;
use crate::said::Language;
pub use crate::said::Letter;

/// A mail waiting to be queued: to whom, in which language, and which letter. The outbox writes its
/// words when it queues it ([`NewMail::subject`], [`NewMail::body`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMail {
    pub to: String,
    pub language: Language,
    pub letter: Letter,
}

impl NewMail {
    pub fn subject(&self) -> String {
        self.letter.subject(self.language)
    }

    pub fn body(&self) -> String {
        self.letter.body(self.language)
    }
}

/// A mail taken from the outbox for delivery.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueuedMail {
    pub id: i64,
    pub to: String,
    pub subject: String,
    pub body: String,
    pub attempts: i32,
}

#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct SendError(pub String);

/// Delivers one mail (SMTP in production, a folder on disk in development).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait MailSender: Send + Sync {
    fn send(&self, mail: &QueuedMail) -> Result<(), SendError>;
}

/// Each mail is written in its recipient's language, whoever's request causes it.
pub fn password_reset(to: &str, language: Language, link: &str) -> NewMail {
    NewMail { to: to.to_owned(), language, letter: Letter::PasswordReset { link: link.to_owned() } }
}

pub fn invitation(to: &str, language: Language, link: &str) -> NewMail {
    NewMail { to: to.to_owned(), language, letter: Letter::Invitation { link: link.to_owned() } }
}

/// To an administrator: a customization request to review. User text stays out of the subject (a header).
pub fn request_sent(
    to: &str,
    language: Language,
    requester: &str,
    configuration: &str,
    message: &str,
    link: &str,
) -> NewMail {
    let letter = Letter::RequestSent {
        requester: requester.to_owned(),
        configuration: configuration.to_owned(),
        message: message.to_owned(),
        link: link.to_owned(),
    };
    NewMail { to: to.to_owned(), language, letter }
}

/// To the requester: the administrator's decision and response.
pub fn request_decided(
    to: &str,
    language: Language,
    configuration: &str,
    status: RequestStatus,
    response: Option<&str>,
    link: &str,
) -> NewMail {
    let letter = Letter::RequestDecided {
        configuration: configuration.to_owned(),
        status,
        response: response.map(str::to_owned),
        link: link.to_owned(),
    };
    NewMail { to: to.to_owned(), language, letter }
}

/// The mail outbox as the delivery worker sees it.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Outbox: Send + Sync {
    /// Takes up to `limit` due mails and leases them until `lease_until`, so that several server copies
    /// never deliver the same mail at once; a mail whose deliverer died is due again after the lease.
    fn claim_due(
        &self,
        limit: i64,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> Result<Vec<QueuedMail>, RepoError>;
    fn mark_sent(&self, id: i64, at: DateTime<Utc>) -> Result<(), RepoError>;
    /// Records a failed attempt: due again at `retry_at`, or given up when `None`.
    fn mark_failed(&self, id: i64, error: &str, retry_at: Option<DateTime<Utc>>) -> Result<(), RepoError>;
}

/// Attempts before a mail is given up (and stays in the outbox, marked failed, for an operator).
pub const MAX_DELIVERY_ATTEMPTS: i32 = 12;
const LEASE: Duration = Duration::minutes(5);

/// When to try again after `attempts` failures: 10 s doubling, capped at an hour.
pub fn retry_delay(attempts: i32) -> Duration {
    let exponent = u32::try_from(attempts.clamp(1, 20) - 1).unwrap_or(0);
    let seconds = 10_i64.saturating_mul(2_i64.saturating_pow(exponent));
    Duration::seconds(seconds.min(3600))
}

/// One pass of the delivery worker; answers how many mails went out.
pub fn deliver_due(
    outbox: &dyn Outbox,
    sender: &dyn MailSender,
    clock: &dyn Clock,
    batch: i64,
) -> Result<usize, RepoError> {
    let now = clock.now();
    let mut delivered = 0;
    for mail in outbox.claim_due(batch, now, now + LEASE)? {
        match sender.send(&mail) {
            Ok(()) => {
                outbox.mark_sent(mail.id, clock.now())?;
                delivered += 1;
            }
            Err(SendError(error)) => {
                let attempts = mail.attempts + 1;
                let retry_at = (attempts < MAX_DELIVERY_ATTEMPTS).then(|| clock.now() + retry_delay(attempts));
                outbox.mark_failed(mail.id, &error, retry_at)?;
            }
        }
    }
    Ok(delivered)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::clock::MockClock;

    fn queued(id: i64, attempts: i32) -> QueuedMail {
        QueuedMail { id, to: "a@b.it".into(), subject: "s".into(), body: "b".into(), attempts }
    }

    fn clock() -> MockClock {
        let mut clock = MockClock::new();
        clock.expect_now().return_const(DateTime::<Utc>::UNIX_EPOCH);
        clock
    }

    #[test]
    fn delivered_mails_are_marked_sent_and_failures_are_retried_later() {
        let now = DateTime::<Utc>::UNIX_EPOCH;
        let mut outbox = MockOutbox::new();
        outbox
            .expect_claim_due()
            .withf(move |limit, at, lease| *limit == 10 && *at == now && *lease == now + Duration::minutes(5))
            .return_once(|_, _, _| Ok(vec![queued(1, 0), queued(2, 2)]));
        outbox.expect_mark_sent().withf(|id, _| *id == 1).times(1).returning(|_, _| Ok(()));
        outbox
            .expect_mark_failed()
            .withf(move |id, error, retry| {
                *id == 2 && error == "smtp down" && *retry == Some(now + Duration::seconds(40))
            })
            .times(1)
            .returning(|_, _, _| Ok(()));
        let mut sender = MockMailSender::new();
        sender.expect_send().returning(|mail| if mail.id == 1 { Ok(()) } else { Err(SendError("smtp down".into())) });

        assert_eq!(deliver_due(&outbox, &sender, &clock(), 10).unwrap(), 1);
    }

    #[test]
    fn a_mail_is_given_up_after_the_last_attempt() {
        let mut outbox = MockOutbox::new();
        outbox.expect_claim_due().return_once(|_, _, _| Ok(vec![queued(7, MAX_DELIVERY_ATTEMPTS - 1)]));
        outbox
            .expect_mark_failed()
            .withf(|id, _, retry| *id == 7 && retry.is_none())
            .times(1)
            .returning(|_, _, _| Ok(()));
        let mut sender = MockMailSender::new();
        sender.expect_send().returning(|_| Err(SendError("refused".into())));
        assert_eq!(deliver_due(&outbox, &sender, &clock(), 10).unwrap(), 0);
    }

    #[test]
    fn retry_delays_double_and_are_capped() {
        assert_eq!(retry_delay(1), Duration::seconds(10));
        assert_eq!(retry_delay(2), Duration::seconds(20));
        assert_eq!(retry_delay(5), Duration::seconds(160));
        assert_eq!(retry_delay(30), Duration::hours(1));
    }
}

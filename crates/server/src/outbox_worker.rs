use std::sync::Arc;
use std::time::Duration;

use domain::auth::AuthService;
use domain::clock::Clock;
use domain::mail::{MailSender, Outbox, deliver_due};

const BATCH: i64 = 20;

/// Answers queued forgot-password calls (their reset mails go into the outbox) and delivers queued
/// mails, until the process stops. A mail server or database that is down only delays mail: failures
/// are retried with backoff, nothing is lost.
pub async fn run(
    auth: Arc<AuthService>,
    outbox: Arc<dyn Outbox>,
    sender: Arc<dyn MailSender>,
    clock: Arc<dyn Clock>,
    poll: Duration,
) {
    loop {
        let (auth, outbox, sender, clock) = (auth.clone(), outbox.clone(), sender.clone(), clock.clone());
        // Each half runs even when the other fails: a stuck request must not hold up other mail.
        let pass = tokio::task::spawn_blocking(move || {
            let answered = auth.send_requested_resets(BATCH);
            let delivered = deliver_due(outbox.as_ref(), sender.as_ref(), clock.as_ref(), BATCH);
            (answered, delivered)
        })
        .await;
        match pass {
            Ok((answered, delivered)) => {
                if let Err(err) = &answered {
                    tracing::warn!(error = %err, "forgot-password requests pass failed; retrying");
                }
                if let Err(err) = &delivered {
                    tracing::warn!(error = %err, "mail outbox pass failed; retrying");
                }
                // A full batch means more may be waiting: go again at once.
                let full = |done: usize| done as i64 == BATCH;
                if answered.is_ok_and(full) || delivered.is_ok_and(full) {
                    continue;
                }
            }
            Err(err) => tracing::error!(error = %err, "mail outbox pass panicked"),
        }
        tokio::time::sleep(poll).await;
    }
}

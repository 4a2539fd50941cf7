use std::sync::Arc;
use std::time::Duration;

use domain::DomainError;
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
        let pass = tokio::task::spawn_blocking(move || -> Result<bool, DomainError> {
            let answered = auth.send_requested_resets(BATCH)?;
            let delivered = deliver_due(outbox.as_ref(), sender.as_ref(), clock.as_ref(), BATCH)?;
            Ok(answered as i64 == BATCH || delivered as i64 == BATCH)
        })
        .await;
        match pass {
            // A full batch means more may be waiting: go again at once.
            Ok(Ok(true)) => continue,
            Ok(Ok(false)) => {}
            Ok(Err(err)) => tracing::warn!(error = %err, "mail outbox pass failed; retrying"),
            Err(err) => tracing::error!(error = %err, "mail outbox pass panicked"),
        }
        tokio::time::sleep(poll).await;
    }
}

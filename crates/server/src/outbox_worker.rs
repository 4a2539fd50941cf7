use std::sync::Arc;
use std::time::Duration;

use domain::clock::Clock;
use domain::mail::{MailSender, Outbox, deliver_due};

const BATCH: i64 = 20;

/// Delivers queued mails until the process stops. A mail server or database that is down only delays
/// mail: failures are retried with backoff, nothing is lost.
pub async fn run(outbox: Arc<dyn Outbox>, sender: Arc<dyn MailSender>, clock: Arc<dyn Clock>, poll: Duration) {
    loop {
        let (outbox, sender, clock) = (outbox.clone(), sender.clone(), clock.clone());
        let pass =
            tokio::task::spawn_blocking(move || deliver_due(outbox.as_ref(), sender.as_ref(), clock.as_ref(), BATCH))
                .await;
        match pass {
            // A full batch means more may be waiting: go again at once.
            Ok(Ok(delivered)) if delivered as i64 == BATCH => continue,
            Ok(Ok(_)) => {}
            Ok(Err(err)) => tracing::warn!(error = %err, "mail outbox pass failed; retrying"),
            Err(err) => tracing::error!(error = %err, "mail outbox pass panicked"),
        }
        tokio::time::sleep(poll).await;
    }
}

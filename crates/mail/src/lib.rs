//! Adapters for the domain's `MailSender` port.

use std::fs;
use std::path::PathBuf;

use domain::mail::{MailSender, QueuedMail, SendError};
use lettre::message::{Mailbox, header::ContentType};
use lettre::transport::smtp::SmtpTransport;
use lettre::{Message, Transport};

/// Development mailbox: each mail becomes a text file in a folder, and links are logged.
pub struct FolderMailbox {
    dir: PathBuf,
}

impl FolderMailbox {
    pub fn new(dir: impl Into<PathBuf>) -> std::io::Result<Self> {
        let dir = dir.into();
        fs::create_dir_all(&dir)?;
        Ok(Self { dir })
    }
}

impl MailSender for FolderMailbox {
    fn send(&self, mail: &QueuedMail) -> Result<(), SendError> {
        let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%S%.3f");
        let path = self.dir.join(format!("{stamp}-{:06}.txt", mail.id));
        let text = format!("To: {}\nSubject: {}\n\n{}", mail.to, mail.subject, mail.body);
        fs::write(&path, text).map_err(|err| SendError(format!("writing {}: {err}", path.display())))?;
        for link in mail.body.split_whitespace().filter(|word| word.starts_with("http")) {
            tracing::info!(to = %mail.to, %link, "development mail written to {}", path.display());
        }
        Ok(())
    }
}

/// SMTP delivery, e.g. `smtps://user:pass@smtp.example.com` or `smtp://127.0.0.1:1025` for a catcher.
pub struct SmtpSender {
    transport: SmtpTransport,
    from: Mailbox,
}

impl SmtpSender {
    pub fn new(url: &str, from: &str) -> Result<Self, String> {
        let transport = SmtpTransport::from_url(url).map_err(|err| format!("SMTP_URL: {err}"))?.build();
        let from = from.parse().map_err(|err| format!("MAIL_FROM: {err}"))?;
        Ok(Self { transport, from })
    }
}

impl MailSender for SmtpSender {
    fn send(&self, mail: &QueuedMail) -> Result<(), SendError> {
        let to: Mailbox = mail.to.parse().map_err(|err| SendError(format!("recipient {}: {err}", mail.to)))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(&mail.subject)
            .header(ContentType::TEXT_PLAIN)
            .body(mail.body.clone())
            .map_err(|err| SendError(format!("building the mail: {err}")))?;
        self.transport.send(&message).map(|_| ()).map_err(|err| SendError(err.to_string()))
    }
}

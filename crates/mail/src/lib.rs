//! Adapters for the domain's `MailSender` port.

use std::fs::{DirBuilder, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::PathBuf;

use domain::mail::{MailSender, QueuedMail, SendError};
use lettre::message::{Mailbox, header::ContentType};
use lettre::transport::smtp::SmtpTransport;
use lettre::{Message, Transport};

/// Development mailbox: each mail becomes a text file in a folder. Mails carry reset and invitation
/// links, so the folder and the files are readable by their owner only, and the log names the file,
/// never the link.
pub struct FolderMailbox {
    dir: PathBuf,
}

impl FolderMailbox {
    pub fn new(dir: impl Into<PathBuf>) -> std::io::Result<Self> {
        let dir = dir.into();
        DirBuilder::new().recursive(true).mode(0o700).create(&dir)?;
        Ok(Self { dir })
    }
}

impl MailSender for FolderMailbox {
    fn send(&self, mail: &QueuedMail) -> Result<(), SendError> {
        let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%S%.3f");
        let path = self.dir.join(format!("{stamp}-{:06}.txt", mail.id));
        let text = format!("To: {}\nSubject: {}\n\n{}", mail.to, mail.subject, mail.body);
        OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&path)
            .and_then(|mut file| file.write_all(text.as_bytes()))
            .map_err(|err| SendError(format!("writing {}: {err}", path.display())))?;
        tracing::info!(to = %mail.to, subject = %mail.subject, "development mail written to {}", path.display());
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

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::os::unix::fs::PermissionsExt;
    use std::path::Path;
    use std::sync::{Arc, Mutex};

    use super::*;

    const LINK: &str = "http://app.test/reset-password/s3cr3t-t0k3n";

    /// A fresh folder under the system's temporary directory, removed when dropped.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(label: &str) -> Self {
            let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
            Self(std::env::temp_dir().join(format!("mail-test-{label}-{}-{nanos}", std::process::id())))
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    fn reset_mail() -> QueuedMail {
        QueuedMail {
            id: 7,
            to: "mario.rossi@example.com".into(),
            subject: "Reimposta la password".into(),
            body: format!("Apri {LINK} entro un'ora."),
            attempts: 0,
        }
    }

    /// Everything logged while `run` runs, as the server's formatter writes it.
    fn logged(run: impl FnOnce()) -> String {
        #[derive(Clone, Default)]
        struct Buffer(Arc<Mutex<Vec<u8>>>);
        impl Write for Buffer {
            fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(bytes);
                Ok(bytes.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let buffer = Buffer::default();
        let writer = buffer.clone();
        let subscriber = tracing_subscriber::fmt().with_writer(move || writer.clone()).with_ansi(false).finish();
        tracing::subscriber::with_default(subscriber, run);
        String::from_utf8(buffer.0.lock().unwrap().clone()).unwrap()
    }

    /// The tests that send take turns: tracing decides per process whether a log line is wanted, and a line
    /// first reached on another thread, with no subscriber there, could be decided "never" while the log test
    /// listens.
    static SENDING: Mutex<()> = Mutex::new(());

    #[test]
    fn the_mailbox_folder_and_its_mails_are_readable_by_their_owner_only() {
        let _turn = SENDING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let temp = TempDir::new("modes");
        let dir = temp.0.join("data").join("mail");
        let mailbox = FolderMailbox::new(&dir).unwrap();
        mailbox.send(&reset_mail()).unwrap();

        assert_eq!(mode(&dir), 0o700);
        assert_eq!(mode(&temp.0.join("data")), 0o700, "a folder created on the way is private too");
        let files: Vec<PathBuf> = std::fs::read_dir(&dir).unwrap().map(|entry| entry.unwrap().path()).collect();
        assert_eq!(files.len(), 1);
        assert_eq!(mode(&files[0]), 0o600);
        let text = std::fs::read_to_string(&files[0]).unwrap();
        assert!(text.starts_with("To: mario.rossi@example.com\nSubject: Reimposta la password\n\n"), "{text}");
        assert!(text.contains(LINK), "{text}");
    }

    #[test]
    fn the_log_names_the_mail_file_but_never_the_link() {
        let _turn = SENDING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let temp = TempDir::new("log");
        let mailbox = FolderMailbox::new(&temp.0).unwrap();
        let log = logged(|| mailbox.send(&reset_mail()).unwrap());

        let file = std::fs::read_dir(&temp.0).unwrap().next().unwrap().unwrap().path();
        assert!(log.contains(&file.display().to_string()), "the log should name {}: {log}", file.display());
        assert!(!log.contains("s3cr3t-t0k3n"), "the token reached the log: {log}");
        assert!(!log.contains("entro un'ora"), "the body reached the log: {log}");
    }

    /// Every address the app accepts for an account is one this sender takes as a recipient, and what the
    /// sender refuses the app refuses first (a refused recipient would otherwise be retried for hours).
    #[test]
    fn the_app_accepts_exactly_the_addresses_the_mailer_takes() {
        for address in [
            "mario.rossi@example.com",
            "a+tag@sub.example.it",
            "o'brien@example.ie",
            "a..b@example.com",
            ".a@b.it",
            "a.@b.it",
            "a@b..it",
            "a b@c.it",
            "a@-b.it",
            "a@b-.it",
        ] {
            let app = domain::users::validate_email(address).is_ok();
            let mailer = address.parse::<Mailbox>().is_ok();
            assert_eq!(app, mailer, "{address}: app accepts {app}, mailer takes {mailer}");
        }
    }
}

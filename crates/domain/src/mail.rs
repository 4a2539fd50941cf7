//! Mails are composed here and queued in the outbox by the repository that makes the change causing
//! them, in the same transaction; a worker hands them to a `MailSender` later.

/// A mail waiting in the outbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewMail {
    pub to: String,
    pub subject: String,
    pub body: String,
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

pub fn password_reset(to: &str, link: &str) -> NewMail {
    NewMail {
        to: to.to_owned(),
        subject: "Reimposta la tua password".into(),
        body: format!(
            "Ciao,\n\nabbiamo ricevuto una richiesta di reimpostare la password del tuo account.\n\
             Apri questo link entro un'ora per sceglierne una nuova:\n\n{link}\n\n\
             Se non sei stato tu, ignora questa e-mail: la password resta invariata.\n"
        ),
    }
}

pub fn invitation(to: &str, link: &str) -> NewMail {
    NewMail {
        to: to.to_owned(),
        subject: "Il tuo account del configuratore".into(),
        body: format!(
            "Ciao,\n\nè stato creato un account per te nel configuratore di prodotto.\n\
             Apri questo link per scegliere la tua password:\n\n{link}\n\n\
             Il link vale una volta sola.\n"
        ),
    }
}

use super::{Language, Saved};
use crate::requests::RequestStatus;
use crate::say;

/// The mails the product sends, with what each one names; the people's own words (a request's message, an
/// administrator's response) travel as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Letter {
    PasswordReset {
        link: String,
    },
    Invitation {
        link: String,
    },
    /// To an administrator: a customization request to review.
    RequestSent {
        requester: String,
        configuration: String,
        message: String,
        link: String,
    },
    /// To the requester: the administrator's decision and response.
    RequestDecided {
        configuration: String,
        status: RequestStatus,
        response: Option<String>,
        link: String,
    },
}

impl Letter {
    /// The subject line; user text stays out of it (it is a header).
    pub fn subject(&self, language: Language) -> String {
        match self {
            Self::PasswordReset { .. } => say!(language, "Reimposta la tua password", "Reset your password"),
            Self::Invitation { .. } => {
                say!(language, "Il tuo account del configuratore", "Your product configurator account")
            }
            Self::RequestSent { .. } => {
                say!(language, "Nuova richiesta di personalizzazione", "New customization request")
            }
            Self::RequestDecided { status, .. } => {
                let status = Saved::Status(*status).render(language).to_lowercase();
                say!(language, "Richiesta di personalizzazione: {status}", "Customization request: {status}")
            }
        }
    }

    pub fn body(&self, language: Language) -> String {
        match self {
            Self::PasswordReset { link } => say!(
                language,
                "Ciao,\n\nabbiamo ricevuto una richiesta di reimpostare la password del tuo account.\n\
                 Apri questo link entro un'ora per sceglierne una nuova:\n\n{link}\n\n\
                 Se non sei stato tu, ignora questa e-mail: la password resta invariata.\n",
                "Hello,\n\nwe received a request to reset the password of your account.\n\
                 Open this link within an hour to choose a new one:\n\n{link}\n\n\
                 If it was not you, ignore this email: your password stays as it is.\n"
            ),
            Self::Invitation { link } => say!(
                language,
                "Ciao,\n\nè stato creato un account per te nel configuratore di prodotto.\n\
                 Apri questo link per scegliere la tua password:\n\n{link}\n\n\
                 Il link vale una volta sola.\n",
                "Hello,\n\nan account has been created for you in the product configurator.\n\
                 Open this link to choose your password:\n\n{link}\n\n\
                 The link works only once.\n"
            ),
            Self::RequestSent { requester, configuration, message, link } => say!(
                language,
                "Ciao,\n\n{requester} ha inviato una richiesta di personalizzazione per la configurazione \
                 «{configuration}»:\n\n{message}\n\nApri la richiesta per valutarla:\n\n{link}\n",
                "Hello,\n\n{requester} sent a customization request for the configuration \
                 «{configuration}»:\n\n{message}\n\nOpen the request to review it:\n\n{link}\n"
            ),
            Self::RequestDecided { configuration, status, response, link } => {
                let status = Saved::Status(*status).render(language).to_lowercase();
                let response = response
                    .as_ref()
                    .map(|response| {
                        say!(
                            language,
                            "Risposta dell'amministratore:\n\n{response}\n\n",
                            "The administrator's response:\n\n{response}\n\n"
                        )
                    })
                    .unwrap_or_default();
                say!(
                    language,
                    "Ciao,\n\nla tua richiesta di personalizzazione per la configurazione «{configuration}» è stata \
                     valutata: {status}.\n\n{response}Apri la configurazione:\n\n{link}\n",
                    "Hello,\n\nyour customization request for the configuration «{configuration}» has been \
                     reviewed: {status}.\n\n{response}Open the configuration:\n\n{link}\n"
                )
            }
        }
    }
}

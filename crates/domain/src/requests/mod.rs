//! Customization requests (docs/product.md section 5): the statuses and the one function naming their allowed
//! moves, validation of the message and of the administrator's response, the [`RequestStore`] port and
//! the use cases. A request is visible to whoever sees its configuration (the configurations' [`Scope`]).

mod service;

#[cfg(test)]
mod tests;

use crate::text::{Lines, require_clean};
use chrono::{DateTime, NaiveDate, Utc};

use crate::audit::Actor;
use crate::catalogue::{ListQuery, Page};
use crate::configurations::Scope;
use crate::configurator::Price;
use crate::error::{ConflictCode, DomainError, RepoError};
use crate::mail::{self, NewMail};
use crate::said::Language;
use crate::said::Saved;

pub use service::{RequestService, RequestSort, SORTABLE};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum RequestStatus {
    Pending,
    Approved,
    Rejected,
    Replaced,
}

impl RequestStatus {
    pub const ALL: [RequestStatus; 4] =
        [RequestStatus::Pending, RequestStatus::Approved, RequestStatus::Rejected, RequestStatus::Replaced];

    pub fn as_str(self) -> &'static str {
        match self {
            RequestStatus::Pending => "pending",
            RequestStatus::Approved => "approved",
            RequestStatus::Rejected => "rejected",
            RequestStatus::Replaced => "replaced",
        }
    }

    pub fn parse(value: &str) -> Option<RequestStatus> {
        RequestStatus::ALL.into_iter().find(|status| status.as_str() == value)
    }
}

/// The allowed moves, and only these: a new request (`from` none) is pending; a pending one becomes
/// approved, rejected or replaced; approved, rejected and replaced are final. Anything else is 409
/// `invalid_transition`.
pub fn transition(from: Option<RequestStatus>, to: RequestStatus) -> Result<RequestStatus, DomainError> {
    use RequestStatus::{Approved, Pending, Rejected, Replaced};
    match (from, to) {
        (None, Pending) | (Some(Pending), Approved | Rejected | Replaced) => Ok(to),
        (None, asked) => Err(invalid_transition(Saved::NewRequestNotPending { asked })),
        (Some(from), to) => Err(invalid_transition(Saved::RequestCannotBecome { from, to })),
    }
}

fn invalid_transition(message: Saved) -> DomainError {
    DomainError::Conflict { code: ConflictCode::InvalidTransition, message: message.into() }
}

pub const MAX_MESSAGE: usize = 4000;
pub const MAX_RESPONSE: usize = 4000;

/// The trimmed message, 1..=4000 characters.
pub fn validate_message(message: &str) -> Result<String, DomainError> {
    let message = message.trim();
    if (1..=MAX_MESSAGE).contains(&message.chars().count()) {
        require_clean("message", message, Lines::Many)?;
        Ok(message.to_owned())
    } else {
        Err(DomainError::validation("message", Saved::MessageLength { max_chars: MAX_MESSAGE }))
    }
}

/// The trimmed response of a decision: required to reject, optional (empty is none) to approve, at most
/// 4000 characters.
pub fn validate_response(to: RequestStatus, response: Option<&str>) -> Result<Option<String>, DomainError> {
    let response = response.map(str::trim).filter(|response| !response.is_empty());
    match response {
        None if to == RequestStatus::Rejected => {
            Err(DomainError::validation("response", Saved::RejectionWithoutReason))
        }
        Some(response) if response.chars().count() > MAX_RESPONSE => {
            Err(DomainError::validation("response", Saved::ResponseTooLong { max_chars: MAX_RESPONSE }))
        }
        Some(response) => {
            require_clean("response", response, Lines::Many)?;
            Ok(Some(response.to_owned()))
        }
        None => Ok(None),
    }
}

/// A request as stored, with the names the answers show.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Request {
    pub id: i64,
    /// The configuration's public id.
    #[serde(rename = "configurationId")]
    pub configuration_public_id: String,
    pub configuration_name: String,
    pub category_name: String,
    pub category_slug: String,
    pub requester_id: i64,
    pub requester_name: String,
    pub company_id: Option<i64>,
    pub company_name: Option<String>,
    pub message: String,
    /// `pending`, `approved`, `rejected` or `replaced`.
    pub status: RequestStatus,
    pub response: Option<String>,
    pub reviewed_by_id: Option<i64>,
    pub reviewed_by_name: Option<String>,
    pub reviewed_at: Option<DateTime<Utc>>,
    /// The request that replaced this one.
    pub replaced_by_id: Option<i64>,
    /// The configuration's revision when the request was sent.
    pub configuration_revision: i32,
    /// The configuration's saved price when the request was sent.
    pub price: Option<Price>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// The list's filters besides paging and search.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams), into_params(parameter_in = Query))]
pub struct RequestFilter {
    pub status: Option<RequestStatus>,
    pub company_id: Option<i64>,
    /// The configuration's public id.
    pub configuration_id: Option<String>,
    /// Only those sent on or after this day (Italian time).
    pub created_from: Option<NaiveDate>,
    /// Only those sent on or before this day (Italian time).
    pub created_to: Option<NaiveDate>,
}

/// A request to insert; the store takes the company, revision and price from the locked configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRequest {
    /// The configuration's row id.
    pub configuration_id: i64,
    pub requester_id: i64,
    pub message: String,
}

/// The answer of a send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Created {
    Done(Box<Request>),
    /// The configuration was saved incomplete or invalid in the meantime.
    NotSendable,
    /// The configuration was deleted in the meantime.
    NotFound,
}

/// An administrator's decision on a pending request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    pub request_id: i64,
    /// Approved or rejected.
    pub status: RequestStatus,
    pub response: Option<String>,
    /// The administrator deciding, who is also the audit entry's author.
    pub reviewer: Actor,
}

/// The answer of a decision, which only applies to a request still pending.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decided {
    Done(Box<Request>),
    /// Someone moved it first: its status now.
    NotPending(RequestStatus),
    NotFound,
}

/// Composes the mails of requests. The store calls it inside the transaction making the change, once the
/// request's id and the recipients are known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestMails {
    /// The app's public address (no trailing slash).
    pub app_base_url: String,
}

impl RequestMails {
    /// To each active administrator (`locale` is theirs), for a new request.
    pub fn sent(&self, to: &str, locale: &str, request: &Request) -> NewMail {
        let link = format!("{}/admin/request?id={}", self.app_base_url, request.id);
        mail::request_sent(
            to,
            Language::from_tag(locale),
            &request.requester_name,
            &request.configuration_name,
            &request.message,
            &link,
        )
    }

    /// To the requester (`locale` is theirs), for a decision.
    pub fn decided(&self, to: &str, locale: &str, request: &Request) -> NewMail {
        let link = format!("{}/configuratore/edit/{}", self.app_base_url, request.configuration_public_id);
        mail::request_decided(
            to,
            Language::from_tag(locale),
            &request.configuration_name,
            request.status,
            request.response.as_deref(),
            &link,
        )
    }
}

/// Storage of customization requests. Reads apply the scope to the request's configuration; writes are
/// already authorised. Each write queues its mails in its own transaction.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait RequestStore: Send + Sync {
    fn list(&self, scope: &Scope, filter: &RequestFilter, query: &ListQuery) -> Result<Page<Request>, RepoError>;
    fn get(&self, id: i64, scope: &Scope) -> Result<Option<Request>, RepoError>;
    /// In one transaction: locks the configuration, checks it is still complete and valid, replaces its
    /// pending request, inserts the new one with the configuration's revision and saved price, and queues
    /// one mail per active administrator.
    fn create(&self, new: &NewRequest, mails: &RequestMails) -> Result<Created, RepoError>;
    /// In one transaction: applies the decision only if the request is still pending, and queues the
    /// requester's mail.
    fn decide(&self, decision: &Decision, mails: &RequestMails) -> Result<Decided, RepoError>;
}

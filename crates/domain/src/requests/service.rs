//! The use cases of customization requests.

use std::sync::Arc;

use super::{
    Created, Decided, Decision, NewRequest, Request, RequestFilter, RequestMails, RequestStatus, RequestStore,
    transition, validate_message, validate_response,
};
use crate::access;
use crate::audit::Actor;
use crate::catalogue::{ListQuery, ListRequest, Page, SortKey};
use crate::configurations::{ConfigurationService, ConfigurationView, Scope, is_public_id};
use crate::error::DomainError;
use crate::said::Saved;
use crate::users::User;

/// A field the list of requests sorts by; the first is the default (newest first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, resource_derive::SortKey)]
pub enum RequestSort {
    CreatedAt,
    UpdatedAt,
    Status,
}

/// The names of the list's sort fields (the API's), the default first.
pub const SORTABLE: &[&str] = RequestSort::NAMES;

fn not_found() -> DomainError {
    DomainError::NotFound(Saved::RequestNotFound.into())
}

fn not_sendable() -> DomainError {
    DomainError::validation("configurationId", Saved::NotSendable)
}

/// Sent as saved and still complete and valid against today's catalogue.
fn sendable(view: &ConfigurationView) -> bool {
    let saved = &view.configuration;
    saved.complete && saved.valid && view.evaluation.as_ref().is_some_and(|today| today.complete && today.valid)
}

pub struct RequestService {
    pub store: Arc<dyn RequestStore>,
    /// Whose configurations the caller sees, and today's evaluation of one.
    pub configurations: Arc<ConfigurationService>,
    pub mails: RequestMails,
}

impl RequestService {
    /// Newest first unless the client asks otherwise.
    pub fn list(
        &self,
        caller: &User,
        mut request: ListRequest,
        filter: RequestFilter,
    ) -> Result<Page<Request>, DomainError> {
        let newest = RequestSort::CreatedAt.name();
        if request.order.is_none() && request.sort.as_deref().is_none_or(|sort| sort.is_empty() || sort == newest) {
            request.order = Some("desc".into());
        }
        let query = ListQuery::parse(request, SORTABLE)?;
        if filter.configuration_id.as_deref().is_some_and(|id| !is_public_id(id)) {
            return Err(DomainError::validation("configurationId", Saved::InvalidConfigurationId));
        }
        Ok(self.store.list(&Scope::for_caller(caller), &filter, &query)?)
    }

    pub fn get(&self, caller: &User, id: i64) -> Result<Request, DomainError> {
        self.store.get(id, &Scope::for_caller(caller))?.ok_or_else(not_found)
    }

    /// Sends a request on a configuration the caller sees; replaces its pending one.
    pub fn create(&self, caller: &User, configuration_id: &str, message: &str) -> Result<Request, DomainError> {
        let message = validate_message(message)?;
        let view = self.configurations.get(caller, configuration_id)?;
        if !sendable(&view) {
            return Err(not_sendable());
        }
        transition(None, RequestStatus::Pending)?;
        let new = NewRequest { configuration_id: view.configuration.id, requester_id: caller.id, message };
        match self.store.create(&new, &self.mails)? {
            Created::Done(request) => Ok(*request),
            Created::NotSendable => Err(not_sendable()),
            Created::NotFound => Err(DomainError::NotFound(Saved::ConfigurationNotFound.into())),
        }
    }

    pub fn approve(&self, caller: &User, id: i64, response: Option<&str>) -> Result<Request, DomainError> {
        self.decide(caller, id, RequestStatus::Approved, response)
    }

    pub fn reject(&self, caller: &User, id: i64, response: Option<&str>) -> Result<Request, DomainError> {
        self.decide(caller, id, RequestStatus::Rejected, response)
    }

    /// Administrators only (checked first); 409 `invalid_transition` unless the request is pending, also
    /// when another administrator decided it a moment before.
    fn decide(
        &self,
        caller: &User,
        id: i64,
        to: RequestStatus,
        response: Option<&str>,
    ) -> Result<Request, DomainError> {
        access::require_admin(caller)?;
        let response = validate_response(to, response)?;
        let current = self.store.get(id, &Scope::All)?.ok_or_else(not_found)?;
        transition(Some(current.status), to)?;
        let decision = Decision { request_id: id, status: to, response, reviewer: Actor::of(caller) };
        match self.store.decide(&decision, &self.mails)? {
            Decided::Done(request) => Ok(*request),
            Decided::NotPending(now) => match transition(Some(now), to) {
                Err(refused) => Err(refused),
                Ok(_) => Err(DomainError::Internal(format!("request {id}: refused a decision while pending"))),
            },
            Decided::NotFound => Err(not_found()),
        }
    }
}

//! The audit trail: who changed what, when, with each changed field before and after
//! (docs/decisions/0010-audit-trail.md).
//!
//! One mechanism for every administrative write: the write's adapter reads the record before and after the
//! change inside the write's own transaction and hands both to [`entry`], which compares them field by field
//! as the API serialises them; the adapter then inserts the entry in that same transaction. Secrets never
//! reach an entry: fields that hold them are skipped, and a new password is recorded only as "changed".

use std::sync::Arc;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::access;
use crate::catalogue::{ListQuery, ListRequest, Page};
use crate::error::{DomainError, RepoError};
use crate::said::Common;
use crate::users::User;

#[cfg(test)]
mod tests;

/// The kinds of record outside the catalogue registry (whose kinds are each resource's `Resource::KIND`),
/// named like their API base paths.
pub const USER: &str = "user";
pub const CONFIGURATOR: &str = "configurator";
pub const REQUEST: &str = "customizationrequest";

/// Who wrote: the user's id and the name they had then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub user_id: i64,
    pub name: String,
}

impl Actor {
    pub fn of(user: &User) -> Actor {
        let name = format!("{} {}", user.first_name, user.last_name).trim().to_owned();
        Actor { user_id: user.id, name: if name.is_empty() { user.email.clone() } else { name } }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum AuditAction {
    Create,
    Update,
    Delete,
    Publish,
    Archive,
    Approve,
    Reject,
    /// A row created or changed by a CSV import.
    Import,
}

impl AuditAction {
    pub const ALL: [AuditAction; 8] = [
        AuditAction::Create,
        AuditAction::Update,
        AuditAction::Delete,
        AuditAction::Publish,
        AuditAction::Archive,
        AuditAction::Approve,
        AuditAction::Reject,
        AuditAction::Import,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            AuditAction::Create => "create",
            AuditAction::Update => "update",
            AuditAction::Delete => "delete",
            AuditAction::Publish => "publish",
            AuditAction::Archive => "archive",
            AuditAction::Approve => "approve",
            AuditAction::Reject => "reject",
            AuditAction::Import => "import",
        }
    }

    pub fn parse(value: &str) -> Option<AuditAction> {
        AuditAction::ALL.into_iter().find(|action| action.as_str() == value)
    }
}

/// One changed field, named as the API names it; `null` stands for absent (before a create, after a delete).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AuditChange {
    pub field: String,
    /// Any JSON value, as the record's API answer writes the field.
    pub before: Value,
    pub after: Value,
    /// A secret that changed (a password): its values are never recorded, `before` and `after` are `null`.
    pub redacted: bool,
}

/// What one write records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuditEntry {
    pub actor: Actor,
    pub action: AuditAction,
    pub entity_kind: String,
    pub entity_id: i64,
    pub entity_name: String,
    pub changes: Vec<AuditChange>,
}

/// Identity and bookkeeping: never listed as changes.
const UNTRACKED: &[&str] = &["id", "createdAt", "updatedAt", "version", "lastLoginAt"];

/// A field that holds or derives from a secret; skipped whatever record it is in.
fn is_secret(field: &str) -> bool {
    let field = field.to_ascii_lowercase();
    ["password", "token", "secret", "hash"].iter().any(|word| field.contains(word))
}

/// The fields that name a record for people, in order of preference.
const NAME_FIELDS: &[&str] = &["name", "label", "value", "configurationName", "entityName", "email", "code"];

fn object(record: Option<&impl Serialize>) -> Result<Map<String, Value>, RepoError> {
    match record.map(serde_json::to_value).transpose() {
        Ok(Some(Value::Object(fields))) => Ok(fields),
        Ok(None) => Ok(Map::new()),
        Ok(Some(other)) => Err(RepoError::Other(format!("audit: a record serialised as {other}"))),
        Err(err) => Err(RepoError::Other(format!("audit: {err}"))),
    }
}

fn name_of(fields: &Map<String, Value>) -> Option<String> {
    NAME_FIELDS
        .iter()
        .find_map(|name| fields.get(*name).and_then(Value::as_str).filter(|s| !s.is_empty()))
        .map(str::to_owned)
}

/// The entry of a write of the record `before` (none for a create) into `after` (none for a delete): the
/// fields whose value differs, secrets and bookkeeping left out, then each secret in `redacted` (a new
/// password, which the records never carry) as changed without values. `None` for an update that changed
/// nothing.
pub fn entry<T: Serialize>(
    actor: &Actor,
    action: AuditAction,
    entity_kind: &str,
    before: Option<&T>,
    after: Option<&T>,
    redacted: &[&str],
) -> Result<Option<AuditEntry>, RepoError> {
    let (before, after) = (object(before)?, object(after)?);
    let fields = after.keys().chain(before.keys().filter(|field| !after.contains_key(*field)));
    let changes: Vec<AuditChange> = fields
        .filter(|field| !UNTRACKED.contains(&field.as_str()) && !is_secret(field))
        .filter_map(|field| {
            let (was, now) = (before.get(field).unwrap_or(&Value::Null), after.get(field).unwrap_or(&Value::Null));
            (was != now).then(|| AuditChange {
                field: field.clone(),
                before: was.clone(),
                after: now.clone(),
                redacted: false,
            })
        })
        .chain(redacted.iter().map(|field| AuditChange {
            field: (*field).to_owned(),
            before: Value::Null,
            after: Value::Null,
            redacted: true,
        }))
        .collect();
    if changes.is_empty() && action == AuditAction::Update {
        return Ok(None);
    }
    let record = if after.is_empty() { &before } else { &after };
    let entity_id = record
        .get("id")
        .and_then(Value::as_i64)
        .ok_or_else(|| RepoError::Other("audit: a record without id".into()))?;
    Ok(Some(AuditEntry {
        actor: actor.clone(),
        action,
        entity_kind: entity_kind.to_owned(),
        entity_id,
        entity_name: name_of(record).unwrap_or_else(|| format!("#{entity_id}")),
        changes,
    }))
}

/// A recorded entry, as the audit log lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AuditRecord {
    pub id: i64,
    /// When the write's transaction ran.
    pub at: DateTime<Utc>,
    pub user_id: i64,
    /// The user's name at the time of the write.
    pub user_name: String,
    pub action: AuditAction,
    /// `productpart`, `user`, `configurator`, `customizationrequest`…: the record's API base path.
    pub entity_kind: String,
    pub entity_id: i64,
    /// The record's name at the time of the write.
    pub entity_name: String,
    pub changes: Vec<AuditChange>,
}

/// `GET /api/auditlog`'s query string, before validation.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams), into_params(parameter_in = Query))]
pub struct AuditQuery {
    /// A record kind (`productpart`, `user`…): lower-case letters, at most `MAX_KIND_CHARS`.
    #[cfg_attr(feature = "openapi", param(pattern = "^[a-z]{0,40}$"))]
    pub entity_kind: Option<String>,
    #[cfg_attr(feature = "openapi", param(minimum = 1))]
    pub entity_id: Option<i64>,
    /// Who wrote.
    #[cfg_attr(feature = "openapi", param(minimum = 1))]
    pub user_id: Option<i64>,
    /// From this time on (RFC 3339), included.
    #[cfg_attr(feature = "openapi", param(format = DateTime))]
    pub from: Option<String>,
    /// Before this time (RFC 3339), excluded.
    #[cfg_attr(feature = "openapi", param(format = DateTime))]
    pub to: Option<String>,
    /// From 1.
    #[cfg_attr(feature = "openapi", param(minimum = 1))]
    pub page: Option<i64>,
    /// 1 to 100, 10 by default.
    #[cfg_attr(feature = "openapi", param(minimum = 1, maximum = 100))]
    pub page_size: Option<i64>,
}

/// A validated audit query's filters.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AuditFilter {
    pub entity_kind: Option<String>,
    pub entity_id: Option<i64>,
    pub user_id: Option<i64>,
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
}

/// The longest kind: the API's base paths are far shorter.
const MAX_KIND_CHARS: usize = 40;

fn positive(name: &str, value: Option<i64>) -> Result<Option<i64>, DomainError> {
    match value {
        Some(id) if id < 1 => Err(DomainError::BadRequest(Common::NotPositive { parameter: name.to_owned() }.into())),
        other => Ok(other),
    }
}

fn time(name: &str, value: Option<String>) -> Result<Option<DateTime<Utc>>, DomainError> {
    // Left out means "no bound"; sent, it must be a time (the document says `date-time`).
    let Some(value) = value else { return Ok(None) };
    DateTime::parse_from_rfc3339(value.trim())
        .map(|t| Some(t.with_timezone(&Utc)))
        .map_err(|_| DomainError::BadRequest(Common::NotDateTime { parameter: name.to_owned() }.into()))
}

impl AuditQuery {
    /// The filters and the page, or 400 naming what is wrong.
    pub fn parse(self) -> Result<(AuditFilter, ListQuery), DomainError> {
        // As sent, as the document's pattern states it (empty: every kind).
        let entity_kind = self.entity_kind.filter(|k| !k.is_empty());
        if let Some(kind) = &entity_kind
            && (kind.len() > MAX_KIND_CHARS || !kind.chars().all(|c| c.is_ascii_lowercase()))
        {
            return Err(DomainError::BadRequest(Common::InvalidEntityKind.into()));
        }
        let filter = AuditFilter {
            entity_kind,
            entity_id: positive("entityId", self.entity_id)?,
            user_id: positive("userId", self.user_id)?,
            from: time("from", self.from)?,
            to: time("to", self.to)?,
        };
        if let (Some(from), Some(to)) = (filter.from, filter.to)
            && from > to
        {
            // Each bound fits the contract on its own: their order is a rule between them, so 422.
            return Err(DomainError::validation("to", Common::ToBeforeFrom));
        }
        let page = ListQuery::parse(
            ListRequest { page: self.page, page_size: self.page_size, ..ListRequest::default() },
            &["at"],
        )?;
        Ok((filter, page))
    }
}

/// Reading the audit trail (writing it belongs to each write's transaction).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait AuditLog: Send + Sync {
    /// A page of the entries `filter` admits, newest first.
    fn list(&self, filter: &AuditFilter, page: &ListQuery) -> Result<Page<AuditRecord>, RepoError>;
}

pub struct AuditService {
    pub log: Arc<dyn AuditLog>,
}

impl AuditService {
    /// Administrators only; the filters are checked before anything is read.
    pub fn list(&self, caller: &User, query: AuditQuery) -> Result<Page<AuditRecord>, DomainError> {
        access::require_admin(caller)?;
        let (filter, page) = query.parse()?;
        Ok(self.log.list(&filter, &page)?)
    }
}

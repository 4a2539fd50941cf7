//! The audit trail's table: the one helper every write adapter calls inside its own transaction
//! ([`record`]), and the trail's reads (the domain's `AuditLog`).

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::pg::{Pg, PgConnection};
use diesel::prelude::*;
use domain::RepoError;
use domain::audit::{Actor, AuditAction, AuditChange, AuditEntry, AuditFilter, AuditLog, AuditRecord, entry};
use domain::catalogue::{ListQuery, Page};
use serde::Serialize;

use crate::error::TxError;
use crate::paginate::{Narrowed, Paginate, each_tried};
use crate::pool::{DbPool, get};
use crate::schema::audit_log;

/// Entries inserted per statement by [`record_all`] (PostgreSQL binds at most 65,535 parameters).
const INSERT_CHUNK: usize = 1_000;

#[derive(Insertable)]
#[diesel(table_name = audit_log)]
struct NewRow<'a> {
    user_id: i64,
    user_name: &'a str,
    action: &'static str,
    entity_kind: &'a str,
    entity_id: i64,
    entity_name: &'a str,
    changes: serde_json::Value,
}

fn row(entry: &AuditEntry) -> Result<NewRow<'_>, TxError> {
    Ok(NewRow {
        user_id: entry.actor.user_id,
        user_name: &entry.actor.name,
        action: entry.action.as_str(),
        entity_kind: &entry.entity_kind,
        entity_id: entry.entity_id,
        entity_name: &entry.entity_name,
        changes: serde_json::to_value(&entry.changes)
            .map_err(|err| TxError::Repo(RepoError::Other(format!("audit changes to JSON: {err}"))))?,
    })
}

/// Inserts entries on the write's connection, so they commit or roll back with it.
pub(crate) fn record_all(conn: &mut PgConnection, entries: &[AuditEntry]) -> Result<(), TxError> {
    for chunk in entries.chunks(INSERT_CHUNK) {
        let rows = chunk.iter().map(row).collect::<Result<Vec<_>, _>>()?;
        diesel::insert_into(audit_log::table).values(rows).execute(conn)?;
    }
    Ok(())
}

/// Records the write of `before` into `after` (either absent for a create or a delete) by `actor`, on the
/// write's connection; an update that changed no field records nothing.
pub(crate) fn record<T: Serialize>(
    conn: &mut PgConnection,
    actor: &Actor,
    action: AuditAction,
    kind: &str,
    before: Option<&T>,
    after: Option<&T>,
) -> Result<(), TxError> {
    match entry(actor, action, kind, before, after, &[])? {
        Some(entry) => record_all(conn, &[entry]),
        None => Ok(()),
    }
}

/// Records an import by `actor`: one entry per row it created or changed, `after` read back once written,
/// `before` as the rows were (matched by id).
pub(crate) fn record_import<T: Serialize>(
    conn: &mut PgConnection,
    actor: &Actor,
    kind: &str,
    before: &[T],
    after: &[T],
) -> Result<(), TxError> {
    let json = |rows: &[T]| -> Result<Vec<(i64, serde_json::Value)>, TxError> {
        rows.iter()
            .map(|row| {
                let value = serde_json::to_value(row)
                    .map_err(|err| TxError::Repo(RepoError::Other(format!("audit: {err}"))))?;
                Ok((value.get("id").and_then(serde_json::Value::as_i64).unwrap_or_default(), value))
            })
            .collect()
    };
    let before: HashMap<i64, serde_json::Value> = json(before)?.into_iter().collect();
    let mut entries = Vec::with_capacity(after.len());
    for (id, row) in json(after)? {
        entries.extend(entry(actor, AuditAction::Import, kind, before.get(&id), Some(&row), &[])?);
    }
    record_all(conn, &entries)
}

#[derive(Queryable, Selectable)]
#[diesel(table_name = audit_log, check_for_backend(Pg))]
struct Row {
    id: i64,
    created_at: DateTime<Utc>,
    user_id: i64,
    user_name: String,
    action: String,
    entity_kind: String,
    entity_id: i64,
    entity_name: String,
    changes: serde_json::Value,
}

fn audit_record(row: Row) -> Result<AuditRecord, RepoError> {
    let action = AuditAction::parse(&row.action)
        .ok_or_else(|| RepoError::Other(format!("audit {}: unknown action {}", row.id, row.action)))?;
    let changes: Vec<AuditChange> = serde_json::from_value(row.changes)
        .map_err(|err| RepoError::Other(format!("audit {}: unreadable changes: {err}", row.id)))?;
    Ok(AuditRecord {
        id: row.id,
        at: row.created_at,
        user_id: row.user_id,
        user_name: row.user_name,
        action,
        entity_kind: row.entity_kind,
        entity_id: row.entity_id,
        entity_name: row.entity_name,
        changes,
    })
}

#[derive(Clone)]
pub struct PgAuditLog {
    pool: DbPool,
}

impl PgAuditLog {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl AuditLog for PgAuditLog {
    /// Newest first, each filter served by an index that ends with the time (migration 2026-11-23-000001).
    fn list(&self, filter: &AuditFilter, page: &ListQuery) -> Result<Page<AuditRecord>, RepoError> {
        let rows = audit_log::table
            .into_boxed()
            .narrowed(filter.entity_kind.clone(), |kind| audit_log::entity_kind.eq(kind))
            .narrowed(filter.entity_id, |id| audit_log::entity_id.eq(id))
            .narrowed(filter.user_id, |user| audit_log::user_id.eq(user))
            .narrowed(filter.from, |from| audit_log::created_at.ge(from))
            .narrowed(filter.to, |to| audit_log::created_at.lt(to));
        let mut conn = get(&self.pool)?;
        let page = rows
            .order((audit_log::created_at.desc(), audit_log::id.desc()))
            .select(Row::as_select())
            .paginate(page)
            .load_page(&mut conn, each_tried(audit_record))?;
        Ok(page)
    }
}

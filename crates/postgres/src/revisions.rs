//! Reads of `product_configuration_revisions`, the rows every save writes (see `configurations.rs`): a
//! configuration's revisions with who saved them and the name of the customer each one named.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use domain::RepoError;
use domain::configurations::{Judged, Revision};
use domain::configurator::Draft;
use serde::{Deserialize, Serialize};

use crate::configurations::saved_price;
use crate::error::repo_error;
use crate::schema::{customers, product_configuration_revisions as revisions, users};

/// What `snapshot` holds: the contents as saved, and how the save judged them (absent in revisions written
/// before saves recorded it).
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Snapshot {
    pub name: String,
    pub notes: Option<String>,
    pub customer_id: Option<i64>,
    pub draft: Draft,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub complete: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub valid: Option<bool>,
}

/// The price saved with a configuration's revision (the configuration's price when `revision` is its
/// current one), as stored.
pub(crate) fn saved_price_of(
    conn: &mut PgConnection,
    configuration_id: i64,
    revision: i32,
) -> QueryResult<Option<serde_json::Value>> {
    revisions::table
        .filter(revisions::configuration_id.eq(configuration_id))
        .filter(revisions::revision.eq(revision))
        .select(revisions::price_snapshot)
        .first(conn)
        .optional()
        .map(Option::flatten)
}

type RevisionRow = (i32, serde_json::Value, Option<serde_json::Value>, DateTime<Utc>, Option<String>, Option<String>);

/// The revisions of a configuration, newest first; only `revision` when given.
pub(crate) fn read(
    conn: &mut PgConnection,
    configuration_id: i64,
    only: Option<i32>,
) -> Result<Vec<Revision>, RepoError> {
    let mut query = revisions::table
        .left_join(users::table)
        .filter(revisions::configuration_id.eq(configuration_id))
        .select((
            revisions::revision,
            revisions::snapshot,
            revisions::price_snapshot,
            revisions::created_at,
            users::first_name.nullable(),
            users::last_name.nullable(),
        ))
        .order(revisions::revision.desc())
        .into_boxed();
    if let Some(revision) = only {
        query = query.filter(revisions::revision.eq(revision));
    }
    let rows: Vec<RevisionRow> = query.load(conn).map_err(repo_error)?;
    let mut read = Vec::with_capacity(rows.len());
    for (revision, snapshot, price, saved_at, first, last) in rows {
        let what = || format!("revision {revision} of configuration {configuration_id}");
        let snapshot: Snapshot = serde_json::from_value(snapshot)
            .map_err(|err| RepoError::Other(format!("{}: unreadable snapshot: {err}", what())))?;
        let judged = match (snapshot.complete, snapshot.valid) {
            (Some(complete), Some(valid)) => Some(Judged { complete, valid }),
            _ => None,
        };
        read.push(Revision {
            revision,
            saved_at,
            saved_by_name: first.zip(last).map(|(first, last)| format!("{first} {last}").trim().to_owned()),
            name: snapshot.name,
            notes: snapshot.notes,
            customer_id: snapshot.customer_id,
            customer_name: None,
            draft: snapshot.draft,
            price: saved_price(price, what)?,
            judged,
        });
    }
    let ids: Vec<i64> = read.iter().filter_map(|revision| revision.customer_id).collect();
    if !ids.is_empty() {
        let names: HashMap<i64, String> = customers::table
            .filter(customers::id.eq_any(ids))
            .select((customers::id, customers::name))
            .load(conn)
            .map_err(repo_error)?
            .into_iter()
            .collect();
        for revision in &mut read {
            revision.customer_name = revision.customer_id.and_then(|id| names.get(&id).cloned());
        }
    }
    Ok(read)
}

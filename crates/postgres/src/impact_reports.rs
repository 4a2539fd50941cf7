use chrono::{DateTime, Utc};
use diesel::dsl::exists;
use diesel::prelude::*;
use domain::RepoError;
use domain::configurations::{ImpactReports, KEPT_IMPACTS, KeptImpact, PublishImpact};

use crate::error::repo_error;
use crate::pool::{DbPool, get};
use crate::schema::{configurators, publish_impact_reports as reports, users};

/// The publish dry runs kept per configurator (table `publish_impact_reports`), the report as JSON.
#[derive(Clone)]
pub struct PgImpactReports {
    pool: DbPool,
}

impl PgImpactReports {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

type Row = (i64, i64, DateTime<Utc>, Option<String>, Option<String>, serde_json::Value);

fn kept(row: Row) -> Result<KeptImpact, RepoError> {
    let (id, configurator_id, created_at, first_name, last_name, report) = row;
    let impact: PublishImpact = serde_json::from_value(report)
        .map_err(|err| RepoError::Other(format!("impact report {id}: unreadable: {err}")))?;
    let created_by = first_name.zip(last_name).map(|(first, last)| format!("{first} {last}").trim().to_owned());
    Ok(KeptImpact { id, configurator_id, created_at, created_by, impact })
}

/// The configurator's reports (or only the one with `id`) with their author's name, newest first.
fn load(conn: &mut PgConnection, configurator_id: i64, id: Option<i64>) -> QueryResult<Vec<Row>> {
    let mut query = reports::table
        .left_join(users::table)
        .filter(reports::configurator_id.eq(configurator_id))
        .order(reports::id.desc())
        .select((
            reports::id,
            reports::configurator_id,
            reports::created_at,
            users::first_name.nullable(),
            users::last_name.nullable(),
            reports::report,
        ))
        .into_boxed();
    if let Some(id) = id {
        query = query.filter(reports::id.eq(id));
    }
    query.load(conn)
}

impl ImpactReports for PgImpactReports {
    fn keep(&self, configurator_id: i64, by: i64, impact: &PublishImpact) -> Result<KeptImpact, RepoError> {
        let report = serde_json::to_value(impact).map_err(|err| RepoError::Other(format!("impact report: {err}")))?;
        let mut conn = get(&self.pool)?;
        let row: Row = conn
            .transaction(|conn| {
                // the same answer as the newest report: run again, not a new report (the editor runs a dry
                // run each time a draft is opened)
                let newest: Option<(i64, serde_json::Value)> = reports::table
                    .filter(reports::configurator_id.eq(configurator_id))
                    .order(reports::id.desc())
                    .select((reports::id, reports::report))
                    .first(conn)
                    .optional()?;
                if let Some((id, _)) = newest.filter(|(_, kept)| *kept == report) {
                    diesel::update(reports::table.find(id))
                        .set((reports::created_at.eq(diesel::dsl::now), reports::created_by.eq(by)))
                        .execute(conn)?;
                    return load(conn, configurator_id, Some(id))?.pop().ok_or(diesel::result::Error::NotFound);
                }
                let id: i64 = diesel::insert_into(reports::table)
                    .values((
                        reports::configurator_id.eq(configurator_id),
                        reports::created_by.eq(by),
                        reports::report.eq(&report),
                    ))
                    .returning(reports::id)
                    .get_result(conn)?;
                // the oldest of the newest ones kept: everything older goes
                let oldest_kept: Option<i64> = reports::table
                    .filter(reports::configurator_id.eq(configurator_id))
                    .order(reports::id.desc())
                    .offset(KEPT_IMPACTS - 1)
                    .select(reports::id)
                    .first(conn)
                    .optional()?;
                if let Some(oldest) = oldest_kept {
                    diesel::delete(
                        reports::table
                            .filter(reports::configurator_id.eq(configurator_id))
                            .filter(reports::id.lt(oldest)),
                    )
                    .execute(conn)?;
                }
                load(conn, configurator_id, Some(id))?.pop().ok_or(diesel::result::Error::NotFound)
            })
            .map_err(repo_error)?;
        kept(row)
    }

    fn of_configurator(&self, configurator_id: i64) -> Result<Option<Vec<KeptImpact>>, RepoError> {
        let mut conn = get(&self.pool)?;
        let known: bool = diesel::select(exists(configurators::table.find(configurator_id)))
            .get_result(&mut conn)
            .map_err(repo_error)?;
        if !known {
            return Ok(None);
        }
        let rows = load(&mut conn, configurator_id, None).map_err(repo_error)?;
        rows.into_iter().map(kept).collect::<Result<Vec<_>, _>>().map(Some)
    }
}

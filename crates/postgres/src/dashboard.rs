use chrono::NaiveDate;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Date, Nullable, Text, Timestamptz};
use domain::RepoError;
use domain::dashboard::{
    CompanyValue, Dashboard, DashboardStore, DecisionTime, QuotesWeek, RecentConfiguration, RequestsRow, SavesRow,
    TopModel, TopOption, TrendFilter, TrendRows, TrendStore, TrendWindow,
};
use domain::requests::RequestStatus;

use crate::error::repo_error;
use crate::pool::{DbPool, get};
use crate::schema::{
    companies, customization_requests as requests, product_categories as categories,
    product_configurations as configurations, product_models as models, users,
};

#[derive(Clone)]
pub struct PgDashboard {
    pool: DbPool,
}

impl PgDashboard {
    pub fn new(pool: DbPool) -> Self {
        Self { pool }
    }
}

impl DashboardStore for PgDashboard {
    fn dashboard(&self, recent: i64) -> Result<Dashboard, RepoError> {
        let mut conn = get(&self.pool)?;
        let conn = &mut conn;
        let query = |conn: &mut PgConnection| -> QueryResult<Dashboard> {
            let recent_configurations = configurations::table
                .inner_join(users::table)
                .inner_join(categories::table)
                .order(configurations::updated_at.desc())
                .limit(recent)
                .select((
                    configurations::public_id,
                    configurations::name,
                    users::first_name,
                    users::last_name,
                    categories::name,
                    categories::name_en,
                    configurations::net_total,
                    configurations::updated_at,
                ))
                .load::<(String, String, String, String, String, Option<String>, i64, chrono::DateTime<chrono::Utc>)>(
                    conn,
                )?
                .into_iter()
                .map(|(public_id, name, first, last, category_name, category_name_en, net_total, updated_at)| {
                    RecentConfiguration {
                        public_id,
                        name,
                        owner_name: format!("{first} {last}"),
                        category_name,
                        category_name_en,
                        net_total,
                        updated_at,
                    }
                })
                .collect();
            Ok(Dashboard {
                companies: companies::table.count().get_result(conn)?,
                users: users::table.filter(users::active.eq(true)).count().get_result(conn)?,
                models: models::table.filter(models::active.eq(true)).count().get_result(conn)?,
                configurations: configurations::table.count().get_result(conn)?,
                pending_requests: requests::table.filter(requests::status.eq("pending")).count().get_result(conn)?,
                recent_configurations,
            })
        };
        query(conn).map_err(repo_error)
    }
}

// ---------------------------------------------------------------------------------------------------------
// Trends: aggregates in SQL over the window, one statement per figure, all with typed binds. `$1` is the
// window's start, `$2` the zone weeks are cut in, `$3` the company and `$4` the category (null: any).

/// The configurations the filters admit, as `c`.
const NARROWED: &str = "($3::int8 IS NULL OR c.company_id = $3) AND ($4::int8 IS NULL OR c.category_id = $4)";

#[derive(QueryableByName)]
struct SavesByWeek {
    #[diesel(sql_type = Date)]
    week: NaiveDate,
    #[diesel(sql_type = BigInt)]
    saves: i64,
    #[diesel(sql_type = BigInt)]
    created: i64,
}

#[derive(QueryableByName)]
struct QuotesByWeek {
    #[diesel(sql_type = Date)]
    week: NaiveDate,
    #[diesel(sql_type = BigInt)]
    quotes: i64,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct RequestsByWeek {
    #[diesel(sql_type = Date)]
    week: NaiveDate,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = BigInt)]
    count: i64,
}

#[derive(QueryableByName)]
struct Decisions {
    #[diesel(sql_type = BigInt)]
    decided: i64,
    #[diesel(sql_type = Nullable<BigInt>)]
    median_seconds: Option<i64>,
}

#[derive(QueryableByName)]
struct ModelCount {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = BigInt)]
    category_id: i64,
    #[diesel(sql_type = BigInt)]
    configurations: i64,
}

#[derive(QueryableByName)]
struct OptionCount {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    feature_name: String,
    #[diesel(sql_type = Text)]
    label: String,
    #[diesel(sql_type = BigInt)]
    configurations: i64,
}

#[derive(QueryableByName)]
struct CompanyTotal {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = BigInt)]
    requests: i64,
    #[diesel(sql_type = BigInt)]
    quoted_total: i64,
    #[diesel(sql_type = BigInt)]
    approved_total: i64,
}

/// `sql` with the window and the filters bound as `$1`..`$4`, then `top` as `$5` when given.
fn load<T: QueryableByName<Pg> + 'static>(
    conn: &mut PgConnection,
    sql: &str,
    window: &TrendWindow,
    filter: &TrendFilter,
    top: Option<i64>,
) -> QueryResult<Vec<T>> {
    let query = diesel::sql_query(sql)
        .bind::<Timestamptz, _>(window.since)
        .bind::<Text, _>(window.time_zone)
        .bind::<Nullable<BigInt>, _>(filter.company_id)
        .bind::<Nullable<BigInt>, _>(filter.category_id);
    match top {
        Some(top) => query.bind::<BigInt, _>(top).load(conn),
        None => query.load(conn),
    }
}

impl TrendStore for PgDashboard {
    fn company_exists(&self, id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::select(diesel::dsl::exists(companies::table.find(id))).get_result(&mut conn).map_err(repo_error)
    }

    fn category_exists(&self, id: i64) -> Result<bool, RepoError> {
        let mut conn = get(&self.pool)?;
        diesel::select(diesel::dsl::exists(categories::table.find(id))).get_result(&mut conn).map_err(repo_error)
    }

    fn trend_rows(&self, window: &TrendWindow, filter: &TrendFilter, top: i64) -> Result<TrendRows, RepoError> {
        let mut conn = get(&self.pool)?;
        let conn = &mut conn;
        // Every save writes a revision (configurations.rs): saves are revisions, creations the first ones.
        let saves = format!(
            "SELECT date_trunc('week', rv.created_at AT TIME ZONE $2)::date AS week, count(*) AS saves, \
             count(*) FILTER (WHERE rv.revision = 1) AS created \
             FROM product_configuration_revisions rv JOIN product_configurations c ON c.id = rv.configuration_id \
             WHERE rv.created_at >= $1 AND {NARROWED} GROUP BY 1"
        );
        // The requests sent each week, by the status each has now.
        let requests = format!(
            "SELECT date_trunc('week', r.created_at AT TIME ZONE $2)::date AS week, r.status, count(*) AS count \
             FROM customization_requests r JOIN product_configurations c ON c.id = r.configuration_id \
             WHERE r.created_at >= $1 AND {NARROWED} GROUP BY 1, 2"
        );
        // An issued quote outlives its configuration (the link goes null): counted while no filter asks
        // for the configuration's company or category.
        let quotes = format!(
            "SELECT date_trunc('week', q.issued_at AT TIME ZONE $2)::date AS week, count(*) AS quotes, \
             coalesce(sum(q.grand_total), 0)::int8 AS total \
             FROM issued_quotes q LEFT JOIN product_configurations c ON c.id = q.configuration_id \
             WHERE q.issued_at >= $1 AND {NARROWED} GROUP BY 1"
        );
        let decisions = format!(
            "SELECT count(*) AS decided, round(percentile_cont(0.5) WITHIN GROUP \
             (ORDER BY extract(epoch FROM r.reviewed_at - r.created_at)))::int8 AS median_seconds \
             FROM customization_requests r JOIN product_configurations c ON c.id = r.configuration_id \
             WHERE r.status IN ('approved', 'rejected') AND r.reviewed_at >= $1 AND {NARROWED} \
             AND $2::text IS NOT NULL"
        );
        // The configurations whose latest save falls in the window.
        let models = format!(
            "SELECT m.id, m.name, t.category_id, count(*) AS configurations \
             FROM product_configurations c JOIN product_models m ON m.id = c.model_id \
             JOIN product_types t ON t.id = m.type_id \
             WHERE c.updated_at >= $1 AND {NARROWED} AND $2::text IS NOT NULL \
             GROUP BY m.id, m.name, t.category_id ORDER BY configurations DESC, m.name, m.id LIMIT $5"
        );
        let options = format!(
            "SELECT fv.id, f.name AS feature_name, fv.label, count(DISTINCT c.id) AS configurations \
             FROM product_configurations c \
             JOIN product_configuration_parts p ON p.configuration_id = c.id \
             JOIN product_configuration_values v ON v.configuration_part_id = p.id \
             JOIN product_feature_values fv ON fv.id = v.feature_value_id \
             JOIN product_features f ON f.id = fv.feature_id \
             WHERE c.updated_at >= $1 AND {NARROWED} AND $2::text IS NOT NULL \
             GROUP BY fv.id, f.name, fv.label ORDER BY configurations DESC, f.name, fv.label, fv.id LIMIT $5"
        );
        // A quote asked: a request sent in the window and not replaced by a newer one, at the grand total it
        // was sent with (net unit price × quantity).
        let companies = format!(
            "SELECT co.id, co.name, count(*) AS requests, \
             coalesce(sum(q.total), 0)::int8 AS quoted_total, \
             coalesce(sum(q.total) FILTER (WHERE q.status = 'approved'), 0)::int8 AS approved_total \
             FROM (SELECT r.company_id, r.status, \
                   coalesce((r.price_snapshot ->> 'grandTotal')::int8, c.net_total * c.quantity) AS total \
                   FROM customization_requests r JOIN product_configurations c ON c.id = r.configuration_id \
                   WHERE r.created_at >= $1 AND r.status <> 'replaced' AND {NARROWED} \
                   AND $2::text IS NOT NULL) q \
             JOIN companies co ON co.id = q.company_id \
             GROUP BY co.id, co.name ORDER BY quoted_total DESC, co.name, co.id LIMIT $5"
        );
        let read = |conn: &mut PgConnection| -> QueryResult<TrendRows> {
            let saves = load::<SavesByWeek>(conn, &saves, window, filter, None)?
                .into_iter()
                .map(|row| SavesRow { week: row.week, saves: row.saves, created: row.created })
                .collect();
            let requests = load::<RequestsByWeek>(conn, &requests, window, filter, None)?
                .into_iter()
                .filter_map(|row| {
                    RequestStatus::parse(&row.status).map(|status| RequestsRow {
                        week: row.week,
                        status,
                        count: row.count,
                    })
                })
                .collect();
            let quotes = load::<QuotesByWeek>(conn, &quotes, window, filter, None)?
                .into_iter()
                .map(|row| QuotesWeek { week: row.week, quotes: row.quotes, total: row.total })
                .collect();
            let decisions = load::<Decisions>(conn, &decisions, window, filter, None)?
                .pop()
                .map(|row| DecisionTime { decided: row.decided, median_seconds: row.median_seconds })
                .unwrap_or_default();
            let top_models = load::<ModelCount>(conn, &models, window, filter, Some(top))?
                .into_iter()
                .map(|row| TopModel {
                    id: row.id,
                    name: row.name,
                    category_id: row.category_id,
                    configurations: row.configurations,
                })
                .collect();
            let top_options = load::<OptionCount>(conn, &options, window, filter, Some(top))?
                .into_iter()
                .map(|row| TopOption {
                    id: row.id,
                    feature_name: row.feature_name,
                    label: row.label,
                    configurations: row.configurations,
                })
                .collect();
            let companies = load::<CompanyTotal>(conn, &companies, window, filter, Some(top))?
                .into_iter()
                .map(|row| CompanyValue {
                    id: row.id,
                    name: row.name,
                    requests: row.requests,
                    quoted_total: row.quoted_total,
                    approved_total: row.approved_total,
                })
                .collect();
            Ok(TrendRows { saves, requests, quotes, decisions, top_models, top_options, companies })
        };
        // One snapshot for every figure.
        conn.build_transaction().read_only().repeatable_read().run(read).map_err(repo_error)
    }
}

//! The administrators' dashboard: counts and the latest configurations, and the trends of the last
//! [`TREND_WEEKS`] weeks (saves, requests, decision time, rankings).

use chrono::{DateTime, Datelike, Days, NaiveDate, Utc};

use crate::access;
use crate::catalogue::translated;
use crate::error::{DomainError, FieldError, RepoError};
use crate::said::{Common, Engine, Language};
use crate::users::User;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecentConfiguration {
    pub public_id: String,
    pub name: String,
    pub owner_name: String,
    pub category_name: String,
    /// Its English name, read in place of `category_name` by an English reader.
    pub category_name_en: Option<String>,
    pub net_total: i64,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dashboard {
    pub companies: i64,
    pub users: i64,
    pub models: i64,
    pub configurations: i64,
    pub pending_requests: i64,
    pub recent_configurations: Vec<RecentConfiguration>,
}

/// How many recent configurations the dashboard shows.
pub const RECENT_CONFIGURATIONS: i64 = 10;

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait DashboardStore: Send + Sync {
    fn dashboard(&self, recent: i64) -> Result<Dashboard, RepoError>;
}

/// The counts and the latest configurations, their categories named in `language`. Administrators only.
pub fn dashboard(caller: &User, store: &dyn DashboardStore, language: Language) -> Result<Dashboard, DomainError> {
    access::require_admin(caller)?;
    let mut found = store.dashboard(RECENT_CONFIGURATIONS)?;
    for recent in &mut found.recent_configurations {
        let english = recent.category_name_en.take();
        recent.category_name = translated(language, std::mem::take(&mut recent.category_name), english);
    }
    Ok(found)
}

// ---------------------------------------------------------------------------------------------------------
// Trends: what happened week by week (issue 26 item 6).

/// How many ISO weeks the trends cover: the current one and the 25 before it.
pub const TREND_WEEKS: usize = 26;

/// How many models, options and companies each ranking lists.
pub const TREND_TOP: i64 = 8;

/// `GET /api/dashboard/trends`'s query string: narrow every figure to one company, one category or both.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams), into_params(parameter_in = Query))]
pub struct TrendFilter {
    /// Only the configurations (and their requests) of this company.
    #[cfg_attr(feature = "openapi", param(minimum = 1))]
    pub company_id: Option<i64>,
    /// Only the configurations (and their requests) of this category.
    #[cfg_attr(feature = "openapi", param(minimum = 1))]
    pub category_id: Option<i64>,
}

/// The window the trends cover, in the business's time zone ([`crate::clock::BUSINESS_TIME_ZONE`]): from
/// the Monday `TREND_WEEKS - 1` weeks before the current week's, at midnight, to now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrendWindow {
    /// The Monday of the oldest week.
    pub first_week: NaiveDate,
    /// That Monday's midnight, as an instant.
    pub since: DateTime<Utc>,
    /// The IANA name of the zone weeks are cut in (`Europe/Rome`).
    pub time_zone: &'static str,
}

impl TrendWindow {
    /// The window that ends at `now`.
    pub fn ending(now: DateTime<Utc>) -> Self {
        let today = crate::clock::business_time(now).date_naive();
        let monday = today - Days::new(u64::from(today.weekday().num_days_from_monday()));
        let first_week = monday - Days::new(7 * (TREND_WEEKS as u64 - 1));
        let since = crate::clock::business_midnight(first_week);
        Self { first_week, since, time_zone: crate::clock::BUSINESS_TIME_ZONE.name() }
    }

    /// The Mondays of the window's weeks, oldest first.
    pub fn weeks(&self) -> Vec<NaiveDate> {
        (0..TREND_WEEKS as u64).map(|week| self.first_week + Days::new(7 * week)).collect()
    }
}

/// Saves in one week, as the store counts them: one row per week that had any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SavesRow {
    pub week: NaiveDate,
    /// Every save (every revision written: creations, copies and updates).
    pub saves: i64,
    /// The saves that created a configuration (its first revision).
    pub created: i64,
}

/// Requests sent in one week with one current status, as the store counts them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RequestsRow {
    pub week: NaiveDate,
    pub status: crate::requests::RequestStatus,
    pub count: i64,
}

/// The quotes issued in one week and their value: a row of the store (weeks that had any) and a week of
/// the series alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuotesWeek {
    /// The week's Monday.
    pub week: NaiveDate,
    pub quotes: i64,
    /// The issued quotes' grand totals, in cents (net of the discount, times the quantity, VAT excluded).
    pub total: i64,
}

/// One week of configurations saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SavesWeek {
    /// The week's Monday.
    pub week: NaiveDate,
    pub saves: i64,
    pub created: i64,
}

/// The requests sent in one week, by the status each has now.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RequestsWeek {
    /// The week's Monday.
    pub week: NaiveDate,
    pub pending: i64,
    pub approved: i64,
    pub rejected: i64,
    pub replaced: i64,
}

/// How long deciding a request took over the window.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DecisionTime {
    /// The requests approved or rejected within the window.
    pub decided: i64,
    /// The median time from sending to the decision, in seconds; none when nothing was decided.
    pub median_seconds: Option<i64>,
}

/// A model by the configurations saved on it in the window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopModel {
    pub id: i64,
    pub name: String,
    pub category_id: i64,
    pub configurations: i64,
}

/// A feature value (an option) by the configurations saved with it chosen in the window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopOption {
    pub id: i64,
    pub feature_name: String,
    pub label: String,
    pub configurations: i64,
}

/// A company by the value of the configurations it asked a quote for (sent a request on) in the window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompanyValue {
    pub id: i64,
    pub name: String,
    /// The requests counted (replaced ones are not: their newer request is).
    pub requests: i64,
    /// The sum of their grand totals as sent: net unit price (after the company's discount, VAT
    /// excluded) × quantity, in cents.
    pub quoted_total: i64,
    /// The part of `quoted_total` whose request is approved.
    pub approved_total: i64,
}

/// What the store reads for the trends: sparse weekly rows and the rankings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrendRows {
    pub saves: Vec<SavesRow>,
    pub requests: Vec<RequestsRow>,
    pub quotes: Vec<QuotesWeek>,
    pub decisions: DecisionTime,
    pub top_models: Vec<TopModel>,
    pub top_options: Vec<TopOption>,
    pub companies: Vec<CompanyValue>,
}

/// The dashboard's trends: every weekly series has one entry per week of the window, oldest first, weeks
/// with nothing as zero.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trends {
    pub filter: TrendFilter,
    pub weeks: Vec<NaiveDate>,
    pub saves: Vec<SavesWeek>,
    pub requests: Vec<RequestsWeek>,
    pub quotes: Vec<QuotesWeek>,
    pub decisions: DecisionTime,
    pub top_models: Vec<TopModel>,
    pub top_options: Vec<TopOption>,
    pub companies: Vec<CompanyValue>,
}

impl Trends {
    /// The dense series of `rows` over `window`.
    pub fn from_rows(filter: TrendFilter, window: &TrendWindow, rows: TrendRows) -> Self {
        use crate::requests::RequestStatus;
        let weeks = window.weeks();
        let index = |week: NaiveDate| weeks.iter().position(|monday| *monday == week);
        let mut saves: Vec<SavesWeek> = weeks.iter().map(|&week| SavesWeek { week, saves: 0, created: 0 }).collect();
        for row in rows.saves {
            if let Some(at) = index(row.week) {
                saves[at].saves += row.saves;
                saves[at].created += row.created;
            }
        }
        let mut requests: Vec<RequestsWeek> =
            weeks.iter().map(|&week| RequestsWeek { week, ..RequestsWeek::default() }).collect();
        for row in rows.requests {
            if let Some(at) = index(row.week) {
                let week = &mut requests[at];
                match row.status {
                    RequestStatus::Pending => week.pending += row.count,
                    RequestStatus::Approved => week.approved += row.count,
                    RequestStatus::Rejected => week.rejected += row.count,
                    RequestStatus::Replaced => week.replaced += row.count,
                }
            }
        }
        let mut quotes: Vec<QuotesWeek> = weeks.iter().map(|&week| QuotesWeek { week, quotes: 0, total: 0 }).collect();
        for row in rows.quotes {
            if let Some(at) = index(row.week) {
                quotes[at].quotes += row.quotes;
                quotes[at].total += row.total;
            }
        }
        Self {
            filter,
            weeks,
            saves,
            requests,
            quotes,
            decisions: rows.decisions,
            top_models: rows.top_models,
            top_options: rows.top_options,
            companies: rows.companies,
        }
    }
}

/// Where the trends come from (`PgDashboard`): aggregates over the window, never rows.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait TrendStore: Send + Sync {
    fn company_exists(&self, id: i64) -> Result<bool, RepoError>;
    fn category_exists(&self, id: i64) -> Result<bool, RepoError>;
    /// The rows of the window's weeks, narrowed by `filter`, each ranking at most `top` long.
    fn trend_rows(&self, window: &TrendWindow, filter: &TrendFilter, top: i64) -> Result<TrendRows, RepoError>;
}

/// The trends at `now` (admins): an id that names nothing is 422 on its field.
pub fn trends(
    caller: &User,
    filter: TrendFilter,
    now: DateTime<Utc>,
    store: &dyn TrendStore,
) -> Result<Trends, DomainError> {
    access::require_admin(caller)?;
    let mut errors = vec![];
    if let Some(id) = filter.company_id
        && (id < 1 || !store.company_exists(id)?)
    {
        errors.push(FieldError::new("companyId", Common::NoSuchCompany));
    }
    if let Some(id) = filter.category_id
        && (id < 1 || !store.category_exists(id)?)
    {
        errors.push(FieldError::new("categoryId", Engine::NoSuchCategory));
    }
    if !errors.is_empty() {
        return Err(DomainError::Validation(errors));
    }
    let window = TrendWindow::ending(now);
    let rows = store.trend_rows(&window, &filter, TREND_TOP)?;
    Ok(Trends::from_rows(filter, &window, rows))
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use crate::requests::RequestStatus;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text).unwrap().with_timezone(&Utc)
    }

    fn date(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn the_window_is_twenty_six_iso_weeks_of_italian_time_ending_with_the_current_one() {
        // Sunday 29 November 2026 at 23:30 UTC is already Monday 30 November in Rome.
        let window = TrendWindow::ending(at("2026-11-29T23:30:00Z"));
        let weeks = window.weeks();
        assert_eq!(weeks.len(), TREND_WEEKS);
        assert_eq!(weeks.last(), Some(&date("2026-11-30")));
        assert_eq!(weeks.first(), Some(&date("2026-06-08")));
        assert!(weeks.iter().all(|week| week.weekday() == chrono::Weekday::Mon));
        // Midnight in Rome in summer is 22:00 UTC the day before.
        assert_eq!(window.since, at("2026-06-07T22:00:00Z"));
        assert_eq!(window.time_zone, "Europe/Rome");
    }

    #[test]
    fn weeks_without_rows_are_zero_and_rows_land_on_their_week() {
        let window = TrendWindow::ending(at("2026-11-28T12:00:00Z"));
        let last = *window.weeks().last().unwrap();
        let rows = TrendRows {
            saves: vec![SavesRow { week: last, saves: 3, created: 1 }],
            requests: vec![
                RequestsRow { week: last, status: RequestStatus::Pending, count: 2 },
                RequestsRow { week: last, status: RequestStatus::Approved, count: 1 },
                RequestsRow { week: window.first_week, status: RequestStatus::Rejected, count: 4 },
                // Outside the window: ignored rather than misplaced.
                RequestsRow { week: date("2020-01-06"), status: RequestStatus::Pending, count: 9 },
            ],
            ..TrendRows::default()
        };
        let trends = Trends::from_rows(TrendFilter::default(), &window, rows);
        assert_eq!(trends.saves.len(), TREND_WEEKS);
        assert_eq!(trends.requests.len(), TREND_WEEKS);
        assert_eq!(trends.saves.iter().map(|w| w.saves).sum::<i64>(), 3);
        assert_eq!(trends.saves[TREND_WEEKS - 1], SavesWeek { week: last, saves: 3, created: 1 });
        assert_eq!(trends.requests[TREND_WEEKS - 1].pending, 2);
        assert_eq!(trends.requests[TREND_WEEKS - 1].approved, 1);
        assert_eq!(trends.requests[0].rejected, 4);
        assert_eq!(trends.requests.iter().map(|w| w.pending).sum::<i64>(), 2);
    }
}

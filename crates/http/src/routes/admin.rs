//! The administrators' dashboard, its trends and the preview of a company's catalogue.

use actix_web::web::{Path, Query};
use actix_web::{HttpResponse, get};
use chrono::{DateTime, NaiveDate, Utc};
use domain::catalogue::{CatalogueOutline, OutlineItem, preview};
use domain::dashboard::{Dashboard, RecentConfiguration, TrendFilter, Trends, dashboard, trends};
use serde::Serialize;
use utoipa::ToSchema;

use crate::auth::CurrentUser;
use crate::state::{Answer, State, blocking};

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecentConfigurationBody {
    public_id: String,
    name: String,
    owner_name: String,
    category_name: String,
    net_total: i64,
    updated_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DashboardBody {
    companies: i64,
    users: i64,
    models: i64,
    configurations: i64,
    pending_requests: i64,
    recent_configurations: Vec<RecentConfigurationBody>,
}

impl From<RecentConfiguration> for RecentConfigurationBody {
    fn from(r: RecentConfiguration) -> Self {
        Self {
            public_id: r.public_id,
            name: r.name,
            owner_name: r.owner_name,
            category_name: r.category_name,
            net_total: r.net_total,
            updated_at: r.updated_at,
        }
    }
}

impl From<Dashboard> for DashboardBody {
    fn from(d: Dashboard) -> Self {
        Self {
            companies: d.companies,
            users: d.users,
            models: d.models,
            configurations: d.configurations,
            pending_requests: d.pending_requests,
            recent_configurations: d.recent_configurations.into_iter().map(Into::into).collect(),
        }
    }
}

/// `GET /api/dashboard` (admins).
#[utoipa::path(tag = "admin", security(("bearer" = [])),
    responses((status = 200, body = DashboardBody), (status = 403, body = crate::error::ErrorBody)))]
#[get("/dashboard")]
pub async fn show_dashboard(state: State, user: CurrentUser) -> Answer {
    let (language, caller) = (user.language(), user.0);
    let store = state.dashboard.clone();
    let body = blocking(move || dashboard(&caller.user, store.as_ref(), language)).await?;
    Ok(HttpResponse::Ok().json(DashboardBody::from(body)))
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NamedBody {
    id: i64,
    name: String,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CataloguePreviewBody {
    categories: Vec<NamedBody>,
    types: Vec<NamedBody>,
    models: Vec<NamedBody>,
    parts: Vec<NamedBody>,
    feature_values: Vec<NamedBody>,
}

fn named(items: Vec<OutlineItem>) -> Vec<NamedBody> {
    items.into_iter().map(|item| NamedBody { id: item.id, name: item.name }).collect()
}

impl From<CatalogueOutline> for CataloguePreviewBody {
    fn from(o: CatalogueOutline) -> Self {
        Self {
            categories: named(o.categories),
            types: named(o.types),
            models: named(o.models),
            parts: named(o.parts),
            feature_values: named(o.feature_values),
        }
    }
}

/// `GET /api/company/{id}/catalogue-preview` (admins): what that company's users see.
#[utoipa::path(tag = "admin", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = CataloguePreviewBody), (status = 403, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody)))]
#[get(r"/company/{id:\d+}/catalogue-preview")]
pub async fn catalogue_preview(state: State, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    let company_id = id.into_inner();
    let (filters, outlines) = (state.filters.clone(), state.outlines.clone());
    let outline = blocking(move || preview(&caller.user, company_id, filters.as_ref(), outlines.as_ref())).await?;
    Ok(HttpResponse::Ok().json(CataloguePreviewBody::from(outline)))
}

/// One week of configurations saved.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SavesWeekBody {
    /// The ISO week's Monday (Italian time).
    week: NaiveDate,
    /// Every save: creations, copies and updates (each writes a revision).
    saves: i64,
    /// The saves that created a configuration (a first revision).
    created: i64,
}

/// The quotes issued in one week and their value.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuotesWeekBody {
    /// The ISO week's Monday (Italian time).
    week: NaiveDate,
    quotes: i64,
    /// The issued quotes' grand totals, in cents (net of the discount, times the quantity, VAT excluded).
    total: i64,
}

/// The requests sent in one week, by the status each has now.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RequestsWeekBody {
    /// The ISO week's Monday (Italian time).
    week: NaiveDate,
    pending: i64,
    approved: i64,
    rejected: i64,
    /// Superseded by a newer request on the same configuration.
    replaced: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionTimeBody {
    /// The requests approved or rejected within the window.
    decided: i64,
    /// The median time from sending to deciding, in seconds; null when nothing was decided.
    median_seconds: Option<i64>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopModelBody {
    id: i64,
    name: String,
    category_id: i64,
    /// The configurations on it whose latest save is in the window.
    configurations: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopOptionBody {
    /// The feature value's id.
    id: i64,
    feature_name: String,
    label: String,
    /// The configurations with it chosen whose latest save is in the window.
    configurations: i64,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyValueBody {
    id: i64,
    name: String,
    /// The requests sent in the window and not replaced.
    requests: i64,
    /// Total in cents, VAT excluded: the sum of those requests' grand totals as sent (net unit price
    /// after the company's discount × quantity).
    quoted_total: i64,
    /// Total in cents, VAT excluded: the part of `quotedTotal` whose request is approved.
    approved_total: i64,
}

/// The filters the trends were narrowed by.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrendFilterBody {
    company_id: Option<i64>,
    category_id: Option<i64>,
}

/// `GET /api/dashboard/trends`: each weekly series has one entry per ISO week of the window (26, oldest
/// first, the current week last, weeks with nothing as zero).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrendsBody {
    filter: TrendFilterBody,
    /// The Mondays of the window's weeks, oldest first.
    weeks: Vec<NaiveDate>,
    saves: Vec<SavesWeekBody>,
    requests: Vec<RequestsWeekBody>,
    quotes: Vec<QuotesWeekBody>,
    decisions: DecisionTimeBody,
    top_models: Vec<TopModelBody>,
    top_options: Vec<TopOptionBody>,
    companies: Vec<CompanyValueBody>,
}

impl From<Trends> for TrendsBody {
    fn from(t: Trends) -> Self {
        Self {
            filter: TrendFilterBody { company_id: t.filter.company_id, category_id: t.filter.category_id },
            weeks: t.weeks,
            saves: t
                .saves
                .into_iter()
                .map(|w| SavesWeekBody { week: w.week, saves: w.saves, created: w.created })
                .collect(),
            requests: t
                .requests
                .into_iter()
                .map(|w| RequestsWeekBody {
                    week: w.week,
                    pending: w.pending,
                    approved: w.approved,
                    rejected: w.rejected,
                    replaced: w.replaced,
                })
                .collect(),
            quotes: t
                .quotes
                .into_iter()
                .map(|w| QuotesWeekBody { week: w.week, quotes: w.quotes, total: w.total })
                .collect(),
            decisions: DecisionTimeBody { decided: t.decisions.decided, median_seconds: t.decisions.median_seconds },
            top_models: t
                .top_models
                .into_iter()
                .map(|m| TopModelBody {
                    id: m.id,
                    name: m.name,
                    category_id: m.category_id,
                    configurations: m.configurations,
                })
                .collect(),
            top_options: t
                .top_options
                .into_iter()
                .map(|o| TopOptionBody {
                    id: o.id,
                    feature_name: o.feature_name,
                    label: o.label,
                    configurations: o.configurations,
                })
                .collect(),
            companies: t
                .companies
                .into_iter()
                .map(|c| CompanyValueBody {
                    id: c.id,
                    name: c.name,
                    requests: c.requests,
                    quoted_total: c.quoted_total,
                    approved_total: c.approved_total,
                })
                .collect(),
        }
    }
}

/// `GET /api/dashboard/trends` (admins): the last 26 ISO weeks, week by week, and the window's rankings,
/// narrowed to a company and a category when asked.
#[utoipa::path(tag = "admin", security(("bearer" = [])),
    params(TrendFilter),
    responses((status = 200, body = TrendsBody), (status = 400, body = crate::error::ErrorBody),
        (status = 401, body = crate::error::ErrorBody), (status = 403, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody,
            description = "`validation_failed` on `companyId` or `categoryId`: no such company or category")))]
#[get("/dashboard/trends")]
pub async fn dashboard_trends(state: State, CurrentUser(caller): CurrentUser, filter: Query<TrendFilter>) -> Answer {
    let (store, filter) = (state.trends.clone(), filter.into_inner());
    let body = blocking(move || trends(&caller.user, filter, Utc::now(), store.as_ref())).await?;
    Ok(HttpResponse::Ok().json(TrendsBody::from(body)))
}

//! The administrators' dashboard and the preview of a company's catalogue.

use actix_web::web::Path;
use actix_web::{HttpResponse, get};
use chrono::{DateTime, Utc};
use domain::catalogue::{CatalogueOutline, OutlineItem, preview};
use domain::dashboard::{Dashboard, RecentConfiguration, dashboard};
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
pub async fn show_dashboard(state: State, CurrentUser(caller): CurrentUser) -> Answer {
    let store = state.dashboard.clone();
    let body = blocking(move || dashboard(&caller.user, store.as_ref())).await?;
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

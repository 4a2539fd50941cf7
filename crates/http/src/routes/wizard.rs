//! The wizard's calls: the categories the caller can configure, a category's published configurator with the caller's catalogue (cacheable by
//! ETag), an administrator's preview of any configurator as one company sees it, and the evaluation of a
//! draft.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, PoisonError, Weak};

use actix_web::http::header::{self, ContentType, HeaderValue};
use actix_web::web::{Bytes, Json, Path, Query};
use actix_web::{HttpRequest, HttpResponse};
use domain::configurator::{
    Catalogue, CategorySummary, Definition, Draft, Evaluation, WizardCatalogue, WizardView, category_etag,
    category_view, evaluate_draft, offered_categories, preview,
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::CurrentUser;
use crate::error::ApiError;
use crate::state::{Answer, State, blocking};

/// Per caller (the ETag names the caller's company and scope), kept by the browser but revalidated on
/// every use.
const REVALIDATE: &str = "private, no-cache";

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WizardConfiguratorBody {
    id: i64,
    name: String,
    description: Option<String>,
    version: i32,
    /// `{steps, rules}` as the configurator contract describes it.
    definition: Definition,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WizardCategoryBody {
    id: i64,
    slug: String,
    name: String,
    description: Option<String>,
    image_url: Option<String>,
}

/// Everything the wizard needs, filtered for the caller.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WizardBody {
    configurator: WizardConfiguratorBody,
    category: WizardCategoryBody,
    /// `{types, models, modelParts, parts, features, values, discountPercent}`.
    catalogue: Catalogue,
}

impl From<CategorySummary> for WizardCategoryBody {
    fn from(category: CategorySummary) -> Self {
        Self {
            id: category.id,
            slug: category.slug,
            name: category.name,
            description: category.description,
            image_url: category.image_url,
        }
    }
}

impl From<WizardView> for WizardBody {
    fn from(view: WizardView) -> Self {
        let summary = view.configurator;
        Self {
            configurator: WizardConfiguratorBody {
                id: summary.id,
                name: summary.name,
                description: summary.description,
                version: summary.version,
                definition: view.definition,
            },
            category: summary.category.into(),
            catalogue: Arc::unwrap_or_clone(view.catalogue),
        }
    }
}

/// `GET /api/configurator/categories`: the categories the caller can configure (active, visible to their
/// company, with a published configurator), in their sort order: what the home page offers.
#[utoipa::path(get, path = "/api/configurator/categories", tag = "wizard", security(("bearer" = [])),
    responses((status = 200, body = Vec<WizardCategoryBody>), (status = 401, body = crate::error::ErrorBody)))]
pub async fn categories(state: State, CurrentUser(caller): CurrentUser) -> Answer {
    let (wizard, filters) = (state.wizard.clone(), state.filters.clone());
    let offered = blocking(move || offered_categories(&caller.user, wizard.as_ref(), filters.as_ref())).await?;
    Ok(HttpResponse::Ok().json(offered.into_iter().map(WizardCategoryBody::from).collect::<Vec<_>>()))
}

/// Full answers of the category endpoint already serialised, at most this many (about 150 KB each at 1,000
/// feature values).
const RENDERED_ANSWERS: usize = 64;

/// A serialised answer. The ETag names everything the answer depends on (the catalogue version, the
/// caller's company and scope, the slug's hash), so with the slug itself beside it a hit is exact; answers
/// of an older version are never asked for again and leave as newer ones arrive.
struct Rendered {
    /// The application that rendered it: its catalogue port, held weakly so the address stays unique
    /// while the entry lives (two applications in one process, as in the tests, never share answers)
    /// without keeping that application alive.
    owner: Weak<dyn WizardCatalogue>,
    etag: String,
    slug: String,
    body: Bytes,
}

static RENDERED: Mutex<VecDeque<Rendered>> = Mutex::new(VecDeque::new());

fn rendered(wizard: &Arc<dyn WizardCatalogue>, etag: &str, slug: &str) -> Option<Bytes> {
    let owner = Arc::downgrade(wizard);
    let answers = RENDERED.lock().unwrap_or_else(PoisonError::into_inner);
    answers
        .iter()
        .find(|answer| answer.etag == etag && answer.slug == slug && Weak::ptr_eq(&answer.owner, &owner))
        .map(|answer| answer.body.clone())
}

fn keep_rendered(wizard: &Arc<dyn WizardCatalogue>, etag: String, slug: String, body: Bytes) {
    let mut answers = RENDERED.lock().unwrap_or_else(PoisonError::into_inner);
    if answers.len() >= RENDERED_ANSWERS {
        answers.pop_front();
    }
    answers.push_back(Rendered { owner: Arc::downgrade(wizard), etag, slug, body });
}

/// Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for `If-None-Match`).
fn none_match_hits(req: &HttpRequest, etag: &str) -> bool {
    let opaque = |tag: &str| tag.trim().trim_start_matches("W/").to_owned();
    let ours = opaque(etag);
    req.headers()
        .get_all(header::IF_NONE_MATCH)
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|tag| opaque(tag) == ours)
}

/// `GET /api/configurator/category/{slug}`: the ETag is computed first from the catalogue version alone;
/// a match answers 304 without reading the catalogue, and an answer already serialised under that ETag is
/// sent again as it is.
#[utoipa::path(get, path = "/api/configurator/category/{slug}", tag = "wizard", security(("bearer" = [])),
    params(("slug" = String, Path), ("If-None-Match" = Option<String>, Header, description = "An ETag of an earlier answer")),
    responses(
        (status = 200, body = WizardBody, headers(("ETag" = String), ("Cache-Control" = String))),
        (status = 304, description = "Unchanged since the ETag in If-None-Match", headers(("ETag" = String))),
        (status = 401, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody)))]
pub async fn category(state: State, CurrentUser(caller): CurrentUser, slug: Path<String>, req: HttpRequest) -> Answer {
    let slug = slug.into_inner();
    let (wizard, user, key) = (state.wizard.clone(), caller.user.clone(), slug.clone());
    let etag = blocking(move || category_etag(&user, &key, wizard.as_ref())).await?;
    let etag_value =
        HeaderValue::from_str(&etag).map_err(|err| ApiError(domain::DomainError::Internal(err.to_string())))?;
    if none_match_hits(&req, &etag) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, etag_value))
            .insert_header((header::CACHE_CONTROL, REVALIDATE))
            .finish());
    }
    let body = match rendered(&state.wizard, &etag, &slug) {
        Some(body) => body,
        None => {
            let (wizard, filters, key) = (state.wizard.clone(), state.filters.clone(), slug.clone());
            // Serialising a large catalogue is CPU work: it runs on the blocking pool with the reads.
            let body = blocking(move || {
                let view = category_view(&caller.user, &key, wizard.as_ref(), filters.as_ref())?;
                serde_json::to_vec(&WizardBody::from(view))
                    .map(Bytes::from)
                    .map_err(|err| domain::DomainError::Internal(err.to_string()))
            })
            .await?;
            keep_rendered(&state.wizard, etag, slug, body.clone());
            body
        }
    };
    Ok(HttpResponse::Ok()
        .insert_header((header::ETAG, etag_value))
        .insert_header((header::CACHE_CONTROL, REVALIDATE))
        .content_type(ContentType::json())
        .body(body))
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PreviewQuery {
    /// The company whose view to show.
    company_id: i64,
}

/// `GET /api/configurator/{id}/preview?companyId=` (admins): any configurator as that company sees it.
#[utoipa::path(get, path = "/api/configurator/{id}/preview", tag = "wizard", security(("bearer" = [])),
    params(("id" = i64, Path), PreviewQuery),
    responses((status = 200, body = WizardBody), (status = 400, body = crate::error::ErrorBody),
        (status = 401, body = crate::error::ErrorBody), (status = 403, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody)))]
pub async fn preview_configurator(
    state: State,
    CurrentUser(caller): CurrentUser,
    id: Path<i64>,
    query: Query<PreviewQuery>,
) -> Answer {
    let (configurator_id, company_id) = (id.into_inner(), query.into_inner().company_id);
    let (wizard, filters) = (state.wizard.clone(), state.filters.clone());
    let view =
        blocking(move || preview(&caller.user, configurator_id, company_id, wizard.as_ref(), filters.as_ref())).await?;
    Ok(HttpResponse::Ok().json(WizardBody::from(view)))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvaluateRequest {
    configurator_id: i64,
    /// Administrators only: evaluate as this company's users would (its filters and discount).
    company_id: Option<i64>,
    /// `{typeId?, modelId?, parts: [{partId, quantity, values: [{featureId, valueId?, numericValue?}]}], quantity}`.
    draft: Draft,
}

/// `POST /api/productconf/evaluate`: the draft against the configurator and the caller's catalogue.
#[utoipa::path(post, path = "/api/productconf/evaluate", tag = "wizard", security(("bearer" = [])),
    request_body = EvaluateRequest,
    responses((status = 200, body = Evaluation), (status = 400, body = crate::error::ErrorBody),
        (status = 401, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody)))]
pub async fn evaluate(state: State, CurrentUser(caller): CurrentUser, body: Json<EvaluateRequest>) -> Answer {
    let EvaluateRequest { configurator_id, company_id, draft } = body.into_inner();
    let (wizard, filters) = (state.wizard.clone(), state.filters.clone());
    let evaluation = blocking(move || {
        evaluate_draft(&caller.user, configurator_id, company_id, &draft, wizard.as_ref(), filters.as_ref())
    })
    .await?;
    Ok(HttpResponse::Ok().json(evaluation))
}

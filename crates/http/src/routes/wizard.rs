//! The wizard's calls: the categories the caller can configure, a category's published configurator with the caller's catalogue (cacheable by
//! ETag), an administrator's preview of any configurator as one company sees it, and the evaluation of a
//! draft.

use std::sync::Arc;

use actix_web::web::{Path, Query};
use actix_web::{HttpRequest, HttpResponse, get, post};
use domain::configurator::{
    Catalogue, CategorySummary, Click, Definition, Draft, Evaluation, ItemRef, NumericTarget, Pins, WizardView,
    category_version, category_view, evaluate_draft, offered_categories, preview,
};
use domain::said::Speak;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::CurrentUser;
use crate::json_body::Json;
use crate::state::{Answer, State, blocking};

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
    fn from(summary: CategorySummary) -> Self {
        Self {
            id: summary.id,
            slug: summary.slug,
            name: summary.name,
            description: summary.description,
            image_url: summary.image_url,
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
#[utoipa::path(tag = "wizard", security(("bearer" = [])),
    responses((status = 200, body = Vec<WizardCategoryBody>), (status = 401, body = crate::error::ErrorBody)))]
#[get("/configurator/categories")]
pub async fn categories(state: State, CurrentUser(caller): CurrentUser) -> Answer {
    let wizard = state.wizard.clone();
    let offered = blocking(move || {
        let at = wizard.at(caller.versions.catalogue);
        offered_categories(&caller.user, &at, &at)
    })
    .await?;
    Ok(HttpResponse::Ok().json(offered.into_iter().map(WizardCategoryBody::from).collect::<Vec<_>>()))
}

/// `GET /api/configurator/category/{slug}`: the ETag is computed first from the catalogue version alone;
/// a match answers 304 without reading the catalogue, and an answer already serialised under that ETag is
/// sent again as it is.
#[utoipa::path(tag = "wizard", security(("bearer" = [])),
    params(("slug" = String, Path), ("If-None-Match" = Option<String>, Header, description = "An ETag of an earlier answer")),
    responses(
        (status = 200, body = WizardBody, headers(("ETag" = String), ("Cache-Control" = String))),
        (status = 304, description = "Unchanged since the ETag in If-None-Match", headers(("ETag" = String))),
        (status = 401, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody)))]
#[get("/configurator/category/{slug}")]
pub async fn category(state: State, CurrentUser(caller): CurrentUser, slug: Path<String>, req: HttpRequest) -> Answer {
    let slug = slug.into_inner();
    let etag = crate::etag::category(category_version(&caller.user, caller.versions.catalogue, &slug)?, &slug);
    let (wizard, key) = (state.wizard.clone(), slug.clone());
    let render = move || {
        let at = wizard.at(caller.versions.catalogue);
        let view = category_view(&caller.user, &key, &at, &at)?;
        serde_json::to_vec(&WizardBody::from(view)).map_err(|err| domain::DomainError::Internal(err.to_string()))
    };
    state.category_answers.answer(&req, etag, slug, render).await
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PreviewQuery {
    /// The company whose view to show.
    company_id: i64,
}

/// `GET /api/configurator/{id}/preview?companyId=` (admins): any configurator as that company sees it.
#[utoipa::path(tag = "wizard", security(("bearer" = [])),
    params(("id" = i64, Path), PreviewQuery),
    responses((status = 200, body = WizardBody), (status = 400, body = crate::error::ErrorBody),
        (status = 401, body = crate::error::ErrorBody), (status = 403, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody)))]
#[get(r"/configurator/{id:\d+}/preview")]
pub async fn preview_configurator(
    state: State,
    CurrentUser(caller): CurrentUser,
    id: Path<i64>,
    query: Query<PreviewQuery>,
) -> Answer {
    let (configurator_id, company_id) = (id.into_inner(), query.into_inner().company_id);
    let wizard = state.wizard.clone();
    let view = blocking(move || {
        let at = wizard.at(caller.versions.catalogue);
        preview(&caller.user, configurator_id, company_id, &at, &at)
    })
    .await?;
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
    /// Items every configuration must have, whatever the order of the choices (the wizard's "Parti da una
    /// scelta"): a type, a model, a part, a value on any part (no `partId`) or on one part.
    #[serde(default)]
    #[schema(max_items = 20)]
    pins: Vec<ItemRef>,
    /// Numbers every configuration must meet on numeric features ("Larghezza ≥ 240 cm"): a part offering
    /// the feature is included, and each included part offering it gives it a number within the bounds.
    /// Counted with `pins`
    /// (at most 20 together); a `because` or a repair's `drop` names a target as `{kind: "feature", id}`.
    #[serde(default)]
    #[schema(max_items = 20)]
    targets: Vec<NumericTarget>,
}

/// `POST /api/productconf/evaluate`: the draft against the configurator and the caller's catalogue.
#[utoipa::path(tag = "wizard", security(("bearer" = [])),
    request_body = EvaluateRequest,
    responses((status = 200, body = Evaluation), (status = 400, body = crate::error::ErrorBody),
        (status = 401, body = crate::error::ErrorBody), (status = 403, body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
#[post("/productconf/evaluate")]
pub async fn evaluate(state: State, user: CurrentUser, body: Json<EvaluateRequest>) -> Answer {
    let (language, CurrentUser(caller)) = (user.language(), user);
    let EvaluateRequest { configurator_id, company_id, draft, pins, targets } = body.into_inner();
    let (wizard, spaces) = (state.wizard.clone(), state.configurations.spaces.clone());
    let evaluation = blocking(move || {
        let at = wizard.at(caller.versions.catalogue);
        evaluate_draft(
            &caller.user,
            configurator_id,
            company_id,
            &Click { draft, pins: Pins { items: pins, targets } },
            &at,
            &at,
            &spaces,
        )
    })
    .await?;
    Ok(HttpResponse::Ok().json(evaluation.spoken(language)))
}

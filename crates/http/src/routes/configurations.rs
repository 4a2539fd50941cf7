//! Saved configurations (docs/api.md "Configurations"): addressed by public id, scoped by role (404
//! outside the caller's scope), re-evaluated on every save and every read.

use actix_web::http::header::{self, Charset, ContentDisposition, DispositionParam, DispositionType, ExtendedValue};
use actix_web::web::{Path, Query};
use actix_web::{HttpRequest, HttpResponse, delete, get, post, put};
use chrono::{DateTime, NaiveDate, Utc};
use domain::DomainError;
use domain::catalogue::{ListRequest, Page};
use domain::configurations::{
    Change, ConfigurationFilter, ConfigurationInput, ConfigurationService, ConfigurationView, RevisionView,
};
use domain::configurator::{Draft, DraftPart, Evaluation, Price};
use domain::quotes::{IssuedQuote, QuoteFile, QuoteOptions};
use domain::said::{Language, Saved, Speak};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::CurrentUser;
use crate::error::ErrorBody;
use crate::json_body::{Json, OptionalJson};
use crate::state::{Answer, State, run};

/// One row of the list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConfigurationSummaryBody {
    public_id: String,
    name: String,
    category_slug: String,
    category_name: String,
    model_name: Option<String>,
    owner_id: i64,
    owner_name: String,
    /// The company it belongs to (its customer's); none for an administrator's own.
    company_id: Option<i64>,
    company_name: Option<String>,
    customer_id: Option<i64>,
    customer_name: Option<String>,
    quantity: i64,
    /// Cents, as saved.
    saved_grand_total: i64,
    complete: bool,
    valid: bool,
    /// Today's evaluation differs from the saved one ("da verificare").
    stale: bool,
    /// `pending`, `approved`, `rejected`, `replaced`, or none.
    request_status: Option<String>,
    updated_at: DateTime<Utc>,
}

impl From<&ConfigurationView> for ConfigurationSummaryBody {
    fn from(view: &ConfigurationView) -> Self {
        let c = &view.configuration;
        Self {
            public_id: c.public_id.clone(),
            name: c.name.clone(),
            category_slug: c.category_slug.clone(),
            category_name: c.category_name.clone(),
            model_name: c.model_name.clone(),
            owner_id: c.owner_id,
            owner_name: c.owner_name.clone(),
            company_id: c.company_id,
            company_name: c.company_name.clone(),
            customer_id: c.customer_id,
            customer_name: c.customer_name.clone(),
            quantity: c.draft.quantity,
            saved_grand_total: c.saved_grand_total,
            complete: c.complete,
            valid: c.valid,
            stale: view.stale,
            request_status: c.request_status.clone(),
            updated_at: c.updated_at,
        }
    }
}

/// The whole configuration: the summary, the draft (parts and values inline), the saved price and
/// today's evaluation with what changed.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConfigurationBody {
    #[serde(flatten)]
    summary: ConfigurationSummaryBody,
    configurator_id: Option<i64>,
    type_id: Option<i64>,
    model_id: Option<i64>,
    notes: Option<String>,
    copied_from: Option<String>,
    version: i32,
    /// The number of the latest save; a customization request refers to the revision it was sent with.
    revision: i32,
    /// `{typeId?, modelId?, parts: [{partId, quantity, values: [{featureId, valueId?, numericValue?}]}], quantity}`.
    draft: Draft,
    /// The price when saved.
    saved_price: Option<Price>,
    /// Today's `{complete, valid, violations, disabled, price}`; none when the category has no configurator.
    evaluation: Option<Evaluation>,
    /// What changed in the catalogue since the save (violations that appeared, the grand total then and now).
    changes: Vec<Change>,
    created_at: DateTime<Utc>,
}

impl Speak for ConfigurationBody {
    fn speak(&mut self, language: Language) {
        self.evaluation.speak(language);
        self.changes.speak(language);
    }
}

impl From<ConfigurationView> for ConfigurationBody {
    fn from(view: ConfigurationView) -> Self {
        let summary = ConfigurationSummaryBody::from(&view);
        let c = view.configuration;
        Self {
            summary,
            configurator_id: c.configurator_id,
            type_id: c.draft.type_id,
            model_id: c.draft.model_id,
            notes: c.notes,
            copied_from: c.copied_from,
            version: c.version,
            revision: c.revision,
            draft: c.draft,
            saved_price: c.saved_price,
            evaluation: view.evaluation,
            changes: view.changes,
            created_at: c.created_at,
        }
    }
}

/// A new configuration: the contents and the configurator they follow.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreateConfigurationRequest {
    configurator_id: i64,
    #[serde(flatten)]
    contents: ConfigurationInput,
}

/// A save: the contents and the version they were read at.
#[derive(Deserialize, ToSchema)]
pub struct UpdateConfigurationRequest {
    /// The version read; 409 `stale_version` when someone saved in between.
    version: i32,
    #[serde(flatten)]
    contents: ConfigurationInput,
}

/// `GET /api/productconf`: a page of the configurations in the caller's scope (`scope=mine`: their own),
/// of one category, by the status of their latest customization request. Tagged with an ETag that names
/// the versions of everything it shows: a current `If-None-Match` answers 304, and a page already
/// rendered under its tag is sent again without reading it.
#[utoipa::path(operation_id = "list_productconf", tag = "configuration", security(("bearer" = [])),
    params(ListRequest, ConfigurationFilter,
        ("If-None-Match" = Option<String>, Header, description = "An ETag of an earlier answer")),
    responses(
        (status = 200, body = Page<ConfigurationSummaryBody>, headers(("ETag" = String), ("Cache-Control" = String))),
        (status = 304, description = "Unchanged since the ETag in If-None-Match", headers(("ETag" = String))),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
#[get("/productconf")]
pub async fn list(
    state: State,
    CurrentUser(caller): CurrentUser,
    request: Query<ListRequest>,
    filter: Query<ConfigurationFilter>,
    req: HttpRequest,
) -> Answer {
    let (request, filter) = (request.into_inner(), filter.into_inner());
    let version = ConfigurationService::list_version(&caller.user, caller.versions, request.clone(), &filter)?;
    let service = state.configurations_at(caller.versions.catalogue);
    let render = move || {
        let page = service.list(&caller.user, request, filter)?;
        serde_json::to_vec(&page.map(|view| ConfigurationSummaryBody::from(&view)))
            .map_err(|err| DomainError::Internal(err.to_string()))
    };
    state.list_pages.answer(&req, crate::etag::list(&version), version.key, render).await
}

/// `GET /api/productconf/{publicId}`.
#[utoipa::path(operation_id = "get_one_productconf", path = "/productconf/{publicId}", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path)),
    responses((status = 200, body = ConfigurationBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
#[get("/productconf/{public_id:[A-Za-z0-9_-]{22}}")]
pub async fn get_one(state: State, user: CurrentUser, public_id: Path<String>) -> Answer {
    let (language, caller) = (user.language(), user.0);
    let view = run(&state.configurations_at(caller.versions.catalogue), move |service| {
        service.get(&caller.user, &public_id.into_inner())
    })
    .await?;
    Ok(HttpResponse::Ok().json(ConfigurationBody::from(view).spoken(language)))
}

/// `POST /api/productconf`: evaluated and priced by the server.
#[utoipa::path(operation_id = "create_productconf", tag = "configuration", security(("bearer" = [])),
    request_body = CreateConfigurationRequest,
    responses((status = 201, body = ConfigurationBody), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
#[post("/productconf")]
pub async fn create(state: State, user: CurrentUser, body: Json<CreateConfigurationRequest>) -> Answer {
    let (language, caller) = (user.language(), user.0);
    let CreateConfigurationRequest { configurator_id, contents } = body.into_inner();
    let view = run(&state.configurations_at(caller.versions.catalogue), move |service| {
        service.create(&caller.user, configurator_id, contents)
    })
    .await?;
    Ok(HttpResponse::Created().json(ConfigurationBody::from(view).spoken(language)))
}

/// `PUT /api/productconf/{publicId}`: 409 `stale_version` when the version moved.
#[utoipa::path(operation_id = "update_productconf", path = "/productconf/{publicId}", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path)), request_body = UpdateConfigurationRequest,
    responses((status = 200, body = ConfigurationBody), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
#[put("/productconf/{public_id:[A-Za-z0-9_-]{22}}")]
pub async fn update(
    state: State,
    user: CurrentUser,
    public_id: Path<String>,
    body: Json<UpdateConfigurationRequest>,
) -> Answer {
    let (language, caller) = (user.language(), user.0);
    let UpdateConfigurationRequest { version, contents } = body.into_inner();
    let view = run(&state.configurations_at(caller.versions.catalogue), move |service| {
        service.update(&caller.user, &public_id.into_inner(), version, contents)
    })
    .await?;
    Ok(HttpResponse::Ok().json(ConfigurationBody::from(view).spoken(language)))
}

/// What the copy screen saves: the copy as the user left it (`name` and `draft` required), or nothing
/// (`{}` or no body) for a copy as it is.
#[derive(Deserialize, ToSchema, Default)]
#[serde(rename_all = "camelCase", default)]
pub struct CopyConfigurationRequest {
    name: Option<String>,
    notes: Option<String>,
    customer_id: Option<i64>,
    draft: Option<Draft>,
}

impl CopyConfigurationRequest {
    /// `None` for an empty body; the contents to save otherwise (422 when `name` or `draft` is missing).
    fn edited(self) -> Result<Option<ConfigurationInput>, DomainError> {
        let Self { name, notes, customer_id, draft } = self;
        match (name, draft) {
            (None, None) if notes.is_none() && customer_id.is_none() => Ok(None),
            (Some(name), Some(draft)) => Ok(Some(ConfigurationInput { name, notes, customer_id, draft })),
            (name, _) => {
                let missing = if name.is_none() { "name" } else { "draft" };
                Err(DomainError::validation(missing, Saved::EditedCopyIncomplete))
            }
        }
    }
}

/// `POST /api/productconf/{publicId}/copy`: a new configuration owned by the caller, pointing to its
/// source. Without a body: "Copia di …" with the source's choices; with one: those contents, in one save.
#[utoipa::path(path = "/productconf/{publicId}/copy", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path)), request_body = Option<CopyConfigurationRequest>,
    responses((status = 201, body = ConfigurationBody), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
#[post("/productconf/{public_id:[A-Za-z0-9_-]{22}}/copy")]
pub async fn copy(
    state: State,
    user: CurrentUser,
    public_id: Path<String>,
    OptionalJson(body): OptionalJson<CopyConfigurationRequest>,
) -> Answer {
    let (language, caller) = (user.language(), user.0);
    let edited = body.unwrap_or_default().edited()?;
    let view = run(&state.configurations_at(caller.versions.catalogue), move |service| {
        service.copy(&caller.user, &public_id.into_inner(), edited)
    })
    .await?;
    Ok(HttpResponse::Created().json(ConfigurationBody::from(view).spoken(language)))
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EvaluateEditRequest {
    /// The customer the edit names, when it names one (it may move the configuration's pricing company).
    customer_id: Option<i64>,
    /// `{typeId?, modelId?, parts: [{partId, quantity, values: [{featureId, valueId?, numericValue?}]}], quantity}`.
    draft: Draft,
}

/// `POST /api/productconf/{publicId}/evaluate`: the editor's live evaluation of a saved configuration (and of
/// a copy of it): the draft judged and priced exactly as saving it would be, for the configuration's company,
/// whoever edits it. Nothing is written.
#[utoipa::path(path = "/productconf/{publicId}/evaluate", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path)), request_body = EvaluateEditRequest,
    responses((status = 200, body = Evaluation), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
#[post("/productconf/{public_id:[A-Za-z0-9_-]{22}}/evaluate")]
pub async fn evaluate_edit(
    state: State,
    user: CurrentUser,
    public_id: Path<String>,
    body: Json<EvaluateEditRequest>,
) -> Answer {
    let (language, caller) = (user.language(), user.0);
    let EvaluateEditRequest { customer_id, draft } = body.into_inner();
    let evaluation = run(&state.configurations_at(caller.versions.catalogue), move |service| {
        service.evaluate_edit(&caller.user, &public_id.into_inner(), customer_id, &draft)
    })
    .await?;
    Ok(HttpResponse::Ok().json(evaluation.spoken(language)))
}

/// `DELETE /api/productconf/{publicId}`: 409 `conflict` while a request on it is pending.
#[utoipa::path(operation_id = "delete_productconf", path = "/productconf/{publicId}", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path)),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody)))]
#[delete("/productconf/{public_id:[A-Za-z0-9_-]{22}}")]
pub async fn delete(state: State, CurrentUser(caller): CurrentUser, public_id: Path<String>) -> Answer {
    run(&state.configurations_at(caller.versions.catalogue), move |service| {
        service.delete(&caller.user, &public_id.into_inner())
    })
    .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Whose parts `GET /api/productconfpart` reads.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct PartsQuery {
    /// The configuration's public id.
    configuration_id: String,
}

/// `GET /api/productconfpart?configurationId={publicId}`: the parts, within the caller's scope.
#[utoipa::path(tag = "configuration", security(("bearer" = [])),
    params(PartsQuery),
    responses((status = 200, body = Vec<DraftPart>), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
#[get("/productconfpart")]
pub async fn parts(state: State, CurrentUser(caller): CurrentUser, query: Query<PartsQuery>) -> Answer {
    let parts = run(&state.configurations_at(caller.versions.catalogue), move |service| {
        service.parts(&caller.user, &query.into_inner().configuration_id)
    })
    .await?;
    Ok(HttpResponse::Ok().json(parts))
}

/// How a quote is drawn.
#[derive(Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase", default)]
pub struct QuoteQuery {
    /// Print price lines of zero too (`true`); by default they are left out.
    zero_lines: bool,
}

impl QuoteQuery {
    fn options(&self) -> QuoteOptions {
        QuoteOptions { zero_lines: self.zero_lines }
    }
}

/// `GET /api/productconf/{publicId}/quote.pdf`: the A4 quote as a preview ("BOZZA", unnumbered), as an
/// attachment named after the configuration.
#[utoipa::path(operation_id = "quote_productconf", path = "/productconf/{publicId}/quote.pdf", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path), QuoteQuery),
    responses((status = 200, description = "The quote's preview (A4, in the caller's language, marked as a draft, no number), `Content-Disposition: attachment; filename=\"preventivo-<name>.pdf\"` (`quote-<name>.pdf` in English) with `filename*` in UTF-8",
            content(([u8] = "application/pdf"))),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 429, body = ErrorBody, description = "`rate_limited`, with `Retry-After`: the caller already has two quotes rendering")))]
#[get("/productconf/{public_id:[A-Za-z0-9_-]{22}}/quote.pdf")]
pub async fn quote(
    state: State,
    CurrentUser(caller): CurrentUser,
    public_id: Path<String>,
    query: Query<QuoteQuery>,
) -> Answer {
    let options = query.options();
    let file = run(&state.quotes, move |service| service.pdf(&caller.user, &public_id.into_inner(), options)).await?;
    Ok(pdf_answer(file))
}

fn pdf_answer(file: QuoteFile) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/pdf")
        .insert_header(attachment(&file.file_name))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(file.bytes)
}

/// An issued quote, without its document.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IssuedQuoteBody {
    /// "PRV-2026-0042": a gapless sequence per year.
    number: String,
    year: i32,
    sequence: i32,
    /// The configuration it was issued from, and that configuration's revision then.
    configuration_id: String,
    revision: i32,
    issued_by_name: String,
    issued_at: DateTime<Utc>,
    /// The last day the offer holds (Italian calendar).
    valid_until: NaiveDate,
    terms: String,
    /// Cents, as the document states it.
    grand_total: i64,
    /// The SHA-256 of the document, in hex.
    sha256: String,
    /// Where the document is: `/api/quotes/{number}.pdf`.
    pdf_url: String,
}

impl From<IssuedQuote> for IssuedQuoteBody {
    fn from(issued: IssuedQuote) -> Self {
        Self {
            pdf_url: format!("/api/quotes/{}.pdf", issued.number),
            number: issued.number,
            year: issued.year,
            sequence: issued.sequence,
            configuration_id: issued.configuration_public_id,
            revision: issued.revision,
            issued_by_name: issued.issued_by_name,
            issued_at: issued.issued_at,
            valid_until: issued.valid_until,
            terms: issued.terms,
            grand_total: issued.grand_total,
            sha256: issued.sha256,
        }
    }
}

/// `POST /api/productconf/{publicId}/quotes`: issues the configuration's quote as it is today: the next number
/// of the year, today's date, the validity date and terms from the settings, in the caller's language. The
/// document is kept: `GET /api/quotes/{number}.pdf` serves it byte for byte. Whoever may read the
/// configuration may issue it; 422 when it is incomplete, invalid or to be checked.
#[utoipa::path(operation_id = "issue_quote_productconf", path = "/productconf/{publicId}/quotes", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path), QuoteQuery),
    responses((status = 201, body = IssuedQuoteBody), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody, description = "`rate_limited`, with `Retry-After`: the caller already has two quotes rendering")))]
#[post("/productconf/{public_id:[A-Za-z0-9_-]{22}}/quotes")]
pub async fn issue_quote(
    state: State,
    CurrentUser(caller): CurrentUser,
    public_id: Path<String>,
    query: Query<QuoteQuery>,
) -> Answer {
    let options = query.options();
    let issued =
        run(&state.issued_quotes, move |service| service.issue(&caller.user, &public_id.into_inner(), options)).await?;
    Ok(HttpResponse::Created().json(IssuedQuoteBody::from(issued)))
}

/// `GET /api/productconf/{publicId}/quotes`: the quotes issued from the configuration, newest first.
#[utoipa::path(operation_id = "quotes_productconf", path = "/productconf/{publicId}/quotes", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path)),
    responses((status = 200, body = Vec<IssuedQuoteBody>), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
#[get("/productconf/{public_id:[A-Za-z0-9_-]{22}}/quotes")]
pub async fn issued_quotes(state: State, CurrentUser(caller): CurrentUser, public_id: Path<String>) -> Answer {
    let issued = run(&state.issued_quotes, move |service| service.list(&caller.user, &public_id.into_inner())).await?;
    Ok(HttpResponse::Ok().json(issued.into_iter().map(IssuedQuoteBody::from).collect::<Vec<_>>()))
}

/// `GET /api/quotes/{number}.pdf`: an issued quote's document as it was issued, the same bytes every time;
/// 404 when there is no such number or the caller may not read its configuration.
#[utoipa::path(operation_id = "issued_quote_pdf", path = "/quotes/{number}.pdf", tag = "configuration", security(("bearer" = [])),
    params(("number" = String, Path, description = "`PRV-2026-0042`")),
    responses((status = 200, description = "The issued quote, `Content-Disposition: attachment; filename=\"preventivo-PRV-2026-0042.pdf\"`",
            content(([u8] = "application/pdf"))),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
#[get("/quotes/{number:PRV-[0-9]{4}-[0-9]{4,9}}.pdf")]
pub async fn issued_quote_pdf(state: State, CurrentUser(caller): CurrentUser, number: Path<String>) -> Answer {
    let file = run(&state.issued_quotes, move |service| service.pdf(&caller.user, &number.into_inner())).await?;
    Ok(pdf_answer(file))
}

/// One revision in the list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevisionSummaryBody {
    revision: i32,
    saved_at: DateTime<Utc>,
    /// None when that user was deleted since.
    saved_by_name: Option<String>,
    name: String,
    /// Cents, as saved.
    grand_total: i64,
    /// As the save found it.
    complete: bool,
    valid: bool,
}

impl From<&RevisionView> for RevisionSummaryBody {
    fn from(view: &RevisionView) -> Self {
        let r = &view.revision;
        Self {
            revision: r.revision,
            saved_at: r.saved_at,
            saved_by_name: r.saved_by_name.clone(),
            name: r.name.clone(),
            grand_total: r.grand_total(),
            complete: view.judged.complete,
            valid: view.judged.valid,
        }
    }
}

/// A revision's contents as saved.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevisionBody {
    #[serde(flatten)]
    summary: RevisionSummaryBody,
    notes: Option<String>,
    customer_id: Option<i64>,
    customer_name: Option<String>,
    draft: Draft,
    /// The price when saved.
    price: Option<Price>,
}

impl From<RevisionView> for RevisionBody {
    fn from(view: RevisionView) -> Self {
        let summary = RevisionSummaryBody::from(&view);
        let r = view.revision;
        Self {
            summary,
            notes: r.notes,
            customer_id: r.customer_id,
            customer_name: r.customer_name,
            draft: r.draft,
            price: r.price,
        }
    }
}

/// `GET /api/productconf/{publicId}/revisions`: every save of a configuration, newest first.
#[utoipa::path(operation_id = "revisions_productconf", path = "/productconf/{publicId}/revisions", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path)),
    responses((status = 200, body = Vec<RevisionSummaryBody>), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
#[get("/productconf/{public_id:[A-Za-z0-9_-]{22}}/revisions")]
pub async fn revisions(state: State, CurrentUser(caller): CurrentUser, public_id: Path<String>) -> Answer {
    let revisions = run(&state.configurations_at(caller.versions.catalogue), move |service| {
        service.revisions(&caller.user, &public_id.into_inner())
    })
    .await?;
    Ok(HttpResponse::Ok().json(revisions.iter().map(RevisionSummaryBody::from).collect::<Vec<_>>()))
}

/// `GET /api/productconf/{publicId}/revisions/{revision}`: that revision's contents as saved.
#[utoipa::path(operation_id = "revision_productconf", path = "/productconf/{publicId}/revisions/{revision}", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path), ("revision" = i32, Path)),
    responses((status = 200, body = RevisionBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)))]
#[get("/productconf/{public_id:[A-Za-z0-9_-]{22}}/revisions/{revision:[1-9][0-9]{0,8}}")]
pub async fn revision(state: State, CurrentUser(caller): CurrentUser, path: Path<(String, i32)>) -> Answer {
    let (public_id, number) = path.into_inner();
    let view = run(&state.configurations_at(caller.versions.catalogue), move |service| {
        service.revision(&caller.user, &public_id, number)
    })
    .await?;
    Ok(HttpResponse::Ok().json(RevisionBody::from(view)))
}

/// The two revisions compared.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CompareQuery {
    /// The earlier revision.
    from: i32,
    /// The later revision.
    to: i32,
}

/// What changed from one revision to another.
#[derive(Serialize, ToSchema)]
pub struct ComparisonBody {
    from: i32,
    to: i32,
    changes: Vec<Change>,
}

/// `GET /api/productconf/{publicId}/revisions/compare?from=A&to=B`: what changed, item by item, each with a
/// sentence naming the items.
#[utoipa::path(operation_id = "compare_productconf", path = "/productconf/{publicId}/revisions/compare", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path), CompareQuery),
    responses((status = 200, body = ComparisonBody), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
#[get("/productconf/{public_id:[A-Za-z0-9_-]{22}}/revisions/compare")]
pub async fn compare(state: State, user: CurrentUser, public_id: Path<String>, query: Query<CompareQuery>) -> Answer {
    let (language, caller) = (user.language(), user.0);
    let CompareQuery { from, to } = query.into_inner();
    let changes = run(&state.configurations_at(caller.versions.catalogue), move |service| {
        service.compare(&caller.user, &public_id.into_inner(), from, to)
    })
    .await?;
    Ok(HttpResponse::Ok().json(ComparisonBody { from, to, changes: changes.spoken(language) }))
}

/// A restore: the version the configuration was read at.
#[derive(Deserialize, ToSchema)]
pub struct RestoreRevisionRequest {
    /// The version read; 409 `stale_version` when someone saved in between.
    version: i32,
}

/// `POST /api/productconf/{publicId}/revisions/{revision}/restore`: the configuration saved again with that
/// revision's contents, as a new revision (the same save as `PUT`, evaluated and priced today).
#[utoipa::path(operation_id = "restore_productconf", path = "/productconf/{publicId}/revisions/{revision}/restore", tag = "configuration", security(("bearer" = [])),
    params(("publicId" = String, Path), ("revision" = i32, Path)), request_body = RestoreRevisionRequest,
    responses((status = 200, body = ConfigurationBody), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
#[post("/productconf/{public_id:[A-Za-z0-9_-]{22}}/revisions/{revision:[1-9][0-9]{0,8}}/restore")]
pub async fn restore(
    state: State,
    user: CurrentUser,
    path: Path<(String, i32)>,
    body: Json<RestoreRevisionRequest>,
) -> Answer {
    let (language, caller) = (user.language(), user.0);
    let (public_id, number) = path.into_inner();
    let version = body.into_inner().version;
    let view = run(&state.configurations_at(caller.versions.catalogue), move |service| {
        service.restore(&caller.user, &public_id, number, version)
    })
    .await?;
    Ok(HttpResponse::Ok().json(ConfigurationBody::from(view).spoken(language)))
}

/// `attachment` with the name twice (RFC 6266): `filename` in ASCII (accents dropped, anything else that
/// could break the header or a file system replaced by `_`) and `filename*` in UTF-8, as the user typed it.
fn attachment(name: &str) -> ContentDisposition {
    let ascii: String = name
        .chars()
        .map(|ch| match ch {
            'à' | 'á' => 'a',
            'è' | 'é' => 'e',
            'ì' | 'í' => 'i',
            'ò' | 'ó' => 'o',
            'ù' | 'ú' => 'u',
            'À' => 'A',
            'È' | 'É' => 'E',
            'Ì' => 'I',
            'Ò' => 'O',
            'Ù' => 'U',
            ch if ch.is_ascii_alphanumeric() || " .-_()".contains(ch) => ch,
            _ => '_',
        })
        .collect();
    let mut parameters = vec![DispositionParam::Filename(ascii.clone())];
    if ascii != name {
        parameters.push(DispositionParam::FilenameExt(ExtendedValue {
            charset: Charset::Ext("UTF-8".into()),
            language_tag: None,
            value: name.as_bytes().to_vec(),
        }));
    }
    ContentDisposition { disposition: DispositionType::Attachment, parameters }
}

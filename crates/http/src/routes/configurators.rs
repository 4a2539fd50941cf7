//! The administrators' configurator definitions: list, read, create, update, delete, publish, archive
//! (docs/api.md "Configurators"). Each answer but the list carries the rule check's findings.

use std::sync::Arc;

use actix_web::http::header;
use actix_web::web::{Path, Query};
use actix_web::{HttpResponse, delete, get, post, put};
use chrono::{DateTime, Utc};
use domain::catalogue::{EntityFilter, ListRequest, Page};
use domain::configurations::{
    CatalogueEdit, CatalogueImpact, ConfigurationService, ImpactExample, KeptImpact, dry_run, keep_impact, kept_impacts,
};
use domain::configurator::{
    ConfigurationCount, Configurator, ConfiguratorFilter, ConfiguratorInput, ConfiguratorStatus, ConfiguratorView,
    Definition, Finding, ItemRef,
};
use domain::error::DomainError;
use domain::exchange::{self, IMPACT_COLUMNS};
use domain::said::{Said, Speak};
use domain::users::User;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::CurrentUser;
use crate::error::ErrorBody;
use crate::json_body::Json;
use crate::state::{Answer, State, blocking, run};

/// A catalogue item a rule names.
/// One finding of the rule check.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FindingBody {
    /// `warning` or `error` (errors block publishing).
    severity: &'static str,
    /// `no_valid_configuration`, `never_selectable`, `always_chosen`, `redundant`, `contradiction`,
    /// `unsatisfiable_required`, `inactive_item`, `unknown_item`, `nothing_offered` (the category has no
    /// active type or model).
    code: &'static str,
    #[schema(value_type = String)]
    message: Said,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    item: Option<ItemRef>,
    /// Set when the finding holds only for that company's view of the catalogue (its entity filters).
    #[serde(skip_serializing_if = "Option::is_none")]
    company_id: Option<i64>,
}

impl From<Finding> for FindingBody {
    fn from(finding: Finding) -> Self {
        Self {
            severity: if finding.is_error() { "error" } else { "warning" },
            code: finding.code.as_str(),
            message: finding.message,
            rule_id: finding.rule_id,
            item: finding.item,
            company_id: finding.company_id,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConfiguratorBody {
    id: i64,
    category_id: i64,
    category_name: String,
    name: String,
    name_en: Option<String>,
    description: Option<String>,
    description_en: Option<String>,
    /// `draft`, `published` or `archived`.
    status: ConfiguratorStatus,
    /// `{steps, rules}` as `domain::configurator::Definition` serialises.
    definition: Definition,
    version: i32,
    published_at: Option<DateTime<Utc>>,
    archived_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    /// The rule check's findings; absent from list items.
    #[serde(skip_serializing_if = "Option::is_none")]
    findings: Option<Vec<FindingBody>>,
    /// How many complete and valid configurations the configurator admits over the whole catalogue;
    /// absent from list items.
    #[serde(skip_serializing_if = "Option::is_none")]
    valid_configurations: Option<ConfigurationCount>,
}

impl From<Configurator> for ConfiguratorBody {
    fn from(c: Configurator) -> Self {
        Self {
            id: c.id,
            category_id: c.category_id,
            category_name: c.category_name,
            name: c.name,
            name_en: c.name_en,
            description: c.description,
            description_en: c.description_en,
            status: c.status,
            definition: c.definition,
            version: c.version,
            published_at: c.published_at,
            archived_at: c.archived_at,
            created_at: c.created_at,
            updated_at: c.updated_at,
            findings: None,
            valid_configurations: None,
        }
    }
}

impl From<ConfiguratorView> for ConfiguratorBody {
    fn from(view: ConfiguratorView) -> Self {
        Self {
            findings: Some(view.findings.into_iter().map(FindingBody::from).collect()),
            valid_configurations: view.valid_configurations,
            ..Self::from(view.configurator)
        }
    }
}

/// `GET /api/configurator` (admins): a page of configurators, without findings.
#[utoipa::path(operation_id = "list_configurator", tag = "configurator", security(("bearer" = [])),
    params(ListRequest, ConfiguratorFilter),
    responses(
        (status = 200, body = Page<ConfiguratorBody>),
        (status = 400, body = ErrorBody, description = "`bad_request`: page, sort, order or status out of bounds"),
        (status = 403, body = ErrorBody),
    ))]
#[get("/configurator")]
pub async fn list(
    state: State,
    CurrentUser(caller): CurrentUser,
    request: Query<ListRequest>,
    filter: Query<ConfiguratorFilter>,
) -> Answer {
    let (request, filter) = (request.into_inner(), filter.into_inner());
    let page = run(&state.configurators, move |service| service.list(&caller.user, request, filter)).await?;
    Ok(HttpResponse::Ok().json(page.map(ConfiguratorBody::from)))
}

/// `GET /api/configurator/{id}` (admins): the configurator with its findings.
#[utoipa::path(operation_id = "get_one_configurator", tag = "configurator", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = ConfiguratorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
#[get(r"/configurator/{id:\d+}")]
pub async fn get_one(state: State, user: CurrentUser, id: Path<i64>) -> Answer {
    let (language, CurrentUser(caller)) = (user.language(), user);
    let view = run(&state.configurators, move |service| service.get(&caller.user, id.into_inner())).await?;
    Ok(HttpResponse::Ok().json(ConfiguratorBody::from(view.spoken(language))))
}

/// `POST /api/configurator` (admins): a new draft, with its findings.
#[utoipa::path(operation_id = "create_configurator", tag = "configurator", security(("bearer" = [])),
    request_body = ConfiguratorInput,
    responses(
        (status = 201, body = ConfiguratorBody),
        (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody, description = "`validation_failed`: steps out of order, items that do not exist or are not of the category"),
    ))]
#[post("/configurator")]
pub async fn create(state: State, user: CurrentUser, body: Json<ConfiguratorInput>) -> Answer {
    let (language, CurrentUser(caller)) = (user.language(), user);
    let view = run(&state.configurators, move |service| service.create(&caller.user, body.into_inner())).await?;
    Ok(HttpResponse::Created().json(ConfiguratorBody::from(view.spoken(language))))
}

/// `PUT /api/configurator/{id}` (admins): replaces a draft.
#[utoipa::path(operation_id = "update_configurator", tag = "configurator", security(("bearer" = [])),
    params(("id" = i64, Path)), request_body = ConfiguratorInput,
    responses(
        (status = 200, body = ConfiguratorBody),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "`invalid_transition`: not a draft"),
        (status = 422, body = ErrorBody),
    ))]
#[put(r"/configurator/{id:\d+}")]
pub async fn update(state: State, user: CurrentUser, id: Path<i64>, body: Json<ConfiguratorInput>) -> Answer {
    let (language, CurrentUser(caller)) = (user.language(), user);
    let view =
        run(&state.configurators, move |service| service.update(&caller.user, id.into_inner(), body.into_inner()))
            .await?;
    Ok(HttpResponse::Ok().json(ConfiguratorBody::from(view.spoken(language))))
}

/// `POST /api/configurator/{id}/draft` (admins): "Nuova bozza da questa" — a new draft copying a published
/// configurator (name, description, steps, rules, help). The published one keeps serving the wizard until
/// the draft is published, which archives it in the same transaction.
#[utoipa::path(operation_id = "new_draft_configurator", tag = "configurator", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 201, body = ConfiguratorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "`invalid_transition`: not a published configurator"),
    ))]
#[post(r"/configurator/{id:\d+}/draft")]
pub async fn new_draft(state: State, user: CurrentUser, id: Path<i64>) -> Answer {
    let (language, CurrentUser(caller)) = (user.language(), user);
    let view = run(&state.configurators, move |service| service.new_draft(&caller.user, id.into_inner())).await?;
    Ok(HttpResponse::Created().json(ConfiguratorBody::from(view.spoken(language))))
}

/// `DELETE /api/configurator/{id}` (admins): deletes a draft.
#[utoipa::path(operation_id = "delete_configurator", tag = "configurator", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "`invalid_transition`: not a draft; `in_use`: configurations refer to it"),
    ))]
#[delete(r"/configurator/{id:\d+}")]
pub async fn delete(state: State, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    run(&state.configurators, move |service| service.delete(&caller.user, id.into_inner())).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Whether a publish only says what it would do.
#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PublishFlags {
    /// `true`: publish nothing; answer what publishing would do to the category's saved configurations.
    dry_run: Option<bool>,
}

/// What a publish answers: the published configurator, or with `dryRun=true` its impact, kept.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum PublishAnswer {
    Published(ConfiguratorBody),
    DryRun(KeptImpact),
}

/// `POST /api/configurator/{id}/publish` (admins): publishes a draft and archives the category's
/// published configurator in the same transaction. With `?dryRun=true` nothing is written: the same checks
/// (404, 409, 422), then how many saved configurations of the category the draft would make invalid or
/// incomplete or reprice, how many of those have a pending request, and examples with the reasons; the
/// answer is kept as a report (`GET /api/configurator/{id}/impact-reports`), the only thing a dry run writes.
#[utoipa::path(tag = "configurator", security(("bearer" = [])),
    params(("id" = i64, Path), PublishFlags),
    responses(
        (status = 200, body = PublishAnswer, description = "The published configurator; with `dryRun=true`, the impact"),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "`invalid_transition`: not a draft; `conflict`: a concurrent publish won"),
        (status = 422, body = ErrorBody, description = "`validation_failed`: the definition's errors and the rule check's error findings"),
    ))]
#[post(r"/configurator/{id:\d+}/publish")]
pub async fn publish(state: State, user: CurrentUser, id: Path<i64>, flags: Query<PublishFlags>) -> Answer {
    let (language, CurrentUser(caller), id) = (user.language(), user, id.into_inner());
    if flags.dry_run.unwrap_or(false) {
        let (configurators, reports) = (Arc::clone(&state.configurators), Arc::clone(&state.impact_reports));
        let configurations = state.configurations_at(caller.versions.catalogue);
        let kept = blocking(move || {
            let impact = dry_run(&caller.user, &configurators, &configurations, id, &mut |_| {})?;
            keep_impact(&caller.user, reports.as_ref(), id, &impact)
        })
        .await?;
        return Ok(HttpResponse::Ok().json(PublishAnswer::DryRun(kept)));
    }
    let view = run(&state.configurators, move |service| service.publish(&caller.user, id)).await?;
    Ok(HttpResponse::Ok().json(PublishAnswer::Published(ConfiguratorBody::from(view.spoken(language)))))
}

/// `GET /api/configurator/{id}/impact.csv` (admins): the publish dry run's file, every saved configuration
/// of the category the draft would break or reprice (the dry run's examples, without their limit), with the
/// same checks (404, 409, 422). One row per affected configuration, built in memory.
#[utoipa::path(tag = "configurator", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, description = "The CSV file (UTF-8 with BOM, `;`)", content_type = "text/csv", body = String),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "`invalid_transition`: not a draft"),
        (status = 422, body = ErrorBody, description = "`validation_failed`: the publish would be refused"),
    ))]
#[get(r"/configurator/{id:\d+}/impact.csv")]
pub async fn impact_csv(state: State, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    let id = id.into_inner();
    let configurators = Arc::clone(&state.configurators);
    let configurations = state.configurations_at(caller.versions.catalogue);
    let file = blocking(move || {
        let mut rows = Vec::new();
        dry_run(&caller.user, &configurators, &configurations, id, &mut |found| rows.push(impact_row(found)))?;
        let mut file = exchange::header(IMPACT_COLUMNS)?;
        file.extend(exchange::rows(IMPACT_COLUMNS, &rows, &exchange::Codes::default())?);
        Ok(file)
    })
    .await?;
    Ok(HttpResponse::Ok()
        .content_type(crate::routes::exchange::CSV)
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{}\"", exchange::file_name(&format!("impatto-configuratore-{id}"))),
        ))
        .body(file))
}

/// `GET /api/configurator/{id}/impact-reports` (admins): the publish dry runs kept for the configurator,
/// newest first (the last twenty), each as it was answered, with who ran it and when.
#[utoipa::path(tag = "configurator", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Vec<KeptImpact>),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    ))]
#[get(r"/configurator/{id:\d+}/impact-reports")]
pub async fn impact_reports(state: State, CurrentUser(caller): CurrentUser, id: Path<i64>) -> Answer {
    let (reports, id) = (Arc::clone(&state.impact_reports), id.into_inner());
    let kept = blocking(move || kept_impacts(&caller.user, reports.as_ref(), id)).await?;
    Ok(HttpResponse::Ok().json(kept))
}

/// `POST /api/catalogue/impact` (admins): what saving an edit of a model, a part or a feature value
/// (deactivating or deleting it, or changing its price) would do, before it is saved; nothing is written.
/// The published configurators the edit gives new rule-check findings (options no configuration can have,
/// no valid configuration left), and the saved configurations of the categories holding the item as the
/// publish dry run counts them (`invalid`, `incomplete`, `repriced`, the largest rise and fall, pending
/// requests, examples).
#[utoipa::path(tag = "configurator", security(("bearer" = [])),
    request_body = CatalogueEdit,
    responses(
        (status = 200, body = CatalogueImpact),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody, description = "`validation_failed`: not a model, part or value, or a price out of range"),
    ))]
#[post("/catalogue/impact")]
pub async fn catalogue_impact(state: State, user: CurrentUser, edit: Json<CatalogueEdit>) -> Answer {
    let edit = edit.into_inner();
    weigh(&state, user, move |service, user| service.catalogue_impact(user, &[edit])).await
}

/// Edits of several catalogue items saved together: a list's bulk action.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BulkCatalogueEdit {
    /// From 1 to 100 edits, each `{item, active?, price?}`.
    #[schema(min_items = 1, max_items = 100)]
    edits: Vec<CatalogueEdit>,
}

/// `POST /api/catalogue/bulk-impact` (admins): what saving several edits together would do (a list's bulk
/// deactivation or deletion), answered as `POST /api/catalogue/impact` answers one; nothing is written.
#[utoipa::path(tag = "configurator", security(("bearer" = [])),
    request_body = BulkCatalogueEdit,
    responses(
        (status = 200, body = CatalogueImpact),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody, description = "`validation_failed`: no edit or more than 100, an item not a model, part or value, or a price out of range"),
    ))]
#[post("/catalogue/bulk-impact")]
pub async fn bulk_catalogue_impact(state: State, user: CurrentUser, body: Json<BulkCatalogueEdit>) -> Answer {
    let edits = body.into_inner().edits;
    weigh(&state, user, move |service, user| service.catalogue_impact(user, &edits)).await
}

/// Weighs an edit before it is saved, at the caller's catalogue version: nothing is written.
async fn weigh<F>(state: &State, user: CurrentUser, weighing: F) -> Answer
where
    F: FnOnce(&ConfigurationService, &User) -> Result<CatalogueImpact, DomainError> + Send + 'static,
{
    let (language, CurrentUser(caller)) = (user.language(), user);
    let service = state.configurations_at(caller.versions.catalogue);
    let mut impact = run(&service, move |service| weighing(service, &caller.user)).await?;
    impact.configurators.iter_mut().for_each(|configurator| configurator.findings.speak(language));
    Ok(HttpResponse::Ok().json(impact))
}

/// A company's entity filters as an edit would leave them.
#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FiltersEdit {
    company_id: i64,
    /// Every filter of the company after the edit (at most 1,000).
    #[schema(max_items = 1000)]
    filters: Vec<EntityFilter>,
}

/// `POST /api/catalogue/filters-impact` (admins): what replacing a company's entity filters would do to
/// what its users can configure, before it is saved; nothing is written. The published configurators whose
/// rule check finds new problems in the company's view, and the company's saved configurations judged
/// today and with the filters, counted as the publish dry run counts them.
#[utoipa::path(tag = "configurator", security(("bearer" = [])),
    request_body = FiltersEdit,
    responses(
        (status = 200, body = CatalogueImpact),
        (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "`not_found`: no such company"),
        (status = 422, body = ErrorBody, description = "`validation_failed`: more than 1,000 filters"),
    ))]
#[post("/catalogue/filters-impact")]
pub async fn filters_impact(state: State, user: CurrentUser, edit: Json<FiltersEdit>) -> Answer {
    let FiltersEdit { company_id, filters } = edit.into_inner();
    weigh(&state, user, move |service, user| service.filters_impact(user, company_id, filters)).await
}

/// An affected configuration as a row of the file: its reasons in one cell.
fn impact_row(example: ImpactExample) -> serde_json::Value {
    let reasons = example.reasons.join(" · ");
    let mut row = serde_json::to_value(example).unwrap_or_default();
    row["reasons"] = reasons.into();
    row
}

/// `POST /api/configurator/{id}/archive` (admins): archives a draft or the published configurator.
#[utoipa::path(tag = "configurator", security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = ConfiguratorBody),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "`invalid_transition`: already archived"),
    ))]
#[post(r"/configurator/{id:\d+}/archive")]
pub async fn archive(state: State, user: CurrentUser, id: Path<i64>) -> Answer {
    let (language, CurrentUser(caller)) = (user.language(), user);
    let view = run(&state.configurators, move |service| service.archive(&caller.user, id.into_inner())).await?;
    Ok(HttpResponse::Ok().json(ConfiguratorBody::from(view.spoken(language))))
}

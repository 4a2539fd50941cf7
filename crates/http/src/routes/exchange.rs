//! CSV files of the lists and the catalogue's import (docs/api.md "CSV export and import"):
//! `GET /api/{resource}/export.csv` streams every page of what the list shows (same `q`, filters and
//! `sort`), read from the store a chunk at a time; `POST /api/{resource}/import` reads a file in the
//! export's format. The generic resources get both through the registry ([`serve`], [`document`]);
//! the saved configurations and the requests have their own export here.

use std::sync::Arc;

use actix_web::http::header;
use actix_web::web::{Bytes, Payload, Query};
use actix_web::{HttpRequest, HttpResponse, get};
use domain::DomainError;
use domain::catalogue::{
    Attribute, AttributeValue, Category, Customer, Feature, FeatureValue, ListRequest, Model, ModelPart, Page,
    ParentIds, Part, ProductType,
};
use domain::configurations::ConfigurationFilter;
use domain::exchange::{
    CONFIGURATION_COLUMNS, CodeBook, Codes, Column, EXPORT_CHUNK, ImportReport, ImportService, ImportStore,
    MAX_IMPORT_BYTES, REQUEST_COLUMNS, file_name, header as csv_header, rows,
};
use domain::requests::RequestFilter;
use domain::said::{Catalogue, Language, Said, Speak};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use utoipa::openapi::path::{HttpMethod, OperationBuilder, ParameterBuilder, ParameterIn};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::security::SecurityRequirement;
use utoipa::openapi::{ContentBuilder, OpenApi, Ref, RefOr, Required, ResponseBuilder};
use utoipa::{IntoParams, PartialSchema, ToSchema};

use crate::auth::CurrentUser;
use crate::error::{ApiError, ErrorBody, status_and_code};
use crate::routes::configurations::ConfigurationSummaryBody;
use crate::routes::resources::{ApiResource, Importable};
use crate::state::{Answer, State, blocking, read_body};

pub(crate) const CSV: &str = "text/csv; charset=utf-8";

/// Every page of a list as the file's bytes: the header with the first page (read before answering, so a
/// refused list is an error answer), then one chunk per page, each read on the blocking pool only when the
/// client takes the previous one.
async fn csv_answer<T, F>(stem: &str, columns: &'static [Column], codes: Codes, fetch: F) -> Answer
where
    T: Serialize + Send + 'static,
    F: Fn(i64) -> Result<Page<T>, DomainError> + Clone + Send + Sync + 'static,
{
    let first_fetch = fetch.clone();
    let first = blocking(move || first_fetch(1)).await?;
    let mut start = csv_header(columns)?;
    start.extend(rows(columns, &first.items, &codes)?);
    let pages = (first.total + EXPORT_CHUNK - 1) / EXPORT_CHUNK;
    let codes = Arc::new(codes);
    let rest = futures_util::stream::iter(2..=pages).then(move |page| {
        let (fetch, codes) = (fetch.clone(), Arc::clone(&codes));
        async move {
            blocking(move || fetch(page).and_then(|page| rows(columns, &page.items, &codes)))
                .await
                .map(Bytes::from)
                .map_err(|err| {
                    tracing::warn!(error = %err.0, "csv export stopped");
                    actix_web::Error::from(err)
                })
        }
    });
    let body = futures_util::stream::once(async move { Ok::<_, actix_web::Error>(Bytes::from(start)) }).chain(rest);
    Ok(HttpResponse::Ok()
        .content_type(CSV)
        .insert_header((header::CONTENT_DISPOSITION, format!("attachment; filename=\"{}\"", file_name(stem))))
        .streaming(body))
}

/// The list request of one chunk of an export.
fn chunk(request: &ListRequest, page: i64) -> ListRequest {
    ListRequest { page: Some(page), page_size: Some(EXPORT_CHUNK), ..request.clone() }
}

/// `GET /api/{KIND}/export.csv`: the list's rows (same access, search, filters and sort), every page.
pub(crate) async fn export<R: ApiResource>(
    state: State,
    CurrentUser(caller): CurrentUser,
    request: Query<ListRequest>,
    parents: Query<ParentIds>,
) -> Answer {
    let (request, parents) = (request.into_inner(), parents.pick(R::PARENTS));
    let service = Arc::clone(R::service(&state.resources));
    let fetch = move |page| service.list(&caller.user, chunk(&request, page), parents.clone());
    let codes: Arc<dyn CodeBook> = state.resources.exchange.clone();
    let codes = blocking(move || Codes::load(codes.as_ref(), R::COLUMNS)).await?;
    csv_answer(R::FILE, R::COLUMNS, codes, fetch).await
}

#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ImportFlags {
    /// `true`: report what the import would do, write nothing.
    dry_run: Option<bool>,
}

/// A refused import: the contract's `{message, code}` with the report.
#[derive(Serialize, ToSchema)]
pub struct ImportRefused {
    #[schema(value_type = String)]
    message: Said,
    code: &'static str,
    #[serde(flatten)]
    report: ImportReport,
}

impl Speak for ImportRefused {
    fn speak(&mut self, language: Language) {
        self.message.speak(language);
        self.report.speak(language);
    }
}

/// `POST /api/{KIND}/import[?dryRun=true]` (administrators): the file in the export's format.
pub(crate) async fn import<R: Importable>(
    state: State,
    user: CurrentUser,
    flags: Query<ImportFlags>,
    req: HttpRequest,
    payload: Payload,
) -> Answer {
    let (language, caller) = (user.language(), user.0);
    if !caller.user.is_admin() {
        return Err(ApiError(DomainError::Forbidden));
    }
    let file = read_body(&req, payload, MAX_IMPORT_BYTES, || {
        DomainError::TooLarge(Catalogue::ImportFileTooLarge { max_mb: MAX_IMPORT_BYTES / (1024 * 1024) }.into())
    })
    .await?;
    if file.is_empty() {
        return Err(ApiError(DomainError::BadRequest(Catalogue::ImportFileMissing.into())));
    }
    let dry_run = flags.dry_run.unwrap_or(false);
    let exchange = &state.resources.exchange;
    let service = ImportService { store: R::import_store(exchange), codes: exchange.clone() };
    let report = blocking(move || service.import(&caller.user, &file, dry_run)).await?;
    if !dry_run && !report.errors.is_empty() {
        let refused = DomainError::Validation(Vec::new());
        let (status, code) = status_and_code(&refused);
        let message = Catalogue::ImportRefused { errors: report.errors.len() }.into();
        return Ok(HttpResponse::build(status).json(ImportRefused { message, code, report }.spoken(language)));
    }
    Ok(HttpResponse::Ok().json(report.spoken(language)))
}

/// The exchange's ports as one adapter provides them: the code book and the store of each importable resource.
pub trait Exchanges:
    CodeBook
    + ImportStore<Attribute>
    + ImportStore<AttributeValue>
    + ImportStore<Category>
    + ImportStore<ProductType>
    + ImportStore<Model>
    + ImportStore<Part>
    + ImportStore<ModelPart>
    + ImportStore<Feature>
    + ImportStore<FeatureValue>
    + ImportStore<Customer>
    + Send
    + Sync
    + 'static
{
}

impl<T> Exchanges for T where
    T: CodeBook
        + ImportStore<Attribute>
        + ImportStore<AttributeValue>
        + ImportStore<Category>
        + ImportStore<ProductType>
        + ImportStore<Model>
        + ImportStore<Part>
        + ImportStore<ModelPart>
        + ImportStore<Feature>
        + ImportStore<FeatureValue>
        + ImportStore<Customer>
        + Send
        + Sync
        + 'static
{
}

/// What an export of a list takes from the list's query: its search and order, every page.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportRequest {
    /// A case-insensitive search, as the list's.
    q: Option<String>,
    /// The field to sort by, as the list's.
    sort: Option<String>,
    /// `asc` (default) or `desc`.
    #[param(pattern = "^(asc|desc)?$")]
    order: Option<String>,
}

impl From<ExportRequest> for ListRequest {
    fn from(ExportRequest { q, sort, order }: ExportRequest) -> Self {
        ListRequest { q, sort, order, ..ListRequest::default() }
    }
}

/// `GET /api/productconf/export.csv`: the saved configurations the list shows (scope, filters, search, sort).
#[utoipa::path(operation_id = "export_productconf", tag = "configuration",
    security(("bearer" = [])), params(ExportRequest, ConfigurationFilter),
    responses((status = 200, description = "The CSV file (UTF-8 with BOM, `;`), every page", content_type = "text/csv", body = String),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody)))]
#[get("/productconf/export.csv")]
pub async fn export_configurations(
    state: State,
    CurrentUser(caller): CurrentUser,
    request: Query<ExportRequest>,
    filter: Query<ConfigurationFilter>,
) -> Answer {
    let (request, filter) = (ListRequest::from(request.into_inner()), filter.into_inner());
    let service = Arc::clone(&state.configurations);
    // The rows are fixed first, then read in chunks: saves during the export move no row across a chunk.
    let snapshot = {
        let service = Arc::clone(&service);
        Arc::new(blocking(move || service.export_snapshot(&caller.user, request, &filter)).await?)
    };
    let fetch = move |page| {
        service.exported(&snapshot, page).map(|page| page.map(|view| ConfigurationSummaryBody::from(&view)))
    };
    csv_answer("configurazioni", CONFIGURATION_COLUMNS, Codes::default(), fetch).await
}

/// `GET /api/customizationrequest/export.csv`: the requests the list shows (scope, filters, search, sort).
#[utoipa::path(operation_id = "export_customizationrequest", tag = "customizationrequest", security(("bearer" = [])), params(ExportRequest, RequestFilter),
    responses((status = 200, description = "The CSV file (UTF-8 with BOM, `;`), every page", content_type = "text/csv", body = String),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
#[get("/customizationrequest/export.csv")]
pub async fn export_requests(
    state: State,
    CurrentUser(caller): CurrentUser,
    request: Query<ExportRequest>,
    filter: Query<RequestFilter>,
) -> Answer {
    let (request, filter) = (ListRequest::from(request.into_inner()), filter.into_inner());
    let service = Arc::clone(&state.requests);
    let fetch = move |page| service.list(&caller.user, chunk(&request, page), filter.clone());
    csv_answer("richieste", REQUEST_COLUMNS, Codes::default(), fetch).await
}

fn error(description: &str) -> utoipa::openapi::Response {
    ResponseBuilder::new()
        .description(description)
        .content("application/json", ContentBuilder::new().schema(Some(Ref::from_schema_name("ErrorBody"))).build())
        .build()
}

/// Documents a resource's `/export.csv` and, when it can be imported, its `/import` (paths relative to `/api`).
pub(crate) fn document<R: ApiResource>(openapi: &mut OpenApi, importable: bool) {
    let tag = R::KIND;
    let operation = |verb: &str| {
        OperationBuilder::new()
            .tag(tag)
            .operation_id(Some(format!("{verb}_{tag}")))
            .securities(Some([SecurityRequirement::new("bearer", Vec::<String>::new())]))
    };
    let csv = || ContentBuilder::new().schema(Some(String::schema())).build();
    let mut export = operation("export").summary(Some(format!("{}: every row of the list as a CSV file", R::LABEL.it)));
    for parameter in crate::openapi_resources::search_and_order::<R>() {
        export = export.parameter(parameter);
    }
    let export = export
        .response(
            "200",
            ResponseBuilder::new()
                .description("UTF-8 with BOM, `;` between cells, Italian headers (docs/api.md)")
                .content("text/csv", csv())
                .build(),
        )
        .response("400", error("`bad_request`: sort or order out of bounds"))
        .response("401", error("`unauthorized`"))
        .response("403", error("`forbidden`"));
    openapi.paths.add_path_operation(format!("/{tag}/export.csv"), vec![HttpMethod::Get], export);

    if !importable {
        return;
    }
    let components = openapi.components.get_or_insert_with(Default::default);
    let mut schemas = Vec::new();
    ImportReport::schemas(&mut schemas);
    components.schemas.extend(schemas);
    components.schemas.insert(ImportReport::name().into(), ImportReport::schema());
    components.schemas.insert(ImportRefused::name().into(), ImportRefused::schema());
    let report = |description: &str, name: &str| {
        ResponseBuilder::new()
            .description(description)
            .content(
                "application/json",
                ContentBuilder::new().schema(Some(RefOr::Ref(Ref::from_schema_name(name)))).build(),
            )
            .build()
    };
    let import = operation("import")
        .summary(Some(format!("{}: import a CSV file in the export's format (administrators)", R::LABEL.it)))
        .parameter(
            ParameterBuilder::new()
                .name("dryRun")
                .parameter_in(ParameterIn::Query)
                .required(Required::False)
                .description(Some("`true`: report what the import would do, write nothing."))
                .schema(Some(ObjectBuilder::new().schema_type(Type::Boolean)))
                .build(),
        )
        .request_body(Some(
            RequestBodyBuilder::new()
                .content(
                    "text/csv",
                    ContentBuilder::new()
                        .schema(Some(ObjectBuilder::new().schema_type(Type::String).min_length(Some(1))))
                        .build(),
                )
                .required(Some(Required::True))
                .build(),
        ))
        .response("200", report("What the import does (dry run) or did", "ImportReport"))
        .response("400", error("`bad_request`: no file in the body"))
        .response("401", error("`unauthorized`"))
        .response("403", error("`forbidden`: administrators only"))
        .response("409", error("`conflict`: two rows end up with the same code"))
        .response("413", error("`payload_too_large`: over 10 MB"))
        .response("422", report("`validation_failed`: rows with errors, nothing written", "ImportRefused"));
    openapi.paths.add_path_operation(format!("/{tag}/import"), vec![HttpMethod::Post], import);
}

use std::sync::Arc;

use actix_web::http::header;
use actix_web::web::Payload;
use actix_web::{HttpRequest, HttpResponse, web};
use domain::DomainError;
use domain::audit::AuditService;
use domain::auth::AuthService;
use domain::catalogue::images::ImageService;
use domain::catalogue::{FilterSource, OutlineSource};
use domain::configurations::{ConfigurationService, ImpactReports};
use domain::configurator::CachedWizardCatalogue;
use domain::configurator::ConfiguratorService;
use domain::dashboard::{DashboardStore, TrendStore};
use domain::health::{Readiness, Watch};
use domain::quotes::{IssuedQuoteService, QuoteService};
use domain::requests::RequestService;
use domain::said::Shape;
use domain::users::UserService;
use futures_util::StreamExt;
use tokio::sync::Semaphore;

use crate::error::ApiError;
use crate::kept::KeptAnswers;
use crate::metrics::Metrics;
use crate::routes::resources::Resources;

/// Everything the handlers need, wired once by the server.
#[derive(Clone)]
pub struct AppState {
    pub auth: Arc<AuthService>,
    pub users: Arc<UserService>,
    pub readiness: Arc<dyn Readiness>,
    /// The pool and the outbox as `/metrics` reads them.
    pub watch: Arc<dyn Watch>,
    pub metrics: Arc<Metrics>,
    pub dashboard: Arc<dyn DashboardStore>,
    /// The dashboard's weekly trends and rankings.
    pub trends: Arc<dyn TrendStore>,
    pub filters: Arc<dyn FilterSource>,
    pub outlines: Arc<dyn OutlineSource>,
    /// The wizard's reads: configurators, a category's catalogue, the catalogue version (ETags).
    pub wizard: Arc<CachedWizardCatalogue>,
    pub resources: Resources,
    /// The administrators' configurator definitions.
    pub configurators: Arc<ConfiguratorService>,
    /// Users' saved configurations.
    pub configurations: Arc<ConfigurationService>,
    /// Customization requests on saved configurations.
    pub requests: Arc<RequestService>,
    /// The PDF quotes of saved configurations.
    pub quotes: Arc<QuoteService>,
    /// Issued quotes: numbered, kept, served again byte for byte.
    pub issued_quotes: Arc<IssuedQuoteService>,
    /// Uploaded catalogue images.
    pub images: Arc<ImageService>,
    /// The audit trail's reads.
    pub audit: Arc<AuditService>,
    /// The publish dry runs kept.
    pub impact_reports: Arc<dyn ImpactReports>,
    /// The wizard's category answers already serialised, by ETag.
    pub category_answers: Arc<KeptAnswers>,
    /// The pages of the configurations list already serialised, by ETag.
    pub list_pages: Arc<KeptAnswers>,
    /// At most this many bcrypt computations at once (half the workers, at least 1), so a login storm
    /// queues here, holding no thread, and leaves the other half of the CPU and the blocking pool to every
    /// other request.
    pub hashing: Arc<Semaphore>,
}

/// The application state as a handler takes it.
pub type State = web::Data<AppState>;

/// What a handler answers: a response, or an error mapped by `ApiError`.
pub type Answer = Result<HttpResponse, ApiError>;

/// Runs a use case of `service` on the blocking pool (on a clone of the `Arc`, which the work owns).
pub async fn run<S, T, F>(service: &Arc<S>, work: F) -> Result<T, ApiError>
where
    S: ?Sized + Send + Sync + 'static,
    F: FnOnce(&S) -> Result<T, DomainError> + Send + 'static,
    T: Send + 'static,
{
    let service = Arc::clone(service);
    blocking(move || work(&service)).await
}

/// Runs a synchronous use case on actix's blocking pool.
pub async fn blocking<T, F>(work: F) -> Result<T, ApiError>
where
    F: FnOnce() -> Result<T, DomainError> + Send + 'static,
    T: Send + 'static,
{
    web::block(work)
        .await
        .map_err(|err| ApiError(DomainError::Internal(format!("blocking pool: {err}"))))?
        .map_err(ApiError)
}

impl AppState {
    /// The saved configurations' use cases for one request: the kept catalogue, filters and discounts
    /// read at the catalogue version read with the caller, so no call reads the version again.
    pub fn configurations_at(&self, catalogue_version: i64) -> Arc<ConfigurationService> {
        let at = Arc::new(self.wizard.at(catalogue_version));
        Arc::new(self.configurations.reading(at.clone(), at))
    }

    /// Like [`blocking`], for use cases that hash a password: waits for a hashing slot first.
    pub async fn hashing<T, F>(&self, work: F) -> Result<T, ApiError>
    where
        F: FnOnce() -> Result<T, DomainError> + Send + 'static,
        T: Send + 'static,
    {
        let _permit = self
            .hashing
            .acquire()
            .await
            .map_err(|err| ApiError(DomainError::Internal(format!("hashing semaphore: {err}"))))?;
        blocking(work).await
    }
}

/// A request's body up to `limit` bytes, refused with `too_large` (413) as soon as it passes it: by its
/// declared length before reading, or while reading.
pub async fn read_body(
    req: &HttpRequest,
    mut payload: Payload,
    limit: usize,
    too_large: impl Fn() -> DomainError,
) -> Result<Vec<u8>, ApiError> {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<usize>().ok());
    if declared.is_some_and(|length| length > limit) {
        return Err(ApiError(too_large()));
    }
    let mut body = Vec::with_capacity(declared.unwrap_or(0).min(limit));
    while let Some(chunk) = payload.next().await {
        let chunk = chunk.map_err(|err| {
            ApiError(DomainError::BadRequest(Shape::UnreadableBody { detail: err.to_string() }.into()))
        })?;
        if body.len() + chunk.len() > limit {
            return Err(ApiError(too_large()));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

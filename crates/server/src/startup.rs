//! The one wiring point: adapters into ports, ports into use cases, use cases into the HTTP app.

use std::net::TcpListener;
use std::sync::Arc;

use actix_web::HttpServer;
use actix_web::dev::Server;
use anyhow::Context;
use domain::RepoError;
use domain::audit::AuditService;
use domain::auth::{AttemptWindow, AuthService, AuthSettings, PasswordHasher, RateLimitPolicy, Slowdown};
use domain::catalogue::images::{ImageService, ImageStore};
use domain::catalogue::{FilterSource, Resource, ResourceService, Store};
use domain::clock::{Clock, SystemClock};
use domain::configurations::{ConfigurationService, EVALUATIONS_KEPT, Evaluations};
use domain::configurator::{CachedWizardCatalogue, ConfiguratorService, Spaces};
use domain::health::Readiness;
use domain::mail::MailSender;
use domain::quotes::{IssuedQuoteService, QuoteService, QuotesInFlight};
use domain::requests::{RequestMails, RequestService};
use domain::said::Language;
use domain::users::{InvitationSettings, UserService};
use http_api::kept::KeptAnswers;
use http_api::metrics::Metrics;
use http_api::{AppState, Resources};
use mail::{FolderMailbox, SmtpSender};
use postgres::catalogue::{PgAttributeValues, PgAttributes, PgFeatureValues, PgFeatures, PgModelParts, PgParts};
use postgres::catalogue::{
    PgCategories, PgCompanies, PgCompanyFilters, PgCustomers, PgFilterSource, PgModels, PgOutline, PgTypes,
};
use postgres::{DbPool, PgDashboard, PgLoginAttempts, PgOutbox, PgResetTokens, PgUsers, PoolSettings};
use postgres::{PgAuditLog, PgImpactReports, PgIssuedQuotes, PgWatch, PgWizardCatalogue};
use postgres::{PgCategoryCatalogue, PgConfigurations, PgConfigurators, PgRequests};
use quote_pdf::PdfQuotes;
use security::{BcryptHasher, JwtIssuer, JwtSettings, RandomPublicIds, RandomSecrets, ZxcvbnStrength};
use tokio::sync::Semaphore;

use crate::app_files::AppFolder;
use crate::config::{Config, ImageStorage, MailTransport};
use crate::image_folder::ImageFolder;

/// Catalogues kept at once (one per category and company view): a few hundred KB each at 1,000 values.
const CACHED_CATALOGUES: usize = 128;
/// Configuration spaces kept: one per configurator and company view in use (each holds its catalogue
/// index and up to eight solvers).
const KEPT_SPACES: usize = 64;
/// Serialised category answers kept per server: about 150 KB each (and a tenth of that gzipped) at 1,000
/// feature values, so some sixty categories or scopes.
const KEPT_CATEGORY_ANSWERS_BYTES: usize = 10 * 1024 * 1024;

pub struct Application {
    port: u16,
    server: Server,
    /// The port `/metrics` answers on, when `METRICS_BIND_ADDRESS` is set.
    metrics_port: Option<u16>,
}

struct DatabaseReadiness(DbPool);

impl Readiness for DatabaseReadiness {
    fn check(&self) -> Result<(), RepoError> {
        postgres::is_ready(&self.0)
    }
}

/// Stored images are checked as uploads are, in the background so the server starts at once: each one that
/// fails is named in a warning (it is not served, and quotes draw their placeholder instead).
fn check_stored_images(images: Arc<ImageService>) {
    tokio::task::spawn_blocking(move || match images.stored_problems() {
        Ok(problems) => {
            for (image, reason) in problems {
                tracing::warn!(%image, reason = %reason.render(Language::En), "a stored image fails the image check: it is not served");
            }
        }
        Err(err) => tracing::warn!(%err, "the stored images could not be checked"),
    });
}

fn mail_sender(config: &Config) -> anyhow::Result<Arc<dyn MailSender>> {
    Ok(match &config.mail {
        MailTransport::Folder(dir) => {
            Arc::new(FolderMailbox::new(dir).with_context(|| format!("creating the mail folder {}", dir.display()))?)
        }
        MailTransport::Smtp { url, from } => Arc::new(SmtpSender::new(url, from).map_err(anyhow::Error::msg)?),
    })
}

impl Application {
    /// Migrates, loads demo data, wires everything and binds; `BIND_ADDRESS` with port 0 picks a free
    /// port (tests).
    pub async fn build(config: Config) -> anyhow::Result<Self> {
        let (pool, pool_waits) = postgres::connect(
            &config.database_url,
            &PoolSettings { max_size: config.pool_size, connection_timeout: config.pool_timeout },
        );
        let migrating = pool.clone();
        let applied = tokio::task::spawn_blocking(move || postgres::run_migrations(&migrating))
            .await?
            .map_err(anyhow::Error::msg)?;
        tracing::info!(applied, "database migrated");
        // this build's ETags must never match what an earlier build or history of the database tagged
        let advancing = pool.clone();
        tokio::task::spawn_blocking(move || postgres::advance_versions(&advancing))
            .await?
            .map_err(|err| anyhow::anyhow!("advancing the answers' versions: {err}"))?;

        let clock: Arc<dyn Clock> = Arc::new(SystemClock);
        let hasher: Arc<dyn PasswordHasher> =
            Arc::new(BcryptHasher::new(config.bcrypt_cost).map_err(anyhow::Error::msg)?);
        let tokens = JwtIssuer::new(JwtSettings {
            secret: config.jwt_secret.clone(),
            issuer: "configuratore".into(),
            audience: "configuratore-app".into(),
            ttl: config.jwt_ttl,
        })
        .map_err(anyhow::Error::msg)?;
        let users = Arc::new(PgUsers::new(pool.clone()));
        let auth = Arc::new(AuthService {
            users: users.clone(),
            reset_tokens: Arc::new(PgResetTokens::new(pool.clone())),
            attempts: Arc::new(PgLoginAttempts::new(pool.clone())),
            hasher: hasher.clone(),
            strength: Arc::new(ZxcvbnStrength),
            tokens: Arc::new(tokens),
            secrets: Arc::new(RandomSecrets),
            clock: clock.clone(),
            settings: AuthSettings {
                app_base_url: config.app_base_url.clone(),
                reset_token_ttl: chrono::Duration::hours(1),
                rate_limits: RateLimitPolicy {
                    per_email_and_client: AttemptWindow {
                        max_attempts: config.login_max_per_email_and_client,
                        window: config.login_window,
                    },
                    per_client: AttemptWindow {
                        max_attempts: config.login_max_per_client,
                        window: config.login_window,
                    },
                    per_email: Slowdown {
                        free_attempts: config.login_slowdown_after,
                        max_delay: config.login_max_delay,
                        ..RateLimitPolicy::default().per_email
                    },
                },
            },
        });
        let filters: Arc<dyn FilterSource> = Arc::new(PgFilterSource::new(pool.clone()));
        let resource = ResourceWiring { filters: filters.clone() };
        let resources = Resources {
            companies: resource.of(PgCompanies::new(pool.clone())),
            customers: resource.of(PgCustomers::new(pool.clone())),
            company_filters: resource.of(PgCompanyFilters::new(pool.clone())),
            attributes: resource.of(PgAttributes::new(pool.clone())),
            attribute_values: resource.of(PgAttributeValues::new(pool.clone())),
            categories: resource.of(PgCategories::new(pool.clone())),
            product_types: resource.of(PgTypes::new(pool.clone())),
            models: resource.of(PgModels::new(pool.clone())),
            model_parts: resource.of(PgModelParts::new(pool.clone())),
            parts: resource.of(PgParts::new(pool.clone())),
            features: resource.of(PgFeatures::new(pool.clone())),
            feature_values: resource.of(PgFeatureValues::new(pool.clone())),
            exchange: Arc::new(postgres::catalogue::PgExchange::new(pool.clone())),
        };
        // Configurators, catalogues, companies' filters and discounts kept per catalogue version
        // (docs/decisions/0007-*.md).
        let wizard = Arc::new(CachedWizardCatalogue::new(
            Arc::new(PgWizardCatalogue::new(pool.clone())),
            filters.clone(),
            CACHED_CATALOGUES,
        ));
        let configurations = Arc::new(ConfigurationService {
            store: Arc::new(PgConfigurations::new(pool.clone())),
            wizard: wizard.clone(),
            filters: wizard.clone(),
            ids: Arc::new(RandomPublicIds),
            evaluations: Arc::new(Evaluations::new(EVALUATIONS_KEPT)),
            spaces: Arc::new(Spaces::new(KEPT_SPACES)),
        });
        let images: Arc<dyn ImageStore> = match &config.images {
            ImageStorage::Folder(dir) => Arc::new(
                ImageFolder::new(dir.clone())
                    .with_context(|| format!("creating the image folder {}", dir.display()))?,
            ),
        };
        let quotes = Arc::new(QuoteService {
            configurations: configurations.clone(),
            companies: Arc::new(PgCompanies::new(pool.clone())),
            customers: Arc::new(PgCustomers::new(pool.clone())),
            models: Arc::new(PgModels::new(pool.clone())),
            images: images.clone(),
            app_files: Arc::new(AppFolder::new(config.static_dir.clone())),
            renderer: Arc::new(PdfQuotes::new().map_err(anyhow::Error::msg)?),
            in_flight: QuotesInFlight::default(),
        });
        let issued_quotes = Arc::new(IssuedQuoteService {
            quotes: quotes.clone(),
            store: Arc::new(PgIssuedQuotes::new(pool.clone())),
            clock: clock.clone(),
            settings: config.quotes.clone(),
        });
        let image_service = Arc::new(ImageService::new(images, Arc::new(RandomPublicIds)));
        check_stored_images(image_service.clone());
        let state = AppState {
            quotes,
            issued_quotes,
            images: image_service,
            audit: Arc::new(AuditService { log: Arc::new(PgAuditLog::new(pool.clone())) }),
            impact_reports: Arc::new(PgImpactReports::new(pool.clone())),
            category_answers: Arc::new(KeptAnswers::new(KEPT_CATEGORY_ANSWERS_BYTES)),
            list_pages: Arc::new(KeptAnswers::new(config.kept_list_pages_bytes)),
            resources,
            dashboard: Arc::new(PgDashboard::new(pool.clone())),
            trends: Arc::new(PgDashboard::new(pool.clone())),
            filters: filters.clone(),
            outlines: Arc::new(PgOutline::new(pool.clone())),
            wizard,
            requests: Arc::new(RequestService {
                store: Arc::new(PgRequests::new(pool.clone())),
                configurations: configurations.clone(),
                mails: RequestMails { app_base_url: config.app_base_url.clone() },
            }),
            configurations,
            configurators: Arc::new(ConfiguratorService {
                store: Arc::new(PgConfigurators::new(pool.clone())),
                catalogues: Arc::new(PgCategoryCatalogue::new(pool.clone())),
            }),
            users: Arc::new(UserService {
                users,
                hasher: hasher.clone(),
                strength: Arc::new(ZxcvbnStrength),
                secrets: Arc::new(RandomSecrets),
                clock: clock.clone(),
                invitations: InvitationSettings {
                    app_base_url: config.app_base_url.clone(),
                    ttl: chrono::Duration::days(7),
                },
            }),
            auth: auth.clone(),
            readiness: Arc::new(DatabaseReadiness(pool.clone())),
            watch: Arc::new(PgWatch::new(pool.clone(), pool_waits)),
            metrics: Arc::new(Metrics::new().context("registering the metrics")?),
            // bcrypt on half the workers (one per core by default), so a login storm leaves cores to the rest.
            hashing: Arc::new(Semaphore::new((config.workers / 2).max(1))),
        };

        let (demo_config, demo_pool, demo_hasher) = (config.clone(), pool.clone(), hasher.clone());
        tokio::task::spawn_blocking(move || crate::demo::load(&demo_config, &demo_pool, demo_hasher.as_ref()))
            .await??;

        let sender = mail_sender(&config)?;
        actix_web::rt::spawn(crate::outbox_worker::run(
            auth,
            Arc::new(PgOutbox::new(pool)),
            sender,
            clock,
            config.outbox_poll,
        ));

        let listener =
            TcpListener::bind(&config.bind_address).with_context(|| format!("binding {}", config.bind_address))?;
        let port = listener.local_addr()?.port();
        let metrics_port = match &config.metrics_bind_address {
            Some(address) => Some(serve_metrics(address, state.clone())?),
            None => None,
        };
        let static_dir = config.static_dir.clone();
        let trusted_proxies = config.trusted_proxies.clone();
        let server = HttpServer::new(move || http_api::app(state.clone(), static_dir.clone(), trusted_proxies.clone()))
            .workers(config.workers)
            .shutdown_timeout(30)
            .listen(listener)?
            .run();
        tracing::info!("serving on http://{}", config.bind_address.replace(":0", &format!(":{port}")));
        Ok(Self { port, server, metrics_port })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn metrics_port(&self) -> Option<u16> {
        self.metrics_port
    }

    /// Serves until SIGTERM or SIGINT, then stops accepting and lets in-flight requests finish.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        self.server.await.context("server stopped with an error")
    }
}

/// `/metrics` on a listener of its own with one worker of its own, so a scrape never waits behind the app's
/// requests; it stops on the same signals as the app's server.
fn serve_metrics(address: &str, state: AppState) -> anyhow::Result<u16> {
    let listener = TcpListener::bind(address).with_context(|| format!("binding the metrics to {address}"))?;
    let port = listener.local_addr()?.port();
    let server =
        HttpServer::new(move || http_api::metrics::metrics_app(state.clone())).workers(1).listen(listener)?.run();
    actix_web::rt::spawn(server);
    tracing::info!("metrics on http://{}/metrics", address.replace(":0", &format!(":{port}")));
    Ok(port)
}

/// Builds each resource's service over its store and the shared company filters.
struct ResourceWiring {
    filters: Arc<dyn FilterSource>,
}

impl ResourceWiring {
    fn of<R: Resource>(&self, store: impl Store<R> + 'static) -> Arc<ResourceService<R>> {
        Arc::new(ResourceService { store: Arc::new(store), filters: self.filters.clone() })
    }
}

//! `GET /metrics` in Prometheus's text format, on a listener of its own (`METRICS_BIND_ADDRESS`), so the
//! public port never shows it. Requests by route, method and status with their latencies come from
//! actix-web-prom's middleware on the app; the rest is read when the endpoint is scraped: the database
//! pool, the mail outbox, the caches' hits and misses, and the engine's models built.

use std::sync::{Arc, Mutex, PoisonError};

use actix_web::{App, HttpResponse, get, web};
use actix_web_prom::{PrometheusMetrics, PrometheusMetricsBuilder};
use domain::kept::CacheUse;
use prometheus::{Counter, Encoder, IntCounter, IntCounterVec, IntGauge, IntGaugeVec, Opts, Registry, TextEncoder};

use crate::state::{AppState, State};

/// Every metric's name starts with this.
const NAMESPACE: &str = "configuratore";

/// The registry the endpoint renders, and the metrics set from the server's own counters at each scrape.
pub struct Metrics {
    registry: Registry,
    requests: PrometheusMetrics,
    pool_connections: IntGaugeVec,
    pool_max: IntGauge,
    pool_checkouts: IntCounter,
    pool_wait_seconds: Counter,
    pool_timeouts: IntCounter,
    outbox_mails: IntGaugeVec,
    cache_hits: IntCounterVec,
    cache_misses: IntCounterVec,
    cache_bytes: IntGaugeVec,
    model_builds: IntCounter,
    /// Two scrapes at once must not both add the same increase to a counter.
    scraping: Mutex<()>,
}

fn named<T: prometheus::core::Collector + Clone + 'static>(registry: &Registry, metric: T) -> prometheus::Result<T> {
    registry.register(Box::new(metric.clone()))?;
    Ok(metric)
}

fn opts(name: &str, help: &str) -> Opts {
    Opts::new(name, help).namespace(NAMESPACE)
}

impl Metrics {
    pub fn new() -> prometheus::Result<Self> {
        let registry = Registry::new();
        let requests = PrometheusMetricsBuilder::new(NAMESPACE)
            .registry(registry.clone())
            // a path no route matched (a scanner's guesses) is one label value, not one series each
            .mask_unmatched_patterns("UNMATCHED")
            .build()
            .map_err(|err| prometheus::Error::Msg(err.to_string()))?;
        let r = &registry;
        Ok(Self {
            pool_connections: named(
                r,
                IntGaugeVec::new(opts("db_pool_connections", "Open database connections by state"), &["state"])?,
            )?,
            pool_max: named(r, IntGauge::with_opts(opts("db_pool_max", "The most connections the pool opens"))?)?,
            pool_checkouts: named(
                r,
                IntCounter::with_opts(opts("db_pool_checkouts_total", "Connections handed out by the pool"))?,
            )?,
            pool_wait_seconds: named(
                r,
                Counter::with_opts(opts("db_pool_wait_seconds_total", "Time spent waiting for a connection"))?,
            )?,
            pool_timeouts: named(
                r,
                IntCounter::with_opts(opts("db_pool_timeouts_total", "Waits for a connection that gave up (503)"))?,
            )?,
            outbox_mails: named(
                r,
                IntGaugeVec::new(opts("outbox_mails", "Mails not delivered, by state"), &["state"])?,
            )?,
            cache_hits: named(r, IntCounterVec::new(opts("cache_hits_total", "Lookups that found"), &["cache"])?)?,
            cache_misses: named(r, IntCounterVec::new(opts("cache_misses_total", "Lookups that missed"), &["cache"])?)?,
            cache_bytes: named(r, IntGaugeVec::new(opts("cache_bytes", "Bytes kept, by cache"), &["cache"])?)?,
            model_builds: named(
                r,
                IntCounter::with_opts(opts(
                    "engine_model_builds_total",
                    "Configuration spaces built (a configurator over a catalogue)",
                ))?,
            )?,
            registry,
            requests,
            scraping: Mutex::new(()),
        })
    }

    /// The middleware that counts and times the app's requests.
    pub fn middleware(&self) -> PrometheusMetrics {
        self.requests.clone()
    }

    /// Reads what the server watches and renders every metric. Blocking: it asks the database for the
    /// outbox's backlog (when that fails, the last values stay and the failure is logged).
    pub fn render(&self, state: &AppState) -> String {
        let _one_scrape = self.scraping.lock().unwrap_or_else(PoisonError::into_inner);
        let pool = state.watch.pool_use();
        self.pool_connections.with_label_values(&["in_use"]).set(i64::from(pool.open.saturating_sub(pool.idle)));
        self.pool_connections.with_label_values(&["idle"]).set(i64::from(pool.idle));
        self.pool_max.set(i64::from(pool.max));
        advance(&self.pool_checkouts, pool.checkouts);
        let waited = pool.waited_seconds - self.pool_wait_seconds.get();
        if waited > 0.0 {
            self.pool_wait_seconds.inc_by(waited);
        }
        advance(&self.pool_timeouts, pool.timeouts);
        match state.watch.outbox_backlog() {
            Ok(backlog) => {
                self.outbox_mails.with_label_values(&["pending"]).set(gauge(backlog.pending));
                self.outbox_mails.with_label_values(&["failed"]).set(gauge(backlog.failed));
            }
            Err(err) => tracing::warn!(%err, "metrics: the outbox's backlog could not be read"),
        }
        let spaces = state.configurations.spaces.cache_use();
        advance(&self.model_builds, spaces.misses);
        for (cache, used) in [
            ("catalogue", state.wizard.cache_use()),
            ("spaces", spaces),
            ("evaluations", state.configurations.evaluations.cache_use()),
            ("category_answers", state.category_answers.cache_use()),
            ("list_pages", state.list_pages.cache_use()),
        ] {
            self.count_cache(cache, used);
        }
        for (cache, kept) in [("category_answers", &state.category_answers), ("list_pages", &state.list_pages)] {
            self.cache_bytes.with_label_values(&[cache]).set(i64::try_from(kept.bytes()).unwrap_or(i64::MAX));
        }
        let mut text = Vec::new();
        if let Err(err) = TextEncoder::new().encode(&self.registry.gather(), &mut text) {
            tracing::warn!(%err, "metrics: encoding failed");
        }
        String::from_utf8(text).unwrap_or_default()
    }

    fn count_cache(&self, cache: &str, used: CacheUse) {
        advance(&self.cache_hits.with_label_values(&[cache]), used.hits);
        advance(&self.cache_misses.with_label_values(&[cache]), used.misses);
    }
}

/// A counter brought up to the total the server counted itself (totals only grow).
fn advance(counter: &IntCounter, total: u64) {
    let now = counter.get();
    if total > now {
        counter.inc_by(total - now);
    }
}

fn gauge(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

#[get("/metrics")]
async fn scrape(state: State, metrics: web::Data<Arc<Metrics>>) -> HttpResponse {
    let (state, metrics) = (state.into_inner(), metrics.get_ref().clone());
    match web::block(move || metrics.render(&state)).await {
        Ok(text) => HttpResponse::Ok().content_type("text/plain; version=0.0.4; charset=utf-8").body(text),
        Err(err) => {
            tracing::warn!(%err, "metrics: the blocking pool refused");
            HttpResponse::ServiceUnavailable().finish()
        }
    }
}

/// The metrics listener's app: `/metrics` and nothing else.
pub fn metrics_app(
    state: AppState,
) -> App<
    impl actix_web::dev::ServiceFactory<
        actix_web::dev::ServiceRequest,
        Config = (),
        Response = actix_web::dev::ServiceResponse,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    let metrics = state.metrics.clone();
    App::new().app_data(web::Data::new(state)).app_data(web::Data::new(metrics)).service(scrape)
}

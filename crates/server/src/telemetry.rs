use tracing_subscriber::EnvFilter;

/// Logs to stdout; `RUST_LOG` filters (default: info). Each request's span carries its request id.
pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).with_target(false).try_init();
}

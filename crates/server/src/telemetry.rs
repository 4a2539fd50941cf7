use std::io::IsTerminal;

use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::format::FmtSpan;

/// Logs to stdout; `RUST_LOG` filters (default: info). Each request's span carries its request id, and
/// closing it writes one access line (method, route, path with its secrets redacted, status, request id,
/// time taken; the span is http-api's `AccessLog`).
pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .with_ansi(std::io::stdout().is_terminal())
        .with_span_events(FmtSpan::CLOSE)
        .try_init();
}

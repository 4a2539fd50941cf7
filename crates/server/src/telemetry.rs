use std::io::IsTerminal;

use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::format::FmtSpan;

/// Logs to stdout; `RUST_LOG` filters (default: info). Each request's span carries its request id, and
/// closing it writes one access line (method, route, path with its secrets redacted, status, request id,
/// time taken; the span is http-api's `AccessLog`). `LOG_FORMAT=json` writes each line as one JSON object
/// (the span's fields included) for a log collector; anything else, text.
pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_target(false).with_span_events(FmtSpan::CLOSE);
    let _ = if std::env::var("LOG_FORMAT").is_ok_and(|format| format.eq_ignore_ascii_case("json")) {
        builder.json().with_current_span(true).with_span_list(false).try_init()
    } else {
        builder.with_ansi(std::io::stdout().is_terminal()).try_init()
    };
}

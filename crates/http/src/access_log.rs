//! The access log: one span per request, written when it closes, with the secrets a URL may carry
//! (the reset and invitation links' `/reset-password/<token>`, a `token=` in a query) redacted.

use std::borrow::Cow;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Uri;
use actix_web::{Error, HttpMessage};
use tracing::Span;
use tracing_actix_web::{DefaultRootSpanBuilder, RequestId, RootSpanBuilder};

const REDACTED: &str = "[redacted]";
/// The app's page a reset or invitation mail links to; the rest of the path is the secret.
const RESET_PAGE: &str = "/reset-password/";
/// Query parameters whose value is a secret, matched within the name, case-insensitively.
const SECRET_PARAMS: [&str; 3] = ["token", "secret", "password"];

/// `tracing-actix-web`'s default span, with `http.target` redacted.
pub struct AccessLog;

impl RootSpanBuilder for AccessLog {
    fn on_request_start(request: &ServiceRequest) -> Span {
        let connection = request.connection_info();
        let request_id = request.extensions().get::<RequestId>().copied();
        tracing::info_span!(
            "HTTP request",
            http.method = %request.method(),
            http.route = %request.match_pattern().unwrap_or_else(|| "default".into()),
            http.host = %connection.host(),
            http.client_ip = %crate::client::logged_client_address(request),
            http.user_agent = %request.headers().get("User-Agent").and_then(|h| h.to_str().ok()).unwrap_or(""),
            http.target = %redacted_target(request.uri()),
            http.status_code = tracing::field::Empty,
            request_id = request_id.map(tracing::field::display),
            exception.message = tracing::field::Empty,
            exception.details = tracing::field::Empty,
        )
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}

/// The path and query as the log may show them.
fn redacted_target(uri: &Uri) -> String {
    let path = match uri.path().strip_prefix(RESET_PAGE) {
        Some(secret) if !secret.is_empty() => Cow::Owned(format!("{RESET_PAGE}{REDACTED}")),
        _ => Cow::Borrowed(uri.path()),
    };
    match uri.query() {
        None => path.into_owned(),
        Some(query) => format!("{path}?{}", redacted_query(query)),
    }
}

fn redacted_query(query: &str) -> String {
    let pairs = query.split('&').map(|pair| match pair.split_once('=') {
        Some((name, _)) if is_secret(name) => Cow::Owned(format!("{name}={REDACTED}")),
        _ => Cow::Borrowed(pair),
    });
    pairs.collect::<Vec<_>>().join("&")
}

fn is_secret(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    SECRET_PARAMS.iter().any(|secret| name.contains(secret))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(uri: &'static str) -> String {
        redacted_target(&Uri::from_static(uri))
    }

    #[test]
    fn a_reset_or_invitation_link_is_logged_without_its_token() {
        assert_eq!(target("/reset-password/AbC-123_xyz"), "/reset-password/[redacted]");
        assert_eq!(target("/reset-password/AbC-123_xyz?from=mail"), "/reset-password/[redacted]?from=mail");
    }

    #[test]
    fn secrets_in_a_query_are_redacted_and_the_rest_kept() {
        assert_eq!(
            target("/login?redirect=%2Fadmin&token=s3cr3t&Access_Token=x&page=2"),
            "/login?redirect=%2Fadmin&token=[redacted]&Access_Token=[redacted]&page=2"
        );
        assert_eq!(target("/api/user?resetPassword=1&q=rossi"), "/api/user?resetPassword=[redacted]&q=rossi");
    }

    #[test]
    fn other_paths_are_logged_as_they_are() {
        assert_eq!(target("/api/productconf?page=1&pageSize=20"), "/api/productconf?page=1&pageSize=20");
        assert_eq!(target("/reset-password/"), "/reset-password/");
        assert_eq!(target("/assets/app.js"), "/assets/app.js");
    }
}

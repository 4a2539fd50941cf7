//! The client address that login rate limits count: the TCP peer, unless it is a trusted proxy
//! (`TRUSTED_PROXIES`), whose `X-Forwarded-For` then names the client.

use http_api::client::TrustedProxies;
use serde_json::json;

use crate::helpers::{TestApp, spawn_app_configured};

const PER_CLIENT: i64 = 3;

async fn spawn(trusted: &str) -> TestApp {
    let trusted = TrustedProxies::parse(trusted).expect("a proxy list");
    spawn_app_configured(|config| {
        config.login_max_per_client = PER_CLIENT;
        config.trusted_proxies = trusted;
    })
    .await
}

/// A failed login for an unknown email, said to come from `forwarded_for`: the status.
async fn fail_login(app: &TestApp, attempt: usize, forwarded_for: &str) -> u16 {
    app.client
        .post(format!("{}/api/user/login", app.address))
        .header("x-forwarded-for", forwarded_for)
        .json(&json!({"email": format!("nobody-{attempt}@example.com"), "password": "Wrong-Password-1"}))
        .send()
        .await
        .expect("a login answer")
        .status()
        .as_u16()
}

#[actix_web::test]
async fn a_forged_forwarded_for_from_an_untrusted_peer_changes_nothing() {
    let app = spawn("").await;
    for attempt in 0..PER_CLIENT as usize {
        assert_eq!(fail_login(&app, attempt, &format!("198.51.100.{attempt}")).await, 401);
    }
    assert_eq!(fail_login(&app, 99, "198.51.100.99").await, 429, "the peer is the client, whatever it claims");
}

#[actix_web::test]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_limit() {
    let app = spawn("127.0.0.1/32, ::1").await;
    for attempt in 0..PER_CLIENT as usize {
        assert_eq!(fail_login(&app, attempt, "203.0.113.5").await, 401);
    }
    assert_eq!(fail_login(&app, 10, "203.0.113.5").await, 429, "one client behind the proxy is limited");
    assert_eq!(fail_login(&app, 11, "203.0.113.6").await, 401, "and the others behind it are not");
    assert_eq!(
        fail_login(&app, 12, "203.0.113.5, 127.0.0.1").await,
        429,
        "a trusted hop on the right is skipped to the client"
    );
}

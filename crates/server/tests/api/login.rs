use std::time::Duration;

use http_api::client::TrustedProxies;
use serde_json::json;
use server::config::Config;

use crate::helpers::{
    Answer, CUSTOMER, CUSTOMER_MANAGER, DEALER, DEMO_PASSWORD, TestApp, spawn_app, spawn_app_as, spawn_app_configured,
};

/// 1 once the demo customer's login is recorded, else 0.
fn customer_logins_recorded(app: &TestApp) -> i64 {
    app.db_count(&format!("SELECT count(*) FROM users WHERE email = '{CUSTOMER}' AND last_login_at IS NOT NULL"))
}

#[actix_web::test]
async fn login_answers_a_token_and_the_user_in_camel_case() {
    let app = spawn_app().await;

    let answer = app.login_answer(CUSTOMER, DEMO_PASSWORD).await;

    answer.assert_status(200);
    let body = &answer.json;
    assert!(body["token"].as_str().is_some_and(|t| t.split('.').count() == 3), "{body}");
    let expires_at =
        chrono::DateTime::parse_from_rfc3339(body["expiresAt"].as_str().expect("expiresAt")).expect("RFC 3339");
    let minutes = (expires_at.with_timezone(&chrono::Utc) - chrono::Utc::now()).num_minutes();
    assert!((28..=30).contains(&minutes), "expires in {minutes} minutes");
    let user = &body["user"];
    assert_eq!(user["email"], CUSTOMER);
    assert_eq!(user["role"], "customer");
    assert_eq!(user["firstName"], "Luca");
    assert_eq!(user["lastName"], "Moretti");
    assert_eq!(user["active"], true);
    assert!(user["id"].as_i64().is_some());
    assert!(user["companyId"].as_i64().is_some());
    assert!(user["customerId"].as_i64().is_some());
    assert!(user["lastLoginAt"].as_str().is_some(), "lastLoginAt must be set by the login: {user}");
    assert!(user.get("passwordHash").is_none() && user.get("password_hash").is_none(), "{user}");
    for key in user.as_object().expect("an object").keys() {
        assert!(!key.contains('_'), "field {key} is not camelCase");
    }
    // The database recorded the login too.
    assert_eq!(customer_logins_recorded(&app), 1);
}

#[actix_web::test]
async fn login_email_is_case_insensitive() {
    let app = spawn_app().await;
    let answer = app.login_answer("  Customer@EXAMPLE.com ", DEMO_PASSWORD).await;
    answer.assert_status(200);
    assert_eq!(answer.json["user"]["email"], CUSTOMER);
}

#[actix_web::test]
async fn wrong_password_and_unknown_email_answer_identically() {
    let app = spawn_app().await;

    let wrong_password = app.login_answer(CUSTOMER, "Not-The-Password-123").await;
    let unknown_email = app.login_answer("nobody@example.com", "Not-The-Password-123").await;

    wrong_password.assert_error(401, "invalid_credentials");
    unknown_email.assert_error(401, "invalid_credentials");
    assert_eq!(wrong_password.text, unknown_email.text);
    assert!(wrong_password.json.get("token").is_none());
    assert_eq!(customer_logins_recorded(&app), 0);
}

#[actix_web::test]
async fn a_deactivated_user_cannot_log_in_and_is_told_nothing_more() {
    let app = spawn_app().await;
    let unknown = app.login_answer("nobody@example.com", DEMO_PASSWORD).await;
    app.exec(&format!("UPDATE users SET active = false WHERE email = '{CUSTOMER_MANAGER}'"));

    let answer = app.login_answer(CUSTOMER_MANAGER, DEMO_PASSWORD).await;

    answer.assert_error(401, "invalid_credentials");
    assert_eq!(answer.text, unknown.text);
}

#[actix_web::test]
async fn the_sixth_failure_for_one_email_from_one_address_is_rate_limited_even_with_the_right_password() {
    let app = spawn_app().await;
    for attempt in 1..=5 {
        let answer = app.login_answer(CUSTOMER, &format!("Wrong-Password-{attempt}")).await;
        answer.assert_error(401, "invalid_credentials");
    }

    let limited = app.login_answer(CUSTOMER, "Wrong-Password-6").await;
    limited.assert_error(429, "rate_limited");
    let retry_after = retry_after(&limited);
    assert!((1..=15 * 60).contains(&retry_after), "Retry-After {retry_after}");

    let still_limited = app.login_answer(CUSTOMER, DEMO_PASSWORD).await;
    still_limited.assert_error(429, "rate_limited");
    assert!(still_limited.json.get("token").is_none());
    // Another email from the same client is not affected (30 per client).
    app.login_answer(CUSTOMER_MANAGER, DEMO_PASSWORD).await.assert_status(200);
}

/// The app behind a trusted proxy on 127.0.0.1, so `X-Forwarded-For` names each test client, with the
/// test configuration as `configure` changes it.
async fn behind_a_proxy(configure: impl FnOnce(&mut Config)) -> TestApp {
    spawn_app_configured(|config| {
        config.trusted_proxies = TrustedProxies::parse("127.0.0.1/32, ::1").expect("a proxy list");
        configure(config);
    })
    .await
}

async fn login_from(app: &TestApp, client: &str, email: &str, password: &str) -> Answer {
    app.post_from(client, "/api/user/login", json!({"email": email, "password": password})).await
}

fn retry_after(answer: &Answer) -> u64 {
    answer.header("retry-after").expect("Retry-After").parse().expect("a number of seconds")
}

const STRANGER: &str = "198.51.100.66";
const OWNER: &str = "203.0.113.10";

#[actix_web::test]
async fn a_stranger_failing_from_one_address_does_not_keep_the_owner_out_from_another() {
    let app = behind_a_proxy(|_| ()).await;
    for attempt in 1..=5 {
        login_from(&app, STRANGER, CUSTOMER, &format!("Wrong-Password-{attempt}"))
            .await
            .assert_error(401, "invalid_credentials");
    }
    login_from(&app, STRANGER, CUSTOMER, DEMO_PASSWORD).await.assert_error(429, "rate_limited");

    let owner = login_from(&app, OWNER, CUSTOMER, DEMO_PASSWORD).await;

    owner.assert_status(200);
    assert_eq!(owner.json["user"]["email"], CUSTOMER);
    // The owner's login does not let the stranger's address off.
    login_from(&app, STRANGER, CUSTOMER, DEMO_PASSWORD).await.assert_error(429, "rate_limited");
}

#[actix_web::test]
async fn one_address_is_refused_for_every_email_past_its_own_limit_and_others_are_not() {
    let app = behind_a_proxy(|_| ()).await;
    for attempt in 0..30 {
        login_from(&app, STRANGER, &format!("nobody-{attempt}@example.com"), "Wrong-Password-1")
            .await
            .assert_error(401, "invalid_credentials");
    }

    let limited = login_from(&app, STRANGER, CUSTOMER, DEMO_PASSWORD).await;

    limited.assert_error(429, "rate_limited");
    assert!((1..=15 * 60).contains(&retry_after(&limited)));
    login_from(&app, OWNER, CUSTOMER, DEMO_PASSWORD).await.assert_status(200);
}

#[actix_web::test]
async fn failures_for_one_email_from_many_addresses_only_make_the_next_attempt_wait() {
    let app = behind_a_proxy(|config| config.login_slowdown_after = 3).await;
    // A stranger on five addresses: three failures free, then each waits as told (1 s, then 2 s) and is
    // answered again, never locked out.
    let mut waits = Vec::new();
    for attempt in 1..=5 {
        let client = format!("198.51.100.{attempt}");
        loop {
            let answer = login_from(&app, &client, CUSTOMER, "Wrong-Password-1").await;
            if answer.status == 429 {
                answer.assert_error(429, "rate_limited");
                waits.push(retry_after(&answer));
                actix_web::rt::time::sleep(Duration::from_secs(retry_after(&answer))).await;
                continue;
            }
            answer.assert_error(401, "invalid_credentials");
            break;
        }
    }
    assert!(waits.iter().all(|wait| (1..=2).contains(wait)), "waits {waits:?}");

    // Now the owner waits too, 4 s after the latest failure at most, and then logs in.
    let slowed = login_from(&app, OWNER, CUSTOMER, DEMO_PASSWORD).await;
    slowed.assert_error(429, "rate_limited");
    let wait = retry_after(&slowed);
    assert!((1..=4).contains(&wait), "Retry-After {wait}");
    actix_web::rt::time::sleep(Duration::from_secs(wait)).await;
    login_from(&app, OWNER, CUSTOMER, DEMO_PASSWORD).await.assert_status(200);
    // The owner's login ended the slowdown.
    login_from(&app, "198.51.100.9", CUSTOMER, "Wrong-Password-1").await.assert_error(401, "invalid_credentials");
}

#[actix_web::test]
async fn me_and_me_extended_describe_the_caller() {
    let (app, token) = spawn_app_as(CUSTOMER).await;

    let me = app.get("/api/user/me", Some(&token)).await;
    me.assert_status(200);
    assert_eq!(me.json["email"], CUSTOMER);
    assert_eq!(me.json["role"], "customer");
    assert_eq!(me.header("cache-control"), Some("no-store"));

    let extended = app.get("/api/user/me/extended", Some(&token)).await;
    extended.assert_status(200);
    assert_eq!(extended.json["email"], CUSTOMER);
    assert_eq!(extended.json["companyName"], DEALER);
    assert_eq!(extended.json["customerName"], "Hotel Bellavista");
    assert_eq!(extended.json["id"], me.json["id"]);
}

#[actix_web::test]
async fn me_without_a_usable_bearer_token_is_unauthorized() {
    let (app, token) = spawn_app_as(CUSTOMER).await;

    app.get("/api/user/me", None).await.assert_error(401, "unauthorized");
    app.get("/api/user/me/extended", None).await.assert_error(401, "unauthorized");
    for authorization in [
        "Bearer not-a-token".to_owned(),
        "Bearer a.b.c".to_owned(),
        "Bearer ".to_owned(),
        "Bearer".to_owned(),
        format!("Basic {token}"),
        format!("Token {token}"),
        token.clone(),
    ] {
        let answer = app.get_with_authorization("/api/user/me", &authorization).await;
        answer.assert_error(401, "unauthorized");
        assert!(answer.json.get("email").is_none());
    }
}

#[actix_web::test]
async fn renew_answers_a_working_token_and_refuses_a_dead_one() {
    let (app, token) = spawn_app_as(CUSTOMER).await;

    let renewed = app.post("/api/user/jwt/renew", Some(&token), json!({})).await;
    renewed.assert_status(200);
    let fresh = renewed.json["token"].as_str().expect("token").to_owned();
    assert!(renewed.json["expiresAt"].as_str().is_some());
    assert_eq!(renewed.json["user"]["email"], CUSTOMER);
    app.get("/api/user/me", Some(&fresh)).await.assert_status(200);

    // A password change ends both.
    let changed = app.change_password(Some(&fresh), DEMO_PASSWORD, crate::helpers::NEW_PASSWORD).await;
    changed.assert_status(200);
    app.post("/api/user/jwt/renew", Some(&token), json!({})).await.assert_error(401, "unauthorized");
    app.post("/api/user/jwt/renew", Some(&fresh), json!({})).await.assert_error(401, "unauthorized");
    app.post("/api/user/jwt/renew", None, json!({})).await.assert_error(401, "unauthorized");
    app.post("/api/user/jwt/renew", Some("garbage"), json!({})).await.assert_error(401, "unauthorized");
}

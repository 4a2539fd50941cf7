//! Forgotten, reset and changed passwords.

use std::time::{Duration, Instant};

use http_api::client::TrustedProxies;
use serde_json::json;

use crate::helpers::{
    CUSTOMER, CUSTOMER_MANAGER, DEMO_PASSWORD, NEW_PASSWORD, link_token, spawn_app, spawn_app_as, spawn_app_configured,
};

#[actix_web::test]
async fn forgot_password_mails_a_link_and_answers_unknown_emails_identically() {
    let app = spawn_app().await;

    let known = app.post("/api/user/forgotpwd", None, json!({"email": CUSTOMER})).await;
    known.assert_status(202);
    assert!(known.json["message"].as_str().is_some_and(|m| !m.is_empty()));
    let mail = app.latest_mail_containing(&format!("To: {CUSTOMER}")).await;
    assert!(mail.contains("Subject: "), "{mail}");
    assert!(mail.contains("http://app.test/reset-password/"), "{mail}");
    let token = link_token(&mail);
    assert!(token.len() >= 22, "the token carries at least 128 bits: {token}");
    assert_eq!(app.db_count("SELECT count(*) FROM mail_outbox"), 1);

    let unknown = app.post("/api/user/forgotpwd", None, json!({"email": "nobody@example.com"})).await;
    unknown.assert_status(202);
    assert_eq!(unknown.text, known.text);
    app.reset_requests_answered().await;
    assert_eq!(app.db_count("SELECT count(*) FROM mail_outbox"), 1, "no mail for an unknown address");
    assert_eq!(app.db_count("SELECT count(*) FROM password_reset_tokens"), 1);

    // A deactivated account is treated like an unknown one.
    app.exec(&format!("UPDATE users SET active = false WHERE email = '{CUSTOMER_MANAGER}'"));
    let inactive = app.post("/api/user/forgotpwd", None, json!({"email": CUSTOMER_MANAGER})).await;
    assert_eq!(inactive.text, known.text);
    app.reset_requests_answered().await;
    assert_eq!(app.db_count("SELECT count(*) FROM mail_outbox"), 1);
}

#[actix_web::test]
async fn a_stranger_asking_from_one_address_does_not_block_the_owners_reset_mail_from_another() {
    let app = spawn_app_configured(|config| {
        config.trusted_proxies = TrustedProxies::parse("127.0.0.1/32").expect("a proxy list");
    })
    .await;
    let forgot_from = |client: &'static str| app.post_from(client, "/api/user/forgotpwd", json!({"email": CUSTOMER}));
    for _ in 0..5 {
        forgot_from("198.51.100.66").await.assert_status(202);
    }
    let refused = forgot_from("198.51.100.66").await;
    refused.assert_error(429, "rate_limited");
    assert!(refused.header("retry-after").is_some());
    app.reset_requests_answered().await;
    let stranger_mails = app.db_count("SELECT count(*) FROM mail_outbox");

    forgot_from("203.0.113.10").await.assert_status(202);

    app.reset_requests_answered().await;
    assert_eq!(app.db_count("SELECT count(*) FROM mail_outbox"), stranger_mails + 1, "the owner's mail is queued");
    let token = link_token(&app.latest_mail_containing(&format!("To: {CUSTOMER}")).await);
    app.post("/api/user/resetpwd", None, json!({"token": token, "password": NEW_PASSWORD})).await.assert_status(204);
}

#[actix_web::test]
async fn forgot_password_refuses_a_malformed_email() {
    let app = spawn_app().await;
    for email in ["not-an-email", "", "a@b"] {
        let answer = app.post("/api/user/forgotpwd", None, json!({"email": email})).await;
        answer.assert_error(422, "validation_failed");
        assert_eq!(answer.json["details"][0]["field"], "email", "{}", answer.text);
    }
    assert_eq!(app.db_count("SELECT count(*) FROM mail_outbox"), 0);
    assert_eq!(app.db_count("SELECT count(*) FROM password_reset_tokens"), 0);
}

#[actix_web::test]
async fn the_mailed_token_sets_the_password_once() {
    let (app, before_reset) = spawn_app_as(CUSTOMER).await;
    let token = app.reset_token_for(CUSTOMER).await;

    let reset = app.post("/api/user/resetpwd", None, json!({"token": token, "password": NEW_PASSWORD})).await;
    reset.assert_status(204);
    assert!(reset.text.is_empty(), "a reset does not log in: {}", reset.text);

    app.login(CUSTOMER, NEW_PASSWORD).await;
    app.login_answer(CUSTOMER, DEMO_PASSWORD).await.assert_error(401, "invalid_credentials");
    app.get("/api/user/me", Some(&before_reset)).await.assert_error(401, "unauthorized");

    let hash_after_first_use = app.sql(&format!("SELECT password_hash FROM users WHERE email = '{CUSTOMER}'"));
    let again =
        app.post("/api/user/resetpwd", None, json!({"token": token, "password": "Another-Strong-Phrase-9917"})).await;
    again.assert_error(400, "invalid_token");
    assert_eq!(app.sql(&format!("SELECT password_hash FROM users WHERE email = '{CUSTOMER}'")), hash_after_first_use);
    app.login(CUSTOMER, NEW_PASSWORD).await;
}

#[actix_web::test]
async fn an_expired_or_made_up_token_is_invalid() {
    let app = spawn_app().await;
    let token = app.reset_token_for(CUSTOMER).await;
    app.exec("UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'");
    let before = app.users_snapshot();

    let expired = app.post("/api/user/resetpwd", None, json!({"token": token, "password": NEW_PASSWORD})).await;
    expired.assert_error(400, "invalid_token");
    for made_up in ["", "x", "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", &"y".repeat(10_000)] {
        let answer = app.post("/api/user/resetpwd", None, json!({"token": made_up, "password": NEW_PASSWORD})).await;
        answer.assert_error(400, "invalid_token");
    }

    assert_eq!(app.users_snapshot(), before);
    app.login_demo(CUSTOMER).await;
}

#[actix_web::test]
async fn a_weak_password_is_refused_and_the_token_stays_usable() {
    let app = spawn_app().await;
    let token = app.reset_token_for(CUSTOMER).await;
    let before = app.users_snapshot();

    for weak in ["password1234", "short", "qwertyuiop", &"a".repeat(73)] {
        let answer = app.post("/api/user/resetpwd", None, json!({"token": token, "password": weak})).await;
        assert_eq!(answer.status.as_u16(), 422, "{weak} was accepted: {}", answer.text);
        answer.assert_error(422, "validation_failed");
        assert_eq!(answer.detail_fields(), ["password"], "{weak}: {}", answer.text);
    }
    assert_eq!(app.users_snapshot(), before);
    assert_eq!(app.db_count("SELECT count(*) FROM password_reset_tokens WHERE used_at IS NULL"), 1);

    app.post("/api/user/resetpwd", None, json!({"token": token, "password": NEW_PASSWORD})).await.assert_status(204);
    app.login(CUSTOMER, NEW_PASSWORD).await;
}

#[actix_web::test]
async fn reset_tokens_are_stored_hashed() {
    let app = spawn_app().await;
    let token = app.reset_token_for(CUSTOMER).await;

    assert_eq!(app.db_count("SELECT count(*) FROM password_reset_tokens"), 1);
    assert_eq!(app.db_count("SELECT octet_length(token_hash) FROM password_reset_tokens"), 32);
    assert_eq!(
        app.db_count(&format!(
            "SELECT count(*) FROM password_reset_tokens WHERE token_hash = convert_to('{token}', 'UTF8') \
             OR encode(token_hash, 'escape') LIKE '%{token}%' OR encode(token_hash, 'base64') LIKE '%{token}%'"
        )),
        0,
        "the token itself must not be stored"
    );
    // It is its SHA-256.
    assert_eq!(
        app.db_count(&format!(
            "SELECT count(*) FROM password_reset_tokens WHERE token_hash = sha256(convert_to('{token}', 'UTF8'))"
        )),
        1
    );
}

/// docs/product.md section 7: the reset token is "stored only hashed". The outbox keeps the whole mail,
/// link included, in `mail_outbox.body_text` for as long as the row lives, also after delivery.
#[actix_web::test]
async fn a_delivered_reset_link_is_not_kept_in_plaintext() {
    let app = spawn_app().await;
    let token = app.reset_token_for(CUSTOMER).await;
    let deadline = Instant::now() + Duration::from_secs(5);
    while app.db_count("SELECT count(*) FROM mail_outbox WHERE status = 'sent'") == 0 {
        assert!(Instant::now() < deadline, "the mail was never marked sent");
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        app.db_count(&format!("SELECT count(*) FROM mail_outbox WHERE body_text LIKE '%{token}%'")),
        0,
        "a usable reset token is readable in plaintext from mail_outbox.body_text after delivery"
    );
}

#[actix_web::test]
async fn change_password_checks_the_current_one_and_ends_other_sessions() {
    let (app, token) = spawn_app_as(CUSTOMER).await;
    let before = app.users_snapshot();

    let wrong = app.change_password(Some(&token), "Not-My-Password-1", NEW_PASSWORD).await;
    wrong.assert_error(422, "validation_failed");
    assert_eq!(wrong.detail_fields(), ["currentPassword"]);
    let weak = app.change_password(Some(&token), DEMO_PASSWORD, "password1234").await;
    weak.assert_error(422, "validation_failed");
    assert_eq!(weak.detail_fields(), ["newPassword"]);
    app.change_password(None, DEMO_PASSWORD, NEW_PASSWORD).await.assert_error(401, "unauthorized");
    assert_eq!(app.users_snapshot(), before);
    app.get("/api/user/me", Some(&token)).await.assert_status(200);

    let changed = app.change_password(Some(&token), DEMO_PASSWORD, NEW_PASSWORD).await;
    changed.assert_status(200);
    let fresh = changed.json["token"].as_str().expect("a new token").to_owned();
    assert_ne!(fresh, token);
    assert_eq!(changed.json["user"]["email"], CUSTOMER);

    app.get("/api/user/me", Some(&fresh)).await.assert_status(200);
    app.get("/api/user/me", Some(&token)).await.assert_error(401, "unauthorized");
    app.login(CUSTOMER, NEW_PASSWORD).await;
    app.login_answer(CUSTOMER, DEMO_PASSWORD).await.assert_error(401, "invalid_credentials");
}

#[actix_web::test]
async fn a_password_change_voids_reset_links_sent_before_it() {
    let app = spawn_app().await;
    let reset_token = app.reset_token_for(CUSTOMER).await;
    let token = app.login_demo(CUSTOMER).await;
    app.change_password(Some(&token), DEMO_PASSWORD, NEW_PASSWORD).await.assert_status(200);

    let answer = app
        .post("/api/user/resetpwd", None, json!({"token": reset_token, "password": "Another-Strong-Phrase-9917"}))
        .await;
    answer.assert_error(400, "invalid_token");
    app.login(CUSTOMER, NEW_PASSWORD).await;
}

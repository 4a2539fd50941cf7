//! Tokens built by hand: only ours, unexpired, for our audience, of a user still entitled to them.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::{Algorithm, EncodingKey, Header, encode};
use serde_json::{Value, json};

use crate::helpers::{ADMIN, CUSTOMER, DEMO_PASSWORD, NEW_PASSWORD, TestApp, spawn_app, spawn_app_as};

fn claims(app: &TestApp, email: &str) -> Value {
    let now = chrono::Utc::now().timestamp();
    json!({
        "sub": app.user_id(email).to_string(),
        "ver": 0,
        "iat": now,
        "exp": now + 600,
        "iss": "configuratore",
        "aud": "configuratore-app",
    })
}

fn sign(claims: &Value, secret: &[u8]) -> String {
    encode(&Header::new(Algorithm::HS256), claims, &EncodingKey::from_secret(secret)).expect("sign")
}

#[actix_web::test]
async fn a_token_we_sign_by_hand_with_the_real_key_works() {
    // The control for the tampering tests below: the claims are right, so only the tampering fails them.
    let app = spawn_app().await;
    let token = sign(&claims(&app, CUSTOMER), &app.jwt_secret);
    let answer = app.get("/api/user/me", Some(&token)).await;
    answer.assert_status(200);
    assert_eq!(answer.json["email"], CUSTOMER);
}

#[actix_web::test]
async fn a_token_signed_with_another_key_is_refused() {
    let app = spawn_app().await;
    let token = sign(&claims(&app, ADMIN), &[0x42; 48]);
    app.get("/api/user/me", Some(&token)).await.assert_error(401, "unauthorized");
}

#[actix_web::test]
async fn an_alg_none_token_is_refused() {
    let app = spawn_app().await;
    let claims = claims(&app, ADMIN);
    for header in [r#"{"alg":"none","typ":"JWT"}"#, r#"{"alg":"None","typ":"JWT"}"#, r#"{"alg":"HS256","typ":"JWT"}"#] {
        let token = format!("{}.{}.", URL_SAFE_NO_PAD.encode(header), URL_SAFE_NO_PAD.encode(claims.to_string()));
        app.get("/api/user/me", Some(&token)).await.assert_error(401, "unauthorized");
    }
}

#[actix_web::test]
async fn an_expired_token_is_token_expired() {
    let app = spawn_app().await;
    let mut claims = claims(&app, CUSTOMER);
    let now = chrono::Utc::now().timestamp();
    claims["iat"] = json!(now - 40 * 60);
    claims["exp"] = json!(now - 10 * 60);
    let token = sign(&claims, &app.jwt_secret);
    let answer = app.get("/api/user/me", Some(&token)).await;
    answer.assert_error(401, "token_expired");
}

#[actix_web::test]
async fn wrong_audience_issuer_string_exp_and_other_algorithms_are_refused() {
    let app = spawn_app().await;
    let good = claims(&app, ADMIN);
    let mut tampered = vec![];
    for (claim, value) in [
        ("aud", json!("another-app")),
        ("iss", json!("someone-else")),
        ("exp", json!("99999999999")),
        ("sub", json!("not-a-number")),
        ("sub", json!(999_999)),
        ("ver", json!(1)),
    ] {
        let mut claims = good.clone();
        claims[claim] = value;
        tampered.push((format!("{claim} changed"), sign(&claims, &app.jwt_secret)));
    }
    for missing in ["exp", "iat", "sub", "aud", "iss"] {
        let mut claims = good.clone();
        claims.as_object_mut().expect("object").remove(missing);
        tampered.push((format!("{missing} missing"), sign(&claims, &app.jwt_secret)));
    }
    let hs512 =
        encode(&Header::new(Algorithm::HS512), &good, &EncodingKey::from_secret(&app.jwt_secret)).expect("sign");
    tampered.push(("HS512".into(), hs512));

    for (what, token) in tampered {
        let answer = app.get("/api/user/me", Some(&token)).await;
        assert_eq!(answer.status.as_u16(), 401, "{what}: {}", answer.text);
        assert_eq!(answer.code(), "unauthorized", "{what}: {}", answer.text);
    }
}

#[actix_web::test]
async fn the_token_of_a_user_an_admin_deactivates_stops_working() {
    let (app, customer) = spawn_app_as(CUSTOMER).await;
    let admin = app.login_demo(ADMIN).await;
    app.get("/api/user/me", Some(&customer)).await.assert_status(200);

    let id = app.user_id(CUSTOMER);
    app.post("/api/user/extended", Some(&admin), json!({"id": id, "active": false})).await.assert_status(200);

    app.get("/api/user/me", Some(&customer)).await.assert_error(401, "unauthorized");
    // Even re-activated, the old token stays dead: deactivation ended the session.
    app.post("/api/user/extended", Some(&admin), json!({"id": id, "active": true})).await.assert_status(200);
    app.get("/api/user/me", Some(&customer)).await.assert_error(401, "unauthorized");
}

#[actix_web::test]
async fn a_token_issued_before_a_password_change_stops_working() {
    let (app, first) = spawn_app_as(CUSTOMER).await;
    let second = app.login_demo(CUSTOMER).await;

    let changed = app.change_password(Some(&first), DEMO_PASSWORD, NEW_PASSWORD).await;
    changed.assert_status(200);

    app.get("/api/user/me", Some(&first)).await.assert_error(401, "unauthorized");
    app.get("/api/user/me", Some(&second)).await.assert_error(401, "unauthorized");
    // So does a hand-made token carrying the old version with the right key.
    let forged = sign(&claims(&app, CUSTOMER), &app.jwt_secret);
    app.get("/api/user/me", Some(&forged)).await.assert_error(401, "unauthorized");
}

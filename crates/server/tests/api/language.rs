//! English beside Italian: a visitor is answered in their `Accept-Language`, a signed-in caller in their own
//! `locale`, a mail in its recipient's; the codes never change with the language.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{ADMIN, Answer, CUSTOMER, TestApp, spawn_app};

/// A request with an `Accept-Language` header.
async fn in_language(
    app: &TestApp,
    language: &str,
    method: Method,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> Answer {
    let mut request = app.client.request(method, app.url(path)).header("accept-language", language);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    if let Some(body) = body {
        request = request.json(&body);
    }
    TestApp::read(request.send().await.expect("send the request")).await
}

fn message(answer: &Answer) -> &str {
    answer.json["message"].as_str().unwrap_or_default()
}

#[actix_web::test]
async fn a_visitor_is_answered_in_the_language_their_browser_asks_for_with_the_same_codes() {
    let app = spawn_app().await;
    let wrong = json!({"email": CUSTOMER, "password": "not the password"});

    let italian = in_language(&app, "it-IT,it;q=0.9", Method::POST, "/api/user/login", None, Some(wrong.clone())).await;
    let english = in_language(&app, "en-GB,en;q=0.9", Method::POST, "/api/user/login", None, Some(wrong.clone())).await;
    let unsupported = in_language(&app, "de-DE", Method::POST, "/api/user/login", None, Some(wrong)).await;
    italian.assert_error(401, "invalid_credentials");
    english.assert_error(401, "invalid_credentials");
    unsupported.assert_error(401, "invalid_credentials");
    assert_eq!(message(&italian), "Email o password non corretti.");
    assert_eq!(message(&english), "Wrong email or password.");
    assert_eq!(message(&unsupported), message(&italian), "Italian is the default");

    // actix's own errors and the forgot-password answer too.
    let missing = in_language(&app, "en", Method::GET, "/api/nothing-here", None, None).await;
    missing.assert_error(404, "not_found");
    assert_eq!(message(&missing), "Resource not found.");
    let broken = in_language(&app, "en", Method::POST, "/api/user/login", None, Some(json!({"email": 3}))).await;
    broken.assert_error(400, "bad_request");
    assert_eq!(message(&broken), "«email» must be text.", "{}", broken.text);
    let forgot =
        in_language(&app, "en", Method::POST, "/api/user/forgotpwd", None, Some(json!({"email": "x@example.com"})))
            .await;
    forgot.assert_status(202);
    assert!(message(&forgot).starts_with("If the address belongs to an active account"), "{}", forgot.text);
}

#[actix_web::test]
async fn a_signed_in_caller_is_answered_in_their_own_locale_whatever_the_header() {
    let app = spawn_app().await;
    let customer = app.login_demo(CUSTOMER).await;
    let bad_phone = json!({"phone": "call me maybe"});

    let before = in_language(&app, "en", Method::PUT, "/api/user/me", Some(&customer), Some(bad_phone.clone())).await;
    before.assert_error(422, "validation_failed");
    assert_eq!(before.json["details"][0]["message"], "Numero di telefono non valido.", "their locale is Italian");

    let switched = app.put("/api/user/me", Some(&customer), json!({"locale": "en"})).await;
    switched.assert_status(200);
    assert_eq!(switched.json["locale"], "en");
    let after = in_language(&app, "it", Method::PUT, "/api/user/me", Some(&customer), Some(bad_phone)).await;
    after.assert_error(422, "validation_failed");
    assert_eq!(after.json["details"][0]["field"], "phone");
    assert_eq!(after.json["details"][0]["message"], "Invalid phone number.");
    assert_eq!(message(&after), "Some fields are not valid.");
    let forbidden = app.get("/api/auditlog", Some(&customer)).await;
    forbidden.assert_error(403, "forbidden");
    assert_eq!(message(&forbidden), "You are not allowed to do this.");
}

#[actix_web::test]
async fn evaluation_messages_and_in_use_refusals_follow_the_callers_language_and_keep_their_codes() {
    let app = spawn_app().await;
    let (category, type_id) = app.category_with_type("lingua", "Divani", None, "LNG");
    app.model(type_id, "LNG-1", "Oslo", 100_000, 1);
    let configurator = app.published_configurator(category, "Divani", None, json!([]));
    let admin = app.login_demo(ADMIN).await;
    let evaluate = json!({"configuratorId": configurator, "draft": {"quantity": 1, "parts": []}});

    let italian = app.post("/api/productconf/evaluate", Some(&admin), evaluate.clone()).await;
    app.put("/api/user/me", Some(&admin), json!({"locale": "en-GB"})).await.assert_status(200);
    let english = app.post("/api/productconf/evaluate", Some(&admin), evaluate).await;
    italian.assert_status(200);
    english.assert_status(200);
    let codes = |answer: &Answer| -> Vec<Value> {
        answer.json["violations"].as_array().unwrap().iter().map(|v| v["code"].clone()).collect()
    };
    assert!(!codes(&italian).is_empty());
    assert_eq!(codes(&italian), codes(&english));
    assert_eq!(italian.json["violations"][0]["message"], "Scegli una tipologia.");
    assert_eq!(english.json["violations"][0]["message"], "Choose a type.");

    let held = app.request(Method::DELETE, &format!("/api/productcategory/{category}"), Some(&admin), None).await;
    held.assert_error(409, "in_use");
    assert!(message(&held).starts_with("It cannot be deleted: it is in use (1 type"), "{}", held.text);
}

#[actix_web::test]
async fn a_mail_is_written_in_its_recipients_language() {
    let app = spawn_app().await;
    let customer = app.login_demo(CUSTOMER).await;
    app.put("/api/user/me", Some(&customer), json!({"locale": "en"})).await.assert_status(200);

    // Asked for in Italian by a visitor, written in English for the English reader.
    let forgot =
        in_language(&app, "it", Method::POST, "/api/user/forgotpwd", None, Some(json!({"email": CUSTOMER}))).await;
    forgot.assert_status(202);
    assert!(message(&forgot).starts_with("Se l'indirizzo"), "{}", forgot.text);
    let mail = app.latest_mail_containing(&format!("To: {CUSTOMER}")).await;
    assert!(mail.contains("Subject: Reset your password"), "{mail}");
    assert!(mail.contains("we received a request to reset the password"), "{mail}");
}

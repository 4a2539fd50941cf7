//! What an attacker probes first: the headers of error answers, methods a resource does not have, and
//! whether logging out really ends a session.

use std::path::PathBuf;

use postgres::testing::TestDatabase;
use reqwest::Method;
use serde_json::json;

use crate::helpers::{
    ADMIN, Answer, CUSTOMER, CUSTOMER_MANAGER, TestApp, fresh_temp_dir, random_secret, spawn_app, spawn_app_as,
    test_config,
};

const SECURITY_HEADERS: [&str; 6] = [
    "content-security-policy",
    "x-content-type-options",
    "x-frame-options",
    "referrer-policy",
    "permissions-policy",
    "cross-origin-opener-policy",
];

/// The application serving a built app (an `index.html` and one asset), as in production.
struct AppWithFiles {
    address: String,
    client: reqwest::Client,
    dir: PathBuf,
    _db: TestDatabase,
}

impl Drop for AppWithFiles {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl AppWithFiles {
    async fn spawn() -> Self {
        let db = TestDatabase::new();
        let dir = fresh_temp_dir("hardening");
        let dist = dir.join("dist");
        std::fs::create_dir_all(dist.join("assets")).unwrap();
        std::fs::write(dist.join("index.html"), "<!doctype html><title>Configuratore</title>").unwrap();
        std::fs::write(dist.join("assets/app-1a2b3c.js"), "console.log(1)").unwrap();
        let mut config = test_config(&db, &dir, random_secret());
        config.static_dir = Some(dist);
        let application = server::startup::Application::build(config).await.unwrap();
        let address = format!("http://127.0.0.1:{}", application.port());
        actix_web::rt::spawn(application.run_until_stopped());
        Self { address, client: reqwest::Client::new(), dir, _db: db }
    }

    async fn request(&self, method: Method, path: &str) -> Answer {
        TestApp::read(self.client.request(method, format!("{}{path}", self.address)).send().await.unwrap()).await
    }

    /// Asks `method path`, asserts the error answered and that it carries the security headers of `success`.
    async fn error(&self, method: Method, path: &str, status: u16, code: &str, success: &Answer) -> Answer {
        let answer = self.request(method, path).await;
        answer.assert_error(status, code);
        assert_same_security_headers(&answer, success);
        answer
    }
}

#[track_caller]
fn assert_same_security_headers(error: &Answer, success: &Answer) {
    for name in SECURITY_HEADERS {
        let expected = success.header(name);
        assert!(expected.is_some(), "the success lacks {name}: {:?}", success.headers);
        assert_eq!(error.header(name), expected, "{name} on a {} answer; headers: {:?}", error.status, error.headers);
    }
}

#[actix_web::test]
async fn error_answers_carry_the_security_headers_of_a_success() {
    let app = AppWithFiles::spawn().await;
    let page = app.request(Method::GET, "/").await;
    page.assert_status(200);
    let asset = app.request(Method::GET, "/assets/app-1a2b3c.js").await;
    asset.assert_status(200);
    assert_same_security_headers(&asset, &page);

    let missing_asset = app.error(Method::GET, "/assets/missing-0f0f0f.js", 404, "not_found", &page).await;
    assert_ne!(
        missing_asset.header("cache-control"),
        asset.header("cache-control"),
        "a missing asset must not be cached for a year"
    );
    app.error(Method::POST, "/", 405, "method_not_allowed", &page).await;
    app.error(Method::GET, "/api/nothing-here", 404, "not_found", &page).await;
}

#[actix_web::test]
async fn a_method_a_resource_does_not_have_is_method_not_allowed_with_its_allow_header() {
    let app = AppWithFiles::spawn().await;
    let page = app.request(Method::GET, "/").await;

    let answer = app.error(Method::POST, "/api/user", 405, "method_not_allowed", &page).await;
    assert_eq!(answer.header("allow"), Some("GET"));
    app.error(Method::PATCH, "/assets/app-1a2b3c.js", 405, "method_not_allowed", &page).await;
}

#[actix_web::test]
async fn logout_ends_the_callers_sessions_on_the_server() {
    let (app, token) = spawn_app_as(CUSTOMER).await;
    let other_device = app.login_demo(CUSTOMER).await;
    let colleague = app.login_demo(CUSTOMER_MANAGER).await;
    app.get("/api/user/me", Some(&token)).await.assert_status(200);

    let answer = app.post("/api/user/logout", Some(&token), json!({})).await;
    answer.assert_status(204);
    assert!(answer.text.is_empty(), "204 has no body: {}", answer.text);

    app.get("/api/user/me", Some(&token)).await.assert_error(401, "unauthorized");
    app.get("/api/user/me", Some(&other_device)).await.assert_error(401, "unauthorized");
    app.post("/api/user/jwt/renew", Some(&token), json!({})).await.assert_error(401, "unauthorized");
    app.get("/api/user/me", Some(&colleague)).await.assert_status(200);
    let again = app.login_demo(CUSTOMER).await;
    app.get("/api/user/me", Some(&again)).await.assert_status(200);
}

#[actix_web::test]
async fn logout_needs_a_valid_token_and_moves_only_the_callers_token_version() {
    let app = spawn_app().await;
    let others = "SELECT string_agg(concat_ws('|', email, token_version, active, role), ',' ORDER BY id) FROM users \
                  WHERE email <> 'customer@example.com'";
    let others_before = app.sql(others);
    let version = || app.db_count("SELECT token_version FROM users WHERE email = 'customer@example.com'");
    let version_before = version();

    app.post("/api/user/logout", None, json!({})).await.assert_error(401, "unauthorized");
    app.post("/api/user/logout", Some("not.a.jwt"), json!({})).await.assert_error(401, "unauthorized");
    let token = app.login_demo(CUSTOMER).await;
    app.post("/api/user/logout", Some(&token), json!({})).await.assert_status(204);
    app.post("/api/user/logout", Some(&token), json!({})).await.assert_error(401, "unauthorized");

    assert_eq!(version(), version_before + 1);
    assert_eq!(app.sql(others), others_before);
    assert_eq!(app.sql("SELECT active FROM users WHERE email = 'customer@example.com'"), "true");
}

/// Text PostgreSQL cannot hold (a NUL) or no user types (control characters), in every family of fields and
/// parameters: a clear 4xx in the contract's shape, and nothing written.
#[actix_web::test]
async fn text_a_database_cannot_hold_is_refused_and_changes_nothing() {
    let (app, admin) = spawn_app_as(ADMIN).await;
    let customer = app.login_demo(CUSTOMER).await;

    // The search of every list, and the request list's configuration filter.
    for path in ["/api/productcategory", "/api/company", "/api/configurator", "/api/productconf", "/api/user"] {
        app.get(&format!("{path}?q=a%00b"), Some(&admin)).await.assert_error(422, "validation_failed");
    }
    let requests = app.get("/api/customizationrequest?q=%1b%5B31m", Some(&customer)).await;
    requests.assert_error(422, "validation_failed");
    assert_eq!(requests.detail_fields(), ["q"]);
    let filtered = app.get("/api/customizationrequest?configurationId=a%00b", Some(&customer)).await;
    filtered.assert_error(422, "validation_failed");
    assert_eq!(filtered.detail_fields(), ["configurationId"]);

    // Paths naming what cannot exist are simply not found.
    app.get("/api/configurator/category/%00", Some(&customer)).await.assert_error(404, "not_found");
    app.get("/api/productconfpart?configurationId=a%00b", Some(&customer)).await.assert_error(404, "not_found");
    let sent =
        app.post("/api/customizationrequest", Some(&customer), json!({"configurationId": "a\u{0}b", "message": "x"}));
    sent.await.assert_error(404, "not_found");

    // A saved configuration: name and notes.
    let page = app.get("/api/productconf?scope=mine", Some(&customer)).await;
    let saved = &page.json["items"][0];
    let public_id = saved["publicId"].as_str().unwrap().to_owned();
    let current = app.get(&format!("/api/productconf/{public_id}"), Some(&customer)).await.json;
    let before = app.db_count("SELECT count(*) FROM product_configuration_revisions");
    for (name, notes, field) in [("Sa\u{0}lotto", "ok", "name"), ("Salotto", "riga\u{0}", "notes")] {
        let body = json!({"version": current["version"], "name": name, "notes": notes, "draft": current["draft"]});
        let answer = app.put(&format!("/api/productconf/{public_id}"), Some(&customer), body).await;
        answer.assert_error(422, "validation_failed");
        assert_eq!(answer.detail_fields(), [field]);
    }
    assert_eq!(app.db_count("SELECT count(*) FROM product_configuration_revisions"), before);
    let after = app.get(&format!("/api/productconf/{public_id}"), Some(&customer)).await.json;
    assert_eq!((&after["name"], &after["version"]), (&current["name"], &current["version"]));

    // A request's message and a decision's response.
    let message = json!({"configurationId": public_id, "message": "Più\u{0} morbido"});
    let answer = app.post("/api/customizationrequest", Some(&customer), message).await;
    answer.assert_error(422, "validation_failed");
    assert_eq!(answer.detail_fields(), ["message"]);
    let pending = app.get("/api/customizationrequest?status=pending", Some(&admin)).await;
    let id = pending.json["items"][0]["id"].as_i64().unwrap();
    let reject = format!("/api/customizationrequest/{id}/reject");
    let rejected = app.post(&reject, Some(&admin), json!({"response": "no\u{0}"})).await;
    rejected.assert_error(422, "validation_failed");
    assert_eq!(rejected.detail_fields(), ["response"]);
    assert_eq!(app.get(&format!("/api/customizationrequest/{id}"), Some(&admin)).await.json["status"], "pending");

    // A configurator's step help and rule message.
    let configurators = app.get("/api/configurator?status=published", Some(&admin)).await;
    let configurator_id = configurators.json["items"][0]["id"].as_i64().unwrap();
    let configurator = app.get(&format!("/api/configurator/{configurator_id}"), Some(&admin)).await.json;
    let mut definition = configurator["definition"].clone();
    definition["steps"][0]["help"] = json!("aiuto\u{0}");
    let body = json!({"categoryId": configurator["categoryId"], "name": "Bozza", "definition": definition});
    let answer = app.post("/api/configurator", Some(&admin), body).await;
    answer.assert_error(422, "validation_failed");
    assert!(answer.detail_fields().contains(&"definition.steps[0].help".to_owned()), "{}", answer.text);
}

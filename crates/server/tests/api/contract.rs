//! The contract's plumbing: error shapes, limits, operations endpoints, headers.

use serde_json::json;

use crate::helpers::{CUSTOMER, spawn_app, spawn_app_as};

#[actix_web::test]
async fn malformed_json_and_wrong_types_are_bad_requests() {
    let app = spawn_app().await;
    let before = app.users_snapshot();

    for body in [&b"{\"email\": "[..], b"not json", b"", b"[]"] {
        let answer = app.post_raw("/api/user/login", None, "application/json", body.to_vec()).await;
        answer.assert_error(400, "bad_request");
    }
    for body in [
        json!({"email": 1, "password": true}),
        json!({"email": ["a@b.it"], "password": "x"}),
        json!({"email": "a@b.it"}),
        json!(null),
    ] {
        let answer = app.post("/api/user/login", None, body.clone()).await;
        answer.assert_error(400, "bad_request");
    }
    let not_json =
        app.post_raw("/api/user/login", None, "text/plain", br#"{"email":"a@b.it","password":"x"}"#.to_vec()).await;
    not_json.assert_error(400, "bad_request");
    let token = app.login_demo(CUSTOMER).await;
    let id = app.user_id(CUSTOMER);
    let wrong_type = app.post("/api/user/extended", Some(&token), json!({"id": id.to_string(), "firstName": 7})).await;
    wrong_type.assert_error(400, "bad_request");

    assert_eq!(app.users_snapshot(), before);
    assert_eq!(app.db_count("SELECT count(*) FROM login_attempts"), 0, "nothing reached the use case");
}

#[actix_web::test]
async fn a_body_over_one_megabyte_is_payload_too_large() {
    let (app, token) = spawn_app_as(CUSTOMER).await;
    let before = app.users_snapshot();
    let huge = json!({"email": "a@b.it", "password": "x".repeat(2 * 1024 * 1024)}).to_string().into_bytes();

    let answer = app.post_raw("/api/user/login", None, "application/json", huge.clone()).await;
    answer.assert_error(413, "payload_too_large");
    let authenticated = app.post_raw("/api/user/extended", Some(&token), "application/json", huge).await;
    authenticated.assert_error(413, "payload_too_large");

    assert_eq!(app.users_snapshot(), before);
    assert_eq!(app.db_count("SELECT count(*) FROM login_attempts"), 0);
}

#[actix_web::test]
async fn unknown_routes_and_methods_under_api_are_not_found_json() {
    let (app, token) = spawn_app_as(CUSTOMER).await;
    app.get("/api/nothing-here", None).await.assert_error(404, "not_found");
    app.get("/api/nothing-here", Some(&token)).await.assert_error(404, "not_found");
    app.get("/api/user/login", None).await.assert_error(404, "not_found");
    app.request(reqwest::Method::DELETE, "/api/user/me", Some(&token), None).await.assert_error(404, "not_found");
    // Outside /api too, when no single-page app is built.
    app.get("/some/page", None).await.assert_error(404, "not_found");
}

#[actix_web::test]
async fn operations_endpoints_answer() {
    let app = spawn_app().await;
    let health = app.get("/healthz", None).await;
    health.assert_status(200);
    assert_eq!(health.json["status"], "ok");
    let ready = app.get("/readyz", None).await;
    ready.assert_status(200);
    assert_eq!(ready.json["status"], "ready");
}

#[actix_web::test]
async fn the_openapi_document_describes_the_api() {
    let app = spawn_app().await;
    let answer = app.get("/api/openapi.json", None).await;
    answer.assert_status(200);
    assert!(answer.header("content-type").is_some_and(|c| c.starts_with("application/json")));
    assert!(answer.json["openapi"].as_str().is_some_and(|v| v.starts_with('3')), "{}", answer.text);
    let paths = answer.json["paths"].as_object().expect("paths");
    for path in [
        "/api/user/login",
        "/api/user/me",
        "/api/user/me/extended",
        "/api/user/jwt/renew",
        "/api/user/forgotpwd",
        "/api/user/resetpwd",
        "/api/user/me/password",
        "/api/user/extended",
        "/api/user/{id}/extended",
        "/healthz",
        "/readyz",
    ] {
        assert!(paths.contains_key(path), "{path} missing from {:?}", paths.keys().collect::<Vec<_>>());
    }
}

#[actix_web::test]
async fn security_headers_are_on_every_answer_and_personal_data_is_not_cached() {
    let (app, token) = spawn_app_as(CUSTOMER).await;
    let answers = [
        app.get("/healthz", None).await,
        app.get("/api/user/me", Some(&token)).await,
        app.get("/api/user/me", None).await,
        app.get("/api/nothing-here", None).await,
        app.login_answer(CUSTOMER, "Wrong-Password-1").await,
    ];
    for answer in &answers {
        let csp = answer.header("content-security-policy").unwrap_or_else(|| panic!("no CSP on {answer:?}"));
        assert!(csp.contains("object-src 'none'"), "{csp}");
        assert!(csp.contains("base-uri 'none'"), "{csp}");
        assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
        assert!(!csp.contains("'unsafe-inline'"), "{csp}");
        assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
        assert!(answer.header("referrer-policy").is_some());
        assert!(answer.header("access-control-allow-origin").is_none(), "CORS must be closed");
    }
    assert_eq!(answers[1].header("cache-control"), Some("no-store"));
    let session = app.login_answer(CUSTOMER, crate::helpers::DEMO_PASSWORD).await;
    assert_eq!(session.header("cache-control"), Some("no-store"));
}

#[actix_web::test]
async fn hostile_strings_get_a_clear_answer_never_a_server_error() {
    let app = spawn_app().await;
    let before = app.users_snapshot();
    let long = "a".repeat(10_000);
    let long_email = format!("{}@example.com", "a".repeat(500));
    let hostile = [
        "' OR 1=1 --",
        "<script>alert(1)</script>@example.com",
        "ü@ß.de",
        "\u{202e}admin@example.com",
        long.as_str(),
        long_email.as_str(),
        "nul\u{0}@x.it",
    ];
    let mut server_errors = vec![];
    for email in hostile {
        let shown: String = email.chars().take(40).collect();
        for (what, answer) in [
            ("login", app.login_answer(email, "'; DROP TABLE users; --").await),
            ("forgotpwd", app.post("/api/user/forgotpwd", None, json!({"email": email})).await),
        ] {
            if answer.status.is_server_error() {
                server_errors.push(format!(
                    "{what} with email {shown:?} ({} chars) -> {}",
                    email.chars().count(),
                    answer.text
                ));
            } else {
                assert!(
                    answer.status.is_client_error() || answer.status.as_u16() == 202,
                    "{what} {shown:?}: {}",
                    answer.text
                );
            }
        }
    }
    assert!(server_errors.is_empty(), "server errors:\n{}", server_errors.join("\n"));
    assert_eq!(app.users_snapshot(), before);
}

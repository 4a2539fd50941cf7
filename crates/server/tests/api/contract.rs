//! The contract's plumbing: error shapes, limits, operations endpoints, headers.

use serde_json::json;

use crate::helpers::{ADMIN, CUSTOMER, spawn_app, spawn_app_as};

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
async fn an_unknown_path_is_not_found_and_a_method_the_contract_does_not_list_is_405_with_allow() {
    let (app, token) = spawn_app_as(CUSTOMER).await;
    app.get("/api/nothing-here", None).await.assert_error(404, "not_found");
    app.get("/api/nothing-here", Some(&token)).await.assert_error(404, "not_found");
    // Outside /api too, when no single-page app is built.
    app.get("/some/page", None).await.assert_error(404, "not_found");

    // Each answered before any handler, with the methods the document lists and never cached.
    for (method, path, allow) in [
        (reqwest::Method::GET, "/api/user/login", "POST"),
        (reqwest::Method::DELETE, "/api/user/me", "GET, PUT"),
        (reqwest::Method::PATCH, "/api/productconf/evaluate", "POST"),
        (reqwest::Method::PUT, "/api/productpart", "GET, POST"),
        (reqwest::Method::POST, "/healthz", "GET"),
        (reqwest::Method::DELETE, "/readyz", "GET"),
    ] {
        let answer = app.request(method.clone(), path, Some(&token), None).await;
        answer.assert_error(405, "method_not_allowed");
        assert_eq!(answer.header("allow"), Some(allow), "{method} {path}");
        assert_eq!(answer.header("cache-control"), Some("no-store"), "{method} {path}");
    }
    // A method the path has, on an item that does not exist, is still the handler's 404.
    app.get("/api/productpart/999999", Some(&token)).await.assert_error(404, "not_found");
}

#[actix_web::test]
async fn a_body_that_does_not_fit_is_told_by_field_and_whole_numbers_written_with_a_fraction_are_integers() {
    let app = spawn_app().await;
    let missing = app.post("/api/user/login", None, json!({"email": "a@b.it"})).await;
    missing.assert_error(400, "bad_request");
    assert_eq!(missing.json["message"], "Manca il campo «password».");
    let wrong = app.post("/api/user/login", None, json!({"email": ["a@b.it"], "password": "x"})).await;
    assert_eq!(wrong.json["message"], "«email» deve essere un testo.");
    let no_body = app.post_raw("/api/user/login", None, "application/json", Vec::new()).await;
    assert_eq!(no_body.json["message"], "Manca il corpo della richiesta (JSON).");
    // A struct's fields as an array, which serde alone would read in order.
    let array = app.post_raw("/api/user/login", None, "application/json", br#"["a@b.it", "x"]"#.to_vec()).await;
    array.assert_error(400, "bad_request");
    assert_eq!(array.json["message"], "Il corpo della richiesta deve essere un oggetto JSON.");
    for answer in [&missing, &wrong, &no_body, &array] {
        let message = answer.json["message"].as_str().unwrap();
        assert!(!message.contains("deserialize") && !message.contains('`'), "{message}");
    }

    let token = app.login_demo(CUSTOMER).await;
    let bad_query = app.get("/api/productconf?page=abc", Some(&token)).await;
    bad_query.assert_error(400, "bad_request");
    assert!(!bad_query.json["message"].as_str().unwrap().contains("deserialize"), "{}", bad_query.json);
    // `1.0` is the integer 1 in JSON, as in the schema: the wizard's quantity accepts it.
    let draft = json!({"configuratorId": 0.0, "draft": {"parts": [], "quantity": 2.0}});
    let evaluated = app.post("/api/productconf/evaluate", Some(&token), draft).await;
    assert_ne!(evaluated.status, 400, "{}", evaluated.json);
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
async fn every_documented_path_is_served_and_only_importable_resources_document_an_import() {
    let (app, token) = spawn_app_as(ADMIN).await;
    let document = app.get("/api/openapi.json", None).await;
    let paths = document.json["paths"].as_object().expect("paths");
    for resource in ["company", "customer", "companyentityfilter", "productpart", "productfeatureval"] {
        for path in
            [format!("/api/{resource}"), format!("/api/{resource}/{{id}}"), format!("/api/{resource}/export.csv")]
        {
            assert!(paths.contains_key(&path), "{path} undocumented");
        }
    }
    assert!(paths.contains_key("/api/productpart/import") && paths.contains_key("/api/customer/import"));
    assert!(!paths.contains_key("/api/company/import") && !paths.contains_key("/api/companyentityfilter/import"));
    // Documented and routed by the same call: every documented GET without a path parameter is answered by
    // a route, never by the fallback's 404.
    let mut unrouted = vec![];
    for (path, item) in paths {
        if item.get("get").is_none() || path.contains('{') {
            continue;
        }
        let answer = app.get(path, Some(&token)).await;
        if answer.status.as_u16() == 404 {
            unrouted.push(path.clone());
        }
    }
    assert!(unrouted.is_empty(), "documented but not served: {unrouted:?}");
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

#[actix_web::test]
async fn an_import_needs_its_file_and_an_audit_bound_sent_empty_is_not_a_time() {
    let (app, admin) = spawn_app_as(crate::helpers::ADMIN).await;
    let parts = app.db_count("SELECT count(*) FROM product_parts");
    for path in ["/api/productpart/import?dryRun=true", "/api/productpart/import"] {
        let answer = app.post_raw(path, Some(&admin), "text/csv", Vec::new()).await;
        answer.assert_error(400, "bad_request");
        assert_eq!(answer.json["message"], "Manca il file: il corpo della richiesta è il CSV da importare.");
    }
    assert_eq!(app.db_count("SELECT count(*) FROM product_parts"), parts);

    app.get("/api/auditlog?to=", Some(&admin)).await.assert_error(400, "bad_request");
    app.get("/api/auditlog?to=2026-11-23T10:00:00Z", Some(&admin)).await.assert_status(200);
}

#[actix_web::test]
async fn an_inputs_schema_states_the_bounds_the_server_checks_and_a_body_past_one_is_refused() {
    let (app, token) = spawn_app_as(ADMIN).await;
    let document = app.get("/api/openapi.json", None).await;
    let part = &document.json["components"]["schemas"]["PartInput"]["properties"];
    assert_eq!((part["name"]["minLength"].as_u64(), part["name"]["maxLength"].as_u64()), (Some(1), Some(200)));
    assert_eq!(part["code"]["pattern"], "^[A-Za-z0-9._-]*$");
    assert_eq!(part["code"]["maxLength"], 50);
    assert_eq!(part["description"]["maxLength"], 2000);
    assert_eq!((part["price"]["minimum"].as_i64(), part["price"]["maximum"].as_i64()), (Some(0), Some(100_000_000)));
    assert_eq!(
        (part["sortOrder"]["minimum"].as_i64(), part["sortOrder"]["maximum"].as_i64()),
        (Some(0), Some(100_000))
    );
    let delta = &document.json["components"]["schemas"]["FeatureValueInput"]["properties"]["priceDelta"];
    assert_eq!(delta["minimum"].as_i64(), Some(-100_000_000), "a price delta may be negative");
    let category = &document.json["components"]["schemas"]["CategoryInput"]["properties"];
    assert_eq!(category["slug"]["pattern"], "^[a-z0-9-]*$");

    let at_the_bounds =
        json!({"code": "B".repeat(50), "name": "x".repeat(200), "price": 100_000_000, "sortOrder": 100_000});
    app.post("/api/productpart", Some(&token), at_the_bounds).await.assert_status(201);
    let parts = app.db_count("SELECT count(*) FROM product_parts");
    for (field, past) in [
        ("name", json!(format!(" {} ", "x".repeat(199)))),
        ("name", json!("\tDivano")),
        ("code", json!(" OSLO ")),
        ("code", json!("C".repeat(51))),
        ("price", json!(100_000_001)),
        ("price", json!(-1)),
        ("sortOrder", json!(100_001)),
        ("description", json!(format!("{} ", "d".repeat(2000)))),
    ] {
        let mut body = json!({"code": "PAST", "name": "Oltre", "price": 100});
        body[field] = past.clone();
        let answer = app.post("/api/productpart", Some(&token), body).await;
        answer.assert_error(422, "validation_failed");
        assert_eq!(answer.detail_fields(), [field], "{past}");
    }
    assert_eq!(app.db_count("SELECT count(*) FROM product_parts"), parts, "nothing past a bound was written");
}

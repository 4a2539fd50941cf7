//! What an operator depends on: `/metrics` on its own listener, the request id in every answer and in the
//! JSON log, and the API reference page.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use postgres::testing::TestDatabase;
use serde_json::{Value, json};

use crate::helpers::{CUSTOMER, fresh_temp_dir, spawn_app, spawn_app_configured};

/// The value of the sample `series` (name and labels exactly as written) in a Prometheus text page.
fn sample(page: &str, series: &str) -> Option<f64> {
    page.lines().find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.trim().parse().ok())
}

#[actix_web::test]
async fn metrics_are_served_on_their_own_listener_and_count_requests_pool_caches_and_outbox() {
    let app = spawn_app_configured(|config| config.metrics_bind_address = Some("127.0.0.1:0".into())).await;
    let metrics = app.metrics_address.clone().expect("the metrics listener");
    let token = app.login_demo(CUSTOMER).await;
    for _ in 0..2 {
        app.get("/api/configurator/category/divani", Some(&token)).await.assert_status(200);
    }
    let wizard = app.get("/api/configurator/category/divani", Some(&token)).await.json;
    let configurator = wizard["configurator"]["id"].as_i64().expect("the configurator's id");
    app.post("/api/productconf/evaluate", Some(&token), json!({"configuratorId": configurator, "draft": {}}))
        .await
        .assert_status(200);
    app.get("/api/no-such-thing", None).await.assert_error(404, "not_found");

    let answer = app.client.get(format!("{metrics}/metrics")).send().await.unwrap();
    assert_eq!(answer.status(), 200);
    assert!(answer.headers()["content-type"].to_str().unwrap().starts_with("text/plain; version=0.0.4"));
    let page = answer.text().await.unwrap();

    let logins = r#"configuratore_http_requests_total{endpoint="/api/user/login",method="POST",status="200"}"#;
    assert_eq!(sample(&page, logins), Some(1.0), "{page}");
    let category =
        r#"configuratore_http_requests_total{endpoint="/api/configurator/category/{slug}",method="GET",status="200"}"#;
    assert_eq!(sample(&page, category), Some(3.0), "one series per route, not per slug: {page}");
    let unmatched = r#"configuratore_http_requests_total{endpoint="UNMATCHED",method="GET",status="404"}"#;
    assert!(sample(&page, unmatched).is_some(), "an unknown path is one series: {page}");
    assert!(!page.contains("no-such-thing"));
    assert!(page.contains("configuratore_http_requests_duration_seconds_bucket{endpoint=\"/api/user/login\""));

    assert!(sample(&page, "configuratore_db_pool_max").is_some_and(|max| max >= 1.0), "{page}");
    assert!(sample(&page, "configuratore_db_pool_checkouts_total").is_some_and(|n| n >= 3.0), "{page}");
    assert!(sample(&page, r#"configuratore_db_pool_connections{state="idle"}"#).is_some(), "{page}");
    // the second and third category answers were kept ones
    assert!(
        sample(&page, r#"configuratore_cache_hits_total{cache="category_answers"}"#).is_some_and(|n| n >= 2.0),
        "{page}"
    );
    assert!(sample(&page, r#"configuratore_cache_bytes{cache="category_answers"}"#).is_some_and(|n| n > 0.0));
    assert_eq!(sample(&page, "configuratore_engine_model_builds_total"), Some(1.0), "{page}");
    assert_eq!(sample(&page, r#"configuratore_outbox_mails{state="failed"}"#), Some(0.0), "{page}");
    assert!(sample(&page, r#"configuratore_outbox_mails{state="pending"}"#).is_some(), "{page}");

    // counters only grow, however often they are scraped
    let again = app.client.get(format!("{metrics}/metrics")).send().await.unwrap().text().await.unwrap();
    assert_eq!(sample(&again, "configuratore_engine_model_builds_total"), Some(1.0));
    assert_eq!(sample(&again, logins), Some(1.0));

    // the public port does not show them
    app.get("/metrics", None).await.assert_error(404, "not_found");
}

#[actix_web::test]
async fn every_answer_names_its_request_with_an_id_of_its_own() {
    let app = spawn_app().await;
    let ok = app.get("/healthz", None).await;
    let missing = app.get("/api/configurator/category/nessuna", None).await;
    let ids: Vec<&str> = [&ok, &missing].iter().map(|answer| answer.header("x-request-id").unwrap_or("")).collect();
    for id in &ids {
        assert_eq!(id.len(), 36, "a UUID: {id:?}");
    }
    assert_ne!(ids[0], ids[1]);
}

#[actix_web::test]
async fn the_api_reference_page_loads_its_viewer_from_the_app_under_a_policy_of_its_own() {
    let app = spawn_app().await;
    let page = app.get("/api/docs", None).await;
    page.assert_status(200);
    assert!(page.header("content-type").is_some_and(|kind| kind.starts_with("text/html")));
    let policy = page.header("content-security-policy").unwrap_or_default().to_owned();
    assert!(policy.contains("script-src 'self';"), "{policy}");
    assert!(policy.contains("style-src 'self' 'unsafe-inline'"), "{policy}");
    assert!(!policy.contains("unsafe-eval") && !policy.contains("http"), "{policy}");
    for file in ["/api-docs/swagger-ui-bundle.js", "/api-docs/swagger-ui.css", "/api-docs/init.js"] {
        assert!(page.text.contains(file), "{file} not loaded by {}", page.text);
    }
    // the app's own pages keep the strict policy
    let openapi = app.get("/api/openapi.json", None).await;
    assert!(openapi.header("content-security-policy").is_some_and(|policy| policy.contains("style-src 'self';")));
}

/// The server binary as an operator starts it, on a database of its own, its stdout read line by line.
struct LoggingServer {
    child: Child,
    lines: mpsc::Receiver<String>,
}

impl Drop for LoggingServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl LoggingServer {
    fn next_json(&self) -> Value {
        let line = self.lines.recv_timeout(Duration::from_secs(60)).expect("a log line within a minute");
        serde_json::from_str(&line).unwrap_or_else(|err| panic!("not a JSON line ({err}): {line}"))
    }
}

#[actix_web::test]
async fn json_logs_are_one_object_per_line_and_the_access_line_carries_the_request_id() {
    let db = TestDatabase::new();
    let temp = fresh_temp_dir("json-logs");
    let mut child = Command::new(env!("CARGO_BIN_EXE_server"))
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("LOG_FORMAT", "json")
        .env("RUST_LOG", "info")
        .env("DATABASE_URL", &db.url)
        .env("BIND_ADDRESS", "127.0.0.1:0")
        .env("DATA_DIR", &temp)
        .env("DEMO_DATA", "false")
        .env("STATIC_DIR", temp.join("no-app"))
        .env("JWT_SECRET", "a-test-secret-of-more-than-thirty-two-bytes-0123456789")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the server binary");
    let stdout = child.stdout.take().expect("its stdout");
    let (send, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    let server = LoggingServer { child, lines };

    let address = loop {
        let line = server.next_json();
        assert!(line["timestamp"].is_string() && line["level"].is_string(), "{line}");
        if let Some(url) = line["fields"]["message"].as_str().and_then(|m| m.strip_prefix("serving on ")) {
            break url.to_owned();
        }
    };
    let answer = reqwest::get(format!("{address}/healthz")).await.unwrap();
    let request_id = answer.headers()["x-request-id"].to_str().unwrap().to_owned();
    let access = loop {
        let line = server.next_json();
        if line["span"]["http.target"] == "/healthz" {
            break line;
        }
    };
    assert_eq!(access["span"]["request_id"], request_id.as_str(), "{access}");
    assert_eq!(access["span"]["http.status_code"], 200, "{access}");
    let _ = std::fs::remove_dir_all(temp);
}

//! The database going away while serving, and the mail outbox worker.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::helpers::{Answer, CUSTOMER, TestApp, admin_url, database_name, execute, spawn_app, spawn_app_as};

/// Stops the test database from accepting connections and kills the ones open, so the pool holds
/// only dead connections and can open no new one; `Drop` re-opens it for the clean-up.
struct Outage<'a> {
    app: &'a TestApp,
    admin: String,
    name: String,
}

impl<'a> Outage<'a> {
    fn start(app: &'a TestApp) -> Self {
        let outage = Outage { app, admin: admin_url(&app.db.url), name: database_name(&app.db.url) };
        execute(&outage.admin, &format!("ALTER DATABASE {} ALLOW_CONNECTIONS false", outage.name));
        execute(
            &outage.admin,
            &format!("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = '{}'", outage.name),
        );
        outage
    }

    fn end(&self) {
        execute(&self.admin, &format!("ALTER DATABASE {} ALLOW_CONNECTIONS true", self.name));
    }
}

impl Drop for Outage<'_> {
    fn drop(&mut self) {
        self.end();
        let _ = self.app;
    }
}

async fn timed(future: impl std::future::Future<Output = Answer>) -> (Answer, Duration) {
    let started = Instant::now();
    let answer = future.await;
    (answer, started.elapsed())
}

/// Waits up to 5 s for the outbox worker to have sent exactly one mail; `failure` names what went wrong.
async fn one_mail_sent(app: &TestApp, failure: &str) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while app.db_count("SELECT count(*) FROM mail_outbox WHERE status = 'sent'") != 1 {
        assert!(
            Instant::now() < deadline,
            "{failure}: {}",
            app.sql("SELECT string_agg(concat_ws('|', status, attempts, last_error), ', ') FROM mail_outbox")
        );
        actix_web::rt::time::sleep(Duration::from_millis(50)).await;
    }
}

#[actix_web::test]
async fn a_database_outage_answers_503_and_the_server_recovers_by_itself() {
    let (app, token) = spawn_app_as(CUSTOMER).await;
    app.get("/readyz", None).await.assert_status(200);

    let outage = Outage::start(&app);

    let (ready, elapsed) = timed(app.get("/readyz", None)).await;
    ready.assert_error(503, "unavailable");
    assert!(ready.header("retry-after").is_some_and(|v| v.parse::<u64>().is_ok()), "{:?}", ready.headers);
    assert!(elapsed < Duration::from_secs(4), "readyz took {elapsed:?} (pool timeout 2 s)");

    let (me, elapsed) = timed(app.get("/api/user/me", Some(&token))).await;
    me.assert_error(503, "unavailable");
    assert!(me.header("retry-after").is_some_and(|v| v.parse::<u64>().is_ok()), "{:?}", me.headers);
    assert!(elapsed < Duration::from_secs(4), "/api/user/me took {elapsed:?} (pool timeout 2 s)");

    let (login, _) = timed(app.login_answer(CUSTOMER, crate::helpers::DEMO_PASSWORD)).await;
    login.assert_error(503, "unavailable");
    // The process is still up.
    app.get("/healthz", None).await.assert_status(200);

    outage.end();
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let ready = app.get("/readyz", None).await;
        if ready.status.as_u16() == 200 {
            break;
        }
        assert!(Instant::now() < deadline, "no recovery within 10 s: {}", ready.text);
        actix_web::rt::time::sleep(Duration::from_millis(200)).await;
    }
    let me = app.get("/api/user/me", Some(&token)).await;
    me.assert_status(200);
    assert_eq!(me.json["email"], CUSTOMER);
    drop(outage);
}

#[actix_web::test]
async fn queued_mails_are_delivered_and_marked_sent() {
    let app = spawn_app().await;
    app.post("/api/user/forgotpwd", None, json!({"email": CUSTOMER})).await.assert_status(202);

    one_mail_sent(&app, "not sent").await;
    assert_eq!(app.db_count("SELECT count(*) FROM mail_outbox WHERE sent_at IS NOT NULL AND attempts = 1"), 1);
    app.latest_mail_containing(&format!("To: {CUSTOMER}")).await;
}

#[actix_web::test]
async fn a_mail_whose_delivery_failed_is_retried() {
    let app = spawn_app().await;
    // A failed earlier attempt, due again now (what mark_failed leaves behind).
    app.exec(
        "INSERT INTO mail_outbox (recipient, subject, body_text, attempts, last_error, next_attempt_at) \
         VALUES ('retry@example.com', 'Riprova', 'Corpo del messaggio', 1, 'smtp down', now() - interval '1 second')",
    );

    one_mail_sent(&app, "not retried").await;
    assert_eq!(app.db_count("SELECT attempts FROM mail_outbox"), 2);
    assert_eq!(app.db_count("SELECT count(*) FROM mail_outbox WHERE last_error IS NULL"), 1);
    let mail = app.latest_mail_containing("To: retry@example.com").await;
    assert!(mail.contains("Subject: Riprova"));
    assert!(mail.contains("Corpo del messaggio"));
}

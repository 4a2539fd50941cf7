//! The real application in-process against a database of its own, as zero-to-production's
//! `spawn_app` and crates.io's `TestApp` do it.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use diesel::pg::Pg;
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use http_api::client::TrustedProxies;
use postgres::testing::TestDatabase;
use rand::RngCore;
use reqwest::header::HeaderMap;
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use server::config::{Config, ImageStorage, MailTransport};

pub const DEMO_PASSWORD: &str = "Prova-Demo-2026!";
pub const ADMIN: &str = "admin@example.com";
pub const ACCOUNT_MANAGER: &str = "account.manager@example.com";
pub const CUSTOMER_MANAGER: &str = "customer.manager@example.com";
pub const CUSTOMER: &str = "customer@example.com";
pub const DEALER: &str = "Arredamenti Lario S.r.l.";
/// A password zxcvbn rates strong, unrelated to any demo user.
pub const NEW_PASSWORD: &str = "Quercia-Velluto-Nebbia-4821";

pub struct TestApp {
    pub address: String,
    /// Where `/metrics` answers, when the test's configuration asked for it.
    pub metrics_address: Option<String>,
    pub client: reqwest::Client,
    pub db: TestDatabase,
    pub mail_dir: PathBuf,
    pub jwt_secret: Vec<u8>,
    /// Mail folder and demo password file; removed with the app.
    temp_dir: PathBuf,
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.temp_dir);
    }
}

/// An answer, read whole; every answer is checked for leaked internals on the way in.
#[derive(Debug)]
pub struct Answer {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub text: String,
    pub json: Value,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|value| value.to_str().ok())
    }

    pub fn code(&self) -> &str {
        self.json["code"].as_str().unwrap_or("")
    }

    /// Asserts the status and the contract's error shape `{message, code}`.
    #[track_caller]
    pub fn assert_error(&self, status: u16, code: &str) {
        assert_eq!(self.status.as_u16(), status, "unexpected status; body: {}", self.text);
        assert_eq!(self.code(), code, "unexpected code; body: {}", self.text);
        assert!(self.json["message"].as_str().is_some_and(|m| !m.is_empty()), "no message: {}", self.text);
        assert!(
            self.header("content-type").is_some_and(|c| c.starts_with("application/json")),
            "an error must be JSON: {:?}",
            self.headers
        );
    }

    #[track_caller]
    pub fn assert_status(&self, status: u16) {
        assert_eq!(self.status.as_u16(), status, "unexpected status; body: {}", self.text);
    }

    /// The fields named in `details`.
    pub fn detail_fields(&self) -> Vec<String> {
        self.json["details"]
            .as_array()
            .map(|details| details.iter().filter_map(|d| d["field"].as_str().map(str::to_owned)).collect())
            .unwrap_or_default()
    }
}

pub fn random_secret() -> Vec<u8> {
    let mut secret = vec![0u8; 48];
    rand::rng().fill_bytes(&mut secret);
    secret
}

pub fn fresh_temp_dir(label: &str) -> PathBuf {
    let mut bytes = [0u8; 8];
    rand::rng().fill_bytes(&mut bytes);
    let suffix: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let dir = std::env::temp_dir().join(format!("configuratore-api-test-{label}-{suffix}"));
    std::fs::create_dir_all(&dir).expect("create a temp dir");
    dir
}

pub fn test_config(db: &TestDatabase, temp: &std::path::Path, jwt_secret: Vec<u8>) -> Config {
    Config {
        database_url: db.url.clone(),
        bind_address: "127.0.0.1:0".into(),
        metrics_bind_address: None,
        app_base_url: "http://app.test".into(),
        static_dir: None,
        jwt_secret,
        jwt_ttl: chrono::Duration::minutes(30),
        bcrypt_cost: 4,
        mail: MailTransport::Folder(temp.join("mail")),
        pool_size: 4,
        pool_timeout: Duration::from_secs(2),
        workers: 1,
        demo_data: true,
        demo_password: Some(DEMO_PASSWORD.into()),
        demo_password_file: temp.join("demo-password"),
        login_max_per_email_and_client: 5,
        login_max_per_client: 30,
        login_slowdown_after: 10,
        login_max_delay: chrono::Duration::minutes(5),
        login_window: chrono::Duration::minutes(15),
        outbox_poll: Duration::from_millis(50),
        images: ImageStorage::Folder(temp.join("images")),
        trusted_proxies: TrustedProxies::default(),
        kept_list_pages_bytes: 16 * 1024 * 1024,
        quotes: domain::quotes::QuoteSettings::default(),
    }
}

/// The application with the demo user `email` logged in; answers their token.
pub async fn spawn_app_as(email: &str) -> (TestApp, String) {
    let app = spawn_app().await;
    let token = app.login_demo(email).await;
    (app, token)
}

/// Every demo user logged in once, for the tests acting as several roles.
pub struct DemoTokens {
    pub admin: String,
    pub account_manager: String,
    pub customer_manager: String,
    pub customer: String,
}

/// The application with every demo user logged in.
pub async fn spawn_app_with_demo_users() -> (TestApp, DemoTokens) {
    let app = spawn_app().await;
    let tokens = DemoTokens {
        admin: app.login_demo(ADMIN).await,
        account_manager: app.login_demo(ACCOUNT_MANAGER).await,
        customer_manager: app.login_demo(CUSTOMER_MANAGER).await,
        customer: app.login_demo(CUSTOMER).await,
    };
    (app, tokens)
}

/// The application with a test's own `fixture` built and every demo user logged in.
pub async fn spawn_with<F>(fixture: impl FnOnce(&TestApp) -> F) -> (TestApp, F, DemoTokens) {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let built = fixture(&app);
    (app, built, tokens)
}

pub async fn spawn_app() -> TestApp {
    spawn_app_configured(|_| ()).await
}

/// The application with the test configuration as `configure` changes it.
pub async fn spawn_app_configured(configure: impl FnOnce(&mut Config)) -> TestApp {
    let db = TestDatabase::new();
    let temp = fresh_temp_dir("app");
    let jwt_secret = random_secret();
    let mut config = test_config(&db, &temp, jwt_secret.clone());
    configure(&mut config);
    let application = server::startup::Application::build(config).await.expect("build the application");
    let address = format!("http://127.0.0.1:{}", application.port());
    let metrics_address = application.metrics_port().map(|port| format!("http://127.0.0.1:{port}"));
    actix_web::rt::spawn(application.run_until_stopped());
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(Duration::from_secs(20))
        .build()
        .expect("build the client");
    TestApp { address, metrics_address, client, db, mail_dir: temp.join("mail"), jwt_secret, temp_dir: temp }
}

/// The database name at the end of a URL.
pub fn database_name(url: &str) -> String {
    let without_query = url.split('?').next().unwrap_or(url);
    without_query.rsplit('/').next().unwrap_or_default().to_owned()
}

/// The URL of the server's `postgres` database, for administration.
pub fn admin_url(url: &str) -> String {
    let (without_query, query) = match url.split_once('?') {
        Some((base, query)) => (base, format!("?{query}")),
        None => (url, String::new()),
    };
    let base = without_query.rsplit_once('/').map(|(base, _)| base).unwrap_or(without_query);
    format!("{base}/postgres{query}")
}

#[derive(diesel::QueryableByName)]
struct Text {
    #[diesel(sql_type = diesel::sql_types::Text)]
    t: String,
}

/// Runs a statement on the database at `url` (a fresh connection, so it also works after an outage).
pub fn execute(url: &str, sql: &str) {
    let mut conn = PgConnection::establish(url).unwrap_or_else(|err| panic!("connect to {url}: {err}"));
    diesel::sql_query(sql).execute(&mut conn).unwrap_or_else(|err| panic!("{sql}: {err}"));
}

/// Answers the one row `sql` selects, its columns named as the fields of `T`.
pub fn row<T: QueryableByName<Pg> + 'static>(url: &str, sql: &str) -> T {
    let mut conn = PgConnection::establish(url).unwrap_or_else(|err| panic!("connect to {url}: {err}"));
    diesel::sql_query(sql).get_result::<T>(&mut conn).unwrap_or_else(|err| panic!("{sql}: {err}"))
}

/// Answers the one value a query selects, as text ("" for NULL).
pub fn scalar(url: &str, sql: &str) -> String {
    row::<Text>(url, &format!("SELECT coalesce(({sql})::text, '') AS t")).t
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn request(&self, method: Method, path: &str, token: Option<&str>, body: Option<Value>) -> Answer {
        let mut request = self.client.request(method, self.url(path));
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(&body);
        }
        Self::read(request.send().await.expect("send the request")).await
    }

    pub async fn read(response: reqwest::Response) -> Answer {
        let status = response.status();
        let headers = response.headers().clone();
        let text = response.text().await.expect("read the body");
        for leak in ["panicked", "backtrace", ".rs:", "DatabaseError", "diesel"] {
            assert!(!text.contains(leak), "the answer leaks internals ({leak}): {text}");
        }
        let json = serde_json::from_str(&text).unwrap_or(Value::Null);
        Answer { status, headers, text, json }
    }

    /// A POST that a trusted proxy forwards from `client` (the app must trust 127.0.0.1 as a proxy).
    pub async fn post_from(&self, client: &str, path: &str, body: Value) -> Answer {
        let request = self.client.post(self.url(path)).header("x-forwarded-for", client).json(&body);
        Self::read(request.send().await.expect("send the request")).await
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Answer {
        self.request(Method::GET, path, token, None).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Answer {
        self.request(Method::POST, path, token, Some(body)).await
    }

    pub async fn put(&self, path: &str, token: Option<&str>, body: Value) -> Answer {
        self.request(Method::PUT, path, token, Some(body)).await
    }

    /// A raw body with the given content type and an optional bearer token.
    pub async fn post_raw(&self, path: &str, token: Option<&str>, content_type: &str, body: Vec<u8>) -> Answer {
        let mut request = self.client.post(self.url(path)).header("content-type", content_type).body(body);
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        Self::read(request.send().await.expect("send the request")).await
    }

    pub async fn get_with_authorization(&self, path: &str, authorization: &str) -> Answer {
        let request = self.client.get(self.url(path)).header("authorization", authorization);
        Self::read(request.send().await.expect("send the request")).await
    }

    pub async fn login_answer(&self, email: &str, password: &str) -> Answer {
        self.post("/api/user/login", None, json!({"email": email, "password": password})).await
    }

    /// Logs in and answers the token; panics when the login fails.
    pub async fn login(&self, email: &str, password: &str) -> String {
        let answer = self.login_answer(email, password).await;
        answer.assert_status(200);
        answer.json["token"].as_str().expect("a token").to_owned()
    }

    pub async fn login_demo(&self, email: &str) -> String {
        self.login(email, DEMO_PASSWORD).await
    }

    /// The OpenAPI document the server publishes (200).
    pub async fn openapi(&self) -> Answer {
        let document = self.get("/api/openapi.json", None).await;
        document.assert_status(200);
        document
    }

    /// `PUT /api/user/me/password` as `token`.
    pub async fn change_password(&self, token: Option<&str>, current: &str, new: &str) -> Answer {
        self.put("/api/user/me/password", token, json!({"currentPassword": current, "newPassword": new})).await
    }

    /// The one value a query selects, as text.
    pub fn sql(&self, sql: &str) -> String {
        scalar(&self.db.url, sql)
    }

    /// The one row a query selects, its columns named as the fields of `T`.
    pub fn row<T: QueryableByName<Pg> + 'static>(&self, sql: &str) -> T {
        row(&self.db.url, sql)
    }

    /// Runs a statement that answers no value.
    /// The folder the app keeps uploaded images in (`IMAGE_STORE=folder`), for tests that put a file there
    /// as if it had been stored before the upload checks existed.
    pub fn image_dir(&self) -> PathBuf {
        self.temp_dir.join("images")
    }

    pub fn exec(&self, sql: &str) {
        execute(&self.db.url, sql);
    }

    pub fn db_count(&self, sql: &str) -> i64 {
        self.sql(sql).parse().unwrap_or_else(|err| panic!("{sql} did not answer a number: {err}"))
    }

    pub fn user_id(&self, email: &str) -> i64 {
        self.db_count(&format!("SELECT id FROM users WHERE email = '{email}'"))
    }

    /// A snapshot of the users table, to show a rejected write changed nothing.
    pub fn users_snapshot(&self) -> String {
        self.sql(
            "SELECT string_agg(concat_ws('|', id, email, password_hash, role, first_name, last_name, phone, locale, \
             company_id, customer_id, active, token_version), E'\\n' ORDER BY id) FROM users",
        )
    }

    pub fn mails(&self) -> Vec<(PathBuf, String)> {
        let Ok(entries) = std::fs::read_dir(&self.mail_dir) else { return vec![] };
        let mut mails: Vec<(PathBuf, String)> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .filter_map(|path| std::fs::read_to_string(&path).ok().map(|text| (path, text)))
            .collect();
        mails.sort();
        mails
    }

    /// The newest mail in the folder containing `needle`, waiting up to 5 s for the outbox worker.
    pub async fn latest_mail_containing(&self, needle: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if let Some((_, text)) = self.mails().into_iter().rev().find(|(_, text)| text.contains(needle)) {
                return text;
            }
            assert!(Instant::now() < deadline, "no mail containing {needle} within 5 s; mails: {:?}", self.mails());
            actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Asks for a reset link for `email` and answers the token from the mail.
    pub async fn reset_token_for(&self, email: &str) -> String {
        let before = self.mails().len();
        self.post("/api/user/forgotpwd", None, json!({"email": email})).await.assert_status(202);
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let mails = self.mails();
            let found = mails.iter().rev().find(|(_, text)| text.contains(&format!("To: {email}")));
            if let (true, Some((_, text))) = (mails.len() > before, found) {
                return link_token(text);
            }
            assert!(Instant::now() < deadline, "no reset mail for {email} within 5 s");
            actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Waits up to 5 s until the outbox worker has answered every forgot-password call so far.
    pub async fn reset_requests_answered(&self) {
        let deadline = Instant::now() + Duration::from_secs(5);
        while self.db_count("SELECT count(*) FROM password_reset_requests") > 0 {
            assert!(Instant::now() < deadline, "forgot-password calls still queued after 5 s");
            actix_web::rt::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

/// The secret of the `/reset-password/<token>` link in a mail.
pub fn link_token(mail: &str) -> String {
    let prefix = "http://app.test/reset-password/";
    let start = mail.find(prefix).unwrap_or_else(|| panic!("no reset link in {mail}")) + prefix.len();
    mail[start..].split_whitespace().next().unwrap_or_default().to_owned()
}

/// A test's own catalogue rows, inserted straight into the database (the demo's may change under it), and
/// the API calls most tests start from.
impl TestApp {
    /// The id of the row of `table` coded `code`.
    pub fn id_of(&self, table: &str, code: &str) -> i64 {
        self.db_count(&format!("SELECT id FROM {table} WHERE code = '{code}'"))
    }

    /// A category `slug` (with a description when given) holding one type "Lineari" coded `{code}-T`;
    /// answers the category and the type.
    pub fn category_with_type(&self, slug: &str, name: &str, description: Option<&str>, code: &str) -> (i64, i64) {
        let description = description.map_or("NULL".to_owned(), |text| format!("'{text}'"));
        self.exec(&format!(
            "INSERT INTO product_categories (slug, name, description) VALUES ('{slug}', '{name}', {description})"
        ));
        let category = self.db_count(&format!("SELECT id FROM product_categories WHERE slug = '{slug}'"));
        self.exec(&format!(
            "INSERT INTO product_types (category_id, code, name) VALUES ({category}, '{code}-T', 'Lineari')"
        ));
        (category, self.id_of("product_types", &format!("{code}-T")))
    }

    pub fn model(&self, type_id: i64, code: &str, name: &str, base_price: i64, sort_order: i32) -> i64 {
        self.exec(&format!(
            "INSERT INTO product_models (type_id, code, name, base_price, sort_order) \
             VALUES ({type_id}, '{code}', '{name}', {base_price}, {sort_order})"
        ));
        self.id_of("product_models", code)
    }

    /// A part "Cuscino" (50 €) coded `{code}-P`, optional on each of `models` (0 to 3, 1 by default), with a
    /// required choice feature "Tessuto" coded `{code}-F`; answers the part and the feature.
    pub fn cushion(&self, code: &str, models: &[i64]) -> (i64, i64) {
        self.exec(&format!("INSERT INTO product_parts (code, name, price) VALUES ('{code}-P', 'Cuscino', 5000)"));
        let part = self.id_of("product_parts", &format!("{code}-P"));
        for model in models {
            self.exec(&format!(
                "INSERT INTO product_model_parts \
                 (model_id, part_id, required, min_quantity, max_quantity, default_quantity) \
                 VALUES ({model}, {part}, false, 0, 3, 1)"
            ));
        }
        self.exec(&format!("INSERT INTO product_features (code, name, kind) VALUES ('{code}-F', 'Tessuto', 'choice')"));
        let feature = self.id_of("product_features", &format!("{code}-F"));
        self.exec(&format!(
            "INSERT INTO product_part_features (part_id, feature_id, required) VALUES ({part}, {feature}, true)"
        ));
        (part, feature)
    }

    pub fn feature_value(&self, feature: i64, code: &str, label: &str, price_delta: i64, sort_order: i32) -> i64 {
        self.exec(&format!(
            "INSERT INTO product_feature_values (feature_id, code, label, price_delta, sort_order) \
             VALUES ({feature}, '{code}', '{label}', {price_delta}, {sort_order})"
        ));
        self.id_of("product_feature_values", code)
    }

    /// A published configurator of `category` with the five steps (type, model, parts, features, summary)
    /// and `rules`; answers its id.
    pub fn published_configurator(&self, category: i64, name: &str, description: Option<&str>, rules: Value) -> i64 {
        let definition = json!({
            "steps": [
                {"kind": "type", "title": "Tipologia"},
                {"kind": "model", "title": "Modello"},
                {"kind": "parts", "title": "Parti"},
                {"kind": "features", "title": "Rivestimento"},
                {"kind": "summary", "title": "Riepilogo"}
            ],
            "rules": rules
        });
        let description = description.map_or("NULL".to_owned(), |text| format!("'{text}'"));
        self.exec(&format!(
            "INSERT INTO configurators (category_id, name, description, status, definition, published_at) \
             VALUES ({category}, '{name}', {description}, 'published', '{definition}', now())"
        ));
        self.db_count(&format!("SELECT id FROM configurators WHERE category_id = {category}"))
    }

    pub fn company_id(&self, name: &str) -> i64 {
        self.db_count(&format!("SELECT id FROM companies WHERE name = '{name}'"))
    }

    /// Creates a user of `company` with the given role and a known password, as the administrator `admin`;
    /// answers their token.
    pub async fn new_user(&self, admin: &str, email: &str, role: &str, company: i64) -> String {
        self.post(
            "/api/user/extended",
            Some(admin),
            json!({"email": email, "role": role, "firstName": "Prova", "lastName": "Utente", "companyId": company,
                   "password": NEW_PASSWORD}),
        )
        .await
        .assert_status(201);
        self.login(email, NEW_PASSWORD).await
    }

    /// Saves a configuration as `token` (201) and answers it.
    pub async fn create_configuration(&self, token: &str, body: Value) -> Value {
        let created = self.post("/api/productconf", Some(token), body).await;
        created.assert_status(201);
        created.json
    }
}

/// The public id of a configuration as the API answers it.
pub fn public_id(configuration: &Value) -> String {
    configuration["publicId"].as_str().expect("a public id").to_owned()
}

/// The public ids of a page of configurations, in order.
pub fn listed(page: &Value) -> Vec<String> {
    page["items"].as_array().expect("items").iter().map(public_id).collect()
}

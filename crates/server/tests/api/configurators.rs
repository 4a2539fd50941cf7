//! `/api/configurator`: validation with detail paths, the draft → published → archived lifecycle, the
//! rule check blocking a publish, one published configurator per category (also under concurrent
//! publishes), and who may call what.

use serde_json::{Value, json};

use crate::helpers::{ACCOUNT_MANAGER, ADMIN, CUSTOMER, CUSTOMER_MANAGER, TestApp, spawn_app, spawn_app_as};

/// The demo ids a definition of "Divani" names.
struct Divani {
    category: i64,
    oslo: i64,
    structure: i64,
    fabric: i64,
    velvet: i64,
    /// A model of "Tavoli".
    table: i64,
}

fn divani(app: &TestApp) -> Divani {
    let id = |sql: &str| app.db_count(sql);
    Divani {
        category: id("SELECT id FROM product_categories WHERE slug = 'divani'"),
        oslo: id("SELECT id FROM product_models WHERE code = 'OSLO-3'"),
        structure: id("SELECT id FROM product_parts WHERE code = 'DIV-STRUTTURA'"),
        fabric: id("SELECT id FROM product_features WHERE code = 'TESSUTO'"),
        velvet: id("SELECT v.id FROM product_feature_values v JOIN product_features f ON f.id = v.feature_id \
             WHERE f.code = 'TESSUTO' AND v.code = 'VELLUTO'"),
        table: id("SELECT id FROM product_models WHERE code = 'LARIO-180'"),
    }
}

fn steps(d: &Divani) -> Value {
    json!([
        {"kind": "type", "title": "Tipologia", "help": "Scegli"},
        {"kind": "model", "title": "Modello", "help": "", "attributeIds": []},
        {"kind": "parts", "title": "Parti"},
        {"kind": "features", "title": "Rivestimento", "featureIds": [d.fabric]},
        {"kind": "summary", "title": "Riepilogo"}
    ])
}

fn body(d: &Divani, name: &str, rules: Value) -> Value {
    json!({
        "categoryId": d.category,
        "name": name,
        "description": "Prova",
        "definition": {"steps": steps(d), "rules": rules}
    })
}

fn oslo_velvet(d: &Divani) -> Value {
    json!([{
        "id": "oslo-velluto", "kind": "excludes",
        "if": [{"kind": "model", "id": d.oslo}],
        "then": [{"kind": "feature_value", "id": d.velvet}],
        "message": "Il modello Oslo non è disponibile in velluto"
    }])
}

/// Oslo excludes its own required frame: the rule check's `unsatisfiable_required` error.
fn broken(d: &Divani) -> Value {
    json!([{
        "id": "oslo-senza-struttura", "kind": "excludes",
        "if": [{"kind": "model", "id": d.oslo}, {"kind": "part", "id": d.structure}],
        "then": [{"kind": "part", "id": d.structure}]
    }])
}

/// The application with the demo administrator logged in, and the demo's "Divani" ids.
async fn start() -> (TestApp, String, Divani) {
    let (app, token) = spawn_app_as(ADMIN).await;
    let d = divani(&app);
    (app, token, d)
}

/// Creates a configurator (201) and answers it.
async fn created(app: &TestApp, token: &str, body: Value) -> Value {
    let answer = app.post("/api/configurator", Some(token), body).await;
    answer.assert_status(201);
    answer.json
}

async fn create(app: &TestApp, token: &str, body: Value) -> i64 {
    created(app, token, body).await["id"].as_i64().unwrap()
}

fn published_in(app: &TestApp, category: i64) -> Vec<i64> {
    let ids = app.sql(&format!(
        "SELECT string_agg(id::text, ',') FROM configurators WHERE category_id = {category} AND status = 'published'"
    ));
    ids.split(',').filter(|id| !id.is_empty()).map(|id| id.parse().unwrap()).collect()
}

fn snapshot(app: &TestApp) -> String {
    app.sql(
        "SELECT string_agg(concat_ws('|', id, category_id, name, status, definition::text, version, published_at, \
         archived_at), E'\\n' ORDER BY id) FROM configurators",
    )
}

#[actix_web::test]
async fn a_malformed_definition_is_refused_with_the_path_of_each_problem() {
    let (app, token, d) = start().await;
    let before = snapshot(&app);

    let mut swapped = body(&d, "Fuori ordine", json!([]));
    swapped["definition"]["steps"] = json!([
        {"kind": "model", "title": "Modello"},
        {"kind": "features", "title": "Rivestimento", "featureIds": [d.fabric]},
        {"kind": "parts", "title": "Parti"},
        {"kind": "summary", "title": "Riepilogo"}
    ]);
    let answer = app.post("/api/configurator", Some(&token), swapped).await;
    answer.assert_error(422, "validation_failed");
    assert_eq!(answer.detail_fields(), ["definition.steps[1].kind"]);

    let rules = json!([
        {"id": "r1", "kind": "excludes", "if": [{"kind": "model", "id": d.oslo}],
         "then": [{"kind": "model", "id": d.table}, {"kind": "part", "id": 999999}]},
        {"id": "r1", "kind": "requires", "if": [], "then": [{"kind": "feature_value", "id": d.velvet}]}
    ]);
    let mut bad = body(&d, "  ", rules);
    bad["definition"]["steps"][3]["featureIds"] = json!([d.fabric, 999999]);
    bad["definition"]["steps"][0]["title"] = json!("");
    let answer = app.post("/api/configurator", Some(&token), bad).await;
    answer.assert_error(422, "validation_failed");
    assert_eq!(
        answer.detail_fields(),
        [
            "name",
            "definition.steps[0].title",
            "definition.rules[1].id",
            "definition.rules[1].if",
            "definition.steps[3].featureIds",
            "definition.rules[0].then[0]",
            "definition.rules[0].then[1]",
        ]
    );

    let mut unknown_category = body(&d, "Senza categoria", json!([]));
    unknown_category["categoryId"] = json!(999999);
    let answer = app.post("/api/configurator", Some(&token), unknown_category).await;
    answer.assert_error(422, "validation_failed");
    assert_eq!(answer.detail_fields(), ["categoryId"]);

    let answer = app.post("/api/configurator", Some(&token), json!({})).await;
    answer.assert_error(422, "validation_failed");
    assert_eq!(answer.detail_fields(), ["categoryId", "name", "definition"]);
    // a step of an unknown kind is malformed JSON for the contract
    let mut unknown_kind = body(&d, "Passo ignoto", json!([]));
    unknown_kind["definition"]["steps"][0]["kind"] = json!("colour");
    app.post("/api/configurator", Some(&token), unknown_kind).await.assert_error(400, "bad_request");
    assert_eq!(snapshot(&app), before, "nothing written");
}

#[actix_web::test]
async fn drafts_change_until_published_then_only_archiving_is_left() {
    let (app, token, d) = start().await;

    let answer = created(&app, &token, body(&d, "Divani 2027", oslo_velvet(&d))).await;
    let id = answer["id"].as_i64().unwrap();
    assert_eq!(answer["status"], "draft");
    assert_eq!(answer["version"], 1);
    assert_eq!(answer["categoryName"], "Divani");
    assert_eq!(answer["definition"]["rules"][0]["if"][0]["kind"], "model");
    // the demo catalogue is translated, so the new draft's Italian-only steps and rule are named
    let findings = answer["findings"].as_array().unwrap();
    assert!(findings.iter().all(|finding| finding["code"] == "missing_english"), "{findings:?}");

    let answer =
        app.put(&format!("/api/configurator/{id}"), Some(&token), body(&d, "Divani 2027 bis", json!([]))).await;
    answer.assert_status(200);
    assert_eq!((answer.json["name"].as_str(), answer.json["version"].as_i64()), (Some("Divani 2027 bis"), Some(2)));
    let answer = app.get(&format!("/api/configurator/{id}"), Some(&token)).await;
    answer.assert_status(200);
    assert!(answer.json["findings"].is_array());
    assert_eq!(answer.json["definition"]["rules"], json!([]));

    let list = app.get(&format!("/api/configurator?categoryId={}&status=draft", d.category), Some(&token)).await;
    list.assert_status(200);
    assert_eq!(list.json["total"], 1);
    assert_eq!(list.json["items"][0]["id"], id);
    assert!(list.json["items"][0].get("findings").is_none());

    let answer = app.post(&format!("/api/configurator/{id}/publish"), Some(&token), json!({})).await;
    answer.assert_status(200);
    assert_eq!(answer.json["status"], "published");
    assert!(answer.json["publishedAt"].is_string());

    let before = snapshot(&app);
    let path = format!("/api/configurator/{id}");
    app.put(&path, Some(&token), body(&d, "Cambiato", json!([]))).await.assert_error(409, "invalid_transition");
    app.request(reqwest::Method::DELETE, &path, Some(&token), None).await.assert_error(409, "invalid_transition");
    app.post(&format!("{path}/publish"), Some(&token), json!({})).await.assert_error(409, "invalid_transition");
    assert_eq!(snapshot(&app), before);

    let answer = app.post(&format!("{path}/archive"), Some(&token), json!({})).await;
    answer.assert_status(200);
    assert_eq!(answer.json["status"], "archived");
    app.post(&format!("{path}/archive"), Some(&token), json!({})).await.assert_error(409, "invalid_transition");
    app.post(&format!("{path}/publish"), Some(&token), json!({})).await.assert_error(409, "invalid_transition");
    app.put(&path, Some(&token), body(&d, "Cambiato", json!([]))).await.assert_error(409, "invalid_transition");

    // a draft is archived directly, and another one deleted
    let draft = create(&app, &token, body(&d, "Bozza", json!([]))).await;
    let answer = app.post(&format!("/api/configurator/{draft}/archive"), Some(&token), json!({})).await;
    assert_eq!(answer.json["status"], "archived");
    let doomed = create(&app, &token, body(&d, "Da eliminare", json!([]))).await;
    let doomed_path = format!("/api/configurator/{doomed}");
    app.request(reqwest::Method::DELETE, &doomed_path, Some(&token), None).await.assert_status(204);
    app.get(&doomed_path, Some(&token)).await.assert_error(404, "not_found");
}

#[actix_web::test]
async fn publishing_archives_the_category_s_previous_configurator() {
    let (app, token, d) = start().await;
    let demo = published_in(&app, d.category);
    assert_eq!(demo.len(), 1, "the demo publishes one configurator per category");
    let tavoli = app.db_count("SELECT id FROM product_categories WHERE slug = 'tavoli'");
    let other_category = published_in(&app, tavoli);

    let id = create(&app, &token, body(&d, "Divani 2027", oslo_velvet(&d))).await;
    app.post(&format!("/api/configurator/{id}/publish"), Some(&token), json!({})).await.assert_status(200);
    assert_eq!(published_in(&app, d.category), [id]);
    let previous = app.get(&format!("/api/configurator/{}", demo[0]), Some(&token)).await;
    assert_eq!(previous.json["status"], "archived");
    assert!(previous.json["archivedAt"].is_string());
    assert_eq!(published_in(&app, tavoli), other_category, "another category is untouched");
    let answer = app.get(&format!("/api/configurator?categoryId={}&status=published", d.category), Some(&token)).await;
    assert_eq!(answer.json["total"], 1);
}

#[actix_web::test]
async fn a_publish_with_an_error_finding_is_refused_and_changes_nothing() {
    let (app, token, d) = start().await;

    // saved as a draft, with the error among its findings
    let answer = created(&app, &token, body(&d, "Rotto", broken(&d))).await;
    let id = answer["id"].as_i64().unwrap();
    let findings = answer["findings"].as_array().unwrap();
    let error = findings.iter().find(|f| f["severity"] == "error").expect("an error finding");
    assert_eq!(error["code"], "contradiction");
    assert_eq!(error["ruleId"], "oslo-senza-struttura");
    assert_eq!(error["item"], json!({"kind": "part", "id": d.structure}));
    assert!(error["message"].as_str().unwrap().contains("Struttura"), "{error}");

    let before = snapshot(&app);
    let answer = app.post(&format!("/api/configurator/{id}/publish"), Some(&token), json!({})).await;
    answer.assert_error(422, "validation_failed");
    assert_eq!(answer.detail_fields(), ["definition.rules[0]"]);
    assert_eq!(snapshot(&app), before, "nothing changed");
    assert_eq!(published_in(&app, d.category).len(), 1);
}

#[actix_web::test]
async fn two_concurrent_publishes_in_one_category_leave_exactly_one_published() {
    let (app, token, d) = start().await;
    let a = create(&app, &token, body(&d, "A", oslo_velvet(&d))).await;
    let b = create(&app, &token, body(&d, "B", json!([]))).await;
    let (path_a, path_b) = (format!("/api/configurator/{a}/publish"), format!("/api/configurator/{b}/publish"));
    let (first, second) =
        tokio::join!(app.post(&path_a, Some(&token), json!({})), app.post(&path_b, Some(&token), json!({})));
    for answer in [&first, &second] {
        assert!(
            answer.status.as_u16() == 200 || (answer.status.as_u16() == 409 && answer.code() == "conflict"),
            "{}",
            answer.text
        );
    }
    let published = published_in(&app, d.category);
    assert_eq!(published.len(), 1, "{published:?}");
    assert!(published[0] == a || published[0] == b);
}

#[actix_web::test]
async fn only_admins_call_and_unknown_ids_are_not_found() {
    let (app, admin, d) = start().await;
    let id = create(&app, &admin, body(&d, "Bozza", json!([]))).await;
    let before = snapshot(&app);
    for email in [CUSTOMER, CUSTOMER_MANAGER, ACCOUNT_MANAGER] {
        let token = app.login_demo(email).await;
        let token = Some(token.as_str());
        app.get("/api/configurator", token).await.assert_error(403, "forbidden");
        app.get(&format!("/api/configurator/{id}"), token).await.assert_error(403, "forbidden");
        app.post("/api/configurator", token, body(&d, "X", json!([]))).await.assert_error(403, "forbidden");
        app.post("/api/configurator", token, json!({})).await.assert_error(403, "forbidden");
        app.put(&format!("/api/configurator/{id}"), token, body(&d, "X", json!([])))
            .await
            .assert_error(403, "forbidden");
        app.request(reqwest::Method::DELETE, &format!("/api/configurator/{id}"), token, None)
            .await
            .assert_error(403, "forbidden");
        for action in ["publish", "archive"] {
            app.post(&format!("/api/configurator/{id}/{action}"), token, json!({}))
                .await
                .assert_error(403, "forbidden");
        }
    }
    app.get("/api/configurator", None).await.assert_error(401, "unauthorized");
    assert_eq!(snapshot(&app), before);

    let admin = Some(admin.as_str());
    app.get("/api/configurator/999999", admin).await.assert_error(404, "not_found");
    app.put("/api/configurator/999999", admin, body(&d, "X", json!([]))).await.assert_error(404, "not_found");
    app.request(reqwest::Method::DELETE, "/api/configurator/999999", admin, None).await.assert_error(404, "not_found");
    for action in ["publish", "archive"] {
        app.post(&format!("/api/configurator/999999/{action}"), admin, json!({})).await.assert_error(404, "not_found");
    }
    app.get("/api/configurator?status=deleted", admin).await.assert_error(400, "bad_request");
    app.get("/api/configurator?sort=definition", admin).await.assert_error(400, "bad_request");
    app.get("/api/configurator?categoryId=abc", admin).await.assert_error(400, "bad_request");
    let all = app.get("/api/configurator?sort=updatedAt&order=desc", admin).await;
    all.assert_status(200);
    assert_eq!(all.json["items"][0]["id"], id);
    assert_eq!(all.json["pageSize"], 10);
}

#[actix_web::test]
async fn the_contract_documents_the_configurator_calls() {
    let app = spawn_app().await;
    let paths = app.openapi().await.json["paths"].clone();
    for path in [
        "/api/configurator",
        "/api/configurator/{id}",
        "/api/configurator/{id}/publish",
        "/api/configurator/{id}/archive",
    ] {
        assert!(paths.get(path).is_some(), "{path} missing");
    }
    assert!(paths["/api/configurator"].get("post").is_some());
    assert!(paths["/api/configurator/{id}"].get("delete").is_some());
}

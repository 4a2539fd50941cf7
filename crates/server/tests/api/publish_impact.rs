//! `POST /api/configurator/{id}/publish?dryRun=true`: what publishing a draft would do to the saved
//! configurations of its category, counted exactly, with examples and reasons, kept as a report, and
//! nothing else written.

use serde_json::{Value, json};

use crate::helpers::{DEALER, DemoTokens, TestApp, public_id, spawn_with};

/// A category of our own: one type, models Alfa and Beta, a published configurator without rules.
struct Fixture {
    category: i64,
    configurator: i64,
    type_id: i64,
    alfa: i64,
    beta: i64,
}

fn fixture(app: &TestApp) -> Fixture {
    let (category, type_id) = app.category_with_type("imp-divani", "Divani impatto", None, "IMP");
    let alfa = app.model(type_id, "IMP-A", "Alfa", 100_000, 0);
    let beta = app.model(type_id, "IMP-B", "Beta", 120_000, 1);
    let configurator = app.published_configurator(category, "Divani impatto", None, json!([]));
    Fixture { category, configurator, type_id, alfa, beta }
}

impl Fixture {
    /// Saves a configuration of `model` (none: incomplete) and answers its public id.
    async fn saved(&self, app: &TestApp, token: &str, name: &str, model: Option<i64>) -> String {
        let draft = json!({"typeId": self.type_id, "modelId": model, "quantity": 1, "parts": []});
        let created = app
            .create_configuration(token, json!({"configuratorId": self.configurator, "name": name, "draft": draft}))
            .await;
        assert_eq!(created["valid"], true, "{created}");
        public_id(&created)
    }

    /// A new draft from the published configurator with `rules`, saved; answers its id.
    async fn draft_with(&self, app: &TestApp, admin: &str, rules: Value) -> i64 {
        let answer = app.post(&format!("/api/configurator/{}/draft", self.configurator), Some(admin), json!({})).await;
        answer.assert_status(201);
        let draft = answer.json;
        let id = draft["id"].as_i64().unwrap();
        let mut definition = draft["definition"].clone();
        definition["rules"] = rules;
        let body = json!({"categoryId": self.category, "name": draft["name"], "definition": definition});
        app.put(&format!("/api/configurator/{id}"), Some(admin), body).await.assert_status(200);
        id
    }
}

fn configurators(app: &TestApp) -> String {
    app.sql("SELECT string_agg(concat_ws('|', id, status, version), ',' ORDER BY id) FROM configurators")
}

#[actix_web::test]
async fn a_dry_run_counts_the_saved_configurations_a_new_rule_breaks_and_keeps_its_report_without_touching_them() {
    let (app, f, DemoTokens { admin, customer, customer_manager, .. }) = spawn_with(fixture).await;
    let mut alfas = Vec::new();
    for name in ["Salotto", "Studio", "Veranda"] {
        alfas.push(f.saved(&app, &customer, name, Some(f.alfa)).await);
    }
    let beta = f.saved(&app, &customer, "Mansarda", Some(f.beta)).await;
    let unfinished = f.saved(&app, &customer_manager, "Bozza", None).await;
    let answer = app
        .post("/api/customizationrequest", Some(&customer), json!({"configurationId": alfas[1], "message": "Sconto?"}))
        .await;
    answer.assert_status(201);

    let rule = json!([{
        "id": "niente-alfa", "kind": "excludes",
        "if": [{"kind": "type", "id": f.type_id}],
        "then": [{"kind": "model", "id": f.alfa}],
        "message": "Alfa non è più in produzione"
    }]);
    let draft = f.draft_with(&app, &admin, rule).await;
    let before = configurators(&app);
    let saved_before =
        app.sql("SELECT string_agg(concat_ws('|', id, version, valid), ',' ORDER BY id) FROM product_configurations");

    let answer = app.post(&format!("/api/configurator/{draft}/publish?dryRun=true"), Some(&admin), json!({})).await;
    answer.assert_status(200);
    let impact = answer.json;
    assert_eq!(impact["checked"], 5, "{impact}");
    assert_eq!(impact["affected"], 3);
    assert_eq!(impact["invalid"], 3, "the three Alfa, not Beta nor the unfinished one: {impact}");
    assert_eq!(impact["incomplete"], 0);
    assert_eq!(impact["repriced"], 0, "rules do not change prices");
    assert_eq!(impact["pendingRequests"], 1, "the request on «Studio»");
    let dealer = app.company_id(DEALER);
    assert_eq!(impact["companies"], json!([{"companyId": dealer, "invalid": 3, "incomplete": 0, "repriced": 0}]));
    let examples = impact["examples"].as_array().unwrap();
    let named: Vec<&str> = examples.iter().map(|example| example["publicId"].as_str().unwrap()).collect();
    assert_eq!(named, alfas.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(!named.contains(&beta.as_str()) && !named.contains(&unfinished.as_str()));
    for example in examples {
        assert_eq!(example["effect"], "invalid");
        assert_eq!(example["totalBefore"], example["totalAfter"]);
        let reasons = example["reasons"].as_array().unwrap();
        assert!(
            reasons.iter().any(|reason| reason.as_str().unwrap().contains("Alfa non è più in produzione")),
            "{example}"
        );
    }
    assert_eq!(examples[1]["pendingRequest"], true);
    assert_eq!(examples[0]["pendingRequest"], false);

    // The file names every affected configuration, not only the examples.
    let answer = app.get(&format!("/api/configurator/{draft}/impact.csv"), Some(&admin)).await;
    answer.assert_status(200);
    assert_eq!(answer.header("content-type"), Some("text/csv; charset=utf-8"));
    let lines: Vec<&str> = answer.text.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(
        lines[0],
        "Codice;Nome;Utente;Cliente;Effetto;Totale oggi;Totale con la bozza;Richiesta in attesa;Motivi"
    );
    assert_eq!(lines.len(), 4, "{lines:?}");
    for ((line, id), example) in lines[1..].iter().zip(&alfas).zip(examples) {
        let cells: Vec<&str> = line.split(';').collect();
        let cents = example["totalBefore"].as_i64().unwrap();
        let total = format!("{},{:02}", cents / 100, cents % 100);
        // A public id may start with '-', which the file escapes as a spreadsheet formula would need.
        let code = cells[0].strip_prefix('\'').filter(|code| code.starts_with('-')).unwrap_or(cells[0]);
        assert_eq!([code, cells[1]], [id.as_str(), example["name"].as_str().unwrap()], "{line}");
        assert_eq!(cells[4..7], ["non valida", total.as_str(), total.as_str()], "{line}");
        assert!(cells[8].starts_with("Alfa non è più in produzione ("), "{line}");
    }
    assert!(lines[2].contains(";sì;"), "«Studio» has the pending request: {}", lines[2]);
    app.get(&format!("/api/configurator/{}/impact.csv", f.configurator), Some(&admin))
        .await
        .assert_error(409, "invalid_transition");
    app.get(&format!("/api/configurator/{draft}/impact.csv"), Some(&customer)).await.assert_error(403, "forbidden");

    assert_eq!(configurators(&app), before, "a dry run publishes nothing");
    let saved_after =
        app.sql("SELECT string_agg(concat_ws('|', id, version, valid), ',' ORDER BY id) FROM product_configurations");
    assert_eq!(saved_after, saved_before, "nor touches a configuration");

    // Published for real, the same three are invalid when reopened.
    app.post(&format!("/api/configurator/{draft}/publish"), Some(&admin), json!({})).await.assert_status(200);
    // and the dry run is still there to read, as it was answered, by whom and when
    let reports = app.get(&format!("/api/configurator/{draft}/impact-reports"), Some(&admin)).await;
    reports.assert_status(200);
    let kept = reports.json.as_array().unwrap();
    assert_eq!(kept.len(), 1, "{}", reports.text);
    assert_eq!(kept[0]["id"], impact["id"]);
    assert_eq!(kept[0]["invalid"], 3);
    assert_eq!(kept[0]["examples"], impact["examples"]);
    assert_eq!(kept[0]["createdBy"], impact["createdBy"]);
    assert!(kept[0]["createdBy"].as_str().is_some_and(|name| !name.is_empty()), "{}", reports.text);
    assert!(kept[0]["createdAt"].is_string());
    for id in &alfas {
        let reopened = app.get(&format!("/api/productconf/{id}"), Some(&customer)).await;
        assert_eq!(reopened.json["evaluation"]["valid"], false, "{}", reopened.json);
    }
    let reopened = app.get(&format!("/api/productconf/{beta}"), Some(&customer)).await;
    assert_eq!(reopened.json["evaluation"]["valid"], true);
}

#[actix_web::test]
async fn a_dry_run_answers_as_the_publish_would_refuse() {
    let (app, f, DemoTokens { admin, customer_manager, .. }) = spawn_with(fixture).await;
    let dry_run = |id: i64| format!("/api/configurator/{id}/publish?dryRun=true");

    // Only administrators; the published one is no draft; an unknown one is not found.
    let draft = f.draft_with(&app, &admin, json!([])).await;
    app.post(&dry_run(draft), Some(&customer_manager), json!({})).await.assert_error(403, "forbidden");
    app.post(&dry_run(f.configurator), Some(&admin), json!({})).await.assert_error(409, "invalid_transition");
    app.post(&dry_run(999_999), Some(&admin), json!({})).await.assert_error(404, "not_found");

    // A draft whose rule check has an error: 422, as the publish.
    let broken = f
        .draft_with(
            &app,
            &admin,
            json!([{"id": "nulla", "kind": "excludes", "if": [{"kind": "type", "id": f.type_id}],
                "then": [{"kind": "type", "id": f.type_id}]}]),
        )
        .await;
    app.post(&dry_run(broken), Some(&admin), json!({})).await.assert_error(422, "validation_failed");

    // No saved configuration: nothing to break.
    let answer = app.post(&dry_run(draft), Some(&admin), json!({})).await;
    answer.assert_status(200);
    assert_eq!(answer.json["checked"], 0);
    assert_eq!(answer.json["examples"], json!([]));
}

#[actix_web::test]
async fn the_last_twenty_different_dry_runs_are_kept_for_administrators_only() {
    let (app, f, DemoTokens { admin, customer, .. }) = spawn_with(fixture).await;
    let draft = f.draft_with(&app, &admin, json!([])).await;
    let path = format!("/api/configurator/{draft}/impact-reports");
    let empty = app.get(&path, Some(&admin)).await;
    empty.assert_status(200);
    assert_eq!(empty.json, json!([]));
    let run_path = format!("/api/configurator/{draft}/publish?dryRun=true");
    let dry_run = || app.post(&run_path, Some(&admin), json!({}));
    let mut ids = Vec::new();
    for run in 0..21 {
        // one more saved configuration each time: each answer differs from the one before
        f.saved(&app, &customer, &format!("Salotto {run}"), Some(f.alfa)).await;
        let answer = dry_run().await;
        answer.assert_status(200);
        ids.push(answer.json["id"].as_i64().unwrap());
    }
    // the same answer again renews the newest report instead of keeping another
    let again = dry_run().await;
    assert_eq!(again.json["id"], *ids.last().unwrap());
    let kept = app.get(&path, Some(&admin)).await;
    let kept: Vec<i64> = kept.json.as_array().unwrap().iter().map(|report| report["id"].as_i64().unwrap()).collect();
    let newest: Vec<i64> = ids.iter().rev().take(20).copied().collect();
    assert_eq!(kept, newest, "newest first, the oldest pruned");
    app.get(&path, Some(&customer)).await.assert_error(403, "forbidden");
    app.get("/api/configurator/999999/impact-reports", Some(&admin)).await.assert_error(404, "not_found");
    // a refused dry run keeps nothing
    app.post(&format!("/api/configurator/{}/publish?dryRun=true", f.configurator), Some(&admin), json!({}))
        .await
        .assert_error(409, "invalid_transition");
    let published = app.get(&format!("/api/configurator/{}/impact-reports", f.configurator), Some(&admin)).await;
    assert_eq!(published.json, json!([]));
}

//! The catalogue in two languages on the demo catalogue: an English reader is answered the English names,
//! step texts and rule messages, an Italian reader the Italian ones, with an ETag of each; a text left
//! without English falls back to the Italian one, and the rule check lists it once translating has begun.

use serde_json::{Value, json};

use crate::helpers::{Answer, TestApp, spawn_app_with_demo_users};

const SOFAS: &str = "/api/configurator/category/divani";

fn names(answer: &Answer, list: &str, field: &str) -> Vec<String> {
    answer.json["catalogue"][list]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item[field].as_str().unwrap().to_owned())
        .collect()
}

fn step_titles(answer: &Answer) -> Vec<String> {
    answer.json["configurator"]["definition"]["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["title"].as_str().unwrap().to_owned())
        .collect()
}

/// What the wizard says of an Oslo frame in velvet, which a rule forbids: the violation's message.
async fn velvet_on_oslo(app: &TestApp, token: &str) -> String {
    let configurator = app.db_count(
        "SELECT c.id FROM configurators c JOIN product_categories k ON k.id = c.category_id \
         WHERE k.slug = 'divani' AND c.status = 'published'",
    );
    let (oslo, lineari) = (app.id_of("product_models", "OSLO-3"), app.id_of("product_types", "DIV-LINEARI"));
    let (frame, fabric) = (app.id_of("product_parts", "DIV-STRUTTURA"), app.id_of("product_features", "TESSUTO"));
    let velvet = app
        .db_count(&format!("SELECT id FROM product_feature_values WHERE feature_id = {fabric} AND code = 'VELLUTO'"));
    let values = json!([{"featureId": fabric, "valueId": velvet}]);
    let parts = json!([{"partId": frame, "quantity": 1, "values": values}]);
    let draft = json!({"typeId": lineari, "modelId": oslo, "parts": parts, "quantity": 1});
    let answer = app
        .post("/api/productconf/evaluate", Some(token), json!({"configuratorId": configurator, "draft": draft}))
        .await;
    answer.assert_status(200);
    let violations = answer.json["violations"].as_array().unwrap();
    let broken = violations.iter().find(|violation| violation["code"] == "rule_excludes");
    let message = broken.unwrap_or_else(|| panic!("no rule broken: {violations:?}"))["message"].as_str();
    message.unwrap().to_owned()
}

#[actix_web::test]
async fn an_english_reader_configures_the_catalogue_in_english_and_an_italian_one_in_italian() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let customer = tokens.customer.as_str();

    let italian = app.get(SOFAS, Some(customer)).await;
    italian.assert_status(200);
    assert_eq!(italian.json["category"]["name"], "Divani");
    assert!(names(&italian, "models", "name").contains(&"Oslo 3 posti".to_owned()));
    assert!(names(&italian, "values", "label").contains(&"Velluto".to_owned()));
    assert_eq!(step_titles(&italian)[0], "Tipologia");
    let broken = velvet_on_oslo(&app, customer).await;
    assert!(broken.contains("Il modello Oslo non è disponibile in velluto"), "{broken}");

    app.put("/api/user/me", Some(customer), json!({"locale": "en"})).await.assert_status(200);
    let english = app.get(SOFAS, Some(customer)).await;
    english.assert_status(200);
    assert_ne!(english.header("etag"), italian.header("etag"), "each language is its own answer");
    assert_eq!(english.json["category"]["name"], "Sofas");
    assert_eq!(english.json["configurator"]["name"], "Sofa configurator");
    let models = names(&english, "models", "name");
    assert!(models.contains(&"Oslo 3-seater".to_owned()), "{models:?}");
    assert!(!models.contains(&"Oslo 3 posti".to_owned()));
    assert!(names(&english, "values", "label").contains(&"Velvet".to_owned()));
    assert!(names(&english, "parts", "name").contains(&"Back cushions".to_owned()));
    assert!(names(&english, "features", "name").contains(&"Fabric".to_owned()));
    assert_eq!(step_titles(&english), ["Type", "Model", "Parts", "Cover", "Finishes", "Summary"]);
    let rules = english.json["configurator"]["definition"]["rules"].as_array().unwrap();
    assert!(rules.iter().any(|rule| rule["message"] == "The Oslo model is not made in velvet"), "{rules:?}");
    assert!(rules.iter().all(|rule| rule.get("messageEn").is_none()), "the reader is sent one language");
    let broken = velvet_on_oslo(&app, customer).await;
    assert!(broken.contains("The Oslo model is not made in velvet"), "{broken}");
    assert_eq!(
        broken,
        "The Oslo model is not made in velvet (Fabric Velvet is not compatible with Model Oslo 3-seater)."
    );

    let home = app.get("/api/configurator/categories", Some(customer)).await;
    home.assert_status(200);
    let offered: Vec<&str> = home.json.as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(offered, ["Sofas", "Tables"]);
}

#[actix_web::test]
async fn a_text_without_english_falls_back_to_italian_and_the_rule_check_lists_it() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let (admin, customer) = (tokens.admin.as_str(), tokens.customer.as_str());
    app.put("/api/user/me", Some(customer), json!({"locale": "en"})).await.assert_status(200);
    let oslo = app.id_of("product_models", "OSLO-3");

    // the administrator reads and edits both texts, and clears the English one
    let row = app.get(&format!("/api/productmodel/{oslo}"), Some(admin)).await;
    row.assert_status(200);
    assert_eq!((row.json["name"].as_str(), row.json["nameEn"].as_str()), (Some("Oslo 3 posti"), Some("Oslo 3-seater")));
    let mut body = row.json.clone();
    body["nameEn"] = json!("   ");
    let cleared = app.put(&format!("/api/productmodel/{oslo}"), Some(admin), body.clone()).await;
    cleared.assert_status(200);
    assert_eq!(cleared.json["nameEn"], Value::Null, "a blank English text is none");
    body["nameEn"] = json!("Oslo\nthree");
    let refused = app.put(&format!("/api/productmodel/{oslo}"), Some(admin), body).await;
    refused.assert_error(422, "validation_failed");
    assert_eq!(refused.detail_fields(), ["nameEn"]);

    let english = app.get(SOFAS, Some(customer)).await;
    english.assert_status(200);
    let models = names(&english, "models", "name");
    assert!(
        models.contains(&"Oslo 3 posti".to_owned()) && models.contains(&"Milano 2-seater".to_owned()),
        "{models:?}"
    );

    let configurator = english.json["configurator"]["id"].as_i64().unwrap();
    let checked = app.get(&format!("/api/configurator/{configurator}"), Some(admin)).await;
    checked.assert_status(200);
    let missing: Vec<&Value> =
        checked.json["findings"].as_array().unwrap().iter().filter(|f| f["code"] == "missing_english").collect();
    assert_eq!(missing.len(), 1, "{}", checked.text);
    assert_eq!(missing[0]["severity"], "warning");
    assert_eq!(missing[0]["item"], json!({"kind": "model", "id": oslo}));
    assert!(missing[0]["message"].as_str().unwrap().contains("Oslo 3 posti"), "{}", missing[0]);
}

#[actix_web::test]
async fn the_dashboard_names_the_recent_configurations_categories_in_the_readers_language() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let admin = tokens.admin.as_str();
    let categories = |answer: &Answer| -> Vec<String> {
        let recent = answer.json["recentConfigurations"].as_array().unwrap();
        recent.iter().map(|row| row["categoryName"].as_str().unwrap().to_owned()).collect()
    };

    let italian = app.get("/api/dashboard", Some(admin)).await;
    italian.assert_status(200);
    let named = categories(&italian);
    assert!(!named.is_empty() && named.iter().all(|name| ["Divani", "Tavoli"].contains(&name.as_str())), "{named:?}");

    app.put("/api/user/me", Some(admin), json!({"locale": "en"})).await.assert_status(200);
    let english = app.get("/api/dashboard", Some(admin)).await;
    english.assert_status(200);
    let named = categories(&english);
    assert!(named.iter().all(|name| ["Sofas", "Tables"].contains(&name.as_str())), "{named:?}");
}

//! Revisions of a configuration: listed newest first, read as saved, compared item by item with the items
//! named, and restored through the normal save (409 on a stale version); all of it within the caller's
//! scope (another company's configuration answers 404 and changes nothing).

use serde_json::{Value, json};

use crate::helpers::{DemoTokens, TestApp, public_id, spawn_with};

/// A category of our own: model "Alfa" at 1.000 €, the optional "Cuscino" (50 €, 0..3) whose "Tessuto"
/// is "Lino" (+10 €) or "Velluto" (+30 €).
struct Fixture {
    configurator: i64,
    type_id: i64,
    model: i64,
    part: i64,
    feature: i64,
    lino: i64,
    velluto: i64,
}

fn fixture(app: &TestApp) -> Fixture {
    let (category, type_id) = app.category_with_type("rv-divani", "Divani revisioni", None, "RV");
    let model = app.model(type_id, "RV-A", "Alfa", 100_000, 1);
    let (part, feature) = app.cushion("RV", &[model]);
    let lino = app.feature_value(feature, "RV-L", "Lino", 1000, 0);
    let velluto = app.feature_value(feature, "RV-V", "Velluto", 3000, 1);
    let configurator = app.published_configurator(category, "Divani revisioni", None, json!([]));
    Fixture { configurator, type_id, model, part, feature, lino, velluto }
}

impl Fixture {
    /// The model with the cushion at `cushion` (quantity and value), or without it.
    fn draft(&self, cushion: Option<(i64, i64)>) -> Value {
        let parts: Vec<Value> = cushion
            .map(|(quantity, value)| {
                json!({"partId": self.part, "quantity": quantity,
                    "values": [{"featureId": self.feature, "valueId": value}]})
            })
            .into_iter()
            .collect();
        json!({"typeId": self.type_id, "modelId": self.model, "quantity": 1, "parts": parts})
    }
}

/// Saves over `version` and answers the saved configuration.
async fn save(app: &TestApp, token: &str, path: &str, version: i64, name: &str, draft: Value) -> Value {
    let answer = app.put(path, Some(token), json!({"version": version, "name": name, "draft": draft})).await;
    answer.assert_status(200);
    answer.json
}

fn messages(comparison: &Value) -> Vec<String> {
    comparison["changes"].as_array().unwrap().iter().map(|c| c["message"].as_str().unwrap().to_owned()).collect()
}

#[actix_web::test]
async fn revisions_are_listed_read_compared_and_restored_within_the_scope() {
    let (app, f, DemoTokens { admin, customer, .. }) = spawn_with(fixture).await;
    // Revision 1: the model alone; 2: a cushion in linen; 3: two cushions in velvet, renamed.
    let created = app
        .create_configuration(
            &customer,
            json!({"configuratorId": f.configurator, "name": "Salotto", "draft": f.draft(None)}),
        )
        .await;
    let id = public_id(&created);
    let path = format!("/api/productconf/{id}");
    save(&app, &customer, &path, 1, "Salotto", f.draft(Some((1, f.lino)))).await;
    let third = save(&app, &customer, &path, 2, "Salotto grande", f.draft(Some((2, f.velluto)))).await;
    assert_eq!(third["revision"], 3);

    // The list, newest first, with who saved each and its price as saved (the dealer's 12 % off).
    let list = app.get(&format!("{path}/revisions"), Some(&customer)).await;
    list.assert_status(200);
    let rows = list.json.as_array().unwrap();
    let summary: Vec<(i64, &str, i64)> = rows
        .iter()
        .map(|r| (r["revision"].as_i64().unwrap(), r["name"].as_str().unwrap(), r["grandTotal"].as_i64().unwrap()))
        .collect();
    assert_eq!(summary, [(3, "Salotto grande", 102_080), (2, "Salotto", 93_280), (1, "Salotto", 88_000)]);
    assert_eq!(rows[0]["savedByName"], "Luca Moretti");
    assert_eq!((rows[2]["complete"].clone(), rows[2]["valid"].clone()), (json!(true), json!(true)));
    assert!(rows[0]["savedAt"].is_string());

    // One revision as saved.
    let second = app.get(&format!("{path}/revisions/2"), Some(&customer)).await;
    second.assert_status(200);
    assert_eq!(second.json["revision"], 2);
    assert_eq!(second.json["draft"]["parts"][0]["values"][0]["valueId"], f.lino);
    assert_eq!(second.json["price"]["grandTotal"], 93_280);
    assert_eq!(second.json["notes"], Value::Null);
    app.get(&format!("{path}/revisions/99"), Some(&customer)).await.assert_error(404, "not_found");

    // Compared: each change with its kind, its path and a sentence naming the items.
    let added = app.get(&format!("{path}/revisions/compare?from=1&to=2"), Some(&customer)).await;
    added.assert_status(200);
    assert_eq!(
        messages(&added.json),
        ["Aggiunta la parte Cuscino (quantità 1).", "Prezzo: 880,00 € → 932,80 €"],
        "{}",
        added.json
    );
    assert_eq!(added.json["changes"][0]["kind"], "part_added");
    assert_eq!(added.json["changes"][0]["path"], format!("draft.parts.{}", f.part));
    let changed = app.get(&format!("{path}/revisions/compare?from=2&to=3"), Some(&customer)).await;
    assert_eq!(
        messages(&changed.json),
        [
            "Nome: «Salotto» → «Salotto grande».",
            "Cuscino: quantità 1 → 2.",
            "Cuscino, Tessuto: Lino → Velluto.",
            "Prezzo: 932,80 € → 1.020,80 €",
        ]
    );
    let value = &changed.json["changes"][2];
    assert_eq!(
        (value["kind"].clone(), value["before"].clone(), value["after"].clone()),
        (json!("value"), json!("Lino"), json!("Velluto"))
    );
    assert_eq!(changed.json["changes"][1]["before"], 1);
    assert_eq!(changed.json["changes"][3]["after"], 102_080);
    let backwards = app.get(&format!("{path}/revisions/compare?from=3&to=1"), Some(&customer)).await;
    assert!(messages(&backwards.json).contains(&"Tolta la parte Cuscino.".to_owned()));
    app.get(&format!("{path}/revisions/compare?from=1&to=9"), Some(&customer)).await.assert_error(404, "not_found");
    app.get(&format!("{path}/revisions/compare?from=uno&to=2"), Some(&customer)).await.assert_error(400, "bad_request");

    // Restored: saved again as revision 4 with the first one's contents and price.
    let restored = app.post(&format!("{path}/revisions/1/restore"), Some(&customer), json!({"version": 3})).await;
    restored.assert_status(200);
    assert_eq!((restored.json["revision"].clone(), restored.json["version"].clone()), (json!(4), json!(4)));
    assert_eq!(restored.json["draft"]["parts"], json!([]));
    assert_eq!(restored.json["savedGrandTotal"], 88_000);
    // Over a version someone saved since: 409, as for a save, and no revision written.
    let stale = app.post(&format!("{path}/revisions/2/restore"), Some(&customer), json!({"version": 3})).await;
    stale.assert_error(409, "stale_version");
    let list = app.get(&format!("{path}/revisions"), Some(&customer)).await;
    assert_eq!(list.json.as_array().unwrap().len(), 4);
    assert_eq!(list.json[0]["revision"], 4);
    assert_eq!(list.json[0]["grandTotal"], 88_000);
    assert_eq!(app.get(&path, Some(&customer)).await.json["name"], "Salotto");
    // The administrator sees everything; they may restore too (and it is saved as theirs).
    let by_admin = app.post(&format!("{path}/revisions/3/restore"), Some(&admin), json!({"version": 4})).await;
    by_admin.assert_status(200);
    let list = app.get(&format!("{path}/revisions"), Some(&customer)).await;
    assert_eq!(list.json[0]["savedByName"], "Alessandra Bianchi", "{}", list.json[0]);
    assert_eq!(list.json[0]["grandTotal"], 102_080);
}

#[actix_web::test]
async fn another_companys_configuration_has_no_revisions_to_read_or_restore() {
    let (app, f, DemoTokens { admin, customer, .. }) = spawn_with(fixture).await;
    let stranger =
        app.new_user(&admin, "estraneo@example.com", "customer", app.company_id("Casa & Stile S.p.A.")).await;
    let created = app
        .create_configuration(
            &customer,
            json!({"configuratorId": f.configurator, "name": "Salotto", "draft": f.draft(None)}),
        )
        .await;
    let path = format!("/api/productconf/{}", public_id(&created));
    save(&app, &customer, &path, 1, "Salotto", f.draft(Some((1, f.lino)))).await;

    for read in ["revisions", "revisions/1", "revisions/compare?from=1&to=2"] {
        app.get(&format!("{path}/{read}"), Some(&stranger)).await.assert_error(404, "not_found");
    }
    app.post(&format!("{path}/revisions/1/restore"), Some(&stranger), json!({"version": 2}))
        .await
        .assert_error(404, "not_found");
    // Nothing written: still two revisions, the second the current one.
    let id = public_id(&created);
    let written = format!(
        "SELECT count(*) FROM product_configuration_revisions r \
         JOIN product_configurations c ON c.id = r.configuration_id WHERE c.public_id = '{id}'"
    );
    assert_eq!(app.db_count(&written), 2);
    assert_eq!(app.get(&path, Some(&customer)).await.json["revision"], 2);
    // Without a token: 401.
    app.get(&format!("{path}/revisions"), None).await.assert_error(401, "unauthorized");
}

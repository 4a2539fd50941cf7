//! `POST /api/catalogue/impact`: what deactivating a value or repricing a part would do, before it is
//! saved, on the demo sofas: the configurator that loses options, the saved configurations that break or
//! change price, and nothing written.

use serde_json::{Value, json};

use crate::helpers::{DEALER, TestApp, spawn_app_with_demo_users};

#[actix_web::test]
async fn deactivating_linen_or_repricing_the_frame_is_weighed_before_it_is_saved() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let (admin, customer) = (tokens.admin.as_str(), tokens.customer.as_str());
    let configurator = app.db_count(
        "SELECT c.id FROM configurators c JOIN product_categories k ON k.id = c.category_id \
         WHERE k.slug = 'divani' AND c.status = 'published'",
    );
    let (lineari, oslo) = (app.id_of("product_types", "DIV-LINEARI"), app.id_of("product_models", "OSLO-3"));
    let (struttura, pouf) = (app.id_of("product_parts", "DIV-STRUTTURA"), app.id_of("product_parts", "DIV-POUF"));
    let lino = app.db_count(
        "SELECT v.id FROM product_feature_values v JOIN product_features f ON f.id = v.feature_id \
         WHERE f.code = 'TESSUTO' AND v.code = 'LINO'",
    );
    // a linen Oslo, saved as the wizard's cheapest completion with linen on the frame pinned
    let body = json!({
        "configuratorId": configurator,
        "draft": {"typeId": lineari, "modelId": oslo, "parts": [], "quantity": 1},
        "pins": [{"kind": "feature_value", "id": lino, "partId": struttura}],
    });
    let evaluated = app.post("/api/productconf/evaluate", Some(customer), body).await;
    evaluated.assert_status(200);
    let draft = evaluated.json["priceRange"]["cheapest"].clone();
    let saved = app
        .create_configuration(
            customer,
            json!({"configuratorId": configurator, "name": "Salotto in lino", "draft": draft}),
        )
        .await;
    assert_eq!(saved["valid"], true, "{saved}");
    let values_before = app
        .sql("SELECT string_agg(concat_ws('|', id, active, price_delta), ',' ORDER BY id) FROM product_feature_values");
    let parts_before =
        app.sql("SELECT string_agg(concat_ws('|', id, active, price), ',' ORDER BY id) FROM product_parts");

    let weigh = |edit: Value| {
        let app = &app;
        async move {
            let answer = app.post("/api/catalogue/impact", Some(admin), edit).await;
            answer.assert_status(200);
            answer.json
        }
    };

    // linen off: the linen configurations break, and the pouf (linen or velvet, and Oslo excludes velvet)
    // can never be had on Oslo
    let off = weigh(json!({"item": {"kind": "feature_value", "id": lino}, "active": false})).await;
    let linen = app.db_count(&format!(
        "SELECT count(DISTINCT p.configuration_id) FROM product_configuration_values v \
         JOIN product_configuration_parts p ON p.id = v.configuration_part_id WHERE v.feature_value_id = {lino}"
    ));
    assert!(linen >= 1, "ours at least");
    let broken = off["invalid"].as_i64().unwrap() + off["incomplete"].as_i64().unwrap();
    assert_eq!(broken, linen, "{off}");
    let examples = off["examples"].as_array().unwrap();
    assert!(!examples.is_empty(), "{off}");
    for example in examples {
        assert_eq!(example["effect"], "invalid", "{example}");
        assert!(!example["reasons"].as_array().unwrap().is_empty(), "{example}");
    }
    let found = off["configurators"].as_array().unwrap();
    assert_eq!(found.len(), 1, "{off}");
    assert_eq!(found[0]["configuratorId"], configurator);
    let on_pouf = found[0]["findings"].as_array().unwrap().iter().any(|finding| finding["item"]["id"] == pouf);
    assert!(on_pouf, "the pouf loses every fabric on Oslo: {}", found[0]);

    // the frame 100 € dearer: every saved sofa has a frame, so every one changes price, none breaks
    let dearer = app.db_count(&format!("SELECT price + 10000 FROM product_parts WHERE id = {struttura}"));
    let repriced = weigh(json!({"item": {"kind": "part", "id": struttura}, "price": dearer})).await;
    let framed = app.db_count(&format!(
        "SELECT count(DISTINCT configuration_id) FROM product_configuration_parts WHERE part_id = {struttura}"
    ));
    assert_eq!(repriced["repriced"].as_i64().unwrap(), framed, "{repriced}");
    assert_eq!((&repriced["invalid"], &repriced["largestFall"]), (&json!(0), &json!(0)), "{repriced}");
    for example in repriced["examples"].as_array().unwrap() {
        let rise = example["totalAfter"].as_i64().unwrap() - example["totalBefore"].as_i64().unwrap();
        assert!(rise > 0 && repriced["largestRise"].as_i64().unwrap() >= rise, "{example}");
    }
    assert_eq!(repriced["configurators"], json!([]), "a price changes no rule's reach");

    // nothing was written
    assert_eq!(
        app.sql(
            "SELECT string_agg(concat_ws('|', id, active, price_delta), ',' ORDER BY id) FROM product_feature_values"
        ),
        values_before
    );
    assert_eq!(
        app.sql("SELECT string_agg(concat_ws('|', id, active, price), ',' ORDER BY id) FROM product_parts"),
        parts_before
    );
    // administrators only; a type or a price out of range is refused
    let edit = json!({"item": {"kind": "feature_value", "id": lino}, "active": false});
    app.post("/api/catalogue/impact", Some(customer), edit).await.assert_error(403, "forbidden");
    let edit = json!({"item": {"kind": "type", "id": lineari}, "active": false});
    app.post("/api/catalogue/impact", Some(admin), edit).await.assert_error(422, "validation_failed");
    let edit = json!({"item": {"kind": "part", "id": struttura}, "price": 2_000_000_000_000_i64});
    app.post("/api/catalogue/impact", Some(admin), edit).await.assert_error(422, "validation_failed");
}

#[actix_web::test]
async fn hiding_linen_and_velvet_from_a_dealer_is_weighed_as_its_users_would_then_find_it() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let admin = tokens.admin.as_str();
    let dealer = app.company_id(DEALER);
    let value = |code: &str| {
        app.db_count(&format!(
            "SELECT v.id FROM product_feature_values v JOIN product_features f ON f.id = v.feature_id \
             WHERE f.code = 'TESSUTO' AND v.code = '{code}'"
        ))
    };
    let (lino, velluto) = (value("LINO"), value("VELLUTO"));
    let pouf = app.id_of("product_parts", "DIV-POUF");
    let hidden = json!([
        {"entityKind": "feature_value", "entityId": lino, "mode": "deny"},
        {"entityKind": "feature_value", "entityId": velluto, "mode": "deny"},
    ]);
    // the dealer's filters after the edit: the ones it has, and the two new ones
    let kept = app.sql(&format!(
        "SELECT coalesce(json_agg(json_build_object('entityKind', entity_kind, 'entityId', entity_id, 'mode', mode)), '[]') \
         FROM company_entity_filters WHERE company_id = {dealer}"
    ));
    let mut filters: Vec<serde_json::Value> = serde_json::from_str(&kept).unwrap();
    let existing = filters.len();
    filters.extend(hidden.as_array().unwrap().iter().cloned());
    let ids: Vec<String> = app
        .sql(&format!(
            "SELECT string_agg(public_id, ',' ORDER BY id) FROM product_configurations WHERE company_id = {dealer}"
        ))
        .split(',')
        .map(str::to_owned)
        .collect();
    let before = validity(&app, admin, &ids).await;

    let answer =
        app.post("/api/catalogue/filters-impact", Some(admin), json!({"companyId": dealer, "filters": filters})).await;
    answer.assert_status(200);
    let impact = answer.json;
    // the pouf needs linen or velvet: the dealer's users can never have it
    let found = impact["configurators"].as_array().unwrap();
    assert_eq!(found.len(), 1, "{impact}");
    assert!(found[0]["findings"].as_array().unwrap().iter().any(|finding| finding["item"]["id"] == pouf), "{impact}");
    let count = format!("SELECT count(*) FROM company_entity_filters WHERE company_id = {dealer}");
    assert_eq!(app.db_count(&count), existing as i64, "nothing written");

    // saved for real, the dealer's configurations break exactly as the impact said
    for filter in hidden.as_array().unwrap() {
        app.exec(&format!(
            "INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode) VALUES ({dealer}, 'feature_value', {}, 'deny')",
            filter["entityId"]
        ));
    }
    let after = validity(&app, admin, &ids).await;
    let broke = before.iter().zip(&after).filter(|(was, is)| **was && !**is).count();
    assert!(broke >= 1, "the demo dealer has linen sofas");
    assert_eq!(impact["invalid"].as_u64().unwrap() + impact["incomplete"].as_u64().unwrap(), broke as u64, "{impact}");
    assert_eq!(impact["checked"].as_u64().unwrap(), ids.len() as u64, "only the dealer's: {impact}");

    let body = json!({"companyId": 999_999, "filters": []});
    app.post("/api/catalogue/filters-impact", Some(admin), body).await.assert_error(404, "not_found");
    let body = json!({"companyId": dealer, "filters": []});
    app.post("/api/catalogue/filters-impact", Some(&tokens.customer), body).await.assert_error(403, "forbidden");
}

/// Whether each configuration is valid as its company's users reopen it today.
async fn validity(app: &TestApp, token: &str, public_ids: &[String]) -> Vec<bool> {
    let mut valid = Vec::new();
    for id in public_ids {
        let answer = app.get(&format!("/api/productconf/{id}"), Some(token)).await;
        answer.assert_status(200);
        valid.push(answer.json["evaluation"]["valid"] == true);
    }
    valid
}

#[actix_web::test]
async fn a_bulk_deactivation_is_weighed_as_all_its_rows_saved_together() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let admin = tokens.admin.as_str();
    let value = |code: &str| {
        app.db_count(&format!(
            "SELECT v.id FROM product_feature_values v JOIN product_features f ON f.id = v.feature_id \
             WHERE f.code = 'TESSUTO' AND v.code = '{code}'"
        ))
    };
    let (lino, velluto) = (value("LINO"), value("VELLUTO"));
    let off = |id: i64| json!({"item": {"kind": "feature_value", "id": id}, "active": false});
    let holding = |ids: &str| {
        app.db_count(&format!(
            "SELECT count(DISTINCT p.configuration_id) FROM product_configuration_values v \
             JOIN product_configuration_parts p ON p.id = v.configuration_part_id WHERE v.feature_value_id IN ({ids})"
        ))
    };
    let broken = |impact: &Value| impact["invalid"].as_i64().unwrap() + impact["incomplete"].as_i64().unwrap();

    let both = app.post("/api/catalogue/bulk-impact", Some(admin), json!({"edits": [off(lino), off(velluto)]})).await;
    both.assert_status(200);
    // every saved configuration in linen or in velvet breaks, each counted once
    assert_eq!(broken(&both.json), holding(&format!("{lino}, {velluto}")), "{}", both.text);
    assert!(broken(&both.json) > holding(&lino.to_string()), "velvet ones too: {}", both.text);
    // a bulk of one answers as the single edit does
    let one = app.post("/api/catalogue/bulk-impact", Some(admin), json!({"edits": [off(lino)]})).await;
    let single = app.post("/api/catalogue/impact", Some(admin), off(lino)).await;
    assert_eq!(one.json, single.json);

    // from 1 to 100 edits, each a model, a part or a value
    let none = app.post("/api/catalogue/bulk-impact", Some(admin), json!({"edits": []})).await;
    none.assert_error(422, "validation_failed");
    let many = app.post("/api/catalogue/bulk-impact", Some(admin), json!({"edits": vec![off(lino); 101]})).await;
    many.assert_error(422, "validation_failed");
    let lineari = app.id_of("product_types", "DIV-LINEARI");
    let with_type = json!({"edits": [off(lino), {"item": {"kind": "type", "id": lineari}, "active": false}]});
    app.post("/api/catalogue/bulk-impact", Some(admin), with_type).await.assert_error(422, "validation_failed");
    let customer = tokens.customer.as_str();
    let edits = json!({"edits": [off(lino)]});
    app.post("/api/catalogue/bulk-impact", Some(customer), edits).await.assert_error(403, "forbidden");
}

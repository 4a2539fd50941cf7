//! The configuration space through HTTP on the demo catalogue: a grey that no single rule explains (the
//! pouf on Oslo once Oslo also excludes linen), its reason and repair, and a rule that names a value on one
//! part (the pouf's fabric, not the frame's).

use serde_json::{Value, json};

use crate::helpers::{Answer, DEALER, TestApp, spawn_app_with_demo_users};

struct Sofas {
    configurator: i64,
    lineari: i64,
    oslo: i64,
    struttura: i64,
    pouf: i64,
    tessuto: i64,
    lino: i64,
    cotone: i64,
}

fn sofas(app: &TestApp) -> Sofas {
    let value = |code: &str| {
        app.db_count(&format!(
            "SELECT v.id FROM product_feature_values v JOIN product_features f ON f.id = v.feature_id \
             WHERE f.code = 'TESSUTO' AND v.code = '{code}'"
        ))
    };
    Sofas {
        configurator: app.db_count(
            "SELECT c.id FROM configurators c JOIN product_categories k ON k.id = c.category_id \
             WHERE k.slug = 'divani' AND c.status = 'published'",
        ),
        lineari: app.id_of("product_types", "DIV-LINEARI"),
        oslo: app.id_of("product_models", "OSLO-3"),
        struttura: app.id_of("product_parts", "DIV-STRUTTURA"),
        pouf: app.id_of("product_parts", "DIV-POUF"),
        tessuto: app.id_of("product_features", "TESSUTO"),
        lino: value("LINO"),
        cotone: value("COTONE"),
    }
}

fn state_of(evaluation: &Value, item: &Value) -> String {
    evaluation["states"]
        .as_array()
        .unwrap()
        .iter()
        .find(|state| state["item"] == *item)
        .map(|state| state["status"].as_str().unwrap().to_owned())
        .unwrap_or_else(|| panic!("no state for {item} in {evaluation}"))
}

#[actix_web::test]
async fn the_pouf_is_greyed_on_oslo_with_the_reason_no_single_rule_gives_and_the_way_out() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let (admin, customer) = (tokens.admin.as_str(), tokens.customer.as_str());
    let s = sofas(&app);
    let oslo_draft = json!({"typeId": s.lineari, "modelId": s.oslo, "parts": [], "quantity": 1});
    let evaluate = |configurator: i64| {
        let app = &app;
        let body = json!({"configuratorId": configurator, "draft": oslo_draft.clone()});
        async move { app.post("/api/productconf/evaluate", Some(customer), body).await }
    };
    let pouf = json!({"kind": "part", "id": s.pouf});

    // the demo as published: Oslo excludes velvet, but the pouf can still be made in linen
    let before = evaluate(s.configurator).await;
    before.assert_status(200);
    assert_eq!(state_of(&before.json, &pouf), "possible", "{}", before.text);

    // a new version where Oslo also excludes linen, published
    let draft = app.post(&format!("/api/configurator/{}/draft", s.configurator), Some(admin), json!({})).await;
    draft.assert_status(201);
    let draft_id = draft.json["id"].as_i64().unwrap();
    let mut definition = draft.json["definition"].clone();
    definition["rules"].as_array_mut().unwrap().push(json!({
        "id": "oslo-no-lino", "kind": "excludes", "if": [{"kind": "model", "id": s.oslo}],
        "then": [{"kind": "feature_value", "id": s.lino}], "message": "Oslo non si fa in lino"
    }));
    let body = json!({"categoryId": draft.json["categoryId"], "name": draft.json["name"], "definition": definition});
    app.put(&format!("/api/configurator/{draft_id}"), Some(admin), body).await.assert_status(200);
    app.post(&format!("/api/configurator/{draft_id}/publish"), Some(admin), json!({})).await.assert_status(200);

    let after = evaluate(draft_id).await;
    after.assert_status(200);
    assert_eq!(state_of(&after.json, &pouf), "impossible", "{}", after.text);
    let greyed = after.json["disabled"].as_array().unwrap().iter().find(|off| off["item"] == pouf).unwrap();
    // minimal: the model alone, with the two rules that together rule the pouf out and the one on velvet
    assert_eq!(greyed["because"], json!([{"kind": "model", "id": s.oslo}]), "{greyed}");
    let mut rules: Vec<&str> = greyed["ruleIds"].as_array().unwrap().iter().map(|id| id.as_str().unwrap()).collect();
    rules.sort_unstable();
    assert_eq!(rules, ["oslo-no-lino", "oslo-no-velluto", "pouf-lino-velluto"]);
    let reason = greyed["reason"].as_str().unwrap();
    assert!(reason.starts_with("Non disponibile con Modello Oslo 3 posti:"), "{reason}");
    assert!(reason.contains("Pouf richiede"), "{reason}");
    assert!(greyed["ruleMessages"].as_array().unwrap().contains(&json!("Oslo non si fa in lino")));
    // the way out: give up Oslo (another model of the same type keeps the pouf), at a price
    assert_eq!(greyed["repair"]["drop"], json!([{"kind": "model", "id": s.oslo}]), "{greyed}");
    let instead = greyed["repair"]["instead"].as_array().unwrap();
    assert_eq!(instead.len(), 1, "another model of the same type: {greyed}");
    assert_eq!(instead[0]["kind"], "model");
    assert_ne!(instead[0]["id"], s.oslo);
    assert!(greyed["repair"]["grandTotal"].as_i64().unwrap() > 0, "{greyed}");
    // the frame's linen is greyed by the new rule alone
    let frame_linen = json!({"kind": "feature_value", "id": s.lino, "partId": s.struttura});
    let with_frame = json!({"typeId": s.lineari, "modelId": s.oslo, "parts": [{"partId": s.struttura, "quantity": 1}], "quantity": 1});
    let framed = app
        .post("/api/productconf/evaluate", Some(customer), json!({"configuratorId": draft_id, "draft": with_frame}))
        .await;
    assert_eq!(state_of(&framed.json, &frame_linen), "impossible", "{}", framed.text);
}

#[actix_web::test]
async fn a_pouf_in_cotton_breaks_the_rule_on_the_pouf_even_with_a_linen_frame() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let s = sofas(&app);
    let draft = json!({
        "typeId": s.lineari, "modelId": s.oslo, "quantity": 1,
        "parts": [
            {"partId": s.struttura, "quantity": 1, "values": [{"featureId": s.tessuto, "valueId": s.lino}]},
            {"partId": s.pouf, "quantity": 1, "values": [{"featureId": s.tessuto, "valueId": s.cotone}]}
        ]
    });
    let answer = app
        .post(
            "/api/productconf/evaluate",
            Some(&tokens.customer),
            json!({"configuratorId": s.configurator, "draft": draft}),
        )
        .await;
    answer.assert_status(200);
    assert_eq!(answer.json["valid"], false, "{}", answer.text);
    let broken: Vec<&Value> = answer.json["violations"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|violation| violation["ruleId"] == "pouf-lino-velluto")
        .collect();
    assert_eq!(broken.len(), 1, "{}", answer.text);
    assert_eq!(broken[0]["code"], "rule_requires");
    // the repair gives up the pouf's cotton, nothing else
    assert_eq!(
        answer.json["repairs"][0]["drop"],
        json!([{"kind": "feature_value", "id": s.cotone, "partId": s.pouf}]),
        "{}",
        answer.text
    );
}

#[actix_web::test]
async fn the_rule_check_tells_what_a_company_can_never_choose_through_its_filters() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let s = sofas(&app);
    let path = format!("/api/configurator/{}", s.configurator);
    let before = app.get(&path, Some(&tokens.admin)).await;
    before.assert_status(200);
    assert!(before.json["validConfigurations"]["count"].as_u64().unwrap() > 0, "{}", before.text);
    let pouf = json!({"kind": "part", "id": s.pouf});
    let for_dealer = |answer: &Answer| -> Vec<Value> {
        answer.json["findings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|finding| finding["companyId"].is_i64())
            .cloned()
            .collect()
    };
    assert!(for_dealer(&before).iter().all(|finding| finding["item"] != pouf), "{}", before.text);

    // the dealer hides linen and velvet: its users can never have the pouf
    let dealer = app.company_id(DEALER);
    let velluto = app.db_count(
        "SELECT v.id FROM product_feature_values v JOIN product_features f ON f.id = v.feature_id \
         WHERE f.code = 'TESSUTO' AND v.code = 'VELLUTO'",
    );
    for value in [s.lino, velluto] {
        app.exec(&format!(
            "INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode) \
             VALUES ({dealer}, 'feature_value', {value}, 'deny')"
        ));
    }
    let after = app.get(&path, Some(&tokens.admin)).await;
    after.assert_status(200);
    let findings = for_dealer(&after);
    let on_pouf: Vec<&Value> = findings.iter().filter(|finding| finding["item"] == pouf).collect();
    assert_eq!(on_pouf.len(), 1, "{}", after.text);
    assert_eq!(on_pouf[0]["companyId"], dealer);
    assert_eq!(on_pouf[0]["severity"], "warning");
    assert_eq!(on_pouf[0]["code"], "never_selectable");
    assert!(on_pouf[0]["message"].as_str().unwrap().starts_with(&format!("Per {DEALER}:")), "{}", on_pouf[0]);
}

#[actix_web::test]
async fn every_click_tells_the_price_range_of_what_remains_and_a_cheapest_completion_that_holds() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let customer = tokens.customer.as_str();
    let s = sofas(&app);
    let evaluate = |draft: Value| {
        let app = &app;
        let body = json!({"configuratorId": s.configurator, "draft": draft});
        async move {
            let answer = app.post("/api/productconf/evaluate", Some(customer), body).await;
            answer.assert_status(200);
            answer.json
        }
    };
    let oslo = |quantity: i64| json!({"typeId": s.lineari, "modelId": s.oslo, "parts": [], "quantity": quantity});

    let one = evaluate(oslo(1)).await;
    let range = &one["priceRange"];
    let (min, max) = (range["min"].as_i64().unwrap(), range["max"].as_i64().unwrap());
    assert!(0 < min && min < max, "{range}");
    assert_eq!(range["exact"], true);
    // the cheapest proposal keeps Oslo and, judged as the user would save it, is complete and valid at the minimum
    let cheapest = range["cheapest"].clone();
    assert_eq!(cheapest["modelId"], s.oslo);
    let judged = evaluate(cheapest).await;
    assert_eq!((&judged["complete"], &judged["valid"]), (&json!(true), &json!(true)), "{judged}");
    assert_eq!(judged["price"]["grandTotal"], min);
    // still the cheapest with its own choices; optional parts left out are not choices, so the range stays open above
    assert_eq!(judged["priceRange"]["min"], min, "{judged}");
    assert!(judged["priceRange"]["max"].as_i64().unwrap() <= max, "{judged}");
    // the range is of the whole order: three sofas cost three times as much
    let three = evaluate(oslo(3)).await;
    assert_eq!(three["priceRange"]["min"], 3 * min);
    assert_eq!(three["priceRange"]["max"], 3 * max);
    // no model yet: the range spans the models of the type, so it holds Oslo's
    let lineari = evaluate(json!({"typeId": s.lineari, "parts": [], "quantity": 1})).await;
    assert!(lineari["priceRange"]["min"].as_i64().unwrap() <= min, "{lineari}");
    assert!(lineari["priceRange"]["max"].as_i64().unwrap() >= max, "{lineari}");
    // choices no configuration keeps (Oslo excludes velvet): no range
    let velluto = app.db_count(
        "SELECT v.id FROM product_feature_values v JOIN product_features f ON f.id = v.feature_id \
         WHERE f.code = 'TESSUTO' AND v.code = 'VELLUTO'",
    );
    let velvet = json!({"typeId": s.lineari, "modelId": s.oslo, "quantity": 1, "parts": [
        {"partId": s.struttura, "quantity": 1, "values": [{"featureId": s.tessuto, "valueId": velluto}]}
    ]});
    assert_eq!(evaluate(velvet).await["priceRange"], Value::Null);
}

#[actix_web::test]
async fn a_pinned_velvet_narrows_the_models_before_any_is_chosen_and_the_grey_names_the_pin() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let customer = tokens.customer.as_str();
    let s = sofas(&app);
    let velluto = app.db_count(
        "SELECT v.id FROM product_feature_values v JOIN product_features f ON f.id = v.feature_id \
         WHERE f.code = 'TESSUTO' AND v.code = 'VELLUTO'",
    );
    let velvet = json!({"kind": "feature_value", "id": velluto});
    let lineari = json!({"typeId": s.lineari, "parts": [], "quantity": 1});
    let body = |pins: Value| json!({"configuratorId": s.configurator, "draft": lineari.clone(), "pins": pins});
    let oslo = json!({"kind": "model", "id": s.oslo});

    let unpinned = app.post("/api/productconf/evaluate", Some(customer), body(json!([]))).await;
    unpinned.assert_status(200);
    assert_eq!(state_of(&unpinned.json, &oslo), "possible", "{}", unpinned.text);
    // velvet first: the demo's Oslo excludes velvet, so it is greyed with the pin as its reason
    let pinned = app.post("/api/productconf/evaluate", Some(customer), body(json!([velvet.clone()]))).await;
    pinned.assert_status(200);
    assert_eq!(state_of(&pinned.json, &oslo), "impossible", "{}", pinned.text);
    let greyed = pinned.json["disabled"].as_array().unwrap().iter().find(|off| off["item"] == oslo).unwrap();
    assert_eq!(greyed["because"], json!([velvet]), "{greyed}");
    assert_eq!(greyed["ruleIds"], json!(["oslo-no-velluto"]), "{greyed}");
    // the cheapest straight sofa that can have velvet has it
    let cheapest = &pinned.json["priceRange"]["cheapest"];
    assert_ne!(cheapest["modelId"], s.oslo, "{cheapest}");
    assert!(cheapest.to_string().contains(&format!("\"valueId\":{velluto}")), "{cheapest}");
    // a click pins at most twenty items
    let many = app.post("/api/productconf/evaluate", Some(customer), body(json!(vec![velvet; 21]))).await;
    many.assert_status(422);
    assert_eq!(many.json["code"], "validation_failed", "{}", many.text);
    assert_eq!(many.json["details"][0]["field"], "pins", "{}", many.text);
}

#[actix_web::test]
async fn a_width_target_puts_the_cheapest_sofa_at_that_width_and_one_beyond_the_range_is_released() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let customer = tokens.customer.as_str();
    let s = sofas(&app);
    let larghezza = app.id_of("product_features", "LARGHEZZA");
    let lineari = json!({"typeId": s.lineari, "parts": [], "quantity": 1});
    let evaluate = |targets: Value| {
        let app = &app;
        let body = json!({"configuratorId": s.configurator, "draft": lineari.clone(), "targets": targets});
        async move { app.post("/api/productconf/evaluate", Some(customer), body).await }
    };
    let width_of = |draft: &Value| -> Vec<i64> {
        let values = draft["parts"].as_array().unwrap().iter().flat_map(|part| part["values"].as_array().unwrap());
        values
            .filter(|value| value["featureId"] == larghezza)
            .map(|value| value["numericValue"].as_i64().unwrap())
            .collect()
    };

    let free = evaluate(json!([])).await;
    free.assert_status(200);
    // the demo's width runs from 160 cm and costs more per step: the cheapest sofa is 160 cm wide
    assert_eq!(width_of(&free.json["priceRange"]["cheapest"]), [160], "{}", free.text);
    let wide = evaluate(json!([{"featureId": larghezza, "min": 240}])).await;
    wide.assert_status(200);
    let cheapest = &wide.json["priceRange"]["cheapest"];
    assert_eq!(width_of(cheapest), [240], "{}", wide.text);
    assert!(wide.json["priceRange"]["min"].as_i64() > free.json["priceRange"]["min"].as_i64());
    // the proposal is a configuration the judgement finds complete and valid, at that price
    let body = json!({"configuratorId": s.configurator, "draft": cheapest});
    let judged = app.post("/api/productconf/evaluate", Some(customer), body).await;
    assert_eq!((judged.json["complete"].as_bool(), judged.json["valid"].as_bool()), (Some(true), Some(true)));
    assert_eq!(judged.json["price"]["grandTotal"], wide.json["priceRange"]["min"], "{}", judged.text);

    // beyond the 320 cm the width allows, the way out releases the target, named as a feature
    let beyond = evaluate(json!([{"featureId": larghezza, "min": 330}])).await;
    beyond.assert_status(200);
    assert_eq!(beyond.json["priceRange"], Value::Null, "{}", beyond.text);
    assert_eq!(beyond.json["repairs"][0]["drop"], json!([{"kind": "feature", "id": larghezza}]), "{}", beyond.text);
    // a target without a bound is refused on `targets`
    let unbounded = evaluate(json!([{"featureId": larghezza}])).await;
    unbounded.assert_status(422);
    assert_eq!(unbounded.json["details"][0]["field"], "targets", "{}", unbounded.text);
}

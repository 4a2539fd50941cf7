//! `POST /api/catalogue/impact`: what deactivating a value or repricing a part would do, before it is
//! saved, on the demo sofas: the configurator that loses options, the saved configurations that break or
//! change price, and nothing written.

use serde_json::{Value, json};

use crate::helpers::spawn_app_with_demo_users;

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

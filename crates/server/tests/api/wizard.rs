//! The wizard's calls: a category's published configurator with the caller's catalogue (ETag and 304),
//! the administrators' preview as a company sees it, and the evaluation of drafts.

use serde_json::{Value, json};

use crate::helpers::{ADMIN, Answer, CUSTOMER, CUSTOMER_MANAGER, DEALER, TestApp, spawn_app};

const SLUG: &str = "wiz-divani";
const PATH: &str = "/api/configurator/category/wiz-divani";

/// A category of our own (the demo's configurators may change): a type, two models sharing a part with a
/// required choice feature of two values, and a published configurator whose rule excludes model B with
/// value 2.
struct Fixture {
    category: i64,
    model_a: i64,
    model_b: i64,
    type_id: i64,
    part: i64,
    feature: i64,
    value_1: i64,
    value_2: i64,
    configurator: i64,
    dealer: i64,
}

fn fixture(app: &TestApp) -> Fixture {
    let (category, type_id) = app.category_with_type(SLUG, "Divani su misura", Some("Prova"), "WZ");
    let model_a = app.model(type_id, "WZ-A", "Alfa", 100_000, 1);
    let model_b = app.model(type_id, "WZ-B", "Beta", 200_000, 2);
    let (part, feature) = app.cushion("WZ", &[model_a, model_b]);
    let value_1 = app.feature_value(feature, "WZ-V1", "Lino", 1000, 1);
    let value_2 = app.feature_value(feature, "WZ-V2", "Velluto", 2000, 2);
    let rules = json!([{"id": "r1", "kind": "excludes", "if": [{"kind": "model", "id": model_b}],
                        "then": [{"kind": "feature_value", "id": value_2}], "message": "Beta non si fa in velluto"}]);
    let configurator = app.published_configurator(category, "Divani su misura", Some("Il configuratore"), rules);
    let dealer = app.company_id(DEALER);
    Fixture { category, model_a, model_b, type_id, part, feature, value_1, value_2, configurator, dealer }
}

fn deny(app: &TestApp, company: i64, kind: &str, entity: i64) {
    app.exec(&format!(
        "INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode) \
         VALUES ({company}, '{kind}', {entity}, 'deny')"
    ));
}

fn ids(answer: &Answer, list: &str) -> Vec<i64> {
    answer.json["catalogue"][list].as_array().unwrap().iter().map(|item| item["id"].as_i64().unwrap()).collect()
}

async fn get_if_none_match(app: &TestApp, token: &str, etag: &str) -> Answer {
    let request = app.client.get(app.url(PATH)).bearer_auth(token).header("if-none-match", etag);
    TestApp::read(request.send().await.unwrap()).await
}

fn etag_of(answer: &Answer) -> String {
    answer.header("etag").expect("an ETag").to_owned()
}

fn draft(f: &Fixture, model: i64, value: i64) -> Value {
    json!({
        "typeId": f.type_id,
        "modelId": model,
        "parts": [{"partId": f.part, "quantity": 1, "values": [{"featureId": f.feature, "valueId": value}]}],
        "quantity": 2
    })
}

fn codes(answer: &Answer) -> Vec<String> {
    answer.json["violations"].as_array().unwrap().iter().map(|v| v["code"].as_str().unwrap().to_owned()).collect()
}

#[actix_web::test]
async fn the_category_answers_the_definition_and_the_catalogue_filtered_for_the_caller() {
    let app = spawn_app().await;
    let f = fixture(&app);
    deny(&app, f.dealer, "model", f.model_b);
    let (admin, customer) = (app.login_demo(ADMIN).await, app.login_demo(CUSTOMER).await);

    let seen = app.get(PATH, Some(&admin)).await;
    seen.assert_status(200);
    assert_eq!(seen.json["configurator"]["id"].as_i64(), Some(f.configurator));
    assert_eq!(seen.json["configurator"]["name"], "Divani su misura");
    assert_eq!(seen.json["configurator"]["version"], 1);
    assert_eq!(seen.json["configurator"]["definition"]["steps"].as_array().unwrap().len(), 5);
    assert_eq!(seen.json["configurator"]["definition"]["rules"][0]["if"][0]["id"].as_i64(), Some(f.model_b));
    assert_eq!(seen.json["category"]["id"].as_i64(), Some(f.category));
    assert_eq!(seen.json["category"]["slug"], SLUG);
    assert_eq!(seen.json["category"]["description"], "Prova");
    assert_eq!(ids(&seen, "types"), [f.type_id]);
    assert_eq!(ids(&seen, "models"), [f.model_a, f.model_b]);
    assert_eq!(ids(&seen, "parts"), [f.part]);
    assert_eq!(ids(&seen, "features"), [f.feature]);
    assert_eq!(ids(&seen, "values"), [f.value_1, f.value_2]);
    assert_eq!(seen.json["catalogue"]["modelParts"].as_array().unwrap().len(), 2);
    assert_eq!(seen.json["catalogue"]["models"][1]["basePrice"], 200000);
    assert_eq!(seen.json["catalogue"]["values"][0]["priceDelta"], 1000);
    assert_eq!(seen.json["catalogue"]["discountPercent"], 0, "the admin has no company");

    let theirs = app.get(PATH, Some(&customer)).await;
    theirs.assert_status(200);
    assert_eq!(ids(&theirs, "models"), [f.model_a], "the company's filter hides model B");
    assert_eq!(theirs.json["catalogue"]["modelParts"].as_array().unwrap().len(), 1);
    assert_eq!(theirs.json["catalogue"]["discountPercent"], 12, "Lario's discount");
    assert_eq!(theirs.header("cache-control"), Some("private, no-cache"));
}

#[actix_web::test]
async fn an_unchanged_answer_revalidates_with_304_and_any_change_gives_a_new_etag() {
    let app = spawn_app().await;
    let f = fixture(&app);
    let customer = app.login_demo(CUSTOMER).await;

    let first = app.get(PATH, Some(&customer)).await;
    first.assert_status(200);
    let etag = etag_of(&first);
    let cache = first.header("cache-control").unwrap();
    assert!(cache.contains("private") && cache.contains("no-cache") && !cache.contains("no-store"), "{cache}");

    let again = get_if_none_match(&app, &customer, &etag).await;
    again.assert_status(304);
    assert!(again.text.is_empty(), "a 304 has no body: {}", again.text);
    assert_eq!(again.header("etag"), Some(etag.as_str()));
    assert!(again.header("cache-control").is_some_and(|c| c.contains("private")));
    // Among others, and without the weak marker, it still matches.
    let listed = format!("\"other\", {}", etag.trim_start_matches("W/"));
    get_if_none_match(&app, &customer, &listed).await.assert_status(304);

    app.exec(&format!("UPDATE product_feature_values SET price_delta = 1500 WHERE id = {}", f.value_1));
    let changed = get_if_none_match(&app, &customer, &etag).await;
    changed.assert_status(200);
    assert_ne!(etag_of(&changed), etag);
    assert_eq!(changed.json["catalogue"]["values"][0]["priceDelta"], 1500);
    get_if_none_match(&app, &customer, &etag_of(&changed)).await.assert_status(304);

    // The company's filters and its discount are part of the answer too.
    let before = etag_of(&changed);
    deny(&app, f.dealer, "feature_value", f.value_2);
    let filtered = get_if_none_match(&app, &customer, &before).await;
    filtered.assert_status(200);
    assert_eq!(ids(&filtered, "values"), [f.value_1]);
    app.exec(&format!("UPDATE companies SET discount_percent = 20 WHERE id = {}", f.dealer));
    let discounted = get_if_none_match(&app, &customer, &etag_of(&filtered)).await;
    discounted.assert_status(200);
    assert_eq!(discounted.json["catalogue"]["discountPercent"], 20);
}

#[actix_web::test]
async fn no_two_companies_nor_an_admin_and_a_customer_share_an_etag() {
    let app = spawn_app().await;
    fixture(&app);
    app.exec(&format!(
        "UPDATE users SET company_id = (SELECT id FROM companies WHERE name = 'Casa & Stile S.p.A.') \
         WHERE email = '{CUSTOMER_MANAGER}'"
    ));
    let (admin, customer, other) =
        (app.login_demo(ADMIN).await, app.login_demo(CUSTOMER).await, app.login_demo(CUSTOMER_MANAGER).await);
    let lario = etag_of(&app.get(PATH, Some(&customer)).await);
    let casa = app.get(PATH, Some(&other)).await;
    assert_eq!(casa.json["catalogue"]["discountPercent"], 5);
    let casa = etag_of(&casa);
    let everything = etag_of(&app.get(PATH, Some(&admin)).await);
    assert!(lario != casa && lario != everything && casa != everything, "{lario} {casa} {everything}");

    // Another company's ETag never validates this caller's view.
    let answer = get_if_none_match(&app, &other, &lario).await;
    answer.assert_status(200);
    assert_eq!(answer.json["catalogue"]["discountPercent"], 5);
    get_if_none_match(&app, &admin, &lario).await.assert_status(200);
    get_if_none_match(&app, &customer, &everything).await.assert_status(200);
}

#[actix_web::test]
async fn unknown_hidden_inactive_or_unconfigured_categories_are_not_found() {
    let app = spawn_app().await;
    let f = fixture(&app);
    let (admin, customer) = (app.login_demo(ADMIN).await, app.login_demo(CUSTOMER).await);

    app.get("/api/configurator/category/nessuna", Some(&customer)).await.assert_error(404, "not_found");

    deny(&app, f.dealer, "category", f.category);
    app.get(PATH, Some(&customer)).await.assert_error(404, "not_found");
    app.get(PATH, Some(&admin)).await.assert_status(200);

    app.exec(&format!("UPDATE product_categories SET active = false WHERE id = {}", f.category));
    app.get(PATH, Some(&admin)).await.assert_error(404, "not_found");
    app.exec(&format!("UPDATE product_categories SET active = true WHERE id = {}", f.category));

    // "tavoli" exists in the demo catalogue; without a published configurator it is not found.
    app.exec("UPDATE configurators SET status = 'archived', archived_at = now() WHERE status = 'published'");
    app.get(PATH, Some(&admin)).await.assert_error(404, "not_found");
    app.get("/api/configurator/category/tavoli", Some(&admin)).await.assert_error(404, "not_found");
}

#[actix_web::test]
async fn the_home_offers_only_the_categories_with_a_published_configurator_the_caller_sees() {
    let app = spawn_app().await;
    let f = fixture(&app);
    let (admin, customer) = (app.login_demo(ADMIN).await, app.login_demo(CUSTOMER).await);
    let slugs = |answer: Answer| -> Vec<String> {
        answer.assert_status(200);
        answer.json.as_array().unwrap().iter().map(|c| c["slug"].as_str().unwrap().to_owned()).collect()
    };
    app.get("/api/configurator/categories", None).await.assert_error(401, "unauthorized");
    let offered = slugs(app.get("/api/configurator/categories", Some(&customer)).await);
    assert!(offered.contains(&SLUG.to_owned()), "{offered:?}");
    // a category without a published configurator is not offered
    app.category_with_type("wiz-vuota", "Senza configuratore", None, "WZV");
    assert!(!slugs(app.get("/api/configurator/categories", Some(&admin)).await).contains(&"wiz-vuota".to_owned()));
    // nor one the company's filters hide (administrators see past them), nor an inactive one
    deny(&app, f.dealer, "category", f.category);
    assert!(!slugs(app.get("/api/configurator/categories", Some(&customer)).await).contains(&SLUG.to_owned()));
    assert!(slugs(app.get("/api/configurator/categories", Some(&admin)).await).contains(&SLUG.to_owned()));
    app.exec(&format!("UPDATE product_categories SET active = false WHERE id = {}", f.category));
    assert!(!slugs(app.get("/api/configurator/categories", Some(&admin)).await).contains(&SLUG.to_owned()));
}

#[actix_web::test]
async fn evaluation_answers_completeness_validity_violations_and_price_for_the_caller() {
    let app = spawn_app().await;
    let f = fixture(&app);
    let (admin, customer) = (app.login_demo(ADMIN).await, app.login_demo(CUSTOMER).await);
    let evaluate = |token: String, draft: Value, configurator: i64| {
        let app = &app;
        async move {
            app.post("/api/productconf/evaluate", Some(&token), json!({"configuratorId": configurator, "draft": draft}))
                .await
        }
    };

    let good = evaluate(customer.clone(), draft(&f, f.model_a, f.value_1), f.configurator).await;
    good.assert_status(200);
    assert_eq!(
        (good.json["complete"].as_bool(), good.json["valid"].as_bool()),
        (Some(true), Some(true)),
        "{}",
        good.text
    );
    assert!(good.json["violations"].as_array().unwrap().is_empty());
    let price = &good.json["price"];
    assert_eq!(price["listTotal"], 100000 + 5000 + 1000);
    assert_eq!(price["discountPercent"], 12);
    assert_eq!(price["quantity"], 2);
    assert!(price["netTotal"].as_i64().unwrap() < 106000);
    assert_eq!(price["grandTotal"].as_i64(), price["netTotal"].as_i64().map(|net| net * 2));

    let incomplete = evaluate(customer.clone(), json!({"typeId": f.type_id}), f.configurator).await;
    incomplete.assert_status(200);
    assert_eq!(incomplete.json["complete"], false);
    assert!(codes(&incomplete).contains(&"missing_model".to_owned()));

    let broken = evaluate(customer.clone(), draft(&f, f.model_b, f.value_2), f.configurator).await;
    broken.assert_status(200);
    assert_eq!(broken.json["valid"], false);
    assert!(codes(&broken).contains(&"rule_excludes".to_owned()), "{}", broken.text);

    deny(&app, f.dealer, "model", f.model_b);
    let hidden = evaluate(customer.clone(), draft(&f, f.model_b, f.value_1), f.configurator).await;
    hidden.assert_status(200);
    assert!(codes(&hidden).contains(&"unknown_item".to_owned()), "{}", hidden.text);
    let for_admin = evaluate(admin.clone(), draft(&f, f.model_b, f.value_1), f.configurator).await;
    assert!(!codes(&for_admin).contains(&"unknown_item".to_owned()), "{}", for_admin.text);
    assert_eq!(for_admin.json["price"]["discountPercent"], 0);
    // The company's discount, read once and kept with the catalogue, is read again after a change.
    app.exec(&format!("UPDATE companies SET discount_percent = 20 WHERE id = {}", f.dealer));
    let discounted = evaluate(customer.clone(), draft(&f, f.model_a, f.value_1), f.configurator).await;
    assert_eq!(discounted.json["price"]["discountPercent"], 20, "{}", discounted.text);
    app.exec(&format!("UPDATE companies SET discount_percent = 12 WHERE id = {}", f.dealer));

    // An admin trying the configurator as the dealer gets the dealer's view and discount; nobody else may.
    let as_dealer =
        json!({"configuratorId": f.configurator, "companyId": f.dealer, "draft": draft(&f, f.model_b, f.value_1)});
    let tried = app.post("/api/productconf/evaluate", Some(&admin), as_dealer.clone()).await;
    tried.assert_status(200);
    assert!(codes(&tried).contains(&"unknown_item".to_owned()), "{}", tried.text);
    assert_eq!(tried.json["price"]["discountPercent"], 12);
    app.post("/api/productconf/evaluate", Some(&customer), as_dealer).await.assert_error(403, "forbidden");

    app.exec(&format!("UPDATE configurators SET status = 'draft', published_at = NULL WHERE id = {}", f.configurator));
    evaluate(customer.clone(), draft(&f, f.model_a, f.value_1), f.configurator).await.assert_error(404, "not_found");
    evaluate(admin.clone(), draft(&f, f.model_a, f.value_1), f.configurator).await.assert_status(200);
    evaluate(customer.clone(), draft(&f, f.model_a, f.value_1), f.configurator + 1000)
        .await
        .assert_error(404, "not_found");

    let malformed = app.post("/api/productconf/evaluate", Some(&customer), json!({"draft": {}})).await;
    malformed.assert_error(400, "bad_request");
}

#[actix_web::test]
async fn preview_is_for_admins_and_shows_the_chosen_company_view_of_any_status() {
    let app = spawn_app().await;
    let f = fixture(&app);
    deny(&app, f.dealer, "model", f.model_b);
    app.exec(&format!("UPDATE configurators SET status = 'draft', published_at = NULL WHERE id = {}", f.configurator));
    let (admin, customer) = (app.login_demo(ADMIN).await, app.login_demo(CUSTOMER).await);
    let path = |company: i64| format!("/api/configurator/{}/preview?companyId={company}", f.configurator);

    app.get(&path(f.dealer), Some(&customer)).await.assert_error(403, "forbidden");

    let preview = app.get(&path(f.dealer), Some(&admin)).await;
    preview.assert_status(200);
    assert_eq!(preview.json["configurator"]["id"].as_i64(), Some(f.configurator));
    assert_eq!(ids(&preview, "models"), [f.model_a], "as Lario sees it");
    assert_eq!(preview.json["catalogue"]["discountPercent"], 12);

    let casa = app.company_id("Casa & Stile S.p.A.");
    let other = app.get(&path(casa), Some(&admin)).await;
    assert_eq!(ids(&other, "models"), [f.model_a, f.model_b]);
    assert_eq!(other.json["catalogue"]["discountPercent"], 5);

    app.get(&path(casa + 1000), Some(&admin)).await.assert_error(404, "not_found");
    app.get(&format!("/api/configurator/{}/preview?companyId={casa}", f.configurator + 1000), Some(&admin))
        .await
        .assert_error(404, "not_found");
    app.get(&format!("/api/configurator/{}/preview", f.configurator), Some(&admin))
        .await
        .assert_error(400, "bad_request");
}

#[actix_web::test]
async fn anonymous_callers_get_401_everywhere() {
    let app = spawn_app().await;
    let f = fixture(&app);
    app.get(PATH, None).await.assert_error(401, "unauthorized");
    app.get(&format!("/api/configurator/{}/preview?companyId={}", f.configurator, f.dealer), None)
        .await
        .assert_error(401, "unauthorized");
    app.post("/api/productconf/evaluate", None, json!({"configuratorId": f.configurator, "draft": {}}))
        .await
        .assert_error(401, "unauthorized");
}

#[actix_web::test]
async fn a_browser_gets_the_kept_answer_gzipped_and_the_same_catalogue() {
    let app = spawn_app().await;
    fixture(&app);
    let customer = app.login_demo(CUSTOMER).await;
    let plain = app.get(PATH, Some(&customer)).await;
    plain.assert_status(200);
    assert_eq!(plain.header("content-encoding"), None, "no gzip unless accepted");
    for _ in 0..2 {
        let request = app.client.get(app.url(PATH)).bearer_auth(&customer).header("accept-encoding", "gzip, br");
        let answer = request.send().await.unwrap();
        assert_eq!(answer.status(), 200);
        assert_eq!(answer.headers()["content-encoding"], "gzip");
        assert_eq!(answer.headers()["vary"], "accept-encoding");
        assert_eq!(answer.headers()["etag"].to_str().unwrap(), etag_of(&plain));
        let mut json = String::new();
        std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&answer.bytes().await.unwrap()[..]), &mut json)
            .unwrap();
        assert_eq!(serde_json::from_str::<Value>(&json).unwrap(), plain.json);
    }
}

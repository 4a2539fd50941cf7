//! The dashboard's trends (`GET /api/dashboard/trends`): 26 weekly entries per series, the counts of what
//! was saved and sent, the decision time, the rankings and the companies' quoted totals; the filters
//! narrow every figure, names nothing and the call refuses; only administrators read it.

use serde_json::{Value, json};

use crate::helpers::{DEALER, DemoTokens, TestApp, public_id, spawn_with};

const SLUG: &str = "dash-divani";

struct Fixture {
    category: i64,
    configurator: i64,
    type_id: i64,
    model_a: i64,
    model_b: i64,
    part: i64,
    feature: i64,
    value: i64,
}

/// A category of our own, two models, a cushion with one fabric; the demo's configurations (and with them
/// their requests) removed so that the unfiltered figures are this test's.
fn fixture(app: &TestApp) -> Fixture {
    app.exec("DELETE FROM customization_requests");
    app.exec("DELETE FROM product_configurations");
    let (category, type_id) = app.category_with_type(SLUG, "Divani cruscotto", None, "DB");
    let model_a = app.model(type_id, "DB-A", "Alfa", 100_000, 1);
    let model_b = app.model(type_id, "DB-B", "Beta", 200_000, 2);
    let (part, feature) = app.cushion("DB", &[model_a, model_b]);
    let value = app.feature_value(feature, "DB-V", "Lino", 1000, 0);
    let configurator = app.published_configurator(category, "Divani cruscotto", None, json!([]));
    Fixture { category, configurator, type_id, model_a, model_b, part, feature, value }
}

impl Fixture {
    fn body(&self, name: &str, model: i64, quantity: i64) -> Value {
        json!({"configuratorId": self.configurator, "name": name, "draft": {
        "typeId": self.type_id, "modelId": model, "quantity": quantity, "parts": [
            {"partId": self.part, "quantity": 1, "values": [{"featureId": self.feature, "valueId": self.value}]}
        ]}})
    }
}

async fn trends(app: &TestApp, token: &str, query: &str) -> Value {
    let answer = app.get(&format!("/api/dashboard/trends{query}"), Some(token)).await;
    answer.assert_status(200);
    answer.json
}

fn sum(series: &Value, field: &str) -> i64 {
    series.as_array().unwrap().iter().map(|week| week[field].as_i64().unwrap()).sum()
}

fn last(series: &Value) -> &Value {
    series.as_array().unwrap().last().unwrap()
}

#[actix_web::test]
async fn the_series_are_twenty_six_weeks_and_count_what_was_saved_sent_and_decided() {
    let (app, f, DemoTokens { admin, customer, .. }) = spawn_with(fixture).await;

    let empty = trends(&app, &admin, "").await;
    let weeks = empty["weeks"].as_array().unwrap();
    assert_eq!(weeks.len(), 26);
    for series in ["saves", "requests", "quotes"] {
        assert_eq!(empty[series].as_array().unwrap().len(), 26, "{series}");
        assert_eq!(empty[series][0]["week"], weeks[0], "{series} starts on the window's first week");
    }
    assert_eq!(sum(&empty["saves"], "saves"), 0);
    assert_eq!(sum(&empty["quotes"], "quotes"), 0);
    assert_eq!(empty["decisions"], json!({"decided": 0, "medianSeconds": null}));
    assert_eq!(empty["topModels"], json!([]));
    assert_eq!(empty["companies"], json!([]));
    // Consecutive Mondays, the current week's last.
    let monday: Vec<chrono::NaiveDate> = weeks.iter().map(|w| w.as_str().unwrap().parse().unwrap()).collect();
    assert!(monday.windows(2).all(|pair| (pair[1] - pair[0]).num_days() == 7));
    // Weeks are cut in Italian time, at most a day off UTC's date.
    let today = chrono::Utc::now().date_naive();
    assert!((-1..8).contains(&(today - monday[25]).num_days()), "{today} is in the last week {}", monday[25]);

    // Three saved (one of them twice, with quantity 2), two sent, one of them approved.
    let alfa = app.create_configuration(&customer, f.body("Salotto", f.model_a, 1)).await;
    let beta = app.create_configuration(&customer, f.body("Studio", f.model_b, 1)).await;
    app.create_configuration(&customer, f.body("Veranda", f.model_a, 1)).await;
    let (alfa_id, beta_id) = (public_id(&alfa), public_id(&beta));
    let mut again = f.body("Studio", f.model_b, 2);
    again["version"] = json!(1);
    app.put(&format!("/api/productconf/{beta_id}"), Some(&customer), again).await.assert_status(200);
    let mut sent = vec![];
    for id in [&alfa_id, &beta_id] {
        let answer = app
            .post("/api/customizationrequest", Some(&customer), json!({"configurationId": id, "message": "Preventivo"}))
            .await;
        answer.assert_status(201);
        sent.push(answer.json);
    }
    let approved = sent[1]["id"].as_i64().unwrap();
    app.post(&format!("/api/customizationrequest/{approved}/approve"), Some(&admin), json!({}))
        .await
        .assert_status(200);

    // Two quotes issued on the approved one, once at quantity 2.
    for _ in 0..2 {
        app.post(&format!("/api/productconf/{beta_id}/quotes"), Some(&customer), json!({})).await.assert_status(201);
    }

    let now = trends(&app, &admin, "").await;
    assert_eq!(now["saves"].as_array().unwrap().len(), 26);
    assert_eq!(last(&now["saves"])["saves"], 4, "three creations and one update: {}", now["saves"]);
    assert_eq!(last(&now["saves"])["created"], 3);
    assert_eq!(sum(&now["saves"], "saves"), 4, "every save is in the current week");
    let requests = last(&now["requests"]);
    assert_eq!((requests["pending"].as_i64(), requests["approved"].as_i64()), (Some(1), Some(1)), "{requests}");
    assert_eq!((requests["rejected"].as_i64(), requests["replaced"].as_i64()), (Some(0), Some(0)));
    assert_eq!(now["decisions"]["decided"], 1);
    assert!(now["decisions"]["medianSeconds"].as_i64().is_some_and(|s| (0..600).contains(&s)), "{}", now["decisions"]);

    assert_eq!(
        now["topModels"],
        json!([
            {"id": f.model_a, "name": "Alfa", "categoryId": f.category, "configurations": 2},
            {"id": f.model_b, "name": "Beta", "categoryId": f.category, "configurations": 1},
        ])
    );
    assert_eq!(
        now["topOptions"],
        json!([{"id": f.value, "featureName": "Tessuto", "label": "Lino", "configurations": 3}])
    );
    // The dealer's 12 % off (model + cushion 50,00 € + fabric 10,00 €) × quantity, as sent.
    let alfa_total = (100_000 + 5_000 + 1_000) * 88 / 100;
    let beta_total = (200_000 + 5_000 + 1_000) * 88 / 100 * 2;
    assert_eq!(sent[0]["price"]["grandTotal"], alfa_total);
    assert_eq!(sent[1]["price"]["grandTotal"], beta_total);
    assert_eq!(last(&now["quotes"])["quotes"], 2, "{}", now["quotes"]);
    assert_eq!(last(&now["quotes"])["total"], 2 * beta_total, "each issued quote at its grand total");
    assert_eq!(sum(&now["quotes"], "total"), 2 * beta_total);
    assert_eq!(
        now["companies"],
        json!([{"id": app.company_id(DEALER), "name": DEALER, "requests": 2,
            "quotedTotal": alfa_total + beta_total, "approvedTotal": beta_total}])
    );
}

#[actix_web::test]
async fn the_filters_narrow_every_figure() {
    let (app, f, DemoTokens { admin, customer, .. }) = spawn_with(fixture).await;
    let saved = app.create_configuration(&customer, f.body("Salotto", f.model_a, 1)).await;
    app.post(
        "/api/customizationrequest",
        Some(&customer),
        json!({"configurationId": public_id(&saved), "message": "Preventivo"}),
    )
    .await
    .assert_status(201);
    let quote = format!("/api/productconf/{}/quotes", public_id(&saved));
    app.post(&quote, Some(&customer), json!({})).await.assert_status(201);
    let dealer = app.company_id(DEALER);
    let other_company = app.company_id("Casa & Stile S.p.A.");
    let other_category = app.db_count("SELECT id FROM product_categories WHERE slug = 'divani'");

    let all = trends(&app, &admin, "").await;
    let ours = trends(&app, &admin, &format!("?companyId={dealer}&categoryId={}", f.category)).await;
    assert_eq!(ours["filter"], json!({"companyId": dealer, "categoryId": f.category}));
    for figure in ["saves", "requests", "quotes", "decisions", "topModels", "topOptions", "companies"] {
        assert_eq!(ours[figure], all[figure], "{figure}: everything is the dealer's, in our category");
    }
    assert_eq!(sum(&ours["saves"], "saves"), 1);

    for query in [format!("?companyId={other_company}"), format!("?categoryId={other_category}")] {
        let none = trends(&app, &admin, &query).await;
        assert_eq!(none["saves"].as_array().unwrap().len(), 26, "{query}");
        assert_eq!(sum(&none["saves"], "saves"), 0, "{query}");
        assert_eq!(sum(&none["requests"], "pending"), 0, "{query}");
        assert_eq!(sum(&none["quotes"], "quotes"), 0, "{query}");
        assert_eq!(none["topModels"], json!([]), "{query}");
        assert_eq!(none["topOptions"], json!([]), "{query}");
        assert_eq!(none["companies"], json!([]), "{query}");
    }
}

#[actix_web::test]
async fn filters_that_name_nothing_are_refused_and_only_administrators_read_it() {
    let (app, _f, DemoTokens { admin, account_manager, customer_manager, customer }) = spawn_with(fixture).await;
    for (query, field) in [
        ("companyId=999999", "companyId"),
        ("categoryId=999999", "categoryId"),
        ("companyId=0", "companyId"),
        ("categoryId=-3", "categoryId"),
    ] {
        let answer = app.get(&format!("/api/dashboard/trends?{query}"), Some(&admin)).await;
        answer.assert_error(422, "validation_failed");
        assert_eq!(answer.detail_fields(), vec![field.to_owned()], "{query}");
    }
    let both = app.get("/api/dashboard/trends?companyId=999999&categoryId=999999", Some(&admin)).await;
    both.assert_error(422, "validation_failed");
    assert_eq!(both.detail_fields(), vec!["companyId".to_owned(), "categoryId".to_owned()]);
    for query in ["companyId=abc", "categoryId=1.5", "companyId=99999999999999999999"] {
        app.get(&format!("/api/dashboard/trends?{query}"), Some(&admin)).await.assert_error(400, "bad_request");
    }

    for token in [&account_manager, &customer_manager, &customer] {
        app.get("/api/dashboard/trends", Some(token)).await.assert_error(403, "forbidden");
    }
    app.get("/api/dashboard/trends", None).await.assert_error(401, "unauthorized");
}

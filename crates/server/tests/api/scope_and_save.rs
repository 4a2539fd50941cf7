//! Two defects of saved configurations, on the demo data: an account manager's own configuration must stay
//! theirs to read, change and delete, and a customer named on a configuration without a company moves it
//! into the customer's company.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{DEALER, DemoTokens, TestApp, listed, public_id, spawn_app_with_demo_users};

/// The administrator's demo configuration saved without a customer (and so without a company).
const SHOWROOM: &str = "Brera in pelle per esposizione";

/// The showroom configuration as the administrator reads it.
async fn showroom(app: &TestApp, admin: &str) -> Value {
    let page = app.get("/api/productconf?q=Brera%20in%20pelle", Some(admin)).await;
    page.assert_status(200);
    let public_id = page.json["items"][0]["publicId"].as_str().expect("the showroom configuration").to_owned();
    let answer = app.get(&format!("/api/productconf/{public_id}"), Some(admin)).await;
    answer.assert_status(200);
    assert_eq!(answer.json["name"], SHOWROOM);
    assert_eq!((&answer.json["customerId"], &answer.json["companyId"]), (&Value::Null, &Value::Null));
    answer.json
}

#[actix_web::test]
async fn an_account_manager_reads_updates_and_deletes_what_they_saved_without_a_customer() {
    let (app, DemoTokens { admin, account_manager: manager, customer_manager: dealer_manager, .. }) =
        spawn_app_with_demo_users().await;
    let source = showroom(&app, &admin).await;

    let body =
        json!({"configuratorId": source["configuratorId"], "name": "Prova del manager", "draft": source["draft"]});
    let created = app.post("/api/productconf", Some(&manager), body).await;
    created.assert_status(201);
    assert_eq!(created.json["companyId"], Value::Null, "{}", created.text);
    let id = public_id(&created.json);
    let path = format!("/api/productconf/{id}");

    let read = app.get(&path, Some(&manager)).await;
    read.assert_status(200);
    assert_eq!(read.json["name"], "Prova del manager");
    app.get(&format!("/api/productconfpart?configurationId={id}"), Some(&manager)).await.assert_status(200);
    // In the manager's list with and without `scope`, and still nobody else's business.
    for query in ["", "?scope=mine", "?scope=followed"] {
        let page = app.get(&format!("/api/productconf{query}"), Some(&manager)).await;
        assert!(listed(&page.json).contains(&id), "{query}: {}", page.text);
    }
    app.get(&path, Some(&dealer_manager)).await.assert_error(404, "not_found");

    let updated =
        app.put(&path, Some(&manager), json!({"version": 1, "name": "Rinominata", "draft": source["draft"]})).await;
    updated.assert_status(200);
    assert_eq!((&updated.json["name"], &updated.json["version"]), (&json!("Rinominata"), &json!(2)));

    app.request(Method::DELETE, &path, Some(&manager), None).await.assert_status(204);
    app.get(&path, Some(&manager)).await.assert_error(404, "not_found");
    assert_eq!(app.db_count(&format!("SELECT count(*) FROM product_configurations WHERE public_id = '{id}'")), 0);
}

#[actix_web::test]
async fn a_customer_set_on_a_configuration_without_a_company_moves_it_into_the_customers_company() {
    let (app, DemoTokens { admin, account_manager: manager, .. }) = spawn_app_with_demo_users().await;
    let source = showroom(&app, &admin).await;
    let id = public_id(&source);
    let path = format!("/api/productconf/{id}");
    let dealer = app.db_count(&format!("SELECT id FROM companies WHERE name = '{DEALER}'"));
    let hotel = app.db_count("SELECT id FROM customers WHERE name = 'Hotel Bellavista'");
    // Not the dealer's configuration yet: its account manager does not see it.
    app.get(&path, Some(&manager)).await.assert_error(404, "not_found");

    let with_customer = json!({"name": SHOWROOM, "customerId": hotel, "draft": source["draft"]});
    let copy = app.post(&format!("{path}/copy"), Some(&admin), with_customer.clone()).await;
    copy.assert_status(201);
    let mut update = with_customer;
    update["version"] = source["version"].clone();
    let saved = app.put(&path, Some(&admin), update).await;
    saved.assert_status(200);

    // Saved as the copy of the same body is: the customer's company, priced with its discount.
    for field in ["customerId", "customerName", "companyId", "savedGrandTotal"] {
        assert_eq!(saved.json[field], copy.json[field], "{field}: {}", saved.text);
    }
    assert_eq!((&saved.json["customerId"], &saved.json["companyId"]), (&json!(hotel), &json!(dealer)));
    assert_eq!(
        app.db_count(&format!("SELECT company_id FROM product_configurations WHERE public_id = '{id}'")),
        dealer
    );
    assert_eq!(app.get(&path, Some(&manager)).await.json["name"], SHOWROOM);

    // Dropping the customer keeps the company the configuration now belongs to.
    let without = json!({"version": saved.json["version"], "name": SHOWROOM, "draft": source["draft"]});
    let dropped = app.put(&path, Some(&admin), without).await;
    dropped.assert_status(200);
    assert_eq!((&dropped.json["customerId"], &dropped.json["companyId"]), (&Value::Null, &json!(dealer)));
}

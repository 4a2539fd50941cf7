//! The authorization matrix: every endpoint of the catalogue and organisation API, called by a
//! visitor and by each role, and the status each must get.

use reqwest::Method;
use serde_json::json;

use crate::helpers::{ACCOUNT_MANAGER, ADMIN, CUSTOMER, CUSTOMER_MANAGER, TestApp, spawn_app};

/// Rows of every resource, inserted directly so the matrix depends on no other endpoint.
struct Fixture {
    category: i64,
    product_type: i64,
    model: i64,
    attribute: i64,
    attribute_value: i64,
    part: i64,
    model_part: i64,
    feature: i64,
    feature_value: i64,
    company: i64,
    customer: i64,
    filter: i64,
    other_user: i64,
}

fn fixture(app: &TestApp) -> Fixture {
    let id = |sql: &str| app.db_count(sql);
    app.exec("INSERT INTO product_categories (slug, name) VALUES ('matrix', 'Matrice')");
    let category = id("SELECT id FROM product_categories WHERE slug = 'matrix'");
    app.exec(&format!("INSERT INTO product_types (category_id, name) VALUES ({category}, 'Tipo matrice')"));
    let product_type = id("SELECT id FROM product_types WHERE name = 'Tipo matrice'");
    app.exec(&format!(
        "INSERT INTO product_models (type_id, code, name, base_price) VALUES ({product_type}, 'MX-1', 'Modello', 1000)"
    ));
    let model = id("SELECT id FROM product_models WHERE code = 'MX-1'");
    app.exec("INSERT INTO attributes (code, name) VALUES ('MX-ATTR', 'Attributo')");
    let attribute = id("SELECT id FROM attributes WHERE code = 'MX-ATTR'");
    app.exec(&format!(
        "INSERT INTO attribute_values (attribute_id, code, value) VALUES ({attribute}, 'MX-V', 'Valore')"
    ));
    let attribute_value = id("SELECT id FROM attribute_values WHERE code = 'MX-V'");
    app.exec("INSERT INTO product_parts (code, name, price) VALUES ('MX-PART', 'Parte', 500)");
    let part = id("SELECT id FROM product_parts WHERE code = 'MX-PART'");
    app.exec(&format!(
        "INSERT INTO product_model_parts (model_id, part_id, required, min_quantity, max_quantity, default_quantity) \
         VALUES ({model}, {part}, true, 1, 1, 1)"
    ));
    let model_part = id(&format!("SELECT id FROM product_model_parts WHERE model_id = {model}"));
    app.exec("INSERT INTO product_features (code, name) VALUES ('MX-FEAT', 'Caratteristica')");
    let feature = id("SELECT id FROM product_features WHERE code = 'MX-FEAT'");
    app.exec(&format!("INSERT INTO product_feature_values (feature_id, code, label, price_delta) VALUES ({feature}, 'MX-FV', 'Valore', 0)"));
    let feature_value = id("SELECT id FROM product_feature_values WHERE code = 'MX-FV'");
    app.exec("INSERT INTO companies (name) VALUES ('Matrice S.r.l.')");
    let company = id("SELECT id FROM companies WHERE name = 'Matrice S.r.l.'");
    app.exec(&format!("INSERT INTO customers (company_id, name) VALUES ({company}, 'Cliente matrice')"));
    let customer = id("SELECT id FROM customers WHERE name = 'Cliente matrice'");
    app.exec(&format!(
        "INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode) VALUES ({company}, 'part', {part}, 'deny')"
    ));
    let filter = id(&format!("SELECT id FROM company_entity_filters WHERE company_id = {company}"));
    let other_user = app.user_id(ADMIN);
    Fixture {
        category,
        product_type,
        model,
        attribute,
        attribute_value,
        part,
        model_part,
        feature,
        feature_value,
        company,
        customer,
        filter,
        other_user,
    }
}

/// Statuses for [visitor, customer, customer manager, account manager, admin].
type Expected = [u16; 5];

const CATALOGUE_READ: Expected = [401, 200, 200, 200, 200];
const ADMIN_READ: Expected = [401, 403, 403, 403, 200];
/// A row of a company the caller has nothing to do with: absent to them.
const OTHER_COMPANY_READ: Expected = [401, 404, 404, 404, 200];
/// Writes with an empty body: admins reach validation (422), everyone else is stopped before it.
const ADMIN_WRITE: Expected = [401, 403, 403, 403, 422];
/// Deleting a row that does not exist: admins learn it is absent, nobody else learns anything.
const ADMIN_DELETE_MISSING: Expected = [401, 403, 403, 403, 404];

#[actix_web::test]
async fn every_endpoint_answers_each_role_as_it_must() {
    let app = spawn_app().await;
    let f = fixture(&app);
    let mut tokens = vec![None];
    for email in [CUSTOMER, CUSTOMER_MANAGER, ACCOUNT_MANAGER, ADMIN] {
        tokens.push(Some(app.login_demo(email).await));
    }

    let catalogue = [
        ("productcategory", f.category),
        ("producttype", f.product_type),
        ("productmodel", f.model),
        ("attribute", f.attribute),
        ("attributeval", f.attribute_value),
        ("productpart", f.part),
        ("productmodelpart", f.model_part),
        ("productfeature", f.feature),
        ("productfeatureval", f.feature_value),
    ];
    let organisation = [("company", f.company), ("customer", f.customer), ("companyentityfilter", f.filter)];

    let mut calls: Vec<(Method, String, Expected)> = vec![];
    for (resource, id) in catalogue {
        calls.push((Method::GET, format!("/api/{resource}"), CATALOGUE_READ));
        calls.push((Method::GET, format!("/api/{resource}/{id}"), CATALOGUE_READ));
    }
    for (resource, id) in [("company", f.company), ("companyentityfilter", f.filter)] {
        calls.push((Method::GET, format!("/api/{resource}"), ADMIN_READ));
        calls.push((Method::GET, format!("/api/{resource}/{id}"), ADMIN_READ));
    }
    // Customers are read within one's companies (to pick one for a configuration); the fixture's company is
    // nobody's but the admin's.
    calls.push((Method::GET, "/api/customer".into(), CATALOGUE_READ));
    calls.push((Method::GET, format!("/api/customer/{}", f.customer), OTHER_COMPANY_READ));
    for (resource, id) in catalogue.iter().chain(organisation.iter()) {
        calls.push((Method::POST, format!("/api/{resource}"), ADMIN_WRITE));
        calls.push((Method::PUT, format!("/api/{resource}/{id}"), ADMIN_WRITE));
        calls.push((Method::DELETE, format!("/api/{resource}/999999999"), ADMIN_DELETE_MISSING));
    }
    calls.push((Method::GET, "/api/user".into(), ADMIN_READ));
    calls.push((Method::GET, format!("/api/user/{}", f.other_user), ADMIN_READ));
    calls.push((Method::DELETE, "/api/user/999999999".into(), ADMIN_DELETE_MISSING));
    calls.push((Method::GET, "/api/dashboard".into(), ADMIN_READ));
    calls.push((Method::GET, format!("/api/company/{}/catalogue-preview", f.company), ADMIN_READ));

    let roles = ["visitor", "customer", "customer_manager", "account_manager", "admin"];
    let mut wrong = vec![];
    for (method, path, expected) in &calls {
        for ((token, role), status) in tokens.iter().zip(roles).zip(expected) {
            let body = matches!(*method, Method::POST | Method::PUT).then(|| json!({}));
            let answer = app.request(method.clone(), path, token.as_deref(), body).await;
            if answer.status.as_u16() != *status {
                wrong.push(format!("{method} {path} as {role}: {} (expected {status}) {}", answer.status, answer.text));
            }
        }
    }
    assert!(wrong.is_empty(), "{} of {} calls answered wrongly:\n{}", wrong.len(), calls.len() * 5, wrong.join("\n"));
}

#[actix_web::test]
async fn a_dealer_never_sees_what_their_company_filters_out() {
    let app = spawn_app().await;
    let f = fixture(&app);
    let dealer = app.db_count(&format!("SELECT id FROM companies WHERE name = '{}'", crate::helpers::DEALER));
    let customer = app.login_demo(CUSTOMER).await;
    app.get(&format!("/api/productcategory/{}", f.category), Some(&customer)).await.assert_status(200);

    // Deny the fixture's category to the customer's company: it and everything under it disappear.
    app.exec(&format!(
        "INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode) VALUES ({dealer}, 'category', {}, 'deny')",
        f.category
    ));
    app.get(&format!("/api/productcategory/{}", f.category), Some(&customer)).await.assert_error(404, "not_found");
    app.get(&format!("/api/producttype/{}", f.product_type), Some(&customer)).await.assert_error(404, "not_found");
    app.get(&format!("/api/productmodel/{}", f.model), Some(&customer)).await.assert_error(404, "not_found");
    let listed = app.get("/api/productcategory?pageSize=100", Some(&customer)).await;
    let ids: Vec<i64> = listed.json["items"].as_array().unwrap().iter().map(|c| c["id"].as_i64().unwrap()).collect();
    assert!(!ids.contains(&f.category), "{ids:?}");
    assert_eq!(listed.json["total"].as_i64().unwrap(), ids.len() as i64, "the total counts only what is visible");

    // Another company's users and admins still see it.
    let admin = app.login_demo(ADMIN).await;
    app.get(&format!("/api/productmodel/{}", f.model), Some(&admin)).await.assert_status(200);
    let preview = app.get(&format!("/api/company/{dealer}/catalogue-preview"), Some(&admin)).await;
    preview.assert_status(200);
    let previewed: Vec<i64> =
        preview.json["categories"].as_array().unwrap().iter().map(|c| c["id"].as_i64().unwrap()).collect();
    assert!(!previewed.contains(&f.category), "the preview shows the company's view: {previewed:?}");
}

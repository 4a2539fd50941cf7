//! The authorization matrix: every endpoint of the catalogue and organisation API, called by a
//! visitor and by each role, and the status each must get.

use diesel::sql_types::BigInt;
use reqwest::Method;
use serde_json::json;

use crate::helpers::{ACCOUNT_MANAGER, ADMIN, CUSTOMER, CUSTOMER_MANAGER, TestApp, spawn_app};

/// Rows of every resource, inserted directly so the matrix depends on no other endpoint.
#[derive(diesel::QueryableByName)]
struct Fixture {
    #[diesel(sql_type = BigInt)]
    category: i64,
    #[diesel(sql_type = BigInt)]
    product_type: i64,
    #[diesel(sql_type = BigInt)]
    model: i64,
    #[diesel(sql_type = BigInt)]
    attribute: i64,
    #[diesel(sql_type = BigInt)]
    attribute_value: i64,
    #[diesel(sql_type = BigInt)]
    part: i64,
    #[diesel(sql_type = BigInt)]
    model_part: i64,
    #[diesel(sql_type = BigInt)]
    feature: i64,
    #[diesel(sql_type = BigInt)]
    feature_value: i64,
    #[diesel(sql_type = BigInt)]
    company: i64,
    #[diesel(sql_type = BigInt)]
    customer: i64,
    #[diesel(sql_type = BigInt)]
    filter: i64,
    #[diesel(sql_type = BigInt)]
    other_user: i64,
}

/// One statement inserts a row of every resource and answers their ids, named as the fields of `Fixture`.
const FIXTURE: &str = "\
    WITH category AS (INSERT INTO product_categories (slug, name) VALUES ('matrix', 'Matrice') RETURNING id), \
    product_type AS (INSERT INTO product_types (category_id, name) SELECT id, 'Tipo matrice' FROM category \
        RETURNING id), \
    model AS (INSERT INTO product_models (type_id, code, name, base_price) \
        SELECT id, 'MX-1', 'Modello', 1000 FROM product_type RETURNING id), \
    attribute AS (INSERT INTO attributes (code, name) VALUES ('MX-ATTR', 'Attributo') RETURNING id), \
    attribute_value AS (INSERT INTO attribute_values (attribute_id, code, value) \
        SELECT id, 'MX-V', 'Valore' FROM attribute RETURNING id), \
    part AS (INSERT INTO product_parts (code, name, price) VALUES ('MX-PART', 'Parte', 500) RETURNING id), \
    model_part AS (INSERT INTO product_model_parts \
        (model_id, part_id, required, min_quantity, max_quantity, default_quantity) \
        SELECT model.id, part.id, true, 1, 1, 1 FROM model, part RETURNING id), \
    feature AS (INSERT INTO product_features (code, name) VALUES ('MX-FEAT', 'Caratteristica') RETURNING id), \
    feature_value AS (INSERT INTO product_feature_values (feature_id, code, label, price_delta) \
        SELECT id, 'MX-FV', 'Valore', 0 FROM feature RETURNING id), \
    company AS (INSERT INTO companies (name) VALUES ('Matrice S.r.l.') RETURNING id), \
    customer AS (INSERT INTO customers (company_id, name) SELECT id, 'Cliente matrice' FROM company RETURNING id), \
    filter AS (INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode) \
        SELECT company.id, 'part', part.id, 'deny' FROM company, part RETURNING id) \
    SELECT category.id AS category, product_type.id AS product_type, model.id AS model, attribute.id AS attribute, \
        attribute_value.id AS attribute_value, part.id AS part, model_part.id AS model_part, feature.id AS feature, \
        feature_value.id AS feature_value, company.id AS company, customer.id AS customer, filter.id AS filter, \
        (SELECT id FROM users WHERE email = 'admin@example.com') AS other_user \
    FROM category, product_type, model, attribute, attribute_value, part, model_part, feature, feature_value, \
        company, customer, filter";

fn fixture(app: &TestApp) -> Fixture {
    app.row(FIXTURE)
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
    calls.push((Method::GET, "/api/dashboard/trends".into(), ADMIN_READ));
    calls.push((Method::GET, "/api/auditlog".into(), ADMIN_READ));
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

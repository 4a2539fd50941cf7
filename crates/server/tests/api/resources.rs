//! The shape every resource shares: pages, search, sort, validation, duplicates, in-use deletes, and
//! nothing written by a rejected call. Exercised through categories, types and models.

use serde_json::{Value, json};

use crate::helpers::{ADMIN, TestApp, spawn_app};

async fn admin(app: &TestApp) -> String {
    app.login_demo(ADMIN).await
}

fn names(answer: &Value) -> Vec<String> {
    answer["items"].as_array().unwrap().iter().map(|item| item["name"].as_str().unwrap().to_owned()).collect()
}

fn categories(app: &TestApp) -> i64 {
    app.db_count("SELECT count(*) FROM product_categories")
}

async fn create_category(app: &TestApp, token: &str, slug: &str, name: &str) -> i64 {
    let answer = app.post("/api/productcategory", Some(token), json!({"slug": slug, "name": name})).await;
    answer.assert_status(201);
    answer.json["id"].as_i64().unwrap()
}

#[actix_web::test]
async fn pages_have_bounds_and_a_far_page_is_empty() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    for i in 0..12 {
        create_category(&app, &token, &format!("t-pagina-{i:02}"), &format!("Pagina {i:02}")).await;
    }
    let total = categories(&app);
    let first = app.get("/api/productcategory?sort=name", Some(&token)).await;
    first.assert_status(200);
    assert_eq!(first.json["items"].as_array().unwrap().len(), 10, "ten rows by default");
    assert_eq!((first.json["page"].as_i64(), first.json["pageSize"].as_i64()), (Some(1), Some(10)));
    assert_eq!(first.json["total"].as_i64(), Some(total));

    let far = app.get("/api/productcategory?page=1000000000", Some(&token)).await;
    far.assert_status(200);
    assert!(far.json["items"].as_array().unwrap().is_empty());
    assert_eq!(far.json["total"].as_i64(), Some(total));

    for query in
        ["page=0", "page=-1", "pageSize=0", "pageSize=1000", "pageSize=101", "page=abc", "page=99999999999999999999"]
    {
        app.get(&format!("/api/productcategory?{query}"), Some(&token)).await.assert_error(400, "bad_request");
    }
    let hundred = app.get("/api/productcategory?pageSize=100", Some(&token)).await;
    assert_eq!(hundred.json["items"].as_array().unwrap().len() as i64, total.min(100));
}

#[actix_web::test]
async fn search_takes_wildcards_quotes_and_unicode_literally() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let before = categories(&app);
    for (slug, name) in [
        ("t-sconto", "Saldi 50% sconto"),
        ("t-sotto", "Linea a_b"),
        ("t-oneil", "Collezione O'Neil"),
        ("t-citta", "Città è bella"),
        ("t-plain", "Semplice"),
    ] {
        create_category(&app, &token, slug, name).await;
    }
    let search = |q: &'static str| {
        let app = &app;
        let token = token.clone();
        async move {
            let answer = app.get(&format!("/api/productcategory?q={}", urlencode(q)), Some(&token)).await;
            answer.assert_status(200);
            names(&answer.json)
        }
    };
    assert_eq!(search("%").await, ["Saldi 50% sconto"]);
    assert_eq!(search("_").await, ["Linea a_b"]);
    assert_eq!(search("'").await, ["Collezione O'Neil"]);
    assert_eq!(search("CITTÀ").await, ["Città è bella"]);
    assert_eq!(search("è").await, ["Città è bella"]);
    assert!(search("'; DROP TABLE product_categories; --").await.is_empty());
    assert_eq!(categories(&app), before + 5, "the table is still there, untouched");
}

fn urlencode(value: &str) -> String {
    value
        .bytes()
        .map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") })
        .collect()
}

#[actix_web::test]
async fn sort_is_one_of_the_listed_fields_in_either_order() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    for (slug, name) in [("t-b", "Ordine Beta"), ("t-a", "Ordine Alfa"), ("t-c", "Ordine Gamma")] {
        create_category(&app, &token, slug, name).await;
    }
    let desc = app.get("/api/productcategory?q=Ordine&sort=name&order=desc", Some(&token)).await;
    assert_eq!(names(&desc.json), ["Ordine Gamma", "Ordine Beta", "Ordine Alfa"]);
    let asc = app.get("/api/productcategory?q=Ordine&sort=slug", Some(&token)).await;
    assert_eq!(names(&asc.json), ["Ordine Alfa", "Ordine Beta", "Ordine Gamma"]);
    app.get("/api/productcategory?sort=password_hash", Some(&token)).await.assert_error(400, "bad_request");
    app.get("/api/productcategory?sort=name&order=sideways", Some(&token)).await.assert_error(400, "bad_request");
}

#[actix_web::test]
async fn invalid_and_duplicate_writes_change_nothing() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let id = create_category(&app, &token, "t-divani", "Prova divani").await;
    let types_before = app.db_count("SELECT count(*) FROM product_types");
    let before =
        app.sql("SELECT string_agg(id || slug || name || updated_at, ',' ORDER BY id) FROM product_categories");

    let long =
        app.post("/api/productcategory", Some(&token), json!({"slug": "lungo", "name": "x".repeat(10_000)})).await;
    long.assert_error(422, "validation_failed");
    assert_eq!(long.detail_fields(), ["name"]);

    let duplicate = app.post("/api/productcategory", Some(&token), json!({"slug": "t-divani", "name": "Altro"})).await;
    duplicate.assert_error(409, "conflict");
    assert_eq!(duplicate.detail_fields(), ["slug"], "a duplicate names the taken field for the form");

    let hostile = app
        .post(
            "/api/productcategory",
            Some(&token),
            json!({"slug": "<script>", "name": "<b>x</b>", "imageUrl": "javascript:alert(1)"}),
        )
        .await;
    hostile.assert_error(422, "validation_failed");
    assert_eq!(hostile.detail_fields(), ["slug", "imageUrl"]);

    let wrong_types = app.post("/api/productcategory", Some(&token), json!({"slug": 12, "name": ["a"]})).await;
    wrong_types.assert_error(400, "bad_request");

    app.put(&format!("/api/productcategory/{id}"), Some(&token), json!({"slug": "t-divani", "name": ""}))
        .await
        .assert_error(422, "validation_failed");
    app.put("/api/productcategory/999999", Some(&token), json!({"slug": "nuovo", "name": "Nuovo"}))
        .await
        .assert_error(404, "not_found");

    let unknown_parent =
        app.post("/api/producttype", Some(&token), json!({"categoryId": 999999, "name": "Orfano"})).await;
    unknown_parent.assert_error(422, "validation_failed");
    assert_eq!(unknown_parent.detail_fields(), ["categoryId"]);

    let after = app.sql("SELECT string_agg(id || slug || name || updated_at, ',' ORDER BY id) FROM product_categories");
    assert_eq!(before, after, "no rejected call wrote anything");
    assert_eq!(app.db_count("SELECT count(*) FROM product_types"), types_before);
}

#[actix_web::test]
async fn a_row_in_use_is_not_deleted_and_the_answer_says_what_holds_it() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let category = create_category(&app, &token, "t-tavoli", "Prova tavoli").await;
    let product_type =
        app.post("/api/producttype", Some(&token), json!({"categoryId": category, "name": "Da pranzo"})).await;
    product_type.assert_status(201);
    let type_id = product_type.json["id"].as_i64().unwrap();

    let refused =
        app.request(reqwest::Method::DELETE, &format!("/api/productcategory/{category}"), Some(&token), None).await;
    refused.assert_error(409, "in_use");
    assert!(refused.json["message"].as_str().unwrap().contains("1 tipologia"), "{}", refused.text);
    assert_eq!(app.db_count(&format!("SELECT count(*) FROM product_categories WHERE id = {category}")), 1);

    // Deactivating instead works, and once the type is gone the category can go too.
    let deactivated = app
        .put(
            &format!("/api/productcategory/{category}"),
            Some(&token),
            json!({"slug": "t-tavoli", "name": "Prova tavoli", "active": false}),
        )
        .await;
    deactivated.assert_status(200);
    assert_eq!(deactivated.json["active"], json!(false));
    app.request(reqwest::Method::DELETE, &format!("/api/producttype/{type_id}"), Some(&token), None)
        .await
        .assert_status(204);
    app.request(reqwest::Method::DELETE, &format!("/api/productcategory/{category}"), Some(&token), None)
        .await
        .assert_status(204);
    app.get(&format!("/api/productcategory/{category}"), Some(&token)).await.assert_error(404, "not_found");
}

#[actix_web::test]
async fn models_carry_their_type_category_and_attribute_values() {
    let app = spawn_app().await;
    let token = admin(&app).await;
    let category = create_category(&app, &token, "t-divani", "Prova divani").await;
    let type_id = app
        .post("/api/producttype", Some(&token), json!({"categoryId": category, "name": "Angolari"}))
        .await
        .json["id"]
        .as_i64()
        .unwrap();
    app.exec("INSERT INTO attributes (code, name) VALUES ('T-STILE', 'Stile di prova')");
    app.exec("INSERT INTO attribute_values (attribute_id, code, value) SELECT id, 'T-MOD', 'Moderno' FROM attributes WHERE code = 'T-STILE'");
    let value = app.db_count("SELECT id FROM attribute_values WHERE code = 'T-MOD'");
    let model = app
        .post("/api/productmodel", Some(&token), json!({"typeId": type_id, "code": "T-OSLO-3", "name": "Oslo di prova", "basePrice": 129900, "attributeValueIds": [value, value]}))
        .await;
    model.assert_status(201);
    assert_eq!(model.json["typeName"], json!("Angolari"));
    assert_eq!(model.json["categoryId"], json!(category));
    assert_eq!(model.json["attributeValueIds"], json!([value]));
    let by_category = app.get(&format!("/api/productmodel?categoryId={category}"), Some(&token)).await;
    assert_eq!(names(&by_category.json), ["Oslo di prova"]);
    let other = app.get(&format!("/api/productmodel?categoryId={}", category + 1000), Some(&token)).await;
    assert!(names(&other.json).is_empty());
}

#[actix_web::test]
async fn the_openapi_document_describes_every_resource_and_every_reference_resolves() {
    let app = spawn_app().await;
    let document = app.openapi().await;
    let paths = document.json["paths"].as_object().unwrap();
    for resource in [
        "company",
        "customer",
        "companyentityfilter",
        "attribute",
        "attributeval",
        "productcategory",
        "producttype",
        "productmodel",
        "productmodelpart",
        "productpart",
        "productfeature",
        "productfeatureval",
    ] {
        let collection = &paths[&format!("/api/{resource}")];
        let item = &paths[&format!("/api/{resource}/{{id}}")];
        for (path, method) in
            [(collection, "get"), (collection, "post"), (item, "get"), (item, "put"), (item, "delete")]
        {
            assert!(path.get(method).is_some(), "{method} /api/{resource} is missing from the document");
        }
    }
    for path in [
        "/api/user",
        "/api/user/{id}",
        "/api/dashboard",
        "/api/dashboard/trends",
        "/api/company/{id}/catalogue-preview",
    ] {
        assert!(paths.contains_key(path), "{path} is missing");
    }
    let schemas = document.json["components"]["schemas"].as_object().unwrap();
    let text = document.text;
    for reference in text.split("\"$ref\":\"#/components/schemas/").skip(1) {
        let name = reference.split('"').next().unwrap();
        assert!(schemas.contains_key(name), "a reference to the missing schema {name}");
    }
}

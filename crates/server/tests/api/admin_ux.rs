//! The administrators' tools of issue 15: a new draft from a published configurator (the published one keeps
//! serving the wizard until the draft is published in its place), the rule check refusing a configurator
//! with nothing to offer, and image uploads (kinds by magic bytes, unsafe SVG refused, 413, 403).

use serde_json::{Value, json};

use domain::catalogue::images::samples;

use crate::helpers::{CUSTOMER, TestApp, spawn_app_with_demo_users};

const WIZARD: &str = "/api/configurator/category/divani";

fn published_divani(app: &TestApp) -> i64 {
    app.db_count(
        "SELECT c.id FROM configurators c JOIN product_categories k ON k.id = c.category_id \
         WHERE k.slug = 'divani' AND c.status = 'published'",
    )
}

/// What the wizard serves a customer now: the configurator's id and its first step's title.
async fn served(app: &TestApp, customer: &str) -> (i64, String) {
    let answer = app.get(WIZARD, Some(customer)).await;
    answer.assert_status(200);
    let id = answer.json["configurator"]["id"].as_i64().unwrap();
    let title = answer.json["configurator"]["definition"]["steps"][0]["title"].as_str().unwrap_or_default().to_owned();
    (id, title)
}

#[actix_web::test]
async fn a_new_draft_replaces_the_published_configurator_only_when_published() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let (admin, customer) = (tokens.admin.as_str(), tokens.customer.as_str());
    let live = published_divani(&app);
    let (served_id, first_title) = served(&app, customer).await;
    assert_eq!(served_id, live);
    let source = app.get(&format!("/api/configurator/{live}"), Some(admin)).await.json;

    let draft = app.post(&format!("/api/configurator/{live}/draft"), Some(admin), json!({})).await;
    draft.assert_status(201);
    let draft_id = draft.json["id"].as_i64().unwrap();
    assert_ne!(draft_id, live);
    assert_eq!(draft.json["status"], "draft");
    assert_eq!(draft.json["categoryId"], source["categoryId"]);
    assert_eq!(draft.json["definition"], source["definition"], "steps, rules and help are copied");

    // the draft is changed; users still configure on the published one
    let mut definition: Value = draft.json["definition"].clone();
    definition["steps"][0]["title"] = json!("Scegli la tipologia (2027)");
    let body = json!({
        "categoryId": draft.json["categoryId"], "name": draft.json["name"],
        "description": draft.json["description"], "definition": definition
    });
    app.put(&format!("/api/configurator/{draft_id}"), Some(admin), body).await.assert_status(200);
    assert_eq!(served(&app, customer).await, (live, first_title.clone()));
    let evaluated = app
        .post(
            "/api/productconf/evaluate",
            Some(customer),
            json!({"configuratorId": live, "draft": {"parts": [], "quantity": 1}}),
        )
        .await;
    evaluated.assert_status(200);

    // published in its place: the old one is archived (docs/product.md section 4), the wizard serves the new one
    app.post(&format!("/api/configurator/{draft_id}/publish"), Some(admin), json!({})).await.assert_status(200);
    assert_eq!(served(&app, customer).await, (draft_id, "Scegli la tipologia (2027)".to_owned()));
    let old = app.get(&format!("/api/configurator/{live}"), Some(admin)).await;
    assert_eq!(old.json["status"], "archived");

    // a wizard opened before the switch keeps working: it evaluates and saves with the successor
    let draft_body = json!({"parts": [], "quantity": 1});
    let late = app
        .post("/api/productconf/evaluate", Some(customer), json!({"configuratorId": live, "draft": draft_body}))
        .await;
    late.assert_status(200);
    let saved = app
        .post(
            "/api/productconf",
            Some(customer),
            json!({"configuratorId": live, "name": "Aperta prima", "draft": draft_body}),
        )
        .await;
    saved.assert_status(201);
    assert_eq!(saved.json["configuratorId"], draft_id, "{}", saved.text);

    // only from a published configurator; only admins; unknown ids are 404
    app.post(&format!("/api/configurator/{live}/draft"), Some(admin), json!({}))
        .await
        .assert_error(409, "invalid_transition");
    app.post(&format!("/api/configurator/{draft_id}/draft"), Some(customer), json!({}))
        .await
        .assert_error(403, "forbidden");
    app.post("/api/configurator/999999/draft", Some(admin), json!({})).await.assert_error(404, "not_found");
}

#[actix_web::test]
async fn a_configurator_of_a_category_without_types_or_models_is_refused_by_the_rule_check() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let admin = tokens.admin.as_str();
    let category = app.post("/api/productcategory", Some(admin), json!({"slug": "vuota", "name": "Vuota"})).await;
    category.assert_status(201);
    let body = json!({
        "categoryId": category.json["id"], "name": "Vuota", "description": null,
        "definition": {"steps": [
            {"kind": "type", "title": "Tipologia"}, {"kind": "model", "title": "Modello", "attributeIds": []},
            {"kind": "parts", "title": "Parti"}, {"kind": "features", "title": "Finiture", "featureIds": []},
            {"kind": "summary", "title": "Riepilogo"}
        ], "rules": []}
    });
    let created = app.post("/api/configurator", Some(admin), body).await;
    created.assert_status(201);
    let findings = created.json["findings"].as_array().unwrap();
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_eq!(findings[0]["code"], "nothing_offered");
    assert_eq!(findings[0]["severity"], "error");
    assert!(findings[0]["message"].as_str().unwrap().contains("non ha tipologie attive"));

    // the rule editor's pickers: parts and values of the category's models only
    let category_id = category.json["id"].as_i64().unwrap();
    let divani = app.db_count("SELECT id FROM product_categories WHERE slug = 'divani'");
    for resource in ["productfeatureval", "productpart"] {
        let of_empty = app.get(&format!("/api/{resource}?categoryId={category_id}"), Some(admin)).await;
        assert_eq!(of_empty.json["total"], 0, "{resource}: {}", of_empty.text);
        let of_divani = app.get(&format!("/api/{resource}?categoryId={divani}"), Some(admin)).await;
        let all = app.get(&format!("/api/{resource}"), Some(admin)).await;
        let (some, every) = (of_divani.json["total"].as_i64().unwrap(), all.json["total"].as_i64().unwrap());
        assert!(some > 0 && some < every, "{resource}: {some} of {every}");
    }

    let id = created.json["id"].as_i64().unwrap();
    let refused = app.post(&format!("/api/configurator/{id}/publish"), Some(admin), json!({})).await;
    refused.assert_error(422, "validation_failed");
    assert!(refused.text.contains("tipologie attive"), "{}", refused.text);
    assert_eq!(app.get(&format!("/api/configurator/{id}"), Some(admin)).await.json["status"], "draft");
}

const SVG: &[u8] =
    b"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect width=\"10\" height=\"10\"/></svg>";

#[actix_web::test]
async fn images_are_recognised_by_their_bytes_and_served_back_inert() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let admin = tokens.admin.as_str();
    let png = samples::png(4, 4, 4);
    for (content_type, bytes, extension) in [
        ("image/png", png.clone(), "png"),
        ("image/jpeg", samples::jpeg(16, 8), "jpg"),
        ("image/webp", samples::webp(4, 4), "webp"),
        ("image/svg+xml", SVG.to_vec(), "svg"),
    ] {
        let uploaded = app.post_raw("/api/images", Some(admin), content_type, bytes.to_vec()).await;
        uploaded.assert_status(201);
        let url = uploaded.json["url"].as_str().unwrap().to_owned();
        assert!(url.starts_with("/api/images/") && url.ends_with(&format!(".{extension}")), "{url}");
        assert_eq!(uploaded.json["contentType"], content_type);

        // anyone reads it (an <img> has no token), with its own type, never sniffed
        let served = app.client.get(app.url(&url)).send().await.unwrap();
        assert_eq!(served.status(), 200);
        let header = |name: &str| served.headers().get(name).map(|v| v.to_str().unwrap().to_owned());
        assert_eq!(header("content-type").as_deref(), Some(content_type));
        assert_eq!(header("x-content-type-options").as_deref(), Some("nosniff"));
        assert!(header("content-security-policy").unwrap().contains("default-src 'none'"));
        assert_eq!(served.bytes().await.unwrap().as_ref(), bytes.as_slice());

        // the URL is a valid image of a category
        let category = app
            .post(
                "/api/productcategory",
                Some(admin),
                json!({"slug": format!("img-{extension}"), "name": "Con immagine", "imageUrl": url}),
            )
            .await;
        category.assert_status(201);
    }

    // the declared type does not make a file an image: its bytes do
    let text = app.post_raw("/api/images", Some(admin), "image/png", b"just text, named .png".to_vec()).await;
    text.assert_error(422, "validation_failed");
    assert_eq!(text.detail_fields(), ["file"]);
    app.post_raw("/api/images", Some(admin), "image/jpeg", png.clone()).await.assert_error(422, "validation_failed");
    app.post_raw("/api/images", Some(admin), "image/gif", b"GIF89a\x01\0\x01\0".to_vec())
        .await
        .assert_error(422, "validation_failed");

    for svg in [
        &b"<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>"[..],
        b"<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>",
        b"<svg xmlns=\"http://www.w3.org/2000/svg\"><image href=\"https://evil.example/x.png\"/></svg>",
        // the report's three: a prefixed script, CSS escapes spelling url( and @import
        b"<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\"><svg:script>alert(1)</svg:script></svg:svg>",
        b"<svg xmlns=\"http://www.w3.org/2000/svg\"><rect style=\"fill:u\\72l(http://evil.example/x)\"/></svg>",
        b"<svg xmlns=\"http://www.w3.org/2000/svg\"><style>@\\69mport \"http://evil.example/x.css\";</style></svg>",
    ] {
        let refused = app.post_raw("/api/images", Some(admin), "image/svg+xml", svg.to_vec()).await;
        refused.assert_error(422, "validation_failed");
        assert!(refused.text.contains("SVG non è sicuro"), "{}", refused.text);
    }

    // pixels beyond the limits, or fewer than the header promises: refused with the reason, nothing stored
    for (bytes, reason) in [
        (samples::png_bomb(), "misura 50000 × 50000 pixel, oltre il limite di 8000 pixel per lato e 40 megapixel"),
        (samples::truncated_png(), "è troncata"),
    ] {
        let refused = app.post_raw("/api/images", Some(admin), "image/png", bytes).await;
        refused.assert_error(422, "validation_failed");
        assert_eq!(refused.detail_fields(), ["file"]);
        assert!(refused.text.contains(reason), "{}", refused.text);
    }
    assert_eq!(std::fs::read_dir(app.image_dir()).unwrap().count(), 4, "only the four good images are stored");

    let big = [png.as_slice(), &vec![0u8; 2 * 1024 * 1024]].concat();
    app.post_raw("/api/images", Some(admin), "image/png", big).await.assert_error(413, "payload_too_large");

    let customer = app.login_demo(CUSTOMER).await;
    app.post_raw("/api/images", Some(&customer), "image/png", png.clone()).await.assert_error(403, "forbidden");
    app.post_raw("/api/images", None, "image/png", png).await.assert_error(401, "unauthorized");
    for missing in ["/api/images/AAAAAAAAAAAAAAAAAAAAAA.png", "/api/images/..%2F..%2Fetc%2Fpasswd", "/api/images/x.exe"]
    {
        app.get(missing, None).await.assert_error(404, "not_found");
    }
}

#[actix_web::test]
async fn the_contract_documents_the_new_calls() {
    let (app, _) = spawn_app_with_demo_users().await;
    let paths = app.openapi().await.json["paths"].clone();
    assert!(paths["/api/configurator/{id}/draft"].get("post").is_some());
    assert!(paths["/api/images"].get("post").is_some());
    assert!(paths["/api/images/{name}"].get("get").is_some());
}

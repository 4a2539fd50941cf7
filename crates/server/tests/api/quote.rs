//! The PDF quote of a saved configuration: a real PDF whose text says the configuration's name, the
//! customer, every part and the grand total in it-IT; the configuration's read scope, 404 outside it.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{CUSTOMER, CUSTOMER_MANAGER, DEALER, TestApp, public_id, spawn_app};

/// Downloads a quote as `token`: the status, the headers and the raw bytes.
async fn download(app: &TestApp, public_id: &str, token: &str) -> (StatusCode, reqwest::header::HeaderMap, Vec<u8>) {
    let response = app
        .client
        .get(app.url(&format!("/api/productconf/{public_id}/quote.pdf")))
        .bearer_auth(token)
        .send()
        .await
        .expect("send the request");
    let (status, headers) = (response.status(), response.headers().clone());
    (status, headers, response.bytes().await.expect("read the body").to_vec())
}

/// An RFC 5987 value decoded (`%C3%A8` → `è`).
fn percent_decoded(value: &str) -> String {
    let mut bytes = Vec::new();
    let mut rest = value.as_bytes();
    while let Some((&first, tail)) = rest.split_first() {
        if first == b'%' && tail.len() >= 2 {
            let hex = std::str::from_utf8(&tail[..2]).unwrap();
            bytes.push(u8::from_str_radix(hex, 16).unwrap());
            rest = &tail[2..];
        } else {
            bytes.push(first);
            rest = tail;
        }
    }
    String::from_utf8(bytes).unwrap()
}

/// The text of a PDF, as a reader's copy and paste would give it.
fn text_of(pdf: &[u8]) -> String {
    pdf_extract::extract_text_from_mem(pdf).expect("the quote is a PDF whose text can be read")
}

#[actix_web::test]
async fn a_quote_is_a_pdf_naming_the_configuration_the_customer_every_part_and_the_grand_total() {
    let app = spawn_app().await;
    let dealer = app.company_id(DEALER);
    let (category, type_id) = app.category_with_type("qt-divani", "Divani preventivo", None, "QT");
    let model = app.model(type_id, "QT-A", "Divano Città", 100_000, 1);
    let (cushion, fabric) = app.cushion("QT", &[model]);
    let velvet = app.feature_value(fabric, "QT-V", "Velluto più morbido", 1_000, 0);
    app.exec("INSERT INTO product_parts (code, name, price) VALUES ('QT-POUF', 'Pouf abbinato', 12345)");
    let pouf = app.id_of("product_parts", "QT-POUF");
    app.exec(&format!(
        "INSERT INTO product_model_parts (model_id, part_id, required, min_quantity, max_quantity, default_quantity) \
         VALUES ({model}, {pouf}, false, 0, 2, 0)"
    ));
    let configurator = app.published_configurator(category, "Divani preventivo", None, json!([]));
    app.exec(&format!(
        "INSERT INTO customers (company_id, name, vat_number, city) VALUES ({dealer}, 'Hotel Bellavista Sàrl', 'IT0999', 'Como')"
    ));
    let customer_id = app.db_count("SELECT id FROM customers WHERE name = 'Hotel Bellavista Sàrl'");

    let customer = app.login_demo(CUSTOMER).await;
    let saved = app
        .create_configuration(
            &customer,
            json!({"configuratorId": configurator, "name": "Salotto è più bello", "customerId": customer_id,
                   "draft": {"typeId": type_id, "modelId": model, "quantity": 3, "parts": [
                       {"partId": cushion, "quantity": 2, "values": [{"featureId": fabric, "valueId": velvet}]},
                       {"partId": pouf, "quantity": 1, "values": []}]}}),
        )
        .await;
    let id = public_id(&saved);
    // The dealer's 12 %: 124 345 cents (100000 + 2 × 5000 + 2 × 1000 + 12345) less 14 921, × 3.
    assert_eq!(saved["savedGrandTotal"], 328_272, "{saved}");

    let (status, headers, pdf) = download(&app, &id, &customer).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "application/pdf");
    let disposition = headers["content-disposition"].to_str().unwrap();
    assert!(disposition.starts_with("attachment"), "{disposition}");
    assert!(disposition.contains("filename=\"preventivo-Salotto e piu bello.pdf\""), "{disposition}");
    let extended = disposition.split("filename*=UTF-8''").nth(1).expect("a UTF-8 file name");
    assert_eq!(percent_decoded(extended), "preventivo-Salotto è più bello.pdf", "{disposition}");
    assert!(pdf.starts_with(b"%PDF-"));

    let text = text_of(&pdf);
    for expected in [
        "Salotto è più bello",
        "Hotel Bellavista Sàrl",
        DEALER,
        "Divani preventivo",
        "Divano Città (QT-A)",
        "Cuscino",
        "Tessuto: Velluto più morbido",
        "Pouf abbinato",
        "123,45 €",
        "Sconto azienda (12 %)",
        "3.282,72 €",
    ] {
        assert!(text.contains(expected), "the quote does not say {expected:?}:\n{text}");
    }
    assert!(!text.contains("ATTENZIONE"), "a complete, valid, fresh configuration is not marked:\n{text}");
    std::fs::write(std::env::temp_dir().join("quote-api.pdf"), &pdf).unwrap();

    // The company's customer manager sees it too.
    let manager = app.login_demo(CUSTOMER_MANAGER).await;
    assert_eq!(download(&app, &id, &manager).await.0, StatusCode::OK);
}

#[actix_web::test]
async fn outside_the_read_scope_a_quote_is_not_found_and_a_bad_id_is_never_read() {
    let app = spawn_app().await;
    let admin = app.login_demo(crate::helpers::ADMIN).await;
    let customer = app.login_demo(CUSTOMER).await;
    let (category, type_id) = app.category_with_type("qt-tavoli", "Tavoli preventivo", None, "QS");
    let model = app.model(type_id, "QS-A", "Tavolo", 50_000, 1);
    let configurator = app.published_configurator(category, "Tavoli preventivo", None, json!([]));
    let saved = app
        .create_configuration(
            &customer,
            json!({"configuratorId": configurator, "name": "Tavolo sala",
                   "draft": {"typeId": type_id, "modelId": model, "quantity": 1, "parts": []}}),
        )
        .await;
    let id = public_id(&saved);

    let dealer = app.company_id(DEALER);
    let other_company = app.company_id("Casa & Stile S.p.A.");
    // Another company's user, and a customer of the same company who is not its owner (customers see only
    // their own, docs/product.md section 2).
    let stranger = app.new_user(&admin, "estraneo@example.com", "customer", other_company).await;
    let colleague = app.new_user(&admin, "collega@example.com", "customer", dealer).await;
    for token in [&stranger, &colleague] {
        app.get(&format!("/api/productconf/{id}/quote.pdf"), Some(token)).await.assert_error(404, "not_found");
    }
    // Malformed ids answer 404 in the contract's shape; without a token, 401.
    for bad in ["short", "AAAAAAAAAAAAAAAAAAAAA%21", "AAAAAAAAAAAAAAAAAAAAAAA"] {
        app.get(&format!("/api/productconf/{bad}/quote.pdf"), Some(&customer)).await.assert_error(404, "not_found");
    }
    app.get(&format!("/api/productconf/{id}/quote.pdf"), None).await.assert_error(401, "unauthorized");

    // An incomplete configuration is marked with its reasons.
    app.exec(&format!("UPDATE product_configurations SET model_id = NULL WHERE public_id = '{id}'"));
    let (status, _, pdf) = download(&app, &id, &customer).await;
    assert_eq!(status, StatusCode::OK);
    let text = text_of(&pdf);
    assert!(text.contains("CONFIGURAZIONE INCOMPLETA"), "{text}");
    assert!(text.contains("Scegli un modello."), "{text}");
}

#[actix_web::test]
async fn an_uploaded_model_image_is_drawn_and_an_outside_address_is_never_fetched() {
    let app = spawn_app().await;
    let admin = app.login_demo(crate::helpers::ADMIN).await;
    let customer = app.login_demo(CUSTOMER).await;
    let (category, type_id) = app.category_with_type("qt-poltrone", "Poltrone preventivo", None, "QI");
    let model = app.model(type_id, "QI-A", "Poltrona", 40_000, 1);
    let configurator = app.published_configurator(category, "Poltrone preventivo", None, json!([]));
    let saved = app
        .create_configuration(
            &customer,
            json!({"configuratorId": configurator, "name": "Poltrona ingresso",
                   "draft": {"typeId": type_id, "modelId": model, "quantity": 1, "parts": []}}),
        )
        .await;
    let id = public_id(&saved);
    let placeholder = "Immagine del modello";

    // An address elsewhere: the quote says the image is in the configurator and the server reads nothing.
    app.exec(&format!("UPDATE product_models SET image_url = 'https://127.0.0.1:9/poltrona.png' WHERE id = {model}"));
    let (status, _, pdf) = download(&app, &id, &customer).await;
    assert_eq!(status, StatusCode::OK);
    assert!(text_of(&pdf).contains(placeholder));

    // An image uploaded to our storage is drawn in its box.
    let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200" fill="#8A8D86"/></svg>"##;
    let uploaded = app.post_raw("/api/images", Some(&admin), "image/svg+xml", svg.as_bytes().to_vec()).await;
    uploaded.assert_status(201);
    let url = uploaded.json["url"].as_str().unwrap().to_owned();
    app.exec(&format!("UPDATE product_models SET image_url = '{url}' WHERE id = {model}"));
    let (status, _, pdf) = download(&app, &id, &customer).await;
    assert_eq!(status, StatusCode::OK);
    let text = text_of(&pdf);
    assert!(!text.contains(placeholder), "{text}");
    assert!(text.contains("Poltrona ingresso"), "{text}");
}

#[actix_web::test]
async fn a_model_image_stored_before_the_checks_that_fails_them_is_drawn_as_the_placeholder() {
    use domain::catalogue::images::samples;

    let app = spawn_app().await;
    let customer = app.login_demo(CUSTOMER).await;
    let (category, type_id) = app.category_with_type("qt-bomba", "Poltrone bomba", None, "QB");
    let model = app.model(type_id, "QB-A", "Poltrona bomba", 40_000, 1);
    let configurator = app.published_configurator(category, "Poltrone bomba", None, json!([]));
    let saved = app
        .create_configuration(
            &customer,
            json!({"configuratorId": configurator, "name": "Poltrona con bomba",
                   "draft": {"typeId": type_id, "modelId": model, "quantity": 1, "parts": []}}),
        )
        .await;
    let id = public_id(&saved);

    // Written straight into the store, as a file kept from before the upload checks would be.
    let hostile = [
        ("BBBBBBBBBBBBBBBBBBBBBB.png", samples::png_bomb()),
        ("CCCCCCCCCCCCCCCCCCCCCC.png", samples::truncated_png()),
        (
            "DDDDDDDDDDDDDDDDDDDDDD.svg",
            b"<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\"><svg:script>alert(1)</svg:script></svg:svg>".to_vec(),
        ),
    ];
    for (name, bytes) in hostile {
        std::fs::write(app.image_dir().join(name), bytes).unwrap();
        let url = format!("/api/images/{name}");
        app.exec(&format!("UPDATE product_models SET image_url = '{url}' WHERE id = {model}"));
        let (status, headers, pdf) = download(&app, &id, &customer).await;
        assert_eq!(status, StatusCode::OK, "{name}");
        assert_eq!(headers["content-type"], "application/pdf");
        assert!(pdf.starts_with(b"%PDF-"), "{name}");
        let text = text_of(&pdf);
        assert!(text.contains("non leggibile"), "{name}: {text}");
        assert!(text.contains("Poltrona con bomba"), "{text}");
        // nor is it served to a browser
        app.get(&url, None).await.assert_error(404, "not_found");
    }
}

/// A complete, valid configuration of the customer's ("Tavolo sala": a model with no parts, and a free part
/// whose price line is zero), with its public id.
async fn issuable(app: &TestApp, customer: &str, code: &str) -> String {
    let (category, type_id) = app.category_with_type(&format!("qi-{code}"), &format!("Tavoli {code}"), None, code);
    let model = app.model(type_id, &format!("{code}-A"), "Tavolo ovale", 50_000, 1);
    app.exec(&format!("INSERT INTO product_parts (code, name, price) VALUES ('{code}-FREE', 'Piedini omaggio', 0)"));
    let free = app.id_of("product_parts", &format!("{code}-FREE"));
    app.exec(&format!(
        "INSERT INTO product_model_parts (model_id, part_id, required, min_quantity, max_quantity, default_quantity) \
         VALUES ({model}, {free}, false, 0, 4, 0)"
    ));
    let configurator = app.published_configurator(category, &format!("Tavoli {code}"), None, json!([]));
    let saved = app
        .create_configuration(
            customer,
            json!({"configuratorId": configurator, "name": "Tavolo sala",
                   "draft": {"typeId": type_id, "modelId": model, "quantity": 1,
                             "parts": [{"partId": free, "quantity": 4, "values": []}]}}),
        )
        .await;
    assert_eq!(saved["complete"], true, "{saved}");
    assert_eq!(saved["valid"], true, "{saved}");
    public_id(&saved)
}

/// This year's number `sequence`, as the server numbers it (the year of the issue date in Italian time).
fn number(sequence: i32) -> String {
    use chrono::Datelike;
    let year = domain::clock::business_time(chrono::Utc::now()).year();
    format!("PRV-{year}-{sequence:04}")
}

async fn pdf_of(app: &TestApp, path: &str, token: &str) -> (StatusCode, Vec<u8>) {
    let response = app.client.get(app.url(path)).bearer_auth(token).send().await.expect("send the request");
    let status = response.status();
    (status, response.bytes().await.expect("read the body").to_vec())
}

#[actix_web::test]
async fn an_issued_quote_is_numbered_in_the_years_sequence_and_its_number_always_serves_the_same_bytes() {
    let app = spawn_app().await;
    let customer = app.login_demo(CUSTOMER).await;
    let manager = app.login_demo(CUSTOMER_MANAGER).await;
    let id = issuable(&app, &customer, "QN").await;
    assert!(
        app.get(&format!("/api/productconf/{id}/quotes"), Some(&customer)).await.json.as_array().unwrap().is_empty()
    );

    let first = app.post(&format!("/api/productconf/{id}/quotes"), Some(&customer), json!({})).await;
    first.assert_status(201);
    let issued = &first.json;
    assert_eq!(issued["number"], number(1), "{issued}");
    assert_eq!(issued["sequence"], 1);
    assert_eq!(issued["configurationId"], id.as_str());
    assert_eq!(issued["revision"], 1);
    assert_eq!(issued["grandTotal"], 50_000 - 6_000, "the dealer's 12 % off the model");
    assert_eq!(issued["pdfUrl"], format!("/api/quotes/{}.pdf", number(1)));
    assert_eq!(issued["sha256"].as_str().unwrap().len(), 64);
    let today = domain::clock::business_time(chrono::Utc::now()).date_naive();
    let valid_until = today + chrono::Days::new(30);
    assert_eq!(issued["validUntil"], valid_until.format("%Y-%m-%d").to_string(), "{issued}");
    // The customer manager of the same company may read the configuration, so may issue its quote: the next number.
    let second = app.post(&format!("/api/productconf/{id}/quotes"), Some(&manager), json!({})).await;
    second.assert_status(201);
    assert_eq!(second.json["number"], number(2));

    let listed = app.get(&format!("/api/productconf/{id}/quotes"), Some(&customer)).await;
    listed.assert_status(200);
    let numbers: Vec<&str> = listed.json.as_array().unwrap().iter().map(|q| q["number"].as_str().unwrap()).collect();
    assert_eq!(numbers, [number(2), number(1)], "newest first");

    // The same number, the same bytes, whoever reads it and however the configuration changed since.
    let path = format!("/api/quotes/{}.pdf", number(1));
    let (status, once) = pdf_of(&app, &path, &customer).await;
    assert_eq!(status, StatusCode::OK);
    let response = app.client.get(app.url(&path)).bearer_auth(&manager).send().await.unwrap();
    let disposition = response.headers()["content-disposition"].to_str().unwrap().to_owned();
    assert!(disposition.contains(&format!("filename=\"preventivo-{}.pdf\"", number(1))), "{disposition}");
    let again = response.bytes().await.unwrap().to_vec();
    assert_eq!(once, again);
    let full = app.get(&format!("/api/productconf/{id}"), Some(&customer)).await.json;
    let renamed = app
        .put(
            &format!("/api/productconf/{id}"),
            Some(&customer),
            json!({"version": full["version"], "name": "Tavolo rinominato", "draft": full["draft"]}),
        )
        .await;
    renamed.assert_status(200);
    assert_eq!(pdf_of(&app, &path, &customer).await.1, once, "an issued quote does not follow later saves");

    let text = text_of(&once);
    for expected in [
        number(1).as_str(),
        "PREVENTIVO",
        "Valido fino al",
        &valid_until.format("%d/%m/%Y").to_string(),
        &today.format("%d/%m/%Y").to_string(),
        "Offerta valida fino al",
        "Prezzi in euro, IVA esclusa. Offerta valida fino alla data indicata",
        "Tavolo sala",
    ] {
        assert!(text.contains(expected), "the issued quote does not say {expected:?}:\n{text}");
    }
    assert!(!text.contains("BOZZA"), "{text}");
    // the free part is in the parts table but its zero price line is left out
    assert_eq!(text.matches("Piedini omaggio").count(), 1, "{text}");

    // The preview stays unnumbered and marked as a draft; its zero lines only when asked for.
    let (status, preview) = pdf_of(&app, &format!("/api/productconf/{id}/quote.pdf"), &customer).await;
    assert_eq!(status, StatusCode::OK);
    let preview = text_of(&preview);
    assert!(preview.contains("BOZZA DI PREVENTIVO") && preview.contains("non emesso"), "{preview}");
    assert!(!preview.contains("PRV-"), "{preview}");
    assert_eq!(preview.matches("Piedini omaggio").count(), 1, "{preview}");
    let (_, with_zeros) = pdf_of(&app, &format!("/api/productconf/{id}/quote.pdf?zeroLines=true"), &customer).await;
    assert_eq!(text_of(&with_zeros).matches("Piedini omaggio").count(), 2);
    let third = app.post(&format!("/api/productconf/{id}/quotes?zeroLines=true"), Some(&customer), json!({})).await;
    third.assert_status(201);
    let (_, third) = pdf_of(&app, &format!("/api/quotes/{}.pdf", number(3)), &customer).await;
    assert_eq!(text_of(&third).matches("Piedini omaggio").count(), 2);

    // The issue is in the audit trail.
    assert_eq!(app.db_count("SELECT count(*) FROM audit_log WHERE entity_kind = 'quote' AND action = 'create'"), 3);
}

#[actix_web::test]
async fn quotes_issued_at_the_same_time_take_consecutive_numbers_and_a_refused_issue_takes_none() {
    let app = spawn_app().await;
    let customer = app.login_demo(CUSTOMER).await;
    let manager = app.login_demo(CUSTOMER_MANAGER).await;
    let id = issuable(&app, &customer, "QC").await;
    let path = format!("/api/productconf/{id}/quotes");
    // two at once per caller (the rendering limit), four in all
    let (a, b, c, d) = tokio::join!(
        app.post(&path, Some(&customer), json!({})),
        app.post(&path, Some(&customer), json!({})),
        app.post(&path, Some(&manager), json!({})),
        app.post(&path, Some(&manager), json!({})),
    );
    let answers = [a, b, c, d];
    let mut numbers: Vec<String> = answers
        .iter()
        .map(|answer| {
            answer.assert_status(201);
            answer.json["number"].as_str().unwrap().to_owned()
        })
        .collect();
    numbers.sort();
    assert_eq!(numbers, (1..=4).map(number).collect::<Vec<_>>());

    // An incomplete configuration is refused, and the sequence goes on with no gap.
    app.exec(&format!("UPDATE product_configurations SET model_id = NULL WHERE public_id = '{id}'"));
    app.post(&path, Some(&customer), json!({})).await.assert_error(422, "validation_failed");
    app.exec(&format!(
        "UPDATE product_configurations SET model_id = (SELECT id FROM product_models WHERE code = 'QC-A') WHERE public_id = '{id}'"
    ));
    let next = app.post(&path, Some(&customer), json!({})).await;
    next.assert_status(201);
    assert_eq!(next.json["number"], number(5));
    assert_eq!(app.db_count("SELECT count(*) FROM issued_quotes"), 5);
}

#[actix_web::test]
async fn issued_quotes_are_refused_outside_the_read_scope_and_bad_input_is_answered_in_the_contracts_shape() {
    let app = spawn_app().await;
    let admin = app.login_demo(crate::helpers::ADMIN).await;
    let customer = app.login_demo(CUSTOMER).await;
    let id = issuable(&app, &customer, "QA").await;
    let issued = app.post(&format!("/api/productconf/{id}/quotes"), Some(&customer), json!({})).await;
    issued.assert_status(201);
    let pdf = format!("/api/quotes/{}.pdf", number(1));

    let other_company = app.company_id("Casa & Stile S.p.A.");
    let dealer = app.company_id(DEALER);
    let stranger = app.new_user(&admin, "estraneo-q@example.com", "customer", other_company).await;
    let colleague = app.new_user(&admin, "collega-q@example.com", "customer", dealer).await;
    for token in [&stranger, &colleague] {
        app.post(&format!("/api/productconf/{id}/quotes"), Some(token), json!({})).await.assert_error(404, "not_found");
        app.get(&format!("/api/productconf/{id}/quotes"), Some(token)).await.assert_error(404, "not_found");
        app.get(&pdf, Some(token)).await.assert_error(404, "not_found");
    }
    assert_eq!(app.db_count("SELECT count(*) FROM issued_quotes"), 1, "a refused caller issued nothing");
    // The administrator reads every configuration, so its quotes.
    assert_eq!(pdf_of(&app, &pdf, &admin).await.0, StatusCode::OK);

    // Unknown and malformed numbers, a bad flag, no token.
    for path in [
        format!("/api/quotes/{}.pdf", number(2)),
        "/api/quotes/PRV-2026-42.pdf".to_owned(),
        "/api/quotes/PRV-26-0001.pdf".to_owned(),
        "/api/quotes/PRV-2026-0000.pdf".to_owned(),
    ] {
        app.get(&path, Some(&customer)).await.assert_error(404, "not_found");
    }
    app.post(&format!("/api/productconf/{id}/quotes?zeroLines=maybe"), Some(&customer), json!({}))
        .await
        .assert_error(400, "bad_request");
    app.get(&format!("/api/productconf/{id}/quote.pdf?zeroLines=2"), Some(&customer))
        .await
        .assert_error(400, "bad_request");
    app.post("/api/productconf/short/quotes", Some(&customer), json!({})).await.assert_error(404, "not_found");
    app.post(&format!("/api/productconf/{id}/quotes"), None, json!({})).await.assert_error(401, "unauthorized");
    app.get(&pdf, None).await.assert_error(401, "unauthorized");
    assert_eq!(app.db_count("SELECT count(*) FROM issued_quotes"), 1);
}

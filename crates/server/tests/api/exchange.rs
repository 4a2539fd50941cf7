//! CSV export of the lists and import of the catalogue (docs/api.md "CSV export and import"), on the demo data.

use serde_json::json;

use crate::helpers::{DemoTokens, TestApp, spawn_app_with_demo_users};

/// Every resource an import takes, by base path.
const IMPORTABLE: [&str; 10] = [
    "attribute",
    "attributeval",
    "productcategory",
    "producttype",
    "productmodel",
    "productpart",
    "productfeature",
    "productfeatureval",
    "productmodelpart",
    "customer",
];

const CSV: &str = "text/csv; charset=utf-8";

/// The export of `path` as `token` sees it, checked for the file's headers.
async fn export(app: &TestApp, path: &str, token: &str) -> String {
    let answer = app.get(path, Some(token)).await;
    answer.assert_status(200);
    assert_eq!(answer.header("content-type"), Some(CSV), "{path}");
    let disposition = answer.header("content-disposition").unwrap_or_default();
    assert!(disposition.starts_with("attachment; filename=\"") && disposition.ends_with(".csv\""), "{disposition}");
    answer.text
}

async fn import(app: &TestApp, resource: &str, token: &str, file: &str, dry_run: bool) -> crate::helpers::Answer {
    let query = if dry_run { "?dryRun=true" } else { "" };
    app.post_raw(&format!("/api/{resource}/import{query}"), Some(token), "text/csv", file.as_bytes().to_vec()).await
}

/// The file's rows after the header (the demo's cells hold no line breaks).
fn data_lines(file: &str) -> Vec<&str> {
    file.lines().skip(1).filter(|line| !line.is_empty()).collect()
}

fn version(app: &TestApp) -> i64 {
    app.db_count("SELECT version AS count FROM catalogue_versions WHERE id = 1")
}

#[actix_web::test]
async fn an_export_of_each_importable_resource_imports_back_unchanged() {
    let (app, DemoTokens { admin, .. }) = spawn_app_with_demo_users().await;
    let before = version(&app);
    for resource in IMPORTABLE {
        let file = export(&app, &format!("/api/{resource}/export.csv"), &admin).await;
        let rows = data_lines(&file).len();
        let listed = app.get(&format!("/api/{resource}?pageSize=1"), Some(&admin)).await;
        assert_eq!(rows as i64, listed.json["total"].as_i64().unwrap(), "{resource}: every page is exported");
        assert!(rows > 0, "{resource}: the demo has rows");

        let dry = import(&app, resource, &admin, &file, true).await;
        dry.assert_status(200);
        assert_eq!(dry.json["errors"], serde_json::json!([]), "{resource}: {}", dry.text);
        assert_eq!((dry.json["created"].as_i64(), dry.json["updated"].as_i64()), (Some(0), Some(0)), "{resource}");
        assert_eq!(dry.json["unchanged"].as_i64(), Some(rows as i64), "{resource}");

        let applied = import(&app, resource, &admin, &file, false).await;
        applied.assert_status(200);
        assert_eq!((applied.json["created"].as_i64(), applied.json["updated"].as_i64()), (Some(0), Some(0)));
    }
    assert_eq!(version(&app), before, "nothing changed, so the catalogue version did not move");
}

#[actix_web::test]
async fn the_file_is_what_excel_in_italy_opens_utf8_with_bom_semicolons_and_decimal_commas() {
    let (app, DemoTokens { admin, .. }) = spawn_app_with_demo_users().await;
    let file = export(&app, "/api/productfeatureval/export.csv?sort=priceDelta&order=desc", &admin).await;
    assert!(file.starts_with('\u{feff}'), "a byte-order mark first");
    let header = file.lines().next().unwrap().trim_start_matches('\u{feff}');
    assert_eq!(
        header,
        "Caratteristica;Codice;Etichetta;Variazione di prezzo;Colore;Immagine;Ordine;Attivo;Etichetta (EN)"
    );
    let prices: Vec<&str> = data_lines(&file).iter().map(|line| line.split(';').nth(3).unwrap()).collect();
    assert!(prices.iter().all(|price| price.contains(',') && !price.contains('.')), "{prices:?}");
    assert!(prices.first().unwrap() != prices.last().unwrap(), "sorted by price, highest first: {prices:?}");
    // A negative delta stays a number for the spreadsheet: no apostrophe in front.
    app.exec("UPDATE product_feature_values SET price_delta = -2550 WHERE code = 'MICROFIBRA'");
    let file = export(&app, "/api/productfeatureval/export.csv?q=MICROFIBRA", &admin).await;
    assert_eq!(data_lines(&file).len(), 1, "the search applies");
    assert!(data_lines(&file)[0].contains(";-25,50;"), "{file}");
    let dates = export(&app, "/api/productcategory/export.csv", &admin).await;
    let updated = data_lines(&dates)[0].rsplit(';').next().unwrap().to_owned();
    assert!(updated.len() == 16 && updated.as_bytes()[2] == b'/' && updated.as_bytes()[5] == b'/', "{updated}");
}

#[actix_web::test]
async fn a_formula_looking_cell_comes_back_escaped_and_imports_as_it_was() {
    let (app, DemoTokens { admin, .. }) = spawn_app_with_demo_users().await;
    app.exec("UPDATE product_feature_values SET label = '=HYPERLINK(\"http://x\")' WHERE code = 'MICROFIBRA'");
    let file = export(&app, "/api/productfeatureval/export.csv?q=MICROFIBRA", &admin).await;
    assert!(file.contains(";\"'=HYPERLINK(\"\"http://x\"\")\";"), "{file}");
    let dry = import(&app, "productfeatureval", &admin, &file, true).await;
    assert_eq!((dry.json["unchanged"].as_i64(), dry.json["updated"].as_i64()), (Some(1), Some(0)), "{}", dry.text);
}

#[actix_web::test]
async fn a_file_with_one_bad_row_writes_nothing_and_names_its_line_and_column() {
    let (app, DemoTokens { admin, .. }) = spawn_app_with_demo_users().await;
    let file = export(&app, "/api/productfeatureval/export.csv?sort=code", &admin).await;
    let mut lines: Vec<String> = file.lines().map(str::to_owned).collect();
    let with_price = |line: &str, price: &str| {
        let mut cells: Vec<&str> = line.split(';').collect();
        cells[3] = price;
        cells.join(";")
    };
    let changed_code = lines[1].split(';').nth(1).unwrap().to_owned();
    lines[1] = with_price(&lines[1], "777,77");
    lines[3] = with_price(&lines[3], "tanto");
    let bad = lines.join("\n");
    let before = version(&app);

    let refused = import(&app, "productfeatureval", &admin, &bad, false).await;
    refused.assert_error(422, "validation_failed");
    let errors = refused.json["errors"].as_array().unwrap();
    assert_eq!(errors.len(), 1, "{}", refused.text);
    assert_eq!((errors[0]["line"].as_i64(), errors[0]["column"].as_str()), (Some(4), Some("Variazione di prezzo")));
    let stored =
        app.db_count(&format!("SELECT price_delta AS count FROM product_feature_values WHERE code = '{changed_code}'"));
    assert_ne!(stored, 77_777, "nothing written");
    assert_eq!(version(&app), before);

    lines[3] = file.lines().nth(3).unwrap().to_owned();
    let good = lines.join("\n");
    let dry = import(&app, "productfeatureval", &admin, &good, true).await;
    dry.assert_status(200);
    assert_eq!(dry.json["updated"].as_i64(), Some(1), "{}", dry.text);
    assert_eq!(dry.json["changes"][0]["fields"][0]["column"], "Variazione di prezzo");
    assert_eq!(dry.json["changes"][0]["fields"][0]["after"], "777,77");
    let applied = import(&app, "productfeatureval", &admin, &good, false).await;
    applied.assert_status(200);
    assert_eq!(applied.json["applied"], true);
    let stored =
        app.db_count(&format!("SELECT price_delta AS count FROM product_feature_values WHERE code = '{changed_code}'"));
    assert_eq!(stored, 77_777);
    assert_eq!(version(&app), before + 1, "one import, one version");
}

#[actix_web::test]
async fn new_rows_name_their_parents_by_code_and_unknown_codes_are_errors() {
    let (app, DemoTokens { admin, .. }) = spawn_app_with_demo_users().await;
    let head = "Caratteristica;Codice;Etichetta;Variazione di prezzo;Colore;Immagine;Ordine;Attivo;Etichetta (EN)\n";
    let file = format!("{head}TESSUTO;VELLUTO-BLU;Velluto blu;-12,50;#112233;;5;sì\nNESSUNA;X;X;0;;;0;sì\n");
    let refused = import(&app, "productfeatureval", &admin, &file, false).await;
    refused.assert_error(422, "validation_failed");
    assert_eq!(refused.json["errors"][0]["line"], 3);
    assert_eq!(refused.json["errors"][0]["column"], "Caratteristica");

    let file = format!("{head}TESSUTO;VELLUTO-BLU;Velluto blu;-12,50;#112233;;5;sì\n");
    let applied = import(&app, "productfeatureval", &admin, &file, false).await;
    applied.assert_status(200);
    assert_eq!(applied.json["created"], 1);
    let delta = app.db_count("SELECT price_delta AS count FROM product_feature_values WHERE code = 'VELLUTO-BLU'");
    assert_eq!(delta, -1_250);
}

#[actix_web::test]
async fn only_administrators_import_and_files_are_at_most_10_mb() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let file = export(&app, "/api/productfeatureval/export.csv", &tokens.admin).await;
    for token in [&tokens.customer, &tokens.customer_manager, &tokens.account_manager] {
        import(&app, "productfeatureval", token, &file, true).await.assert_error(403, "forbidden");
    }
    let huge = "x".repeat(10 * 1024 * 1024 + 1);
    import(&app, "productfeatureval", &tokens.admin, &huge, true).await.assert_error(413, "payload_too_large");
    app.get("/api/company/import", Some(&tokens.admin)).await.assert_status(404);
}

#[actix_web::test]
async fn an_export_holds_what_the_callers_list_shows() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    for (token, path) in [
        (&tokens.customer, "/api/productconf"),
        (&tokens.admin, "/api/productconf"),
        (&tokens.customer, "/api/customizationrequest"),
        (&tokens.customer_manager, "/api/customizationrequest"),
        (&tokens.account_manager, "/api/customer"),
    ] {
        let listed = app.get(&format!("{path}?pageSize=100"), Some(token)).await;
        listed.assert_status(200);
        let file = export(&app, &format!("{path}/export.csv"), token).await;
        assert_eq!(data_lines(&file).len() as i64, listed.json["total"].as_i64().unwrap(), "{path}");
        for item in listed.json["items"].as_array().unwrap() {
            let name = item["name"].as_str().or(item["configurationName"].as_str()).unwrap();
            assert!(file.contains(name), "{path}: {name}");
        }
    }
    let customers = export(&app, "/api/productconf/export.csv", &tokens.customer).await;
    let everyone = export(&app, "/api/productconf/export.csv", &tokens.admin).await;
    assert!(data_lines(&customers).len() < data_lines(&everyone).len());
    let mine = export(&app, "/api/productconf/export.csv?scope=mine", &tokens.admin).await;
    assert!(data_lines(&mine).len() < data_lines(&everyone).len());
    app.get("/api/company/export.csv", Some(&tokens.customer)).await.assert_error(403, "forbidden");
    app.get("/api/productfeatureval/export.csv?sort=nope", Some(&tokens.admin)).await.assert_error(400, "bad_request");
}

#[actix_web::test]
async fn an_export_of_one_installation_imports_into_another_by_codes_not_ids() {
    let (one, DemoTokens { admin: admin_one, .. }) = spawn_app_with_demo_users().await;
    let (other, DemoTokens { admin: admin_other, .. }) = spawn_app_with_demo_users().await;
    // The same feature has another id in the other installation.
    other
        .post("/api/productfeature", Some(&admin_other), json!({"code": "ALTRO", "name": "Altro"}))
        .await
        .assert_status(201);
    let made_one =
        one.post("/api/productfeature", Some(&admin_one), json!({"code": "FINITURA", "name": "Finitura"})).await;
    let made_other =
        other.post("/api/productfeature", Some(&admin_other), json!({"code": "FINITURA", "name": "Finitura"})).await;
    assert_ne!(made_one.json["id"], made_other.json["id"]);
    for (code, delta) in [("OPACA", 0), ("LUCIDA", 2_500), ("SPAZZOLATA", -1_000)] {
        let value = json!({"featureId": made_one.json["id"], "code": code, "label": code, "priceDelta": delta});
        one.post("/api/productfeatureval", Some(&admin_one), value).await.assert_status(201);
    }
    let file =
        export(&one, &format!("/api/productfeatureval/export.csv?featureId={}", made_one.json["id"]), &admin_one).await;
    assert_eq!(data_lines(&file).len(), 3);

    let applied = import(&other, "productfeatureval", &admin_other, &file, false).await;
    applied.assert_status(200);
    assert_eq!(applied.json["created"], 3, "{}", applied.text);
    let again =
        export(&other, &format!("/api/productfeatureval/export.csv?featureId={}", made_other.json["id"]), &admin_other)
            .await;
    let sorted = |file: &str| {
        let mut lines: Vec<String> = data_lines(file).into_iter().map(str::to_owned).collect();
        lines.sort();
        lines
    };
    assert_eq!(sorted(&again), sorted(&file));
}

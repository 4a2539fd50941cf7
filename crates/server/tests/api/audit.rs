//! The audit trail (docs/decisions/0010-audit-trail.md): every kind of administrative write leaves exactly
//! one entry with the right before and after and never a secret; `GET /api/auditlog` is for administrators
//! and refuses bad filters.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{ADMIN, DemoTokens, NEW_PASSWORD, TestApp, public_id, spawn_app_with_demo_users, spawn_with};

/// The entries of one record, newest first, read through the API.
async fn entries_of(app: &TestApp, admin: &str, kind: &str, id: i64) -> Vec<Value> {
    let answer = app.get(&format!("/api/auditlog?entityKind={kind}&entityId={id}&pageSize=100"), Some(admin)).await;
    answer.assert_status(200);
    answer.json["items"].as_array().unwrap().clone()
}

/// The one entry a write left on a record (asserting there is exactly one more than `before`).
#[track_caller]
fn only_new(entries: &[Value], before: usize, action: &str) -> Value {
    assert_eq!(entries.len(), before + 1, "exactly one new entry: {entries:#?}");
    let entry = entries[0].clone();
    assert_eq!(entry["action"], action, "{entry:#}");
    entry
}

/// The changes of an entry as `field -> (before, after)`.
fn changes(entry: &Value) -> Vec<(String, Value, Value)> {
    entry["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["field"].as_str().unwrap().to_owned(), c["before"].clone(), c["after"].clone()))
        .collect()
}

fn change(field: &str, before: Value, after: Value) -> (String, Value, Value) {
    (field.to_owned(), before, after)
}

/// No entry anywhere holds a password hash, a password or a token.
fn assert_no_secret(app: &TestApp, passwords: &[&str]) {
    let all = app.sql("SELECT coalesce(string_agg(changes::text, ' '), '') FROM audit_log");
    assert!(!all.contains("$2b$") && !all.contains("$2a$") && !all.contains("$2y$"), "a bcrypt hash: {all}");
    for field in ["passwordHash", "password_hash", "token", "Token"] {
        assert!(!all.contains(field), "{field} in {all}");
    }
    for password in passwords {
        assert!(!all.contains(password), "a password in {all}");
    }
}

/// A resource's base path, the field an update changes, and its new value from the old one.
type FieldUpdate = (&'static str, &'static str, fn(&Value) -> Value);

/// Each generic resource: an update of one field of its first row, as the form sends it (the row as read,
/// that field changed).
const UPDATES: &[FieldUpdate] = &[
    ("company", "phone", |_| json!("+39 031 777 2020")),
    ("customer", "notes", |_| json!("Consegna al piano")),
    ("companyentityfilter", "mode", |old| json!(if old == "allow" { "deny" } else { "allow" })),
    ("attribute", "sortOrder", |old| json!(old.as_i64().unwrap() + 7)),
    ("attributeval", "sortOrder", |old| json!(old.as_i64().unwrap() + 7)),
    ("productcategory", "sortOrder", |old| json!(old.as_i64().unwrap() + 7)),
    ("producttype", "sortOrder", |old| json!(old.as_i64().unwrap() + 7)),
    ("productmodel", "basePrice", |old| json!(old.as_i64().unwrap() + 1_250)),
    ("productmodelpart", "sortOrder", |old| json!(old.as_i64().unwrap() + 7)),
    ("productpart", "price", |old| json!(old.as_i64().unwrap() + 1_250)),
    ("productfeature", "sortOrder", |old| json!(old.as_i64().unwrap() + 7)),
    ("productfeatureval", "priceDelta", |old| json!(old.as_i64().unwrap() + 1_250)),
];

#[actix_web::test]
async fn an_update_of_each_resource_leaves_one_entry_with_the_changed_field_before_and_after() {
    let (app, DemoTokens { admin, .. }) = spawn_app_with_demo_users().await;
    let admin_id = app.user_id(ADMIN);
    for (path, field, new_value) in UPDATES {
        let first = app.get(&format!("/api/{path}?pageSize=1"), Some(&admin)).await;
        let mut item = first.json["items"][0].clone();
        let id = item["id"].as_i64().unwrap_or_else(|| panic!("{path}: the demo has a row"));
        let old = item[*field].clone();
        let new = new_value(&old);
        item[*field] = new.clone();
        let before = entries_of(&app, &admin, path, id).await.len();

        let saved = app.put(&format!("/api/{path}/{id}"), Some(&admin), item).await;
        saved.assert_status(200);
        assert_eq!(saved.json[*field], new, "{path}: {}", saved.text);

        let entry = only_new(&entries_of(&app, &admin, path, id).await, before, "update");
        assert_eq!(changes(&entry), [change(field, old, new)], "{path}");
        assert_eq!((entry["entityKind"].as_str(), entry["entityId"].as_i64()), (Some(*path), Some(id)));
        assert_eq!(
            (entry["userId"].as_i64(), entry["userName"].as_str()),
            (Some(admin_id), Some("Alessandra Bianchi"))
        );
        assert!(entry["entityName"].as_str().is_some_and(|name| !name.is_empty()), "{entry:#}");

        // The same body again changes nothing, and records nothing.
        let again = app.get(&format!("/api/{path}/{id}"), Some(&admin)).await.json;
        app.put(&format!("/api/{path}/{id}"), Some(&admin), again).await.assert_status(200);
        assert_eq!(entries_of(&app, &admin, path, id).await.len(), before + 1, "{path}: a no-op records nothing");
    }
    assert_no_secret(&app, &[]);
}

#[actix_web::test]
async fn a_create_and_a_delete_each_leave_one_entry_and_a_refused_write_none() {
    let (app, DemoTokens { admin, .. }) = spawn_app_with_demo_users().await;
    let created = app
        .post("/api/productcategory", Some(&admin), json!({"name": "Poltrone", "slug": "poltrone", "sortOrder": 4}))
        .await;
    created.assert_status(201);
    let id = created.json["id"].as_i64().unwrap();
    let entry = only_new(&entries_of(&app, &admin, "productcategory", id).await, 0, "create");
    assert_eq!(entry["entityName"], "Poltrone");
    let fields = changes(&entry);
    assert!(fields.contains(&change("name", Value::Null, json!("Poltrone"))), "{fields:?}");
    assert!(fields.contains(&change("slug", Value::Null, json!("poltrone"))), "{fields:?}");
    assert!(fields.iter().all(|(name, before, _)| before.is_null() && name != "id" && name != "createdAt"));

    // Refused writes (a duplicate slug, an invalid body) write no entry.
    let total = app.db_count("SELECT count(*) FROM audit_log");
    app.post("/api/productcategory", Some(&admin), json!({"name": "Altre", "slug": "poltrone"}))
        .await
        .assert_status(409);
    app.put(&format!("/api/productcategory/{id}"), Some(&admin), json!({"name": ""})).await.assert_status(422);
    assert_eq!(app.db_count("SELECT count(*) FROM audit_log"), total);

    app.request(Method::DELETE, &format!("/api/productcategory/{id}"), Some(&admin), None).await.assert_status(204);
    let entry = only_new(&entries_of(&app, &admin, "productcategory", id).await, 1, "delete");
    assert!(changes(&entry).contains(&change("name", json!("Poltrone"), Value::Null)));
    assert!(changes(&entry).iter().all(|(_, _, after)| after.is_null()));
}

/// A category of our own with a type, a model and a published configurator.
struct Catalogue {
    type_id: i64,
    model: i64,
    published: i64,
}

fn catalogue(app: &TestApp) -> Catalogue {
    let (category, type_id) = app.category_with_type("audit-divani", "Divani registro", None, "AU");
    let model = app.model(type_id, "AU-A", "Alfa", 100_000, 0);
    let published = app.published_configurator(category, "Divani registro", None, json!([]));
    Catalogue { type_id, model, published }
}

#[actix_web::test]
async fn configurators_record_create_update_publish_archive_and_delete() {
    let (app, c, DemoTokens { admin, .. }) = spawn_with(catalogue).await;
    let draft = app.post(&format!("/api/configurator/{}/draft", c.published), Some(&admin), json!({})).await;
    draft.assert_status(201);
    let id = draft.json["id"].as_i64().unwrap();
    only_new(&entries_of(&app, &admin, "configurator", id).await, 0, "create");

    let mut body = draft.json.clone();
    body["name"] = json!("Divani registro 2027");
    app.put(&format!("/api/configurator/{id}"), Some(&admin), body).await.assert_status(200);
    let entry = only_new(&entries_of(&app, &admin, "configurator", id).await, 1, "update");
    assert_eq!(changes(&entry), [change("name", json!("Divani registro"), json!("Divani registro 2027"))]);

    // Publishing archives the published one: one entry each.
    app.post(&format!("/api/configurator/{id}/publish"), Some(&admin), json!({})).await.assert_status(200);
    let entry = only_new(&entries_of(&app, &admin, "configurator", id).await, 2, "publish");
    assert!(changes(&entry).contains(&change("status", json!("draft"), json!("published"))), "{entry:#}");
    let entry = only_new(&entries_of(&app, &admin, "configurator", c.published).await, 0, "archive");
    assert!(changes(&entry).contains(&change("status", json!("published"), json!("archived"))), "{entry:#}");

    app.post(&format!("/api/configurator/{id}/archive"), Some(&admin), json!({})).await.assert_status(200);
    only_new(&entries_of(&app, &admin, "configurator", id).await, 3, "archive");

    let other = app.post(&format!("/api/configurator/{id}/draft"), Some(&admin), json!({})).await;
    assert_eq!(other.status.as_u16(), 409, "only a published one is copied: {}", other.text);
    let copy = app.post(&format!("/api/configurator/{}/draft", c.published), Some(&admin), json!({})).await;
    assert_eq!(copy.status.as_u16(), 409, "the old one is archived now: {}", copy.text);
    let created = app
        .post(
            "/api/configurator",
            Some(&admin),
            json!({"categoryId": draft.json["categoryId"], "name": "Bozza", "definition": draft.json["definition"]}),
        )
        .await;
    created.assert_status(201);
    let doomed = created.json["id"].as_i64().unwrap();
    app.request(Method::DELETE, &format!("/api/configurator/{doomed}"), Some(&admin), None).await.assert_status(204);
    let entry = only_new(&entries_of(&app, &admin, "configurator", doomed).await, 1, "delete");
    assert!(changes(&entry).contains(&change("name", json!("Bozza"), Value::Null)));
}

#[actix_web::test]
async fn an_approval_and_a_rejection_each_leave_one_entry_and_a_send_none() {
    let (app, c, DemoTokens { admin, customer, .. }) = spawn_with(catalogue).await;
    let mut requests = Vec::new();
    for name in ["Salotto", "Veranda"] {
        let draft = json!({"typeId": c.type_id, "modelId": c.model, "quantity": 1, "parts": []});
        let configuration = app
            .create_configuration(&customer, json!({"configuratorId": c.published, "name": name, "draft": draft}))
            .await;
        let sent = app
            .post(
                "/api/customizationrequest",
                Some(&customer),
                json!({"configurationId": public_id(&configuration), "message": "Velluto blu"}),
            )
            .await;
        sent.assert_status(201);
        requests.push(sent.json["id"].as_i64().unwrap());
    }
    assert_eq!(app.db_count("SELECT count(*) FROM audit_log WHERE entity_kind = 'customizationrequest'"), 0);

    let approve = format!("/api/customizationrequest/{}/approve", requests[0]);
    app.post(&approve, Some(&admin), json!({"response": "Si può fare"})).await.assert_status(200);
    let entry = only_new(&entries_of(&app, &admin, "customizationrequest", requests[0]).await, 0, "approve");
    let fields = changes(&entry);
    assert!(fields.contains(&change("status", json!("pending"), json!("approved"))), "{fields:?}");
    assert!(fields.contains(&change("response", Value::Null, json!("Si può fare"))), "{fields:?}");
    assert_eq!(entry["entityName"], "Salotto");

    let reject = format!("/api/customizationrequest/{}/reject", requests[1]);
    app.post(&reject, Some(&admin), json!({"response": "Tessuto fuori catalogo"})).await.assert_status(200);
    let entry = only_new(&entries_of(&app, &admin, "customizationrequest", requests[1]).await, 0, "reject");
    assert!(changes(&entry).contains(&change("status", json!("pending"), json!("rejected"))));

    // A decision refused (already decided) records nothing.
    app.post(&approve, Some(&admin), json!({})).await.assert_status(409);
    assert_eq!(entries_of(&app, &admin, "customizationrequest", requests[0]).await.len(), 1);
}

#[actix_web::test]
async fn an_import_leaves_one_entry_per_row_it_creates_or_changes() {
    let (app, DemoTokens { admin, .. }) = spawn_app_with_demo_users().await;
    let file = app.get("/api/productfeatureval/export.csv?q=MICROFIBRA", Some(&admin)).await.text;
    let mut lines: Vec<String> = file.lines().map(str::to_owned).collect();
    assert_eq!(lines.len(), 2, "{file}");
    let id = app.db_count("SELECT id FROM product_feature_values WHERE code = 'MICROFIBRA'");
    let old = app.db_count("SELECT price_delta AS count FROM product_feature_values WHERE code = 'MICROFIBRA'");
    let mut cells: Vec<String> = lines[1].split(';').map(str::to_owned).collect();
    cells[3] = "123,45".into();
    lines[1] = cells.join(";");
    cells[1] = "MICROFIBRA-2".into();
    cells[2] = "Microfibra due".into();
    lines.push(cells.join(";"));
    let before = app.db_count("SELECT count(*) FROM audit_log");

    let dry = app
        .post_raw("/api/productfeatureval/import?dryRun=true", Some(&admin), "text/csv", lines.join("\n").into_bytes())
        .await;
    dry.assert_status(200);
    assert_eq!(app.db_count("SELECT count(*) FROM audit_log"), before, "a dry run records nothing");
    let applied =
        app.post_raw("/api/productfeatureval/import", Some(&admin), "text/csv", lines.join("\n").into_bytes()).await;
    applied.assert_status(200);
    assert_eq!((applied.json["created"].as_i64(), applied.json["updated"].as_i64()), (Some(1), Some(1)));
    assert_eq!(app.db_count("SELECT count(*) FROM audit_log"), before + 2, "one entry per written row");

    let entry = only_new(&entries_of(&app, &admin, "productfeatureval", id).await, 0, "import");
    assert_eq!(changes(&entry), [change("priceDelta", json!(old), json!(12_345))]);
    let new_id = app.db_count("SELECT id FROM product_feature_values WHERE code = 'MICROFIBRA-2'");
    let entry = only_new(&entries_of(&app, &admin, "productfeatureval", new_id).await, 0, "import");
    assert!(changes(&entry).contains(&change("label", Value::Null, json!("Microfibra due"))));
}

#[actix_web::test]
async fn user_writes_record_role_and_activation_and_a_new_password_only_as_changed() {
    let (app, DemoTokens { admin, .. }) = spawn_app_with_demo_users().await;
    let company = app.company_id(crate::helpers::DEALER);
    let created = app
        .post(
            "/api/user/extended",
            Some(&admin),
            json!({"email": "registro@example.com", "role": "customer", "firstName": "Rita", "lastName": "Registro",
                   "companyId": company, "password": NEW_PASSWORD}),
        )
        .await;
    created.assert_status(201);
    let id = created.json["id"].as_i64().unwrap();
    let entry = only_new(&entries_of(&app, &admin, "user", id).await, 0, "create");
    assert_eq!(entry["entityName"], "registro@example.com");
    let password = entry["changes"].as_array().unwrap().iter().find(|c| c["field"] == "password").unwrap().clone();
    assert_eq!(password, json!({"field": "password", "before": null, "after": null, "redacted": true}));

    // The user's own password change is theirs, not an administrative write: nothing recorded.
    let token = app.login("registro@example.com", NEW_PASSWORD).await;
    let own = "Castagno-Lanterna-Brezza-7314";
    app.change_password(Some(&token), NEW_PASSWORD, own).await.assert_status(200);
    assert_eq!(entries_of(&app, &admin, "user", id).await.len(), 1);

    let promoted = json!({"id": id, "role": "customer_manager", "companyId": company});
    app.post("/api/user/extended", Some(&admin), promoted).await.assert_status(200);
    let entry = only_new(&entries_of(&app, &admin, "user", id).await, 1, "update");
    assert_eq!(changes(&entry), [change("role", json!("customer"), json!("customer_manager"))]);

    let reset = "Ginepro-Ancora-Vento-5920";
    app.post("/api/user/extended", Some(&admin), json!({"id": id, "password": reset})).await.assert_status(200);
    let entry = only_new(&entries_of(&app, &admin, "user", id).await, 2, "update");
    assert_eq!(changes(&entry), [change("password", Value::Null, Value::Null)]);
    assert_eq!(entry["changes"][0]["redacted"], true);

    app.request(Method::DELETE, &format!("/api/user/{id}"), Some(&admin), None).await.assert_status(204);
    let entry = only_new(&entries_of(&app, &admin, "user", id).await, 3, "update");
    assert_eq!(changes(&entry), [change("active", json!(true), json!(false))]);
    app.post("/api/user/extended", Some(&admin), json!({"id": id, "active": true})).await.assert_status(200);
    let entry = only_new(&entries_of(&app, &admin, "user", id).await, 4, "update");
    assert_eq!(changes(&entry), [change("active", json!(false), json!(true))]);

    assert_no_secret(&app, &[NEW_PASSWORD, own, reset]);
}

#[actix_web::test]
async fn the_log_is_for_administrators_filters_by_user_and_time_and_refuses_bad_filters() {
    let (app, tokens) = spawn_app_with_demo_users().await;
    let admin = &tokens.admin;
    let part = app.get("/api/productpart?pageSize=1", Some(admin)).await.json["items"][0].clone();
    let mut changed = part.clone();
    changed["price"] = json!(part["price"].as_i64().unwrap() + 100);
    app.put(&format!("/api/productpart/{}", part["id"]), Some(admin), changed).await.assert_status(200);

    for token in [&tokens.customer, &tokens.customer_manager, &tokens.account_manager] {
        app.get("/api/auditlog", Some(token)).await.assert_error(403, "forbidden");
    }
    app.get("/api/auditlog", None).await.assert_error(401, "unauthorized");

    let admin_id = app.user_id(ADMIN);
    let mine = app.get(&format!("/api/auditlog?userId={admin_id}"), Some(admin)).await;
    mine.assert_status(200);
    assert_eq!(mine.json["total"], 1, "{}", mine.text);
    assert_eq!((mine.json["page"].as_i64(), mine.json["pageSize"].as_i64()), (Some(1), Some(10)));
    let someone_else = app.get(&format!("/api/auditlog?userId={}", admin_id + 1000), Some(admin)).await;
    assert_eq!(someone_else.json["total"], 0);
    let at = mine.json["items"][0]["at"].as_str().unwrap().to_owned();
    let from = app.get(&format!("/api/auditlog?from={}", urlencode(&at)), Some(admin)).await;
    assert_eq!(from.json["total"], 1, "from is included: {}", from.text);
    let to = app.get(&format!("/api/auditlog?to={}", urlencode(&at)), Some(admin)).await;
    assert_eq!(to.json["total"], 0, "to is excluded: {}", to.text);
    let empty_page = app.get("/api/auditlog?page=9", Some(admin)).await;
    assert_eq!(
        (empty_page.json["total"].as_i64(), empty_page.json["items"].as_array().map(Vec::len)),
        (Some(1), Some(0))
    );

    for query in [
        "entityKind=product%20part",
        "entityId=0",
        "entityId=abc",
        "userId=-3",
        "from=ieri",
        "to=2026-13-45T00:00:00Z",
        "page=0",
        "pageSize=1000",
    ] {
        app.get(&format!("/api/auditlog?{query}"), Some(admin)).await.assert_error(400, "bad_request");
    }
    let reversed = app.get("/api/auditlog?from=2026-11-24T00:00:00Z&to=2026-11-01T00:00:00Z", Some(admin)).await;
    reversed.assert_error(422, "validation_failed");
    assert_eq!(reversed.detail_fields(), ["to"]);
}

fn urlencode(value: &str) -> String {
    value.replace('+', "%2B").replace(':', "%3A")
}

//! Customization requests: sending (replacing the pending one, also under concurrent sends), deciding
//! (administrators only, final statuses), scopes per role, and the mails written with each change.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{
    ACCOUNT_MANAGER, ADMIN, CUSTOMER, CUSTOMER_MANAGER, DEALER, DemoTokens, TestApp, public_id, spawn_with,
};

const SLUG: &str = "req-divani";

/// A category of our own with one type, one model without parts and a published configurator; the demo's
/// requests removed so that counts and lists are this test's.
fn fixture(app: &TestApp) -> Fixture {
    app.exec("DELETE FROM customization_requests");
    let (category, type_id) = app.category_with_type(SLUG, "Divani richieste", None, "RQ");
    let model = app.model(type_id, "RQ-A", "Alfa", 100_000, 0);
    let configurator = app.published_configurator(category, "Divani richieste", None, json!([]));
    Fixture { configurator, type_id, model }
}

struct Fixture {
    configurator: i64,
    type_id: i64,
    model: i64,
}

impl Fixture {
    /// Saves a configuration (complete unless `complete` is false: no model) and answers its public id.
    async fn configuration(&self, app: &TestApp, token: &str, name: &str, complete: bool) -> String {
        let model = if complete { json!(self.model) } else { Value::Null };
        let draft = json!({"typeId": self.type_id, "modelId": model, "quantity": 1, "parts": []});
        let created = app
            .create_configuration(token, json!({"configuratorId": self.configurator, "name": name, "draft": draft}))
            .await;
        assert_eq!(created["complete"], complete, "{created}");
        public_id(&created)
    }
}

async fn send(app: &TestApp, token: &str, configuration: &str, message: &str) -> Value {
    let answer = app
        .post("/api/customizationrequest", Some(token), json!({"configurationId": configuration, "message": message}))
        .await;
    answer.assert_status(201);
    answer.json
}

fn ids(page: &Value) -> Vec<i64> {
    page["items"].as_array().unwrap().iter().map(|item| item["id"].as_i64().unwrap()).collect()
}

fn outbox_count(app: &TestApp) -> i64 {
    app.db_count("SELECT count(*) FROM mail_outbox")
}

/// A customer of another company; answers their token.
async fn stranger(app: &TestApp, admin: &str) -> String {
    let company = app.company_id("Casa & Stile S.p.A.");
    app.new_user(admin, "estraneo@example.com", "customer", company).await
}

#[actix_web::test]
async fn a_send_records_the_revision_and_price_and_mails_every_active_administrator() {
    let (app, f, DemoTokens { customer, .. }) = spawn_with(fixture).await;
    let configuration = f.configuration(&app, &customer, "Salotto", true).await;
    // A second active administrator and an inactive one.
    app.exec(
        "INSERT INTO users (email, role, first_name, last_name) VALUES \
         ('secondo.admin@example.com', 'admin', 'Sergio', 'Secondi')",
    );
    app.exec(
        "INSERT INTO users (email, role, first_name, last_name, active) VALUES \
         ('ex.admin@example.com', 'admin', 'Ettore', 'Ex', false)",
    );
    // As if saved twice more: the row and its latest revision (which holds the saved price) say 3.
    app.exec(&format!(
        "UPDATE product_configuration_revisions r SET revision = 3 FROM product_configurations c \
         WHERE c.id = r.configuration_id AND c.public_id = '{configuration}'"
    ));
    app.exec(&format!("UPDATE product_configurations SET revision = 3 WHERE public_id = '{configuration}'"));
    let mails_before = outbox_count(&app);

    let sent = send(&app, &customer, &configuration, "  Vorrei il tessuto in velluto  ").await;
    let id = sent["id"].as_i64().unwrap();
    assert_eq!(sent["status"], "pending");
    assert_eq!(sent["message"], "Vorrei il tessuto in velluto");
    assert_eq!(sent["configurationId"], configuration.as_str());
    assert_eq!(sent["configurationName"], "Salotto");
    assert_eq!(sent["categoryName"], "Divani richieste");
    assert_eq!(sent["categorySlug"], SLUG);
    assert_eq!(sent["requesterId"], app.user_id(CUSTOMER));
    assert_eq!(sent["requesterName"], "Luca Moretti");
    assert_eq!(sent["companyName"], "Arredamenti Lario S.r.l.");
    assert_eq!(sent["configurationRevision"], 3);
    // The dealer's 12 % discount on the model's 1.000,00 €.
    assert_eq!(sent["price"]["grandTotal"], 88_000, "{sent}");
    assert_eq!(sent["price"]["lines"][0]["unitPrice"], 100_000);
    for empty in ["response", "reviewedById", "reviewedByName", "reviewedAt", "replacedById"] {
        assert_eq!(sent[empty], Value::Null, "{empty}");
    }
    assert_eq!(app.get(&format!("/api/customizationrequest/{id}"), Some(&customer)).await.json, sent);

    // One mail per active administrator, with the link to the review.
    assert_eq!(outbox_count(&app), mails_before + 2);
    let recipients = app.sql(
        "SELECT string_agg(recipient, ',' ORDER BY recipient) FROM mail_outbox \
         WHERE subject = 'Nuova richiesta di personalizzazione'",
    );
    assert_eq!(recipients, format!("{ADMIN},secondo.admin@example.com"));
    let mail = app.latest_mail_containing(&format!("http://app.test/admin/request?id={id}")).await;
    assert!(mail.contains("Vorrei il tessuto in velluto"), "{mail}");
    let saved = app.get(&format!("/api/productconf/{configuration}"), Some(&customer)).await;
    assert_eq!(saved.json["requestStatus"], "pending", "the configuration shows its request's status");
}

#[actix_web::test]
async fn a_second_send_replaces_the_pending_request() {
    let (app, f, DemoTokens { admin, customer_manager: manager, customer, .. }) = spawn_with(fixture).await;
    let configuration = f.configuration(&app, &customer, "Salotto", true).await;

    let first = send(&app, &customer, &configuration, "Primo").await;
    let second = send(&app, &manager, &configuration, "Secondo").await;
    let (first_id, second_id) = (first["id"].as_i64().unwrap(), second["id"].as_i64().unwrap());
    assert_eq!(second["status"], "pending");
    assert_eq!(second["requesterName"], "Giulia Conti");
    let old = app.get(&format!("/api/customizationrequest/{first_id}"), Some(&customer)).await;
    assert_eq!(old.json["status"], "replaced");
    assert_eq!(old.json["replacedById"], second_id);
    assert_eq!(app.db_count("SELECT count(*) FROM customization_requests WHERE status = 'pending'"), 1);

    // Replaced is final.
    let mails = outbox_count(&app);
    app.post(&format!("/api/customizationrequest/{first_id}/approve"), Some(&admin), json!({}))
        .await
        .assert_error(409, "invalid_transition");
    assert_eq!(outbox_count(&app), mails, "a refused decision writes no mail");
}

#[actix_web::test]
async fn two_concurrent_sends_leave_exactly_one_pending_request() {
    let (app, f, DemoTokens { customer, .. }) = spawn_with(fixture).await;
    let configuration = f.configuration(&app, &customer, "Salotto", true).await;
    let body = |message: &str| json!({"configurationId": configuration, "message": message});

    for round in 0..3 {
        let (a, b) = tokio::join!(
            app.post("/api/customizationrequest", Some(&customer), body("Uno")),
            app.post("/api/customizationrequest", Some(&customer), body("Due")),
        );
        a.assert_status(201);
        b.assert_status(201);
        assert_eq!(
            app.db_count("SELECT count(*) FROM customization_requests WHERE status = 'pending'"),
            1,
            "round {round}"
        );
    }
    assert_eq!(app.db_count("SELECT count(*) FROM customization_requests"), 6);
    // Every replaced request points to a later one.
    assert_eq!(
        app.db_count(
            "SELECT count(*) FROM customization_requests WHERE status = 'replaced' \
             AND replaced_by_id IS NOT NULL AND replaced_by_id > id"
        ),
        5
    );
}

#[actix_web::test]
async fn an_administrator_approves_or_rejects_and_the_requester_is_mailed() {
    let (app, f, DemoTokens { admin, customer, .. }) = spawn_with(fixture).await;
    let first = f.configuration(&app, &customer, "Salotto", true).await;
    let second = f.configuration(&app, &customer, "Studio", true).await;
    let to_approve = send(&app, &customer, &first, "Più morbido").await["id"].as_i64().unwrap();
    let to_reject = send(&app, &customer, &second, "Più lungo").await["id"].as_i64().unwrap();

    // Not an administrator: 403, whatever the body, and nothing changes.
    for email in [CUSTOMER, CUSTOMER_MANAGER, ACCOUNT_MANAGER] {
        let token = app.login_demo(email).await;
        app.post(&format!("/api/customizationrequest/{to_approve}/approve"), Some(&token), json!({}))
            .await
            .assert_error(403, "forbidden");
        app.post(&format!("/api/customizationrequest/{to_reject}/reject"), Some(&token), json!({"response": "No"}))
            .await
            .assert_error(403, "forbidden");
    }
    assert_eq!(app.db_count("SELECT count(*) FROM customization_requests WHERE status = 'pending'"), 2);

    // A rejection without a response: 422, nothing changes, no mail.
    let mails = outbox_count(&app);
    for body in [json!({}), json!({"response": "   "}), json!({"response": "x".repeat(4001)})] {
        let answer = app.post(&format!("/api/customizationrequest/{to_reject}/reject"), Some(&admin), body).await;
        answer.assert_error(422, "validation_failed");
        assert_eq!(answer.detail_fields(), ["response"]);
    }
    assert_eq!(app.sql(&format!("SELECT status FROM customization_requests WHERE id = {to_reject}")), "pending");
    assert_eq!(outbox_count(&app), mails);

    let approved = app.post(&format!("/api/customizationrequest/{to_approve}/approve"), Some(&admin), json!({})).await;
    approved.assert_status(200);
    assert_eq!(approved.json["status"], "approved");
    assert_eq!(approved.json["response"], Value::Null);
    assert_eq!(approved.json["reviewedById"], app.user_id(ADMIN));
    assert_eq!(approved.json["reviewedByName"], "Alessandra Bianchi");
    assert!(approved.json["reviewedAt"].is_string());
    assert_eq!(outbox_count(&app), mails + 1);
    let mail = app.latest_mail_containing(&format!("http://app.test/configuratore/edit/{first}")).await;
    assert!(mail.contains(&format!("To: {CUSTOMER}")) && mail.contains("approvata"), "{mail}");

    let rejected = app
        .post(
            &format!("/api/customizationrequest/{to_reject}/reject"),
            Some(&admin),
            json!({"response": " Tessuto fuori produzione "}),
        )
        .await;
    rejected.assert_status(200);
    assert_eq!(rejected.json["status"], "rejected");
    assert_eq!(rejected.json["response"], "Tessuto fuori produzione");
    assert_eq!(outbox_count(&app), mails + 2);
    let mail = app.latest_mail_containing("Tessuto fuori produzione").await;
    assert!(mail.contains(&format!("To: {CUSTOMER}")) && mail.contains(&second), "{mail}");

    // Final: any further decision is 409 and writes no mail.
    for (id, action, body) in [
        (to_approve, "approve", json!({})),
        (to_approve, "reject", json!({"response": "No"})),
        (to_reject, "approve", json!({"response": "Sì"})),
        (to_reject, "reject", json!({"response": "Ancora no"})),
    ] {
        app.post(&format!("/api/customizationrequest/{id}/{action}"), Some(&admin), body)
            .await
            .assert_error(409, "invalid_transition");
    }
    assert_eq!(outbox_count(&app), mails + 2);
    assert_eq!(
        app.sql(&format!("SELECT response FROM customization_requests WHERE id = {to_reject}")),
        "Tessuto fuori produzione"
    );

    // Unknown ids.
    app.post("/api/customizationrequest/999999/approve", Some(&admin), json!({})).await.assert_error(404, "not_found");
    app.get("/api/customizationrequest/999999", Some(&admin)).await.assert_error(404, "not_found");
}

#[actix_web::test]
async fn two_administrators_deciding_at_once_one_wins() {
    let (app, f, DemoTokens { admin, customer, .. }) = spawn_with(fixture).await;
    let configuration = f.configuration(&app, &customer, "Salotto", true).await;
    let id = send(&app, &customer, &configuration, "Ciao").await["id"].as_i64().unwrap();
    let mails = outbox_count(&app);

    let (approve_path, reject_path) =
        (format!("/api/customizationrequest/{id}/approve"), format!("/api/customizationrequest/{id}/reject"));
    let (approve, reject) = tokio::join!(
        app.post(&approve_path, Some(&admin), json!({})),
        app.post(&reject_path, Some(&admin), json!({"response": "No"})),
    );
    let mut statuses = [approve.status.as_u16(), reject.status.as_u16()];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409], "{} / {}", approve.text, reject.text);
    let loser = if approve.status == 200 { &reject } else { &approve };
    loser.assert_error(409, "invalid_transition");
    assert_eq!(outbox_count(&app), mails + 1, "only the decision that happened is mailed");
}

#[actix_web::test]
async fn approving_needs_no_body_but_a_body_sent_must_be_json() {
    let (app, f, DemoTokens { admin, customer, .. }) = spawn_with(fixture).await;
    let configuration = f.configuration(&app, &customer, "Salotto", true).await;
    let id = send(&app, &customer, &configuration, "Ciao").await["id"].as_i64().unwrap();
    let (approve, reject) =
        (format!("/api/customizationrequest/{id}/approve"), format!("/api/customizationrequest/{id}/reject"));

    // A body that is sent is still read as JSON; a rejection still needs one with its response.
    app.post_raw(&approve, Some(&admin), "application/json", b"{\"response\":".to_vec())
        .await
        .assert_error(400, "bad_request");
    app.post_raw(&approve, Some(&admin), "text/plain", br#"{"response": "Ok"}"#.to_vec())
        .await
        .assert_error(400, "bad_request");
    app.post_raw(&approve, Some(&admin), "application/json", br#"{"response": 42}"#.to_vec())
        .await
        .assert_error(400, "bad_request");
    app.request(Method::POST, &reject, Some(&admin), None).await.assert_error(400, "bad_request");
    assert_eq!(app.sql(&format!("SELECT status FROM customization_requests WHERE id = {id}")), "pending");

    // No body and no content type: approved without a response.
    let approved = app.request(Method::POST, &approve, Some(&admin), None).await;
    approved.assert_status(200);
    assert_eq!(approved.json["status"], "approved");
    assert_eq!(approved.json["response"], Value::Null);
    assert_eq!(app.sql(&format!("SELECT status FROM customization_requests WHERE id = {id}")), "approved");

    // The contract says so: approve's body is optional (OpenAPI's default), reject's is required.
    let paths = app.get("/api/openapi.json", None).await.json["paths"].clone();
    let body =
        |action: &str| paths[format!("/api/customizationrequest/{{id}}/{action}")]["post"]["requestBody"].clone();
    assert!(body("approve")["content"]["application/json"].is_object(), "{}", body("approve"));
    let required = |action: &str| body(action)["required"].as_bool().unwrap_or(false);
    assert_eq!((required("approve"), required("reject")), (false, true));
}

#[actix_web::test]
async fn only_complete_valid_visible_configurations_with_a_sensible_message_can_be_sent() {
    let (app, f, DemoTokens { admin, customer, .. }) = spawn_with(fixture).await;
    let draft = f.configuration(&app, &customer, "Bozza", false).await;
    let complete = f.configuration(&app, &customer, "Salotto", true).await;
    let mails = outbox_count(&app);
    let post = |configuration: &str, message: Value| {
        let body = json!({"configurationId": configuration, "message": message});
        let (app, customer) = (&app, customer.clone());
        async move { app.post("/api/customizationrequest", Some(&customer), body).await }
    };

    let incomplete = post(&draft, json!("Ciao")).await;
    incomplete.assert_error(422, "validation_failed");
    assert_eq!(incomplete.detail_fields(), ["configurationId"]);
    for message in [String::new(), "   ".into(), "x".repeat(4001), "<script>'; DROP TABLE x; --".repeat(400)] {
        let answer = post(&complete, json!(message)).await;
        answer.assert_error(422, "validation_failed");
        assert_eq!(answer.detail_fields(), ["message"], "{} chars", message.len());
    }
    // Wrong types are a bad request.
    post(&complete, json!(42)).await.assert_error(400, "bad_request");
    // Not visible or unknown: 404.
    let stranger = stranger(&app, &admin).await;
    app.post("/api/customizationrequest", Some(&stranger), json!({"configurationId": complete, "message": "Ciao"}))
        .await
        .assert_error(404, "not_found");
    post("AAAAAAAAAAAAAAAAAAAAAA", json!("Ciao")).await.assert_error(404, "not_found");
    post(&"A".repeat(10_000), json!("Ciao")).await.assert_error(404, "not_found");

    // A configuration whose model left the catalogue after saving is no longer valid today.
    app.exec(&format!("UPDATE product_models SET active = false WHERE id = {}", f.model));
    let stale = post(&complete, json!("Ciao")).await;
    stale.assert_error(422, "validation_failed");
    assert_eq!(stale.detail_fields(), ["configurationId"]);
    app.exec(&format!("UPDATE product_models SET active = true WHERE id = {}", f.model));

    assert_eq!(app.db_count("SELECT count(*) FROM customization_requests"), 0);
    assert_eq!(outbox_count(&app), mails);
    // 4000 characters are fine.
    let longest = post(&complete, json!("é".repeat(4000))).await;
    longest.assert_status(201);
}

#[actix_web::test]
async fn every_role_sees_the_requests_of_the_configurations_it_sees() {
    let (app, f, DemoTokens { admin, account_manager, customer_manager, customer }) = spawn_with(fixture).await;
    let stranger = stranger(&app, &admin).await;

    let mine = f.configuration(&app, &customer, "Salotto", true).await;
    let managers = f.configuration(&app, &customer_manager, "Ufficio", true).await;
    let theirs = f.configuration(&app, &stranger, "Altro", true).await;
    let replaced = send(&app, &customer, &mine, "Prima versione").await["id"].as_i64().unwrap();
    let pending = send(&app, &customer, &mine, "Seconda versione").await["id"].as_i64().unwrap();
    let colleague = send(&app, &customer_manager, &managers, "Per l'ufficio").await["id"].as_i64().unwrap();
    let foreign = send(&app, &stranger, &theirs, "Altro ancora").await["id"].as_i64().unwrap();

    let list = |token: String, query: String| {
        let app = &app;
        async move {
            let answer = app.get(&format!("/api/customizationrequest{query}"), Some(&token)).await;
            answer.assert_status(200);
            answer.json
        }
    };
    // Newest first by default.
    assert_eq!(ids(&list(customer.clone(), String::new()).await), [pending, replaced]);
    assert_eq!(ids(&list(customer_manager.clone(), String::new()).await), [colleague, pending, replaced]);
    assert_eq!(ids(&list(account_manager.clone(), String::new()).await), [colleague, pending, replaced]);
    assert_eq!(ids(&list(stranger.clone(), String::new()).await), [foreign]);
    let all = list(admin.clone(), String::new()).await;
    assert_eq!(ids(&all), [foreign, colleague, pending, replaced]);
    assert_eq!(all["total"], 4);
    assert_eq!(all["page"], 1);
    assert_eq!(all["pageSize"], 10);

    // Outside the scope: 404, for reads as for decisions' targets.
    app.get(&format!("/api/customizationrequest/{pending}"), Some(&stranger)).await.assert_error(404, "not_found");
    app.get(&format!("/api/customizationrequest/{colleague}"), Some(&customer)).await.assert_error(404, "not_found");
    app.get(&format!("/api/customizationrequest/{foreign}"), Some(&account_manager))
        .await
        .assert_error(404, "not_found");
    app.get(&format!("/api/customizationrequest/{colleague}"), Some(&account_manager)).await.assert_status(200);

    // Filters, search, sort.
    assert_eq!(ids(&list(admin.clone(), "?status=pending".into()).await), [foreign, colleague, pending]);
    assert_eq!(ids(&list(admin.clone(), "?status=replaced".into()).await), [replaced]);
    assert_eq!(ids(&list(admin.clone(), format!("?configurationId={mine}")).await), [pending, replaced]);
    let dealer = app.company_id(DEALER);
    assert_eq!(
        ids(&list(admin.clone(), format!("?companyId={dealer}&order=asc")).await),
        [replaced, pending, colleague]
    );
    assert_eq!(ids(&list(customer.clone(), format!("?configurationId={theirs}")).await), Vec::<i64>::new());
    assert_eq!(ids(&list(admin.clone(), "?q=UFFICIO".into()).await), [colleague]);
    assert_eq!(ids(&list(admin.clone(), "?q=seconda".into()).await), [pending]);
    assert_eq!(ids(&list(admin.clone(), "?q=%25".into()).await), Vec::<i64>::new());
    let by_status = list(admin.clone(), "?sort=status&order=desc&pageSize=1&page=1".into()).await;
    assert_eq!(ids(&by_status), [replaced]);
    assert_eq!(by_status["total"], 4);
    // Days in Italian time: 31 May 22:30 UTC is 1 June in Rome.
    app.exec(&format!("UPDATE customization_requests SET created_at = '2026-05-31 22:30:00+00' WHERE id = {pending}"));
    assert_eq!(ids(&list(admin.clone(), "?createdFrom=2026-06-01&createdTo=2026-06-01".into()).await), [pending]);
    assert_eq!(ids(&list(admin.clone(), "?createdTo=2026-05-31".into()).await), Vec::<i64>::new());
    assert_eq!(ids(&list(admin.clone(), "?createdTo=2026-06-01".into()).await), [pending]);
    for bad in [
        "?status=open",
        "?companyId=uno",
        "?page=0",
        "?pageSize=1000",
        "?sort=message",
        "?order=up",
        "?createdFrom=ieri",
    ] {
        app.get(&format!("/api/customizationrequest{bad}"), Some(&admin)).await.assert_error(400, "bad_request");
    }
}

#[actix_web::test]
async fn a_configuration_whose_total_passes_ten_billion_euro_is_saved_as_invalid_and_cannot_be_sent() {
    let (app, f, DemoTokens { customer, .. }) = spawn_with(fixture).await;
    // The largest base price a model may have (1.000.000,00 €) times the largest quantity (1.000.000).
    let dearest = app.model(f.type_id, "RQ-MAX", "Massimo", 100_000_000, 1);
    let save = |name: &str, quantity: i64| {
        let draft = json!({"typeId": f.type_id, "modelId": dearest, "quantity": quantity, "parts": []});
        let body = json!({"configuratorId": f.configurator, "name": name, "draft": draft});
        let (app, customer) = (&app, customer.clone());
        async move { app.create_configuration(&customer, body).await }
    };

    let beyond = save("Oltre il massimo", 1_000_000).await;
    assert_eq!((beyond["complete"].as_bool(), beyond["valid"].as_bool()), (Some(true), Some(false)), "{beyond}");
    let violations = beyond["evaluation"]["violations"].as_array().unwrap();
    let codes: Vec<&str> = violations.iter().filter_map(|violation| violation["code"].as_str()).collect();
    assert_eq!(codes, ["total_out_of_range"], "{beyond}");
    assert!(violations[0]["message"].as_str().unwrap().contains("10.000.000.000,00"), "{beyond}");
    let refused = app
        .post(
            "/api/customizationrequest",
            Some(&customer),
            json!({"configurationId": public_id(&beyond), "message": "Prezzo speciale?"}),
        )
        .await;
    refused.assert_error(422, "validation_failed");

    // Ten thousand of them (10.000.000.000,00 € before the company's 12 % discount) is still a price.
    let at_limit = save("Al massimo", 10_000).await;
    assert_eq!(at_limit["valid"], true, "{at_limit}");
    assert_eq!(at_limit["evaluation"]["price"]["listTotal"], 100_000_000_i64);
    assert_eq!(at_limit["evaluation"]["price"]["grandTotal"], 880_000_000_000_i64);
    send(&app, &customer, &public_id(&at_limit), "Prezzo speciale?").await;
}

//! Saved configurations: scopes for every role (and IDOR attempts answering 404), racing saves, copies,
//! a saved configuration going stale under a filter change, and deletes blocked by a pending request.

use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{
    ACCOUNT_MANAGER, ADMIN, CUSTOMER, CUSTOMER_MANAGER, DEALER, DemoTokens, TestApp, listed, public_id, spawn_app,
    spawn_app_as, spawn_with,
};

const SLUG: &str = "cfg-divani";

/// A category of our own: one type, two models sharing an optional part with a required choice feature,
/// and a published configurator without rules.
struct Fixture {
    configurator: i64,
    type_id: i64,
    model_a: i64,
    model_b: i64,
    part: i64,
    feature: i64,
    value: i64,
    dealer: i64,
}

fn fixture(app: &TestApp) -> Fixture {
    // The scopes below are counted exactly: start without the demo users' configurations.
    app.exec("DELETE FROM product_configurations");
    let (category, type_id) = app.category_with_type(SLUG, "Divani prova", None, "CF");
    let model_a = app.model(type_id, "CF-A", "Alfa", 100_000, 1);
    let model_b = app.model(type_id, "CF-B", "Beta", 200_000, 2);
    let (part, feature) = app.cushion("CF", &[model_a, model_b]);
    let value = app.feature_value(feature, "CF-V", "Lino", 1000, 0);
    let configurator = app.published_configurator(category, "Divani prova", None, json!([]));
    Fixture { configurator, type_id, model_a, model_b, part, feature, value, dealer: app.company_id(DEALER) }
}

impl Fixture {
    fn draft(&self, model: i64) -> Value {
        json!({"typeId": self.type_id, "modelId": model, "quantity": 1, "parts": [
            {"partId": self.part, "quantity": 1, "values": [{"featureId": self.feature, "valueId": self.value}]}
        ]})
    }

    /// Saves `name` on `model` as `token`; answers the configuration and its public id.
    async fn save(&self, app: &TestApp, token: &str, name: &str, model: i64) -> (Value, String) {
        let saved = app.create_configuration(token, self.body(name, model)).await;
        let id = public_id(&saved);
        (saved, id)
    }

    fn body(&self, name: &str, model: i64) -> Value {
        json!({"configuratorId": self.configurator, "name": name, "draft": self.draft(model)})
    }
}

#[actix_web::test]
async fn every_role_sees_its_scope_and_anything_else_is_not_found() {
    let (app, f, DemoTokens { admin, account_manager, customer_manager, customer }) = spawn_with(fixture).await;
    let other_company = app.company_id("Casa & Stile S.p.A.");
    let colleague = app.new_user(&admin, "collega@example.com", "customer", f.dealer).await;
    let stranger = app.new_user(&admin, "estraneo@example.com", "customer", other_company).await;

    let mine = app.create_configuration(&customer, f.body("Salotto", f.model_a)).await;
    let theirs = app.create_configuration(&stranger, f.body("Altro", f.model_a)).await;
    let (mine_id, theirs_id) = (public_id(&mine), public_id(&theirs));
    assert_eq!(mine_id.len(), 22);
    assert!(mine_id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    assert_eq!(mine["complete"], true, "{mine}");
    assert_eq!(mine["valid"], true, "{mine}");
    assert_eq!(mine["version"], 1);
    assert_eq!(mine["stale"], false);
    // The dealer's 12 % discount: (100000 + 5000 + 1000) * 0.88.
    assert_eq!(mine["savedGrandTotal"], 93_280, "{mine}");
    assert_eq!(mine["draft"]["parts"][0]["values"][0]["valueId"], f.value);

    let path = format!("/api/productconf/{mine_id}");
    for (token, sees) in [
        (&customer, true),
        (&customer_manager, true),
        (&account_manager, true),
        (&admin, true),
        (&colleague, false),
        (&stranger, false),
    ] {
        let answer = app.get(&path, Some(token)).await;
        if sees {
            answer.assert_status(200);
            assert_eq!(answer.json["name"], "Salotto");
            app.get(&format!("/api/productconfpart?configurationId={mine_id}"), Some(token)).await.assert_status(200);
        } else {
            answer.assert_error(404, "not_found");
            app.get(&format!("/api/productconfpart?configurationId={mine_id}"), Some(token))
                .await
                .assert_error(404, "not_found");
        }
    }

    // IDOR: another user's public id answers 404 for every call, and nothing changes.
    let update = json!({"version": 1, "name": "Rubato", "draft": f.draft(f.model_a)});
    app.put(&path, Some(&stranger), update.clone()).await.assert_error(404, "not_found");
    app.post(&format!("{path}/copy"), Some(&stranger), json!({})).await.assert_error(404, "not_found");
    app.request(Method::DELETE, &path, Some(&stranger), None).await.assert_error(404, "not_found");
    app.put(&path, Some(&colleague), update).await.assert_error(404, "not_found");
    app.request(Method::DELETE, &path, Some(&colleague), None).await.assert_error(404, "not_found");
    assert_eq!(app.get(&path, Some(&customer)).await.json["name"], "Salotto");
    assert_eq!(app.db_count("SELECT count(*) FROM product_configurations"), 2);
    // An unknown id of the right shape, and a wrong shape.
    app.get("/api/productconf/AAAAAAAAAAAAAAAAAAAAAA", Some(&admin)).await.assert_error(404, "not_found");
    app.get("/api/productconf/1", Some(&admin)).await.assert_error(404, "not_found");

    // Lists: each role its scope; `scope=mine` limits to one's own, and each role may name its whole scope.
    let list = |token: String, query: &'static str| {
        let app = &app;
        async move { listed(&app.get(&format!("/api/productconf{query}"), Some(&token)).await.json) }
    };
    assert_eq!(list(customer.clone(), "").await, vec![mine_id.clone()]);
    assert!(list(colleague.clone(), "").await.is_empty());
    assert_eq!(list(stranger.clone(), "").await, vec![theirs_id.clone()]);
    assert_eq!(list(customer_manager.clone(), "").await, vec![mine_id.clone()]);
    assert_eq!(list(account_manager.clone(), "").await, vec![mine_id.clone()]);
    let all = list(admin.clone(), "?sort=name&order=asc").await;
    assert_eq!(all, [theirs_id.clone(), mine_id.clone()]);
    assert!(list(admin.clone(), "?scope=mine").await.is_empty());
    assert_eq!(list(admin.clone(), "?scope=all&sort=name&order=asc").await, all);
    assert_eq!(list(customer.clone(), "?scope=mine").await, vec![mine_id.clone()]);
    assert_eq!(list(customer_manager.clone(), "?scope=company").await, vec![mine_id.clone()]);
    assert!(list(customer_manager.clone(), "?scope=mine").await.is_empty());
    assert_eq!(list(account_manager.clone(), "?scope=followed").await, vec![mine_id.clone()]);
    assert!(list(account_manager.clone(), "?scope=mine").await.is_empty());
    // A scope beyond the role's is refused, not answered with the role's own rows, and says which there are.
    for (token, query) in [
        (&customer, "?scope=company"),
        (&customer, "?scope=all"),
        (&customer_manager, "?scope=followed"),
        (&customer_manager, "?scope=all"),
        (&account_manager, "?scope=company"),
        (&account_manager, "?scope=all"),
        (&admin, "?scope=followed"),
    ] {
        app.get(&format!("/api/productconf{query}"), Some(token)).await.assert_error(422, "validation_failed");
    }
    let refused = app.get("/api/productconf?scope=all", Some(&customer_manager)).await;
    assert_eq!(refused.json["details"][0]["field"], "scope", "{}", refused.text);
    let said = &refused.json["details"][0]["message"];
    assert_eq!(said, "Ambito non disponibile: all. Ambiti: mine, company.", "{}", refused.text);
    app.get("/api/productconf/export.csv?scope=all", Some(&customer)).await.assert_error(422, "validation_failed");
    app.get("/api/productconf?scope=everyone", Some(&admin)).await.assert_status(400);
    assert_eq!(list(admin.clone(), "?q=salot").await, vec![mine_id.clone()]);
    let page = app.get("/api/productconf", Some(&customer)).await;
    let row = &page.json["items"][0];
    assert_eq!(row["ownerName"], "Luca Moretti");
    assert_eq!(row["categorySlug"], SLUG);
    assert_eq!(row["modelName"], "Alfa");
    assert_eq!(row["requestStatus"], Value::Null);
    app.get("/api/productconf?sort=owner", Some(&customer)).await.assert_error(400, "bad_request");
}

#[actix_web::test]
async fn of_two_racing_saves_on_one_version_exactly_one_wins_and_nothing_is_lost() {
    let (app, f, DemoTokens { customer, .. }) = spawn_with(fixture).await;
    let created = app.create_configuration(&customer, f.body("Salotto", f.model_a)).await;
    let path = format!("/api/productconf/{}", public_id(&created));

    let (first, second) = tokio::join!(
        app.put(&path, Some(&customer), json!({"version": 1, "name": "Primo", "draft": f.draft(f.model_a)})),
        app.put(&path, Some(&customer), json!({"version": 1, "name": "Secondo", "draft": f.draft(f.model_b)})),
    );
    let mut statuses = [first.status.as_u16(), second.status.as_u16()];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409], "{} / {}", first.text, second.text);
    let (winner, loser) = if first.status == 200 { (&first, &second) } else { (&second, &first) };
    loser.assert_error(409, "stale_version");
    assert_eq!(winner.json["version"], 2);

    let now = app.get(&path, Some(&customer)).await;
    assert_eq!(now.json["name"], winner.json["name"]);
    assert_eq!(now.json["modelId"], winner.json["modelId"]);
    assert_eq!(now.json["version"], 2);
    // Each save is a revision, by whoever saved it; the refused one left none.
    assert_eq!(now.json["revision"], 2);
    let row =
        app.db_count(&format!("SELECT id FROM product_configurations WHERE public_id = '{}'", public_id(&created)));
    let revisions = |app: &TestApp| {
        app.db_count(&format!("SELECT count(*) FROM product_configuration_revisions WHERE configuration_id = {row}"))
    };
    assert_eq!(revisions(&app), 2);
    assert_eq!(
        app.db_count(&format!(
            "SELECT count(*) FROM product_configuration_revisions WHERE configuration_id = {row} AND revision = 2 \
             AND created_by_id = {} AND snapshot->>'name' = '{}'",
            app.user_id(CUSTOMER),
            winner.json["name"].as_str().unwrap()
        )),
        1
    );
    // Saving over the version read afterwards works.
    let again =
        app.put(&path, Some(&customer), json!({"version": 2, "name": "Terzo", "draft": f.draft(f.model_b)})).await;
    again.assert_status(200);
    assert_eq!(again.json["version"], 3);
    assert_eq!(again.json["revision"], 3);
    assert_eq!(revisions(&app), 3);
    assert_eq!(again.json["savedGrandTotal"], (200_000 + 6_000) * 88 / 100);
    assert_eq!(app.db_count("SELECT count(*) FROM product_configuration_parts"), 1);
    assert_eq!(app.db_count("SELECT count(*) FROM product_configuration_values"), 1);
}

#[actix_web::test]
async fn a_copy_is_a_new_configuration_of_the_caller_pointing_to_its_source() {
    let (app, f, DemoTokens { customer_manager: manager, customer, .. }) = spawn_with(fixture).await;
    let (original, original_id) = f.save(&app, &customer, "Salotto", f.model_a).await;

    let copy = app.post(&format!("/api/productconf/{original_id}/copy"), Some(&manager), json!({})).await;
    copy.assert_status(201);
    let copy_id = public_id(&copy.json);
    assert_ne!(copy_id, original_id);
    assert_eq!(copy.json["name"], "Copia di Salotto");
    assert_eq!(copy.json["copiedFrom"], original_id.as_str());
    assert_eq!(copy.json["ownerId"], app.user_id(CUSTOMER_MANAGER));
    assert_eq!(copy.json["version"], 1);
    assert_eq!(copy.json["draft"], original["draft"]);
    assert_eq!(copy.json["savedGrandTotal"], original["savedGrandTotal"]);

    // Separate: editing the copy leaves the original alone; the customer does not see the manager's copy.
    let edited = app
        .put(
            &format!("/api/productconf/{copy_id}"),
            Some(&manager),
            json!({"version": 1, "name": "Mia copia", "draft": f.draft(f.model_b)}),
        )
        .await;
    edited.assert_status(200);
    let again = app.get(&format!("/api/productconf/{original_id}"), Some(&customer)).await;
    assert_eq!(again.json["name"], "Salotto");
    assert_eq!(again.json["modelId"], f.model_a);
    app.get(&format!("/api/productconf/{copy_id}"), Some(&customer)).await.assert_error(404, "not_found");
}

#[actix_web::test]
async fn the_copy_screen_saves_its_edits_in_one_call_and_a_refused_edit_leaves_no_copy() {
    let (app, f, DemoTokens { customer, .. }) = spawn_with(fixture).await;
    let (_, original_id) = f.save(&app, &customer, "Salotto", f.model_a).await;
    let copy_path = format!("/api/productconf/{original_id}/copy");
    let count = || app.db_count("SELECT count(*) FROM product_configurations");
    let before = count();

    // A name without a draft, and a draft without a name: 422 on the missing field, nothing saved.
    app.post(&copy_path, Some(&customer), json!({"name": "Solo il nome"})).await.assert_error(422, "validation_failed");
    let no_name = app.post(&copy_path, Some(&customer), json!({"draft": f.draft(f.model_b)})).await;
    no_name.assert_error(422, "validation_failed");
    assert_eq!(no_name.json["details"][0]["field"], "name");
    app.post(&copy_path, Some(&customer), json!({"name": " ", "draft": f.draft(f.model_b)}))
        .await
        .assert_error(422, "validation_failed");
    assert_eq!(count(), before, "a refused copy saves nothing");

    let copy = app.post(&copy_path, Some(&customer), json!({"name": "Salotto B", "draft": f.draft(f.model_b)})).await;
    copy.assert_status(201);
    assert_eq!(copy.json["name"], "Salotto B");
    assert_eq!(copy.json["modelId"], f.model_b);
    assert_eq!(copy.json["copiedFrom"], original_id.as_str());
    assert_eq!(copy.json["version"], 1);
    assert_eq!(copy.json["revision"], 1, "one save, one revision");
    assert_eq!(count(), before + 1);
    let again = app.get(&format!("/api/productconf/{original_id}"), Some(&customer)).await;
    assert_eq!(again.json["name"], "Salotto");
    assert_eq!(again.json["modelId"], f.model_a);
}

#[actix_web::test]
async fn a_model_hidden_after_saving_makes_the_configuration_stale() {
    let (app, f, DemoTokens { customer, .. }) = spawn_with(fixture).await;
    let created = app.create_configuration(&customer, f.body("Beta", f.model_b)).await;
    let path = format!("/api/productconf/{}", public_id(&created));
    assert_eq!(app.get(&path, Some(&customer)).await.json["stale"], false);

    app.exec(&format!(
        "INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode) VALUES ({}, 'model', {}, 'deny')",
        f.dealer, f.model_b
    ));
    let now = app.get(&path, Some(&customer)).await;
    now.assert_status(200);
    assert_eq!(now.json["stale"], true, "{}", now.text);
    assert_eq!(now.json["valid"], true, "the saved validity stays as saved");
    assert_eq!(now.json["evaluation"]["valid"], false);
    let codes: Vec<&str> =
        now.json["evaluation"]["violations"].as_array().unwrap().iter().map(|v| v["code"].as_str().unwrap()).collect();
    assert!(codes.contains(&"unknown_item"), "{codes:?}");
    assert!(!now.json["changes"].as_array().unwrap().is_empty());
    let list = app.get("/api/productconf", Some(&customer)).await;
    assert_eq!(list.json["items"][0]["stale"], true);
}

#[actix_web::test]
async fn a_pending_request_blocks_the_delete() {
    let (app, f, DemoTokens { customer, .. }) = spawn_with(fixture).await;
    let (_, public) = f.save(&app, &customer, "Salotto", f.model_a).await;
    let path = format!("/api/productconf/{public}");
    let row = app.db_count(&format!("SELECT id FROM product_configurations WHERE public_id = '{public}'"));
    app.exec(&format!(
        "INSERT INTO customization_requests (configuration_id, requester_id, company_id, message) \
         VALUES ({row}, {}, {}, 'Vorrei un tessuto diverso')",
        app.user_id(CUSTOMER),
        f.dealer
    ));
    assert_eq!(app.get("/api/productconf", Some(&customer)).await.json["items"][0]["requestStatus"], "pending");

    app.request(Method::DELETE, &path, Some(&customer), None).await.assert_error(409, "conflict");
    app.get(&path, Some(&customer)).await.assert_status(200);

    app.exec(&format!(
        "UPDATE customization_requests SET status = 'rejected', response = 'No' WHERE configuration_id = {row}"
    ));
    app.request(Method::DELETE, &path, Some(&customer), None).await.assert_status(204);
    app.get(&path, Some(&customer)).await.assert_error(404, "not_found");
    assert_eq!(app.db_count("SELECT count(*) FROM product_configuration_parts"), 0);
}

#[actix_web::test]
async fn the_demo_users_have_saved_configurations_and_requests_in_every_status() {
    let app = spawn_app().await;
    let mut seen = vec![];
    for (email, scope, own) in [(CUSTOMER, 4, 4), (CUSTOMER_MANAGER, 7, 2), (ACCOUNT_MANAGER, 7, 1), (ADMIN, 8, 1)] {
        let token = app.login_demo(email).await;
        let all = app.get("/api/productconf?pageSize=100", Some(&token)).await;
        all.assert_status(200);
        assert_eq!(all.json["total"], scope, "{email}: {}", all.text);
        let mine = app.get("/api/productconf?pageSize=100&scope=mine", Some(&token)).await;
        assert_eq!(mine.json["total"], own, "{email}: {}", mine.text);
        seen.push((email, all.json));
    }
    let (_, customers) = &seen[0];
    let rows = customers["items"].as_array().unwrap();
    let by_name = |name: &str| rows.iter().find(|row| row["name"] == name).unwrap_or_else(|| panic!("{name}"));
    let salotto = by_name("Salotto Hotel Bellavista");
    assert_eq!((salotto["complete"].as_bool(), salotto["valid"].as_bool()), (Some(true), Some(true)));
    assert!(salotto["savedGrandTotal"].as_i64().unwrap() > 0);
    assert_eq!(salotto["stale"], false, "saved through the real evaluation: {salotto}");
    assert_eq!(salotto["customerName"], "Hotel Bellavista");
    assert_eq!(salotto["requestStatus"], "approved");
    assert_eq!(by_name("Divano reception")["requestStatus"], "pending");
    let draft = by_name("Tavolo sala colazioni (bozza)");
    assert_eq!((draft["complete"].as_bool(), draft["stale"].as_bool()), (Some(false), Some(false)));
    let copy = by_name("Copia di Salotto Hotel Bellavista");
    let customer = app.login_demo(CUSTOMER).await;
    let copied = app.get(&format!("/api/productconf/{}", public_id(copy)), Some(&customer)).await;
    assert_eq!(copied.json["copiedFrom"], salotto["publicId"]);
    assert_eq!(copied.json["revision"], 1);
    assert_eq!(copied.json["savedGrandTotal"], salotto["savedGrandTotal"]);

    for (status, n) in [("pending", 1), ("approved", 1), ("rejected", 1), ("replaced", 1)] {
        assert_eq!(
            app.db_count(&format!("SELECT count(*) FROM customization_requests WHERE status = '{status}'")),
            n,
            "{status}"
        );
    }
    // Decided ones name their reviewer and response; the replaced one points to the pending one of the same
    // configuration; each carries the revision and price it was sent with.
    assert_eq!(
        app.db_count(
            "SELECT count(*) FROM customization_requests WHERE status IN ('approved', 'rejected') \
             AND reviewed_by_id IS NOT NULL AND reviewed_at IS NOT NULL AND response IS NOT NULL"
        ),
        2
    );
    assert_eq!(
        app.db_count(
            "SELECT count(*) FROM customization_requests r JOIN customization_requests n ON n.id = r.replaced_by_id \
             WHERE r.status = 'replaced' AND n.status = 'pending' AND n.configuration_id = r.configuration_id"
        ),
        1
    );
    assert_eq!(
        app.db_count(
            "SELECT count(*) FROM customization_requests r JOIN product_configurations c ON c.id = r.configuration_id \
             JOIN product_configuration_revisions v ON v.configuration_id = c.id AND v.revision = c.revision \
             WHERE r.configuration_revision = c.revision AND r.price_snapshot = v.price_snapshot AND c.complete AND c.valid"
        ),
        4
    );
}

#[actix_web::test]
async fn users_read_the_customers_of_their_companies_to_pick_one_and_no_other() {
    let (app, admin) = spawn_app_as(ADMIN).await;
    let dealer = app.company_id(DEALER);
    let other_company = app.company_id("Casa & Stile S.p.A.");
    app.exec(&format!("INSERT INTO customers (company_id, name) VALUES ({other_company}, 'Cliente altrui')"));
    let foreign = app.db_count("SELECT id FROM customers WHERE name = 'Cliente altrui'");
    let stranger = app.new_user(&admin, "estraneo@example.com", "customer", other_company).await;
    let names = |page: &Value| -> Vec<String> {
        let mut names: Vec<String> =
            page["items"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap().to_owned()).collect();
        names.sort();
        names
    };
    let dealers = ["Hotel Bellavista", "Studio Verdi Architetti"];
    for email in [CUSTOMER, CUSTOMER_MANAGER, ACCOUNT_MANAGER] {
        let token = app.login_demo(email).await;
        let all = app.get("/api/customer?pageSize=100", Some(&token)).await;
        all.assert_status(200);
        assert_eq!(names(&all.json), dealers, "{email}");
        let filtered = app.get(&format!("/api/customer?companyId={dealer}"), Some(&token)).await;
        assert_eq!(names(&filtered.json), dealers, "{email}");
        let elsewhere = app.get(&format!("/api/customer?companyId={other_company}"), Some(&token)).await;
        assert_eq!(elsewhere.json["total"], 0, "{email}");
        app.get(&format!("/api/customer/{foreign}"), Some(&token)).await.assert_error(404, "not_found");
        app.post("/api/customer", Some(&token), json!({"companyId": dealer, "name": "Nuovo"}))
            .await
            .assert_error(403, "forbidden");
    }
    assert_eq!(names(&app.get("/api/customer", Some(&stranger)).await.json), ["Cliente altrui"]);
    assert_eq!(app.get("/api/customer?pageSize=100", Some(&admin)).await.json["total"], 3);
}

#[actix_web::test]
async fn the_kept_judgement_follows_a_price_change_a_filter_change_and_a_save() {
    let (app, f, DemoTokens { customer, .. }) = spawn_with(fixture).await;
    let (saved, public) = f.save(&app, &customer, "Salotto", f.model_a).await;
    let stale = || async { app.get("/api/productconf", Some(&customer)).await.json["items"][0]["stale"].clone() };
    assert_eq!(stale().await, false);
    assert_eq!(stale().await, false, "read again at the same catalogue version");

    app.exec(&format!("UPDATE product_models SET base_price = 120000 WHERE id = {}", f.model_a));
    assert_eq!(stale().await, true, "a price change is judged at the next read");

    let body = json!({"version": saved["version"], "name": "Salotto", "draft": f.draft(f.model_a)});
    app.put(&format!("/api/productconf/{public}"), Some(&customer), body).await.assert_status(200);
    assert_eq!(stale().await, false, "saved at today's price");

    app.exec(&format!(
        "INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode) \
         VALUES ({}, 'feature_value', {}, 'deny')",
        f.dealer, f.value
    ));
    assert_eq!(stale().await, true, "a filter hiding the chosen value is judged at the next read");
    let one = app.get(&format!("/api/productconf/{public}"), Some(&customer)).await;
    assert_eq!(one.json["stale"], true, "the editor judges as the list does");
}

#[actix_web::test]
async fn the_list_filters_by_category_and_latest_request_and_sorts_by_its_columns() {
    let (app, f, DemoTokens { customer, .. }) = spawn_with(fixture).await;
    let (_, alfa) = f.save(&app, &customer, "Alfa", f.model_a).await;
    let (_, beta) = f.save(&app, &customer, "Beta", f.model_b).await;
    let row = app.db_count(&format!("SELECT id FROM product_configurations WHERE public_id = '{beta}'"));
    app.exec(&format!(
        "INSERT INTO customization_requests (configuration_id, requester_id, company_id, message) \
         VALUES ({row}, {}, {}, 'Vorrei un tessuto diverso')",
        app.user_id(CUSTOMER),
        f.dealer
    ));
    let listed_for = |query: String| {
        let (app, customer) = (&app, &customer);
        async move {
            let page = app.get(&format!("/api/productconf?{query}"), Some(customer)).await;
            page.assert_status(200);
            listed(&page.json)
        }
    };
    assert_eq!(listed_for("requestStatus=pending".into()).await, std::slice::from_ref(&beta));
    assert_eq!(listed_for("requestStatus=none".into()).await, std::slice::from_ref(&alfa));
    assert!(listed_for("requestStatus=approved".into()).await.is_empty());
    let category = app.db_count(&format!("SELECT id FROM product_categories WHERE slug = '{SLUG}'"));
    assert_eq!(listed_for(format!("categoryId={category}&sort=name")).await, [alfa.clone(), beta.clone()]);
    assert!(listed_for("categoryId=999999".into()).await.is_empty());
    assert_eq!(listed_for("sort=grandTotal&order=desc".into()).await, [beta.clone(), alfa.clone()]);
    assert_eq!(listed_for("sort=ownerName".into()).await.len(), 2);
    app.get("/api/productconf?requestStatus=lost", Some(&customer)).await.assert_status(400);
    let page = app.get("/api/productconf?sort=name", Some(&customer)).await;
    assert_eq!(page.json["items"][1]["requestStatus"], "pending");
    assert_eq!(page.json["items"][0]["requestStatus"], Value::Null);
}

#[actix_web::test]
async fn a_manager_narrows_the_list_to_an_owner_a_company_or_an_end_customer_and_each_row_names_them() {
    let (app, f, DemoTokens { admin, customer, account_manager, .. }) = spawn_with(fixture).await;
    let colleague = app.new_user(&admin, "collega.filtri@example.com", "customer", f.dealer).await;
    app.exec(&format!("INSERT INTO customers (company_id, name) VALUES ({}, 'Hotel Filtri')", f.dealer));
    let hotel = app.db_count("SELECT id FROM customers WHERE name = 'Hotel Filtri'");
    let (_, own) = f.save(&app, &customer, "Mia", f.model_a).await;
    let for_hotel = json!({"configuratorId": f.configurator, "name": "Per l'hotel", "customerId": hotel, "draft": f.draft(f.model_a)});
    let theirs = public_id(&app.create_configuration(&colleague, for_hotel).await);
    let listed_as = |token: String, query: String| {
        let app = &app;
        async move {
            let page = app.get(&format!("/api/productconf?sort=name&{query}"), Some(&token)).await;
            page.assert_status(200);
            listed(&page.json)
        }
    };
    let customer_id = app.user_id(CUSTOMER);
    let colleague_id = app.user_id("collega.filtri@example.com");
    assert_eq!(listed_as(account_manager.clone(), format!("ownerId={customer_id}")).await, std::slice::from_ref(&own));
    assert_eq!(
        listed_as(account_manager.clone(), format!("ownerId={colleague_id}")).await,
        std::slice::from_ref(&theirs)
    );
    assert_eq!(listed_as(account_manager.clone(), format!("customerId={hotel}")).await, std::slice::from_ref(&theirs));
    assert_eq!(
        listed_as(account_manager.clone(), format!("companyId={}", f.dealer)).await,
        [own.clone(), theirs.clone()]
    );
    // A filter narrows the scope, never widens it: the customer sees no colleague's row by naming them.
    assert!(listed_as(customer.clone(), format!("ownerId={colleague_id}")).await.is_empty());
    app.get("/api/productconf?ownerId=x", Some(&customer)).await.assert_status(400);

    let page = app.get(&format!("/api/productconf?customerId={hotel}"), Some(&account_manager)).await;
    let row = &page.json["items"][0];
    assert_eq!((row["ownerId"].as_i64(), row["customerId"].as_i64()), (Some(colleague_id), Some(hotel)));
    assert_eq!((row["companyId"].as_i64(), &row["companyName"]), (Some(f.dealer), &json!(DEALER)));
    assert_eq!(row["customerName"], "Hotel Filtri");
    let one = app.get(&format!("/api/productconf/{theirs}"), Some(&account_manager)).await;
    assert_eq!((one.json["ownerId"].as_i64(), &one.json["companyName"]), (Some(colleague_id), &json!(DEALER)));
}

#[actix_web::test]
async fn the_editors_live_price_is_the_configurations_companys_whoever_edits_it() {
    let (app, f, DemoTokens { admin, account_manager, customer, .. }) = spawn_with(fixture).await;
    let (saved, id) = f.save(&app, &customer, "Salotto", f.model_a).await;
    let edited = json!({"draft": f.draft(f.model_b)});
    let path = format!("/api/productconf/{id}/evaluate");

    // The dealer's 12 % discount on (200000 + 5000 + 1000), for the customer and for those who edit for them.
    for token in [&customer, &account_manager, &admin] {
        let live = app.post(&path, Some(token), edited.clone()).await;
        live.assert_status(200);
        assert_eq!(live.json["price"]["grandTotal"], 181_280, "{}", live.text);
        assert_eq!((live.json["complete"].as_bool(), live.json["valid"].as_bool()), (Some(true), Some(true)));
    }
    // The caller's own view prices it without the dealer's discount; saving prices it with it, like the editor.
    let own = app
        .post(
            "/api/productconf/evaluate",
            Some(&admin),
            json!({"configuratorId": f.configurator, "draft": f.draft(f.model_b)}),
        )
        .await;
    assert_eq!(own.json["price"]["grandTotal"], 206_000, "{}", own.text);
    let body = json!({"version": saved["version"], "name": "Salotto", "draft": f.draft(f.model_b)});
    let resaved = app.put(&format!("/api/productconf/{id}"), Some(&admin), body).await;
    resaved.assert_status(200);
    assert_eq!(resaved.json["savedGrandTotal"], 181_280, "{}", resaved.text);

    // Nothing is written; outside the caller's scope it does not exist.
    assert_eq!(app.db_count(&format!("SELECT version FROM product_configurations WHERE public_id = '{id}'")), 2);
    let other_company = app.company_id("Casa & Stile S.p.A.");
    let stranger = app.new_user(&admin, "estraneo@example.com", "customer", other_company).await;
    app.post(&path, Some(&stranger), edited.clone()).await.assert_error(404, "not_found");
    app.post("/api/productconf/AAAAAAAAAAAAAAAAAAAAAA/evaluate", Some(&customer), edited)
        .await
        .assert_error(404, "not_found");
    app.post(&path, Some(&customer), json!({"draft": "nope"})).await.assert_error(400, "bad_request");
}

/// The list as `token` reads it, revalidating `etag`.
async fn list_if_none_match(app: &TestApp, token: &str, etag: &str) -> crate::helpers::Answer {
    list_at_if_none_match(app, "/api/productconf", token, etag).await
}

async fn list_at_if_none_match(app: &TestApp, path: &str, token: &str, etag: &str) -> crate::helpers::Answer {
    let request = app.client.get(app.url(path)).bearer_auth(token).header("if-none-match", etag);
    TestApp::read(request.send().await.unwrap()).await
}

#[actix_web::test]
async fn a_save_changes_the_pages_that_show_it_and_keeps_every_other() {
    let (app, f, DemoTokens { admin, account_manager, customer_manager, customer }) = spawn_with(fixture).await;
    let other_company = app.company_id("Casa & Stile S.p.A.");
    let colleague = app.new_user(&admin, "collega@example.com", "customer", f.dealer).await;
    let stranger = app.new_user(&admin, "estraneo@example.com", "customer", other_company).await;
    let stranger_manager = app.new_user(&admin, "capo.estraneo@example.com", "customer_manager", other_company).await;
    let (_, saved) = f.save(&app, &customer, "Salotto", f.model_a).await;
    f.save(&app, &colleague, "Studio", f.model_b).await;
    f.save(&app, &stranger, "Altro", f.model_a).await;
    f.save(&app, &stranger_manager, "Ufficio", f.model_b).await;

    // (who, page, token, whether the page shows the customer's configuration)
    let pages = [
        ("the owner", "/api/productconf", &customer, true),
        ("the company's customer manager", "/api/productconf", &customer_manager, true),
        ("the customer manager's own", "/api/productconf?scope=mine", &customer_manager, false),
        ("the customer manager's company", "/api/productconf?scope=company", &customer_manager, true),
        ("the company's account manager", "/api/productconf", &account_manager, true),
        ("an administrator", "/api/productconf", &admin, true),
        ("a colleague of the owner", "/api/productconf", &colleague, false),
        ("another company's customer", "/api/productconf", &stranger, false),
        ("another company's customer manager", "/api/productconf", &stranger_manager, false),
    ];
    let mut tags = Vec::new();
    for (who, path, token, _) in &pages {
        let page = app.get(path, Some(token)).await;
        page.assert_status(200);
        let etag = page.header("etag").unwrap_or_else(|| panic!("{who}: an ETag")).to_owned();
        assert_eq!(list_at_if_none_match(&app, path, token, &etag).await.status, 304, "{who}");
        tags.push(etag);
    }

    let body = json!({"version": 1, "name": "Salotto rinnovato", "draft": f.draft(f.model_b)});
    app.put(&format!("/api/productconf/{saved}"), Some(&customer), body).await.assert_status(200);
    for ((who, path, token, shows), etag) in pages.iter().zip(&tags) {
        let answer = list_at_if_none_match(&app, path, token, etag).await;
        if *shows {
            answer.assert_status(200);
            assert!(answer.text.contains("Salotto rinnovato"), "{who}: {}", answer.text);
        } else {
            assert_eq!(answer.status, 304, "{who}'s page does not show the save and is still current");
        }
    }
}

#[actix_web::test]
async fn a_list_page_is_answered_again_until_something_it_shows_changes() {
    let (app, f, DemoTokens { account_manager, customer, .. }) = spawn_with(fixture).await;
    f.save(&app, &customer, "Salotto", f.model_a).await;
    let first = app.get("/api/productconf", Some(&customer)).await;
    first.assert_status(200);
    assert_eq!(first.header("cache-control"), Some("private, no-cache"));
    let mut etag = first.header("etag").expect("an ETag").to_owned();
    // Reads the page again if it changed: the new ETag and the page.
    let changed = |etag: String, token: String| {
        let app = &app;
        async move {
            let answer = list_if_none_match(app, &token, &etag).await;
            answer.assert_status(200);
            let new = answer.header("etag").expect("an ETag").to_owned();
            assert_ne!(new, etag);
            assert_eq!(list_if_none_match(app, &token, &new).await.status, 304, "the new page is kept under its tag");
            (new, answer.json)
        }
    };

    assert_eq!(list_if_none_match(&app, &customer, &etag).await.status, 304);
    app.login_demo(CUSTOMER).await;
    assert_eq!(list_if_none_match(&app, &customer, &etag).await.status, 304, "a login shows on no list");

    app.exec(&format!("UPDATE users SET first_name = 'Giuliana' WHERE email = '{CUSTOMER}'"));
    let page;
    (etag, page) = changed(etag, customer.clone()).await;
    assert!(page["items"][0]["ownerName"].as_str().unwrap().starts_with("Giuliana "), "{page}");

    let row = app.db_count("SELECT id FROM product_configurations");
    let buyer = app.db_count(&format!("SELECT min(id) FROM customers WHERE company_id = {}", f.dealer));
    app.exec(&format!("UPDATE product_configurations SET customer_id = {buyer} WHERE id = {row}"));
    (etag, _) = changed(etag, customer.clone()).await;
    app.exec(&format!("UPDATE customers SET name = 'Cliente rinominato' WHERE id = {buyer}"));
    let page;
    (etag, page) = changed(etag, customer.clone()).await;
    assert_eq!(page["items"][0]["customerName"], "Cliente rinominato");

    app.exec(&format!(
        "INSERT INTO customization_requests (configuration_id, requester_id, company_id, message) \
         VALUES ({row}, {}, {}, 'Vorrei un tessuto diverso')",
        app.user_id(CUSTOMER),
        f.dealer
    ));
    let page;
    (etag, page) = changed(etag, customer.clone()).await;
    assert_eq!(page["items"][0]["requestStatus"], "pending");

    app.exec(&format!("UPDATE product_models SET name = 'Alfa nuovo' WHERE id = {}", f.model_a));
    let page;
    (_, page) = changed(etag, customer.clone()).await;
    assert_eq!(page["items"][0]["modelName"], "Alfa nuovo", "the catalogue's names follow its version");

    // Who manages the dealer is the account manager's scope.
    let managed = app.get("/api/productconf", Some(&account_manager)).await;
    assert_eq!(managed.json["total"], 1, "{}", managed.text);
    app.exec(&format!("UPDATE companies SET account_manager_id = NULL WHERE id = {}", f.dealer));
    let (_, page) = changed(managed.header("etag").unwrap().to_owned(), account_manager.clone()).await;
    assert_eq!(page["total"], 0, "{page}");
}

#[actix_web::test]
async fn the_list_narrows_to_a_model_and_to_the_days_of_the_last_save_in_italian_time() {
    let (app, f, DemoTokens { customer, .. }) = spawn_with(fixture).await;
    let (_, early) = f.save(&app, &customer, "Di maggio", f.model_a).await;
    let (_, late) = f.save(&app, &customer, "Di giugno", f.model_b).await;
    // 31 May 22:30 UTC is 1 June 00:30 in Rome: a save of 1 June for an Italian reader
    app.exec(&format!(
        "UPDATE product_configurations SET updated_at = '2026-05-31 21:30:00+00' WHERE public_id = '{early}'"
    ));
    app.exec(&format!(
        "UPDATE product_configurations SET updated_at = '2026-05-31 22:30:00+00' WHERE public_id = '{late}'"
    ));
    let listed_for = |query: String| {
        let (app, customer) = (&app, customer.clone());
        async move {
            let page = app.get(&format!("/api/productconf?sort=name&{query}"), Some(&customer)).await;
            page.assert_status(200);
            listed(&page.json)
        }
    };
    assert_eq!(listed_for(format!("modelId={}", f.model_b)).await, std::slice::from_ref(&late));
    assert_eq!(listed_for("updatedFrom=2026-06-01".into()).await, std::slice::from_ref(&late));
    assert_eq!(listed_for("updatedTo=2026-05-31".into()).await, std::slice::from_ref(&early));
    assert_eq!(listed_for("updatedFrom=2026-05-31&updatedTo=2026-06-01".into()).await.len(), 2);
    assert!(listed_for("updatedFrom=9999-12-31".into()).await.is_empty(), "a far-off day narrows to nothing");
    for bad in ["updatedFrom=31/05/2026", "updatedTo=2026-02-30", "modelId=oslo"] {
        app.get(&format!("/api/productconf?{bad}"), Some(&customer)).await.assert_error(400, "bad_request");
    }
}

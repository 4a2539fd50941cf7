//! `POST /api/user/extended` and `GET /api/user/{id}/extended`.

use serde_json::{Value, json};

use crate::helpers::{
    ACCOUNT_MANAGER, ADMIN, Answer, CUSTOMER, CUSTOMER_MANAGER, DEALER, DEMO_PASSWORD, NEW_PASSWORD, TestApp,
    link_token, spawn_app, spawn_app_as,
};

/// `POST /api/user/extended`: creates a user (no id) or changes one.
async fn extended(app: &TestApp, token: Option<&str>, body: Value) -> Answer {
    app.post("/api/user/extended", token, body).await
}

#[actix_web::test]
async fn an_admin_creates_a_user_without_a_password_who_is_invited_to_choose_one() {
    let (app, admin) = spawn_app_as(ADMIN).await;

    let body = json!({"email": "Nuova.Utente@Example.com", "role": "account_manager", "firstName": "Nuova",
                      "lastName": "Utente"});
    let created = extended(&app, Some(&admin), body).await;

    created.assert_status(201);
    assert_eq!(created.json["email"], "nuova.utente@example.com");
    assert_eq!(created.json["role"], "account_manager");
    assert_eq!(created.json["firstName"], "Nuova");
    assert_eq!(created.json["active"], true);
    assert!(created.json["id"].as_i64().is_some());
    assert_eq!(app.db_count("SELECT count(*) FROM password_reset_tokens WHERE purpose = 'invite'"), 1);

    // Without a password nothing logs in.
    app.login_answer("nuova.utente@example.com", DEMO_PASSWORD).await.assert_error(401, "invalid_credentials");

    let mail = app.latest_mail_containing("To: nuova.utente@example.com").await;
    assert!(mail.contains("/reset-password/"), "{mail}");
    let token = link_token(&mail);
    app.post("/api/user/resetpwd", None, json!({"token": token, "password": NEW_PASSWORD})).await.assert_status(204);
    let session = app.login_answer("nuova.utente@example.com", NEW_PASSWORD).await;
    session.assert_status(200);
    assert_eq!(session.json["user"]["id"], created.json["id"]);
}

#[actix_web::test]
async fn an_admin_creates_a_dealer_user_with_a_password_who_can_log_in_at_once() {
    let (app, admin) = spawn_app_as(ADMIN).await;
    let company = app.db_count(&format!("SELECT id FROM companies WHERE name = '{DEALER}'"));

    let body = json!({"email": "venditore@example.com", "role": "customer_manager", "firstName": "Paolo",
                      "lastName": "Neri", "companyId": company, "password": NEW_PASSWORD, "phone": "+39 02 1234567"});
    let created = extended(&app, Some(&admin), body).await;

    created.assert_status(201);
    assert_eq!(created.json["companyId"], company);
    assert_eq!(created.json["companyName"], DEALER);
    assert_eq!(app.db_count("SELECT count(*) FROM mail_outbox"), 0, "no invitation when a password is given");
    let session = app.login_answer("venditore@example.com", NEW_PASSWORD).await;
    session.assert_status(200);
    assert_eq!(session.json["user"]["role"], "customer_manager");
}

#[actix_web::test]
async fn only_admins_create_users() {
    let app = spawn_app().await;
    let before = app.users_snapshot();
    for email in [CUSTOMER, CUSTOMER_MANAGER, ACCOUNT_MANAGER] {
        let token = app.login_demo(email).await;
        let body = json!({"email": "intruso@example.com", "role": "admin", "firstName": "In", "lastName": "Truso",
                          "password": NEW_PASSWORD});
        let answer = extended(&app, Some(&token), body).await;
        answer.assert_error(403, "forbidden");
    }
    extended(&app, None, json!({"email": "intruso@example.com", "role": "admin"}))
        .await
        .assert_error(401, "unauthorized");
    // Logins wrote last_login_at; compare what matters.
    assert_eq!(app.users_snapshot(), before);
    assert_eq!(app.db_count("SELECT count(*) FROM users WHERE email = 'intruso@example.com'"), 0);
}

#[actix_web::test]
async fn invalid_new_users_are_refused_field_by_field() {
    let (app, admin) = spawn_app_as(ADMIN).await;
    let before = app.users_snapshot();

    for (body, field) in [
        (json!({"email": "CUSTOMER@Example.COM", "role": "admin", "firstName": "A", "lastName": "B"}), "email"),
        (json!({"email": "cliente2@example.com", "role": "customer", "firstName": "A", "lastName": "B"}), "companyId"),
        (json!({"email": "x@example.com", "role": "superuser", "firstName": "A", "lastName": "B"}), "role"),
        (
            json!({"email": "y@example.com", "role": "customer", "firstName": "A", "lastName": "B", "companyId": 987_654}),
            "companyId",
        ),
    ] {
        let answer = extended(&app, Some(&admin), body).await;
        answer.assert_error(422, "validation_failed");
        assert_eq!(answer.detail_fields(), [field]);
    }

    assert_eq!(app.users_snapshot(), before);
    assert_eq!(app.db_count("SELECT count(*) FROM mail_outbox"), 0);
    assert_eq!(app.db_count("SELECT count(*) FROM password_reset_tokens"), 0);
}

#[actix_web::test]
async fn users_update_their_own_names_but_not_their_role() {
    let (app, token) = spawn_app_as(CUSTOMER).await;
    let id = app.user_id(CUSTOMER);

    let renamed = extended(&app, Some(&token), json!({"id": id, "firstName": "Lucio"})).await;
    renamed.assert_status(200);
    assert_eq!(renamed.json["firstName"], "Lucio");
    assert_eq!(renamed.json["lastName"], "Moretti");
    assert_eq!(app.sql(&format!("SELECT first_name FROM users WHERE id = {id}")), "Lucio");
    // The session survives a change of names.
    app.get("/api/user/me", Some(&token)).await.assert_status(200);

    let before = app.users_snapshot();
    let promoted = extended(&app, Some(&token), json!({"id": id, "role": "admin"})).await;
    promoted.assert_error(403, "forbidden");
    let moved = extended(&app, Some(&token), json!({"id": id, "email": "altro@example.com"})).await;
    moved.assert_error(403, "forbidden");
    let other = app.user_id(CUSTOMER_MANAGER);
    let someone_else = extended(&app, Some(&token), json!({"id": other, "firstName": "Hacked"})).await;
    someone_else.assert_error(403, "forbidden");
    assert_eq!(app.users_snapshot(), before);
    assert_eq!(app.sql(&format!("SELECT role FROM users WHERE id = {id}")), "customer");
}

#[actix_web::test]
async fn an_admin_deactivating_a_user_ends_their_session_and_logins() {
    let (app, admin) = spawn_app_as(ADMIN).await;
    let manager = app.login_demo(ACCOUNT_MANAGER).await;
    let id = app.user_id(ACCOUNT_MANAGER);

    let answer = extended(&app, Some(&admin), json!({"id": id, "active": false})).await;
    answer.assert_status(200);
    assert_eq!(answer.json["active"], false);

    app.get("/api/user/me", Some(&manager)).await.assert_error(401, "unauthorized");
    app.login_answer(ACCOUNT_MANAGER, DEMO_PASSWORD).await.assert_error(401, "invalid_credentials");
}

#[actix_web::test]
async fn an_admin_cannot_lock_themselves_out() {
    let (app, admin) = spawn_app_as(ADMIN).await;
    let id = app.user_id(ADMIN);
    let before = app.users_snapshot();

    let demoted = extended(&app, Some(&admin), json!({"id": id, "role": "customer_manager"})).await;
    demoted.assert_error(422, "validation_failed");
    let deactivated = extended(&app, Some(&admin), json!({"id": id, "active": false})).await;
    deactivated.assert_error(422, "validation_failed");
    assert_eq!(deactivated.detail_fields(), ["active"]);

    assert_eq!(app.users_snapshot(), before);
    app.get("/api/user/me", Some(&admin)).await.assert_status(200);
}

#[actix_web::test]
async fn extended_user_by_id_is_for_admins_and_oneself() {
    let (app, admin) = spawn_app_as(ADMIN).await;
    let customer = app.login_demo(CUSTOMER).await;
    let customer_id = app.user_id(CUSTOMER);
    let manager_id = app.user_id(CUSTOMER_MANAGER);

    let by_admin = app.get(&format!("/api/user/{customer_id}/extended"), Some(&admin)).await;
    by_admin.assert_status(200);
    assert_eq!(by_admin.json["email"], CUSTOMER);
    assert_eq!(by_admin.json["companyName"], DEALER);

    let own = app.get(&format!("/api/user/{customer_id}/extended"), Some(&customer)).await;
    own.assert_status(200);
    assert_eq!(own.json["id"], customer_id);

    app.get(&format!("/api/user/{manager_id}/extended"), Some(&customer)).await.assert_error(403, "forbidden");
    app.get("/api/user/999999/extended", Some(&admin)).await.assert_error(404, "not_found");
    app.get("/api/user/abc/extended", Some(&admin)).await.assert_error(404, "not_found");
    app.get(&format!("/api/user/{customer_id}/extended"), None).await.assert_error(401, "unauthorized");
}

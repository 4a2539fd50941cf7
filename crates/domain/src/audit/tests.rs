#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use serde::Serialize;
use serde_json::{Value, json};

use super::*;
use crate::testing::user;
use crate::users::Role;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Part {
    id: i64,
    code: String,
    name: String,
    price: i64,
    active: bool,
    updated_at: &'static str,
    password_hash: Option<&'static str>,
    reset_token: Option<&'static str>,
}

fn part(name: &str, price: i64) -> Part {
    Part {
        id: 4,
        code: "SEDUTA".into(),
        name: name.into(),
        price,
        active: true,
        updated_at: "2026-11-23T10:00:00Z",
        password_hash: Some("$2b$12$secret"),
        reset_token: Some("abc"),
    }
}

fn admin() -> Actor {
    Actor::of(&user(1, Role::Admin, None))
}

fn fields(entry: &AuditEntry) -> Vec<(&str, &Value, &Value)> {
    entry.changes.iter().map(|c| (c.field.as_str(), &c.before, &c.after)).collect()
}

#[test]
fn an_update_lists_only_the_changed_fields_with_before_and_after() {
    let (before, mut after) = (part("Seduta", 45_000), part("Seduta larga", 50_000));
    after.updated_at = "2026-11-23T11:00:00Z";
    after.password_hash = Some("$2b$12$other");
    let entry = entry(&admin(), AuditAction::Update, "productpart", Some(&before), Some(&after), &[]).unwrap().unwrap();
    assert_eq!(
        fields(&entry),
        [("name", &json!("Seduta"), &json!("Seduta larga")), ("price", &json!(45_000), &json!(50_000))]
    );
    assert_eq!(
        (entry.entity_kind.as_str(), entry.entity_id, entry.entity_name.as_str()),
        ("productpart", 4, "Seduta larga")
    );
    assert_eq!(entry.actor, Actor { user_id: 1, name: "Anna Verdi".into() });
}

#[test]
fn a_create_and_a_delete_list_every_field_against_null_and_never_a_secret() {
    let created =
        entry(&admin(), AuditAction::Create, "productpart", None, Some(&part("Seduta", 1)), &[]).unwrap().unwrap();
    let names: Vec<&str> = created.changes.iter().map(|c| c.field.as_str()).collect();
    assert_eq!(names, ["active", "code", "name", "price"]);
    assert!(created.changes.iter().all(|c| c.before.is_null() && !c.after.is_null()));
    let deleted =
        entry(&admin(), AuditAction::Delete, "productpart", Some(&part("Seduta", 1)), None, &[]).unwrap().unwrap();
    assert_eq!(deleted.entity_name, "Seduta");
    assert!(deleted.changes.iter().all(|c| !c.before.is_null() && c.after.is_null()));
    let text = serde_json::to_string(&deleted.changes).unwrap();
    assert!(!text.contains("secret") && !text.contains("abc"), "{text}");
}

#[test]
fn an_update_that_changes_nothing_records_nothing_and_a_new_password_only_as_redacted() {
    let same =
        entry(&admin(), AuditAction::Update, "productpart", Some(&part("A", 1)), Some(&part("A", 1)), &[]).unwrap();
    assert_eq!(same, None);
    let user_before = user(5, Role::Customer, Some(7));
    let user_after = User { active: false, ..user_before.clone() };
    let entry = entry(&admin(), AuditAction::Update, USER, Some(&user_before), Some(&user_after), &["password"])
        .unwrap()
        .unwrap();
    assert_eq!(entry.entity_name, "u5@example.com");
    assert_eq!(fields(&entry), [("active", &json!(true), &json!(false)), ("password", &Value::Null, &Value::Null)]);
    assert!(entry.changes[1].redacted && !entry.changes[0].redacted);
    // A new password alone is still a change worth an entry.
    let only_password =
        super::entry(&admin(), AuditAction::Update, USER, Some(&user_after), Some(&user_after), &["password"]);
    assert_eq!(only_password.unwrap().map(|e| e.changes.len()), Some(1));
}

fn query(build: impl FnOnce(&mut AuditQuery)) -> Result<(AuditFilter, ListQuery), DomainError> {
    let mut query = AuditQuery::default();
    build(&mut query);
    query.parse()
}

#[test]
fn the_filters_are_checked_before_any_read() {
    let (filter, page) = query(|q| {
        q.entity_kind = Some("productpart".into());
        q.entity_id = Some(4);
        q.from = Some("2026-11-01T00:00:00+01:00".into());
        q.to = Some("2026-11-24T00:00:00Z".into());
        q.page = Some(3);
    })
    .unwrap();
    assert_eq!(filter.entity_kind.as_deref(), Some("productpart"));
    assert_eq!(filter.from.unwrap().to_rfc3339(), "2026-10-31T23:00:00+00:00");
    assert_eq!((page.page, page.page_size), (3, 10));
    let bad: [fn(&mut AuditQuery); 6] = [
        |q| q.entity_kind = Some("product part".into()),
        |q| q.entity_kind = Some("x".repeat(41)),
        |q| q.entity_id = Some(0),
        |q| q.user_id = Some(-1),
        |q| q.from = Some("ieri".into()),
        |q| q.page_size = Some(101),
    ];
    for build in bad {
        assert!(matches!(query(build), Err(DomainError::BadRequest(_))));
    }
    // Two bounds that each fit but are out of order break a rule between them: 422 on `to`.
    let reversed = query(|q| {
        q.from = Some("2026-11-24T00:00:00Z".into());
        q.to = Some("2026-11-01T00:00:00Z".into());
    });
    assert!(matches!(reversed, Err(DomainError::Validation(ref fields)) if fields.iter().any(|f| f.field == "to")));
}

#[test]
fn only_administrators_read_the_trail() {
    let mut log = MockAuditLog::new();
    log.expect_list()
        .times(1)
        .returning(|_, page| Ok(Page { items: vec![], total: 0, page: page.page, page_size: page.page_size }));
    let service = AuditService { log: Arc::new(log) };
    assert!(service.list(&user(1, Role::Admin, None), AuditQuery::default()).is_ok());
    for role in [Role::AccountManager, Role::CustomerManager, Role::Customer] {
        assert_eq!(service.list(&user(2, role, Some(7)), AuditQuery::default()), Err(DomainError::Forbidden));
    }
}

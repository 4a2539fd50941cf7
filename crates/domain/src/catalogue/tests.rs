//! The generic resource service, with a mock store: who may do what, and what reaches the store.

#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::*;
use crate::error::{ConflictCode, DomainError, RepoError};
use crate::users::{Role, User};

fn user(role: Role, company_id: Option<i64>) -> User {
    crate::testing::user(7, role, company_id)
}

fn category(id: i64) -> Category {
    let epoch = DateTime::<Utc>::UNIX_EPOCH;
    Category {
        id,
        slug: "divani".into(),
        name: "Divani".into(),
        description: None,
        image_url: None,
        sort_order: 0,
        active: true,
        created_at: epoch,
        updated_at: epoch,
        description_en: None,
        name_en: None,
    }
}

fn service<R: Resource>(store: MockStore<R>, filters: MockFilterSource) -> ResourceService<R> {
    ResourceService { store: Arc::new(store), filters: Arc::new(filters) }
}

fn no_filters_asked() -> MockFilterSource {
    let mut filters = MockFilterSource::new();
    filters.expect_filters_of().never();
    filters
}

fn valid_input() -> CategoryInput {
    CategoryInput { slug: Some("divani".into()), name: Some("Divani".into()), ..Default::default() }
}

#[test]
fn non_admins_cannot_write_and_the_store_is_never_touched() {
    for role in [Role::Customer, Role::CustomerManager, Role::AccountManager] {
        let mut store = MockStore::<Category>::new();
        store.expect_create().never();
        store.expect_update().never();
        store.expect_delete().never();
        let service = service(store, no_filters_asked());
        let caller = user(role, Some(1));
        assert_eq!(service.create(&caller, valid_input()), Err(DomainError::Forbidden));
        assert_eq!(service.update(&caller, 1, valid_input()), Err(DomainError::Forbidden));
        assert_eq!(service.delete(&caller, 1), Err(DomainError::Forbidden));
    }
}

#[test]
fn invalid_input_is_refused_before_the_store() {
    let mut store = MockStore::<Category>::new();
    store.expect_create().never();
    let err = service(store, no_filters_asked()).create(&user(Role::Admin, None), CategoryInput::default());
    assert!(matches!(err, Err(DomainError::Validation(errors)) if errors.len() == 2));
}

#[test]
fn a_dealer_reads_through_their_company_filters() {
    let mut filters = MockFilterSource::new();
    filters
        .expect_filters_of()
        .withf(|company| *company == 3)
        .return_once(|_| Ok(vec![EntityFilter { kind: EntityKind::Category, entity_id: 1, mode: FilterMode::Deny }]));
    let mut store = MockStore::<Category>::new();
    store
        .expect_get()
        .withf(|id, visibility| *id == 1 && !visibility.category(1) && visibility.category(2))
        .return_once(|_, _| Ok(None));
    let err = service(store, filters).get(&user(Role::Customer, Some(3)), 1).unwrap_err();
    assert!(matches!(err, DomainError::NotFound(_)), "a hidden item reads as absent");
}

#[test]
fn admins_and_users_without_a_company_see_everything() {
    for caller in [user(Role::Admin, Some(3)), user(Role::AccountManager, None)] {
        let mut store = MockStore::<Category>::new();
        store.expect_list().withf(|_, _, visibility| visibility.is_unrestricted()).returning(|query, _, _| {
            Ok(Page { items: vec![category(1)], total: 1, page: query.page, page_size: query.page_size })
        });
        let page = service(store, no_filters_asked()).list(&caller, ListRequest::default(), vec![]).unwrap();
        assert_eq!((page.total, page.items.len()), (1, 1));
    }
}

#[test]
fn organisation_data_is_for_admins_only() {
    let mut store = MockStore::<Company>::new();
    store.expect_list().never();
    store.expect_get().never();
    let service = service(store, no_filters_asked());
    let manager = user(Role::AccountManager, None);
    assert_eq!(service.list(&manager, ListRequest::default(), vec![]).unwrap_err(), DomainError::Forbidden);
    assert_eq!(service.get(&manager, 1).unwrap_err(), DomainError::Forbidden);
}

#[test]
fn bad_list_parameters_are_refused_before_the_store() {
    let mut store = MockStore::<Category>::new();
    store.expect_list().never();
    let service = service(store, no_filters_asked());
    let admin = user(Role::Admin, None);
    for request in [
        ListRequest { page: Some(0), ..Default::default() },
        ListRequest { page_size: Some(1000), ..Default::default() },
        ListRequest { sort: Some("password".into()), ..Default::default() },
    ] {
        assert!(matches!(service.list(&admin, request, vec![]), Err(DomainError::BadRequest(_))));
    }
}

#[test]
fn deleting_a_held_row_says_what_holds_it() {
    let mut store = MockStore::<Category>::new();
    store.expect_delete().return_once(|_, _| {
        Err(RepoError::InUse(vec![(crate::Holding::Types, 2), (crate::Holding::Configurators, 1)]))
    });
    let err = service(store, no_filters_asked()).delete(&user(Role::Admin, None), 1).unwrap_err();
    match err {
        DomainError::Conflict { code: ConflictCode::InUse, message } => {
            let message = message.render(crate::said::Language::It);
            assert!(message.contains("2 tipologie") && message.contains("1 configuratore"), "{message}");
        }
        other => panic!("expected in_use, got {other:?}"),
    }
}

#[test]
fn duplicates_and_missing_rows_have_their_own_answers() {
    let mut store = MockStore::<Category>::new();
    store.expect_create().return_once(|_, _| Err(RepoError::Duplicate("slug".into())));
    store.expect_update().return_once(|_, _, _| Ok(None));
    store.expect_delete().return_once(|_, _| Ok(false));
    let service = service(store, no_filters_asked());
    let admin = user(Role::Admin, None);
    assert!(matches!(
        service.create(&admin, valid_input()),
        Err(DomainError::AlreadyTaken { field, .. }) if field == "slug"
    ));
    assert!(matches!(service.update(&admin, 9, valid_input()), Err(DomainError::NotFound(_))));
    assert!(matches!(service.delete(&admin, 9), Err(DomainError::NotFound(_))));
}

#[test]
fn a_reference_to_nothing_is_a_field_error() {
    let mut store = MockStore::<ProductType>::new();
    store.expect_create().return_once(|_, _| Err(RepoError::Referenced("categoryId".into())));
    let input = ProductTypeInput { category_id: Some(99), name: Some("Angolari".into()), ..Default::default() };
    let err = service(store, no_filters_asked()).create(&user(Role::Admin, None), input).unwrap_err();
    assert!(matches!(err, DomainError::Validation(errors) if errors[0].field == "categoryId"));
}

#[test]
fn customers_are_read_within_the_callers_companies_and_admins_read_them_all() {
    let reach = |role: Role, company: Option<i64>| {
        let mut store = MockStore::<Customer>::new();
        let seen = Arc::new(std::sync::Mutex::new(None));
        let into = seen.clone();
        store.expect_list().returning(move |query, _, visibility| {
            *into.lock().unwrap() = Some(visibility.companies());
            Ok(Page { items: vec![], total: 0, page: query.page, page_size: query.page_size })
        });
        service(store, no_filters_asked()).list(&user(role, company), ListRequest::default(), vec![]).unwrap();
        seen.lock().unwrap().take().unwrap()
    };
    assert_eq!(reach(Role::Admin, None), None);
    assert_eq!(reach(Role::Customer, Some(3)), Some(CompanyReach { company_id: Some(3), managed_by: None }));
    assert_eq!(reach(Role::CustomerManager, Some(3)), Some(CompanyReach { company_id: Some(3), managed_by: None }));
    assert_eq!(reach(Role::AccountManager, None), Some(CompanyReach { company_id: None, managed_by: Some(7) }));
    // Still read-only for them.
    let mut store = MockStore::<Customer>::new();
    store.expect_create().never();
    let denied =
        service(store, no_filters_asked()).create(&user(Role::CustomerManager, Some(3)), CustomerInput::default());
    assert_eq!(denied, Err(DomainError::Forbidden));
}

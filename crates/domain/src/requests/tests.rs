#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use chrono::Utc;
use mockall::predicate::{always, eq};

use super::*;
use crate::audit::Actor;
use crate::catalogue::{ListRequest, SortOrder};
use crate::configurations::{Configuration, ConfigurationService, MockConfigurationStore, MockPublicIds};
use crate::said::Language;
use crate::testing::{COMPANY, configuration, configuration_service, fields, is_invalid_transition, wizard};
use crate::users::{Role, User};

use RequestStatus::{Approved, Pending, Rejected, Replaced};

const CONFIGURATION: i64 = 40;

fn user(id: i64, role: Role) -> User {
    crate::testing::user(id, role, Some(COMPANY))
}

fn admin() -> User {
    user(1, Role::Admin)
}

fn request(status: RequestStatus) -> Request {
    Request {
        id: 12,
        configuration_public_id: "AAAAAAAAAAAAAAAAAAAAAA".into(),
        configuration_name: "Salotto".into(),
        category_name: "Divani".into(),
        category_slug: "divani".into(),
        requester_id: 4,
        requester_name: "Carla Bianchi".into(),
        company_id: Some(COMPANY),
        company_name: Some("Arredamenti".into()),
        message: "Vorrei un tessuto diverso".into(),
        status,
        response: None,
        reviewed_by_id: None,
        reviewed_by_name: None,
        reviewed_at: None,
        replaced_by_id: None,
        configuration_revision: 3,
        price: None,
        created_at: Utc::now(),
        updated_at: Utc::now(),
    }
}

fn saved(complete: bool, valid: bool) -> Configuration {
    Configuration { complete, valid, ..configuration(CONFIGURATION, 4, "Carla Bianchi") }
}

/// A configuration service whose store answers `found` for any public id, over today's catalogue: with the
/// saved model, or without it (the saved configuration no longer evaluates as valid).
fn configurations(found: Option<Configuration>, model_still_there: bool) -> Arc<ConfigurationService> {
    let mut store = MockConfigurationStore::new();
    store.expect_get().returning(move |_, _| Ok(found.clone()));
    let base_price = model_still_there.then_some(1000);
    Arc::new(configuration_service(store, wizard(base_price), MockPublicIds::new()))
}

fn service_with(store: MockRequestStore, configurations: Arc<ConfigurationService>) -> RequestService {
    RequestService {
        store: Arc::new(store),
        configurations,
        mails: RequestMails { app_base_url: "http://app.test".into() },
    }
}

fn service(store: MockRequestStore) -> RequestService {
    service_with(store, configurations(Some(saved(true, true)), true))
}

#[test]
fn every_move_is_allowed_or_refused_as_the_product_says() {
    let allowed = [(None, Pending), (Some(Pending), Approved), (Some(Pending), Rejected), (Some(Pending), Replaced)];
    let froms = [None, Some(Pending), Some(Approved), Some(Rejected), Some(Replaced)];
    let mut checked = 0;
    for from in froms {
        for to in RequestStatus::ALL {
            let answer = transition(from, to);
            if allowed.contains(&(from, to)) {
                assert_eq!(answer, Ok(to), "{from:?} -> {to:?}");
            } else {
                assert!(is_invalid_transition(&answer), "{from:?} -> {to:?} must be refused: {answer:?}");
            }
            checked += 1;
        }
    }
    assert_eq!(checked, 20);
}

#[test]
fn statuses_read_back_and_have_italian_labels() {
    for status in RequestStatus::ALL {
        assert_eq!(RequestStatus::parse(status.as_str()), Some(status));
    }
    assert_eq!(RequestStatus::parse("Pending"), None);
    assert_eq!(RequestStatus::parse(""), None);
    let labels = |language| RequestStatus::ALL.map(|status| Saved::Status(status).render(language));
    assert_eq!(labels(Language::It), ["In valutazione", "Approvata", "Rifiutata", "Sostituita"]);
    assert_eq!(labels(Language::En), ["Under review", "Approved", "Rejected", "Replaced"]);
}

#[test]
fn a_refused_move_names_both_statuses_in_the_readers_words() {
    let refused = transition(Some(Approved), Rejected).unwrap_err();
    assert_eq!(refused.message(), Saved::RequestCannotBecome { from: Approved, to: Rejected }.into());
    assert_eq!(refused.message().render(Language::It), "La richiesta è «Approvata»: non può diventare «Rifiutata».");
    let new = transition(None, Approved).unwrap_err().message();
    assert_eq!(new.render(Language::En), "A new request is «Under review», not «Approved».");
}

#[test]
fn a_message_is_trimmed_and_between_1_and_4000_characters() {
    assert_eq!(validate_message("  Più morbido \n").unwrap(), "Più morbido");
    assert_eq!(validate_message(&"è".repeat(MAX_MESSAGE)).unwrap().chars().count(), MAX_MESSAGE);
    for bad in [String::new(), " \n\t ".into(), "x".repeat(MAX_MESSAGE + 1), "y".repeat(10_000)] {
        assert_eq!(fields(validate_message(&bad)), ["message"], "{} chars", bad.len());
    }
}

#[test]
fn a_rejection_needs_a_response_an_approval_does_not() {
    assert_eq!(validate_response(Approved, None).unwrap(), None);
    assert_eq!(validate_response(Approved, Some("   ")).unwrap(), None);
    assert_eq!(validate_response(Approved, Some(" Ok ")).unwrap().as_deref(), Some("Ok"));
    assert_eq!(validate_response(Rejected, Some(" No ")).unwrap().as_deref(), Some("No"));
    assert_eq!(fields(validate_response(Rejected, None)), ["response"]);
    assert_eq!(fields(validate_response(Rejected, Some("  "))), ["response"]);
    let long = "x".repeat(MAX_RESPONSE + 1);
    assert_eq!(fields(validate_response(Rejected, Some(&long))), ["response"]);
    assert_eq!(fields(validate_response(Approved, Some(&long))), ["response"]);
    assert!(validate_response(Approved, Some(&"x".repeat(MAX_RESPONSE))).is_ok());
}

#[test]
fn a_message_or_response_with_a_nul_is_refused_newlines_are_kept() {
    assert_eq!(fields(validate_message("ciao\0")), ["message"]);
    assert_eq!(fields(validate_response(Rejected, Some("no\u{1b}"))), ["response"]);
    assert_eq!(validate_message("riga\naltra").unwrap(), "riga\naltra");
}

#[test]
fn only_administrators_decide_and_that_is_checked_before_anything_else() {
    for role in [Role::AccountManager, Role::CustomerManager, Role::Customer] {
        let mut store = MockRequestStore::new();
        store.expect_get().never();
        store.expect_decide().never();
        let service = service(store);
        let caller = user(9, role);
        assert_eq!(service.approve(&caller, 12, Some("ok")), Err(DomainError::Forbidden), "{role:?}");
        // Even a missing response answers 403, not 422.
        assert_eq!(service.reject(&caller, 12, None), Err(DomainError::Forbidden), "{role:?}");
    }
}

#[test]
fn a_rejection_without_a_response_changes_nothing() {
    let mut store = MockRequestStore::new();
    store.expect_decide().never();
    let answer = service(store).reject(&admin(), 12, Some("  "));
    assert_eq!(fields(answer), ["response"]);
}

#[test]
fn a_final_request_cannot_be_decided() {
    for status in [Approved, Rejected, Replaced] {
        let mut store = MockRequestStore::new();
        store.expect_get().with(eq(12), eq(Scope::All)).returning(move |_, _| Ok(Some(request(status))));
        store.expect_decide().never();
        let service = service(store);
        assert!(is_invalid_transition(&service.approve(&admin(), 12, None)), "{status:?}");
        assert!(is_invalid_transition(&service.reject(&admin(), 12, Some("No"))), "{status:?}");
    }
}

#[test]
fn a_decision_another_administrator_made_first_is_an_invalid_transition() {
    let mut store = MockRequestStore::new();
    store.expect_get().returning(|_, _| Ok(Some(request(Pending))));
    store.expect_decide().times(1).returning(|_, _| Ok(Decided::NotPending(Rejected)));
    assert!(is_invalid_transition(&service(store).approve(&admin(), 12, None)));
}

#[test]
fn a_decision_records_the_reviewer_and_the_trimmed_response() {
    let mut store = MockRequestStore::new();
    store.expect_get().returning(|_, _| Ok(Some(request(Pending))));
    store
        .expect_decide()
        .with(
            eq(Decision {
                request_id: 12,
                status: Rejected,
                response: Some("Non fattibile".into()),
                reviewer: Actor::of(&admin()),
            }),
            always(),
        )
        .times(1)
        .returning(|decision, _| {
            let mut decided = request(decision.status);
            decided.response = decision.response.clone();
            Ok(Decided::Done(Box::new(decided)))
        });
    let decided = service(store).reject(&admin(), 12, Some(" Non fattibile ")).unwrap();
    assert_eq!(decided.status, Rejected);
}

#[test]
fn unknown_requests_are_not_found() {
    let mut store = MockRequestStore::new();
    store.expect_get().returning(|_, _| Ok(None));
    store.expect_decide().never();
    let service = service(store);
    assert!(matches!(service.approve(&admin(), 99, None), Err(DomainError::NotFound(_))));
    assert!(matches!(service.get(&admin(), 99), Err(DomainError::NotFound(_))));
}

#[test]
fn reads_go_through_the_callers_scope() {
    let mut store = MockRequestStore::new();
    store.expect_get().with(eq(12), eq(Scope::Own(9))).returning(|_, _| Ok(None));
    store.expect_get().with(eq(12), eq(Scope::Company(COMPANY))).returning(|_, _| Ok(Some(request(Pending))));
    store
        .expect_list()
        .with(eq(Scope::Managed(3)), always(), always())
        .returning(|_, _, query| Ok(Page { items: vec![], total: 0, page: query.page, page_size: query.page_size }));
    let service = service(store);
    assert!(matches!(service.get(&user(9, Role::Customer), 12), Err(DomainError::NotFound(_))));
    assert_eq!(service.get(&user(2, Role::CustomerManager), 12).unwrap().id, 12);
    let page = service.list(&user(3, Role::AccountManager), ListRequest::default(), RequestFilter::default());
    assert_eq!(page.unwrap().total, 0);
}

#[test]
fn the_list_is_newest_first_unless_asked_otherwise() {
    let mut store = MockRequestStore::new();
    store.expect_list().returning(|_, _, query| {
        Ok(Page { items: vec![], total: i64::from(query.order == SortOrder::Desc), page: 1, page_size: 10 })
    });
    let service = service(store);
    let list = |request: ListRequest| service.list(&admin(), request, RequestFilter::default());
    assert_eq!(list(ListRequest::default()).unwrap().total, 1);
    assert_eq!(list(ListRequest { order: Some("asc".into()), ..ListRequest::default() }).unwrap().total, 0);
    assert_eq!(list(ListRequest { sort: Some("status".into()), ..ListRequest::default() }).unwrap().total, 0);
    let bad = list(ListRequest { sort: Some("message".into()), ..ListRequest::default() });
    assert!(matches!(bad, Err(DomainError::BadRequest(_))));
}

#[test]
fn a_request_needs_a_configuration_the_caller_sees() {
    let mut store = MockRequestStore::new();
    store.expect_create().never();
    let service = service_with(store, configurations(None, true));
    let answer = service.create(&user(9, Role::Customer), "AAAAAAAAAAAAAAAAAAAAAA", "Ciao");
    assert!(matches!(answer, Err(DomainError::NotFound(_))), "{answer:?}");
}

#[test]
fn a_request_needs_a_complete_and_valid_configuration_as_saved_and_today() {
    for (complete, valid, model_still_there) in [(false, true, true), (true, false, true), (true, true, false)] {
        let mut store = MockRequestStore::new();
        store.expect_create().never();
        let service = service_with(store, configurations(Some(saved(complete, valid)), model_still_there));
        let answer = service.create(&user(4, Role::Customer), "AAAAAAAAAAAAAAAAAAAAAA", "Ciao");
        assert_eq!(fields(answer), ["configurationId"], "{complete} {valid} {model_still_there}");
    }
}

#[test]
fn a_request_needs_a_message() {
    let mut store = MockRequestStore::new();
    store.expect_create().never();
    let answer = service(store).create(&user(4, Role::Customer), "AAAAAAAAAAAAAAAAAAAAAA", "   ");
    assert_eq!(fields(answer), ["message"]);
}

#[test]
fn a_request_is_sent_by_the_caller_on_the_configuration_row() {
    let mut store = MockRequestStore::new();
    store
        .expect_create()
        .with(
            eq(NewRequest { configuration_id: CONFIGURATION, requester_id: 4, message: "Più morbido".into() }),
            eq(RequestMails { app_base_url: "http://app.test".into() }),
        )
        .times(1)
        .returning(|_, _| Ok(Created::Done(Box::new(request(Pending)))));
    let sent = service(store).create(&user(4, Role::Customer), "AAAAAAAAAAAAAAAAAAAAAA", " Più morbido ").unwrap();
    assert_eq!(sent.status, Pending);
}

#[test]
fn a_configuration_broken_while_sending_is_refused() {
    let mut store = MockRequestStore::new();
    store.expect_create().returning(|_, _| Ok(Created::NotSendable));
    let answer = service(store).create(&user(4, Role::Customer), "AAAAAAAAAAAAAAAAAAAAAA", "Ciao");
    assert_eq!(fields(answer), ["configurationId"]);
}

#[test]
fn the_mails_link_to_the_review_and_to_the_configuration() {
    let mails = RequestMails { app_base_url: "http://app.test".into() };
    let sent = mails.sent("admin@example.com", "it-IT", &request(Pending));
    assert_eq!(sent.to, "admin@example.com");
    assert!(sent.body().contains("http://app.test/admin/request?id=12"), "{}", sent.body());
    assert!(sent.body().contains("Vorrei un tessuto diverso") && sent.body().contains("Carla Bianchi"));
    let mut rejected = request(Rejected);
    rejected.response = Some("Tessuto fuori produzione".into());
    let decided = mails.decided("carla@example.com", "it-IT", &rejected);
    assert_eq!(decided.to, "carla@example.com");
    assert!(decided.subject().contains("rifiutata"), "{}", decided.subject());
    assert!(decided.body().contains("Tessuto fuori produzione"));
    assert!(decided.body().contains("http://app.test/configuratore/edit/AAAAAAAAAAAAAAAAAAAAAA"), "{}", decided.body());
}

#[test]
fn each_mail_speaks_its_recipients_language() {
    let mails = RequestMails { app_base_url: "http://app.test".into() };
    let mut rejected = request(Rejected);
    rejected.response = Some("Tessuto fuori produzione".into());
    // The requester reads English, the administrator Italian.
    let decided = mails.decided("carla@example.com", "en-GB", &rejected);
    assert_eq!(decided.subject(), "Customization request: rejected");
    assert!(
        decided.body().starts_with("Hello,") && decided.body().contains("The administrator's response"),
        "{}",
        decided.body()
    );
    assert!(decided.body().contains("Tessuto fuori produzione"), "the administrator's own words stay as typed");
    let sent = mails.sent("admin@example.com", "it", &request(Pending));
    assert_eq!(sent.subject(), "Nuova richiesta di personalizzazione");
    assert!(sent.body().starts_with("Ciao,"), "{}", sent.body());
}

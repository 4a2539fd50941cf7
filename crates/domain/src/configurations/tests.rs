#![allow(clippy::unwrap_used)]

use mockall::predicate::{always, eq};

use super::*;
use crate::catalogue::ListRequest;
use crate::error::ConflictCode;
use crate::said::{self, Language, Message};
use crate::testing::{COMPANY, configuration, configuration_service, draft, fields, user, wizard};
use crate::users::Role;

/// The configuration `owner_id` saved at `grand_total`, at version and revision 3.
fn saved(owner_id: i64, grand_total: i64) -> Configuration {
    Configuration {
        saved_grand_total: grand_total,
        saved_price: Some(Price {
            grand_total,
            list_total: grand_total,
            net_total: grand_total,
            quantity: 1,
            ..Price::default()
        }),
        version: 3,
        revision: 3,
        ..configuration(1, owner_id, "Anna Verdi")
    }
}

fn service(store: MockConfigurationStore, base_price: i64) -> ConfigurationService {
    let mut ids = MockPublicIds::new();
    ids.expect_generate().returning(|| "BBBBBBBBBBBBBBBBBBBBBB".into());
    configuration_service(store, wizard(Some(base_price)), ids)
}

fn input(name: &str) -> ConfigurationInput {
    ConfigurationInput { name: name.into(), notes: None, customer_id: None, draft: draft() }
}

#[test]
fn every_role_has_its_scope() {
    assert_eq!(Scope::for_caller(&user(1, Role::Customer, Some(COMPANY))), Scope::Own(1));
    assert_eq!(Scope::for_caller(&user(2, Role::CustomerManager, Some(COMPANY))), Scope::Company(COMPANY));
    assert_eq!(Scope::for_caller(&user(2, Role::CustomerManager, None)), Scope::Own(2));
    assert_eq!(Scope::for_caller(&user(3, Role::AccountManager, None)), Scope::Managed(3));
    assert_eq!(Scope::for_caller(&user(4, Role::Admin, None)), Scope::All);
    assert_eq!(Scope::for_list(&user(4, Role::Admin, None), Some(ListScope::Mine)), Ok(Scope::Own(4)));
    assert_eq!(Scope::for_list(&user(3, Role::AccountManager, None), None), Ok(Scope::Managed(3)));
}

#[test]
fn reads_go_through_the_callers_scope_and_outside_it_is_not_found() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().with(always(), eq(Scope::Own(9))).returning(|_, _| Ok(None));
    store.expect_delete().never();
    store.expect_update().never();
    store.expect_create().never();
    let service = service(store, 100_000);
    let other = user(9, Role::Customer, Some(COMPANY));
    assert!(matches!(service.get(&other, "AAAAAAAAAAAAAAAAAAAAAA"), Err(DomainError::NotFound(_))));
    assert!(matches!(service.delete(&other, "AAAAAAAAAAAAAAAAAAAAAA"), Err(DomainError::NotFound(_))));
    assert!(matches!(service.copy(&other, "AAAAAAAAAAAAAAAAAAAAAA", None), Err(DomainError::NotFound(_))));
    assert!(matches!(
        service.update(&other, "AAAAAAAAAAAAAAAAAAAAAA", 3, input("Nuovo")),
        Err(DomainError::NotFound(_))
    ));
}

#[test]
fn an_id_no_configuration_can_have_is_not_found_without_a_read() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().never();
    let service = service(store, 100_000);
    let admin = user(1, Role::Admin, None);
    for id in ["a\0b", "short", "AAAAAAAAAAAAAAAAAAAAA!", "AAAAAAAAAAAAAAAAAAAAAAA"] {
        assert!(matches!(service.get(&admin, id), Err(DomainError::NotFound(_))), "{id:?}");
        assert!(matches!(service.parts(&admin, id), Err(DomainError::NotFound(_))), "{id:?}");
    }
}

#[test]
fn a_stale_version_is_a_409() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().returning(|_, _| Ok(Some(saved(1, 100_000))));
    store.expect_update().with(eq(1), eq(2), always(), eq(1)).returning(|_, _, _, _| Ok(Saved::Stale));
    let service = service(store, 100_000);
    let answer = service.update(&user(1, Role::Customer, Some(COMPANY)), "AAAAAAAAAAAAAAAAAAAAAA", 2, input("Nuovo"));
    assert!(matches!(answer, Err(DomainError::Conflict { code: ConflictCode::StaleVersion, .. })), "{answer:?}");
}

#[test]
fn an_update_is_a_revision_saved_by_the_caller_not_the_owner() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().returning(|_, _| Ok(Some(saved(1, 100_000))));
    store.expect_update().with(eq(1), eq(3), always(), eq(2)).times(1).returning(|_, _, contents, _| {
        let mut updated = saved(1, contents.price.grand_total);
        updated.name = contents.name.clone();
        updated.version = 4;
        updated.revision = 4;
        Ok(Saved::Done(Box::new(updated)))
    });
    let service = service(store, 100_000);
    let view = service
        .update(&user(2, Role::CustomerManager, Some(COMPANY)), "AAAAAAAAAAAAAAAAAAAAAA", 3, input("Nuovo"))
        .unwrap();
    assert_eq!(view.configuration.name, "Nuovo");
    assert_eq!(view.configuration.revision, 4);
}

#[test]
fn a_copy_is_the_callers_named_copia_di_and_points_to_its_source() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().returning(|_, _| Ok(Some(saved(1, 100_000))));
    store.expect_create().times(1).returning(|new| {
        assert_eq!(new.owner_id, 2);
        assert_eq!(new.company_id, Some(COMPANY));
        assert_eq!(new.copied_from.as_deref(), Some("AAAAAAAAAAAAAAAAAAAAAA"));
        assert_eq!(new.contents.name, "Copia di Salotto");
        assert_eq!(new.public_id, "BBBBBBBBBBBBBBBBBBBBBB");
        let mut copy = saved(2, new.contents.price.grand_total);
        copy.public_id = new.public_id.clone();
        copy.name = new.contents.name.clone();
        copy.copied_from = new.copied_from.clone();
        Ok(copy)
    });
    let service = service(store, 100_000);
    let view = service.copy(&user(2, Role::CustomerManager, Some(COMPANY)), "AAAAAAAAAAAAAAAAAAAAAA", None).unwrap();
    assert_eq!(view.configuration.name, "Copia di Salotto");
    assert!(!view.stale);
}

#[test]
fn delete_is_refused_while_a_request_is_pending() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().returning(|_, _| Ok(Some(saved(1, 100_000))));
    store.expect_delete().with(eq(1)).returning(|_| Ok(Removed::PendingRequest));
    let service = service(store, 100_000);
    let answer = service.delete(&user(1, Role::Customer, Some(COMPANY)), "AAAAAAAAAAAAAAAAAAAAAA");
    assert!(matches!(answer, Err(DomainError::Conflict { code: ConflictCode::Conflict, .. })), "{answer:?}");
}

#[test]
fn a_price_change_makes_a_saved_configuration_stale_and_says_so() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().returning(|_, _| Ok(Some(saved(1, 100_000))));
    let service = service(store, 120_000);
    let view = service.get(&user(1, Role::Customer, Some(COMPANY)), "AAAAAAAAAAAAAAAAAAAAAA").unwrap();
    assert!(view.stale);
    let messages: Vec<Message> = view.changes.iter().map(|change| change.message.message.clone()).collect();
    assert_eq!(messages, [said::Saved::PriceChanged { from: 100_000, to: 120_000 }.into()]);
    assert_eq!(messages[0].render(Language::It), "Prezzo: 1.000,00 € → 1.200,00 €");
}

#[test]
fn validation_names_each_field() {
    let mut bad = input("  ");
    bad.notes = Some("x".repeat(MAX_NOTES + 1));
    bad.draft.quantity = 0;
    assert_eq!(fields(validate(bad)), ["name", "notes", "draft.quantity"]);
    let ok = validate(ConfigurationInput { notes: Some("  ".into()), ..input(" Salotto ") }).unwrap();
    assert_eq!(ok.name, "Salotto");
    assert_eq!(ok.notes, None);
}

#[test]
fn a_name_or_notes_a_database_cannot_hold_are_refused_and_notes_keep_their_lines() {
    let bad = ConfigurationInput { notes: Some("a\0b".into()), ..input("Sa\0lotto") };
    assert_eq!(fields(validate(bad)), ["name", "notes"]);
    let ok = validate(ConfigurationInput { notes: Some("riga\n\taltra".into()), ..input("Salotto") }).unwrap();
    assert_eq!(ok.notes.as_deref(), Some("riga\n\taltra"));
}

#[test]
fn list_parses_the_sort_and_evaluates_each_row() {
    let mut store = MockConfigurationStore::new();
    store.expect_list().returning(|_, _, query| {
        assert_eq!(query.sort, "updatedAt");
        Ok(Page { items: vec![saved(1, 100_000)], total: 1, page: 1, page_size: 10 })
    });
    let service = service(store, 100_000);
    let page = service
        .list(&user(1, Role::Customer, Some(COMPANY)), ListRequest::default(), ConfigurationFilter::default())
        .unwrap();
    assert_eq!(page.items.len(), 1);
    assert!(!page.items[0].stale);
    let bad = service.list(
        &user(1, Role::Customer, Some(COMPANY)),
        ListRequest { sort: Some("owner".into()), ..ListRequest::default() },
        ConfigurationFilter::default(),
    );
    assert!(matches!(bad, Err(DomainError::BadRequest(_))));
}

#[test]
fn an_export_reads_its_snapshot_in_chunks_of_the_ids_fixed_at_its_start_in_the_callers_scope() {
    use crate::exchange::EXPORT_CHUNK;
    let mut store = MockConfigurationStore::new();
    store.expect_ids().times(1).returning(|scope, _, query| {
        assert_eq!((scope, query.sort), (&Scope::Own(1), "name"));
        Ok((1..=250).collect())
    });
    // The second chunk asks for the 101st to 200th ids; one was deleted since the snapshot.
    store
        .expect_by_ids()
        .withf(|scope, ids| scope == &Scope::Own(1) && ids == (101..=200).collect::<Vec<i64>>())
        .returning(|_, ids| Ok(ids.iter().skip(1).map(|&id| Configuration { id, ..saved(1, 100_000) }).collect()));
    let service = service(store, 100_000);
    let caller = user(1, Role::Customer, Some(COMPANY));
    let by_name = ListRequest { sort: Some("name".into()), ..ListRequest::default() };
    let snapshot = service.export_snapshot(&caller, by_name, &ConfigurationFilter::default()).unwrap();
    assert_eq!(snapshot.len(), 250);

    let second = service.exported(&snapshot, 2).unwrap();
    assert_eq!((second.total, second.page, second.page_size), (250, 2, EXPORT_CHUNK));
    assert_eq!(
        second.items.iter().map(|view| view.configuration.id).collect::<Vec<_>>(),
        (102..=200).collect::<Vec<_>>()
    );
    assert!(second.items.iter().all(|view| !view.stale), "each row judged as the list judges it");
}

#[test]
fn a_judgement_is_reused_until_the_catalogue_or_the_configuration_changes() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicI32, AtomicI64, AtomicUsize, Ordering};

    use crate::configurator::WizardCatalogue;
    let catalogue_version = Arc::new(AtomicI64::new(1));
    let saved_version = Arc::new(AtomicI32::new(3));
    let loads = Arc::new(AtomicUsize::new(0));
    let mut wizard = crate::configurator::MockWizardCatalogue::new();
    let base = crate::testing::wizard(Some(100_000));
    let version = Arc::clone(&catalogue_version);
    wizard.expect_version().returning(move || Ok(version.load(Ordering::SeqCst)));
    let counted = Arc::clone(&loads);
    let base = Arc::new(base);
    wizard.expect_catalogue().returning(move |category, visibility, discount, _| {
        counted.fetch_add(1, Ordering::SeqCst);
        base.catalogue(category, visibility, discount, Language::It)
    });
    wizard.expect_published().returning(|_, _| Ok(Some(crate::testing::configurator(5, 1, 1, true))));
    wizard.expect_company_discount().returning(|_| Ok(0));
    let mut store = MockConfigurationStore::new();
    let at = Arc::clone(&saved_version);
    store.expect_list().returning(move |_, _, _| {
        let configuration = Configuration { version: at.load(Ordering::SeqCst), ..saved(1, 100_000) };
        Ok(Page { items: vec![configuration], total: 1, page: 1, page_size: 10 })
    });
    let service = crate::testing::configuration_service(store, wizard, MockPublicIds::new());
    let caller = user(1, Role::Customer, Some(COMPANY));
    let list = || service.list(&caller, ListRequest::default(), ConfigurationFilter::default()).unwrap();

    assert!(!list().items[0].stale);
    assert!(!list().items[0].stale);
    assert_eq!(loads.load(Ordering::SeqCst), 1, "the second read reuses the first judgement");
    // A catalogue change (a price, a company's filters or discount: each bumps the catalogue version).
    catalogue_version.store(2, Ordering::SeqCst);
    list();
    assert_eq!(loads.load(Ordering::SeqCst), 2);
    list();
    assert_eq!(loads.load(Ordering::SeqCst), 2);
    // A save bumps the configuration's version.
    saved_version.store(4, Ordering::SeqCst);
    list();
    assert_eq!(loads.load(Ordering::SeqCst), 3);
}

/// Revision `revision` of configuration 1: "Salotto" with `parts`, saved complete and valid.
fn revision(revision: i32, parts: Vec<DraftPart>, grand_total: i64) -> Revision {
    Revision {
        revision,
        saved_at: chrono::DateTime::<chrono::Utc>::UNIX_EPOCH,
        saved_by_name: Some("Anna Verdi".into()),
        name: "Salotto".into(),
        notes: None,
        customer_id: None,
        customer_name: None,
        draft: Draft { parts, ..draft() },
        price: Some(Price { grand_total, ..Price::default() }),
        judged: Some(Judged { complete: true, valid: true }),
    }
}

fn revision_side_of(r: &Revision) -> Side<'_> {
    Side {
        name: &r.name,
        notes: None,
        customer_id: None,
        customer_name: None,
        draft: &r.draft,
        grand_total: r.grand_total(),
        complete: true,
        valid: true,
        violations: &[],
    }
}

fn chosen(part_id: i64, quantity: i64, value_id: i64) -> DraftPart {
    DraftPart {
        part_id,
        quantity,
        values: vec![crate::configurator::DraftValue { feature_id: 30, value_id: Some(value_id), numeric_value: None }],
    }
}

#[test]
fn a_comparison_names_each_item_that_changed() {
    use crate::configurator::{Catalogue, CatalogueIndex};
    use crate::testing::{choice, part, value};
    let names = CatalogueIndex::new(&Catalogue {
        parts: vec![part(1, "Seduta", 0, vec![]), part(2, "Pouf", 0, vec![])],
        features: vec![choice(30, "Tessuto")],
        values: vec![value(31, 30, "Lino", 0, true), value(32, 30, "Velluto", 5_000, true)],
        ..Catalogue::default()
    });
    let before = revision(1, vec![chosen(1, 1, 31)], 100_000);
    let mut after = revision(3, vec![chosen(1, 2, 32), chosen(2, 1, 31)], 130_000);
    after.name = "Salotto grande".into();
    let changes = compare(&revision_side_of(&before), &revision_side_of(&after), &names);
    let words = |language| changes.iter().map(|c| c.message.message.render(language)).collect::<Vec<_>>();
    let italian = words(Language::It);
    let said: Vec<(ConfigurationChangeKind, &str, &str)> =
        changes.iter().zip(&italian).map(|(c, words)| (c.kind, c.path.as_str(), words.as_str())).collect();
    assert_eq!(
        said,
        [
            (ConfigurationChangeKind::Name, "name", "Nome: «Salotto» → «Salotto grande»."),
            (ConfigurationChangeKind::PartQuantity, "draft.parts.1.quantity", "Seduta: quantità 1 → 2."),
            (ConfigurationChangeKind::Value, "draft.parts.1.values.30", "Seduta, Tessuto: Lino → Velluto."),
            (ConfigurationChangeKind::PartAdded, "draft.parts.2", "Aggiunta la parte Pouf (quantità 1)."),
            (ConfigurationChangeKind::GrandTotal, "grandTotal", "Prezzo: 1.000,00 € → 1.300,00 €"),
        ]
    );
    assert_eq!(changes[2].before, Some(ChangeValue::Text("Lino".into())));
    assert_eq!(changes[4].after, Some(ChangeValue::Number(130_000)));
    // Backwards, the part is taken away; a revision against itself has no changes.
    let back = compare(&revision_side_of(&after), &revision_side_of(&before), &names);
    let removed = said::Saved::PartRemoved { part: Named::Name("Pouf".into()) };
    assert!(back.iter().any(|c| c.kind == ConfigurationChangeKind::PartRemoved && c.message == removed.clone().into()));
    assert_eq!(removed.render(Language::It), "Tolta la parte Pouf.");
    assert!(compare(&revision_side_of(&after), &revision_side_of(&after), &names).is_empty());
    // In English: the same kinds and paths, the sentences and the money in English, the names as typed.
    let english = words(Language::En);
    let said: Vec<(&str, &str)> =
        changes.iter().zip(&english).map(|(c, words)| (c.path.as_str(), words.as_str())).collect();
    assert_eq!(
        said,
        [
            ("name", "Name: «Salotto» → «Salotto grande»."),
            ("draft.parts.1.quantity", "Seduta: quantity 1 → 2."),
            ("draft.parts.1.values.30", "Seduta, Tessuto: Lino → Velluto."),
            ("draft.parts.2", "Added the part Pouf (quantity 1)."),
            ("grandTotal", "Price: €1,000.00 → €1,300.00"),
        ]
    );
}

#[test]
fn a_restore_is_a_save_of_the_revisions_contents_over_the_version_read() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().returning(|_, _| Ok(Some(saved(1, 100_000))));
    store.expect_revision().with(eq(1), eq(1)).returning(|_, _| {
        let mut first = revision(1, vec![], 100_000);
        first.name = "Prima".into();
        Ok(Some(first))
    });
    store.expect_revision().with(eq(1), eq(9)).returning(|_, _| Ok(None));
    store.expect_update().with(eq(1), eq(3), always(), eq(1)).times(1).returning(|_, _, contents, _| {
        assert_eq!(contents.name, "Prima");
        let mut restored = saved(1, contents.price.grand_total);
        restored.name = contents.name.clone();
        restored.revision = 4;
        Ok(Saved::Done(Box::new(restored)))
    });
    store.expect_update().with(eq(1), eq(2), always(), eq(1)).returning(|_, _, _, _| Ok(Saved::Stale));
    let service = service(store, 100_000);
    let owner = user(1, Role::Customer, Some(COMPANY));
    let view = service.restore(&owner, "AAAAAAAAAAAAAAAAAAAAAA", 1, 3).unwrap();
    assert_eq!((view.configuration.name.as_str(), view.configuration.revision), ("Prima", 4));
    let stale = service.restore(&owner, "AAAAAAAAAAAAAAAAAAAAAA", 1, 2);
    assert!(matches!(stale, Err(DomainError::Conflict { code: ConflictCode::StaleVersion, .. })), "{stale:?}");
    assert!(matches!(service.restore(&owner, "AAAAAAAAAAAAAAAAAAAAAA", 9, 3), Err(DomainError::NotFound(_))));
}

#[test]
fn revisions_outside_the_callers_scope_are_not_found_and_not_read() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().returning(|_, _| Ok(None));
    store.expect_revisions().never();
    store.expect_revision().never();
    let service = service(store, 100_000);
    let other = user(9, Role::Customer, Some(COMPANY));
    let id = "AAAAAAAAAAAAAAAAAAAAAA";
    assert!(matches!(service.revisions(&other, id), Err(DomainError::NotFound(_))));
    assert!(matches!(service.revision(&other, id, 1), Err(DomainError::NotFound(_))));
    assert!(matches!(service.compare(&other, id, 1, 2), Err(DomainError::NotFound(_))));
    assert!(matches!(service.restore(&other, id, 1, 1), Err(DomainError::NotFound(_))));
}

#[test]
fn a_revision_saved_before_judgements_were_recorded_is_judged_against_today() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().returning(|_, _| Ok(Some(saved(1, 100_000))));
    store.expect_revisions().returning(|_| {
        let mut old = revision(1, vec![], 100_000);
        old.judged = None;
        old.draft.model_id = None;
        Ok(vec![revision(2, vec![], 100_000), old])
    });
    let service = service(store, 100_000);
    let revisions = service.revisions(&user(1, Role::Customer, Some(COMPANY)), "AAAAAAAAAAAAAAAAAAAAAA").unwrap();
    let judged: Vec<(i32, bool)> = revisions.iter().map(|r| (r.revision.revision, r.judged.complete)).collect();
    assert_eq!(judged, [(2, true), (1, false)], "without a model it is incomplete today");
}

//! Saved configurations: each save writes a revision in the same transaction, and a stale save writes none.

use diesel::pg::PgConnection;
use domain::catalogue::{ListQuery, ListRequest};
use domain::configurations::{
    Configuration, ConfigurationFilter, ConfigurationStore, Contents, Judged, NewConfiguration, SORTABLE, Saved, Scope,
};
use domain::configurator::{Draft, Price};
use postgres::PgConfigurations;

use crate::support::{company_with_customer, count, exec, insert, open, text, user};

/// A category with a type, a model and a configurator: (category, configurator, type, model).
fn catalogue(conn: &mut PgConnection) -> (i64, i64, i64, i64) {
    let category = insert(conn, "INSERT INTO product_categories (slug, name) VALUES ('rev', 'Revisioni')");
    let configurator =
        insert(conn, &format!("INSERT INTO configurators (category_id, name) VALUES ({category}, 'Rev')"));
    let type_id = insert(conn, &format!("INSERT INTO product_types (category_id, name) VALUES ({category}, 'Tipo')"));
    let model = insert(
        conn,
        &format!("INSERT INTO product_models (type_id, code, name) VALUES ({type_id}, 'REV-M', 'Modello')"),
    );
    (category, configurator, type_id, model)
}

fn contents(name: &str, category: i64, configurator: i64, draft: Draft, total: i64) -> Contents {
    Contents {
        configurator_id: configurator,
        category_id: category,
        customer_id: None,
        name: name.to_owned(),
        notes: Some(format!("Note di {name}")),
        draft,
        price: Price { list_total: total, net_total: total, grand_total: total, quantity: 1, ..Price::default() },
        complete: true,
        valid: true,
    }
}

/// A configuration without a company, saved by its owner.
fn create(store: &PgConfigurations, public_id: &str, owner_id: i64, contents: Contents) -> Configuration {
    let new =
        NewConfiguration { public_id: public_id.to_owned(), owner_id, company_id: None, copied_from: None, contents };
    store.create(&new).expect("create")
}

#[test]
fn each_save_is_a_revision_with_its_snapshot_and_a_stale_save_writes_none() {
    let (db, mut conn, store) = open(PgConfigurations::new);
    let owner = user(&db, "owner@example.com");
    let editor = user(&db, "editor@example.com");
    let (category, configurator, type_id, model) = catalogue(&mut conn);
    let draft = Draft { type_id: Some(type_id), model_id: Some(model), parts: vec![], quantity: 2 };

    let first = contents("Salotto", category, configurator, Draft { model_id: None, ..draft.clone() }, 1000);
    let created = create(&store, "REVREVREVREVREVREVREV1", owner, first);
    assert_eq!((created.version, created.revision), (1, 1));

    let second = contents("Salotto grande", category, configurator, draft.clone(), 2500);
    let Saved::Done(updated) = store.update(created.id, 1, &second, editor).expect("update") else {
        panic!("the update over the current version is saved");
    };
    assert_eq!((updated.version, updated.revision), (2, 2));

    let revisions = |conn: &mut PgConnection| {
        count(
            conn,
            &format!(
                "SELECT count(*) AS n FROM product_configuration_revisions WHERE configuration_id = {}",
                created.id
            ),
        )
    };
    let column = |conn: &mut PgConnection, revision: i32, expression: &str| {
        text(
            conn,
            &format!(
                "SELECT ({expression})::text AS t FROM product_configuration_revisions \
                 WHERE configuration_id = {} AND revision = {revision}",
                created.id
            ),
        )
    };
    assert_eq!(revisions(&mut conn), 2);
    assert_eq!(column(&mut conn, 1, "snapshot->>'name'").as_deref(), Some("Salotto"));
    assert_eq!(column(&mut conn, 1, "snapshot->>'notes'").as_deref(), Some("Note di Salotto"));
    assert_eq!(column(&mut conn, 1, "snapshot->'draft'->>'modelId'"), None);
    assert_eq!(column(&mut conn, 1, "created_by_id").as_deref(), Some(owner.to_string().as_str()));
    assert_eq!(column(&mut conn, 1, "net_total").as_deref(), Some("1000"));
    assert_eq!(column(&mut conn, 2, "snapshot->>'name'").as_deref(), Some("Salotto grande"));
    assert_eq!(column(&mut conn, 2, "snapshot->'draft'->>'modelId'").as_deref(), Some(model.to_string().as_str()));
    assert_eq!(column(&mut conn, 2, "snapshot->'draft'->>'quantity'").as_deref(), Some("2"));
    assert_eq!(column(&mut conn, 2, "created_by_id").as_deref(), Some(editor.to_string().as_str()));
    assert_eq!(column(&mut conn, 2, "price_snapshot->>'grandTotal'").as_deref(), Some("2500"));

    // A save over the version read before the last one is stale: nothing changes, no revision is written.
    let late = contents("Perso", category, configurator, draft, 9999);
    assert_eq!(store.update(created.id, 1, &late, owner).expect("stale update"), Saved::Stale);
    assert_eq!(revisions(&mut conn), 2);
    let now = store.get("REVREVREVREVREVREVREV1", &Scope::All).expect("get").expect("found");
    assert_eq!((now.name.as_str(), now.version, now.revision), ("Salotto grande", 2, 2));
}

#[test]
fn a_manager_sees_their_own_rows_and_a_named_customer_brings_its_company() {
    let (db, mut conn, store) = open(PgConfigurations::new);
    let manager = user(&db, "manager@example.com");
    let (category, configurator, type_id, model) = catalogue(&mut conn);
    let (company, customer) = company_with_customer(&mut conn, "Gestita");
    exec(&mut conn, &format!("UPDATE companies SET account_manager_id = {manager} WHERE id = {company}"));
    let draft = Draft { type_id: Some(type_id), model_id: Some(model), parts: vec![], quantity: 1 };
    let first = contents("Senza cliente", category, configurator, draft.clone(), 1000);
    let created = create(&store, "MGRMGRMGRMGRMGRMGRMGR1", manager, first);
    // Saved without a customer it has no company, and is still the manager's.
    let scope = Scope::Managed(manager);
    assert_eq!(store.get(&created.public_id, &scope).expect("get").map(|found| found.id), Some(created.id));
    assert_eq!(
        store
            .list(&scope, &ConfigurationFilter::default(), &ListQuery::parse(ListRequest::default(), SORTABLE).unwrap())
            .unwrap()
            .total,
        1
    );
    assert_eq!(store.get(&created.public_id, &Scope::Managed(manager + 1000)).expect("get"), None);

    let with_customer =
        Contents { customer_id: Some(customer), ..contents("Con cliente", category, configurator, draft, 900) };
    let Saved::Done(saved) = store.update(created.id, 1, &with_customer, manager).expect("update") else {
        panic!("the update over the current version is saved");
    };
    assert_eq!((saved.customer_id, saved.company_id), (Some(customer), Some(company)));
}

#[test]
fn revisions_read_back_newest_first_with_who_saved_them_their_customer_and_judgement() {
    let (db, mut conn, store) = open(PgConfigurations::new);
    let owner = user(&db, "owner@example.com");
    let (category, configurator, type_id, model) = catalogue(&mut conn);
    let (_, customer) = company_with_customer(&mut conn, "Clienti");
    let draft = Draft { type_id: Some(type_id), model_id: Some(model), parts: vec![], quantity: 1 };
    let first = Contents { valid: false, ..contents("Prima", category, configurator, draft.clone(), 1000) };
    let created = create(&store, "REVREVREVREVREVREVREV2", owner, first);
    let second =
        Contents { customer_id: Some(customer), ..contents("Seconda", category, configurator, draft.clone(), 2000) };
    assert!(matches!(store.update(created.id, 1, &second, owner).expect("update"), Saved::Done(_)));

    let read = store.revisions(created.id).expect("revisions");
    let summary: Vec<(i32, &str, i64, Option<&str>)> =
        read.iter().map(|r| (r.revision, r.name.as_str(), r.grand_total(), r.customer_name.as_deref())).collect();
    assert_eq!(summary, [(2, "Seconda", 2000, Some("Cliente di Clienti")), (1, "Prima", 1000, None)]);
    assert_eq!(read[1].judged, Some(Judged { complete: true, valid: false }));
    assert_eq!(read[0].saved_by_name.as_deref(), Some("Anna Verdi"));
    assert_eq!(read[0].draft, draft);
    assert_eq!(store.revision(created.id, 1).expect("revision").map(|r| r.notes), Some(Some("Note di Prima".into())));
    assert_eq!(store.revision(created.id, 3).expect("revision"), None);
    assert!(store.revisions(created.id + 1000).expect("revisions").is_empty());

    // A revision written before saves recorded their judgement reads without one.
    exec(
        &mut conn,
        &format!(
            "UPDATE product_configuration_revisions SET snapshot = snapshot - 'complete' - 'valid' \
             WHERE configuration_id = {} AND revision = 1",
            created.id
        ),
    );
    assert_eq!(store.revision(created.id, 1).expect("revision").and_then(|r| r.judged), None);
}

#[test]
fn a_list_row_carries_the_saved_grand_total_without_the_price_lines_and_an_export_reads_a_fixed_set_of_ids() {
    let (db, mut conn, store) = open(PgConfigurations::new);
    let owner = user(&db, "lister@example.com");
    let other = user(&db, "other@example.com");
    let (category, configurator, type_id, model) = catalogue(&mut conn);
    let draft = Draft { type_id: Some(type_id), model_id: Some(model), parts: vec![], quantity: 3 };
    let priced = |name: &str, net: i64| Contents {
        price: Price { list_total: net, net_total: net, quantity: 3, grand_total: net * 3, ..Price::default() },
        ..contents(name, category, configurator, draft.clone(), net)
    };
    let sofa = create(&store, "LSTLSTLSTLSTLSTLSTLST1", owner, priced("Divano", 1000));
    let chair = create(&store, "LSTLSTLSTLSTLSTLSTLST2", owner, priced("Poltrona", 400));
    create(&store, "LSTLSTLSTLSTLSTLSTLST3", other, priced("Altrui", 700));
    let by_name = ListQuery::parse(ListRequest { sort: Some("name".into()), ..ListRequest::default() }, SORTABLE)
        .expect("a sortable field");
    let mine = Scope::Own(owner);

    let page = store.list(&mine, &ConfigurationFilter::default(), &by_name).expect("list");
    let listed: Vec<_> =
        page.items.iter().map(|c| (c.name.as_str(), c.saved_grand_total, c.saved_price.is_some())).collect();
    assert_eq!(listed, [("Divano", 3000, false), ("Poltrona", 1200, false)]);
    let whole = store.get(&sofa.public_id, &mine).expect("get").expect("found");
    assert_eq!((whole.saved_grand_total, whole.saved_price.map(|price| price.grand_total)), (3000, Some(3000)));

    // The export's ids are the list's rows in its order; rows read by them keep that order, leave out what
    // was deleted since, and what another scope holds.
    let ids = store.ids(&mine, &ConfigurationFilter::default(), &by_name).expect("ids");
    assert_eq!(ids, [sofa.id, chair.id]);
    exec(&mut conn, &format!("DELETE FROM product_configurations WHERE id = {}", sofa.id));
    let read = store.by_ids(&mine, &[chair.id, sofa.id]).expect("by ids");
    assert_eq!(read.iter().map(|c| c.id).collect::<Vec<_>>(), [chair.id]);
    assert_eq!(store.by_ids(&Scope::Own(other), &[chair.id]).expect("by ids"), []);
}

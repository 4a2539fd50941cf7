//! Configurator definitions: conditional writes, the one-published-per-category publish (also under
//! concurrent publishes), the catalogue a definition is checked against, and the demo configurators.

use std::collections::HashSet;
use std::sync::{Arc, Barrier};

use diesel::pg::PgConnection;
use domain::RepoError;
use domain::catalogue::{ListQuery, ListRequest, SortKey};
use domain::configurator::{
    CategoryCatalogue, ConfiguratorDraft, ConfiguratorFilter, ConfiguratorInput, ConfiguratorSort, ConfiguratorStatus,
    ConfiguratorStore, Definition, FindingCode, ItemRef, Rule, RuleKind, SORTABLE, Step, Written, attribute_ids, check,
    validate,
};
use postgres::testing::TestDatabase;
use postgres::{PgCategoryCatalogue, PgConfigurators, seed_demo_organisation};

use crate::support::{actor, category_with_type, count, exec, insert, open, text};

/// A category with a type, an active and an inactive model, a part with a feature of two values (one
/// inactive) and an inactive feature: the ids.
struct Fixture {
    category: i64,
    product_type: i64,
    model: i64,
    old_model: i64,
    part: i64,
    feature: i64,
    lino: i64,
    raso: i64,
    dismissed_value: i64,
}

fn fixture(conn: &mut PgConnection, slug: &str) -> Fixture {
    let (category, product_type) = category_with_type(conn, slug, &format!("Cat {slug}"), "Lineari");
    let model = insert(
        conn,
        &format!("INSERT INTO product_models (type_id, code, name) VALUES ({product_type}, '{slug}-M', 'Oslo')"),
    );
    let old_model = insert(
        conn,
        &format!(
            "INSERT INTO product_models (type_id, code, name, active) VALUES ({product_type}, '{slug}-O', 'Vecchio', false)"
        ),
    );
    let part = insert(conn, &format!("INSERT INTO product_parts (code, name) VALUES ('{slug}-P', 'Struttura')"));
    for model_id in [model, old_model] {
        exec(
            conn,
            &format!(
                "INSERT INTO product_model_parts (model_id, part_id, required, min_quantity, max_quantity, \
                 default_quantity) VALUES ({model_id}, {part}, true, 1, 1, 1)"
            ),
        );
    }
    let feature = insert(conn, &format!("INSERT INTO product_features (code, name) VALUES ('{slug}-F', 'Tessuto')"));
    let dismissed = insert(
        conn,
        &format!("INSERT INTO product_features (code, name, active) VALUES ('{slug}-D', 'Dismessa', false)"),
    );
    exec(
        conn,
        &format!(
            "INSERT INTO product_part_features (part_id, feature_id, required) VALUES ({part}, {feature}, true), \
             ({part}, {dismissed}, true)"
        ),
    );
    let value = |conn: &mut PgConnection, feature: i64, code: &str, active: bool| {
        insert(
            conn,
            &format!(
                "INSERT INTO product_feature_values (feature_id, code, label, active) \
                 VALUES ({feature}, '{code}', '{code}', {active})"
            ),
        )
    };
    let lino = value(conn, feature, "Lino", true);
    let raso = value(conn, feature, "Raso", false);
    let dismissed_value = value(conn, dismissed, "Vecchio", true);
    Fixture { category, product_type, model, old_model, part, feature, lino, raso, dismissed_value }
}

fn definition(f: &Fixture, rules: Vec<Rule>) -> Definition {
    Definition {
        steps: vec![
            Step::Model {
                title: "Modello".into(),
                help: String::new(),
                attribute_ids: vec![],
                help_en: None,
                title_en: None,
            },
            Step::Parts { title: "Parti".into(), help: String::new(), help_en: None, title_en: None },
            Step::Features {
                title: "Rivestimento".into(),
                help: String::new(),
                feature_ids: vec![f.feature],
                help_en: None,
                title_en: None,
            },
            Step::Summary { title: "Riepilogo".into(), help: String::new(), help_en: None, title_en: None },
        ],
        rules,
    }
}

fn draft(f: &Fixture, name: &str) -> ConfiguratorDraft {
    let rule = Rule {
        id: "r1".into(),
        kind: RuleKind::Excludes,
        when: vec![ItemRef::model(f.model)],
        then: vec![ItemRef::feature_value(f.raso)],
        message: Some("Niente raso".into()),
        message_en: None,
    };
    ConfiguratorDraft {
        category_id: f.category,
        name: name.into(),
        description: Some("Descrizione".into()),
        definition: definition(f, vec![rule]),
        description_en: None,
        name_en: None,
    }
}

fn done<T: std::fmt::Debug>(written: Result<Written<T>, RepoError>) -> T {
    match written.unwrap() {
        Written::Done(value) => value,
        other => panic!("expected a write, got {other:?}"),
    }
}

fn status(conn: &mut PgConnection, id: i64) -> String {
    text(conn, &format!("SELECT status AS t FROM configurators WHERE id = {id}")).unwrap()
}

fn all() -> ListQuery {
    ListQuery::parse(ListRequest { page_size: Some(100), ..Default::default() }, SORTABLE).unwrap()
}

/// Every field the list of configurators documents sorts by its own column, both ways.
#[test]
fn the_list_sorts_by_every_documented_field() {
    let (_db, mut conn, store) = open(PgConfigurators::new);
    let f = fixture(&mut conn, "divani");
    // Each field puts the three in another order (the days: created, updated, published).
    let mut create = |name: &str, status: &str, [created, updated, published]: [u32; 3]| {
        let id = store.create(&draft(&f, name), &actor()).unwrap().id;
        let day = |day: u32| format!("'2026-01-0{day}T09:00:00Z'");
        exec(
            &mut conn,
            &format!(
                "UPDATE configurators SET status = '{status}', created_at = {}, updated_at = {}, published_at = {} \
                 WHERE id = {id}",
                day(created),
                day(updated),
                day(published)
            ),
        );
        id
    };
    let alfa = create("Alfa", "published", [1, 2, 3]);
    let beta = create("Beta", "archived", [3, 3, 2]);
    let gamma = create("Gamma", "draft", [2, 1, 1]);

    for &key in ConfiguratorSort::ALL {
        let ascending = match key {
            ConfiguratorSort::Name => [alfa, beta, gamma],
            ConfiguratorSort::Status => [beta, gamma, alfa],
            ConfiguratorSort::UpdatedAt => [gamma, alfa, beta],
            ConfiguratorSort::PublishedAt => [gamma, beta, alfa],
            ConfiguratorSort::CreatedAt => [alfa, gamma, beta],
        };
        let mut descending = ascending;
        descending.reverse();
        for (order, expected) in [("asc", ascending), ("desc", descending)] {
            let request =
                ListRequest { sort: Some(key.name().into()), order: Some(order.into()), ..Default::default() };
            let query = ListQuery::parse(request, SORTABLE).unwrap();
            let page = store.list(&query, &ConfiguratorFilter::default()).unwrap();
            let ids: Vec<i64> = page.items.iter().map(|item| item.id).collect();
            assert_eq!(ids, expected, "sorted by {} {order}", key.name());
        }
    }
}

#[test]
fn drafts_are_created_read_listed_updated_and_deleted() {
    let (_db, mut conn, store) = open(PgConfigurators::new);
    let f = fixture(&mut conn, "divani");

    let created = store.create(&draft(&f, "Divani"), &actor()).unwrap();
    assert_eq!((created.status, created.version), (ConfiguratorStatus::Draft, 1));
    assert_eq!(created.category_name, "Cat divani");
    assert_eq!(created.definition, draft(&f, "Divani").definition);
    let stored_kind = text(
        &mut conn,
        &format!("SELECT definition->'rules'->0->>'kind' AS t FROM configurators WHERE id = {}", created.id),
    );
    assert_eq!(stored_kind.as_deref(), Some("excludes"));
    assert_eq!(store.get(created.id).unwrap(), Some(created.clone()));
    assert_eq!(store.get(created.id + 1000).unwrap(), None);

    let mut changed = draft(&f, "Divani 2026");
    changed.definition.rules.clear();
    let updated = done(store.update(created.id, &changed, &actor()));
    assert_eq!((updated.name.as_str(), updated.version), ("Divani 2026", 2));
    assert!(updated.definition.rules.is_empty());

    let other = store.create(&draft(&f, "Altro"), &actor()).unwrap();
    let page = store.list(&all(), &ConfiguratorFilter { category_id: Some(f.category), status: None }).unwrap();
    assert_eq!(page.total, 2);
    assert_eq!(page.items.iter().map(|c| c.name.as_str()).collect::<Vec<_>>(), ["Altro", "Divani 2026"]);
    let search = ListQuery::parse(ListRequest { q: Some("2026".into()), ..Default::default() }, SORTABLE).unwrap();
    assert_eq!(store.list(&search, &ConfiguratorFilter::default()).unwrap().total, 1);
    let published = ConfiguratorFilter { category_id: None, status: Some(ConfiguratorStatus::Published) };
    assert_eq!(store.list(&all(), &published).unwrap().total, 0);

    assert_eq!(done(store.delete(other.id, &actor())), ());
    assert_eq!(store.delete(other.id, &actor()).unwrap(), Written::NotFound);
    assert_eq!(store.update(other.id, &changed, &actor()).unwrap(), Written::NotFound);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM configurators"), 1);
}

#[test]
fn publishing_archives_the_category_s_published_one_and_only_drafts_change() {
    let (_db, mut conn, store) = open(PgConfigurators::new);
    let f = fixture(&mut conn, "divani");
    let g = fixture(&mut conn, "tavoli");
    let first = store.create(&draft(&f, "Primo"), &actor()).unwrap();
    let second = store.create(&draft(&f, "Secondo"), &actor()).unwrap();
    let elsewhere = store.create(&draft(&g, "Tavoli"), &actor()).unwrap();

    let published = done(store.publish(first.id, &actor()));
    assert_eq!(published.status, ConfiguratorStatus::Published);
    assert!(published.published_at.is_some() && published.version == 2);
    done(store.publish(elsewhere.id, &actor()));
    done(store.publish(second.id, &actor()));
    assert_eq!(status(&mut conn, first.id), "archived");
    assert_eq!(status(&mut conn, second.id), "published");
    assert_eq!(status(&mut conn, elsewhere.id), "published", "another category is untouched");
    assert!(store.get(first.id).unwrap().unwrap().archived_at.is_some());

    // only drafts are published, updated or deleted
    assert_eq!(store.publish(first.id, &actor()).unwrap(), Written::WrongStatus(ConfiguratorStatus::Archived));
    assert_eq!(store.publish(second.id, &actor()).unwrap(), Written::WrongStatus(ConfiguratorStatus::Published));
    assert_eq!(
        store.update(second.id, &draft(&f, "X"), &actor()).unwrap(),
        Written::WrongStatus(ConfiguratorStatus::Published)
    );
    assert_eq!(store.delete(first.id, &actor()).unwrap(), Written::WrongStatus(ConfiguratorStatus::Archived));
    assert_eq!(store.publish(first.id + 1000, &actor()).unwrap(), Written::NotFound);

    // archive: from published or draft, once
    assert_eq!(done(store.archive(second.id, &actor())).status, ConfiguratorStatus::Archived);
    assert_eq!(store.archive(second.id, &actor()).unwrap(), Written::WrongStatus(ConfiguratorStatus::Archived));
    let third = store.create(&draft(&f, "Terzo"), &actor()).unwrap();
    assert_eq!(done(store.archive(third.id, &actor())).status, ConfiguratorStatus::Archived);
    assert_eq!(store.archive(third.id + 1000, &actor()).unwrap(), Written::NotFound);
    assert_eq!(
        count(
            &mut conn,
            &format!(
                "SELECT count(*) AS n FROM configurators WHERE category_id = {} AND status = 'published'",
                f.category
            )
        ),
        0
    );
}

#[test]
fn two_concurrent_publishes_in_one_category_leave_exactly_one_published() {
    let db = TestDatabase::new();
    let mut conn = db.connection();
    let f = fixture(&mut conn, "divani");
    let store = Arc::new(PgConfigurators::new(db.pool()));
    for round in 0..5 {
        let a = store.create(&draft(&f, &format!("A{round}")), &actor()).unwrap().id;
        let b = store.create(&draft(&f, &format!("B{round}")), &actor()).unwrap().id;
        let barrier = Arc::new(Barrier::new(2));
        let handles: Vec<_> = [a, b]
            .into_iter()
            .map(|id| {
                let (store, barrier) = (store.clone(), barrier.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    store.publish(id, &actor())
                })
            })
            .collect();
        let results: Vec<_> = handles.into_iter().map(|handle| handle.join().unwrap()).collect();
        for result in &results {
            match result {
                Ok(Written::Done(_)) | Err(RepoError::Duplicate(_)) => {}
                other => panic!("unexpected answer to a concurrent publish: {other:?}"),
            }
        }
        let published = format!(
            "SELECT count(*) AS n FROM configurators WHERE category_id = {} AND status = 'published'",
            f.category
        );
        assert_eq!(count(&mut conn, &published), 1, "round {round}");
        assert_eq!(
            count(
                &mut conn,
                &format!("SELECT count(*) AS n FROM configurators WHERE id IN ({a}, {b}) AND status = 'published'")
            ),
            1
        );
    }
}

#[test]
fn a_draft_held_by_configurations_is_not_deleted() {
    let (db, mut conn, store) = open(PgConfigurators::new);
    let f = fixture(&mut conn, "divani");
    let held = store.create(&draft(&f, "Tenuto"), &actor()).unwrap();
    let owner = crate::support::user(&db, "owner@example.com");
    exec(
        &mut conn,
        &format!(
            "INSERT INTO product_configurations (public_id, owner_id, configurator_id, category_id, name) \
             VALUES ('pub-00000001', {owner}, {}, {}, 'Mia')",
            held.id, f.category
        ),
    );
    match store.delete(held.id, &actor()) {
        Err(RepoError::InUse(holders)) => assert_eq!(holders, vec![(domain::Holding::Configurations, 1)]),
        other => panic!("expected in use, got {other:?}"),
    }
}

#[test]
fn the_category_catalogue_holds_every_row_of_the_category_inactive_ones_included() {
    let (_db, mut conn, catalogues) = open(PgCategoryCatalogue::new);
    let f = fixture(&mut conn, "divani");
    let other = fixture(&mut conn, "tavoli");
    let catalogue = catalogues.for_category(f.category).unwrap().unwrap();
    assert_eq!(catalogue.types.iter().map(|t| t.id).collect::<Vec<_>>(), [f.product_type]);
    let models: HashSet<(i64, bool)> = catalogue.models.iter().map(|m| (m.id, m.active)).collect();
    assert_eq!(models, HashSet::from([(f.model, true), (f.old_model, false)]));
    assert_eq!(catalogue.model_parts.len(), 2);
    assert_eq!(catalogue.parts.len(), 1);
    assert_eq!(catalogue.parts[0].id, f.part);
    // the inactive feature stays linked, not required, with its values inactive
    let features: Vec<(i64, bool)> =
        catalogue.parts[0].features.iter().map(|pf| (pf.feature_id, pf.required)).collect();
    assert_eq!(features.len(), 2);
    assert!(features.contains(&(f.feature, true)));
    assert!(features.iter().any(|(id, required)| *id != f.feature && !required));
    let values: HashSet<(i64, bool)> = catalogue.values.iter().map(|v| (v.id, v.active)).collect();
    assert_eq!(values, HashSet::from([(f.lino, true), (f.raso, false), (f.dismissed_value, false)]));
    assert!(!catalogue.values.iter().any(|v| v.id == other.lino), "nothing of another category");
    assert_eq!(catalogue.discount_percent, 0);
    assert_eq!(catalogues.for_category(f.category + 1000).unwrap(), None);
    let attribute = insert(&mut conn, "INSERT INTO attributes (code, name) VALUES ('A', 'Stile')");
    assert_eq!(catalogues.existing_attributes(&[attribute, attribute + 1000]).unwrap(), [attribute]);

    // a rule on the inactive value is a warning, not an error
    let rule = Rule {
        id: "r1".into(),
        kind: RuleKind::Excludes,
        when: vec![ItemRef::model(f.model)],
        then: vec![ItemRef::feature_value(f.raso), ItemRef::feature_value(f.dismissed_value)],
        message: None,
        message_en: None,
    };
    let findings = check(&definition(&f, vec![rule]), &catalogue);
    assert!(findings.iter().all(|finding| finding.code.as_str() == "inactive_item"), "{findings:?}");
    assert_eq!(findings.len(), 2);
}

#[test]
fn the_demo_has_one_published_configurator_per_category_that_passes_its_checks() {
    let db = TestDatabase::new();
    seed_demo_organisation(&db.pool(), "$2b$04$demo-password-hash").unwrap().unwrap();
    let mut conn = db.connection();
    let categories = count(&mut conn, "SELECT count(*) AS n FROM product_categories");
    assert!(categories >= 2);
    let with_one_published = "SELECT count(*) AS n FROM product_categories c WHERE \
         (SELECT count(*) FROM configurators k WHERE k.category_id = c.id AND k.status = 'published') = 1";
    assert_eq!(count(&mut conn, with_one_published), categories);

    let store = PgConfigurators::new(db.pool());
    let catalogues = PgCategoryCatalogue::new(db.pool());
    let page = store.list(&all(), &ConfiguratorFilter::default()).unwrap();
    assert_eq!(page.total, categories);
    let mut kinds = HashSet::new();
    for configurator in page.items {
        let definition = &configurator.definition;
        assert!(definition.steps.len() >= 5, "{}", configurator.name);
        assert!(definition.rules.iter().all(|rule| rule.message.is_some()));
        assert!(definition.rules.iter().any(|rule| rule.when.len() >= 2), "a two-condition rule");
        kinds.extend(definition.rules.iter().map(|rule| rule.kind));
        let catalogue = catalogues.for_category(configurator.category_id).unwrap().unwrap();
        let ids = attribute_ids(definition);
        let existing: HashSet<i64> = catalogues.existing_attributes(&ids).unwrap().into_iter().collect();
        let input = ConfiguratorInput {
            category_id: Some(configurator.category_id),
            name: Some(configurator.name.clone()),
            description: configurator.description.clone(),
            definition: Some(definition.clone()),
            description_en: None,
            name_en: None,
        };
        assert!(validate(input, Some(&catalogue), &existing).is_ok(), "{} is valid", configurator.name);
        // nothing blocks it; the exact check only notes the values a part-scoped rule keeps off a part (the
        // pouf's other fabrics, the extension's other tops)
        let findings = check(definition, &catalogue);
        assert!(
            findings.iter().all(|finding| finding.code == FindingCode::NeverSelectable
                && finding.item.is_some_and(|item| item.part_id.is_some())),
            "{}: {findings:?}",
            configurator.name
        );
    }
    assert_eq!(kinds, HashSet::from([RuleKind::Excludes, RuleKind::Requires]));
    let oslo = text(
        &mut conn,
        "SELECT r->>'message' AS t FROM configurators, jsonb_array_elements(definition->'rules') r \
         WHERE r->>'id' = 'oslo-no-velluto'",
    );
    assert_eq!(oslo.as_deref(), Some("Il modello Oslo non è disponibile in velluto"));
}

//! The wizard's reads: the catalogue version counter, configurators with their category, a category's
//! catalogue as one company sees it.

use diesel::pg::PgConnection;
use domain::catalogue::{EntityFilter, EntityKind, FilterMode, Visibility};
use domain::configurator::{ItemRef, WizardCatalogue};
use domain::said::Language;
use postgres::PgWizardCatalogue;
use postgres::testing::TestDatabase;

use crate::support::{count, exec, insert, open};

/// Ids of a small category: two types, a model of each, a shared part with a choice feature of three
/// values (one inactive) and an inactive feature, and a part of another category.
struct Fixture {
    category: i64,
    sofa_type: i64,
    corner_type: i64,
    oslo: i64,
    corner: i64,
    cushion: i64,
    fabric: i64,
    velvet: i64,
    linen: i64,
    retired: i64,
    other_part: i64,
}

fn fixture(conn: &mut PgConnection) -> Fixture {
    let category = insert(conn, "INSERT INTO product_categories (slug, name) VALUES ('divani', 'Divani')");
    let other = insert(conn, "INSERT INTO product_categories (slug, name) VALUES ('tavoli', 'Tavoli')");
    let sofa_type = insert(
        conn,
        &format!("INSERT INTO product_types (category_id, name, sort_order) VALUES ({category}, 'Lineari', 1)"),
    );
    let corner_type = insert(
        conn,
        &format!(
            "INSERT INTO product_types (category_id, name, sort_order, active) VALUES ({category}, 'Angolari', 2, false)"
        ),
    );
    let table_type = insert(conn, &format!("INSERT INTO product_types (category_id, name) VALUES ({other}, 'Tavoli')"));
    let oslo = insert(
        conn,
        &format!(
            "INSERT INTO product_models (type_id, code, name, base_price) VALUES ({sofa_type}, 'OSLO', 'Oslo', 150000)"
        ),
    );
    let corner = insert(
        conn,
        &format!(
            "INSERT INTO product_models (type_id, code, name, base_price) VALUES ({corner_type}, 'ANG', 'Angolo', 200000)"
        ),
    );
    let table = insert(
        conn,
        &format!("INSERT INTO product_models (type_id, code, name) VALUES ({table_type}, 'TAV', 'Tavolo')"),
    );
    let cushion = insert(conn, "INSERT INTO product_parts (code, name, price) VALUES ('CUS', 'Cuscino', 5000)");
    let other_part = insert(conn, "INSERT INTO product_parts (code, name, price) VALUES ('TOP', 'Piano', 9000)");
    exec(
        conn,
        &format!(
            "INSERT INTO product_model_parts (model_id, part_id, required, min_quantity, max_quantity, default_quantity) \
             VALUES ({oslo}, {cushion}, false, 0, 4, 1), ({corner}, {cushion}, true, 1, 2, 1), \
             ({table}, {other_part}, true, 1, 1, 1)"
        ),
    );
    let fabric = insert(conn, "INSERT INTO product_features (code, name, kind) VALUES ('FAB', 'Tessuto', 'choice')");
    let retired_feature = insert(
        conn,
        "INSERT INTO product_features (code, name, kind, active) VALUES ('OLD', 'Vecchia', 'choice', false)",
    );
    exec(
        conn,
        &format!(
            "INSERT INTO product_part_features (part_id, feature_id, required) \
             VALUES ({cushion}, {fabric}, true), ({cushion}, {retired_feature}, false)"
        ),
    );
    let velvet = insert(
        conn,
        &format!(
            "INSERT INTO product_feature_values (feature_id, code, label, price_delta, sort_order) \
             VALUES ({fabric}, 'VEL', 'Velluto', 2500, 1)"
        ),
    );
    let linen = insert(
        conn,
        &format!(
            "INSERT INTO product_feature_values (feature_id, code, label, price_delta, sort_order) \
             VALUES ({fabric}, 'LIN', 'Lino', -1000, 2)"
        ),
    );
    let retired = insert(
        conn,
        &format!(
            "INSERT INTO product_feature_values (feature_id, code, label, sort_order, active) \
             VALUES ({fabric}, 'RET', 'Ritirato', 3, false)"
        ),
    );
    insert(
        conn,
        &format!("INSERT INTO product_feature_values (feature_id, code, label) VALUES ({retired_feature}, 'X', 'X')"),
    );
    Fixture { category, sofa_type, corner_type, oslo, corner, cushion, fabric, velvet, linen, retired, other_part }
}

fn version(conn: &mut PgConnection) -> i64 {
    count(conn, "SELECT version AS n FROM catalogue_versions WHERE id = 1")
}

#[test]
fn the_whole_category_is_loaded_with_inactive_items_flagged_and_other_categories_left_out() {
    let db = TestDatabase::new();
    let mut conn = db.connection();
    let f = fixture(&mut conn);
    let catalogue =
        PgWizardCatalogue::new(db.pool()).catalogue(f.category, &Visibility::everything(), 12, Language::It).unwrap();

    let types: Vec<(i64, bool)> = catalogue.types.iter().map(|t| (t.id, t.active)).collect();
    assert_eq!(types, [(f.sofa_type, true), (f.corner_type, false)]);
    let models: Vec<(i64, i64, i64)> = catalogue.models.iter().map(|m| (m.id, m.type_id, m.base_price)).collect();
    // In sort order, then by name.
    assert_eq!(models, [(f.corner, f.corner_type, 200_000), (f.oslo, f.sofa_type, 150_000)]);
    let model_parts: Vec<(i64, i64, bool, i64, i64)> = catalogue
        .model_parts
        .iter()
        .map(|mp| (mp.model_id, mp.part_id, mp.required, mp.min_quantity, mp.max_quantity))
        .collect();
    assert_eq!(model_parts, [(f.oslo, f.cushion, false, 0, 4), (f.corner, f.cushion, true, 1, 2)]);
    assert_eq!(catalogue.parts.len(), 1, "the other category's part is left out");
    assert_eq!(catalogue.parts[0].id, f.cushion);
    assert_ne!(catalogue.parts[0].id, f.other_part);
    // The inactive feature is not asked: neither on the part nor among the features and values.
    let part_features: Vec<(i64, bool)> =
        catalogue.parts[0].features.iter().map(|pf| (pf.feature_id, pf.required)).collect();
    assert_eq!(part_features, [(f.fabric, true)]);
    assert_eq!(catalogue.features.iter().map(|x| x.id).collect::<Vec<_>>(), [f.fabric]);
    let values: Vec<(i64, i64, bool)> = catalogue.values.iter().map(|v| (v.id, v.price_delta, v.active)).collect();
    assert_eq!(values, [(f.velvet, 2500, true), (f.linen, -1000, true), (f.retired, 0, false)]);
    assert_eq!(catalogue.discount_percent, 12);
}

#[test]
fn a_company_visibility_removes_what_it_hides_and_what_only_hidden_items_hold() {
    let (_db, mut conn, wizard) = open(PgWizardCatalogue::new);
    let f = fixture(&mut conn);
    let visibility = Visibility::from_filters(&[
        EntityFilter { kind: EntityKind::Type, entity_id: f.corner_type, mode: FilterMode::Deny },
        EntityFilter { kind: EntityKind::FeatureValue, entity_id: f.linen, mode: FilterMode::Deny },
    ]);
    let catalogue = wizard.catalogue(f.category, &visibility, 0, Language::It).unwrap();
    assert_eq!(catalogue.types.iter().map(|t| t.id).collect::<Vec<_>>(), [f.sofa_type]);
    assert_eq!(catalogue.models.iter().map(|m| m.id).collect::<Vec<_>>(), [f.oslo]);
    assert_eq!(catalogue.model_parts.len(), 1);
    assert_eq!(catalogue.values.iter().map(|v| v.id).collect::<Vec<_>>(), [f.velvet, f.retired]);

    let no_parts = Visibility::from_filters(&[EntityFilter {
        kind: EntityKind::Part,
        entity_id: f.cushion,
        mode: FilterMode::Deny,
    }]);
    let catalogue = wizard.catalogue(f.category, &no_parts, 0, Language::It).unwrap();
    assert!(catalogue.model_parts.is_empty() && catalogue.parts.is_empty());
    assert!(catalogue.features.is_empty() && catalogue.values.is_empty());
    assert_eq!(catalogue.models.len(), 2);

    let hidden_category = Visibility::from_filters(&[EntityFilter {
        kind: EntityKind::Category,
        entity_id: f.category,
        mode: FilterMode::Deny,
    }]);
    let catalogue = wizard.catalogue(f.category, &hidden_category, 0, Language::It).unwrap();
    assert!(catalogue.types.is_empty() && catalogue.models.is_empty() && catalogue.parts.is_empty());
}

#[test]
fn configurators_are_found_by_slug_when_published_and_by_id_in_any_status() {
    let (_db, mut conn, wizard) = open(PgWizardCatalogue::new);
    let f = fixture(&mut conn);
    assert_eq!(wizard.published("divani", Language::It).unwrap(), None);

    let definition = format!(
        r#"{{"steps": [{{"kind": "type", "title": "Tipologia"}}], "rules": [{{"id": "r1", "kind": "excludes", "if": [{{"kind": "model", "id": {}}}], "then": [{{"kind": "feature_value", "id": {}}}]}}]}}"#,
        f.oslo, f.velvet
    );
    let draft = insert(
        &mut conn,
        &format!(
            "INSERT INTO configurators (category_id, name, definition) VALUES ({}, 'Bozza', '{definition}')",
            f.category
        ),
    );
    let published = insert(
        &mut conn,
        &format!(
            "INSERT INTO configurators (category_id, name, description, status, definition, version) \
             VALUES ({}, 'Divani 2026', 'Il configuratore', 'published', '{definition}', 3)",
            f.category
        ),
    );

    let found = wizard.published("divani", Language::It).unwrap().expect("the published one");
    assert_eq!(found.summary.id, published);
    assert!(found.published);
    assert_eq!(found.summary.version, 3);
    assert_eq!(found.summary.description.as_deref(), Some("Il configuratore"));
    assert_eq!(found.summary.category.id, f.category);
    assert_eq!(found.summary.category.slug, "divani");
    assert!(found.summary.category.active);
    assert_eq!(found.definition.steps.len(), 1);
    assert_eq!(found.definition.rules[0].when, [ItemRef::model(f.oslo)]);
    assert_eq!(wizard.published("tavoli", Language::It).unwrap(), None);
    assert_eq!(wizard.published("nessuna", Language::It).unwrap(), None);

    let by_id = wizard.configurator(draft, Language::It).unwrap().expect("the draft");
    assert!(!by_id.published);
    assert_eq!(by_id.summary.name, "Bozza");
    assert_eq!(wizard.configurator(published + 100, Language::It).unwrap(), None);
}

#[test]
fn company_discounts_and_existence() {
    let db = TestDatabase::new();
    let mut conn = db.connection();
    let company = insert(&mut conn, "INSERT INTO companies (name, discount_percent) VALUES ('Lario', 12)");
    let wizard = PgWizardCatalogue::new(db.pool());
    assert_eq!(wizard.company_discount(company).unwrap(), 12);
    assert_eq!(wizard.company_discount(company + 1).unwrap(), 0);
    assert!(wizard.company_exists(company).unwrap());
    assert!(!wizard.company_exists(company + 1).unwrap());
}

#[test]
fn every_write_that_shapes_the_wizard_bumps_the_version_and_other_writes_do_not() {
    let db = TestDatabase::new();
    let mut conn = db.connection();
    let f = fixture(&mut conn);
    let company = insert(&mut conn, "INSERT INTO companies (name) VALUES ('Lario')");
    let wizard = PgWizardCatalogue::new(db.pool());
    assert_eq!(wizard.version().unwrap(), version(&mut conn));

    let bumping = [
        format!("UPDATE product_categories SET name = 'Sofà' WHERE id = {}", f.category),
        format!("UPDATE product_types SET name = 'Lineare' WHERE id = {}", f.sofa_type),
        format!("UPDATE product_models SET base_price = 1 WHERE id = {}", f.oslo),
        format!("UPDATE product_model_parts SET max_quantity = 3 WHERE part_id = {}", f.cushion),
        format!("UPDATE product_parts SET price = 1 WHERE id = {}", f.cushion),
        format!("UPDATE product_part_features SET required = false WHERE part_id = {}", f.cushion),
        format!("UPDATE product_features SET name = 'Stoffa' WHERE id = {}", f.fabric),
        format!("UPDATE product_feature_values SET price_delta = 9 WHERE id = {}", f.velvet),
        format!(
            "INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode) \
             VALUES ({company}, 'model', {}, 'deny')",
            f.oslo
        ),
        format!("DELETE FROM company_entity_filters WHERE company_id = {company}"),
        format!("UPDATE companies SET discount_percent = 20 WHERE id = {company}"),
        format!("INSERT INTO configurators (category_id, name) VALUES ({}, 'Nuovo')", f.category),
        "UPDATE configurators SET name = 'Rinominato'".to_owned(),
    ];
    for sql in bumping {
        let before = version(&mut conn);
        exec(&mut conn, &sql);
        assert_eq!(version(&mut conn), before + 1, "{sql} must bump the version");
    }

    let before = version(&mut conn);
    exec(&mut conn, &format!("UPDATE companies SET name = 'Lario S.r.l.' WHERE id = {company}"));
    exec(&mut conn, "INSERT INTO attributes (code, name) VALUES ('COL', 'Colore')");
    assert_eq!(version(&mut conn), before, "a company's name or an attribute does not change the wizard");
    assert_eq!(wizard.version().unwrap(), before);
}

//! The stores of attributes, parts, model parts, features and their values.

use diesel::pg::PgConnection;
use domain::RepoError;
use domain::catalogue::{Attribute, AttributeValue, Feature, FeatureValue, ModelPart, Part};
use domain::catalogue::{
    AttributeDraft, AttributeValueDraft, EntityFilter, EntityKind, FeatureDraft, FeatureKind, FeatureValueDraft,
    FilterMode, ListQuery, ListRequest, ModelPartDraft, Page, PartDraft, PartFeature, Resource, Store, Visibility,
};
use postgres::catalogue::{PgAttributeValues, PgAttributes, PgFeatureValues, PgFeatures, PgModelParts, PgParts};
use postgres::testing::TestDatabase;

use crate::support::{self, actor, category_with_type, exec, insert, user};

fn query<R: Resource>(q: Option<&str>, sort: Option<&str>, desc: bool, page: i64, size: i64) -> ListQuery {
    ListQuery::parse(
        ListRequest {
            page: Some(page),
            page_size: Some(size),
            q: q.map(str::to_owned),
            sort: sort.map(str::to_owned),
            order: Some(if desc { "desc" } else { "asc" }.to_owned()),
        },
        R::SORTABLE,
    )
    .unwrap()
}

fn all<R: Resource>() -> ListQuery {
    query::<R>(None, None, false, 1, 100)
}

fn search<R: Resource>(q: &str) -> ListQuery {
    query::<R>(Some(q), None, false, 1, 100)
}

fn codes<T>(page: &Page<T>, code: impl Fn(&T) -> &str) -> Vec<String> {
    page.items.iter().map(|item| code(item).to_owned()).collect()
}

fn everyone() -> Visibility {
    Visibility::everything()
}

fn filter(kind: EntityKind, id: i64, mode: FilterMode) -> Visibility {
    Visibility::from_filters(&[EntityFilter { kind, entity_id: id, mode }])
}

/// An update of a row that is not there answers none; a row is deleted once.
fn missing_and_deleted<R: Resource + std::fmt::Debug + PartialEq>(store: &dyn Store<R>, update: &R::Draft, id: i64) {
    assert_eq!(store.update(id + 1000, update, &actor()).unwrap(), None);
    assert!(store.delete(id, &actor()).unwrap());
    assert!(!store.delete(id, &actor()).unwrap());
}

/// The holders as the Italian message names them ("2 valori" → ("valori", 2)).
fn in_use(err: RepoError) -> Vec<(String, i64)> {
    match err {
        RepoError::InUse(holders) => holders
            .into_iter()
            .map(|(what, count)| {
                let counted = what.counted(count, domain::said::Language::It);
                (counted.split_once(' ').map_or(counted.clone(), |(_, noun)| noun.to_owned()), count)
            })
            .collect(),
        other => panic!("expected in use, got {other:?}"),
    }
}

fn held(holders: &[(&str, i64)]) -> Vec<(String, i64)> {
    holders.iter().map(|(name, n)| ((*name).to_owned(), *n)).collect()
}

/// A category, a type and a model: (category, type, model).
fn model(conn: &mut PgConnection, code: &str) -> (i64, i64, i64) {
    let (category, type_id) =
        category_with_type(conn, &format!("cat-{code}"), &format!("Cat {code}"), &format!("Tipo {code}"));
    let model = insert(
        conn,
        &format!("INSERT INTO product_models (type_id, code, name) VALUES ({type_id}, '{code}', 'Modello {code}')"),
    );
    (category, type_id, model)
}

/// A configuration of `category` owned by a new user, with one configuration part of `part`:
/// (configuration, configuration part).
fn configuration(db: &TestDatabase, conn: &mut PgConnection, category: i64, part: i64, tag: &str) -> (i64, i64) {
    let owner = user(db, &format!("owner-{tag}@example.com"));
    let configuration = insert(
        conn,
        &format!(
            "INSERT INTO product_configurations (public_id, owner_id, category_id, name) \
             VALUES ('conf-{tag}-0001', {owner}, {category}, 'Conf')"
        ),
    );
    let configuration_part = insert(
        conn,
        &format!(
            "INSERT INTO product_configuration_parts (configuration_id, part_id) VALUES ({configuration}, {part})"
        ),
    );
    (configuration, configuration_part)
}

/// A configuration (of a new model's category) choosing `value` of `feature` on `part`.
fn value_chosen_in_a_configuration(db: &TestDatabase, conn: &mut PgConnection, part: i64, feature: i64, value: i64) {
    let (category, _, _) = model(conn, "OSLO");
    let (_, configuration_part) = configuration(db, conn, category, part, "a");
    exec(
        conn,
        &format!(
            "INSERT INTO product_configuration_values (configuration_part_id, feature_id, feature_value_id) \
             VALUES ({configuration_part}, {feature}, {value})"
        ),
    );
}

/// A fresh database, a connection to it and every store of this file on its pool.
struct Stores {
    db: TestDatabase,
    conn: PgConnection,
    attributes: PgAttributes,
    attribute_values: PgAttributeValues,
    parts: PgParts,
    model_parts: PgModelParts,
    features: PgFeatures,
    feature_values: PgFeatureValues,
}

fn open() -> Stores {
    let (db, conn, attributes) = support::open(PgAttributes::new);
    let pool = db.pool();
    Stores {
        attribute_values: PgAttributeValues::new(pool.clone()),
        parts: PgParts::new(pool.clone()),
        model_parts: PgModelParts::new(pool.clone()),
        features: PgFeatures::new(pool.clone()),
        feature_values: PgFeatureValues::new(pool),
        db,
        conn,
        attributes,
    }
}

fn company_filter(conn: &mut PgConnection, kind: &str, id: i64) -> i64 {
    let company = insert(conn, &format!("INSERT INTO companies (name) VALUES ('Filtri {kind} {id}')"));
    insert(
        conn,
        &format!(
            "INSERT INTO company_entity_filters (company_id, entity_kind, entity_id, mode) \
             VALUES ({company}, '{kind}', {id}, 'deny')"
        ),
    )
}

fn attribute(code: &str, name: &str, sort_order: i32) -> AttributeDraft {
    AttributeDraft { code: code.to_owned(), name: name.to_owned(), sort_order, name_en: None }
}

fn attribute_value(attribute_id: i64, code: &str, value: &str) -> AttributeValueDraft {
    AttributeValueDraft {
        attribute_id,
        code: code.to_owned(),
        value: value.to_owned(),
        sort_order: 0,
        active: true,
        value_en: None,
    }
}

fn part(code: &str, name: &str, price: i64, features: Vec<PartFeature>) -> PartDraft {
    PartDraft {
        code: code.to_owned(),
        name: name.to_owned(),
        description: None,
        image_url: Some("/catalogue/part.svg".to_owned()),
        price,
        sort_order: 0,
        active: true,
        features,
        description_en: None,
        name_en: None,
    }
}

fn offers(feature_id: i64, required: bool, sort_order: i32) -> PartFeature {
    PartFeature { feature_id, required, sort_order }
}

fn choice(code: &str, name: &str) -> FeatureDraft {
    FeatureDraft {
        code: code.to_owned(),
        name: name.to_owned(),
        description: None,
        kind: FeatureKind::Choice,
        numeric_min: None,
        numeric_max: None,
        numeric_step: None,
        numeric_unit: None,
        unit_price: None,
        sort_order: 0,
        active: true,
        description_en: None,
        name_en: None,
    }
}

fn feature_value(feature_id: i64, code: &str, label: &str, price_delta: i64) -> FeatureValueDraft {
    FeatureValueDraft {
        feature_id,
        code: code.to_owned(),
        label: label.to_owned(),
        price_delta,
        swatch: Some("#A0B1C2".to_owned()),
        image_url: None,
        sort_order: 0,
        active: true,
        label_en: None,
    }
}

fn model_part(model_id: i64, part_id: i64, sort_order: i32) -> ModelPartDraft {
    ModelPartDraft {
        model_id,
        part_id,
        required: true,
        min_quantity: 1,
        max_quantity: 3,
        default_quantity: 1,
        sort_order,
    }
}

#[test]
fn attributes_are_created_searched_sorted_paged_and_deleted_when_free() {
    let Stores { db: _db, attributes: store, .. } = open();
    let stile = store.create(&attribute("STILE", "Stile", 2), &actor()).unwrap();
    assert_eq!((stile.code.as_str(), stile.name.as_str(), stile.sort_order), ("STILE", "Stile", 2));
    store.create(&attribute("COLL", "Collezione 50%", 1), &actor()).unwrap();
    store.create(&attribute("COLL_A", "Collezione 500", 3), &actor()).unwrap();
    store.create(&attribute("COLLXA", "Altro", 4), &actor()).unwrap();
    assert_eq!(
        store.create(&attribute("STILE", "Doppio", 0), &actor()).unwrap_err(),
        RepoError::Duplicate("code".into())
    );

    assert_eq!(store.get(stile.id, &everyone()).unwrap().unwrap(), stile);
    assert_eq!(store.get(stile.id + 1000, &everyone()).unwrap(), None);
    let by_sort = store.list(&all::<Attribute>(), &vec![], &everyone()).unwrap();
    assert_eq!(codes(&by_sort, |a| &a.code), ["COLL", "STILE", "COLL_A", "COLLXA"]);
    // `%` and `_` are literal.
    assert_eq!(codes(&store.list(&search::<Attribute>("50%"), &vec![], &everyone()).unwrap(), |a| &a.code), ["COLL"]);
    assert_eq!(codes(&store.list(&search::<Attribute>("l_a"), &vec![], &everyone()).unwrap(), |a| &a.code), ["COLL_A"]);
    let desc = store.list(&query::<Attribute>(None, Some("sortOrder"), true, 1, 2), &vec![], &everyone()).unwrap();
    assert_eq!((codes(&desc, |a| &a.code), desc.total), (vec!["COLLXA".to_owned(), "COLL_A".to_owned()], 4));
    let second = store.list(&query::<Attribute>(None, Some("sortOrder"), true, 2, 3), &vec![], &everyone()).unwrap();
    assert_eq!((codes(&second, |a| &a.code), second.total, second.page), (vec!["COLL".to_owned()], 4, 2));
    // A page past the end has no row to carry the count, and still says how many there are.
    for page in [3, i64::MAX] {
        let past = store.list(&query::<Attribute>(None, None, false, page, 3), &vec![], &everyone()).unwrap();
        assert_eq!((past.items.len(), past.total, past.page), (0, 4, page));
    }
    let none = store.list(&search::<Attribute>("nessuno"), &vec![], &everyone()).unwrap();
    assert_eq!((none.items.len(), none.total), (0, 0));

    let renamed = store.update(stile.id, &attribute("STYLE", "Style", 9), &actor()).unwrap().unwrap();
    assert_eq!((renamed.code.as_str(), renamed.sort_order), ("STYLE", 9));
    missing_and_deleted(&store, &attribute("X", "X", 0), stile.id);
}

#[test]
fn attribute_values_filter_by_attribute_and_are_held_by_models() {
    let Stores { db: _db, mut conn, attributes, attribute_values: values, .. } = open();
    let stile = attributes.create(&attribute("STILE", "Stile", 0), &actor()).unwrap();
    let anno = attributes.create(&attribute("ANNO", "Anno", 0), &actor()).unwrap();
    let moderno = values.create(&attribute_value(stile.id, "MOD", "Moderno"), &actor()).unwrap();
    values.create(&attribute_value(stile.id, "CLA", "Classico 100%"), &actor()).unwrap();
    values.create(&attribute_value(anno.id, "MOD", "2025"), &actor()).unwrap();
    assert_eq!(
        values.create(&attribute_value(stile.id, "MOD", "Altro"), &actor()).unwrap_err(),
        RepoError::Duplicate("code".into())
    );
    assert_eq!(values.get(moderno.id, &everyone()).unwrap().unwrap(), moderno);

    let of_stile = values.list(&all::<AttributeValue>(), &vec![("attributeId", stile.id)], &everyone()).unwrap();
    assert_eq!((of_stile.total, codes(&of_stile, |v| &v.code)), (2, vec!["MOD".to_owned(), "CLA".to_owned()]));
    let found = values.list(&search::<AttributeValue>("0%"), &vec![], &everyone()).unwrap();
    assert_eq!(codes(&found, |v| &v.value), ["Classico 100%"]);
    let desc = values.list(&query::<AttributeValue>(None, Some("value"), true, 1, 10), &vec![], &everyone()).unwrap();
    assert_eq!(codes(&desc, |v| &v.value), ["Moderno", "Classico 100%", "2025"]);

    assert_eq!(in_use(attributes.delete(stile.id, &actor()).unwrap_err()), held(&[("valori", 2)]));
    let (_, _, oslo) = model(&mut conn, "OSLO");
    exec(&mut conn, &format!("INSERT INTO product_model_attribute_values VALUES ({oslo}, {})", moderno.id));
    assert_eq!(in_use(values.delete(moderno.id, &actor()).unwrap_err()), held(&[("modello", 1)]));
    exec(&mut conn, "DELETE FROM product_model_attribute_values");
    let inactive = values.update(
        moderno.id,
        &AttributeValueDraft { active: false, ..attribute_value(stile.id, "MOD", "Moderno") },
        &actor(),
    );
    assert!(!inactive.unwrap().unwrap().active);
    for value in values.list(&all::<AttributeValue>(), &vec![("attributeId", stile.id)], &everyone()).unwrap().items {
        assert!(values.delete(value.id, &actor()).unwrap());
    }
    assert!(attributes.delete(stile.id, &actor()).unwrap());
}

#[test]
fn parts_carry_their_features_and_replace_them_on_update() {
    let Stores { db: _db, features, parts, .. } = open();
    let tessuto = features.create(&choice("TESSUTO", "Tessuto"), &actor()).unwrap();
    let piedi = features.create(&choice("PIEDI", "Piedini"), &actor()).unwrap();
    let cuciture = features.create(&choice("CUCITURE", "Cuciture"), &actor()).unwrap();

    let seduta = parts
        .create(
            &part("SEDUTA", "Seduta", 45_000, vec![offers(piedi.id, false, 2), offers(tessuto.id, true, 1)]),
            &actor(),
        )
        .unwrap();
    assert_eq!(seduta.features, [offers(tessuto.id, true, 1), offers(piedi.id, false, 2)]);
    assert_eq!(parts.get(seduta.id, &everyone()).unwrap().unwrap(), seduta);
    let schienale = parts
        .create(&part("SCHIENALE_1", "Schienale 50%", 30_000, vec![offers(tessuto.id, true, 0)]), &actor())
        .unwrap();
    parts.create(&part("SCHIENALEX1", "Bracciolo", 10_000, vec![]), &actor()).unwrap();
    assert_eq!(
        parts.create(&part("SEDUTA", "Doppia", 0, vec![]), &actor()).unwrap_err(),
        RepoError::Duplicate("code".into())
    );

    let with_tessuto = parts.list(&all::<Part>(), &vec![("featureId", tessuto.id)], &everyone()).unwrap();
    assert_eq!(
        (with_tessuto.total, codes(&with_tessuto, |p| &p.code)),
        (2, vec!["SEDUTA".to_owned(), "SCHIENALE_1".to_owned()])
    );
    assert_eq!(codes(&parts.list(&search::<Part>("e_1"), &vec![], &everyone()).unwrap(), |p| &p.code), ["SCHIENALE_1"]);
    assert_eq!(codes(&parts.list(&search::<Part>("50%"), &vec![], &everyone()).unwrap(), |p| &p.code), ["SCHIENALE_1"]);
    let by_price = parts.list(&query::<Part>(None, Some("price"), true, 1, 2), &vec![], &everyone()).unwrap();
    assert_eq!(
        (by_price.total, codes(&by_price, |p| &p.code)),
        (3, vec!["SEDUTA".to_owned(), "SCHIENALE_1".to_owned()])
    );
    assert_eq!(by_price.items[1].features, [offers(tessuto.id, true, 0)]);

    let updated = parts
        .update(seduta.id, &part("SEDUTA", "Seduta larga", 50_000, vec![offers(cuciture.id, true, 0)]), &actor())
        .unwrap()
        .unwrap();
    assert_eq!((updated.name.as_str(), updated.price), ("Seduta larga", 50_000));
    assert_eq!(updated.features, [offers(cuciture.id, true, 0)]);
    assert_eq!(parts.list(&all::<Part>(), &vec![("featureId", piedi.id)], &everyone()).unwrap().total, 0);
    assert_eq!(parts.update(seduta.id + 1000, &part("NONE", "Nessuna", 0, vec![]), &actor()).unwrap(), None);
    // An unknown feature is refused and the part keeps its features.
    assert!(matches!(
        parts.update(schienale.id, &part("SCHIENALE_1", "S", 0, vec![offers(tessuto.id + 1000, true, 0)]), &actor()),
        Err(RepoError::Referenced(field)) if field == "featureId"
    ));
    assert_eq!(parts.get(schienale.id, &everyone()).unwrap().unwrap(), schienale);
}

#[test]
fn parts_are_hidden_by_company_filters_and_deleted_only_when_free() {
    let Stores { db, mut conn, parts, model_parts, .. } = open();
    let seduta = parts.create(&part("SEDUTA", "Seduta", 1, vec![]), &actor()).unwrap();
    let piede = parts.create(&part("PIEDE", "Piede", 1, vec![]), &actor()).unwrap();

    let denied = filter(EntityKind::Part, seduta.id, FilterMode::Deny);
    assert_eq!(codes(&parts.list(&all::<Part>(), &vec![], &denied).unwrap(), |p| &p.code), ["PIEDE"]);
    assert_eq!(parts.get(seduta.id, &denied).unwrap(), None);
    assert!(parts.get(piede.id, &denied).unwrap().is_some());
    let allowed = filter(EntityKind::Part, piede.id, FilterMode::Allow);
    assert_eq!(parts.list(&all::<Part>(), &vec![], &allowed).unwrap().total, 1);
    assert_eq!(parts.get(seduta.id, &allowed).unwrap(), None);

    let (category, _, oslo) = model(&mut conn, "OSLO");
    let link = model_parts.create(&model_part(oslo, seduta.id, 0), &actor()).unwrap();
    let (_, configuration_part) = configuration(&db, &mut conn, category, seduta.id, "a");
    exec(
        &mut conn,
        &format!(
            "INSERT INTO product_configuration_parts (configuration_id, part_id) SELECT configuration_id, part_id FROM product_configuration_parts WHERE id = {configuration_part}"
        ),
    );
    configuration(&db, &mut conn, category, seduta.id, "b");
    let filter_row = company_filter(&mut conn, "part", seduta.id);
    assert_eq!(
        in_use(parts.delete(seduta.id, &actor()).unwrap_err()),
        held(&[("modello", 1), ("configurazioni", 2), ("filtro aziendale", 1)])
    );
    assert!(model_parts.delete(link.id, &actor()).unwrap());
    exec(&mut conn, "DELETE FROM product_configurations");
    exec(&mut conn, &format!("DELETE FROM company_entity_filters WHERE id = {filter_row}"));
    assert!(parts.delete(seduta.id, &actor()).unwrap());
    assert!(!parts.delete(seduta.id, &actor()).unwrap());
}

#[test]
fn model_parts_name_their_part_and_follow_the_visibility_of_part_and_model() {
    let Stores { db, mut conn, parts, model_parts: store, .. } = open();
    let seduta = parts.create(&part("SED_1", "Seduta", 1, vec![]), &actor()).unwrap();
    let piede = parts.create(&part("SEDX1", "Piede", 1, vec![]), &actor()).unwrap();
    let (category, type_id, oslo) = model(&mut conn, "OSLO");
    let (_, _, bergen) = model(&mut conn, "BERGEN");

    let link = store.create(&model_part(oslo, seduta.id, 2), &actor()).unwrap();
    assert_eq!((link.part_name.as_str(), link.part_code.as_str(), link.max_quantity), ("Seduta", "SED_1", 3));
    assert_eq!(store.get(link.id, &everyone()).unwrap().unwrap(), link);
    store.create(&model_part(oslo, piede.id, 1), &actor()).unwrap();
    store.create(&model_part(bergen, seduta.id, 0), &actor()).unwrap();
    assert_eq!(
        store.create(&model_part(oslo, seduta.id, 0), &actor()).unwrap_err(),
        RepoError::Duplicate("partId".into())
    );
    assert!(matches!(store.create(&model_part(oslo + 1000, seduta.id, 0), &actor()), Err(RepoError::Referenced(_))));

    let of_oslo = store.list(&all::<ModelPart>(), &vec![("modelId", oslo)], &everyone()).unwrap();
    assert_eq!((of_oslo.total, codes(&of_oslo, |m| &m.part_code)), (2, vec!["SEDX1".to_owned(), "SED_1".to_owned()]));
    let of_seduta = store.list(&all::<ModelPart>(), &vec![("partId", seduta.id)], &everyone()).unwrap();
    assert_eq!(of_seduta.items.iter().map(|m| m.model_id).collect::<Vec<_>>(), [bergen, oslo]);
    let by_name = store.list(&query::<ModelPart>(None, Some("partName"), true, 1, 1), &vec![], &everyone()).unwrap();
    assert_eq!((by_name.total, codes(&by_name, |m| &m.part_name)), (3, vec!["Seduta".to_owned()]));
    assert_eq!(store.list(&search::<ModelPart>("d_1"), &vec![], &everyone()).unwrap().total, 2);
    assert_eq!(store.list(&search::<ModelPart>("piede"), &vec![], &everyone()).unwrap().total, 1);

    let hidden_part = filter(EntityKind::Part, seduta.id, FilterMode::Deny);
    assert_eq!(codes(&store.list(&all::<ModelPart>(), &vec![], &hidden_part).unwrap(), |m| &m.part_code), ["SEDX1"]);
    assert_eq!(store.get(link.id, &hidden_part).unwrap(), None);
    for hidden_model in [
        filter(EntityKind::Model, oslo, FilterMode::Deny),
        filter(EntityKind::Model, bergen, FilterMode::Allow),
        filter(EntityKind::Type, type_id, FilterMode::Deny),
        filter(EntityKind::Category, category, FilterMode::Deny),
    ] {
        let visible = store.list(&all::<ModelPart>(), &vec![], &hidden_model).unwrap();
        assert_eq!(visible.items.iter().map(|m| m.model_id).collect::<Vec<_>>(), [bergen], "{hidden_model:?}");
        assert_eq!(store.get(link.id, &hidden_model).unwrap(), None);
    }

    let changed = store
        .update(
            link.id,
            &ModelPartDraft { required: false, default_quantity: 0, min_quantity: 0, ..model_part(oslo, seduta.id, 5) },
            &actor(),
        )
        .unwrap()
        .unwrap();
    assert_eq!((changed.required, changed.default_quantity, changed.sort_order), (false, 0, 5));
    // A link is deleted freely, even while configurations use its part.
    configuration(&db, &mut conn, category, seduta.id, "a");
    missing_and_deleted(&store, &model_part(oslo, seduta.id, 0), link.id);
}

#[test]
fn features_filter_by_part_and_are_held_by_values_parts_and_configurations() {
    let Stores { db, mut conn, features, feature_values: values, parts, .. } = open();
    let larghezza = features
        .create(
            &FeatureDraft {
                kind: FeatureKind::Numeric,
                numeric_min: Some(160),
                numeric_max: Some(320),
                numeric_step: Some(10),
                numeric_unit: Some("cm".into()),
                unit_price: Some(250),
                ..choice("LARGH_1", "Larghezza")
            },
            &actor(),
        )
        .unwrap();
    assert_eq!(
        (larghezza.kind, larghezza.numeric_max, larghezza.unit_price),
        (FeatureKind::Numeric, Some(320), Some(250))
    );
    assert_eq!(features.get(larghezza.id, &everyone()).unwrap().unwrap(), larghezza);
    let tessuto = features.create(&choice("TESSUTO", "Tessuto 100%"), &actor()).unwrap();
    features.create(&choice("LARGHX1", "Colore"), &actor()).unwrap();
    assert_eq!(
        features.create(&choice("TESSUTO", "Altro"), &actor()).unwrap_err(),
        RepoError::Duplicate("code".into())
    );

    assert_eq!(
        codes(&features.list(&search::<Feature>("h_1"), &vec![], &everyone()).unwrap(), |f| &f.code),
        ["LARGH_1"]
    );
    assert_eq!(
        codes(&features.list(&search::<Feature>("0%"), &vec![], &everyone()).unwrap(), |f| &f.code),
        ["TESSUTO"]
    );
    let desc = features.list(&query::<Feature>(None, Some("name"), true, 1, 2), &vec![], &everyone()).unwrap();
    assert_eq!((desc.total, codes(&desc, |f| &f.name)), (3, vec!["Tessuto 100%".to_owned(), "Larghezza".to_owned()]));

    let seduta = parts.create(&part("SEDUTA", "Seduta", 1, vec![offers(tessuto.id, true, 0)]), &actor()).unwrap();
    let of_seduta = features.list(&all::<Feature>(), &vec![("partId", seduta.id)], &everyone()).unwrap();
    assert_eq!(codes(&of_seduta, |f| &f.code), ["TESSUTO"]);

    let lino = values.create(&feature_value(tessuto.id, "LINO", "Lino", -5_000), &actor()).unwrap();
    values.create(&feature_value(tessuto.id, "VELLUTO", "Velluto", 0), &actor()).unwrap();
    value_chosen_in_a_configuration(&db, &mut conn, seduta.id, tessuto.id, lino.id);
    assert_eq!(
        in_use(features.delete(tessuto.id, &actor()).unwrap_err()),
        held(&[("valori", 2), ("parte", 1), ("configurazione", 1)])
    );
    let renamed = features.update(tessuto.id, &choice("TESSUTO", "Rivestimento"), &actor()).unwrap().unwrap();
    assert_eq!(renamed.name, "Rivestimento");
    missing_and_deleted(&features, &choice("X", "X"), larghezza.id);
}

#[test]
fn feature_values_filter_by_feature_hide_by_company_and_are_held_by_configurations_and_filters() {
    let Stores { db, mut conn, features, feature_values: values, parts, .. } = open();
    let tessuto = features.create(&choice("TESSUTO", "Tessuto"), &actor()).unwrap();
    let piedi = features.create(&choice("PIEDI", "Piedi"), &actor()).unwrap();
    let lino = values.create(&feature_value(tessuto.id, "LINO_1", "Lino", -5_000), &actor()).unwrap();
    assert_eq!((lino.price_delta, lino.swatch.as_deref()), (-5_000, Some("#A0B1C2")));
    let velluto = values.create(&feature_value(tessuto.id, "LINOX1", "Velluto 10%", 2_000), &actor()).unwrap();
    values.create(&feature_value(piedi.id, "LINO_1", "Legno", 100), &actor()).unwrap();
    assert_eq!(
        values.create(&feature_value(tessuto.id, "LINO_1", "Doppio", 0), &actor()).unwrap_err(),
        RepoError::Duplicate("code".into())
    );
    assert_eq!(values.get(lino.id, &everyone()).unwrap().unwrap(), lino);

    let of_tessuto = values.list(&all::<FeatureValue>(), &vec![("featureId", tessuto.id)], &everyone()).unwrap();
    assert_eq!(of_tessuto.total, 2);
    assert_eq!(values.list(&search::<FeatureValue>("o_1"), &vec![], &everyone()).unwrap().total, 2);
    assert_eq!(
        codes(&values.list(&search::<FeatureValue>("0%"), &vec![], &everyone()).unwrap(), |v| &v.label),
        ["Velluto 10%"]
    );
    let by_delta =
        values.list(&query::<FeatureValue>(None, Some("priceDelta"), true, 2, 2), &vec![], &everyone()).unwrap();
    assert_eq!((by_delta.total, codes(&by_delta, |v| &v.label)), (3, vec!["Lino".to_owned()]));

    let denied = filter(EntityKind::FeatureValue, lino.id, FilterMode::Deny);
    let visible = values.list(&all::<FeatureValue>(), &vec![("featureId", tessuto.id)], &denied).unwrap();
    assert_eq!((visible.total, codes(&visible, |v| &v.label)), (1, vec!["Velluto 10%".to_owned()]));
    assert_eq!(values.get(lino.id, &denied).unwrap(), None);
    let allowed = filter(EntityKind::FeatureValue, velluto.id, FilterMode::Allow);
    assert_eq!(values.list(&all::<FeatureValue>(), &vec![], &allowed).unwrap().total, 1);
    assert!(values.get(velluto.id, &allowed).unwrap().is_some());
    assert_eq!(values.get(lino.id, &allowed).unwrap(), None);

    let seduta = parts.create(&part("SEDUTA", "Seduta", 1, vec![offers(tessuto.id, true, 0)]), &actor()).unwrap();
    value_chosen_in_a_configuration(&db, &mut conn, seduta.id, tessuto.id, lino.id);
    company_filter(&mut conn, "feature_value", lino.id);
    assert_eq!(
        in_use(values.delete(lino.id, &actor()).unwrap_err()),
        held(&[("configurazione", 1), ("filtro aziendale", 1)])
    );
    let updated = values
        .update(
            lino.id,
            &FeatureValueDraft { swatch: None, active: false, ..feature_value(tessuto.id, "LINO_1", "Lino", 0) },
            &actor(),
        )
        .unwrap()
        .unwrap();
    assert_eq!((updated.swatch, updated.active, updated.price_delta), (None, false, 0));
    missing_and_deleted(&values, &feature_value(tessuto.id, "X", "X", 0), velluto.id);
}

/// Every field a resource declares sortable is one its store sorts by, both ways: a field the store names
/// no column for is an error, never a quiet sort by id.
#[test]
fn every_declared_sort_field_has_a_column_in_its_store() {
    use postgres::catalogue::{PgCategories, PgCompanies, PgCompanyFilters, PgCustomers, PgModels, PgTypes};

    fn sorts_by_every_field<R: Resource>(store: &dyn Store<R>) {
        for field in R::SORTABLE {
            for desc in [false, true] {
                let page = store.list(&query::<R>(None, Some(field), desc, 1, 10), &vec![], &everyone());
                assert!(page.is_ok(), "{} sorted by {field} (desc: {desc}): {:?}", R::KIND, page.err());
            }
        }
    }
    let stores = open();
    let pool = stores.db.pool();
    sorts_by_every_field(&stores.attributes);
    sorts_by_every_field(&stores.attribute_values);
    sorts_by_every_field(&stores.parts);
    sorts_by_every_field(&stores.model_parts);
    sorts_by_every_field(&stores.features);
    sorts_by_every_field(&stores.feature_values);
    sorts_by_every_field(&PgCategories::new(pool.clone()));
    sorts_by_every_field(&PgTypes::new(pool.clone()));
    sorts_by_every_field(&PgModels::new(pool.clone()));
    sorts_by_every_field(&PgCompanies::new(pool.clone()));
    sorts_by_every_field(&PgCustomers::new(pool.clone()));
    sorts_by_every_field(&PgCompanyFilters::new(pool));
}

//! The demo catalogue that `seed_demo_organisation` loads with the demo organisation.

use diesel::pg::PgConnection;
use postgres::seed_demo_organisation;
use postgres::testing::TestDatabase;

use crate::support::{count, flag, text};

const HASH: &str = "$2b$04$demo-password-hash";

const TABLES: [&str; 14] = [
    "attributes",
    "attribute_values",
    "product_categories",
    "product_types",
    "product_models",
    "product_model_attribute_values",
    "product_parts",
    "product_part_features",
    "product_features",
    "product_feature_values",
    "product_model_parts",
    "company_entity_filters",
    "companies",
    "users",
];

fn counts(conn: &mut PgConnection) -> Vec<i64> {
    TABLES.iter().map(|table| count(conn, &format!("SELECT count(*) AS n FROM {table}"))).collect()
}

fn seeded() -> (TestDatabase, PgConnection) {
    let db = TestDatabase::new();
    seed_demo_organisation(&db.pool(), HASH).expect("seed").expect("an empty database is seeded");
    let conn = db.connection();
    (db, conn)
}

#[test]
fn the_demo_has_categories_with_types_with_models() {
    let (_db, mut conn) = seeded();
    assert!(count(&mut conn, "SELECT count(*) AS n FROM product_categories WHERE active") >= 2);
    for slug in ["divani", "tavoli"] {
        assert!(
            flag(
                &mut conn,
                &format!(
                    "SELECT EXISTS (SELECT 1 FROM product_categories WHERE slug = '{slug}' \
                     AND description IS NOT NULL AND image_url LIKE '/catalogue/%.svg') AS b"
                )
            ),
            "{slug}"
        );
    }
    let categories_without_types = "SELECT count(*) AS n FROM product_categories c \
         WHERE NOT EXISTS (SELECT 1 FROM product_types t WHERE t.category_id = c.id)";
    assert_eq!(count(&mut conn, categories_without_types), 0);
    let types_without_models = "SELECT count(*) AS n FROM product_types t \
         WHERE NOT EXISTS (SELECT 1 FROM product_models m WHERE m.type_id = t.id)";
    assert_eq!(count(&mut conn, types_without_models), 0);
    let without_image = "SELECT count(*) AS n FROM (\
         SELECT image_url FROM product_categories UNION ALL SELECT image_url FROM product_types \
         UNION ALL SELECT image_url FROM product_models) i WHERE i.image_url IS NULL \
         OR i.image_url NOT LIKE '/catalogue/%.svg'";
    assert_eq!(count(&mut conn, without_image), 0);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM product_models WHERE base_price <= 0"), 0);
    let models_without_attributes = "SELECT count(*) AS n FROM product_models m WHERE NOT EXISTS \
         (SELECT 1 FROM product_model_attribute_values v WHERE v.model_id = m.id)";
    assert_eq!(count(&mut conn, models_without_attributes), 0);
}

#[test]
fn every_model_has_a_required_part_and_every_offered_feature_can_be_answered() {
    let (_db, mut conn) = seeded();
    let models_without_required_part = "SELECT count(*) AS n FROM product_models m WHERE NOT EXISTS \
         (SELECT 1 FROM product_model_parts mp WHERE mp.model_id = m.id AND mp.required)";
    assert_eq!(count(&mut conn, models_without_required_part), 0);
    assert!(count(&mut conn, "SELECT count(*) AS n FROM product_model_parts WHERE NOT required") > 0);
    let required_not_in_by_default = "SELECT count(*) AS n FROM product_model_parts \
         WHERE required AND NOT (1 <= min_quantity AND min_quantity <= default_quantity \
         AND default_quantity <= max_quantity)";
    assert_eq!(count(&mut conn, required_not_in_by_default), 0);
    // a choice feature offers at least one active value; a numeric one has its range instead
    let unanswerable = "SELECT count(*) AS n FROM product_part_features pf \
         JOIN product_features f ON f.id = pf.feature_id \
         WHERE (f.kind = 'choice' AND NOT EXISTS \
                (SELECT 1 FROM product_feature_values v WHERE v.feature_id = f.id AND v.active)) \
            OR (f.kind = 'numeric' AND f.numeric_min IS NULL)";
    assert_eq!(count(&mut conn, unanswerable), 0);
    let parts_used_by_no_model = "SELECT count(*) AS n FROM product_parts p WHERE NOT EXISTS \
         (SELECT 1 FROM product_model_parts mp WHERE mp.part_id = p.id)";
    assert_eq!(count(&mut conn, parts_used_by_no_model), 0);
    let width = "SELECT count(*) AS n FROM product_features WHERE code = 'LARGHEZZA' AND kind = 'numeric' \
         AND numeric_min = 160 AND numeric_max = 320 AND numeric_step = 10 AND numeric_unit = 'cm'";
    assert_eq!(count(&mut conn, width), 1);
}

#[test]
fn feature_values_have_negative_zero_and_positive_deltas_and_one_is_inactive() {
    let (_db, mut conn) = seeded();
    assert!(count(&mut conn, "SELECT count(*) AS n FROM product_feature_values WHERE price_delta < 0") >= 1);
    assert!(count(&mut conn, "SELECT count(*) AS n FROM product_feature_values WHERE price_delta = 0") >= 1);
    assert!(count(&mut conn, "SELECT count(*) AS n FROM product_feature_values WHERE price_delta > 0") >= 1);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM product_feature_values WHERE NOT active"), 1);
    let fabrics = "SELECT count(*) AS n FROM product_feature_values v JOIN product_features f \
         ON f.id = v.feature_id WHERE f.code = 'TESSUTO' AND v.label IN ('Lino', 'Velluto', 'Pelle') \
         AND v.swatch IS NOT NULL";
    assert_eq!(count(&mut conn, fabrics), 3);
}

#[test]
fn the_dealer_has_one_filter_on_an_existing_item() {
    let (_db, mut conn) = seeded();
    let dealer_filters = "SELECT count(*) AS n FROM company_entity_filters f JOIN companies c \
         ON c.id = f.company_id WHERE c.name = 'Arredamenti Lario S.r.l.'";
    assert_eq!(count(&mut conn, dealer_filters), 1);
    assert_eq!(count(&mut conn, "SELECT count(*) AS n FROM company_entity_filters"), 1);
    let denied = text(
        &mut conn,
        "SELECT v.label AS t FROM company_entity_filters f JOIN product_feature_values v ON v.id = f.entity_id \
         WHERE f.entity_kind = 'feature_value' AND f.mode = 'deny'",
    );
    assert_eq!(denied.as_deref(), Some("Pelle"));
}

#[test]
fn a_second_seeding_writes_nothing() {
    let (db, mut conn) = seeded();
    let before = counts(&mut conn);
    assert!(before.iter().all(|n| *n > 0), "{before:?}");
    assert_eq!(seed_demo_organisation(&db.pool(), HASH).expect("second call"), None);
    assert_eq!(counts(&mut conn), before);
}

#[derive(diesel::QueryableByName)]
struct Image {
    #[diesel(sql_type = diesel::sql_types::Text)]
    url: String,
}

#[test]
fn every_demo_image_is_a_file_of_the_app() {
    use diesel::RunQueryDsl;
    let (_db, mut conn) = seeded();
    let images: Vec<Image> = diesel::sql_query(
        "SELECT image_url AS url FROM product_categories UNION SELECT image_url FROM product_types \
         UNION SELECT image_url FROM product_models",
    )
    .load(&mut conn)
    .expect("image urls");
    assert!(!images.is_empty());
    let public = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../frontend/public");
    for image in images {
        let file = public.join(image.url.trim_start_matches('/'));
        let svg = std::fs::read_to_string(&file).unwrap_or_else(|err| panic!("{}: {err}", file.display()));
        assert!(svg.starts_with("<svg") && svg.contains("viewBox"), "{}", file.display());
        assert!(!svg.contains("<script") && !svg.contains("href"), "{}", file.display());
    }
}

//! Every export imports back unchanged (docs/decisions/0012-every-exported-row-imports-back.md): the demo
//! data plus random rows of every resource, written through the API as an administrator would (names with
//! the file's separators, quotes, line breaks, accents and formula starts; optional fields empty or set;
//! types without a code, companies without a VAT number, customers sharing a name, inactive rows), exported
//! and imported untouched as a dry run, for several seeds.

use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

use crate::helpers::{DemoTokens, TestApp, spawn_app_with_demo_users};

const SEEDS: [u64; 3] = [1, 24, 2026];

/// Every list with an export; the importable ones are imported back.
const EXPORTED: [(&str, bool); 12] = [
    ("company", false),
    ("customer", true),
    ("companyentityfilter", false),
    ("attribute", true),
    ("attributeval", true),
    ("productcategory", true),
    ("producttype", true),
    ("productmodel", true),
    ("productmodelpart", true),
    ("productpart", true),
    ("productfeature", true),
    ("productfeatureval", true),
];

/// Pieces of the texts: what a CSV, a spreadsheet or an encoding could get wrong.
const PIECES: [&str; 24] = [
    "Divano",
    "lino",
    "àèéìòù",
    "ÀÉÌ",
    "Ñandú",
    ",",
    ";",
    "\"",
    "'",
    "=",
    "+",
    "-",
    "@",
    "#5",
    "/",
    " ",
    "  ",
    "€",
    "😀",
    "«velluto»",
    "1,50",
    "\\",
    "TESSUTO/LINO",
    "sì",
];
/// What only a text of several lines may hold.
const LINE_PIECES: [&str; 3] = ["\n", "\r\n", "\t"];
const CODE_CHARS: &[u8] = b"ABCXYZ0189._-";

struct Random {
    rng: StdRng,
    /// Makes codes and names unique across the run.
    serial: u32,
}

impl Random {
    fn new(seed: u64) -> Self {
        Random { rng: StdRng::seed_from_u64(seed), serial: 0 }
    }

    fn next_serial(&mut self) -> u32 {
        self.serial += 1;
        self.serial
    }

    fn chance(&mut self) -> bool {
        self.rng.random_bool(0.5)
    }

    /// A text of 1..6 pieces, starting with any of them (a formula start too), spaces around.
    fn text(&mut self, lines: bool) -> String {
        let mut text = String::from(if self.chance() { " " } else { "" });
        for _ in 0..self.rng.random_range(1..=6) {
            let piece = if lines && self.rng.random_bool(0.2) {
                *LINE_PIECES.choose(&mut self.rng).unwrap_or(&"\n")
            } else {
                *PIECES.choose(&mut self.rng).unwrap_or(&"x")
            };
            text.push_str(piece);
        }
        text.push_str(if self.chance() { " " } else { "" });
        if text.trim().is_empty() { format!("{text}x") } else { text }
    }

    /// A name that the product keeps after trimming, unique by its serial.
    fn name(&mut self) -> String {
        let serial = self.next_serial();
        if self.chance() { format!("{}{serial}", self.text(false)) } else { format!("N{serial} {}", self.text(false)) }
    }

    fn optional_text(&mut self) -> Value {
        if self.chance() { json!(self.text(true)) } else { Value::Null }
    }

    /// A code of the product's alphabet, unique by its serial, sometimes starting with `-` or `.`.
    fn code(&mut self) -> String {
        let mut code: String = (0..self.rng.random_range(0..4))
            .map(|_| char::from(*CODE_CHARS.choose(&mut self.rng).unwrap_or(&b'A')))
            .collect();
        code.push_str(&format!("R{}", self.next_serial()));
        code
    }

    fn money(&mut self, signed: bool) -> i64 {
        let cents = self.rng.random_range(0..=10_000_000);
        if signed && self.chance() { -cents } else { cents }
    }

    fn order(&mut self) -> i32 {
        self.rng.random_range(0..=100_000)
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        items.choose(&mut self.rng).unwrap_or_else(|| panic!("nothing to pick from"))
    }
}

/// Creates `body` at `/api/{resource}` and answers its id.
async fn create(app: &TestApp, token: &str, resource: &str, body: Value) -> i64 {
    let created = app.post(&format!("/api/{resource}"), Some(token), body.clone()).await;
    assert_eq!(created.status.as_u16(), 201, "{resource} {body}: {}", created.text);
    created.json["id"].as_i64().unwrap_or_else(|| panic!("{resource}: no id in {}", created.text))
}

/// The ids of a demo list.
async fn ids(app: &TestApp, token: &str, resource: &str) -> Vec<i64> {
    let listed = app.get(&format!("/api/{resource}?pageSize=100"), Some(token)).await;
    listed.assert_status(200);
    listed.json["items"]
        .as_array()
        .map(|items| items.iter().filter_map(|item| item["id"].as_i64()).collect())
        .unwrap_or_default()
}

/// Random rows of every resource, beside the demo's.
async fn add_random_rows(app: &TestApp, token: &str, random: &mut Random) {
    let mut categories = ids(app, token, "productcategory").await;
    for _ in 0..2 {
        let slug = format!("r{}-{}", random.next_serial(), random.rng.random_range(0..1000));
        let body = json!({"slug": slug, "name": random.name(), "description": random.optional_text(),
            "imageUrl": if random.chance() { json!("https://example.com/divano.png") } else { Value::Null },
            "sortOrder": random.order(), "active": random.chance()});
        categories.push(create(app, token, "productcategory", body).await);
    }

    let mut types = Vec::new();
    for _ in 0..4 {
        let category = *random.pick(&categories);
        // Half the types are left without a code: the server makes one from the name.
        let code = if random.chance() { json!(random.code()) } else { Value::Null };
        let body = json!({"categoryId": category, "code": code, "name": random.name(),
            "description": random.optional_text(), "sortOrder": random.order(), "active": random.chance()});
        types.push(create(app, token, "producttype", body).await);
    }

    let attribute = create(app, token, "attribute", json!({"code": random.code(), "name": random.name()})).await;
    let mut attribute_values = ids(app, token, "attributeval").await;
    for _ in 0..3 {
        let body = json!({"attributeId": attribute, "code": random.code(), "value": random.name(),
            "sortOrder": random.order(), "active": random.chance()});
        attribute_values.push(create(app, token, "attributeval", body).await);
    }

    let mut models = Vec::new();
    for _ in 0..5 {
        let chosen: Vec<i64> = attribute_values.iter().copied().filter(|_| random.rng.random_bool(0.3)).collect();
        let body = json!({"typeId": *random.pick(&types), "code": random.code(), "name": random.name(),
            "description": random.optional_text(), "basePrice": random.money(false), "sortOrder": random.order(),
            "active": random.chance(), "attributeValueIds": chosen});
        models.push(create(app, token, "productmodel", body).await);
    }

    let mut features = ids(app, token, "productfeature").await;
    for numeric in [false, true, false] {
        let mut body = json!({"code": random.code(), "name": random.name(), "description": random.optional_text(),
            "kind": if numeric { "numeric" } else { "choice" }, "sortOrder": random.order(), "active": random.chance()});
        if numeric {
            let min = random.rng.random_range(-50..50);
            body["numericMin"] = json!(min);
            body["numericMax"] = json!(min + random.rng.random_range(0..500));
            body["numericStep"] = json!(random.rng.random_range(1..20));
            body["numericUnit"] = if random.chance() { json!(random.text(false)) } else { Value::Null };
            body["unitPrice"] = json!(random.money(false));
        }
        let feature = create(app, token, "productfeature", body).await;
        features.push(feature);
        if !numeric {
            for _ in 0..3 {
                let swatch = if random.chance() {
                    json!(format!("#{:06x}", random.rng.random_range(0..0xFF_FFFF)))
                } else {
                    Value::Null
                };
                let body = json!({"featureId": feature, "code": random.code(), "label": random.name(),
                    "priceDelta": random.money(true), "swatch": swatch, "sortOrder": random.order(),
                    "active": random.chance()});
                create(app, token, "productfeatureval", body).await;
            }
        }
    }

    let mut parts = Vec::new();
    for _ in 0..3 {
        let mut offered: Vec<i64> = features.iter().copied().filter(|_| random.rng.random_bool(0.3)).collect();
        offered.dedup();
        let offered: Vec<Value> = offered
            .into_iter()
            .map(|feature| json!({"featureId": feature, "required": random.chance(), "sortOrder": random.rng.random_range(0..10)}))
            .collect();
        let body = json!({"code": random.code(), "name": random.name(), "description": random.optional_text(),
            "price": random.money(false), "sortOrder": random.order(), "active": random.chance(), "features": offered});
        parts.push(create(app, token, "productpart", body).await);
    }
    for (model, part) in models.iter().zip(parts.iter().cycle()) {
        let min = random.rng.random_range(0..3);
        let max = min + random.rng.random_range(1..5);
        let required = random.chance();
        let default = if required { max } else { min };
        let body = json!({"modelId": model, "partId": part, "required": required, "minQuantity": min,
            "maxQuantity": max, "defaultQuantity": default, "sortOrder": random.order()});
        create(app, token, "productmodelpart", body).await;
    }

    let mut companies = Vec::new();
    for with_vat in [true, false, false] {
        let vat = if with_vat { json!(format!("IT {:011}", random.next_serial())) } else { Value::Null };
        let body = json!({"name": random.name(), "vatNumber": vat, "city": random.optional_text(),
            "address": random.optional_text(), "discountPercent": random.rng.random_range(0..=100),
            "active": random.chance()});
        companies.push(create(app, token, "company", body).await);
    }
    for company in companies {
        // Two customers of one company may share a name (private persons do).
        let shared = random.name();
        for index in 0..3 {
            let name = if index < 2 { shared.clone() } else { random.name() };
            let body = json!({"companyId": company, "name": name, "notes": random.optional_text(),
                "city": random.optional_text(), "phone": if random.chance() { json!("+39 02 1234.56") } else { Value::Null },
                "email": if random.chance() { json!(format!("cliente{}@example.com", random.next_serial())) } else { Value::Null },
                "active": random.chance()});
            create(app, token, "customer", body).await;
        }
    }
}

/// The file of a list, as the client received it.
async fn export(app: &TestApp, token: &str, resource: &str) -> Vec<u8> {
    let answer = app.get(&format!("/api/{resource}/export.csv"), Some(token)).await;
    answer.assert_status(200);
    answer.text.into_bytes()
}

#[actix_web::test]
async fn every_export_imports_back_unchanged_with_random_rows() {
    for seed in SEEDS {
        let (app, DemoTokens { admin, .. }) = spawn_app_with_demo_users().await;
        let mut random = Random::new(seed);
        add_random_rows(&app, &admin, &mut random).await;
        let codeless_types = app.db_count("SELECT count(*) FROM product_types WHERE code IS NULL");
        assert_eq!(codeless_types, 0, "seed {seed}: every type has a code");
        for (resource, importable) in EXPORTED {
            let file = export(&app, &admin, resource).await;
            assert!(file.starts_with(b"\xEF\xBB\xBF"), "{resource}: a byte-order mark first");
            if resource == "customer" {
                let text = String::from_utf8_lossy(&file);
                assert!(text.contains("\n#"), "seed {seed}: a company without a VAT number is written #id: {text}");
            }
            if !importable {
                continue;
            }
            let total = app.get(&format!("/api/{resource}?pageSize=1"), Some(&admin)).await.json["total"].as_i64();
            let dry = app
                .post_raw(&format!("/api/{resource}/import?dryRun=true"), Some(&admin), "text/csv", file.clone())
                .await;
            dry.assert_status(200);
            let context = format!("seed {seed}, {resource}: {}\n{}", dry.text, String::from_utf8_lossy(&file));
            assert_eq!(dry.json["errors"], json!([]), "{context}");
            assert_eq!(dry.json["changes"], json!([]), "{context}");
            assert_eq!((dry.json["created"].as_i64(), dry.json["updated"].as_i64()), (Some(0), Some(0)), "{context}");
            assert_eq!(dry.json["unchanged"].as_i64(), total, "{context}");
        }
    }
}

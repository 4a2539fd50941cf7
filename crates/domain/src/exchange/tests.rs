#![allow(clippy::unwrap_used)]

use std::sync::Arc;

use chrono::{DateTime, Utc};

use super::import::MockImportStore;
use super::*;
use crate::catalogue::{
    Attribute, AttributeDraft, AttributeValue, AttributeValueDraft, Category, CategoryDraft, Company, CompanyFilter,
    Customer, CustomerDraft, Feature, FeatureDraft, FeatureValue, FeatureValueDraft, Model, ModelDraft, ModelPart,
    ModelPartDraft, Part, PartDraft, ProductType, ProductTypeDraft,
};
use crate::said::{Catalogue, Language, Speak};
use crate::testing::user;
use crate::users::Role;

/// `snake_case` → `camelCase`.
fn camel(name: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in name.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// Every field of a resource's declaration has a column (or is named as shown elsewhere), so a field
/// added to a resource's declaration cannot be left out of the files.
fn covers<R: Exchange>(fields: &[&str]) {
    for name in fields {
        let field = camel(name);
        let found = R::COLUMNS.iter().any(|column| column.field == field) || R::OMITTED.contains(&field.as_str());
        assert!(found, "{}: no column for {field}", R::FILE);
    }
    if R::MATCH.is_some() {
        for column in R::COLUMNS.iter().filter(|column| column.import) {
            assert!(
                fields.iter().any(|name| camel(name) == column.field),
                "{}: {} is not a field",
                R::FILE,
                column.field
            );
        }
    }
}

#[test]
fn every_declared_field_has_a_column() {
    covers::<Attribute>(AttributeDraft::FIELDS);
    covers::<AttributeValue>(AttributeValueDraft::FIELDS);
    covers::<Category>(CategoryDraft::FIELDS);
    covers::<ProductType>(ProductTypeDraft::FIELDS);
    covers::<Model>(ModelDraft::FIELDS);
    covers::<Part>(PartDraft::FIELDS);
    covers::<ModelPart>(ModelPartDraft::FIELDS);
    covers::<Feature>(FeatureDraft::FIELDS);
    covers::<FeatureValue>(FeatureValueDraft::FIELDS);
    covers::<Customer>(CustomerDraft::FIELDS);
    covers::<Company>(crate::catalogue::CompanyDraft::FIELDS);
    covers::<CompanyFilter>(crate::catalogue::CompanyFilterDraft::FIELDS);
}

fn features() -> Codes {
    let mut codes = Codes::default();
    codes.insert(Book::Features, vec![(3, Some("TESSUTO".into())), (4, Some("COLORE".into()))]);
    codes
}

fn value(id: i64, code: &str, label: &str, price_delta: i64) -> FeatureValue {
    let at = DateTime::<Utc>::UNIX_EPOCH;
    FeatureValue {
        id,
        feature_id: 3,
        code: code.into(),
        label: label.into(),
        price_delta,
        swatch: None,
        image_url: None,
        sort_order: 0,
        active: true,
        label_en: None,
        created_at: at,
        updated_at: at,
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn a_file_starts_with_the_bom_and_italian_headers_and_writes_money_with_a_comma() {
    let head = header(FeatureValue::COLUMNS).unwrap();
    assert!(head.starts_with(BOM));
    assert_eq!(
        text(&head[BOM.len()..]),
        "Caratteristica;Codice;Etichetta;Variazione di prezzo;Colore;Immagine;Ordine;Attivo;Etichetta (EN)\n"
    );
    let body = rows(FeatureValue::COLUMNS, &[value(1, "LINO", "=HYPERLINK(\"x\")", -5_000)], &features()).unwrap();
    assert_eq!(text(&body), "TESSUTO;LINO;\"'=HYPERLINK(\"\"x\"\")\";-50,00;;;0;sì;\n");
}

struct Fixture {
    stored: Vec<FeatureValue>,
    applied: Arc<std::sync::Mutex<Option<(usize, usize)>>>,
}

fn service(fixture: Fixture) -> ImportService<FeatureValue> {
    let mut store = MockImportStore::<FeatureValue>::new();
    let stored = fixture.stored;
    store.expect_matching().returning(move |_| Ok(stored.clone()));
    let applied = fixture.applied;
    store.expect_apply().returning(move |creates, updates, _| {
        *applied.lock().unwrap() = Some((creates.len(), updates.len()));
        Ok(())
    });
    let mut book = MockCodeBook::new();
    book.expect_keys().returning(|_| Ok(vec![(3, Some("TESSUTO".into())), (4, Some("COLORE".into()))]));
    ImportService { store: Arc::new(store), codes: Arc::new(book) }
}

const HEAD: &str =
    "\u{feff}Caratteristica;Codice;Etichetta;Variazione di prezzo;Colore;Immagine;Ordine;Attivo;Etichetta (EN)\n";

#[test]
fn an_import_reports_new_changed_and_unchanged_rows_and_writes_them() {
    let applied = Arc::new(std::sync::Mutex::new(None));
    let stored = vec![value(1, "LINO", "Lino", -5_000), value(2, "COTONE", "Cotone", 0)];
    let service = service(Fixture { stored, applied: applied.clone() });
    let file = format!(
        "{HEAD}TESSUTO;LINO;Lino;-50,00;;;0;sì\nTESSUTO;COTONE;Cotone;12,50;;;0;sì\nTESSUTO;SETA;Seta;99;;;0;sì\n"
    );
    let admin = user(1, Role::Admin, None);

    let dry = service.import(&admin, file.as_bytes(), true).unwrap();
    assert_eq!((dry.created, dry.updated, dry.unchanged, dry.applied), (1, 1, 1, false));
    assert!(dry.errors.is_empty(), "{:?}", dry.errors);
    assert_eq!(*applied.lock().unwrap(), None);
    let changed = &dry.changes[0];
    assert_eq!((changed.line, changed.key.as_str(), changed.kind), (3, "TESSUTO / COTONE", ChangeKind::Updated));
    assert_eq!(
        changed.fields,
        [FieldChange { column: "Variazione di prezzo".into(), before: "0,00".into(), after: "12,50".into() }]
    );
    assert_eq!((dry.changes[1].line, dry.changes[1].kind), (4, ChangeKind::Created));

    let done = service.import(&admin, file.as_bytes(), false).unwrap();
    assert!(done.applied);
    assert_eq!(*applied.lock().unwrap(), Some((1, 1)));
}

#[test]
fn a_wrong_row_is_named_by_line_and_column_and_nothing_is_written() {
    let applied = Arc::new(std::sync::Mutex::new(None));
    let service = service(Fixture { stored: vec![], applied: applied.clone() });
    let file = format!(
        "{HEAD}TESSUTO;LINO;Lino;-50,00;;;0;sì\nTESSUTO;SETA;;1,999;;;0;sì\nLEGNO;NOCE;Noce;0;;;0;sì\nTESSUTO;LINO;Lino 2;0;;;0;no\n"
    );
    let report = service.import(&user(1, Role::Admin, None), file.as_bytes(), false).unwrap();
    let errors: Vec<(u64, Option<&str>)> =
        report.errors.iter().map(|error| (error.line, error.column.as_deref())).collect();
    assert_eq!(errors, [(3, Some("Variazione di prezzo")), (4, Some("Caratteristica")), (5, Some("Codice")),]);
    assert!(!report.applied);
    assert_eq!(*applied.lock().unwrap(), None);
}

#[test]
fn lines_are_counted_in_files_written_with_crlf() {
    let service = service(Fixture { stored: vec![], applied: Arc::default() });
    let file = HEAD.replace('\n', "\r\n") + "TESSUTO;LINO;Lino;0;;;0;sì\r\n\r\nTESSUTO;SETA;Seta;tanto;;;0;sì\r\n";
    let report = service.import(&user(1, Role::Admin, None), file.as_bytes(), true).unwrap();
    assert_eq!(report.errors.iter().map(|error| error.line).collect::<Vec<_>>(), [4]);
    assert_eq!(report.changes.iter().map(|change| change.line).collect::<Vec<_>>(), [2]);
}

#[test]
fn the_forms_checks_apply_and_a_missing_column_is_refused() {
    let service = service(Fixture { stored: vec![], applied: Arc::default() });
    let admin = user(1, Role::Admin, None);
    let file = format!("{HEAD}TESSUTO;LI NO;Lino;0;rosso;;0;sì\n");
    let report = service.import(&admin, file.as_bytes(), true).unwrap();
    let columns: Vec<_> = report.errors.iter().map(|error| error.column.clone().unwrap_or_default()).collect();
    assert_eq!(columns, ["Codice", "Colore"]);

    let report = service.import(&admin, "Caratteristica;Codice\nTESSUTO;LINO\n".as_bytes(), true).unwrap();
    assert!(report.errors.iter().all(|error| error.line == 1), "{:?}", report.errors);
    assert_eq!(report.errors.len(), 6, "the English label may be absent");
}

#[test]
fn a_file_without_the_english_column_keeps_the_stored_english_and_creates_without() {
    let written = Arc::new(std::sync::Mutex::new(None));
    let mut store = MockImportStore::<FeatureValue>::new();
    let linen = FeatureValue { label_en: Some("Linen".into()), ..value(1, "LINO", "Lino", 0) };
    store.expect_matching().returning(move |_| Ok(vec![linen.clone()]));
    let kept = written.clone();
    store.expect_apply().returning(move |creates, updates, _| {
        *kept.lock().unwrap() = Some((creates.to_vec(), updates.to_vec()));
        Ok(())
    });
    let mut book = MockCodeBook::new();
    book.expect_keys().returning(|_| Ok(vec![(3, Some("TESSUTO".into()))]));
    let service = ImportService { store: Arc::new(store), codes: Arc::new(book) };
    // a file exported before the English column existed
    let file = "Caratteristica;Codice;Etichetta;Variazione di prezzo;Colore;Immagine;Ordine;Attivo\n\
                TESSUTO;LINO;Lino;10,00;;;0;sì\nTESSUTO;SETA;Seta;0;;;0;sì\n";
    let report = service.import(&user(1, Role::Admin, None), file.as_bytes(), false).unwrap();
    assert_eq!(report.errors, []);
    let changed: Vec<_> = report.changes[0].fields.iter().map(|field| field.column.as_str()).collect();
    assert_eq!(changed, ["Variazione di prezzo"]);
    let (creates, updates) = written.lock().unwrap().take().unwrap();
    assert_eq!(updates[0].1.label_en.as_deref(), Some("Linen"));
    assert_eq!(updates[0].1.price_delta, 1_000);
    assert_eq!(creates[0].label_en, None);
}

#[test]
fn a_kept_english_text_that_todays_checks_refuse_is_the_rows_error_and_nothing_is_written() {
    let mut store = MockImportStore::<FeatureValue>::new();
    // written when a longer text was allowed
    let linen = FeatureValue { label_en: Some("L".repeat(201)), ..value(1, "LINO", "Lino", 0) };
    store.expect_matching().returning(move |_| Ok(vec![linen.clone()]));
    store.expect_apply().never();
    let mut book = MockCodeBook::new();
    book.expect_keys().returning(|_| Ok(vec![(3, Some("TESSUTO".into()))]));
    let service = ImportService { store: Arc::new(store), codes: Arc::new(book) };
    let file = "Caratteristica;Codice;Etichetta;Variazione di prezzo;Colore;Immagine;Ordine;Attivo\n\
                TESSUTO;LINO;Lino;10,00;;;0;sì\n";
    let report = service.import(&user(1, Role::Admin, None), file.as_bytes(), false).unwrap();
    let errors: Vec<_> = report.errors.iter().map(|error| (error.line, error.column.as_deref())).collect();
    assert_eq!(errors, [(2, Some("Etichetta (EN)"))]);
    assert!(!report.applied);
}

#[test]
fn only_administrators_import() {
    let service = service(Fixture { stored: vec![], applied: Arc::default() });
    let err = service.import(&user(2, Role::Customer, Some(7)), HEAD.as_bytes(), true).unwrap_err();
    assert_eq!(err, crate::error::DomainError::Forbidden);
}

#[test]
fn an_escaped_cell_reads_back_as_written() {
    let applied = Arc::new(std::sync::Mutex::new(None));
    let stored = vec![value(1, "LINO", "=1+1", 0)];
    let service = service(Fixture { stored: stored.clone(), applied });
    let body = rows(FeatureValue::COLUMNS, &stored, &features()).unwrap();
    let file = [HEAD.as_bytes(), &body].concat();
    let report = service.import(&user(1, Role::Admin, None), &file, true).unwrap();
    assert_eq!((report.created, report.updated, report.unchanged), (0, 0, 1), "{:?}", report);
}

/// The report's error messages as the API answers them in `language`.
fn said(report: &ImportReport, language: Language) -> Vec<String> {
    let report = report.clone().spoken(language);
    let said = |error: &ImportError| serde_json::to_value(&error.message).unwrap().as_str().unwrap().to_owned();
    report.errors.iter().map(said).collect()
}

#[test]
fn import_errors_speak_english_and_the_headers_stay_italian() {
    let service = service(Fixture { stored: vec![], applied: Arc::default() });
    let admin = user(1, Role::Admin, None);
    let file = format!(
        "{HEAD}TESSUTO;LINO;Lino;-50,00;;;0;sì\nTESSUTO;SETA;Seta;1,999;;;0;sì\nLEGNO;NOCE;Noce;0;;;0;sì\n\
         TESSUTO;LINO;Lino 2;0;;;0;no\nTESSUTO;RASO;Raso;0;;;uno;forse\n"
    );
    let report = service.import(&admin, file.as_bytes(), true).unwrap();
    let english = said(&report, Language::En);
    let errors: Vec<(u64, Option<&str>, &str)> = report
        .errors
        .iter()
        .zip(&english)
        .map(|(error, message)| (error.line, error.column.as_deref(), message.as_str()))
        .collect();
    assert_eq!(
        errors,
        [
            (3, Some("Variazione di prezzo"), "An amount in euros, like 1234,50."),
            (4, Some("Caratteristica"), "No item with code “LEGNO”."),
            (5, Some("Codice"), "Repeats line 2."),
            (6, Some("Ordine"), "A whole number."),
            (6, Some("Attivo"), "Either sì or no."),
        ]
    );
    assert_eq!(said(&report, Language::It)[0], "Un importo in euro, come 1234,50.");

    let missing = service.import(&admin, "Caratteristica;Codice\nTESSUTO;LINO\n".as_bytes(), true).unwrap();
    let missing_english = said(&missing, Language::En);
    assert_eq!(
        (missing.errors[0].column.as_deref(), missing_english[0].as_str()),
        (Some("Etichetta"), "Missing column.")
    );
    for message in english.iter().chain(&missing_english) {
        for word in [" della ", " non ", " è ", " un ", " una ", " il ", " la ", " di ", " con ", "Riga", "Colonna"] {
            assert!(!format!(" {message} ").contains(word), "Italian {word:?} in {message:?}");
        }
    }
}

#[test]
fn a_parent_without_a_key_is_written_by_id_and_only_such_a_row_reads_back_from_it() {
    let mut codes = Codes::default();
    codes.insert(Book::Companies, vec![(7, Some("IT 0123".into())), (9, None)]);
    let column = Column {
        header: "Azienda",
        field: "companyId",
        kind: Kind::Ref(Book::Companies),
        import: true,
        optional: false,
    };
    let written: Vec<String> =
        [7, 9].iter().map(|id| cell(&column, &serde_json::json!({ "companyId": id }), &codes)).collect();
    assert_eq!(written, ["IT 0123", "#9"]);
    assert_eq!((codes.id(Book::Companies, "IT 0123"), codes.id(Book::Companies, "#9")), (Some(7), Some(9)));
    // A row that has a key is named by it; an unknown id is nobody.
    assert_eq!((codes.id(Book::Companies, "#7"), codes.id(Book::Companies, "#8")), (None, None));
    assert_eq!(codes.id(Book::Companies, "#x"), None);
}

fn customer(id: i64, name: &str, city: Option<&str>) -> Customer {
    let at = DateTime::<Utc>::UNIX_EPOCH;
    Customer {
        id,
        company_id: 9,
        name: name.into(),
        vat_number: None,
        email: None,
        phone: None,
        address: None,
        city: city.map(str::to_owned),
        notes: None,
        active: true,
        created_at: at,
        updated_at: at,
    }
}

#[test]
fn rows_sharing_a_key_import_back_unchanged_and_a_changed_one_is_refused_as_ambiguous() {
    let stored = vec![
        customer(1, "Mario Rossi", Some("Bari")),
        customer(2, "Mario Rossi", Some("Lecce")),
        customer(3, "Bianchi", None),
    ];
    let mut store = MockImportStore::<Customer>::new();
    let answer = stored.clone();
    store.expect_matching().returning(move |_| Ok(answer.clone()));
    store.expect_apply().never();
    let mut book = MockCodeBook::new();
    book.expect_keys().returning(|_| Ok(vec![(9, None)]));
    let service = ImportService { store: Arc::new(store), codes: Arc::new(book) };
    let mut codes = Codes::default();
    codes.insert(Book::Companies, vec![(9, None)]);
    let file = [header(Customer::COLUMNS).unwrap(), rows(Customer::COLUMNS, &stored, &codes).unwrap()].concat();
    let admin = user(1, Role::Admin, None);

    let report = service.import(&admin, &file, true).unwrap();
    assert!(report.errors.is_empty(), "{:?}", report.errors);
    assert_eq!((report.created, report.updated, report.unchanged), (0, 0, 3));

    let edited = String::from_utf8(file.clone()).unwrap().replace("Lecce", "Taranto");
    let report = service.import(&admin, edited.as_bytes(), true).unwrap();
    assert_eq!(report.errors.iter().map(|error| error.line).collect::<Vec<_>>(), [3]);
    let repeated = format!("{}#9;Bianchi;;;;;;;sì;\n", String::from_utf8(file).unwrap());
    let report = service.import(&admin, repeated.as_bytes(), true).unwrap();
    let messages: Vec<_> = report.errors.iter().map(|error| error.message.message.clone()).collect();
    assert_eq!(messages, [Catalogue::RepeatsLine { first: 4 }.into()]);
}

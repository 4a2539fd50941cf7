#![allow(clippy::unwrap_used)]

use std::sync::{Arc, Mutex, mpsc};

use chrono::{DateTime, Utc};
use mockall::predicate::{always, eq};

use super::*;
use crate::catalogue::FeatureKind;
use crate::catalogue::MockStore;
use crate::catalogue::images::MockImageStore;
use crate::configurations::{
    Change, Configuration, ConfigurationChangeKind, MockConfigurationStore, MockPublicIds, Scope,
};
use crate::configurator::{Catalogue, Definition, Draft, DraftPart, DraftValue, FeatureItem, evaluate};
use crate::said::{Language, Message, Saved};
use crate::testing::{
    COMPANY, choice, configuration, configuration_service, feature, kind, model, model_part, part, user, value, wizard,
};
use crate::users::{Role, User};

/// Type 10 "Lineari", model 100 "Oslo" (OSL) at 1.000,00 €, its parts "Seduta" (required, with the
/// feature "Tessuto") and "Pouf", and the values "Velluto" (+50,00 €) and "Lino".
fn catalogue(discount_percent: i32) -> CatalogueIndex {
    CatalogueIndex::new(&Catalogue {
        types: vec![kind(10, "Lineari")],
        models: vec![model(100, 10, "OSL", "Oslo", 100_000)],
        model_parts: vec![model_part(100, 1, true, 1, 3), model_part(100, 2, false, 0, 2)],
        parts: vec![
            part(1, "Seduta", 20_000, vec![feature(7, true), feature(8, false)]),
            part(2, "Pouf", 15_000, vec![]),
        ],
        features: vec![
            choice(7, "Tessuto"),
            FeatureItem {
                kind: FeatureKind::Numeric,
                numeric_min: Some(80),
                numeric_max: Some(300),
                numeric_step: Some(10),
                numeric_unit: Some("cm".into()),
                ..choice(8, "Larghezza")
            },
        ],
        values: vec![value(70, 7, "Velluto", 5_000, true), value(71, 7, "Lino", 0, true)],
        discount_percent,
        english: Default::default(),
    })
}

fn chosen(value_id: Option<i64>) -> Vec<DraftValue> {
    vec![DraftValue { feature_id: 7, value_id, numeric_value: None }]
}

/// A saved configuration of `draft`, evaluated today against [`catalogue`] with a 10% discount.
fn view_of(draft: Draft) -> (ConfigurationView, CatalogueIndex) {
    let index = catalogue(10);
    let evaluation = evaluate(&Definition::default(), &index, &draft);
    let configuration = Configuration {
        draft,
        revision: 4,
        customer_name: Some("Hotel Bellavista".into()),
        complete: evaluation.complete,
        valid: evaluation.valid,
        saved_grand_total: evaluation.price.grand_total,
        saved_price: Some(evaluation.price.clone()),
        ..configuration(1, 3, "Anna Verdi")
    };
    (ConfigurationView { configuration, evaluation: Some(evaluation), stale: false, changes: vec![] }, index)
}

fn complete_draft() -> Draft {
    Draft {
        type_id: Some(10),
        model_id: Some(100),
        parts: vec![
            DraftPart {
                part_id: 1,
                quantity: 2,
                values: [
                    chosen(Some(70)),
                    vec![DraftValue { feature_id: 8, value_id: None, numeric_value: Some(180) }],
                ]
                .concat(),
            },
            DraftPart { part_id: 2, quantity: 0, values: vec![] },
        ],
        quantity: 3,
    }
}

#[test]
fn a_quote_names_every_included_part_and_value_and_keeps_the_evaluations_price() {
    let (view, index) = view_of(complete_draft());
    let dealer = Party { name: "Arredo Sud".into(), vat_number: Some("IT01234567890".into()), lines: vec![] };
    let image = QuoteImage::NotEmbedded("/catalogue/oslo.svg".into());
    let quote = assemble(&view, Some(&index), Some(dealer.clone()), None, image);

    assert_eq!((quote.name.as_str(), quote.revision, quote.category.as_str()), ("Salotto", 4, "Divani"));
    assert_eq!(quote.product_type, Some("Lineari".into()));
    assert_eq!(quote.model, Some("Oslo (OSL)".into()));
    assert_eq!(quote.dealer, Some(dealer));
    assert_eq!(quote.image, QuoteImage::NotEmbedded("/catalogue/oslo.svg".into()));
    // The pouf at quantity 0 is not part of the configuration.
    assert_eq!(
        quote.parts,
        [QuotePart {
            name: "Seduta".into(),
            quantity: 2,
            values: vec![
                QuoteValue { feature: "Tessuto".into(), value: "Velluto".into() },
                QuoteValue { feature: "Larghezza".into(), value: "180 cm".into() },
            ],
        }]
    );
    // Exactly the evaluation's lines and totals: model, part, value and width; 10% off; three units.
    let price = &view.evaluation.as_ref().unwrap().price;
    assert_eq!(quote.price, *price);
    assert!(quote.price.lines.len() >= 3, "{:?}", quote.price.lines);
    assert_eq!(quote.price.discount_percent, 10);
    assert_eq!(quote.price.quantity, 3);
    assert!(quote.marks.is_empty() && quote.reasons.is_empty());
}

#[test]
fn an_incomplete_invalid_or_changed_configuration_is_marked_with_its_reasons() {
    let draft = Draft {
        type_id: Some(10),
        model_id: Some(100),
        // The required fabric is missing and the pouf is over its maximum.
        parts: vec![
            DraftPart { part_id: 1, quantity: 1, values: chosen(None) },
            DraftPart { part_id: 2, quantity: 5, values: vec![] },
        ],
        quantity: 1,
    };
    let (mut view, index) = view_of(draft);
    let violations: Vec<Message> = view
        .evaluation
        .as_ref()
        .unwrap()
        .violations
        .iter()
        .map(|violation| violation.message.message.clone())
        .collect();
    view.stale = true;
    let change = |kind, message: Message| Change {
        kind,
        path: String::new(),
        before: None,
        after: None,
        message: message.into(),
    };
    let repriced: Message = Saved::PriceChanged { from: 100_000, to: 110_000 }.into();
    view.changes = vec![
        change(ConfigurationChangeKind::Violation, violations[0].clone()),
        change(ConfigurationChangeKind::GrandTotal, repriced.clone()),
    ];

    let quote = assemble(&view, Some(&index), None, None, QuoteImage::None);
    assert_eq!(quote.marks, [QuoteMark::Incomplete, QuoteMark::Invalid, QuoteMark::ToCheck]);
    // Each reason once: the change that repeats a violation is not said twice.
    let mut expected = violations.clone();
    expected.push(repriced);
    assert_eq!(quote.reasons, expected);
    assert_eq!(quote.image, QuoteImage::None);
    assert_eq!(quote.parts[0].values, [], "a feature with nothing chosen says nothing");
}

#[test]
fn without_a_configurator_the_quote_shows_the_saved_price_to_be_checked() {
    let (mut view, _) = view_of(complete_draft());
    view.evaluation = None;
    view.stale = true;
    let gone: Message = Saved::ConfiguratorOfCategoryGone.into();
    view.changes = vec![Change {
        kind: ConfigurationChangeKind::Configurator,
        path: String::new(),
        before: None,
        after: None,
        message: gone.clone().into(),
    }];

    let quote = assemble(&view, None, None, None, QuoteImage::None);
    assert_eq!(quote.price, view.configuration.saved_price.clone().unwrap());
    assert_eq!(quote.marks, [QuoteMark::ToCheck]);
    assert_eq!(quote.reasons, [gone]);
    assert_eq!(quote.model, Some("Oslo".into()), "the name the configuration was saved with");
    assert_eq!(quote.product_type, Some(Saved::TypeGone.into()));
    assert_eq!(quote.parts[0].name, Saved::PartGone { id: 1 }.into());
    assert_eq!(quote.parts[0].values[0].value, Saved::ValueGone.into());
    let said = |message: &Message| message.render(Language::It);
    assert_eq!(said(quote.product_type.as_ref().unwrap()), "Tipologia non più disponibile");
    assert_eq!(said(&quote.parts[0].name), "Parte n. 1 (non più disponibile)");
    assert_eq!(said(&quote.parts[0].values[0].value), "valore non più disponibile");
}

fn company() -> Company {
    let epoch = DateTime::<Utc>::UNIX_EPOCH;
    Company {
        id: COMPANY,
        name: "Arredo Sud".into(),
        vat_number: Some("IT01234567890".into()),
        email: Some("info@arredosud.it".into()),
        phone: None,
        address: Some("Via Roma 1".into()),
        city: Some("Bari".into()),
        country: Some("Italia".into()),
        discount_percent: 10,
        account_manager_id: None,
        active: true,
        account_manager_name: None,
        created_at: epoch,
        updated_at: epoch,
    }
}

#[test]
fn a_party_shows_its_address_place_and_contacts_and_the_file_is_named_after_the_configuration() {
    let party = Party::of_company(&company());
    assert_eq!(party.lines, ["Via Roma 1", "Bari – Italia", "info@arredosud.it"]);
    assert_eq!(party.vat_number.as_deref(), Some("IT01234567890"));
    assert_eq!(file_name("Salotto più grande", Language::It), "preventivo-Salotto più grande.pdf");
    assert_eq!(file_name("Salotto più grande", Language::En), "quote-Salotto più grande.pdf");
}

/// Model 100 with its image at `image_url`.
fn model_with_image(image_url: Option<&str>) -> Model {
    let epoch = DateTime::<Utc>::UNIX_EPOCH;
    Model {
        id: 100,
        type_id: 10,
        code: "OSL".into(),
        name: "Oslo".into(),
        description: None,
        image_url: image_url.map(str::to_owned),
        base_price: 100_000,
        sort_order: 0,
        active: true,
        attribute_value_ids: vec![],
        type_name: "Lineari".into(),
        category_id: 1,
        created_at: epoch,
        updated_at: epoch,
        description_en: None,
        name_en: None,
    }
}

fn service_with(
    store: MockConfigurationStore,
    renderer: MockQuoteRenderer,
    image_url: Option<&'static str>,
    (images, app_files): (MockImageStore, MockAppFiles),
) -> QuoteService {
    let mut companies = MockStore::<Company>::new();
    companies.expect_get().with(eq(COMPANY), always()).returning(|_, _| Ok(Some(company())));
    let mut customers = MockStore::<Customer>::new();
    customers.expect_get().returning(|_, _| Ok(None));
    let mut models = MockStore::<Model>::new();
    models.expect_get().with(eq(100), always()).returning(move |_, _| Ok(Some(model_with_image(image_url))));
    QuoteService {
        configurations: Arc::new(configuration_service(store, wizard(Some(100_000)), MockPublicIds::new())),
        companies: Arc::new(companies),
        customers: Arc::new(customers),
        models: Arc::new(models),
        images: Arc::new(images),
        app_files: Arc::new(app_files),
        renderer: Arc::new(renderer),
        in_flight: QuotesInFlight::default(),
    }
}

fn service(store: MockConfigurationStore, renderer: MockQuoteRenderer) -> QuoteService {
    service_with(store, renderer, None, (MockImageStore::new(), MockAppFiles::new()))
}

#[test]
fn uploaded_images_and_the_apps_own_pictures_are_read_and_any_other_address_is_never_fetched() {
    const UPLOADED: &str = "/api/images/AAAAAAAAAAAAAAAAAAAAAA.png";
    const DEMO: &str = "/catalogue/divano-oslo.svg";
    const SVG: &[u8] = b"<svg xmlns='http://www.w3.org/2000/svg'/>";
    let embedded = |kind, bytes: &[u8]| QuoteImage::Embedded { kind, bytes: bytes.to_vec() };
    // The model's address, what the storage or the app's folder holds there, what the quote shows.
    type Case = (Option<&'static str>, Option<&'static [u8]>, QuoteImage);
    let cases: [Case; 7] = [
        (Some(UPLOADED), Some(b"\x89PNG"), embedded(ImageKind::Png, b"\x89PNG")),
        // Gone from the storage: the address is said, nothing drawn.
        (Some(UPLOADED), None, QuoteImage::NotEmbedded(UPLOADED.into())),
        (Some(DEMO), Some(SVG), embedded(ImageKind::Svg, SVG)),
        // An app file that is no image.
        (Some("/index.html"), Some(b"<!doctype html>"), QuoteImage::NotEmbedded("/index.html".into())),
        (Some("/catalogue/../../etc/passwd"), None, QuoteImage::NotEmbedded("/catalogue/../../etc/passwd".into())),
        (
            Some("https://intranet.example/oslo.png"),
            None,
            QuoteImage::NotEmbedded("https://intranet.example/oslo.png".into()),
        ),
        (None, None, QuoteImage::None),
    ];
    for (image_url, held, expected) in cases {
        let mut store = MockConfigurationStore::new();
        store.expect_get().returning(|_, _| Ok(Some(configuration(1, 3, "Anna Verdi"))));
        let mut images = MockImageStore::new();
        images
            .expect_load()
            .times(usize::from(image_url == Some(UPLOADED)))
            .returning(move |_| Ok(held.map(<[u8]>::to_vec)));
        let mut app_files = MockAppFiles::new();
        let app_reads = usize::from(matches!(image_url, Some(DEMO | "/index.html")));
        app_files.expect_load().times(app_reads).returning(move |_| Ok(held.map(<[u8]>::to_vec)));
        let service = service_with(store, MockQuoteRenderer::new(), image_url, (images, app_files));
        let quote = service.quote(&user(3, Role::Customer, Some(COMPANY)), "AAAAAAAAAAAAAAAAAAAAAA").unwrap();
        assert_eq!(quote.image, expected, "{image_url:?}");
    }
}

#[test]
fn an_app_path_stays_inside_the_app() {
    for path in ["/catalogue/divano-oslo.svg", "/logo.png", "/a/b_c/d-e.1.jpg"] {
        assert!(is_app_path(path), "{path}");
    }
    for path in ["//evil.example/x.png", "/", "/a//b", "/../x", "/a/./b", "/a/%2e%2e/b", "https://x/y", "a/b", "/a b"] {
        assert!(!is_app_path(path), "{path}");
    }
}

#[test]
fn the_pdf_is_the_renderers_drawing_of_a_configuration_in_the_callers_scope() {
    let mut store = MockConfigurationStore::new();
    store
        .expect_get()
        .with(eq("AAAAAAAAAAAAAAAAAAAAAA"), eq(Scope::Own(3)))
        .returning(|_, _| Ok(Some(configuration(1, 3, "Anna Verdi"))));
    store.expect_get().with(always(), eq(Scope::Own(9))).returning(|_, _| Ok(None));
    let mut renderer = MockQuoteRenderer::new();
    renderer
        .expect_render()
        .withf(|quote, language| {
            quote.dealer.as_ref().is_some_and(|dealer| dealer.name == "Arredo Sud") && *language == Language::It
        })
        .times(1)
        .returning(|_, _| Ok(b"%PDF-1.7".to_vec()));
    renderer.expect_render().withf(|_, language| *language == Language::En).times(1).returning(|_, _| Ok(vec![]));
    let service = service(store, renderer);

    let owner = user(3, Role::Customer, Some(COMPANY));
    let file = service.pdf(&owner, "AAAAAAAAAAAAAAAAAAAAAA", QuoteOptions::default()).unwrap();
    assert_eq!(file, QuoteFile { file_name: "preventivo-Salotto.pdf".into(), bytes: b"%PDF-1.7".to_vec() });
    // Drawn and named in the caller's own language.
    let english = User { locale: "en-GB".into(), ..owner };
    assert_eq!(
        service.pdf(&english, "AAAAAAAAAAAAAAAAAAAAAA", QuoteOptions::default()).unwrap().file_name,
        "quote-Salotto.pdf"
    );
    // Outside the scope, and a malformed id without a read: not found, nothing drawn.
    let other = user(9, Role::Customer, Some(COMPANY));
    assert!(matches!(
        service.pdf(&other, "AAAAAAAAAAAAAAAAAAAAAA", QuoteOptions::default()),
        Err(DomainError::NotFound(_))
    ));
    assert!(matches!(service.pdf(&other, "../etc", QuoteOptions::default()), Err(DomainError::NotFound(_))));
}

#[test]
fn a_renderer_failure_is_an_internal_error() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().returning(|_, _| Ok(Some(configuration(1, 3, "Anna Verdi"))));
    let mut renderer = MockQuoteRenderer::new();
    renderer.expect_render().returning(|_, _| Err("font".into()));
    let service = service(store, renderer);
    let answer =
        service.pdf(&user(3, Role::Customer, Some(COMPANY)), "AAAAAAAAAAAAAAAAAAAAAA", QuoteOptions::default());
    assert_eq!(answer, Err(DomainError::Internal("font".into())));
}

/// A renderer that says when it has started and waits to be let go (a mockall double would hold its own
/// lock while waiting, so two renderings could never overlap).
struct HeldRenderer {
    started: Mutex<mpsc::Sender<()>>,
    released: Mutex<mpsc::Receiver<()>>,
}

impl QuoteRenderer for HeldRenderer {
    fn render(&self, _: &Quote, _: Language) -> Result<Vec<u8>, String> {
        self.started.lock().unwrap().send(()).unwrap();
        self.released.lock().unwrap().recv().unwrap();
        Ok(b"%PDF-1.7".to_vec())
    }
}

#[test]
fn a_third_quote_of_the_same_caller_while_two_render_is_refused_with_429() {
    let mut store = MockConfigurationStore::new();
    store.expect_get().returning(|_, _| Ok(Some(configuration(1, 3, "Anna Verdi"))));
    let (started, renderings) = mpsc::channel();
    let (release, released) = mpsc::channel();
    let renderer = HeldRenderer { started: Mutex::new(started), released: Mutex::new(released) };
    let service = QuoteService { renderer: Arc::new(renderer), ..service(store, MockQuoteRenderer::new()) };
    let customer = user(3, Role::Customer, Some(COMPANY));

    std::thread::scope(|threads| {
        let rendering: Vec<_> = (0..2)
            .map(|_| threads.spawn(|| service.pdf(&customer, "AAAAAAAAAAAAAAAAAAAAAA", QuoteOptions::default())))
            .collect();
        renderings.recv().unwrap();
        renderings.recv().unwrap();
        let third = service.pdf(&customer, "AAAAAAAAAAAAAAAAAAAAAA", QuoteOptions::default());
        assert_eq!(third, Err(DomainError::RateLimited { retry_after_secs: 1 }));
        release.send(()).unwrap();
        release.send(()).unwrap();
        for quote in rendering {
            assert!(quote.join().unwrap().is_ok());
        }
    });
}

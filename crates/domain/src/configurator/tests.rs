//! The evaluation engine on a small "Divani" catalogue, and properties on random catalogues.

#![allow(clippy::unwrap_used)]

use std::sync::atomic::{AtomicUsize, Ordering};

use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

use super::*;
use crate::catalogue::FeatureKind;
use crate::said::{Language, Said, Speak};
use crate::testing::{choice, excludes, feature, kind, model, model_part, part, requires, value};

const LINEARI: i64 = 1;
const ANGOLARI: i64 = 2;
const OSLO: i64 = 10;
const BERGEN: i64 = 11;
const VIENNA: i64 = 12;
const STRUTTURA: i64 = 20;
const POUF: i64 = 21;
const CUSCINO: i64 = 22;
const VECCHIA: i64 = 23;
const TESSUTO: i64 = 30;
const GAMBE: i64 = 31;
const LARGHEZZA: i64 = 32;
const LINO: i64 = 300;
const VELLUTO: i64 = 301;
const PELLE: i64 = 302;
const RASO: i64 = 303;
const ROVERE: i64 = 310;
const NOCE: i64 = 311;

/// Sofas: Oslo (Lineari) and Bergen (Angolari), a required frame and optional poufs.
fn divani() -> Catalogue {
    Catalogue {
        types: vec![kind(LINEARI, "Lineari"), kind(ANGOLARI, "Angolari")],
        models: vec![
            model(OSLO, LINEARI, "OSLO", "Oslo", 100_000),
            model(BERGEN, ANGOLARI, "BERGEN", "Bergen", 120_000),
            ModelItem { active: false, ..model(VIENNA, LINEARI, "VIENNA", "Vienna", 90_000) },
        ],
        model_parts: vec![
            model_part(OSLO, STRUTTURA, true, 1, 1),
            model_part(OSLO, POUF, false, 0, 2),
            model_part(OSLO, VECCHIA, false, 0, 1),
            model_part(BERGEN, STRUTTURA, true, 1, 1),
            model_part(BERGEN, POUF, false, 0, 2),
            model_part(BERGEN, CUSCINO, false, 0, 4),
        ],
        parts: vec![
            part(
                STRUTTURA,
                "Struttura",
                20_000,
                vec![feature(TESSUTO, true), feature(GAMBE, true), feature(LARGHEZZA, false)],
            ),
            part(POUF, "Pouf", 15_000, vec![feature(TESSUTO, true)]),
            part(CUSCINO, "Cuscino", 3_000, vec![]),
            PartItem { active: false, ..part(VECCHIA, "Vecchia", 1_000, vec![]) },
        ],
        features: vec![
            choice(TESSUTO, "Tessuto"),
            choice(GAMBE, "Gambe"),
            FeatureItem {
                kind: FeatureKind::Numeric,
                numeric_min: Some(80),
                numeric_max: Some(300),
                numeric_step: Some(10),
                unit_price: Some(500),
                ..choice(LARGHEZZA, "Larghezza")
            },
        ],
        values: vec![
            value(LINO, TESSUTO, "Lino", 0, true),
            value(VELLUTO, TESSUTO, "Velluto", 8_000, true),
            value(PELLE, TESSUTO, "Pelle", 25_000, true),
            value(RASO, TESSUTO, "Raso", 5_000, false),
            value(ROVERE, GAMBE, "Rovere", 0, true),
            value(NOCE, GAMBE, "Noce", -1_500, true),
        ],
        discount_percent: 12,
        english: Default::default(),
    }
}

fn chosen(feature_id: i64, value_id: i64) -> DraftValue {
    DraftValue { feature_id, value_id: Some(value_id), numeric_value: None }
}

fn numeric(feature_id: i64, number: i64) -> DraftValue {
    DraftValue { feature_id, value_id: None, numeric_value: Some(number) }
}

fn struttura(tessuto: i64, gambe: i64) -> DraftPart {
    DraftPart { part_id: STRUTTURA, quantity: 1, values: vec![chosen(TESSUTO, tessuto), chosen(GAMBE, gambe)] }
}

fn pouf(quantity: i64, tessuto: i64) -> DraftPart {
    DraftPart { part_id: POUF, quantity, values: vec![chosen(TESSUTO, tessuto)] }
}

/// Oslo with a linen frame on oak legs: complete and valid.
fn oslo() -> Draft {
    Draft { type_id: Some(LINEARI), model_id: Some(OSLO), parts: vec![struttura(LINO, ROVERE)], quantity: 1 }
}

fn no_rules() -> Definition {
    Definition::default()
}

fn rules(rules: Vec<Rule>) -> Definition {
    Definition { steps: Vec::new(), rules }
}

/// A click: the judgement of the draft and what the configuration space says of every option.
fn run(definition: &Definition, draft: &Draft) -> Evaluation {
    click(&Space::build(definition, &divani()), draft, &Pins::default())
}

/// The options ruled out.
fn greyed(evaluation: &Evaluation) -> Vec<ItemRef> {
    evaluation.disabled.iter().map(|off| off.item).collect()
}

fn codes(evaluation: &Evaluation) -> Vec<&'static str> {
    evaluation.violations.iter().map(|violation| violation.code.as_str()).collect()
}

/// The only violation, which must have the code.
fn only(evaluation: &Evaluation, code: ViolationCode) -> Violation {
    assert_eq!(evaluation.violations.len(), 1, "{:#?}", evaluation.violations);
    let violation = evaluation.violations[0].clone();
    assert_eq!(violation.code, code);
    violation
}

#[test]
fn a_full_draft_is_complete_and_valid() {
    let evaluation = run(&no_rules(), &oslo());
    assert!(evaluation.violations.is_empty(), "{:#?}", evaluation.violations);
    assert!(evaluation.complete && evaluation.valid);
    assert_eq!(greyed(&evaluation), [ItemRef::part(VECCHIA)], "only the inactive part of the model");
    assert_eq!(evaluation.price.list_total, 120_000);
}

/// What an option adds, by item, from an evaluation's `options`.
fn option(evaluation: &Evaluation, item: ItemRef) -> Option<i64> {
    evaluation.options.iter().find(|option| option.item == item).map(|option| option.amount)
}

#[test]
fn options_say_what_choosing_them_adds_to_the_net_unit_price() {
    // nothing chosen: every offerable model, with its required frame, net of the 12 % discount
    let empty = run(&no_rules(), &Draft::default());
    assert_eq!(option(&empty, ItemRef::model(OSLO)), Some(105_600)); // (100,000 + 20,000) × 0.88
    assert_eq!(option(&empty, ItemRef::model(BERGEN)), Some(123_200));
    assert_eq!(option(&empty, ItemRef::model(VIENNA)), None, "inactive");
    assert!(empty.options.iter().all(|o| o.item.kind == ItemKind::Model));

    // Oslo with the frame and two poufs: the chosen type narrows the models; parts one piece each; a fabric
    // counts for the frame and both poufs, a leg finish for the frame only
    let mut draft = oslo();
    draft.parts.push(pouf(2, LINO));
    let evaluation = run(&no_rules(), &draft);
    assert_eq!(option(&evaluation, ItemRef::model(BERGEN)), None, "another type");
    assert_eq!(option(&evaluation, ItemRef::model(OSLO)), Some(105_600));
    assert_eq!(option(&evaluation, ItemRef::part(POUF)), Some(13_200));
    assert_eq!(option(&evaluation, ItemRef::part(VECCHIA)), None, "inactive");
    assert_eq!(option(&evaluation, ItemRef::feature_value(VELLUTO)), Some(21_120)); // 8,000 × 3 × 0.88
    // chosen part by part, the fabric changes only its own part's pieces: the frame's one, the poufs' two
    assert_eq!(option(&evaluation, ItemRef::value_on(STRUTTURA, VELLUTO)), Some(7_040));
    assert_eq!(option(&evaluation, ItemRef::value_on(POUF, VELLUTO)), Some(14_080));
    assert_eq!(option(&evaluation, ItemRef::value_on(POUF, NOCE)), None, "the poufs have no legs");
    assert_eq!(option(&evaluation, ItemRef::feature_value(NOCE)), Some(-1_320));
    assert_eq!(option(&evaluation, ItemRef::feature_value(RASO)), None, "inactive");
    let items: Vec<ItemRef> = evaluation.options.iter().map(|o| o.item).collect();
    let mut sorted = items.clone();
    sorted.sort();
    assert_eq!(items, sorted);
}

#[test]
fn missing_type_and_model_leave_the_draft_incomplete_but_valid() {
    let evaluation = run(&no_rules(), &Draft::default());
    assert_eq!(codes(&evaluation), ["missing_type", "missing_model"]);
    assert_eq!(evaluation.violations[0].path, "typeId");
    assert_eq!(italian(&evaluation.violations[0].message), "Scegli una tipologia.");
    assert_eq!(evaluation.violations[1].path, "modelId");
    assert_eq!(italian(&evaluation.violations[1].message), "Scegli un modello.");
    assert!(!evaluation.complete && evaluation.valid);
    assert_eq!(evaluation.price.list_total, 0);
}

#[test]
fn missing_type_alone() {
    let draft = Draft { type_id: None, ..oslo() };
    let violation = only(&run(&no_rules(), &draft), ViolationCode::MissingType);
    assert_eq!(violation.path, "typeId");
}

#[test]
fn unknown_types_models_and_parts() {
    let draft = Draft { type_id: Some(99), ..oslo() };
    // Oslo is not of type 99 either.
    assert_eq!(codes(&run(&no_rules(), &draft)), ["unknown_item", "unknown_item"]);

    let bergen_as_linear = Draft { model_id: Some(BERGEN), ..oslo() };
    let violation = only(&run(&no_rules(), &bergen_as_linear), ViolationCode::UnknownItem);
    assert_eq!(violation.path, "modelId");
    assert_eq!(
        italian(&violation.message),
        "Il modello Bergen non è della tipologia scelta: è della Tipologia Angolari."
    );

    let inactive_model = Draft { model_id: Some(VIENNA), parts: vec![], ..oslo() };
    let evaluation = run(&no_rules(), &inactive_model);
    let violation = only(&evaluation, ViolationCode::UnknownItem);
    assert_eq!(italian(&violation.message), "Il modello Vienna non è più disponibile.");
    assert!(!evaluation.valid);
    assert_eq!(evaluation.price.lines.len(), 0, "an unknown model has no price");

    let mut absent_part = oslo();
    absent_part.parts.push(DraftPart { part_id: 999, quantity: 1, values: vec![] });
    let violation = only(&run(&no_rules(), &absent_part), ViolationCode::UnknownItem);
    assert_eq!(violation.path, "parts[1].partId");

    let mut inactive_part = oslo();
    inactive_part.parts.push(DraftPart { part_id: VECCHIA, quantity: 1, values: vec![] });
    let evaluation = run(&no_rules(), &inactive_part);
    let violation = only(&evaluation, ViolationCode::UnknownItem);
    assert_eq!(italian(&violation.message), "La parte Vecchia non è più disponibile.");
    assert_eq!(evaluation.price.list_total, 120_000, "an inactive part has no price");
}

#[test]
fn unknown_and_inactive_values() {
    let draft = Draft { parts: vec![struttura(RASO, ROVERE)], ..oslo() };
    let evaluation = run(&no_rules(), &draft);
    let violation = only(&evaluation, ViolationCode::UnknownItem);
    assert_eq!(violation.path, "parts[0].values[0]");
    assert_eq!(italian(&violation.message), "Tessuto Raso non è più disponibile.");
    assert!(evaluation.complete && !evaluation.valid);
    assert_eq!(evaluation.price.list_total, 120_000, "an inactive value has no price");

    let draft = Draft { parts: vec![struttura(12_345, ROVERE)], ..oslo() };
    assert_eq!(only(&run(&no_rules(), &draft), ViolationCode::UnknownItem).path, "parts[0].values[0]");

    let mut unknown_feature = oslo();
    unknown_feature.parts[0].values.push(chosen(77, LINO));
    assert_eq!(only(&run(&no_rules(), &unknown_feature), ViolationCode::UnknownItem).path, "parts[0].values[2]");
}

#[test]
fn items_hidden_by_the_company_filters_are_unknown() {
    // The company may not see Velluto, the Pouf or the Angolari type (and so Bergen).
    let mut catalogue = divani();
    catalogue.values.retain(|value| value.id != VELLUTO);
    catalogue.parts.retain(|part| part.id != POUF);
    catalogue.types.retain(|item| item.id != ANGOLARI);
    let index = CatalogueIndex::new(&catalogue);

    let draft = Draft { parts: vec![struttura(VELLUTO, ROVERE)], ..oslo() };
    assert_eq!(only(&evaluate(&no_rules(), &index, &draft), ViolationCode::UnknownItem).path, "parts[0].values[0]");

    let mut with_pouf = oslo();
    with_pouf.parts.push(pouf(1, LINO));
    assert_eq!(only(&evaluate(&no_rules(), &index, &with_pouf), ViolationCode::UnknownItem).path, "parts[1].partId");

    let bergen = Draft { type_id: None, model_id: Some(BERGEN), ..oslo() };
    assert_eq!(codes(&evaluate(&no_rules(), &index, &bergen)), ["missing_type", "unknown_item"]);
    assert!(evaluate(&no_rules(), &index, &oslo()).valid);
}

#[test]
fn part_not_in_model() {
    let mut draft = oslo();
    draft.parts.push(DraftPart { part_id: CUSCINO, quantity: 1, values: vec![] });
    let evaluation = run(&no_rules(), &draft);
    let violation = only(&evaluation, ViolationCode::PartNotInModel);
    assert_eq!(violation.path, "parts[1].partId");
    assert_eq!(italian(&violation.message), "La parte Cuscino non fa parte del modello Oslo.");
    assert_eq!(evaluation.price.list_total, 120_000, "a part out of the model has no price");
}

#[test]
fn part_quantities_outside_the_model_bounds() {
    let mut draft = oslo();
    draft.parts.push(pouf(3, LINO));
    let violation = only(&run(&no_rules(), &draft), ViolationCode::QuantityOutOfRange);
    assert_eq!(violation.path, "parts[1].quantity");
    assert_eq!(italian(&violation.message), "La parte Pouf accetta da 0 a 2 pezzi.");

    // Two entries of the same part count together: 2 + 1 poufs are too many.
    let mut split = oslo();
    split.parts.extend([pouf(2, LINO), pouf(1, VELLUTO)]);
    assert_eq!(only(&run(&no_rules(), &split), ViolationCode::QuantityOutOfRange).path, "parts[1].quantity");
    split.parts[1].quantity = 1;
    assert!(run(&no_rules(), &split).valid);

    let mut negative = oslo();
    negative.parts.push(pouf(-1, LINO));
    assert_eq!(only(&run(&no_rules(), &negative), ViolationCode::QuantityOutOfRange).path, "parts[1].quantity");

    let mut two_frames = oslo();
    two_frames.parts[0].quantity = 2;
    let violation = only(&run(&no_rules(), &two_frames), ViolationCode::QuantityOutOfRange);
    assert_eq!(italian(&violation.message), "La parte Struttura va presa in 1 pezzo.");

    // A part at quantity 0 is simply not included.
    let mut none = oslo();
    none.parts.push(pouf(0, LINO));
    assert!(run(&no_rules(), &none).violations.is_empty());
}

#[test]
fn configuration_quantity_outside_one_to_a_million() {
    for quantity in [0, -3, 1_000_001, i64::MAX, i64::MIN] {
        let draft = Draft { quantity, ..oslo() };
        let violation = only(&run(&no_rules(), &draft), ViolationCode::QuantityOutOfRange);
        assert_eq!(violation.path, "quantity");
    }
    for quantity in [1, 1_000_000] {
        assert!(run(&no_rules(), &Draft { quantity, ..oslo() }).valid);
    }
}

/// Sofas whose every price is at the largest the catalogue accepts, and a width of up to `i32::MAX` cm
/// priced per centimetre: the figures a hostile or careless administrator can reach.
fn at_the_limits() -> Catalogue {
    let max = crate::catalogue::MAX_MONEY_CENTS;
    let mut catalogue = divani();
    catalogue.models.iter_mut().for_each(|model| model.base_price = max);
    catalogue.parts.iter_mut().for_each(|part| part.price = max);
    catalogue.values.iter_mut().for_each(|value| value.price_delta = if value.id == NOCE { -max } else { max });
    let width = catalogue.features.iter_mut().find(|feature| feature.id == LARGHEZZA).unwrap();
    (width.numeric_min, width.numeric_max, width.numeric_step, width.unit_price) =
        (Some(0), Some(i64::from(i32::MAX)), Some(1), Some(max));
    catalogue
}

#[test]
fn no_figure_a_valid_configuration_shows_is_saturated_or_beyond_ten_billion_euro() {
    let catalogue = at_the_limits();
    let space = Space::build(&no_rules(), &catalogue);
    // Small figures as often as large ones, so both sides of the limit are seen.
    let quantity = prop_oneof![1..=1_000i64, 1..=MAX_CONFIGURATION_QUANTITY];
    let width = proptest::option::of(prop_oneof![0..=1_000i64, 0..=i64::from(i32::MAX)]);
    let strategy = (quantity, 0..=2i64, width, any::<bool>());
    let (valid, beyond_limit) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let mut runner = TestRunner::new(Config { cases: 512, ..Config::default() });
    runner
        .run(&strategy, |(quantity, poufs, width, velvet)| {
            let mut draft = Draft { quantity, ..oslo() };
            if velvet {
                draft.parts[0].values[0] = chosen(TESSUTO, VELLUTO);
            }
            if let Some(width) = width {
                draft.parts[0].values.push(numeric(LARGHEZZA, width));
            }
            draft.parts.push(pouf(poufs, PELLE));
            let evaluation = evaluate(&no_rules(), space.catalogue(), &draft);
            let price = &evaluation.price;
            let beyond = evaluation.violations.iter().any(|violation| violation.code == ViolationCode::TotalOutOfRange);
            prop_assert_eq!(beyond, !price.within_limit());
            let seen = if evaluation.valid { &valid } else { &beyond_limit };
            seen.fetch_add(1, Ordering::Relaxed);
            if evaluation.valid {
                // Every figure is exact: no line, sum or product was narrowed.
                let limit = i128::from(price::MAX_TOTAL_CENTS);
                for line in &price.lines {
                    prop_assert_eq!(i128::from(line.total), i128::from(line.unit_price) * i128::from(line.quantity));
                }
                let sum: i128 = price.lines.iter().map(|line| i128::from(line.total)).sum();
                prop_assert_eq!(i128::from(price.list_total), sum);
                prop_assert_eq!(i128::from(price.grand_total), i128::from(price.net_total) * i128::from(quantity));
                prop_assert!(i128::from(price.grand_total).abs() <= limit);
            } else {
                prop_assert!(beyond, "only the limit can make this draft invalid: {:?}", evaluation.violations);
            }
            Ok(())
        })
        .unwrap();
    assert!(valid.into_inner() > 50 && beyond_limit.into_inner() > 50, "both sides of the limit are exercised");
}

#[test]
fn the_widest_sofa_at_the_largest_quantity_is_invalid_and_never_a_saturated_total() {
    let catalogue = at_the_limits();
    let space = Space::build(&no_rules(), &catalogue);
    let mut draft = Draft { quantity: MAX_CONFIGURATION_QUANTITY, ..oslo() };
    draft.parts[0].values.push(numeric(LARGHEZZA, i64::from(i32::MAX)));
    draft.parts.push(pouf(2, PELLE));
    let evaluation = evaluate(&no_rules(), space.catalogue(), &draft);
    assert!(evaluation.complete);
    assert!(!evaluation.valid);
    let violation = only(&evaluation, ViolationCode::TotalOutOfRange);
    assert_eq!(violation.path, "quantity");
    assert_eq!(
        italian(&violation.message),
        "Il prezzo supera il massimo di 10.000.000.000,00 €: riduci le quantità o le misure."
    );
}

#[test]
fn numeric_values_outside_the_range_or_off_step() {
    for (width, fine) in
        [(80, true), (120, true), (300, true), (85, false), (70, false), (310, false), (i64::MIN, false)]
    {
        let mut draft = oslo();
        draft.parts[0].values.push(numeric(LARGHEZZA, width));
        let evaluation = run(&no_rules(), &draft);
        if fine {
            assert!(evaluation.violations.is_empty(), "{width}: {:#?}", evaluation.violations);
        } else {
            let violation = only(&evaluation, ViolationCode::QuantityOutOfRange);
            assert_eq!(violation.path, "parts[0].values[2]");
            assert_eq!(italian(&violation.message), "Larghezza accetta valori da 80 a 300 a passi di 10.");
        }
    }
}

#[test]
fn required_part_missing_or_at_zero() {
    let draft = Draft { parts: vec![], ..oslo() };
    let evaluation = run(&no_rules(), &draft);
    let violation = only(&evaluation, ViolationCode::RequiredPartMissing);
    assert_eq!(violation.path, format!("parts[partId={STRUTTURA}]"));
    assert_eq!(italian(&violation.message), "La parte Struttura è obbligatoria.");
    assert!(!evaluation.complete && evaluation.valid);

    let mut at_zero = oslo();
    at_zero.parts[0].quantity = 0;
    only(&run(&no_rules(), &at_zero), ViolationCode::RequiredPartMissing);
}

#[test]
fn missing_feature_value_of_an_included_part() {
    let mut draft = oslo();
    draft.parts[0].values.retain(|value| value.feature_id != GAMBE);
    draft.parts.push(DraftPart { part_id: POUF, quantity: 1, values: vec![] });
    let evaluation = run(&no_rules(), &draft);
    assert_eq!(codes(&evaluation), ["missing_feature_value", "missing_feature_value"]);
    assert_eq!(evaluation.violations[0].path, format!("parts[0].features[featureId={GAMBE}]"));
    assert_eq!(italian(&evaluation.violations[0].message), "Scegli Gambe per la parte Struttura.");
    assert_eq!(evaluation.violations[1].path, format!("parts[1].features[featureId={TESSUTO}]"));
    assert!(!evaluation.complete && evaluation.valid);

    // An empty answer is no answer; an optional feature may stay empty.
    let mut empty = oslo();
    empty.parts[0].values[1] = DraftValue { feature_id: GAMBE, value_id: None, numeric_value: None };
    only(&run(&no_rules(), &empty), ViolationCode::MissingFeatureValue);

    // A part not included asks nothing.
    let mut excluded = oslo();
    excluded.parts.push(DraftPart { part_id: POUF, quantity: 0, values: vec![] });
    assert!(run(&no_rules(), &excluded).violations.is_empty());
}

#[test]
fn value_not_of_feature() {
    let draft = Draft { parts: vec![struttura(ROVERE, ROVERE)], ..oslo() };
    let violation = only(&run(&no_rules(), &draft), ViolationCode::ValueNotOfFeature);
    assert_eq!(violation.path, "parts[0].values[0]");
    assert_eq!(italian(&violation.message), "Rovere non è un valore di Tessuto.");

    let mut not_offered = oslo();
    not_offered.parts.push(DraftPart {
        part_id: POUF,
        quantity: 1,
        values: vec![chosen(TESSUTO, LINO), chosen(GAMBE, NOCE)],
    });
    let violation = only(&run(&no_rules(), &not_offered), ViolationCode::ValueNotOfFeature);
    assert_eq!(violation.path, "parts[1].values[1]");
    assert_eq!(italian(&violation.message), "La parte Pouf non prevede la caratteristica Gambe.");

    let mut twice = oslo();
    twice.parts[0].values.push(chosen(TESSUTO, PELLE));
    assert_eq!(only(&run(&no_rules(), &twice), ViolationCode::ValueNotOfFeature).path, "parts[0].values[2]");

    let mut number_for_choice = oslo();
    number_for_choice.parts[0].values[0] = numeric(TESSUTO, 3);
    only(&run(&no_rules(), &number_for_choice), ViolationCode::ValueNotOfFeature);

    let mut value_for_number = oslo();
    value_for_number.parts[0].values.push(chosen(LARGHEZZA, LINO));
    only(&run(&no_rules(), &value_for_number), ViolationCode::ValueNotOfFeature);
}

#[test]
fn excludes_rule() {
    let definition =
        rules(vec![excludes("no-velluto", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(VELLUTO)])]);
    let draft = Draft { parts: vec![struttura(VELLUTO, ROVERE)], ..oslo() };
    let evaluation = run(&definition, &draft);
    let violation = only(&evaluation, ViolationCode::RuleExcludes);
    assert_eq!(violation.path, "rules");
    assert_eq!(violation.rule_id.as_deref(), Some("no-velluto"));
    assert_eq!(italian(&violation.message), "Tessuto Velluto non è compatibile con Modello Oslo.");
    assert!(evaluation.complete && !evaluation.valid);

    let mut with_message = definition.clone();
    with_message.rules[0].message = Some("Il velluto non è disponibile su Oslo.".into());
    assert_eq!(
        italian(&only(&run(&with_message, &draft), ViolationCode::RuleExcludes).message),
        "Il velluto non è disponibile su Oslo (Tessuto Velluto non è compatibile con Modello Oslo)."
    );

    // Bergen is not Oslo: the rule does not fire.
    let bergen = Draft { type_id: Some(ANGOLARI), model_id: Some(BERGEN), ..draft };
    assert!(run(&definition, &bergen).violations.is_empty());
}

#[test]
fn requires_rule() {
    let definition = rules(vec![requires(
        "gambe",
        vec![ItemRef::feature_value(PELLE)],
        vec![ItemRef::feature_value(ROVERE), ItemRef::feature_value(NOCE)],
    )]);
    let pelle_rovere = Draft { parts: vec![struttura(PELLE, ROVERE)], ..oslo() };
    assert!(run(&definition, &pelle_rovere).violations.is_empty());

    let definition =
        rules(vec![requires("pouf", vec![ItemRef::model(OSLO)], vec![ItemRef::part(POUF), ItemRef::part(CUSCINO)])]);
    let evaluation = run(&definition, &oslo());
    let violation = only(&evaluation, ViolationCode::RuleRequires);
    assert_eq!(italian(&violation.message), "Con Modello Oslo serve anche: Pouf o Cuscino.");
    assert_eq!(violation.rule_id.as_deref(), Some("pouf"));
    assert_eq!(violation.path, "rules");
    assert!(evaluation.complete && !evaluation.valid);

    let mut with_pouf = oslo();
    with_pouf.parts.push(pouf(1, LINO));
    assert!(run(&definition, &with_pouf).violations.is_empty());
    // A pouf at quantity 0 is not there.
    with_pouf.parts[1].quantity = 0;
    only(&run(&definition, &with_pouf), ViolationCode::RuleRequires);
}

#[test]
fn a_rule_with_several_conditions_fires_only_when_all_are_selected() {
    let definition = rules(vec![
        excludes(
            "pelle-rovere",
            vec![ItemRef::model(OSLO), ItemRef::feature_value(PELLE)],
            vec![ItemRef::feature_value(ROVERE)],
        ),
        requires("pelle-pouf", vec![ItemRef::model(OSLO), ItemRef::feature_value(PELLE)], vec![ItemRef::part(POUF)]),
    ]);
    // Oslo and Rovere, no Pelle: nothing fires.
    assert!(run(&definition, &oslo()).violations.is_empty());
    // Bergen with Pelle and Rovere: nothing fires either.
    let bergen =
        Draft { type_id: Some(ANGOLARI), model_id: Some(BERGEN), parts: vec![struttura(PELLE, ROVERE)], quantity: 1 };
    assert!(run(&definition, &bergen).violations.is_empty());
    // Oslo with Pelle and Rovere: both fire.
    let both = Draft { parts: vec![struttura(PELLE, ROVERE)], ..oslo() };
    let evaluation = run(&definition, &both);
    assert_eq!(codes(&evaluation), ["rule_excludes", "rule_requires"]);
    assert_eq!(
        italian(&evaluation.violations[0].message),
        "Gambe Rovere non è compatibile con Modello Oslo e Tessuto Pelle."
    );
    assert_eq!(italian(&evaluation.violations[1].message), "Con Modello Oslo e Tessuto Pelle serve anche: Pouf.");
}

#[test]
fn a_value_counts_as_selected_when_any_included_part_has_it() {
    let definition =
        rules(vec![excludes("no-velluto", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(VELLUTO)])]);
    let mut draft = oslo();
    draft.parts.push(pouf(1, VELLUTO));
    only(&run(&definition, &draft), ViolationCode::RuleExcludes);
    // The frame in Velluto too: still one violation per excluded item.
    draft.parts[0] = struttura(VELLUTO, ROVERE);
    only(&run(&definition, &draft), ViolationCode::RuleExcludes);
    // Only the pouf has it, and the pouf is out.
    draft.parts[0] = struttura(LINO, ROVERE);
    draft.parts[1].quantity = 0;
    assert!(run(&definition, &draft).violations.is_empty());
}

fn status(evaluation: &Evaluation, item: ItemRef) -> Option<OptionStatus> {
    evaluation.states.iter().find(|state| state.item == item).map(|state| state.status)
}

fn disabled(evaluation: &Evaluation, item: ItemRef) -> &Disabled {
    evaluation.disabled.iter().find(|off| off.item == item).unwrap_or_else(|| panic!("{item:?} is offered"))
}

/// The case: the pouf needs linen or velvet, and Oslo excludes both.
fn oslo_without_pouf_fabrics() -> Definition {
    rules(vec![
        requires(
            "pouf-tessuto",
            vec![ItemRef::part(POUF)],
            vec![ItemRef::value_on(POUF, LINO), ItemRef::value_on(POUF, VELLUTO)],
        ),
        excludes(
            "oslo",
            vec![ItemRef::model(OSLO)],
            vec![ItemRef::feature_value(LINO), ItemRef::feature_value(VELLUTO)],
        ),
    ])
}

#[test]
fn a_part_whose_every_completion_breaks_a_rule_is_greyed_with_a_minimal_reason_and_a_repair() {
    let definition = oslo_without_pouf_fabrics();
    let draft = Draft { parts: vec![struttura(PELLE, ROVERE)], ..oslo() };
    let evaluation = run(&definition, &draft);
    assert!(evaluation.valid && evaluation.complete);
    assert_eq!(status(&evaluation, ItemRef::part(POUF)), Some(OptionStatus::Impossible));
    let pouf = disabled(&evaluation, ItemRef::part(POUF));
    assert_eq!(pouf.because, vec![ItemRef::model(OSLO)]);
    assert_eq!(pouf.rule_ids, ["pouf-tessuto", "oslo"]);
    assert_eq!(
        italian(&pouf.reason),
        "Non disponibile con Modello Oslo: Pouf richiede Pouf · Tessuto Lino o Pouf · Tessuto Velluto; \
         Modello Oslo esclude Tessuto Lino e Tessuto Velluto."
    );
    // the smallest way out: another model, which Lineari does not have
    assert_eq!(pouf.freed_by, vec![ItemRef::product_type(LINEARI), ItemRef::model(OSLO)]);
    // in their place Bergen, of Angolari, started over as the wizard does on a model change, with the pouf:
    // 120,000 + frame 20,000 + pouf 15,000, less 12%
    let repair = pouf.repair.as_ref().unwrap();
    assert_eq!(repair.instead, vec![ItemRef::product_type(ANGOLARI), ItemRef::model(BERGEN)]);
    assert_eq!(repair.grand_total, 136_400);
    // the frame's linen and velvet: Oslo alone rules them out
    let lino = disabled(&evaluation, ItemRef::value_on(STRUTTURA, LINO));
    assert_eq!(
        (lino.because.as_slice(), lino.rule_ids.as_slice()),
        (&[ItemRef::model(OSLO)][..], &["oslo".to_owned()][..])
    );
    // what is chosen is chosen; Bergen is another model of another type, so still possible
    assert_eq!(status(&evaluation, ItemRef::model(OSLO)), Some(OptionStatus::Chosen));
    assert_eq!(status(&evaluation, ItemRef::value_on(STRUTTURA, PELLE)), Some(OptionStatus::Chosen));
    assert_eq!(status(&evaluation, ItemRef::product_type(ANGOLARI)), Some(OptionStatus::Possible));
    assert_eq!(status(&evaluation, ItemRef::value_on(STRUTTURA, NOCE)), Some(OptionStatus::Possible));
    // disabled lists exactly the impossible ones
    let impossible: Vec<ItemRef> = evaluation
        .states
        .iter()
        .filter(|state| state.status == OptionStatus::Impossible)
        .map(|state| state.item)
        .collect();
    assert_eq!(impossible, evaluation.disabled.iter().map(|off| off.item).collect::<Vec<_>>());

    // On Bergen the pouf is free, and velvet on it is priced
    let bergen = Draft { type_id: Some(ANGOLARI), model_id: Some(BERGEN), ..draft };
    let evaluation = run(&definition, &bergen);
    assert_eq!(status(&evaluation, ItemRef::part(POUF)), Some(OptionStatus::Possible));
}

#[test]
fn a_rule_may_name_a_value_on_one_part() {
    let definition = oslo_without_pouf_fabrics();
    // a linen frame does not satisfy "the pouf in linen or velvet"
    let draft = Draft {
        type_id: Some(ANGOLARI),
        model_id: Some(BERGEN),
        parts: vec![struttura(LINO, ROVERE), pouf(1, PELLE)],
        quantity: 1,
    };
    let evaluation = run(&definition, &draft);
    let violation = only(&evaluation, ViolationCode::RuleRequires);
    assert_eq!(italian(&violation.message), "Con Pouf serve anche: Pouf · Tessuto Lino o Pouf · Tessuto Velluto.");
    // the repair gives up the pouf's leather (the only choice in the way)
    assert_eq!(evaluation.repairs.len(), 1);
    assert_eq!(evaluation.repairs[0].drop, vec![ItemRef::value_on(POUF, PELLE)]);
    let fixed = Draft { parts: vec![struttura(PELLE, ROVERE), pouf(1, VELLUTO)], ..draft };
    assert!(run(&definition, &fixed).valid);
}

#[test]
fn what_every_completion_has_is_implied_and_chains_of_rules_are_followed() {
    // Oslo requires the pouf; the pouf requires oak legs; so walnut is out with Oslo, through two rules
    let definition = rules(vec![
        requires("pouf", vec![ItemRef::model(OSLO)], vec![ItemRef::part(POUF)]),
        excludes("rovere", vec![ItemRef::part(POUF)], vec![ItemRef::feature_value(NOCE)]),
    ]);
    let evaluation = run(&definition, &oslo());
    assert_eq!(status(&evaluation, ItemRef::part(POUF)), Some(OptionStatus::Implied));
    let noce = disabled(&evaluation, ItemRef::value_on(STRUTTURA, NOCE));
    assert_eq!(noce.because, vec![ItemRef::model(OSLO)]);
    assert_eq!(noce.rule_ids, ["pouf", "rovere"]);
    assert_eq!(
        noce.repair.as_ref().map(|repair| repair.drop.clone()),
        Some(vec![ItemRef::product_type(LINEARI), ItemRef::model(OSLO)])
    );
}

#[test]
fn choices_that_already_break_a_rule_are_judged_and_repaired() {
    let definition =
        rules(vec![excludes("no-velluto", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(VELLUTO)])]);
    let draft = Draft { parts: vec![struttura(VELLUTO, ROVERE)], ..oslo() };
    let evaluation = run(&definition, &draft);
    only(&evaluation, ViolationCode::RuleExcludes);
    assert_eq!(evaluation.repairs.len(), 1);
    assert_eq!(evaluation.repairs[0].drop, vec![ItemRef::value_on(STRUTTURA, VELLUTO)]);
    // the options are judged against what the repair keeps: linen is free again
    assert_eq!(status(&evaluation, ItemRef::value_on(STRUTTURA, LINO)), Some(OptionStatus::Possible));
}

#[test]
fn hidden_alternatives_are_never_named() {
    // the only alternative is a part the catalogue does not have (hidden from the company)
    let definition = rules(vec![requires("ghost", vec![ItemRef::part(POUF)], vec![ItemRef::part(999)])]);
    let evaluation = run(&definition, &oslo());
    let pouf = disabled(&evaluation, ItemRef::part(POUF));
    assert!(pouf.because.is_empty());
    assert_eq!(italian(&pouf.reason), "Non disponibile: Pouf richiede una scelta non disponibile per la tua azienda.");
    assert_eq!(pouf.repair, None);
}

#[test]
fn rules_naming_items_outside_the_catalogue_and_empty_rules_are_ignored() {
    let definition = rules(vec![
        excludes("empty", vec![], vec![ItemRef::model(OSLO)]),
        requires("empty-if", vec![], vec![ItemRef::part(POUF)]),
        requires("empty-then", vec![ItemRef::model(OSLO)], vec![]),
        excludes("ghost-if", vec![ItemRef::model(OSLO), ItemRef::part(999)], vec![ItemRef::feature_value(LINO)]),
        excludes("ghost-excluded", vec![ItemRef::model(OSLO)], vec![ItemRef::part(999)]),
    ]);
    let evaluation = run(&definition, &oslo());
    assert!(evaluation.violations.is_empty(), "{:#?}", evaluation.violations);
    assert_eq!(greyed(&evaluation), [ItemRef::part(VECCHIA)]);

    // A requirement none of whose alternatives can be chosen is never met.
    let ghost = rules(vec![requires(
        "ghost-then",
        vec![ItemRef::model(OSLO)],
        vec![ItemRef::part(999), ItemRef::feature_value(-4)],
    )]);
    let violation = only(&run(&ghost, &oslo()), ViolationCode::RuleRequires);
    assert_eq!(
        italian(&violation.message),
        "Con Modello Oslo serve anche: una scelta non disponibile per la tua azienda."
    );

    // Among the alternatives, those in the catalogue still count.
    let partly =
        rules(vec![requires("partly", vec![ItemRef::model(OSLO)], vec![ItemRef::part(999), ItemRef::part(POUF)])]);
    let violation = only(&run(&partly, &oslo()), ViolationCode::RuleRequires);
    assert_eq!(italian(&violation.message), "Con Modello Oslo serve anche: Pouf.");
}

/// Common Italian words and the catalogue labels' Italian prefixes: none may be left in an English message.
const ITALIAN_WORDS: [&str; 22] = [
    " della ",
    " non ",
    " è ",
    "Scegli",
    " perché ",
    " e ",
    " o ",
    " il ",
    " la ",
    " le ",
    " di ",
    " con ",
    " per ",
    " serve ",
    " anche",
    " parte ",
    " pezz",
    " regol",
    " oppure ",
    "Tipologia ",
    "Modello ",
    " n. ",
];

/// Fails when an English message still holds a common Italian word (catalogue names are not checked for).
pub(crate) fn assert_english(message: &str) {
    let padded = format!(" {message} ");
    let found: Vec<&str> = ITALIAN_WORDS.iter().copied().filter(|word| padded.contains(word)).collect();
    assert!(found.is_empty(), "Italian {found:?} in {message:?}");
}

/// What a message says to an Italian reader.
fn italian(said: &Said) -> String {
    said.message.render(Language::It)
}

/// What a message says to an English reader.
fn english(said: &Said) -> String {
    said.message.render(Language::En)
}

fn english_messages(evaluation: &Evaluation) -> Vec<String> {
    evaluation.violations.iter().map(|violation| english(&violation.message)).collect()
}

#[test]
fn violations_speak_english() {
    let nothing = Draft { type_id: None, model_id: None, parts: vec![], quantity: 0 };
    assert_eq!(
        english_messages(&run(&no_rules(), &nothing)),
        ["Choose a type.", "Choose a model.", "The quantity must be between 1 and 1,000,000."]
    );

    let no_frame = Draft { parts: vec![], ..oslo() };
    let violation = only(&run(&no_rules(), &no_frame), ViolationCode::RequiredPartMissing);
    assert_eq!(english(&violation.message), "The part Struttura is required.");

    let mut too_many = oslo();
    too_many.parts[0].quantity = 2;
    too_many.parts[0].values.push(numeric(LARGHEZZA, 85));
    too_many.parts.push(pouf(3, LINO));
    too_many.parts.push(DraftPart { part_id: POUF, quantity: 1, values: vec![] });
    let messages = english_messages(&run(&no_rules(), &too_many));
    assert_eq!(
        messages,
        [
            "Larghezza accepts values from 80 to 300 in steps of 10.",
            "Choose Tessuto for the part Pouf.",
            "The part Struttura needs exactly 1 piece.",
            "The part Pouf allows from 0 to 2 pieces.",
        ]
    );
    messages.iter().map(String::as_str).for_each(assert_english);
}

#[test]
fn rule_messages_speak_english_and_keep_the_admin_message_as_typed() {
    // a requires rule with two alternatives, joined with "or"
    let definition =
        rules(vec![requires("pouf", vec![ItemRef::model(OSLO)], vec![ItemRef::part(POUF), ItemRef::part(CUSCINO)])]);
    let violation = english(&only(&run(&definition, &oslo()), ViolationCode::RuleRequires).message);
    assert_eq!(violation, "With Model Oslo you also need: Pouf or Cuscino.");
    assert_english(&violation);

    // an excludes rule with two conditions, joined with "and"
    let definition = rules(vec![excludes(
        "pelle-rovere",
        vec![ItemRef::model(OSLO), ItemRef::feature_value(PELLE)],
        vec![ItemRef::feature_value(ROVERE)],
    )]);
    let draft = Draft { parts: vec![struttura(PELLE, ROVERE)], ..oslo() };
    let violation = english(&only(&run(&definition, &draft), ViolationCode::RuleExcludes).message);
    assert_eq!(violation, "Gambe Rovere is not compatible with Model Oslo and Tessuto Pelle.");
    assert_english(&violation);

    // a value ruled out: the reason is English, the admin's message kept as typed beside it
    let mut definition =
        rules(vec![excludes("no-velluto", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(VELLUTO)])]);
    definition.rules[0].message = Some("Il velluto non è disponibile su Oslo.".into());
    let evaluation = run(&definition, &oslo());
    let off = disabled(&evaluation, ItemRef::value_on(STRUTTURA, VELLUTO));
    let reason = english(&off.reason);
    assert_eq!(reason, "Not available with Model Oslo: Model Oslo excludes Tessuto Velluto.");
    assert_english(&reason);
    assert_eq!(off.rule_messages, ["Il velluto non è disponibile su Oslo."]);
}

#[test]
fn price_lines_discount_and_quantity() {
    let mut draft = oslo();
    draft.parts[0] = DraftPart {
        part_id: STRUTTURA,
        quantity: 1,
        values: vec![chosen(TESSUTO, VELLUTO), chosen(GAMBE, NOCE), numeric(LARGHEZZA, 120)],
    };
    draft.parts.push(pouf(2, PELLE));
    draft.quantity = 3;
    let evaluation = run(&no_rules(), &draft);
    assert!(evaluation.valid && evaluation.complete, "{:#?}", evaluation.violations);
    let lines: Vec<(&str, Option<ItemRef>, i64, i64, i64)> = evaluation
        .price
        .lines
        .iter()
        .map(|line| (line.label.as_str(), line.item, line.unit_price, line.quantity, line.total))
        .collect();
    assert_eq!(
        lines,
        vec![
            ("Oslo", Some(ItemRef::model(OSLO)), 100_000, 1, 100_000),
            ("Struttura", Some(ItemRef::part(STRUTTURA)), 20_000, 1, 20_000),
            ("Struttura: Tessuto Velluto", Some(ItemRef::feature_value(VELLUTO)), 8_000, 1, 8_000),
            ("Struttura: Gambe Noce", Some(ItemRef::feature_value(NOCE)), -1_500, 1, -1_500),
            // (120 − 80) / 10 = 4 steps of 5 euro.
            ("Struttura: Larghezza 120", None, 2_000, 1, 2_000),
            ("Pouf", Some(ItemRef::part(POUF)), 15_000, 2, 30_000),
            ("Pouf: Tessuto Pelle", Some(ItemRef::feature_value(PELLE)), 25_000, 2, 50_000),
        ]
    );
    // The totals, the lines being checked above.
    let expected = Price {
        lines: evaluation.price.lines.clone(),
        list_total: 208_500,
        discount_percent: 12,
        discount: 25_020,
        net_total: 183_480,
        quantity: 3,
        grand_total: 550_440,
    };
    assert_eq!(evaluation.price, expected);
}

#[test]
fn discount_rounds_half_away_from_zero() {
    let priced = |base_price: i64, discount_percent: i32| {
        let mut catalogue = divani();
        catalogue.models[0].base_price = base_price;
        catalogue.parts[0].price = 0;
        catalogue.discount_percent = discount_percent;
        evaluate(&no_rules(), &CatalogueIndex::new(&catalogue), &oslo()).price
    };
    let price = priced(999, 12);
    assert_eq!((price.list_total, price.discount, price.net_total), (999, 120, 879)); // 119.88
    let price = priced(1, 50);
    assert_eq!((price.discount, price.net_total), (1, 0)); // 0.5
    let price = priced(-1, 50);
    assert_eq!((price.discount, price.net_total), (-1, 0)); // −0.5
    let price = priced(1_004, 12);
    assert_eq!(price.discount, 120); // 120.48
    let price = priced(1_000, 0);
    assert_eq!((price.discount, price.grand_total), (0, 1_000));
}

#[test]
fn a_negative_delta_lowers_the_list_total() {
    let rovere = run(&no_rules(), &oslo()).price.list_total;
    let noce = run(&no_rules(), &Draft { parts: vec![struttura(LINO, NOCE)], ..oslo() }).price.list_total;
    assert_eq!(rovere - noce, 1_500);
}

#[test]
fn huge_numbers_do_not_panic() {
    let mut catalogue = divani();
    catalogue.models[0].base_price = i64::MAX;
    catalogue.parts[0].price = i64::MIN;
    catalogue.values[0].price_delta = i64::MAX;
    catalogue.features[2].unit_price = Some(i64::MAX);
    catalogue.features[2].numeric_max = None;
    catalogue.discount_percent = i32::MAX;
    let index = CatalogueIndex::new(&catalogue);
    let mut draft = oslo();
    draft.quantity = i64::MAX;
    draft.parts[0].quantity = i64::MAX;
    draft.parts[0].values.push(numeric(LARGHEZZA, i64::MAX - 7));
    draft.parts.extend([pouf(i64::MAX, LINO), pouf(i64::MAX, LINO), pouf(i64::MIN, LINO)]);
    let evaluation = evaluate(&no_rules(), &index, &draft);
    assert!(!evaluation.valid);
    assert_eq!(evaluation.price.lines[0].total, i64::MAX);
    assert_eq!(evaluation.price.lines[1].total, i64::MIN);
    assert_eq!(evaluation.price.quantity, i64::MAX);

    for quantity in [i64::MAX, i64::MIN] {
        let price = run(&no_rules(), &Draft { quantity, ..oslo() }).price;
        assert_eq!(price.grand_total, if quantity > 0 { i64::MAX } else { i64::MIN });
    }
}

#[test]
fn an_empty_catalogue_makes_everything_unknown() {
    let index = CatalogueIndex::new(&Catalogue::default());
    let mut draft = oslo();
    draft.parts.push(DraftPart { part_id: -5, quantity: 1, values: vec![chosen(-1, -1)] });
    let definition = rules(vec![excludes("x", vec![ItemRef::model(OSLO)], vec![ItemRef::part(-5)])]);
    let evaluation = evaluate(&definition, &index, &draft);
    assert_eq!(codes(&evaluation), ["unknown_item", "unknown_item", "unknown_item", "unknown_item"]);
    assert_eq!(evaluation.price.list_total, 0);
    assert!(evaluation.disabled.is_empty());
}

#[test]
fn evaluation_serialises_for_the_api() {
    let definition =
        rules(vec![excludes("no-velluto", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(VELLUTO)])]);
    let draft = Draft { parts: vec![struttura(VELLUTO, ROVERE)], ..oslo() };
    let evaluation = run(&definition, &draft);
    let json = serde_json::to_value(&evaluation).unwrap();
    assert_eq!(json["violations"][0]["code"], "rule_excludes");
    assert_eq!(json["violations"][0]["message"], "Tessuto Velluto non è compatibile con Modello Oslo.");
    let spoken = serde_json::to_value(evaluation.spoken(Language::En)).unwrap();
    assert_eq!(spoken["violations"][0]["message"], "Tessuto Velluto is not compatible with Model Oslo.");
    // the part no longer offered
    assert_eq!(spoken["disabled"][0]["reason"], "Not available to your company.");
    assert_eq!(json["violations"][0]["ruleId"], "no-velluto");
    assert_eq!(json["price"]["listTotal"], 128_000);
    assert_eq!(json["price"]["lines"][0]["item"]["kind"], "model");
    assert_eq!(json["price"]["grandTotal"], 112_640);
}

// ---------------------------------------------------------------------------------------------------------
// The price range of what remains (the brute-force check is in explore_tests.rs).

fn range_of(definition: &Definition, draft: &Draft) -> (i64, i64, Draft) {
    let range = run(definition, draft).price_range.unwrap();
    assert!(range.exact);
    (range.min, range.max, range.cheapest)
}

#[test]
fn the_range_of_a_model_runs_from_its_cheapest_to_its_dearest_completion_after_discount() {
    let started = Draft { parts: vec![DraftPart { part_id: STRUTTURA, quantity: 1, values: vec![] }], ..oslo() };
    let (min, max, cheapest) = range_of(&no_rules(), &started);
    // 100,000 + 20,000 on walnut legs (−1,500), less 12 %
    assert_eq!(min, 104_280);
    // + leather (25,000) + the widest frame (22 steps of 500) + a leather pouf (15,000 + 25,000), less 12 %
    assert_eq!(max, 172_480);
    let frame = &cheapest.parts[0];
    assert_eq!(cheapest.parts.len(), 1, "no pouf in the cheapest: {cheapest:?}");
    assert_eq!(frame.values, vec![chosen(TESSUTO, LINO), chosen(GAMBE, NOCE)]);
    assert_eq!(run(&no_rules(), &cheapest).price.grand_total, min);
}

#[test]
fn the_range_keeps_the_choices_and_follows_the_rules() {
    let no_linen_on_walnut =
        rules(vec![excludes("lino-noce", vec![ItemRef::feature_value(LINO)], vec![ItemRef::feature_value(NOCE)])]);
    let started = Draft { parts: vec![DraftPart { part_id: STRUTTURA, quantity: 1, values: vec![] }], ..oslo() };
    // linen on oak (120,000) is now cheaper than velvet on walnut (126,500)
    let (min, _, cheapest) = range_of(&no_linen_on_walnut, &started);
    assert_eq!(min, 105_600);
    assert_eq!(cheapest.parts[0].values, vec![chosen(TESSUTO, LINO), chosen(GAMBE, ROVERE)]);
    // velvet chosen: walnut is the cheaper leg again; three sofas
    let velvet = Draft {
        parts: vec![DraftPart { part_id: STRUTTURA, quantity: 1, values: vec![chosen(TESSUTO, VELLUTO)] }],
        quantity: 3,
        ..oslo()
    };
    let (min, max, cheapest) = range_of(&no_linen_on_walnut, &velvet);
    assert_eq!(min, 3 * 111_320); // 126,500 less 12 %
    assert_eq!(cheapest.parts[0].values, vec![chosen(TESSUTO, VELLUTO), chosen(GAMBE, NOCE)]);
    assert_eq!(cheapest.quantity, 3);
    assert_eq!(max, 3 * 172_480 - 3 * 14_960); // leather frame swapped for velvet: 17,000 less, less 12 %
}

#[test]
fn each_option_tells_the_lowest_complete_price_with_it() {
    let started = Draft { parts: vec![DraftPart { part_id: STRUTTURA, quantity: 1, values: vec![] }], ..oslo() };
    let evaluation = run(&no_rules(), &started);
    let lowest = |item: ItemRef| evaluation.states.iter().find(|state| state.item == item).unwrap().lowest;
    // a linen pouf on top of the cheapest Oslo: 120,000 − 1,500 + 15,000, less 12 %
    assert_eq!(lowest(ItemRef::part(POUF)), Some(117_480));
    // the corner sofas start over: Bergen, its frame on walnut legs, 138,500 less 12 %
    assert_eq!(lowest(ItemRef::product_type(ANGOLARI)), Some(121_880));
    // the chosen model's is the range's; leather on the frame: 100,000 + 20,000 + 25,000 − 1,500, less 12 %
    assert_eq!(lowest(ItemRef::model(OSLO)), Some(104_280));
    assert_eq!(lowest(ItemRef::value_on(STRUTTURA, PELLE)), Some(126_280));
}

#[test]
fn a_pin_narrows_every_step_to_what_can_have_it_in_any_order() {
    let no_velvet_oslo =
        rules(vec![excludes("oslo-velluto", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(VELLUTO)])]);
    let space = Space::build(&no_velvet_oslo, &divani());
    let velvet = Pins::items(vec![ItemRef::feature_value(VELLUTO)]);
    let state = |evaluation: &Evaluation, item: ItemRef| {
        evaluation.states.iter().find(|state| state.item == item).map(|state| state.status).unwrap()
    };
    // velvet first, nothing chosen: the straight sofas cannot have it, so only the corner type is offered
    let first = click(&space, &Draft::default(), &velvet);
    assert_eq!(state(&first, ItemRef::product_type(LINEARI)), OptionStatus::Impossible);
    assert_eq!(state(&first, ItemRef::product_type(ANGOLARI)), OptionStatus::Possible);
    let greyed = first.disabled.iter().find(|off| off.item == ItemRef::product_type(LINEARI)).unwrap();
    assert_eq!(greyed.because, velvet.items, "the pin is the reason");
    assert_eq!(greyed.rule_ids, ["oslo-velluto"]);
    // the range is of velvet sofas: Bergen's frame in velvet on walnut, less 12 %
    let range = first.price_range.as_ref().unwrap();
    assert_eq!(range.min, 88 * (120_000 + 20_000 + 8_000 - 1_500) / 100);
    assert!(configuration_has(&range.cheapest, VELLUTO));
    // on Bergen, a frame without velvet stays possible while the pouf can carry it
    let bergen = Draft {
        type_id: Some(ANGOLARI),
        model_id: Some(BERGEN),
        parts: vec![DraftPart { part_id: STRUTTURA, quantity: 1, values: vec![] }],
        quantity: 1,
    };
    let on_bergen = click(&space, &bergen, &velvet);
    assert_eq!(state(&on_bergen, ItemRef::value_on(STRUTTURA, LINO)), OptionStatus::Possible);
    // a pin is never chosen by itself, and the judgement of the draft does not change
    assert_eq!(state(&on_bergen, ItemRef::value_on(STRUTTURA, VELLUTO)), OptionStatus::Possible);
    assert_eq!(on_bergen.violations, click(&space, &bergen, &Pins::default()).violations);
    // a pinned model is implied, not chosen, until the user picks it
    let corner = Draft { type_id: Some(ANGOLARI), ..Draft::default() };
    let pinned_bergen = click(&space, &corner, &Pins::items(vec![ItemRef::model(BERGEN)]));
    assert_eq!(state(&pinned_bergen, ItemRef::model(BERGEN)), OptionStatus::Implied);
}

#[test]
fn a_pin_no_configuration_has_with_the_choices_is_named_in_the_repair() {
    let no_velvet_oslo =
        rules(vec![excludes("oslo-velluto", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(VELLUTO)])]);
    let space = Space::build(&no_velvet_oslo, &divani());
    let evaluation = click(&space, &oslo(), &Pins::items(vec![ItemRef::feature_value(VELLUTO)]));
    assert!(evaluation.price_range.is_none());
    let repair = &evaluation.repairs[0];
    assert_eq!(repair.drop, vec![ItemRef::feature_value(VELLUTO)], "release the pin, keep Oslo");
}

fn configuration_has(draft: &Draft, value_id: i64) -> bool {
    draft.parts.iter().flat_map(|entry| &entry.values).any(|value| value.value_id == Some(value_id))
}

#[test]
fn with_nothing_chosen_the_range_spans_every_model() {
    let (min, max, cheapest) = range_of(&no_rules(), &Draft::default());
    assert_eq!(min, 104_280); // Oslo, as above
    assert_eq!(cheapest.model_id, Some(OSLO));
    // Bergen: 120,000 + a leather frame 20,000 + 25,000 + 11,000 + a leather pouf 40,000 + a cushion 3,000
    assert_eq!(max, 192_720);
}

#[test]
fn choices_that_admit_no_configuration_have_no_range() {
    let no_linen = rules(vec![excludes("no-lino", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(LINO)])]);
    assert!(run(&no_linen, &oslo()).price_range.is_none());
    // a pouf in leather would satisfy "Oslo requires leather" beside a linen frame: that range exists
    let leather = rules(vec![requires("pelle", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(PELLE)])]);
    let (min, _, cheapest) = range_of(&leather, &oslo());
    assert_eq!(min, 88 * (120_000 + 15_000 + 25_000) / 100);
    assert_eq!(cheapest.parts[1], pouf(1, PELLE));
}

// ---------------------------------------------------------------------------------------------------------
// Properties on random catalogues, definitions and drafts.

fn item_ref() -> impl Strategy<Value = ItemRef> {
    (
        prop_oneof![Just(ItemKind::Type), Just(ItemKind::Model), Just(ItemKind::Part), Just(ItemKind::FeatureValue)],
        -1..5i64,
    )
        .prop_map(|(kind, id)| ItemRef::new(kind, id))
}

fn money() -> impl Strategy<Value = i64> {
    prop_oneof![8 => -2_000..50_000i64, 1 => any::<i64>()]
}

fn count() -> impl Strategy<Value = i64> {
    prop_oneof![8 => -1..4i64, 1 => any::<i64>()]
}

fn random_catalogue() -> impl Strategy<Value = Catalogue> {
    let types = prop::collection::vec((0..4i64, prop::bool::weighted(0.85)), 0..4).prop_map(|rows| {
        rows.into_iter().map(|(id, active)| TypeItem { id, name: format!("T{id}"), active }).collect()
    });
    let models =
        prop::collection::vec((0..6i64, 0..4i64, money(), prop::bool::weighted(0.85)), 0..6).prop_map(|rows| {
            rows.into_iter()
                .map(|(id, type_id, base_price, active)| ModelItem {
                    id,
                    type_id,
                    code: format!("M{id}"),
                    name: format!("M{id}"),
                    base_price,
                    active,
                })
                .collect()
        });
    let model_parts = prop::collection::vec((0..6i64, 0..8i64, any::<bool>(), -1..3i64, 0..5i64, 0..3i64), 0..14)
        .prop_map(|rows| {
            rows.into_iter()
                .map(|(model_id, part_id, required, min, max, default)| ModelPartItem {
                    model_id,
                    part_id,
                    required,
                    min_quantity: min,
                    max_quantity: max,
                    default_quantity: default,
                })
                .collect()
        });
    let parts = prop::collection::vec(
        (0..8i64, money(), prop::bool::weighted(0.85), prop::collection::vec((0..6i64, any::<bool>()), 0..3)),
        0..8,
    )
    .prop_map(|rows| {
        rows.into_iter()
            .map(|(id, price, active, features)| PartItem {
                id,
                name: format!("P{id}"),
                price,
                active,
                features: features
                    .into_iter()
                    .map(|(feature_id, required)| PartFeatureItem { feature_id, required })
                    .collect(),
            })
            .collect()
    });
    let features = prop::collection::vec(
        (
            0..6i64,
            prop::bool::weighted(0.7),
            prop::option::of(-5..100i64),
            prop::option::of(0..300i64),
            prop::option::of(-1..20i64),
            prop::option::of(money()),
        ),
        0..6,
    )
    .prop_map(|rows| {
        rows.into_iter()
            .map(|(id, is_choice, numeric_min, numeric_max, numeric_step, unit_price)| FeatureItem {
                id,
                name: format!("F{id}"),
                kind: if is_choice { FeatureKind::Choice } else { FeatureKind::Numeric },
                numeric_min,
                numeric_max,
                numeric_step,
                unit_price,
                numeric_unit: None,
            })
            .collect()
    });
    let values =
        prop::collection::vec((0..10i64, 0..6i64, money(), prop::bool::weighted(0.85)), 0..12).prop_map(|rows| {
            rows.into_iter()
                .map(|(id, feature_id, price_delta, active)| ValueItem {
                    id,
                    feature_id,
                    label: format!("V{id}"),
                    price_delta,
                    active,
                })
                .collect()
        });
    (types, models, model_parts, parts, features, values, -10..120i32).prop_map(
        |(types, models, model_parts, parts, features, values, discount_percent)| Catalogue {
            types,
            models,
            model_parts,
            parts,
            features,
            values,
            discount_percent,
            english: Default::default(),
        },
    )
}

fn random_definition() -> impl Strategy<Value = Definition> {
    let rule = (
        any::<bool>(),
        prop::collection::vec(item_ref(), 0..4),
        prop::collection::vec(item_ref(), 0..4),
        prop::option::of(Just("Messaggio".to_owned())),
    );
    prop::collection::vec(rule, 0..8).prop_map(|rules| Definition {
        steps: Vec::new(),
        rules: rules
            .into_iter()
            .enumerate()
            .map(|(position, (is_excludes, when, then, message))| Rule {
                id: format!("r{position}"),
                kind: if is_excludes { RuleKind::Excludes } else { RuleKind::Requires },
                when,
                then,
                message,
                message_en: None,
            })
            .collect(),
    })
}

fn random_draft() -> impl Strategy<Value = Draft> {
    let value = (-1..7i64, prop::option::of(-1..11i64), prop::option::of(-10..320i64))
        .prop_map(|(feature_id, value_id, numeric_value)| DraftValue { feature_id, value_id, numeric_value });
    let part = (-1..9i64, count(), prop::collection::vec(value, 0..4))
        .prop_map(|(part_id, quantity, values)| DraftPart { part_id, quantity, values });
    (prop::option::of(-1..5i64), prop::option::of(-1..7i64), prop::collection::vec(part, 0..6), count())
        .prop_map(|(type_id, model_id, parts, quantity)| Draft { type_id, model_id, parts, quantity })
}

/// Moves a random draft towards a complete one, so that the properties see many complete and valid drafts:
/// a usable model and its type, the required parts, a value for every feature. The bits of `knobs` leave
/// some of it undone, to try the bounds: 1 keeps the quantities as they are, 2 leaves out a required part,
/// 4 adds every optional part of the model at quantity `knobs >> 4`.
fn repaired(catalogue: &Catalogue, draft: &Draft, knobs: u8) -> Draft {
    // The first row of an id is the one that counts; a model is usable when it and its type are active.
    let usable = |model: &&ModelItem| {
        catalogue.models.iter().find(|row| row.id == model.id) == Some(*model)
            && model.active
            && catalogue.types.iter().find(|row| row.id == model.type_id).is_some_and(|row| row.active)
    };
    let Some(model) = catalogue
        .models
        .iter()
        .filter(usable)
        .find(|model| Some(model.id) == draft.model_id)
        .or_else(|| catalogue.models.iter().find(usable))
    else {
        return draft.clone();
    };
    let mut parts: Vec<DraftPart> = draft
        .parts
        .iter()
        .filter(|entry| catalogue.model_parts.iter().any(|mp| mp.model_id == model.id && mp.part_id == entry.part_id))
        .cloned()
        .collect();
    let mut skip_required = knobs & 2 != 0;
    for model_part in catalogue.model_parts.iter().filter(|mp| mp.model_id == model.id) {
        if parts.iter().any(|entry| entry.part_id == model_part.part_id) {
            continue;
        }
        if model_part.required && !std::mem::take(&mut skip_required) {
            let quantity = model_part.min_quantity.max(1);
            parts.push(DraftPart { part_id: model_part.part_id, quantity, values: Vec::new() });
        } else if !model_part.required && knobs & 4 != 0 {
            parts.push(DraftPart { part_id: model_part.part_id, quantity: i64::from(knobs >> 4), values: Vec::new() });
        }
    }
    let fit = knobs & 1 == 0;
    for entry in &mut parts {
        let bounds = catalogue.model_parts.iter().find(|mp| mp.model_id == model.id && mp.part_id == entry.part_id);
        entry.quantity = match bounds {
            Some(mp) if fit && entry.quantity > 0 && mp.min_quantity.max(1) <= mp.max_quantity => {
                entry.quantity.clamp(mp.min_quantity.max(1), mp.max_quantity)
            }
            _ if fit => entry.quantity.clamp(0, 3),
            _ => entry.quantity,
        };
        let Some(part) = catalogue.parts.iter().find(|part| part.id == entry.part_id) else { continue };
        for part_feature in &part.features {
            let Some(feature) = catalogue.features.iter().find(|feature| feature.id == part_feature.feature_id) else {
                continue;
            };
            if entry.values.iter().any(|value| value.feature_id == feature.id) {
                continue;
            }
            match feature.kind {
                FeatureKind::Choice => {
                    let active = |value: &&ValueItem| {
                        value.feature_id == feature.id
                            && value.active
                            && catalogue.values.iter().find(|row| row.id == value.id) == Some(*value)
                    };
                    if let Some(value) = catalogue.values.iter().find(active) {
                        entry.values.push(chosen(feature.id, value.id));
                    }
                }
                FeatureKind::Numeric => entry.values.push(numeric(feature.id, feature.numeric_min.unwrap_or(0))),
            }
        }
    }
    Draft { type_id: Some(model.type_id), model_id: Some(model.id), parts, quantity: draft.quantity.clamp(1, 5) }
}

/// A straightforward re-derivation, from the raw catalogue, of what a complete and valid draft must satisfy:
/// every rule holds on the selected items and every model part bound is met.
fn independent_check(catalogue: &Catalogue, definition: &Definition, draft: &Draft) -> Result<(), TestCaseError> {
    let type_row = catalogue.types.iter().find(|row| Some(row.id) == draft.type_id);
    let type_row = type_row.ok_or_else(|| TestCaseError::fail("no type"))?;
    prop_assert!(type_row.active);
    let model = catalogue.models.iter().find(|row| Some(row.id) == draft.model_id);
    let model = model.ok_or_else(|| TestCaseError::fail("no model"))?;
    prop_assert!(model.active && model.type_id == type_row.id);
    prop_assert!((1..=1_000_000).contains(&draft.quantity));

    let mut selected = vec![ItemRef::product_type(type_row.id), ItemRef::model(model.id)];
    for entry in &draft.parts {
        prop_assert!(entry.quantity >= 0);
        let part = catalogue.parts.iter().find(|part| part.id == entry.part_id);
        let part = part.ok_or_else(|| TestCaseError::fail("unknown part"))?;
        prop_assert!(part.active);
        prop_assert!(catalogue.model_parts.iter().any(|mp| mp.model_id == model.id && mp.part_id == part.id));
        if entry.quantity == 0 {
            continue;
        }
        selected.push(ItemRef::part(part.id));
        for value in &entry.values {
            if let Some(value_id) = value.value_id {
                let row = catalogue.values.iter().find(|row| row.id == value_id);
                let row = row.ok_or_else(|| TestCaseError::fail("unknown value"))?;
                prop_assert!(row.active && row.feature_id == value.feature_id);
                selected.push(ItemRef::feature_value(value_id));
            }
        }
        for part_feature in part.features.iter().filter(|part_feature| part_feature.required) {
            prop_assert!(
                entry.values.iter().any(|value| value.feature_id == part_feature.feature_id
                    && (value.value_id.is_some() || value.numeric_value.is_some())),
                "required feature {} without a value",
                part_feature.feature_id
            );
        }
    }

    // Every bound of the model's parts, the first row of each (model, part) being the one that counts.
    let mut seen_parts = Vec::new();
    for model_part in catalogue.model_parts.iter().filter(|mp| mp.model_id == model.id) {
        if seen_parts.contains(&model_part.part_id) {
            continue;
        }
        seen_parts.push(model_part.part_id);
        let total: i128 = draft
            .parts
            .iter()
            .filter(|entry| entry.part_id == model_part.part_id)
            .map(|entry| i128::from(entry.quantity))
            .sum();
        if model_part.required {
            prop_assert!(total >= 1, "required part {} missing", model_part.part_id);
        }
        if total > 0 {
            prop_assert!(
                i128::from(model_part.min_quantity) <= total && total <= i128::from(model_part.max_quantity),
                "part {} at {total}",
                model_part.part_id
            );
        }
    }

    let exists = |item: &ItemRef| match item.kind {
        ItemKind::Type => catalogue.types.iter().any(|row| row.id == item.id),
        ItemKind::Model => catalogue.models.iter().any(|row| row.id == item.id),
        ItemKind::Part => catalogue.parts.iter().any(|row| row.id == item.id),
        ItemKind::FeatureValue => catalogue.values.iter().any(|row| row.id == item.id),
        ItemKind::Feature => false,
    };
    for rule in &definition.rules {
        if rule.when.is_empty() || !rule.when.iter().all(|item| selected.contains(item)) {
            continue;
        }
        match rule.kind {
            RuleKind::Excludes => {
                prop_assert!(!rule.then.iter().any(|item| selected.contains(item)), "rule {} broken", rule.id);
            }
            RuleKind::Requires => prop_assert!(
                rule.then.iter().any(|item| selected.contains(item)) || !rule.then.iter().any(exists),
                "rule {} broken",
                rule.id
            ),
        }
    }
    Ok(())
}

/// Evaluates one case and checks what must always hold; returns whether the engine called it complete and valid.
fn check_case(catalogue: &Catalogue, definition: &Definition, draft: &Draft) -> Result<bool, TestCaseError> {
    // a whole click on any input, however malformed the catalogue: no panic
    let space = Space::build(definition, catalogue);
    let evaluation = click(&space, draft, &Pins::default());
    prop_assert_eq!(evaluation.complete, !evaluation.violations.iter().any(|violation| violation.code.is_missing()));
    prop_assert_eq!(evaluation.valid, evaluation.violations.iter().all(|violation| violation.code.is_missing()));
    let price = &evaluation.price;
    let sum: i128 = price.lines.iter().map(|line| i128::from(line.total)).sum();
    if let Ok(sum) = i64::try_from(sum) {
        prop_assert_eq!(price.list_total, sum);
    }
    for line in &price.lines {
        if let Ok(total) = i64::try_from(i128::from(line.unit_price) * i128::from(line.quantity)) {
            prop_assert_eq!(line.total, total);
        }
    }
    let impossible: Vec<ItemRef> = evaluation
        .states
        .iter()
        .filter(|state| state.status == OptionStatus::Impossible)
        .map(|state| state.item)
        .collect();
    prop_assert_eq!(impossible, evaluation.disabled.iter().map(|off| off.item).collect::<Vec<_>>());
    for off in &evaluation.disabled {
        prop_assert!(!italian(&off.reason).is_empty());
        prop_assert_eq!(
            off.repair.as_ref().map(|repair| &repair.drop),
            (!off.freed_by.is_empty()).then_some(&off.freed_by)
        );
    }
    if evaluation.complete && evaluation.valid {
        independent_check(catalogue, definition, draft)?;
        return Ok(true);
    }
    Ok(false)
}

proptest! {
    #![proptest_config(Config { cases: 4096, failure_persistence: None, ..Config::default() })]

    #[test]
    fn random_inputs_never_panic_and_agree_with_the_independent_check(
        catalogue in random_catalogue(),
        definition in random_definition(),
        draft in random_draft(),
        knobs in any::<u8>(),
    ) {
        check_case(&catalogue, &definition, &draft)?;
        check_case(&catalogue, &definition, &repaired(&catalogue, &draft, knobs))?;
    }
}

#[test]
fn the_property_sees_many_complete_and_valid_drafts() {
    let accepted = AtomicUsize::new(0);
    let mut runner = TestRunner::new(Config { cases: 512, failure_persistence: None, ..Config::default() });
    runner
        .run(&(random_catalogue(), random_definition(), random_draft()), |(catalogue, definition, draft)| {
            if check_case(&catalogue, &definition, &repaired(&catalogue, &draft, 0))? {
                accepted.fetch_add(1, Ordering::Relaxed);
            }
            Ok(())
        })
        .unwrap();
    // A weak floor: the property above must not hold vacuously.
    assert!(accepted.load(Ordering::Relaxed) >= 40, "only {} accepted", accepted.load(Ordering::Relaxed));
}

const PROFONDITA: i64 = 33;

/// The sofas with a depth, a numeric feature only Bergen's cushions offer (40 to 80 cm, 1 € a step of 10).
fn divani_with_depth() -> Catalogue {
    let mut catalogue = divani();
    catalogue.features.push(FeatureItem {
        kind: FeatureKind::Numeric,
        numeric_min: Some(40),
        numeric_max: Some(80),
        numeric_step: Some(10),
        unit_price: Some(100),
        numeric_unit: Some("cm".to_owned()),
        ..choice(PROFONDITA, "Profondità")
    });
    let cushion = catalogue.parts.iter_mut().find(|part| part.id == CUSCINO).unwrap();
    cushion.features.push(feature(PROFONDITA, false));
    catalogue
}

fn target(feature_id: i64, min: Option<i64>, max: Option<i64>) -> Pins {
    Pins { items: Vec::new(), targets: vec![NumericTarget { feature_id, min, max }] }
}

fn state_of(evaluation: &Evaluation, item: ItemRef) -> OptionStatus {
    evaluation.states.iter().find(|state| state.item == item).map(|state| state.status).unwrap()
}

#[test]
fn a_numeric_target_narrows_every_step_to_the_parts_offering_the_feature() {
    let space = Space::build(&no_rules(), &divani_with_depth());
    let deep = target(PROFONDITA, Some(60), None);
    // only Bergen's cushions have a depth: the straight sofas are greyed, the target named as the reason
    let first = click(&space, &Draft::default(), &deep);
    assert_eq!(state_of(&first, ItemRef::product_type(LINEARI)), OptionStatus::Impossible);
    assert_eq!(state_of(&first, ItemRef::product_type(ANGOLARI)), OptionStatus::Possible);
    let greyed = first.disabled.iter().find(|off| off.item == ItemRef::product_type(LINEARI)).unwrap();
    assert_eq!(greyed.because, vec![ItemRef::feature(PROFONDITA)]);
    assert!(italian(&greyed.reason).contains("Profondità ≥ 60 cm"), "{}", italian(&greyed.reason));
    // on Bergen the cushion must come along, and the cheapest completion gives it the least depth allowed
    let bergen = Draft {
        type_id: Some(ANGOLARI),
        model_id: Some(BERGEN),
        parts: vec![DraftPart { part_id: STRUTTURA, quantity: 1, values: vec![] }],
        quantity: 1,
    };
    let on_bergen = click(&space, &bergen, &deep);
    assert_eq!(state_of(&on_bergen, ItemRef::part(CUSCINO)), OptionStatus::Implied);
    let range = on_bergen.price_range.as_ref().unwrap();
    let cushion = range.cheapest.parts.iter().find(|entry| entry.part_id == CUSCINO).unwrap();
    assert_eq!(cushion.values, vec![numeric(PROFONDITA, 60)]);
    // Bergen, a frame in linen on walnut, a cushion 60 cm deep (two steps above 40), less 12 %
    assert_eq!(range.min, 88 * (120_000 + 20_000 - 1_500 + 3_000 + 2 * 100) / 100);
    assert!(range.exact);
    // the cheapest completion is complete and valid as the judgement reads it
    let judged = evaluate(space.definition(), space.catalogue(), &range.cheapest);
    assert!(judged.complete && judged.valid, "{:?}", judged.violations);
}

#[test]
fn a_numeric_target_prices_the_range_within_its_bounds() {
    let space = Space::build(&no_rules(), &divani());
    let free = click(&space, &oslo(), &Pins::default()).price_range.unwrap();
    // the width is optional and costs 5 € a step above 80 cm: free of a target, the lowest leaves it out
    assert_eq!(free.min, 88 * (100_000 + 20_000) / 100);
    let wide = click(&space, &oslo(), &target(LARGHEZZA, Some(205), None)).price_range.unwrap();
    // at least 205 cm is 210 cm on the 10 cm steps: 13 steps above 80
    assert_eq!(wide.min, 88 * (100_000 + 20_000 + 13 * 500) / 100);
    assert_eq!(wide.max, free.max, "the widest is still 300 cm");
    let frame = &wide.cheapest.parts[0];
    assert!(frame.values.contains(&numeric(LARGHEZZA, 210)), "{:?}", frame.values);
    let narrow = click(&space, &oslo(), &target(LARGHEZZA, None, Some(150))).price_range.unwrap();
    // the dearest was 300 cm wide (22 steps above 80); now 150 cm (7 steps)
    assert_eq!(narrow.max, free.max - 88 * (15 * 500) / 100);
    assert_eq!(narrow.min, free.min, "an optional width may still be left out");
}

#[test]
fn a_numeric_target_no_number_meets_is_released_by_the_repair() {
    let space = Space::build(&no_rules(), &divani());
    // the width stops at 300 cm
    let beyond = click(&space, &oslo(), &target(LARGHEZZA, Some(310), None));
    assert!(beyond.price_range.is_none());
    assert_eq!(beyond.repairs[0].drop, vec![ItemRef::feature(LARGHEZZA)]);
    // a width the user typed outside the target: the target gives way, the draft stays as typed
    let mut typed = oslo();
    typed.parts[0].values.push(numeric(LARGHEZZA, 100));
    let outside = click(&space, &typed, &target(LARGHEZZA, Some(200), None));
    assert_eq!(outside.repairs[0].drop, vec![ItemRef::feature(LARGHEZZA)]);
    assert!(outside.valid && outside.complete, "the judgement of the draft ignores targets");
    let inside = click(&space, &typed, &target(LARGHEZZA, Some(90), Some(100)));
    assert!(inside.repairs.is_empty());
}

#[test]
fn a_target_reaches_the_numbers_on_the_features_steps() {
    let width = divani().features.into_iter().find(|feature| feature.id == LARGHEZZA).unwrap();
    let reach = |min, max| NumericTarget { feature_id: LARGHEZZA, min, max }.reachable(&width);
    assert_eq!(reach(Some(205), None), Some((210, Some(300))));
    assert_eq!(reach(None, Some(295)), Some((80, Some(290))));
    assert_eq!(reach(Some(10), Some(85)), Some((80, Some(80))));
    assert_eq!(reach(Some(81), Some(89)), None, "no step between 81 and 89");
    assert_eq!(reach(Some(301), None), None);
    let open = FeatureItem { numeric_max: None, ..width };
    assert_eq!(NumericTarget { feature_id: LARGHEZZA, min: Some(100), max: None }.reachable(&open), Some((100, None)));
}

#[test]
fn a_space_answers_a_repeated_click_as_the_first_and_tells_pins_and_targets_apart() {
    let no_velvet_oslo =
        rules(vec![excludes("oslo-velluto", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(VELLUTO)])]);
    let space = Space::build(&no_velvet_oslo, &divani());
    let asked = [
        Pins::default(),
        Pins::items(vec![ItemRef::feature_value(VELLUTO)]),
        target(LARGHEZZA, Some(200), None),
        Pins::default(),
    ];
    // every answer, the repeated ones from what the space kept, is what a space built afresh answers
    for pins in &asked {
        let kept = click(&space, &Draft::default(), pins);
        let fresh = click(&Space::build(&no_velvet_oslo, &divani()), &Draft::default(), pins);
        assert_eq!(kept.price_range, fresh.price_range, "{pins:?}");
        let lowest = |evaluation: &Evaluation| -> Vec<Option<i64>> {
            evaluation.states.iter().map(|state| state.lowest).collect()
        };
        assert_eq!(lowest(&kept), lowest(&fresh), "{pins:?}");
    }
}

#[test]
fn a_reason_names_a_choice_that_is_also_pinned_once() {
    let no_velvet_oslo =
        rules(vec![excludes("oslo-velluto", vec![ItemRef::model(OSLO)], vec![ItemRef::feature_value(VELLUTO)])]);
    let space = Space::build(&no_velvet_oslo, &divani());
    let evaluation = click(&space, &oslo(), &Pins::items(vec![ItemRef::model(OSLO)]));
    let greyed = evaluation.disabled.iter().find(|off| off.item == ItemRef::value_on(STRUTTURA, VELLUTO)).unwrap();
    assert_eq!(italian(&greyed.reason), "Non disponibile con Modello Oslo: Modello Oslo esclude Tessuto Velluto.");
}

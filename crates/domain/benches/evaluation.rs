//! The evaluation engine on a generated catalogue of 100 parts and 1,000 feature values, with 10 to 10,000
//! rules, the cost of indexing that catalogue, and a whole click of the configuration space at 1,000 rules.
//!
//! `cargo bench -p domain --bench evaluation -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{BatchSize, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use domain::catalogue::FeatureKind;
use domain::configurator::{
    Catalogue, CatalogueIndex, Definition, Draft, DraftPart, DraftValue, FeatureItem, ItemRef, ModelItem,
    ModelPartItem, OptionStatus, PartFeatureItem, PartItem, Pins, Rule, RuleKind, Space, TypeItem, ValueItem, click,
    evaluate,
};

const TYPES: i64 = 2;
const MODELS: i64 = 6;
const PARTS: i64 = 100;
const FEATURES: i64 = 50;
const VALUES_PER_FEATURE: i64 = 20;
const FEATURES_PER_PART: i64 = 5;
const REQUIRED_PARTS: i64 = 5;
const CHOSEN_PARTS: i64 = 20;

// Id ranges, disjoint only for readability.
const PART_BASE: i64 = 1_000;
const FEATURE_BASE: i64 = 2_000;
const VALUE_BASE: i64 = 10_000;

/// A small deterministic generator (xorshift), so that runs compare.
struct Rng(u64);

impl Rng {
    fn below(&mut self, bound: i64) -> i64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        i64::try_from(self.0 % u64::try_from(bound).unwrap_or(1)).unwrap_or(0)
    }
}

fn part_features(part: i64) -> impl Iterator<Item = i64> {
    (0..FEATURES_PER_PART).map(move |k| FEATURE_BASE + (part * FEATURES_PER_PART + k * 7) % FEATURES)
}

fn catalogue() -> Catalogue {
    let types = (0..TYPES).map(|id| TypeItem { id, name: format!("Tipologia {id}"), active: true }).collect();
    let models = (0..MODELS)
        .map(|id| ModelItem {
            id,
            type_id: id % TYPES,
            code: format!("M{id}"),
            name: format!("Modello {id}"),
            base_price: 100_000 + id * 5_000,
            active: true,
        })
        .collect();
    let model_parts = (0..MODELS)
        .flat_map(|model_id| {
            (0..PARTS).map(move |part| ModelPartItem {
                model_id,
                part_id: PART_BASE + part,
                required: part < REQUIRED_PARTS,
                min_quantity: if part < REQUIRED_PARTS { 1 } else { 0 },
                max_quantity: if part < REQUIRED_PARTS { 1 } else { 4 },
                default_quantity: if part < REQUIRED_PARTS { 1 } else { 0 },
            })
        })
        .collect();
    let parts = (0..PARTS)
        .map(|part| PartItem {
            id: PART_BASE + part,
            name: format!("Parte {part}"),
            price: 1_000 + part * 100,
            active: true,
            features: part_features(part)
                .enumerate()
                .map(|(k, feature_id)| PartFeatureItem { feature_id, required: k < 3 })
                .collect(),
        })
        .collect();
    let features = (0..FEATURES)
        .map(|feature| FeatureItem {
            id: FEATURE_BASE + feature,
            name: format!("Caratteristica {feature}"),
            kind: FeatureKind::Choice,
            numeric_min: None,
            numeric_max: None,
            numeric_step: None,
            unit_price: None,
            numeric_unit: None,
        })
        .collect();
    let values = (0..FEATURES)
        .flat_map(|feature| {
            (0..VALUES_PER_FEATURE).map(move |k| ValueItem {
                id: VALUE_BASE + feature * VALUES_PER_FEATURE + k,
                feature_id: FEATURE_BASE + feature,
                label: format!("Valore {k}"),
                price_delta: k * 250 - 1_000,
                active: true,
            })
        })
        .collect();
    Catalogue { types, models, model_parts, parts, features, values, discount_percent: 12, english: Default::default() }
}

/// Model 0 with its required parts and 15 optional ones, each with a value for each of its features.
fn draft() -> Draft {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let parts = (0..CHOSEN_PARTS)
        .map(|index| {
            let part = if index < REQUIRED_PARTS { index } else { REQUIRED_PARTS + (index - REQUIRED_PARTS) * 6 };
            DraftPart {
                part_id: PART_BASE + part,
                quantity: if part < REQUIRED_PARTS { 1 } else { 1 + index % 2 },
                values: part_features(part)
                    .map(|feature_id| {
                        let value_id = VALUE_BASE
                            + (feature_id - FEATURE_BASE) * VALUES_PER_FEATURE
                            + rng.below(VALUES_PER_FEATURE);
                        DraftValue { feature_id, value_id: Some(value_id), numeric_value: None }
                    })
                    .collect(),
            }
        })
        .collect();
    Draft { type_id: Some(0), model_id: Some(0), parts, quantity: 2 }
}

/// `count` rules, half of each kind, with 1–3 conditions and 1–3 consequences over models, parts and values.
fn definition(count: usize) -> Definition {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut item = move || match rng.below(10) {
        0 => ItemRef::model(rng.below(MODELS)),
        1..=3 => ItemRef::part(PART_BASE + rng.below(PARTS)),
        _ => ItemRef::feature_value(VALUE_BASE + rng.below(FEATURES * VALUES_PER_FEATURE)),
    };
    let mut sizes = Rng(0xdead_beef_cafe_f00d);
    let rules = (0..count)
        .map(|position| {
            let when = (0..=sizes.below(3)).map(|_| item()).collect();
            let then = (0..=sizes.below(3)).map(|_| item()).collect();
            Rule {
                id: format!("r{position}"),
                kind: if position % 2 == 0 { RuleKind::Excludes } else { RuleKind::Requires },
                when,
                then,
                message: (position % 4 == 0).then(|| "Combinazione non disponibile.".to_owned()),
                message_en: None,
            }
        })
        .collect();
    Definition { steps: Vec::new(), rules }
}

fn bench_evaluate(c: &mut Criterion) {
    let catalogue = catalogue();
    let index = CatalogueIndex::new(&catalogue);
    let draft = draft();
    let bare = evaluate(&Definition::default(), &index, &draft);
    assert!(bare.complete && bare.valid, "the draft itself must be complete and valid: {:?}", bare.violations);
    let mut group = c.benchmark_group("evaluate");
    for rules in [10usize, 100, 1_000, 10_000] {
        let definition = definition(rules);
        let sample = evaluate(&definition, &index, &draft);
        eprintln!(
            "{rules} rules: {} violations, {} disabled, {} price lines",
            sample.violations.len(),
            sample.disabled.len(),
            sample.price.lines.len()
        );
        group.throughput(Throughput::Elements(rules as u64));
        group.bench_with_input(BenchmarkId::from_parameter(rules), &definition, |b, definition| {
            b.iter(|| evaluate(black_box(definition), black_box(&index), black_box(&draft)))
        });
    }
    group.finish();
}

fn bench_index(c: &mut Criterion) {
    let catalogue = catalogue();
    c.bench_function("catalogue_index/new", |b| b.iter(|| CatalogueIndex::new(black_box(&catalogue))));
}

/// The model step done: the type, model 0 and its required parts, nothing else chosen.
fn model_chosen() -> Draft {
    let parts =
        (0..REQUIRED_PARTS).map(|part| DraftPart { part_id: PART_BASE + part, quantity: 1, values: Vec::new() });
    Draft { type_id: Some(0), model_id: Some(0), parts: parts.collect(), quantity: 1 }
}

/// A whole click at 1,000 rules: the judgement and every option's status, reason and repair from the
/// configuration space, on a draft at the model step and on the full draft; and building the space.
fn bench_click(c: &mut Criterion) {
    let catalogue = catalogue();
    let definition = definition(1_000);
    let space = Space::build(&definition, &catalogue);
    let mut group = c.benchmark_group("click");
    group.sample_size(10);
    for (name, draft) in [("model_chosen", model_chosen()), ("full_draft", draft())] {
        let sample = click(&space, &draft, &Pins::default());
        let impossible = sample.states.iter().filter(|state| state.status == OptionStatus::Impossible).count();
        let range = sample.price_range.as_ref().map(|range| (range.min, range.max, range.exact));
        eprintln!(
            "{name}: {} options, {impossible} impossible, {} violations, {} repairs, price range {range:?}",
            sample.states.len(),
            sample.violations.len(),
            sample.repairs.len()
        );
        // each click on a space built afresh, as the first user at that step: the space keeps proven
        // prices, so repeating the click on one space would time the lookup, not the search
        group.bench_function(name, |b| {
            b.iter_batched(
                || Space::build(&definition, &catalogue),
                |fresh| click(black_box(&fresh), black_box(&draft), &Pins::default()),
                BatchSize::PerIteration,
            )
        });
        // the same click again on one space: what the next user at that step gets
        let repeated = format!("{name}_repeated");
        group.bench_function(&repeated, |b| b.iter(|| click(black_box(&space), black_box(&draft), &Pins::default())));
    }
    group.bench_function("build_space", |b| b.iter(|| Space::build(black_box(&definition), black_box(&catalogue))));
    group.finish();
}

criterion_group!(benches, bench_evaluate, bench_index, bench_click);
criterion_main!(benches);

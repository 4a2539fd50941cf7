//! Builders the domain's unit tests share: a user, the catalogue's items, a published configurator, a saved
//! configuration and the doubles of the ports that serve them, and readers of the errors tests expect.
//! Each test still says what it asserts; only the setup lives here.

use std::fmt::Debug;
use std::sync::Arc;

use chrono::{DateTime, Utc};

use crate::catalogue::{FeatureKind, MockFilterSource};
use crate::configurations::{
    Configuration, ConfigurationService, EVALUATIONS_KEPT, Evaluations, MockConfigurationStore, MockPublicIds,
};
use crate::configurator::{
    Catalogue, CategorySummary, ConfiguratorSummary, Definition, Draft, FeatureItem, ItemRef, MockWizardCatalogue,
    ModelItem, ModelPartItem, PartFeatureItem, PartItem, Rule, RuleKind, TypeItem, ValueItem, WizardConfigurator,
};
use crate::error::{ConflictCode, DomainError};
use crate::users::{Role, User};

/// The company of the tests that need one.
pub(crate) const COMPANY: i64 = 7;

pub(crate) fn user(id: i64, role: Role, company_id: Option<i64>) -> User {
    let epoch = DateTime::<Utc>::UNIX_EPOCH;
    User {
        id,
        email: format!("u{id}@example.com"),
        role,
        first_name: "Anna".into(),
        last_name: "Verdi".into(),
        phone: None,
        locale: "it-IT".into(),
        company_id,
        customer_id: None,
        active: true,
        last_login_at: None,
        created_at: epoch,
        updated_at: epoch,
    }
}

/// An active product type.
pub(crate) fn kind(id: i64, name: &str) -> TypeItem {
    TypeItem { id, name: name.into(), active: true }
}

/// An active model.
pub(crate) fn model(id: i64, type_id: i64, code: &str, name: &str, base_price: i64) -> ModelItem {
    ModelItem { id, type_id, code: code.into(), name: name.into(), base_price, active: true }
}

/// A part of a model; a required one starts at its minimum, an optional one at none.
pub(crate) fn model_part(model_id: i64, part_id: i64, required: bool, min: i64, max: i64) -> ModelPartItem {
    ModelPartItem {
        model_id,
        part_id,
        required,
        min_quantity: min,
        max_quantity: max,
        default_quantity: if required { min } else { 0 },
    }
}

/// An active part with its features.
pub(crate) fn part(id: i64, name: &str, price: i64, features: Vec<PartFeatureItem>) -> PartItem {
    PartItem { id, name: name.into(), price, active: true, features }
}

pub(crate) fn feature(feature_id: i64, required: bool) -> PartFeatureItem {
    PartFeatureItem { feature_id, required }
}

/// A feature chosen from a list of values.
pub(crate) fn choice(id: i64, name: &str) -> FeatureItem {
    FeatureItem {
        id,
        name: name.into(),
        kind: FeatureKind::Choice,
        numeric_min: None,
        numeric_max: None,
        numeric_step: None,
        unit_price: None,
        numeric_unit: None,
    }
}

pub(crate) fn value(id: i64, feature_id: i64, label: &str, price_delta: i64, active: bool) -> ValueItem {
    ValueItem { id, feature_id, label: label.into(), price_delta, active }
}

/// A configurator "Divani" of the category "divani".
/// A rule without a message.
pub(crate) fn excludes(id: &str, when: Vec<ItemRef>, then: Vec<ItemRef>) -> Rule {
    Rule { id: id.into(), kind: RuleKind::Excludes, when, then, message: None, message_en: None }
}

pub(crate) fn requires(id: &str, when: Vec<ItemRef>, then: Vec<ItemRef>) -> Rule {
    Rule { id: id.into(), kind: RuleKind::Requires, when, then, message: None, message_en: None }
}

pub(crate) fn configurator(id: i64, category_id: i64, version: i32, published: bool) -> WizardConfigurator {
    WizardConfigurator {
        summary: ConfiguratorSummary {
            id,
            name: "Divani".into(),
            description: None,
            version,
            category: CategorySummary {
                id: category_id,
                slug: "divani".into(),
                name: "Divani".into(),
                description: None,
                image_url: None,
                active: true,
            },
        },
        definition: Definition::default(),
        published,
    }
}

/// The published configurator 5 of category 1, no company discount, and a catalogue of type 10 with its
/// model 100 "Oslo" at `base_price`, or without any model when `base_price` is `None` (the model has gone).
pub(crate) fn wizard(base_price: Option<i64>) -> MockWizardCatalogue {
    let mut wizard = MockWizardCatalogue::new();
    wizard.expect_version().returning(|| Ok(1));
    wizard.expect_configurator().returning(|_, _| Ok(Some(configurator(5, 1, 1, true))));
    wizard.expect_published().returning(|_, _| Ok(Some(configurator(5, 1, 1, true))));
    wizard.expect_company_discount().returning(|_| Ok(0));
    wizard.expect_catalogue().returning(move |_, _, discount_percent, _| {
        Ok(Arc::new(Catalogue {
            types: vec![kind(10, "Tipo")],
            models: base_price.map(|price| model(100, 10, "M", "Oslo", price)).into_iter().collect(),
            discount_percent,
            ..Catalogue::default()
        }))
    });
    wizard
}

/// Entity filters that hide nothing.
pub(crate) fn no_filters() -> MockFilterSource {
    let mut filters = MockFilterSource::new();
    filters.expect_filters_of().returning(|_| Ok(vec![]));
    filters
}

pub(crate) fn configuration_service(
    store: MockConfigurationStore,
    wizard: MockWizardCatalogue,
    ids: MockPublicIds,
) -> ConfigurationService {
    ConfigurationService {
        store: Arc::new(store),
        wizard: Arc::new(wizard),
        filters: Arc::new(no_filters()),
        ids: Arc::new(ids),
        evaluations: Arc::new(Evaluations::new(EVALUATIONS_KEPT)),
        spaces: Arc::new(crate::configurator::Spaces::new(4)),
    }
}

/// Model 100 of type 10, the one [`wizard`] offers.
pub(crate) fn draft() -> Draft {
    Draft { type_id: Some(10), model_id: Some(100), ..Draft::default() }
}

/// A complete, valid configuration "Salotto" of the company, on configurator 5, saved once without a price.
pub(crate) fn configuration(id: i64, owner_id: i64, owner_name: &str) -> Configuration {
    let epoch = DateTime::<Utc>::UNIX_EPOCH;
    Configuration {
        id,
        public_id: "AAAAAAAAAAAAAAAAAAAAAA".into(),
        owner_id,
        owner_name: owner_name.into(),
        company_id: Some(COMPANY),
        company_name: Some("Arredamenti Rossi".into()),
        customer_id: None,
        customer_name: None,
        configurator_id: Some(5),
        category_id: 1,
        category_slug: "divani".into(),
        category_name: "Divani".into(),
        model_name: Some("Oslo".into()),
        name: "Salotto".into(),
        notes: None,
        draft: draft(),
        saved_grand_total: 0,
        saved_price: None,
        complete: true,
        valid: true,
        copied_from: None,
        version: 1,
        revision: 1,
        request_status: None,
        created_at: epoch,
        updated_at: epoch,
        category_name_en: None,
        model_name_en: None,
    }
}

/// The fields a validation error names; any other answer fails the test.
pub(crate) fn fields<T: Debug>(answer: Result<T, DomainError>) -> Vec<String> {
    match answer {
        Err(DomainError::Validation(errors)) => errors.into_iter().map(|error| error.field).collect(),
        other => panic!("expected a validation error, got {other:?}"),
    }
}

pub(crate) fn is_invalid_transition<T: Debug>(answer: &Result<T, DomainError>) -> bool {
    matches!(answer, Err(DomainError::Conflict { code: ConflictCode::InvalidTransition, .. }))
}

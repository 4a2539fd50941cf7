//! The wizard's reads: a category's published configurator with the catalogue the caller may see, an
//! administrator's preview of any configurator as one company sees it, and the evaluation of a draft
//! (docs/product.md sections 4, 6 and 8).
//!
//! The category answer is cacheable: [`category_version`] says what it depends on, the catalogue version
//! (one counter that every write to the catalogue, the filters, the discounts and the configurators bumps)
//! and the caller's scope, so a revalidation reads that one counter and nothing of the catalogue.

use std::sync::Arc;

use super::cost::price_click;
use super::evaluate::evaluate;
use super::explore::explore;
use super::model::{Catalogue, Definition, Draft, Evaluation, Pins};
use super::space::{Space, Spaces};
use crate::access;
use crate::catalogue::{FilterSource, Visibility, is_slug};
use crate::error::{DomainError, RepoError};
use crate::said::{Engine, Language};
use crate::users::User;

/// The category a configurator belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategorySummary {
    pub id: i64,
    pub slug: String,
    pub name: String,
    pub description: Option<String>,
    pub image_url: Option<String>,
    pub active: bool,
}

/// A configurator as the wizard shows it (its definition travels beside it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfiguratorSummary {
    pub id: i64,
    pub name: String,
    pub description: Option<String>,
    pub version: i32,
    pub category: CategorySummary,
}

/// A stored configurator, for the wizard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WizardConfigurator {
    pub summary: ConfiguratorSummary,
    pub definition: Definition,
    /// Only published configurators are shown to non-administrators.
    pub published: bool,
}

/// Everything the wizard needs in one answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WizardView {
    pub configurator: ConfiguratorSummary,
    pub definition: Definition,
    pub catalogue: Arc<Catalogue>,
}

/// What the wizard reads.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait WizardCatalogue: Send + Sync {
    /// The catalogue version: changes whenever anything that shapes a wizard answer changes.
    fn version(&self) -> Result<i64, RepoError>;
    /// The published configurator of the category with this slug. Every answer with texts of the catalogue
    /// says them in `language` (an English text where it has one, the Italian one otherwise).
    fn published(&self, slug: &str, language: Language) -> Result<Option<WizardConfigurator>, RepoError>;
    /// The categories that have a published configurator, in their sort order.
    fn published_categories(&self, language: Language) -> Result<Vec<CategorySummary>, RepoError>;
    /// Any configurator, whatever its status.
    fn configurator(&self, id: i64, language: Language) -> Result<Option<WizardConfigurator>, RepoError>;
    /// The category's catalogue: items the visibility hides are absent, inactive ones present with
    /// `active: false`. Shared, so that a cache hands out the same catalogue without copying it.
    fn catalogue(
        &self,
        category_id: i64,
        visibility: &Visibility,
        discount_percent: i32,
        language: Language,
    ) -> Result<Arc<Catalogue>, RepoError>;
    /// The company's discount, 0..100 (0 for an unknown company).
    fn company_discount(&self, company_id: i64) -> Result<i32, RepoError>;
    fn company_exists(&self, company_id: i64) -> Result<bool, RepoError>;
}

/// Whose view an answer is: callers with the same scope get the same answer for the same data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Viewer {
    /// The company whose discount applies.
    pub company_id: Option<i64>,
    /// Whether the company's entity filters apply (non-administrators of a company).
    pub filtered: bool,
}

impl Viewer {
    pub fn of(caller: &User) -> Self {
        Self { company_id: caller.company_id, filtered: caller.company_id.is_some() && !caller.is_admin() }
    }

    /// Any user of the company who is not an administrator: what "Prova come azienda" shows.
    pub fn company_user(company_id: i64) -> Self {
        Self { company_id: Some(company_id), filtered: true }
    }
}

/// What a viewer sees and pays: the visibility of the company's filters and its discount.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sight {
    pub visibility: Visibility,
    pub discount_percent: i32,
}

/// The one place where a viewer becomes a visibility and a discount: the wizard (the caller's own view),
/// the administrators' try-out (a company's users' view) and the evaluation of both go through it, so the
/// try-out offers exactly what the company's users are offered.
pub fn sight(viewer: Viewer, wizard: &dyn WizardCatalogue, filters: &dyn FilterSource) -> Result<Sight, DomainError> {
    let company_filters =
        viewer.company_id.filter(|_| viewer.filtered).map(|company| filters.filters_of(company)).transpose()?;
    Ok(Sight {
        visibility: access::catalogue_visibility(company_filters.as_deref()),
        discount_percent: discount_of(viewer.company_id, wizard)?,
    })
}

/// What a category answer depends on besides its slug: the catalogue version and whose view it is, so an
/// administrator and a customer of one company never share an answer, nor do two companies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CategoryVersion {
    pub catalogue: i64,
    pub viewer: Viewer,
    /// The catalogue's texts are said in the reader's language.
    pub language: Language,
}

/// What the category answer depends on at `catalogue_version` (the one the request read with the caller,
/// before anything else, so an answer is never said to be newer than it is). Reads nothing.
pub fn category_version(caller: &User, catalogue_version: i64, slug: &str) -> Result<CategoryVersion, DomainError> {
    if !is_slug(slug) {
        return Err(not_found());
    }
    Ok(CategoryVersion { catalogue: catalogue_version, viewer: Viewer::of(caller), language: caller.language() })
}

/// The answer for a configurator the caller cannot see or that does not exist.
pub(crate) fn not_found() -> DomainError {
    DomainError::NotFound(Engine::ConfiguratorNotFound.into())
}

fn discount_of(company_id: Option<i64>, wizard: &dyn WizardCatalogue) -> Result<i32, DomainError> {
    Ok(match company_id {
        Some(company) => wizard.company_discount(company)?,
        None => 0,
    })
}

/// The published configurator of a category with the caller's catalogue and discount; 404 when the
/// category is unknown, inactive, hidden from the caller or has no published configurator.
pub fn category_view(
    caller: &User,
    slug: &str,
    wizard: &dyn WizardCatalogue,
    filters: &dyn FilterSource,
) -> Result<WizardView, DomainError> {
    if !is_slug(slug) {
        return Err(not_found());
    }
    let language = caller.language();
    let found = wizard.published(slug, language)?.ok_or_else(not_found)?;
    let Sight { visibility, discount_percent } = sight(Viewer::of(caller), wizard, filters)?;
    let category = &found.summary.category;
    if !category.active || !visibility.category(category.id) {
        return Err(not_found());
    }
    let catalogue = wizard.catalogue(category.id, &visibility, discount_percent, language)?;
    Ok(WizardView { configurator: found.summary, definition: found.definition, catalogue })
}

/// Any configurator as `company_id`'s users would see it (administrators only).
pub fn preview(
    caller: &User,
    configurator_id: i64,
    company_id: i64,
    wizard: &dyn WizardCatalogue,
    filters: &dyn FilterSource,
) -> Result<WizardView, DomainError> {
    access::require_admin_previewing(caller, || wizard.company_exists(company_id))?;
    let language = caller.language();
    let found = wizard.configurator(configurator_id, language)?.ok_or_else(not_found)?;
    let Sight { visibility, discount_percent } = sight(Viewer::company_user(company_id), wizard, filters)?;
    let catalogue = wizard.catalogue(found.summary.category.id, &visibility, discount_percent, language)?;
    Ok(WizardView { configurator: found.summary, definition: found.definition, catalogue })
}

/// The configurator a user works with, given the one their wizard was opened on: itself while published;
/// once another was published in its place ("Nuova bozza da questa", then publish), the category's
/// published one, so a wizard opened before the switch keeps evaluating and saving (no downtime). `None`
/// when the category has no published configurator.
pub fn in_service(
    found: WizardConfigurator,
    wizard: &dyn WizardCatalogue,
    language: Language,
) -> Result<Option<WizardConfigurator>, DomainError> {
    if found.published {
        return Ok(Some(found));
    }
    Ok(wizard.published(&found.summary.category.slug, language)?)
}

/// The categories the caller can configure: active, visible through their company's filters, with a
/// published configurator (what the home page offers; any other answers 404 in the wizard).
pub fn offered_categories(
    caller: &User,
    wizard: &dyn WizardCatalogue,
    filters: &dyn FilterSource,
) -> Result<Vec<CategorySummary>, DomainError> {
    let Sight { visibility, .. } = sight(Viewer::of(caller), wizard, filters)?;
    let mut categories = wizard.published_categories(caller.language())?;
    categories.retain(|category| category.active && visibility.category(category.id));
    Ok(categories)
}

/// The most items a click may pin.
pub const MAX_PINS: usize = 20;

/// What one click of the wizard asks: the draft, and the items every configuration must have.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Click {
    pub draft: Draft,
    pub pins: Pins,
}

/// Evaluates a draft against a configurator and the caller's catalogue. Non-administrators may only use
/// a published configurator of a category they see (404 otherwise, as for an unknown one); one replaced
/// since their wizard opened answers for its successor ([`in_service`]).
/// Administrators may evaluate any configurator, and `as_company` evaluates it exactly as that company's
/// users would: its filters and its discount (the "try as a company" of the configurator editor).
/// The answer is a whole click: the judgement and every option's status from the configuration space
/// ([`explore`]), the space kept in `spaces`.
pub fn evaluate_draft(
    caller: &User,
    configurator_id: i64,
    as_company: Option<i64>,
    asked: &Click,
    wizard: &dyn WizardCatalogue,
    filters: &dyn FilterSource,
    spaces: &Spaces,
) -> Result<Evaluation, DomainError> {
    if asked.pins.len() > MAX_PINS {
        return Err(DomainError::validation("pins", Engine::TooManyPins { max: MAX_PINS }));
    }
    check_targets(&asked.pins)?;
    let viewer = match as_company {
        Some(_) if !caller.is_admin() => return Err(DomainError::Forbidden),
        Some(company) if !wizard.company_exists(company)? => {
            return Err(access::company_not_found());
        }
        Some(company) => Viewer::company_user(company),
        None => Viewer::of(caller),
    };
    let Sight { visibility, discount_percent: discount } = sight(viewer, wizard, filters)?;
    let language = caller.language();
    let found = wizard.configurator(configurator_id, language)?.ok_or_else(not_found)?;
    let found = if caller.is_admin() { found } else { in_service(found, wizard, language)?.ok_or_else(not_found)? };
    let category = &found.summary.category;
    if !caller.is_admin() && (!category.active || !visibility.category(category.id)) {
        return Err(not_found());
    }
    let catalogue = wizard.catalogue(category.id, &visibility, discount, language)?;
    Ok(click(&spaces.space(found.summary.id, &found.definition, &catalogue), &asked.draft, &asked.pins))
}

/// A target has a bound, its bounds in order, and its feature no other target.
fn check_targets(pins: &Pins) -> Result<(), DomainError> {
    for (position, target) in pins.targets.iter().enumerate() {
        let message = match (target.min, target.max) {
            (None, None) => Engine::TargetWithoutBound,
            (Some(min), Some(max)) if min > max => Engine::MinimumAboveMaximum,
            _ if pins.targets[..position].iter().any(|earlier| earlier.feature_id == target.feature_id) => {
                Engine::OneTargetPerFeature
            }
            _ => continue,
        };
        return Err(DomainError::validation("targets", message));
    }
    Ok(())
}

/// The judgement of a draft and what the configuration space says of every option, every configuration
/// also having the pinned items (the wizard's "start from any choice").
pub fn click(space: &Space, draft: &Draft, pins: &Pins) -> Evaluation {
    let mut evaluation = evaluate(space.definition(), space.catalogue(), draft);
    explore(space, draft, pins, &mut evaluation);
    price_click(space, draft, pins, &mut evaluation);
    evaluation
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use mockall::predicate::eq;

    use super::*;
    use crate::catalogue::{EntityFilter, EntityKind, FilterMode, MockFilterSource};
    use crate::configurator::{ItemRef, NumericTarget, ViolationCode};
    use crate::testing::{COMPANY, kind, model};
    use crate::users::Role;

    const CATEGORY: i64 = 1;

    fn user(role: Role, company_id: Option<i64>) -> User {
        crate::testing::user(1, role, company_id)
    }

    fn asked(draft: Draft) -> Click {
        Click { draft, pins: Pins::default() }
    }

    fn customer() -> User {
        user(Role::Customer, Some(COMPANY))
    }

    fn admin() -> User {
        user(Role::Admin, None)
    }

    fn configurator(id: i64, published: bool) -> WizardConfigurator {
        crate::testing::configurator(id, CATEGORY, 3, published)
    }

    /// Two types, a model of each: type 10 / model 100 and type 20 / model 200, filtered by `visibility`
    /// the way the adapter does.
    fn catalogue_for(visibility: &Visibility, discount_percent: i32) -> Catalogue {
        let types = [10, 20]
            .into_iter()
            .filter(|id| visibility.product_type(*id, CATEGORY))
            .map(|id| kind(id, &format!("Tipo {id}")))
            .collect();
        let models = [(100, 10), (200, 20)]
            .into_iter()
            .filter(|(id, type_id)| visibility.model(*id, *type_id, CATEGORY))
            .map(|(id, type_id)| model(id, type_id, &format!("M{id}"), &format!("Modello {id}"), 100_000))
            .collect();
        Catalogue { types, models, discount_percent, ..Catalogue::default() }
    }

    fn wizard(found: Option<WizardConfigurator>) -> MockWizardCatalogue {
        let mut wizard = MockWizardCatalogue::new();
        let by_id = found.clone();
        wizard.expect_published().returning(move |_, _| Ok(found.clone()));
        wizard.expect_configurator().returning(move |_, _| Ok(by_id.clone()));
        wizard.expect_company_discount().with(eq(COMPANY)).returning(|_| Ok(12));
        wizard.expect_company_exists().returning(|id| Ok(id == COMPANY));
        wizard
            .expect_catalogue()
            .returning(|_, visibility, discount, _| Ok(Arc::new(catalogue_for(visibility, discount))));
        wizard.expect_version().returning(|| Ok(41));
        wizard
    }

    fn filters(rows: Vec<EntityFilter>) -> MockFilterSource {
        let mut filters = MockFilterSource::new();
        filters.expect_filters_of().with(eq(COMPANY)).returning(move |_| Ok(rows.clone()));
        filters
    }

    fn deny(kind: EntityKind, entity_id: i64) -> EntityFilter {
        EntityFilter { kind, entity_id, mode: FilterMode::Deny }
    }

    fn model_ids(catalogue: &Catalogue) -> Vec<i64> {
        catalogue.models.iter().map(|m| m.id).collect()
    }

    /// The "divani" category, published with configurator 5, as a customer whose company has `rows` sees it.
    #[test]
    fn the_home_offers_the_active_categories_with_a_published_configurator_the_company_sees() {
        let category = |id: i64, active: bool| CategorySummary {
            id,
            slug: format!("c{id}"),
            name: format!("Categoria {id}"),
            description: None,
            image_url: None,
            active,
        };
        let mut wizard = MockWizardCatalogue::new();
        wizard
            .expect_published_categories()
            .returning(move |_| Ok(vec![category(1, true), category(2, false), category(3, true)]));
        wizard.expect_company_discount().returning(|_| Ok(12));
        let ids = |caller: &User, rows: Vec<EntityFilter>| -> Vec<i64> {
            offered_categories(caller, &wizard, &filters(rows)).unwrap().iter().map(|c| c.id).collect()
        };
        assert_eq!(ids(&customer(), vec![]), vec![1, 3], "an inactive category is not offered");
        assert_eq!(
            ids(&customer(), vec![deny(EntityKind::Category, 3)]),
            vec![1],
            "nor one the company's filters hide"
        );
        assert_eq!(ids(&admin(), vec![deny(EntityKind::Category, 3)]), vec![1, 3], "administrators see past filters");
    }

    fn customer_view(rows: Vec<EntityFilter>) -> Result<WizardView, DomainError> {
        category_view(&customer(), "divani", &wizard(Some(configurator(5, true))), &filters(rows))
    }

    #[test]
    fn a_customer_sees_the_catalogue_through_the_company_filters_with_its_discount() {
        let view = customer_view(vec![deny(EntityKind::Model, 200)]).unwrap();
        assert_eq!(view.configurator.id, 5);
        assert_eq!(model_ids(&view.catalogue), [100]);
        assert_eq!(view.catalogue.discount_percent, 12);
    }

    #[test]
    fn an_admin_sees_everything_without_reading_filters() {
        let mut filters = MockFilterSource::new();
        filters.expect_filters_of().never();
        let view = category_view(&admin(), "divani", &wizard(Some(configurator(5, true))), &filters).unwrap();
        assert_eq!(model_ids(&view.catalogue), [100, 200]);
        assert_eq!(view.catalogue.discount_percent, 0);
    }

    #[test]
    fn a_slug_no_category_can_have_is_not_found_before_any_read() {
        let mut wizard = MockWizardCatalogue::new();
        wizard.expect_published().never();
        wizard.expect_version().never();
        for slug in ["a\0b", "Divani", "", "divani/../x"] {
            assert!(matches!(category_version(&customer(), 1, slug), Err(DomainError::NotFound(_))), "{slug:?}");
            let view = category_view(&customer(), slug, &wizard, &filters(vec![]));
            assert!(matches!(view, Err(DomainError::NotFound(_))), "{slug:?}");
        }
    }

    #[test]
    fn a_hidden_inactive_or_unconfigured_category_is_not_found() {
        let hidden = customer_view(vec![deny(EntityKind::Category, CATEGORY)]);
        assert!(matches!(hidden, Err(DomainError::NotFound(_))));

        let mut inactive = configurator(5, true);
        inactive.summary.category.active = false;
        let answer = category_view(&admin(), "divani", &wizard(Some(inactive)), &MockFilterSource::new());
        assert!(matches!(answer, Err(DomainError::NotFound(_))));

        let none = category_view(&customer(), "sedie", &wizard(None), &filters(vec![]));
        assert!(matches!(none, Err(DomainError::NotFound(_))));
    }

    #[test]
    fn preview_is_for_admins_and_shows_the_chosen_company_view_of_any_status() {
        let denied = preview(&customer(), 5, COMPANY, &wizard(Some(configurator(5, false))), &MockFilterSource::new());
        assert_eq!(denied.unwrap_err(), DomainError::Forbidden);

        let view = preview(
            &admin(),
            5,
            COMPANY,
            &wizard(Some(configurator(5, false))),
            &filters(vec![deny(EntityKind::Type, 20)]),
        )
        .unwrap();
        assert_eq!(model_ids(&view.catalogue), [100]);
        assert_eq!(view.catalogue.discount_percent, 12);

        let unknown_company = preview(&admin(), 5, 99, &wizard(Some(configurator(5, false))), &MockFilterSource::new());
        assert!(matches!(unknown_company, Err(DomainError::NotFound(_))));
        let unknown = preview(&admin(), 6, COMPANY, &wizard(None), &filters(vec![]));
        assert!(matches!(unknown, Err(DomainError::NotFound(_))));
    }

    #[test]
    fn evaluating_a_model_hidden_from_the_company_reports_an_unknown_item() {
        let draft = asked(Draft { type_id: Some(20), model_id: Some(200), ..Draft::default() });
        let evaluation = evaluate_draft(
            &customer(),
            5,
            None,
            &draft,
            &wizard(Some(configurator(5, true))),
            &filters(vec![deny(EntityKind::Model, 200)]),
            &Spaces::new(4),
        )
        .unwrap();
        assert!(!evaluation.valid);
        assert!(evaluation.violations.iter().any(|v| v.code == ViolationCode::UnknownItem), "{evaluation:?}");

        // The admin sees the model: priced at its base price.
        let evaluation = evaluate_draft(
            &admin(),
            5,
            None,
            &draft,
            &wizard(Some(configurator(5, true))),
            &MockFilterSource::new(),
            &Spaces::new(4),
        )
        .unwrap();
        assert!(evaluation.violations.iter().all(|v| v.code != ViolationCode::UnknownItem), "{evaluation:?}");
        assert_eq!(evaluation.price.list_total, 100_000);
    }

    #[test]
    fn an_admin_evaluates_as_a_chosen_company_with_its_filters_and_discount() {
        let draft = asked(Draft { type_id: Some(20), model_id: Some(200), ..Draft::default() });
        let as_company = evaluate_draft(
            &admin(),
            5,
            Some(COMPANY),
            &draft,
            &wizard(Some(configurator(5, false))),
            &filters(vec![deny(EntityKind::Model, 200)]),
            &Spaces::new(4),
        )
        .unwrap();
        assert!(as_company.violations.iter().any(|v| v.code == ViolationCode::UnknownItem), "{as_company:?}");
        assert_eq!(as_company.price.discount_percent, 12);

        let refused = evaluate_draft(
            &customer(),
            5,
            Some(COMPANY),
            &draft,
            &wizard(Some(configurator(5, true))),
            &filters(vec![]),
            &Spaces::new(4),
        );
        assert_eq!(refused.unwrap_err(), DomainError::Forbidden);
        let unknown = evaluate_draft(
            &admin(),
            5,
            Some(COMPANY + 1),
            &draft,
            &wizard(Some(configurator(5, true))),
            &filters(vec![]),
            &Spaces::new(4),
        );
        assert!(matches!(unknown, Err(DomainError::NotFound(_))));
    }

    #[test]
    fn only_admins_evaluate_unpublished_configurators() {
        let draft = Click::default();
        // a draft of a category with no published configurator
        let mut unpublished = MockWizardCatalogue::new();
        unpublished.expect_configurator().returning(|id, _| Ok(Some(configurator(id, false))));
        unpublished.expect_published().returning(|_, _| Ok(None));
        unpublished.expect_company_discount().returning(|_| Ok(12));
        let answer = evaluate_draft(&customer(), 5, None, &draft, &unpublished, &filters(vec![]), &Spaces::new(4));
        assert!(matches!(answer, Err(DomainError::NotFound(_))));
        let answer = evaluate_draft(&customer(), 5, None, &draft, &wizard(None), &filters(vec![]), &Spaces::new(4));
        assert!(matches!(answer, Err(DomainError::NotFound(_))));
        let answer = evaluate_draft(
            &admin(),
            5,
            None,
            &draft,
            &wizard(Some(configurator(5, false))),
            &MockFilterSource::new(),
            &Spaces::new(4),
        );
        assert!(!answer.unwrap().complete);
    }

    #[test]
    fn a_wizard_opened_on_a_replaced_configurator_evaluates_with_its_published_successor() {
        let mut replaced = configurator(5, false);
        replaced.definition.rules.clear();
        let mut successor = configurator(6, true);
        successor.definition.steps.truncate(1);
        let (old, new) = (replaced.clone(), successor.clone());
        assert_eq!(in_service(old.clone(), &wizard(Some(new.clone())), Language::It).unwrap(), Some(new.clone()));
        assert_eq!(
            in_service(new.clone(), &wizard(None), Language::It).unwrap(),
            Some(new),
            "a published one serves itself"
        );
        assert_eq!(
            in_service(old, &wizard(None), Language::It).unwrap(),
            None,
            "none when the category has none published"
        );
        // a customer's evaluation on the replaced one answers (with the successor), not 404
        let mut switched = MockWizardCatalogue::new();
        switched.expect_configurator().returning(move |_, _| Ok(Some(replaced.clone())));
        switched.expect_published().returning(move |_, _| Ok(Some(successor.clone())));
        switched.expect_company_discount().returning(|_| Ok(12));
        switched
            .expect_catalogue()
            .returning(|_, visibility, discount, _| Ok(Arc::new(catalogue_for(visibility, discount))));
        let evaluation =
            evaluate_draft(&customer(), 5, None, &Click::default(), &switched, &filters(vec![]), &Spaces::new(4))
                .unwrap();
        assert!(!evaluation.complete);
    }

    /// The try-out and the wizard go through one function: for every set of filters, what an administrator
    /// trying the configurator as the company sees (catalogue, discount, evaluation) is what the company's
    /// customer sees.
    #[test]
    fn the_try_out_as_a_company_sees_and_evaluates_exactly_what_its_users_do() {
        let filter_sets = vec![
            vec![],
            vec![deny(EntityKind::Model, 200)],
            vec![deny(EntityKind::Type, 10)],
            vec![EntityFilter { kind: EntityKind::Model, entity_id: 100, mode: FilterMode::Allow }],
        ];
        let drafts = [
            Draft::default(),
            Draft { type_id: Some(10), model_id: Some(100), ..Draft::default() },
            Draft { type_id: Some(20), model_id: Some(200), ..Draft::default() },
        ];
        for rows in filter_sets {
            let wizard = wizard(Some(configurator(5, true)));
            let as_user = category_view(&customer(), "divani", &wizard, &filters(rows.clone())).unwrap();
            let tried = preview(&admin(), 5, COMPANY, &wizard, &filters(rows.clone())).unwrap();
            assert_eq!(as_user.catalogue, tried.catalogue, "{rows:?}");
            assert_eq!(
                sight(Viewer::of(&customer()), &wizard, &filters(rows.clone())).unwrap(),
                sight(Viewer::company_user(COMPANY), &wizard, &filters(rows.clone())).unwrap()
            );
            for draft in &drafts {
                let by_user = evaluate_draft(
                    &customer(),
                    5,
                    None,
                    &asked(draft.clone()),
                    &wizard,
                    &filters(rows.clone()),
                    &Spaces::new(4),
                )
                .unwrap();
                let by_try = evaluate_draft(
                    &admin(),
                    5,
                    Some(COMPANY),
                    &asked(draft.clone()),
                    &wizard,
                    &filters(rows.clone()),
                    &Spaces::new(4),
                )
                .unwrap();
                assert_eq!(by_user, by_try, "{rows:?} {draft:?}");
            }
        }
    }

    #[test]
    fn the_version_names_the_catalogue_and_separates_scopes() {
        let version = |caller: &User| category_version(caller, 41, "divani").unwrap();
        let ours = version(&customer());
        assert_eq!(ours.catalogue, 41);
        assert_ne!(ours, version(&user(Role::Customer, Some(8))), "another company");
        // An admin of the same company sees everything: never the customer's view.
        assert_ne!(ours, version(&user(Role::Admin, Some(COMPANY))));
        assert_eq!(ours, version(&user(Role::CustomerManager, Some(7))), "the same company's view");
    }

    #[test]
    fn more_pins_than_a_click_allows_are_refused_before_anything_is_read() {
        let asked = Click { draft: Draft::default(), pins: Pins::items(vec![ItemRef::product_type(10); MAX_PINS + 1]) };
        let answer = evaluate_draft(
            &customer(),
            5,
            None,
            &asked,
            &MockWizardCatalogue::new(),
            &filters(vec![]),
            &Spaces::new(4),
        );
        assert!(matches!(answer, Err(DomainError::Validation(ref fields)) if fields[0].field == "pins"), "{answer:?}");
        let allowed = Click { pins: Pins::items(vec![ItemRef::product_type(10); MAX_PINS]), ..asked };
        let answer = evaluate_draft(
            &customer(),
            5,
            None,
            &allowed,
            &wizard(Some(configurator(5, true))),
            &filters(vec![]),
            &Spaces::new(4),
        );
        assert!(answer.is_ok(), "{answer:?}");
    }

    #[test]
    fn targets_without_a_bound_with_crossed_bounds_or_twice_on_a_feature_are_refused() {
        let refused = |targets: Vec<NumericTarget>| {
            let asked = Click { draft: Draft::default(), pins: Pins { items: Vec::new(), targets } };
            let spaces = Spaces::new(4);
            let answer =
                evaluate_draft(&customer(), 5, None, &asked, &MockWizardCatalogue::new(), &filters(vec![]), &spaces);
            matches!(answer, Err(DomainError::Validation(ref fields)) if fields[0].field == "targets")
        };
        let width = |min, max| NumericTarget { feature_id: 7, min, max };
        assert!(refused(vec![width(None, None)]));
        assert!(refused(vec![width(Some(250), Some(240))]));
        assert!(refused(vec![width(Some(240), None), width(None, Some(260))]));
        // pins and targets count together
        let many = Click {
            draft: Draft::default(),
            pins: Pins { items: vec![ItemRef::product_type(10); MAX_PINS], targets: vec![width(Some(240), None)] },
        };
        let answer =
            evaluate_draft(&customer(), 5, None, &many, &MockWizardCatalogue::new(), &filters(vec![]), &Spaces::new(4));
        assert!(matches!(answer, Err(DomainError::Validation(ref fields)) if fields[0].field == "pins"), "{answer:?}");
    }
}

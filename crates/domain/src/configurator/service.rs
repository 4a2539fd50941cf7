//! The administrators' use cases on configurators: list, read, create, update, delete, publish, archive
//! (docs/api.md "Configurators"). Everything here is admin-only.
//!
//! Statuses: `draft` → `published` → `archived`, and `draft` → `archived`. Only drafts are updated,
//! deleted or published; anything else is 409 `invalid_transition`. The store applies every write only
//! when the row is still in an allowed status (checked under a row lock), so a transition racing another
//! one cannot slip through between the service's read and its write.

use std::collections::HashSet;
use std::sync::Arc;

use super::definition::{
    Configurator, ConfiguratorDraft, ConfiguratorInput, ConfiguratorStatus, attribute_ids, check_shape,
    validate_against,
};
use super::model::{Catalogue, Definition};
use super::rule_check::{CompanySlice, Finding, check, check_slice};
use super::space::{ConfigurationCount, Space};
use crate::access::require_admin;
use crate::audit::Actor;
use crate::catalogue::{ListQuery, ListRequest, Page};
use crate::error::{ConflictCode, DomainError, FieldError, RepoError};
use crate::said::{Engine, Language, Speak};
use crate::users::User;

/// A field the list of configurators sorts by; the first is the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, resource_derive::SortKey)]
pub enum ConfiguratorSort {
    Name,
    Status,
    UpdatedAt,
    PublishedAt,
    CreatedAt,
}

/// The names of the list's sort fields (the API's), the default first.
pub const SORTABLE: &[&str] = ConfiguratorSort::NAMES;

/// The list's filters besides the page, search and sort.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams), into_params(parameter_in = Query))]
pub struct ConfiguratorFilter {
    pub category_id: Option<i64>,
    pub status: Option<ConfiguratorStatus>,
}

/// What a conditional write did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Written<T> {
    Done(T),
    /// No such configurator.
    NotFound,
    /// The configurator is in a status the write does not apply to.
    WrongStatus(ConfiguratorStatus),
}

/// Storage of configurators.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ConfiguratorStore: Send + Sync {
    fn list(&self, query: &ListQuery, filter: &ConfiguratorFilter) -> Result<Page<Configurator>, RepoError>;
    fn get(&self, id: i64) -> Result<Option<Configurator>, RepoError>;
    /// Inserts a draft. Each write records `actor`'s audit entry in its own transaction.
    fn create(&self, draft: &ConfiguratorDraft, actor: &Actor) -> Result<Configurator, RepoError>;
    /// Replaces a draft's fields and bumps its version; only a draft.
    fn update(&self, id: i64, draft: &ConfiguratorDraft, actor: &Actor) -> Result<Written<Configurator>, RepoError>;
    /// Only a draft; `RepoError::InUse` when configurations refer to it.
    fn delete(&self, id: i64, actor: &Actor) -> Result<Written<()>, RepoError>;
    /// Publishes a draft and archives the category's published configurator, in one transaction;
    /// `RepoError::Duplicate` when another publish of the category won a race.
    fn publish(&self, id: i64, actor: &Actor) -> Result<Written<Configurator>, RepoError>;
    /// Archives a draft or a published configurator.
    fn archive(&self, id: i64, actor: &Actor) -> Result<Written<Configurator>, RepoError>;
}

/// The catalogue a definition is checked against.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait CategoryCatalogue: Send + Sync {
    /// The whole catalogue of a category, unfiltered, inactive items included, discount 0; `None` when
    /// the category does not exist.
    fn for_category(&self, category_id: i64) -> Result<Option<Catalogue>, RepoError>;
    /// Which of these attribute ids exist.
    fn existing_attributes(&self, ids: &[i64]) -> Result<Vec<i64>, RepoError>;
    /// The category's catalogue as each company with entity filters sees it (inactive items included).
    fn company_slices(&self, category_id: i64) -> Result<Vec<CompanySlice>, RepoError>;
}

/// A configurator with the findings of the rule check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfiguratorView {
    pub configurator: Configurator,
    pub findings: Vec<Finding>,
    /// How many valid configurations it admits over its category's whole catalogue.
    pub valid_configurations: Option<ConfigurationCount>,
}

impl Speak for ConfiguratorView {
    fn speak(&mut self, language: Language) {
        self.findings.speak(language);
    }
}

/// A draft that may be published, as [`ConfiguratorService::checked_for_publishing`] found it.
struct Checked {
    configurator: Configurator,
    findings: Vec<Finding>,
    catalogue: Option<Catalogue>,
}

pub struct ConfiguratorService {
    pub store: Arc<dyn ConfiguratorStore>,
    pub catalogues: Arc<dyn CategoryCatalogue>,
}

fn not_found() -> DomainError {
    DomainError::NotFound(Engine::ConfiguratorItemNotFound.into())
}

/// What a configurator's status refused: only drafts change, are deleted or published; a new draft comes
/// only from a published configurator; an archived one stays archived.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    Change,
    Delete,
    Publish,
    NewDraft,
    ArchiveAgain,
}

fn invalid_transition(status: ConfiguratorStatus, refused: Refused) -> DomainError {
    DomainError::Conflict {
        code: ConflictCode::InvalidTransition,
        message: Engine::WrongStatus { status, refused }.into(),
    }
}

fn written<T>(written: Written<T>, refused: Refused) -> Result<T, DomainError> {
    match written {
        Written::Done(value) => Ok(value),
        Written::NotFound => Err(not_found()),
        Written::WrongStatus(status) => Err(invalid_transition(status, refused)),
    }
}

fn referenced(err: RepoError) -> DomainError {
    match err {
        RepoError::Referenced(_) => DomainError::validation("categoryId", Engine::NoSuchCategory),
        other => other.into(),
    }
}

impl ConfiguratorService {
    pub fn list(
        &self,
        caller: &User,
        request: ListRequest,
        filter: ConfiguratorFilter,
    ) -> Result<Page<Configurator>, DomainError> {
        require_admin(caller)?;
        let query = ListQuery::parse(request, SORTABLE)?;
        Ok(self.store.list(&query, &filter)?)
    }

    pub fn get(&self, caller: &User, id: i64) -> Result<ConfiguratorView, DomainError> {
        require_admin(caller)?;
        let configurator = self.store.get(id)?.ok_or_else(not_found)?;
        self.view(configurator, None)
    }

    pub fn create(&self, caller: &User, input: ConfiguratorInput) -> Result<ConfiguratorView, DomainError> {
        require_admin(caller)?;
        let (draft, catalogue) = self.validated(input)?;
        let configurator = self.store.create(&draft, &Actor::of(caller)).map_err(referenced)?;
        self.view(configurator, catalogue)
    }

    pub fn update(&self, caller: &User, id: i64, input: ConfiguratorInput) -> Result<ConfiguratorView, DomainError> {
        require_admin(caller)?;
        let current = self.store.get(id)?.ok_or_else(not_found)?;
        if current.status != ConfiguratorStatus::Draft {
            return Err(invalid_transition(current.status, Refused::Change));
        }
        let (draft, catalogue) = self.validated(input)?;
        let configurator =
            written(self.store.update(id, &draft, &Actor::of(caller)).map_err(referenced)?, Refused::Change)?;
        self.view(configurator, catalogue)
    }

    /// "Nuova bozza da questa": a new draft of the same category with a copy of a published
    /// configurator's name, description, steps, rules and help. The published one keeps serving the wizard
    /// until the draft is published, which archives it (docs/product.md section 4).
    pub fn new_draft(&self, caller: &User, id: i64) -> Result<ConfiguratorView, DomainError> {
        require_admin(caller)?;
        let source = self.store.get(id)?.ok_or_else(not_found)?;
        if source.status != ConfiguratorStatus::Published {
            return Err(invalid_transition(source.status, Refused::NewDraft));
        }
        let draft = ConfiguratorDraft {
            category_id: source.category_id,
            name: source.name,
            name_en: source.name_en,
            description: source.description,
            description_en: source.description_en,
            definition: source.definition,
        };
        let configurator = self.store.create(&draft, &Actor::of(caller)).map_err(referenced)?;
        self.view(configurator, None)
    }

    pub fn delete(&self, caller: &User, id: i64) -> Result<(), DomainError> {
        require_admin(caller)?;
        written(self.store.delete(id, &Actor::of(caller))?, Refused::Delete)
    }

    /// Validates the draft again and runs the rule check; refuses with 422 when either finds an error.
    pub fn publish(&self, caller: &User, id: i64) -> Result<ConfiguratorView, DomainError> {
        require_admin(caller)?;
        let Checked { findings, catalogue, .. } = self.checked_for_publishing(id)?;
        let published = match self.store.publish(id, &Actor::of(caller)) {
            Err(RepoError::Duplicate(_)) => {
                return Err(DomainError::conflict(Engine::PublishedConcurrently));
            }
            other => written(other?, Refused::Publish)?,
        };
        let valid_configurations = catalogue.as_ref().map(|catalogue| count(&published.definition, catalogue));
        Ok(ConfiguratorView { configurator: published, findings, valid_configurations })
    }

    /// The draft exactly as [`Self::publish`] would take it (the same 404, 409 and 422), without publishing:
    /// what the publish dry run judges the saved configurations with.
    pub fn publishable(&self, caller: &User, id: i64) -> Result<Configurator, DomainError> {
        require_admin(caller)?;
        Ok(self.checked_for_publishing(id)?.configurator)
    }

    /// A draft whose definition and rule check have no error, with the check's findings and its category's
    /// catalogue.
    fn checked_for_publishing(&self, id: i64) -> Result<Checked, DomainError> {
        let current = self.store.get(id)?.ok_or_else(not_found)?;
        if current.status != ConfiguratorStatus::Draft {
            return Err(invalid_transition(current.status, Refused::Publish));
        }
        let input = ConfiguratorInput {
            category_id: Some(current.category_id),
            name: Some(current.name.clone()),
            name_en: current.name_en.clone(),
            description: current.description.clone(),
            description_en: current.description_en.clone(),
            definition: Some(current.definition.clone()),
        };
        let (draft, mut errors) = check_shape(input);
        let catalogue = self.catalogues.for_category(draft.category_id)?;
        let existing = self.existing_attributes(&draft.definition)?;
        validate_against(&draft, catalogue.as_ref(), &existing, &mut errors);
        let findings = self.findings(&current.definition, current.category_id, catalogue.as_ref())?;
        errors.extend(findings.iter().filter(|finding| finding.is_error()).map(|finding| {
            FieldError::new(finding_field(&current.definition, finding), finding.message.message.clone())
        }));
        if !errors.is_empty() {
            return Err(DomainError::Validation(errors));
        }
        Ok(Checked { configurator: current, findings, catalogue })
    }

    pub fn archive(&self, caller: &User, id: i64) -> Result<ConfiguratorView, DomainError> {
        require_admin(caller)?;
        let archived = written(self.store.archive(id, &Actor::of(caller))?, Refused::ArchiveAgain)?;
        self.view(archived, None)
    }

    fn existing_attributes(&self, definition: &Definition) -> Result<HashSet<i64>, DomainError> {
        let ids = attribute_ids(definition);
        if ids.is_empty() {
            return Ok(HashSet::new());
        }
        Ok(self.catalogues.existing_attributes(&ids)?.into_iter().collect())
    }

    /// The draft and the catalogue of its category, or every problem of the body.
    fn validated(&self, input: ConfiguratorInput) -> Result<(ConfiguratorDraft, Option<Catalogue>), DomainError> {
        let (draft, mut errors) = check_shape(input);
        let catalogue = if draft.category_id > 0 { self.catalogues.for_category(draft.category_id)? } else { None };
        let existing = self.existing_attributes(&draft.definition)?;
        validate_against(&draft, catalogue.as_ref(), &existing, &mut errors);
        if errors.is_empty() { Ok((draft, catalogue)) } else { Err(DomainError::Validation(errors)) }
    }

    /// The rule check over the whole catalogue, then over each company's view of it.
    fn findings(
        &self,
        definition: &Definition,
        category_id: i64,
        catalogue: Option<&Catalogue>,
    ) -> Result<Vec<Finding>, DomainError> {
        let Some(catalogue) = catalogue else { return Ok(Vec::new()) };
        let whole = check(definition, catalogue);
        let mut findings = whole.clone();
        for slice in self.catalogues.company_slices(category_id)? {
            findings.extend(check_slice(definition, &slice, &whole));
        }
        Ok(findings)
    }

    /// The configurator with its findings (against `catalogue` when already loaded).
    fn view(&self, configurator: Configurator, catalogue: Option<Catalogue>) -> Result<ConfiguratorView, DomainError> {
        let catalogue = match catalogue {
            Some(catalogue) => Some(catalogue),
            None => self.catalogues.for_category(configurator.category_id)?,
        };
        let findings = self.findings(&configurator.definition, configurator.category_id, catalogue.as_ref())?;
        let valid_configurations = catalogue.as_ref().map(|catalogue| count(&configurator.definition, catalogue));
        Ok(ConfiguratorView { configurator, findings, valid_configurations })
    }
}

/// Up to this many valid configurations are counted one by one, for at most this long.
const COUNTED_CONFIGURATIONS: u64 = 100_000;
const COUNTING_TIME: std::time::Duration = std::time::Duration::from_millis(300);

/// How many valid configurations the definition admits over the catalogue.
fn count(definition: &Definition, catalogue: &Catalogue) -> ConfigurationCount {
    Space::build(definition, catalogue).count(COUNTED_CONFIGURATIONS, COUNTING_TIME)
}

/// Where a finding points in the definition: its rule, or the definition as a whole.
fn finding_field(definition: &Definition, finding: &Finding) -> String {
    finding
        .rule_id
        .as_ref()
        .and_then(|id| definition.rules.iter().position(|rule| &rule.id == id))
        .map_or_else(|| "definition".to_owned(), |position| format!("definition.rules[{position}]"))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use chrono::{DateTime, Utc};
    use mockall::predicate::{always, eq};

    use super::*;
    use crate::configurator::model::{ItemRef, Rule, Step};
    use crate::testing::{
        choice, excludes, feature, fields, is_invalid_transition, kind, model, model_part, part, value,
    };
    use crate::users::Role;

    fn user(role: Role) -> User {
        crate::testing::user(7, role, None)
    }

    fn admin() -> User {
        user(Role::Admin)
    }

    fn catalogue() -> Catalogue {
        Catalogue {
            types: vec![kind(1, "Lineari")],
            models: vec![model(10, 1, "OSLO", "Oslo", 1)],
            model_parts: vec![model_part(10, 20, true, 1, 1)],
            parts: vec![part(20, "Struttura", 0, vec![feature(30, true)])],
            features: vec![choice(30, "Tessuto")],
            values: vec![value(300, 30, "Lino", 0, true), value(301, 30, "Velluto", 0, true)],
            discount_percent: 0,
            english: Default::default(),
        }
    }

    fn definition(rules: Vec<Rule>) -> Definition {
        Definition {
            steps: vec![
                Step::Model {
                    title: "Modello".into(),
                    help: String::new(),
                    attribute_ids: vec![],
                    help_en: None,
                    title_en: None,
                },
                Step::Parts { title: "Parti".into(), help: String::new(), help_en: None, title_en: None },
                Step::Features {
                    title: "Rivestimento".into(),
                    help: String::new(),
                    feature_ids: vec![30],
                    help_en: None,
                    title_en: None,
                },
                Step::Summary { title: "Riepilogo".into(), help: String::new(), help_en: None, title_en: None },
            ],
            rules,
        }
    }

    fn oslo_velluto() -> Rule {
        excludes("r1", vec![ItemRef::model(10)], vec![ItemRef::feature_value(301)])
    }

    /// Oslo excludes its own required frame: an `unsatisfiable_required` error.
    fn broken() -> Rule {
        excludes("rotta", vec![ItemRef::model(10)], vec![ItemRef::part(20)])
    }

    fn configurator(id: i64, status: ConfiguratorStatus, rules: Vec<Rule>) -> Configurator {
        let epoch = DateTime::<Utc>::UNIX_EPOCH;
        Configurator {
            id,
            category_id: 1,
            category_name: "Divani".into(),
            name: "Divani".into(),
            description: None,
            status,
            definition: definition(rules),
            version: 1,
            published_at: None,
            archived_at: None,
            created_at: epoch,
            updated_at: epoch,
            description_en: None,
            name_en: None,
        }
    }

    fn input(rules: Vec<Rule>) -> ConfiguratorInput {
        ConfiguratorInput {
            category_id: Some(1),
            name: Some("Divani".into()),
            description: None,
            definition: Some(definition(rules)),
            description_en: None,
            name_en: None,
        }
    }

    fn catalogues() -> MockCategoryCatalogue {
        let mut catalogues = MockCategoryCatalogue::new();
        catalogues.expect_for_category().with(eq(1)).returning(|_| Ok(Some(catalogue())));
        catalogues.expect_for_category().returning(|_| Ok(None));
        catalogues.expect_company_slices().returning(|_| Ok(Vec::new()));
        catalogues.expect_existing_attributes().returning(|ids| Ok(ids.to_vec()));
        catalogues
    }

    fn service(store: MockConfiguratorStore) -> ConfiguratorService {
        ConfiguratorService { store: Arc::new(store), catalogues: Arc::new(catalogues()) }
    }

    fn stored(status: ConfiguratorStatus, rules: Vec<Rule>) -> MockConfiguratorStore {
        let mut store = MockConfiguratorStore::new();
        store.expect_get().with(eq(5)).returning(move |id| Ok(Some(configurator(id, status, rules.clone()))));
        store.expect_get().returning(|_| Ok(None));
        store
    }

    #[test]
    fn only_admins_reach_the_store() {
        let mut store = MockConfiguratorStore::new();
        store.expect_list().never();
        store.expect_get().never();
        store.expect_create().never();
        store.expect_update().never();
        store.expect_delete().never();
        store.expect_publish().never();
        store.expect_archive().never();
        let service = service(store);
        for role in [Role::Customer, Role::CustomerManager, Role::AccountManager] {
            let caller = user(role);
            assert_eq!(
                service.list(&caller, ListRequest::default(), ConfiguratorFilter::default()).unwrap_err(),
                DomainError::Forbidden
            );
            assert_eq!(service.get(&caller, 5).unwrap_err(), DomainError::Forbidden);
            assert_eq!(service.create(&caller, input(vec![])).unwrap_err(), DomainError::Forbidden);
            assert_eq!(service.update(&caller, 5, input(vec![])).unwrap_err(), DomainError::Forbidden);
            assert_eq!(service.delete(&caller, 5).unwrap_err(), DomainError::Forbidden);
            assert_eq!(service.publish(&caller, 5).unwrap_err(), DomainError::Forbidden);
            assert_eq!(service.archive(&caller, 5).unwrap_err(), DomainError::Forbidden);
        }
    }

    #[test]
    fn list_validates_the_query_and_passes_the_filter() {
        let mut store = MockConfiguratorStore::new();
        let filter = ConfiguratorFilter { category_id: Some(1), status: Some(ConfiguratorStatus::Draft) };
        store
            .expect_list()
            .withf(move |query, given| query.sort == "updatedAt" && *given == filter)
            .times(1)
            .returning(|query, _| Ok(Page { items: vec![], total: 0, page: query.page, page_size: query.page_size }));
        let service = service(store);
        let request = ListRequest { sort: Some("updatedAt".into()), ..Default::default() };
        assert_eq!(service.list(&admin(), request, filter).unwrap().total, 0);
        let bad = ListRequest { sort: Some("definition".into()), ..Default::default() };
        assert!(matches!(service.list(&admin(), bad, filter), Err(DomainError::BadRequest(_))));
    }

    #[test]
    fn get_answers_findings_and_404_for_an_unknown_id() {
        let service = service(stored(ConfiguratorStatus::Draft, vec![broken()]));
        let view = service.get(&admin(), 5).unwrap();
        assert_eq!(view.configurator.id, 5);
        let codes: Vec<&str> = view.findings.iter().map(|finding| finding.code.as_str()).collect();
        assert_eq!(codes, ["no_valid_configuration"]);
        assert_eq!(view.valid_configurations.map(|count| (count.count, count.exact)), Some((0, true)));
        assert!(matches!(service.get(&admin(), 6), Err(DomainError::NotFound(_))));
    }

    #[test]
    fn create_validates_then_writes_a_draft_and_answers_its_findings() {
        let mut store = MockConfiguratorStore::new();
        store
            .expect_create()
            .withf(|draft, _| draft.category_id == 1 && draft.definition.rules.len() == 1)
            .times(1)
            .returning(|draft, _| Ok(configurator(9, ConfiguratorStatus::Draft, draft.definition.rules.clone())));
        let service = service(store);
        // an error finding does not stop a draft from being saved
        let view = service.create(&admin(), input(vec![broken()])).unwrap();
        assert_eq!(view.configurator.status, ConfiguratorStatus::Draft);
        assert!(view.findings[0].is_error());
    }

    #[test]
    fn create_refuses_invalid_bodies_before_the_store() {
        let mut store = MockConfiguratorStore::new();
        store.expect_create().never();
        let service = service(store);
        let mut unknown = oslo_velluto();
        unknown.then = vec![ItemRef::feature_value(999)];
        assert_eq!(fields(service.create(&admin(), input(vec![unknown]))), ["definition.rules[0].then[0]"]);
        let mut other_category = input(vec![]);
        other_category.category_id = Some(2);
        assert_eq!(fields(service.create(&admin(), other_category)), ["categoryId"]);
    }

    #[test]
    fn updates_apply_to_drafts_only() {
        let mut store = stored(ConfiguratorStatus::Draft, vec![]);
        store.expect_update().with(eq(5), always(), always()).times(1).returning(|id, draft, _| {
            Ok(Written::Done(configurator(id, ConfiguratorStatus::Draft, draft.definition.rules.clone())))
        });
        let service = service(store);
        let view = service.update(&admin(), 5, input(vec![oslo_velluto()])).unwrap();
        assert_eq!(view.configurator.definition.rules.len(), 1);
        // with a single model, Velluto can never be chosen: a warning only
        assert_eq!(view.findings.len(), 1);
        assert_eq!(view.findings[0].code.as_str(), "never_selectable");
        assert!(!view.findings[0].is_error());
        assert!(matches!(service.update(&admin(), 6, input(vec![])), Err(DomainError::NotFound(_))));

        for status in [ConfiguratorStatus::Published, ConfiguratorStatus::Archived] {
            let mut store = stored(status, vec![]);
            store.expect_update().never();
            assert!(is_invalid_transition(&self::service(store).update(&admin(), 5, input(vec![]))));
        }

        // published between the read and the write
        let mut store = stored(ConfiguratorStatus::Draft, vec![]);
        store.expect_update().returning(|_, _, _| Ok(Written::WrongStatus(ConfiguratorStatus::Published)));
        assert!(is_invalid_transition(&self::service(store).update(&admin(), 5, input(vec![]))));
    }

    #[test]
    fn a_new_draft_copies_a_published_configurator_and_leaves_it_published() {
        let mut store = stored(ConfiguratorStatus::Published, vec![oslo_velluto()]);
        store
            .expect_create()
            .withf(|draft, _| {
                draft.category_id == 1 && draft.name == "Divani" && draft.definition == definition(vec![oslo_velluto()])
            })
            .times(1)
            .returning(|draft, _| Ok(configurator(9, ConfiguratorStatus::Draft, draft.definition.rules.clone())));
        store.expect_publish().never();
        store.expect_archive().never();
        let view = service(store).new_draft(&admin(), 5).unwrap();
        assert_eq!((view.configurator.id, view.configurator.status), (9, ConfiguratorStatus::Draft));
        assert_eq!(view.configurator.definition.rules, vec![oslo_velluto()]);

        for status in [ConfiguratorStatus::Draft, ConfiguratorStatus::Archived] {
            let mut store = stored(status, vec![]);
            store.expect_create().never();
            assert!(is_invalid_transition(&service(store).new_draft(&admin(), 5)));
        }
        let mut store = stored(ConfiguratorStatus::Published, vec![]);
        store.expect_create().never();
        assert!(matches!(service(store).new_draft(&admin(), 6), Err(DomainError::NotFound(_))));
        assert_eq!(
            service(MockConfiguratorStore::new()).new_draft(&user(Role::Customer), 5).unwrap_err(),
            DomainError::Forbidden
        );
    }

    #[test]
    fn deletes_apply_to_drafts_only() {
        let mut store = MockConfiguratorStore::new();
        store.expect_delete().with(eq(1), always()).returning(|_, _| Ok(Written::Done(())));
        store
            .expect_delete()
            .with(eq(2), always())
            .returning(|_, _| Ok(Written::WrongStatus(ConfiguratorStatus::Published)));
        store.expect_delete().with(eq(3), always()).returning(|_, _| Ok(Written::NotFound));
        store
            .expect_delete()
            .with(eq(4), always())
            .returning(|_, _| Err(RepoError::InUse(vec![(crate::Holding::Configurations, 2)])));
        let service = service(store);
        service.delete(&admin(), 1).unwrap();
        assert!(is_invalid_transition(&service.delete(&admin(), 2)));
        assert!(matches!(service.delete(&admin(), 3), Err(DomainError::NotFound(_))));
        assert!(matches!(service.delete(&admin(), 4), Err(DomainError::Conflict { code: ConflictCode::InUse, .. })));
    }

    #[test]
    fn publishing_a_clean_draft_publishes_it() {
        let mut store = stored(ConfiguratorStatus::Draft, vec![oslo_velluto()]);
        store.expect_publish().with(eq(5), always()).times(1).returning(|id, _| {
            Ok(Written::Done(configurator(id, ConfiguratorStatus::Published, vec![oslo_velluto()])))
        });
        let view = service(store).publish(&admin(), 5).unwrap();
        assert_eq!(view.configurator.status, ConfiguratorStatus::Published);
    }

    #[test]
    fn publishing_with_an_error_finding_is_refused_and_writes_nothing() {
        let mut store = stored(ConfiguratorStatus::Draft, vec![oslo_velluto(), broken()]);
        store.expect_publish().never();
        let err = service(store).publish(&admin(), 5).unwrap_err();
        match err {
            DomainError::Validation(errors) => {
                assert_eq!(errors.len(), 1);
                assert_eq!(errors[0].field, "definition.rules[1]");
                let message = errors[0].message.render(Language::It);
                assert!(message.contains("Struttura"), "{message}");
            }
            other => panic!("expected 422, got {other:?}"),
        }
    }

    #[test]
    fn only_drafts_are_published_and_a_lost_race_is_a_conflict() {
        for status in [ConfiguratorStatus::Published, ConfiguratorStatus::Archived] {
            let mut store = stored(status, vec![]);
            store.expect_publish().never();
            assert!(is_invalid_transition(&service(store).publish(&admin(), 5)));
        }
        assert!(matches!(
            service(stored(ConfiguratorStatus::Draft, vec![])).publish(&admin(), 6),
            Err(DomainError::NotFound(_))
        ));
        let mut store = stored(ConfiguratorStatus::Draft, vec![]);
        store.expect_publish().returning(|_, _| Err(RepoError::Duplicate("configurators_one_published".into())));
        assert!(matches!(
            service(store).publish(&admin(), 5),
            Err(DomainError::Conflict { code: ConflictCode::Conflict, .. })
        ));
        let mut store = stored(ConfiguratorStatus::Draft, vec![]);
        store.expect_publish().returning(|_, _| Ok(Written::WrongStatus(ConfiguratorStatus::Archived)));
        assert!(is_invalid_transition(&service(store).publish(&admin(), 5)));
    }

    #[test]
    fn drafts_and_published_configurators_are_archived_once() {
        let mut store = MockConfiguratorStore::new();
        store
            .expect_archive()
            .with(eq(1), always())
            .returning(|id, _| Ok(Written::Done(configurator(id, ConfiguratorStatus::Archived, vec![]))));
        store
            .expect_archive()
            .with(eq(2), always())
            .returning(|_, _| Ok(Written::WrongStatus(ConfiguratorStatus::Archived)));
        store.expect_archive().with(eq(3), always()).returning(|_, _| Ok(Written::NotFound));
        let service = service(store);
        assert_eq!(service.archive(&admin(), 1).unwrap().configurator.status, ConfiguratorStatus::Archived);
        assert!(is_invalid_transition(&service.archive(&admin(), 2)));
        assert!(matches!(service.archive(&admin(), 3), Err(DomainError::NotFound(_))));
        let again = service.archive(&admin(), 2).unwrap_err();
        let wrong_status = Engine::WrongStatus { status: ConfiguratorStatus::Archived, refused: Refused::ArchiveAgain };
        assert_eq!(
            again,
            DomainError::Conflict { code: ConflictCode::InvalidTransition, message: wrong_status.into() }
        );
        assert_eq!(again.message().render(Language::En), "The configurator is archived: it cannot be archived again.");
    }
}

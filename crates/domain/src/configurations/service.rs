//! The use cases of saved configurations.

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::sync::Arc;

use super::catalogue_edit::CatalogueEdit;
use super::evaluations::{Assessed, Evaluations};
use super::impact::{IMPACT_BATCH, ImpactExample, PublishImpact, Standing};
use super::{
    Change, Configuration, ConfigurationChangeKind, ConfigurationFilter, ConfigurationInput, ConfigurationStore,
    ConfigurationView, Contents, ExportSnapshot, Judged, ListVersion, NewConfiguration, PublicIds, Removed, Revision,
    RevisionView, Saved, Scope, Side, compare, is_public_id, validate,
};
use crate::access::require_admin;
use crate::catalogue::{FilterSource, ListQuery, ListRequest, Page, SortKey, visibility_for};
use crate::configurator::{
    Catalogue, CatalogueIndex, Configurator, Definition, Draft, DraftPart, Evaluation, Pins, Sight, Spaces, Viewer,
    WizardCatalogue, click, evaluate, in_service, sight,
};
use crate::error::{ConflictCode, DomainError};
use crate::exchange::EXPORT_CHUNK;
use crate::said::{self, Language};
use crate::users::User;
use crate::versions::Versions;

/// A field the list of configurations sorts by; the first is the default (most recently updated first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, resource_derive::SortKey)]
pub enum ConfigurationSort {
    UpdatedAt,
    Name,
    CategoryName,
    CustomerName,
    OwnerName,
    GrandTotal,
}

/// The names of the list's sort fields (the API's), the default first.
pub const SORTABLE: &[&str] = ConfigurationSort::NAMES;

/// The list's query, newest first unless the client asks otherwise.
fn list_query(mut request: ListRequest) -> Result<ListQuery, DomainError> {
    let newest = ConfigurationSort::UpdatedAt.name();
    if request.order.is_none() && request.sort.as_deref().is_none_or(|sort| sort == newest) {
        request.order = Some("desc".into());
    }
    ListQuery::parse(request, SORTABLE)
}

fn not_found() -> DomainError {
    DomainError::NotFound(said::Saved::ConfigurationNotFound.into())
}

fn unavailable_configurator() -> DomainError {
    DomainError::validation("configuratorId", said::Saved::ConfiguratorUnavailable)
}

/// Whose catalogue prices a configuration: its company's (filters and discount), or the whole catalogue
/// without a discount when it has none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct PricedFor {
    pub(super) company_id: Option<i64>,
}

#[derive(Clone)]
pub struct ConfigurationService {
    pub store: Arc<dyn ConfigurationStore>,
    pub wizard: Arc<dyn WizardCatalogue>,
    pub filters: Arc<dyn FilterSource>,
    pub ids: Arc<dyn PublicIds>,
    /// Today's judgements, kept per catalogue version.
    pub evaluations: Arc<Evaluations>,
    /// The configuration spaces the editor's live evaluation asks (shared with the wizard's).
    pub spaces: Arc<Spaces>,
}

/// Catalogues already read and indexed while answering one call (a list page evaluates many rows of few
/// categories: each catalogue is indexed once, not once per row), their texts in the caller's language.
pub(super) struct Catalogues {
    loaded: HashMap<(i64, Option<i64>), CatalogueIndex>,
    /// Edits not saved yet, applied to every catalogue read (what catalogue edits would do).
    edits: Vec<CatalogueEdit>,
    language: Language,
}

impl Catalogues {
    pub(super) fn new(language: Language) -> Self {
        Self::edited(Vec::new(), language)
    }

    /// Catalogues read with `edits` applied.
    pub(super) fn edited(edits: Vec<CatalogueEdit>, language: Language) -> Self {
        Self { loaded: HashMap::new(), edits, language }
    }
}

/// What one answer judges its configurations against: the catalogue version read first, and what was
/// loaded for the rows not judged at that version yet.
struct Judging {
    catalogue_version: i64,
    catalogues: Catalogues,
    definitions: HashMap<String, Option<(i64, Definition)>>,
}

impl ConfigurationService {
    /// The same service reading the catalogue and the companies' filters through these (one request's
    /// view of the kept catalogue, at the version read with its caller).
    pub fn reading(&self, wizard: Arc<dyn WizardCatalogue>, filters: Arc<dyn FilterSource>) -> Self {
        Self { wizard, filters, ..self.clone() }
    }

    pub fn list(
        &self,
        caller: &User,
        request: ListRequest,
        filter: ConfigurationFilter,
    ) -> Result<Page<ConfigurationView>, DomainError> {
        let query = list_query(request)?;
        let mut judging = self.judging(caller.language())?;
        let scope = Scope::for_list(caller, filter.scope)?;
        let page = self.store.list(&scope, &filter, &query)?;
        let items = self.views(page.items, &mut judging)?;
        Ok(Page { items, total: page.total, page: page.page, page_size: page.page_size })
    }

    /// Every row [`Self::list`] pages through, fixed as it is now: an export reads them in chunks with
    /// [`Self::exported`], and a save during the export neither hides a row nor shows one twice. Its rows
    /// name catalogue items in the caller's language.
    pub fn export_snapshot(
        &self,
        caller: &User,
        request: ListRequest,
        filter: &ConfigurationFilter,
    ) -> Result<ExportSnapshot, DomainError> {
        let query = list_query(request)?;
        let scope = Scope::for_list(caller, filter.scope)?;
        let ids = self.store.ids(&scope, filter, &query)?;
        Ok(ExportSnapshot { scope, ids, language: caller.language() })
    }

    /// The snapshot's page `page` (from 1) of [`EXPORT_CHUNK`] rows, judged today as the list judges them;
    /// a row deleted (or moved out of the caller's scope) since the snapshot is left out.
    pub fn exported(&self, snapshot: &ExportSnapshot, page: i64) -> Result<Page<ConfigurationView>, DomainError> {
        let chunk = usize::try_from(EXPORT_CHUNK).unwrap_or(usize::MAX);
        let start = usize::try_from(page.saturating_sub(1)).unwrap_or(0).saturating_mul(chunk);
        let ids = snapshot.ids.get(start..start.saturating_add(chunk).min(snapshot.len())).unwrap_or_default();
        let mut judging = self.judging(snapshot.language)?;
        let items = self.views(self.store.by_ids(&snapshot.scope, ids)?, &mut judging)?;
        let total = i64::try_from(snapshot.len()).unwrap_or(i64::MAX);
        Ok(Page { items, total, page, page_size: EXPORT_CHUNK })
    }

    /// What the page [`Self::list`] would answer for the caller depends on at `versions` (those the request
    /// read with the caller, before anything else), so a page kept under it is served again without reading
    /// it, and a page is never said to be newer than it is. Reads nothing.
    pub fn list_version(
        caller: &User,
        versions: Versions,
        request: ListRequest,
        filter: &ConfigurationFilter,
    ) -> Result<ListVersion, DomainError> {
        let query = list_query(request)?;
        let scope = Scope::for_list(caller, filter.scope)?;
        let Versions { catalogue, configurations, own_configurations } = versions;
        let configurations = if scope == Scope::Own(caller.id) { own_configurations } else { configurations };
        // The page names catalogue items in the caller's language.
        let key = format!("{scope:?} {filter:?} {query:?} {:?}", caller.language());
        Ok(ListVersion { configurations, catalogue, key })
    }

    pub fn get(&self, caller: &User, public_id: &str) -> Result<ConfigurationView, DomainError> {
        let configuration = self.visible(caller, public_id)?;
        self.view(configuration, &mut self.judging(caller.language())?)
    }

    /// [`Self::get`] with the catalogue today's evaluation read (none when the category has no configurator
    /// any more): the names a quote prints beside the price it computed.
    pub fn get_with_catalogue(
        &self,
        caller: &User,
        public_id: &str,
    ) -> Result<(ConfigurationView, Option<CatalogueIndex>), DomainError> {
        let configuration = self.visible(caller, public_id)?;
        let key = (configuration.category_id, configuration.company_id);
        // Judged afresh (a kept judgement would not have read the catalogue; the catalogue itself is cached).
        let mut judging = self.judging(caller.language())?;
        let Assessed { evaluation, stale, changes } = self.assess(&configuration, &mut judging)?;
        let configuration = configuration.in_language(caller.language());
        let view = ConfigurationView { configuration, evaluation, stale, changes };
        Ok((view, judging.catalogues.loaded.remove(&key)))
    }

    /// The parts with their values, within the caller's scope.
    pub fn parts(&self, caller: &User, public_id: &str) -> Result<Vec<DraftPart>, DomainError> {
        Ok(self.visible(caller, public_id)?.draft.parts)
    }

    pub fn create(
        &self,
        caller: &User,
        configurator_id: i64,
        input: ConfigurationInput,
    ) -> Result<ConfigurationView, DomainError> {
        let input = validate(input)?;
        let company_id = self.company_for(caller, input.customer_id, None)?;
        let (configurator_id, found) = self.usable_configurator(caller, configurator_id)?;
        let contents = self.contents(configurator_id, found, PricedFor { company_id }, input, caller.language())?;
        let new = NewConfiguration {
            public_id: self.ids.generate(),
            owner_id: caller.id,
            company_id,
            copied_from: None,
            contents,
        };
        let saved = self.store.create(&new)?;
        self.view(saved, &mut self.judging(caller.language())?)
    }

    /// Saves over `version`; 409 `stale_version` when someone saved in between. The configuration moves to
    /// its category's published configurator.
    pub fn update(
        &self,
        caller: &User,
        public_id: &str,
        version: i32,
        input: ConfigurationInput,
    ) -> Result<ConfigurationView, DomainError> {
        let input = validate(input)?;
        let current = self.visible(caller, public_id)?;
        let company_id = self.company_for(caller, input.customer_id, Some(current.company_id))?;
        let language = caller.language();
        let (configurator_id, definition) =
            self.published_of(&current, language)?.ok_or_else(unavailable_configurator)?;
        let priced = PricedFor { company_id };
        let contents = self.contents(configurator_id, (current.category_id, definition), priced, input, language)?;
        match self.store.update(current.id, version, &contents, caller.id)? {
            Saved::Done(saved) => self.view(*saved, &mut self.judging(language)?),
            Saved::Stale => Err(DomainError::Conflict {
                code: ConflictCode::StaleVersion,
                message: said::Saved::SavedByAnother.into(),
            }),
            Saved::NotFound => Err(not_found()),
        }
    }

    /// A new configuration owned by the caller, in the source's company, pointing to its source and
    /// evaluated today: "Copia di …" (in the caller's own language) with the source's choices, or, with `edited`, what the user changed on
    /// the copy screen, in one save (a refused edit leaves no half-made copy behind).
    pub fn copy(
        &self,
        caller: &User,
        public_id: &str,
        edited: Option<ConfigurationInput>,
    ) -> Result<ConfigurationView, DomainError> {
        let source = self.visible(caller, public_id)?;
        let input = match edited {
            Some(input) => validate(input)?,
            None => ConfigurationInput {
                name: said::Saved::CopyOf { name: source.name.clone() }
                    .render(caller.language())
                    .chars()
                    .take(super::MAX_NAME)
                    .collect(),
                notes: source.notes.clone(),
                customer_id: source.customer_id,
                draft: source.draft.clone(),
            },
        };
        let language = caller.language();
        let (configurator_id, definition) = self
            .published_of(&source, language)?
            .ok_or_else(|| DomainError::conflict(said::Saved::ConfiguratorOfConfigurationGone))?;
        let company_id = self.company_for(caller, input.customer_id, Some(source.company_id))?;
        let priced = PricedFor { company_id };
        let contents = self.contents(configurator_id, (source.category_id, definition), priced, input, language)?;
        let new = NewConfiguration {
            public_id: self.ids.generate(),
            owner_id: caller.id,
            company_id,
            copied_from: Some(source.public_id.clone()),
            contents,
        };
        let saved = self.store.create(&new)?;
        self.view(saved, &mut self.judging(language)?)
    }

    /// The editor's live evaluation of a saved configuration (or of a copy of it, which stays in its company):
    /// `draft` priced and judged exactly as saving it would, for the configuration's company and its
    /// configurator, whoever the caller is (an account manager or an administrator editing a dealer's
    /// configuration sees the dealer's filters and discount, as the save will apply them). Nothing is written.
    pub fn evaluate_edit(
        &self,
        caller: &User,
        public_id: &str,
        customer_id: Option<i64>,
        draft: &Draft,
    ) -> Result<Evaluation, DomainError> {
        let current = self.visible(caller, public_id)?;
        let company_id = self.company_for(caller, customer_id, Some(current.company_id))?;
        let language = caller.language();
        let (configurator_id, definition) =
            self.published_of(&current, language)?.ok_or_else(unavailable_configurator)?;
        let catalogue = self.seen_catalogue(current.category_id, PricedFor { company_id }, language)?;
        Ok(click(&self.spaces.space(configurator_id, &definition, &catalogue), draft, &Pins::default()))
    }

    /// 409 `conflict` while a customization request on it is pending.
    pub fn delete(&self, caller: &User, public_id: &str) -> Result<(), DomainError> {
        let current = self.visible(caller, public_id)?;
        match self.store.delete(current.id)? {
            Removed::Done => Ok(()),
            Removed::NotFound => Err(not_found()),
            Removed::PendingRequest => Err(DomainError::conflict(said::Saved::DeleteWhileRequestPending)),
        }
    }

    fn visible(&self, caller: &User, public_id: &str) -> Result<Configuration, DomainError> {
        if !is_public_id(public_id) {
            return Err(not_found());
        }
        self.store.get(public_id, &Scope::for_caller(caller))?.ok_or_else(not_found)
    }

    /// The company a configuration belongs to: its customer's when it names one (which must be within the
    /// caller's reach), otherwise the one it already had, otherwise the caller's (none for administrators).
    fn company_for(
        &self,
        caller: &User,
        customer_id: Option<i64>,
        existing: Option<Option<i64>>,
    ) -> Result<Option<i64>, DomainError> {
        let Some(customer_id) = customer_id else {
            return Ok(match existing {
                Some(company) => company,
                None if caller.is_admin() => None,
                None => caller.company_id,
            });
        };
        let unknown = || DomainError::validation("customerId", said::Saved::CustomerNotFound);
        let owner = self.store.customer_owner(customer_id)?.ok_or_else(unknown)?;
        let reachable = match Scope::for_caller(caller) {
            Scope::All => true,
            Scope::Managed(manager) => {
                owner.account_manager_id == Some(manager) || caller.company_id == Some(owner.company_id)
            }
            Scope::Company(company) => company == owner.company_id,
            Scope::Own(_) => caller.company_id == Some(owner.company_id),
        };
        if !reachable {
            return Err(unknown());
        }
        if let Some(Some(company)) = existing
            && company != owner.company_id
        {
            return Err(DomainError::validation("customerId", said::Saved::CustomerOfAnotherCompany));
        }
        Ok(Some(owner.company_id))
    }

    /// The published configurator a new configuration is saved with, in a category the caller sees (422
    /// otherwise): the one asked for, or its published successor when it was replaced since the wizard
    /// opened ([`in_service`]). Answers its id, its category and its definition.
    fn usable_configurator(
        &self,
        caller: &User,
        configurator_id: i64,
    ) -> Result<(i64, (i64, Definition)), DomainError> {
        let language = caller.language();
        let asked = self.wizard.configurator(configurator_id, language)?.ok_or_else(unavailable_configurator)?;
        let found = in_service(asked, self.wizard.as_ref(), language)?.ok_or_else(unavailable_configurator)?;
        let category = &found.summary.category;
        let visibility = visibility_for(caller, self.filters.as_ref())?;
        if !category.active || !visibility.category(category.id) {
            return Err(unavailable_configurator());
        }
        Ok((found.summary.id, (category.id, found.definition)))
    }

    /// The category's published configurator, or the one it was saved with when there is none.
    fn published_of(
        &self,
        configuration: &Configuration,
        language: Language,
    ) -> Result<Option<(i64, Definition)>, DomainError> {
        if let Some(found) = self.wizard.published(&configuration.category_slug, language)? {
            return Ok(Some((found.summary.id, found.definition)));
        }
        Ok(None)
    }

    fn contents(
        &self,
        configurator_id: i64,
        (category_id, definition): (i64, Definition),
        priced: PricedFor,
        input: ConfigurationInput,
        language: Language,
    ) -> Result<Contents, DomainError> {
        let evaluation =
            self.evaluate(&definition, category_id, priced, &input.draft, &mut Catalogues::new(language))?;
        Ok(Contents {
            configurator_id,
            category_id,
            customer_id: input.customer_id,
            name: input.name,
            notes: input.notes,
            draft: input.draft,
            price: evaluation.price,
            complete: evaluation.complete,
            valid: evaluation.valid,
        })
    }

    pub(super) fn evaluate(
        &self,
        definition: &Definition,
        category_id: i64,
        priced: PricedFor,
        draft: &Draft,
        cache: &mut Catalogues,
    ) -> Result<Evaluation, DomainError> {
        Ok(evaluate(definition, self.catalogue(category_id, priced, cache)?, draft))
    }

    /// The category's catalogue as the company it is priced for sees it: as its users do; for none,
    /// everything at list price.
    pub(super) fn seen_catalogue(
        &self,
        category_id: i64,
        priced: PricedFor,
        language: Language,
    ) -> Result<Arc<Catalogue>, DomainError> {
        let viewer = match priced.company_id {
            Some(company) => Viewer::company_user(company),
            None => Viewer { company_id: None, filtered: false },
        };
        let Sight { visibility, discount_percent } = sight(viewer, self.wizard.as_ref(), self.filters.as_ref())?;
        Ok(self.wizard.catalogue(category_id, &visibility, discount_percent, language)?)
    }

    /// The category's catalogue as the company it is priced for sees it, read once per call.
    fn catalogue<'c>(
        &self,
        category_id: i64,
        priced: PricedFor,
        cache: &'c mut Catalogues,
    ) -> Result<&'c CatalogueIndex, DomainError> {
        Ok(match cache.loaded.entry((category_id, priced.company_id)) {
            Entry::Occupied(entry) => entry.into_mut(),
            Entry::Vacant(entry) => {
                let seen = self.seen_catalogue(category_id, priced, cache.language)?;
                entry.insert(match cache.edits.as_slice() {
                    [] => CatalogueIndex::new(seen.as_ref()),
                    edits => CatalogueIndex::new(&CatalogueEdit::all_applied(edits, &seen)),
                })
            }
        })
    }

    /// Reads the catalogue version that the answer's judgements are made and kept at.
    fn judging(&self, language: Language) -> Result<Judging, DomainError> {
        Ok(Judging {
            catalogue_version: self.wizard.version()?,
            catalogues: Catalogues::new(language),
            definitions: HashMap::new(),
        })
    }

    /// Each configuration with today's judgement ([`Self::view`]), as a list or an export shows them.
    fn views(
        &self,
        configurations: Vec<Configuration>,
        judging: &mut Judging,
    ) -> Result<Vec<ConfigurationView>, DomainError> {
        configurations.into_iter().map(|configuration| self.view(configuration, judging)).collect()
    }

    /// The configuration with today's judgement: the one kept for it at this catalogue version, or a new
    /// one, kept.
    fn view(&self, configuration: Configuration, judging: &mut Judging) -> Result<ConfigurationView, DomainError> {
        let saved = super::evaluations::Saved {
            configuration_id: configuration.id,
            version: configuration.version,
            company_id: configuration.company_id,
            language: judging.catalogues.language,
        };
        let catalogue_version = judging.catalogue_version;
        let assessed = self.evaluations.judgement(catalogue_version, saved, || self.assess(&configuration, judging))?;
        let Assessed { evaluation, stale, changes } = assessed.as_ref().clone();
        let configuration = configuration.in_language(judging.catalogues.language);
        Ok(ConfigurationView { configuration, evaluation, stale, changes })
    }

    /// Re-evaluates a saved configuration against today's catalogue and says what changed.
    fn assess(&self, configuration: &Configuration, judging: &mut Judging) -> Result<Assessed, DomainError> {
        let found = match judging.definitions.entry(configuration.category_slug.clone()) {
            Entry::Occupied(entry) => entry.into_mut(),
            Entry::Vacant(entry) => entry.insert(self.published_of(configuration, judging.catalogues.language)?),
        };
        let Some((_, definition)) = found else {
            return Ok(Assessed {
                evaluation: None,
                stale: true,
                changes: vec![Change {
                    kind: ConfigurationChangeKind::Configurator,
                    path: "configuratorId".into(),
                    before: None,
                    after: None,
                    message: said::Saved::ConfiguratorOfCategoryGone.into(),
                }],
            });
        };
        let priced = PricedFor { company_id: configuration.company_id };
        let evaluation = self.evaluate(
            definition,
            configuration.category_id,
            priced,
            &configuration.draft,
            &mut judging.catalogues,
        )?;
        // The same contents, saved and judged today: what broke since the save, and the price then and now.
        let saved = saved_side(configuration);
        let today = Side {
            grand_total: evaluation.price.grand_total,
            complete: evaluation.complete,
            valid: evaluation.valid,
            violations: &evaluation.violations,
            ..saved
        };
        let names = self.catalogue(configuration.category_id, priced, &mut judging.catalogues)?;
        let changes = compare(&saved, &today, names);
        let stale = evaluation.complete != configuration.complete
            || evaluation.valid != configuration.valid
            || evaluation.price.grand_total != configuration.saved_grand_total;
        Ok(Assessed { evaluation: Some(evaluation), stale, changes })
    }

    /// What publishing `draft` would do to the saved configurations of its category (administrators): each
    /// judged with the category's published configurator and with the draft, against the catalogue its
    /// company sees today, read in batches of [`IMPACT_BATCH`]. Nothing is written or kept; each configuration
    /// the draft breaks or reprices is handed to `affected` as it is found (the file of them all).
    pub fn publish_impact(
        &self,
        caller: &User,
        draft: &Configurator,
        affected: &mut dyn FnMut(ImpactExample),
    ) -> Result<PublishImpact, DomainError> {
        require_admin(caller)?;
        let mut impact = PublishImpact::default();
        let mut catalogues = Catalogues::new(caller.language());
        let mut published: Option<Option<(i64, Definition)>> = None;
        let mut after_id = 0;
        loop {
            let batch = self.store.of_category(draft.category_id, None, after_id, IMPACT_BATCH)?;
            for configuration in &batch {
                let today = match &published {
                    Some(found) => found,
                    None => published.insert(self.published_of(configuration, caller.language())?),
                };
                let priced = PricedFor { company_id: configuration.company_id };
                let category_id = configuration.category_id;
                let before = match today {
                    Some((_, definition)) => {
                        Some(self.evaluate(definition, category_id, priced, &configuration.draft, &mut catalogues)?)
                    }
                    None => None,
                };
                let after =
                    self.evaluate(&draft.definition, category_id, priced, &configuration.draft, &mut catalogues)?;
                let before = before.as_ref().map_or_else(|| Standing::saved(configuration), Standing::of);
                if let Some(found) = impact.add(configuration, before, Standing::of(&after), caller.language()) {
                    affected(found);
                }
            }
            match batch.last() {
                Some(last) if batch.len() == IMPACT_BATCH => after_id = last.id,
                _ => return Ok(impact.finish()),
            }
        }
    }

    /// The revisions of a configuration in the caller's scope, newest first.
    pub fn revisions(&self, caller: &User, public_id: &str) -> Result<Vec<RevisionView>, DomainError> {
        let configuration = self.visible(caller, public_id)?;
        let mut catalogues = Catalogues::new(caller.language());
        let mut definition = None;
        self.store
            .revisions(configuration.id)?
            .into_iter()
            .map(|revision| self.judged(&configuration, revision, &mut definition, &mut catalogues))
            .collect()
    }

    /// One revision as saved.
    pub fn revision(&self, caller: &User, public_id: &str, revision: i32) -> Result<RevisionView, DomainError> {
        let configuration = self.visible(caller, public_id)?;
        let found = self.store.revision(configuration.id, revision)?.ok_or_else(revision_not_found)?;
        self.judged(&configuration, found, &mut None, &mut Catalogues::new(caller.language()))
    }

    /// What changed from revision `from` to revision `to`, items named from the catalogue the configuration
    /// is priced with.
    pub fn compare(&self, caller: &User, public_id: &str, from: i32, to: i32) -> Result<Vec<Change>, DomainError> {
        let configuration = self.visible(caller, public_id)?;
        let read = |revision| self.store.revision(configuration.id, revision)?.ok_or_else(revision_not_found);
        let (before, after) = (read(from)?, read(to)?);
        let mut catalogues = Catalogues::new(caller.language());
        let priced = PricedFor { company_id: configuration.company_id };
        let names = self.catalogue(configuration.category_id, priced, &mut catalogues)?;
        Ok(compare(&revision_side(&before), &revision_side(&after), names))
    }

    /// Saves the configuration again with the contents of `revision`, as a new revision: the same save as
    /// [`Self::update`] (validation, today's evaluation and price, 409 `stale_version` over `version`).
    pub fn restore(
        &self,
        caller: &User,
        public_id: &str,
        revision: i32,
        version: i32,
    ) -> Result<ConfigurationView, DomainError> {
        let configuration = self.visible(caller, public_id)?;
        let saved = self.store.revision(configuration.id, revision)?.ok_or_else(revision_not_found)?;
        let input = ConfigurationInput {
            name: saved.name,
            notes: saved.notes,
            customer_id: saved.customer_id,
            draft: saved.draft,
        };
        self.update(caller, public_id, version, input)
    }

    /// A revision with whether it was complete and valid. Saves record it; a revision saved before they did
    /// is judged by evaluating its draft against today's catalogue, the nearest answer left (and one that
    /// never claims more than a save would: with no configurator left it is neither).
    fn judged(
        &self,
        configuration: &Configuration,
        revision: Revision,
        definition: &mut Option<Option<(i64, Definition)>>,
        catalogues: &mut Catalogues,
    ) -> Result<RevisionView, DomainError> {
        if let Some(judged) = revision.judged {
            return Ok(RevisionView { revision, judged });
        }
        let definition = match definition {
            Some(found) => found,
            None => definition.insert(self.published_of(configuration, catalogues.language)?),
        };
        let judged = match definition {
            Some((_, definition)) => {
                let priced = PricedFor { company_id: configuration.company_id };
                let evaluation =
                    self.evaluate(definition, configuration.category_id, priced, &revision.draft, catalogues)?;
                Judged { complete: evaluation.complete, valid: evaluation.valid }
            }
            None => Judged { complete: false, valid: false },
        };
        Ok(RevisionView { revision, judged })
    }
}

fn revision_not_found() -> DomainError {
    DomainError::NotFound(said::Saved::RevisionNotFound.into())
}

/// A configuration as its latest save left it.
fn saved_side(configuration: &Configuration) -> Side<'_> {
    Side {
        name: &configuration.name,
        notes: configuration.notes.as_deref(),
        customer_id: configuration.customer_id,
        customer_name: configuration.customer_name.as_deref(),
        draft: &configuration.draft,
        grand_total: configuration.saved_grand_total,
        complete: configuration.complete,
        valid: configuration.valid,
        violations: &[],
    }
}

/// A revision as saved (no problems known of it: a comparison of two revisions names what the user changed).
fn revision_side(revision: &Revision) -> Side<'_> {
    let judged = revision.judged.unwrap_or(Judged { complete: true, valid: true });
    Side {
        name: &revision.name,
        notes: revision.notes.as_deref(),
        customer_id: revision.customer_id,
        customer_name: revision.customer_name.as_deref(),
        draft: &revision.draft,
        grand_total: revision.grand_total(),
        complete: judged.complete,
        valid: judged.valid,
        violations: &[],
    }
}

//! A decorator of the [`WizardCatalogue`] port that keeps the configurators and catalogues it loaded for
//! the current catalogue version (docs/decisions/0007-catalogue-cache-and-load-benchmark.md), and the
//! companies' filters and discounts with them (both bump the version).
//!
//! Every call reads the version first: the one-row counter that every write to anything shaping a wizard
//! answer bumps in the same transaction. An entry is keyed by the version it was loaded under, so it is
//! served only to calls that read that version: a change is seen by the very next call, never later, and
//! entries of older versions, never asked for again, leave as newer ones take their room. A catalogue is
//! keyed by every argument of the call it answers (category, the caller's visibility and discount, the
//! language of its texts), so no company is ever served another's view, nor a reader another's language.
//! The version is read before loading, so an entry may be newer than the version it is filed under, never
//! older.
//!
//! A request that already read the version with its caller (`Versions::catalogue`) asks through
//! [`CachedWizardCatalogue::at`]: the same entries, and no statement at all when they are kept.

use std::sync::Arc;

use super::model::Catalogue;
use super::wizard::{CategorySummary, WizardCatalogue, WizardConfigurator};
use crate::catalogue::{EntityFilter, FilterSource, Visibility};
use crate::error::RepoError;
use crate::kept::{CacheUse, Kept};
use crate::said::Language;

pub struct CachedWizardCatalogue {
    inner: Arc<dyn WizardCatalogue>,
    filters: Arc<dyn FilterSource>,
    /// Each by the catalogue version it was loaded at and every argument of its call.
    published: Kept<(i64, String, Language), Option<WizardConfigurator>>,
    configurators: Kept<(i64, i64, Language), Option<WizardConfigurator>>,
    catalogues: Kept<CatalogueKey, Arc<Catalogue>>,
    company_filters: Kept<(i64, i64), Arc<[EntityFilter]>>,
    discounts: Kept<(i64, i64), i32>,
}

#[derive(Clone, PartialEq, Eq)]
struct CatalogueKey {
    version: i64,
    category_id: i64,
    visibility: Visibility,
    discount_percent: i32,
    language: Language,
}

/// By everything but the visibility (which has no hash): keys equal in full are equal in these.
impl std::hash::Hash for CatalogueKey {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.version, self.category_id, self.discount_percent, self.language).hash(state);
    }
}

impl CachedWizardCatalogue {
    /// At most `capacity` catalogues, and as many configurators, filters or discounts per kind of lookup.
    pub fn new(inner: Arc<dyn WizardCatalogue>, filters: Arc<dyn FilterSource>, capacity: usize) -> Self {
        Self {
            inner,
            filters,
            published: Kept::counted(capacity),
            configurators: Kept::counted(capacity),
            catalogues: Kept::counted(capacity),
            company_filters: Kept::counted(capacity),
            discounts: Kept::counted(capacity),
        }
    }

    /// The same cache for a request that read the catalogue `version` already: no call reads it again.
    pub fn at(self: &Arc<Self>, version: i64) -> AtVersion {
        AtVersion { cache: Arc::clone(self), version }
    }

    /// Lookups of every kind since the start.
    pub fn cache_use(&self) -> CacheUse {
        [
            self.published.cache_use(),
            self.configurators.cache_use(),
            self.catalogues.cache_use(),
            self.company_filters.cache_use(),
            self.discounts.cache_use(),
        ]
        .into_iter()
        .fold(CacheUse::default(), |sum, one| CacheUse { hits: sum.hits + one.hits, misses: sum.misses + one.misses })
    }

    fn published_at(
        &self,
        version: i64,
        slug: &str,
        language: Language,
    ) -> Result<Option<WizardConfigurator>, RepoError> {
        self.published.get_or_load(&(version, slug.to_owned(), language), || self.inner.published(slug, language))
    }

    fn configurator_at(
        &self,
        version: i64,
        id: i64,
        language: Language,
    ) -> Result<Option<WizardConfigurator>, RepoError> {
        self.configurators.get_or_load(&(version, id, language), || self.inner.configurator(id, language))
    }

    fn company_discount_at(&self, version: i64, company_id: i64) -> Result<i32, RepoError> {
        self.discounts.get_or_load(&(version, company_id), || self.inner.company_discount(company_id))
    }

    fn filters_at(&self, version: i64, company_id: i64) -> Result<Vec<EntityFilter>, RepoError> {
        let load = || Ok(self.filters.filters_of(company_id)?.into());
        Ok(self.company_filters.get_or_load(&(version, company_id), load)?.to_vec())
    }

    fn catalogue_at(
        &self,
        version: i64,
        category_id: i64,
        visibility: &Visibility,
        discount_percent: i32,
        language: Language,
    ) -> Result<Arc<Catalogue>, RepoError> {
        let key = CatalogueKey { version, category_id, visibility: visibility.clone(), discount_percent, language };
        self.catalogues.get_or_load(&key, || self.inner.catalogue(category_id, visibility, discount_percent, language))
    }
}

impl WizardCatalogue for CachedWizardCatalogue {
    fn version(&self) -> Result<i64, RepoError> {
        self.inner.version()
    }

    fn published(&self, slug: &str, language: Language) -> Result<Option<WizardConfigurator>, RepoError> {
        self.published_at(self.inner.version()?, slug, language)
    }

    /// Not kept: one short read, for the home page.
    fn published_categories(&self, language: Language) -> Result<Vec<CategorySummary>, RepoError> {
        self.inner.published_categories(language)
    }

    fn configurator(&self, id: i64, language: Language) -> Result<Option<WizardConfigurator>, RepoError> {
        self.configurator_at(self.inner.version()?, id, language)
    }

    fn catalogue(
        &self,
        category_id: i64,
        visibility: &Visibility,
        discount_percent: i32,
        language: Language,
    ) -> Result<Arc<Catalogue>, RepoError> {
        self.catalogue_at(self.inner.version()?, category_id, visibility, discount_percent, language)
    }

    fn company_discount(&self, company_id: i64) -> Result<i32, RepoError> {
        self.company_discount_at(self.inner.version()?, company_id)
    }

    fn company_exists(&self, company_id: i64) -> Result<bool, RepoError> {
        self.inner.company_exists(company_id)
    }
}

impl FilterSource for CachedWizardCatalogue {
    fn filters_of(&self, company_id: i64) -> Result<Vec<EntityFilter>, RepoError> {
        self.filters_at(self.inner.version()?, company_id)
    }
}

/// [`CachedWizardCatalogue`] at a catalogue version the request read with its caller.
pub struct AtVersion {
    cache: Arc<CachedWizardCatalogue>,
    version: i64,
}

impl WizardCatalogue for AtVersion {
    fn version(&self) -> Result<i64, RepoError> {
        Ok(self.version)
    }

    fn published(&self, slug: &str, language: Language) -> Result<Option<WizardConfigurator>, RepoError> {
        self.cache.published_at(self.version, slug, language)
    }

    fn published_categories(&self, language: Language) -> Result<Vec<CategorySummary>, RepoError> {
        self.cache.published_categories(language)
    }

    fn configurator(&self, id: i64, language: Language) -> Result<Option<WizardConfigurator>, RepoError> {
        self.cache.configurator_at(self.version, id, language)
    }

    fn catalogue(
        &self,
        category_id: i64,
        visibility: &Visibility,
        discount_percent: i32,
        language: Language,
    ) -> Result<Arc<Catalogue>, RepoError> {
        self.cache.catalogue_at(self.version, category_id, visibility, discount_percent, language)
    }

    fn company_discount(&self, company_id: i64) -> Result<i32, RepoError> {
        self.cache.company_discount_at(self.version, company_id)
    }

    fn company_exists(&self, company_id: i64) -> Result<bool, RepoError> {
        self.cache.company_exists(company_id)
    }
}

impl FilterSource for AtVersion {
    fn filters_of(&self, company_id: i64) -> Result<Vec<EntityFilter>, RepoError> {
        self.cache.filters_at(self.version, company_id)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::sync::atomic::{AtomicI64, Ordering};

    use mockall::predicate::eq;

    use super::*;
    use crate::catalogue::{EntityFilter, EntityKind, FilterMode, MockFilterSource};
    use crate::configurator::MockWizardCatalogue;
    use crate::testing::model;

    const CATEGORY: i64 = 3;

    /// A catalogue that names what it was loaded for: one model per visible id of 1..=3, the discount.
    fn catalogue_for(visibility: &Visibility, discount_percent: i32) -> Catalogue {
        let models = (1..=3)
            .filter(|id| visibility.model(*id, 1, CATEGORY))
            .map(|id| model(id, 1, &format!("M{id}"), &format!("Modello {id}"), 1000))
            .collect();
        Catalogue { models, discount_percent, ..Catalogue::default() }
    }

    fn hiding_model(id: i64) -> Visibility {
        Visibility::from_filters(&[EntityFilter { kind: EntityKind::Model, entity_id: id, mode: FilterMode::Deny }])
    }

    fn model_ids(catalogue: &Catalogue) -> Vec<i64> {
        catalogue.models.iter().map(|model| model.id).collect()
    }

    /// A port whose version is whatever `version` holds when read.
    fn port(version: &Arc<AtomicI64>) -> MockWizardCatalogue {
        let mut port = MockWizardCatalogue::new();
        let current = version.clone();
        port.expect_version().returning(move || Ok(current.load(Ordering::SeqCst)));
        port
    }

    /// A cache of `capacity` entries over a port that loads [`catalogue_for`] exactly `loads` times.
    fn loading(version: &Arc<AtomicI64>, loads: usize, capacity: usize) -> CachedWizardCatalogue {
        let mut port = port(version);
        port.expect_catalogue()
            .times(loads)
            .returning(|_, visibility, discount, _| Ok(Arc::new(catalogue_for(visibility, discount))));
        CachedWizardCatalogue::new(Arc::new(port), no_filters(), capacity)
    }

    fn configurator(version: i32) -> WizardConfigurator {
        crate::testing::configurator(9, CATEGORY, version, true)
    }

    /// A filter source that is never asked.
    fn no_filters() -> Arc<dyn FilterSource> {
        Arc::new(MockFilterSource::new())
    }

    fn denying(model_id: i64) -> Vec<EntityFilter> {
        vec![EntityFilter { kind: EntityKind::Model, entity_id: model_id, mode: FilterMode::Deny }]
    }

    #[test]
    fn a_request_that_read_the_version_with_its_caller_reads_nothing_else_once_kept() {
        let mut port = MockWizardCatalogue::new();
        port.expect_version().never();
        port.expect_catalogue()
            .times(1)
            .returning(|_, visibility, discount, _| Ok(Arc::new(catalogue_for(visibility, discount))));
        port.expect_company_discount().with(eq(4)).times(1).returning(|_| Ok(15));
        let mut filters = MockFilterSource::new();
        filters.expect_filters_of().with(eq(4)).times(1).returning(|_| Ok(denying(2)));
        let cached = Arc::new(CachedWizardCatalogue::new(Arc::new(port), Arc::new(filters), 8));

        for _ in 0..3 {
            let at = cached.at(5);
            assert_eq!(at.version().unwrap(), 5);
            assert_eq!(at.company_discount(4).unwrap(), 15);
            let visibility = Visibility::from_filters(&at.filters_of(4).unwrap());
            assert_eq!(model_ids(&at.catalogue(CATEGORY, &visibility, 15, Language::It).unwrap()), vec![1, 3]);
        }
    }

    #[test]
    fn a_company_s_filters_and_discount_are_read_again_once_the_version_moves() {
        let version = Arc::new(AtomicI64::new(1));
        let mut port = port(&version);
        let current = version.clone();
        // The discount and the filters as they are at the version of the moment.
        port.expect_company_discount()
            .times(2)
            .returning(move |_| Ok(i32::try_from(current.load(Ordering::SeqCst)).unwrap()));
        let mut filters = MockFilterSource::new();
        let current = version.clone();
        filters.expect_filters_of().times(2).returning(move |_| Ok(denying(current.load(Ordering::SeqCst))));
        let cached = Arc::new(CachedWizardCatalogue::new(Arc::new(port), Arc::new(filters), 8));

        assert_eq!((cached.company_discount(4).unwrap(), cached.filters_of(4).unwrap()), (1, denying(1)));
        assert_eq!((cached.company_discount(4).unwrap(), cached.filters_of(4).unwrap()), (1, denying(1)));
        version.store(2, Ordering::SeqCst);
        assert_eq!((cached.company_discount(4).unwrap(), cached.filters_of(4).unwrap()), (2, denying(2)));
        assert_eq!(cached.at(2).filters_of(4).unwrap(), denying(2), "kept for a request at the new version");
    }

    #[test]
    fn a_catalogue_is_loaded_once_per_version_and_reloaded_when_the_version_moves() {
        let version = Arc::new(AtomicI64::new(7));
        let mut port = port(&version);
        let loads = Arc::new(AtomicI64::new(0));
        let (counted, current) = (loads.clone(), version.clone());
        // Each load answers the catalogue as it is at the version of the moment.
        port.expect_catalogue().returning(move |_, visibility, _, _| {
            counted.fetch_add(1, Ordering::SeqCst);
            Ok(Arc::new(catalogue_for(visibility, i32::try_from(current.load(Ordering::SeqCst)).unwrap())))
        });
        let cached = CachedWizardCatalogue::new(Arc::new(port), no_filters(), 8);

        let first = cached.catalogue(CATEGORY, &Visibility::everything(), 10, Language::It).unwrap();
        let again = cached.catalogue(CATEGORY, &Visibility::everything(), 10, Language::It).unwrap();
        assert_eq!(loads.load(Ordering::SeqCst), 1);
        assert_eq!(again, first);

        version.store(8, Ordering::SeqCst);
        let after_a_write = cached.catalogue(CATEGORY, &Visibility::everything(), 10, Language::It).unwrap();
        assert_eq!(loads.load(Ordering::SeqCst), 2);
        assert_eq!(after_a_write.discount_percent, 8, "the reloaded catalogue, not the one of version 7");
    }

    #[test]
    fn two_companies_never_share_an_entry() {
        let version = Arc::new(AtomicI64::new(1));
        let cached = loading(&version, 2, 8);
        // Company A hides model 2 and has 12%, company B hides model 3 and has 5%.
        let (company_a, company_b) = ((hiding_model(2), 12), (hiding_model(3), 5));

        for _ in 0..3 {
            let a = cached.catalogue(CATEGORY, &company_a.0, company_a.1, Language::It).unwrap();
            let b = cached.catalogue(CATEGORY, &company_b.0, company_b.1, Language::It).unwrap();
            assert_eq!((model_ids(&a), a.discount_percent), (vec![1, 3], 12));
            assert_eq!((model_ids(&b), b.discount_percent), (vec![1, 2], 5));
        }
    }

    #[test]
    fn the_same_filters_with_another_discount_or_category_are_other_entries() {
        let version = Arc::new(AtomicI64::new(1));
        let cached = loading(&version, 3, 8);
        let filters = hiding_model(2);

        assert_eq!(cached.catalogue(CATEGORY, &filters, 12, Language::It).unwrap().discount_percent, 12);
        assert_eq!(cached.catalogue(CATEGORY, &filters, 5, Language::It).unwrap().discount_percent, 5);
        cached.catalogue(CATEGORY + 1, &filters, 12, Language::It).unwrap();
        assert_eq!(cached.catalogue(CATEGORY, &filters, 12, Language::It).unwrap().discount_percent, 12);
    }

    #[test]
    fn a_caller_that_read_an_older_version_is_answered_at_that_version() {
        let version = Arc::new(AtomicI64::new(5));
        let cached = loading(&version, 2, 8);

        cached.catalogue(CATEGORY, &Visibility::everything(), 0, Language::It).unwrap();
        version.store(4, Ordering::SeqCst);
        // An entry of its own (loaded after version 4 was read, so never older than it), kept beside 5's.
        cached.catalogue(CATEGORY, &Visibility::everything(), 0, Language::It).unwrap();
        cached.catalogue(CATEGORY, &Visibility::everything(), 0, Language::It).unwrap();
        version.store(5, Ordering::SeqCst);
        cached.catalogue(CATEGORY, &Visibility::everything(), 0, Language::It).unwrap();
    }

    #[test]
    fn a_published_configurator_is_kept_per_slug_until_the_version_moves() {
        let version = Arc::new(AtomicI64::new(1));
        let mut port = port(&version);
        let current = version.clone();
        port.expect_published()
            .with(eq("divani"), eq(Language::It))
            .times(2)
            .returning(move |_, _| Ok(Some(configurator(i32::try_from(current.load(Ordering::SeqCst)).unwrap()))));
        port.expect_published().with(eq("sedie"), eq(Language::It)).times(1).returning(|_, _| Ok(None));
        let cached = CachedWizardCatalogue::new(Arc::new(port), no_filters(), 8);

        assert_eq!(cached.published("divani", Language::It).unwrap().unwrap().summary.version, 1);
        assert_eq!(cached.published("divani", Language::It).unwrap().unwrap().summary.version, 1);
        assert!(cached.published("sedie", Language::It).unwrap().is_none());
        assert!(cached.published("sedie", Language::It).unwrap().is_none());
        version.store(2, Ordering::SeqCst);
        assert_eq!(cached.published("divani", Language::It).unwrap().unwrap().summary.version, 2);
    }

    #[test]
    fn failures_are_passed_on_and_never_kept() {
        let version = Arc::new(AtomicI64::new(1));
        let mut port = port(&version);
        let mut answers = vec![Ok(Some(configurator(1))), Err(RepoError::Unavailable)];
        port.expect_configurator().with(eq(9), eq(Language::It)).times(2).returning(move |_, _| answers.pop().unwrap());
        let cached = CachedWizardCatalogue::new(Arc::new(port), no_filters(), 8);

        assert_eq!(cached.configurator(9, Language::It).unwrap_err(), RepoError::Unavailable);
        assert_eq!(cached.configurator(9, Language::It).unwrap().unwrap().summary.id, 9);
        assert_eq!(cached.configurator(9, Language::It).unwrap().unwrap().summary.id, 9);
    }
}

//! Today's judgement of saved configurations, kept until something it depends on changes.
//!
//! Re-evaluating a saved configuration against today's catalogue says whether it is still complete,
//! valid and priced as saved ("da verificare" otherwise). The answer depends on the configuration as
//! saved (its id and version: every save bumps the version), on the catalogue (its version: a trigger
//! bumps it with every write to the catalogue, the configurators, the company filters and discounts),
//! on the company it is priced for, and on the language its messages (violations, what changed) were
//! written in. An entry is keyed by all of them, so it is reused exactly while none moved: the list, the
//! editor and the request checks share it through the [`ConfigurationService`](super::ConfigurationService).
//!
//! The catalogue version is read before evaluating, so an entry may be newer than the version it is
//! filed under, never older; entries of an older version are dropped as soon as a newer one is seen.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use crate::configurator::Evaluation;
use crate::kept::{CacheCounters, CacheUse};
use crate::locale::Language;

/// How many evaluations one server keeps (each a few KB): the first pages of every active user's list.
pub const EVALUATIONS_KEPT: usize = 4096;

/// Today's judgement of a saved configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assessed {
    /// `None` when the category has no configurator to evaluate it with any more.
    pub evaluation: Option<Evaluation>,
    /// Today's evaluation differs from the saved one (completeness, validity or grand total).
    pub stale: bool,
    /// What differs.
    pub changes: Vec<super::Change>,
}

/// What an evaluation depends on besides the catalogue version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) struct Saved {
    pub configuration_id: i64,
    pub version: i32,
    pub company_id: Option<i64>,
    /// The messages' language: an English reader never gets a judgement written for an Italian one.
    pub language: Language,
}

pub struct Evaluations {
    capacity: usize,
    entries: Mutex<Entries>,
    counters: CacheCounters,
}

#[derive(Default)]
struct Entries {
    catalogue_version: i64,
    kept: HashMap<Saved, Arc<Assessed>>,
    /// Oldest first: the first goes when full.
    order: VecDeque<Saved>,
}

impl Evaluations {
    pub fn new(capacity: usize) -> Self {
        Self { capacity: capacity.max(1), entries: Mutex::new(Entries::default()), counters: CacheCounters::default() }
    }

    /// Lookups since the start.
    pub fn cache_use(&self) -> CacheUse {
        self.counters.read()
    }

    /// Every update is one insert or one removal, so a panic elsewhere leaves consistent maps.
    fn lock(&self) -> MutexGuard<'_, Entries> {
        self.entries.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The judgement kept for `saved` at `catalogue_version`, dropping everything older.
    pub(super) fn get(&self, catalogue_version: i64, saved: Saved) -> Option<Arc<Assessed>> {
        let mut entries = self.lock();
        if catalogue_version > entries.catalogue_version {
            *entries = Entries { catalogue_version, ..Entries::default() };
        }
        let found =
            if catalogue_version == entries.catalogue_version { entries.kept.get(&saved).cloned() } else { None };
        self.counters.count(found)
    }

    /// Keeps a judgement made after reading `catalogue_version` (unless a newer version was seen since).
    pub(super) fn keep(&self, catalogue_version: i64, saved: Saved, assessed: Arc<Assessed>) {
        let mut entries = self.lock();
        if entries.catalogue_version != catalogue_version {
            return;
        }
        if entries.kept.insert(saved, assessed).is_none() {
            entries.order.push_back(saved);
            if entries.order.len() > self.capacity
                && let Some(oldest) = entries.order.pop_front()
            {
                entries.kept.remove(&oldest);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn saved(configuration_id: i64, version: i32) -> Saved {
        Saved { configuration_id, version, company_id: Some(7), language: Language::It }
    }

    fn assessed(stale: bool) -> Arc<Assessed> {
        Arc::new(Assessed { evaluation: None, stale, changes: vec![] })
    }

    #[test]
    fn a_judgement_is_served_only_for_its_catalogue_version_and_saved_version() {
        let kept = Evaluations::new(8);
        assert!(kept.get(3, saved(1, 1)).is_none());
        kept.keep(3, saved(1, 1), assessed(true));
        assert_eq!(kept.get(3, saved(1, 1)).map(|a| a.stale), Some(true));
        assert!(kept.get(3, saved(1, 2)).is_none(), "a save bumps the version");
        assert!(kept.get(3, Saved { company_id: Some(8), ..saved(1, 1) }).is_none(), "another company");
        assert!(kept.get(3, Saved { language: Language::En, ..saved(1, 1) }).is_none(), "another language");
        assert!(kept.get(4, saved(1, 1)).is_none(), "the catalogue moved on");
        assert!(kept.get(3, saved(1, 1)).is_none(), "an older version is never served again");
        kept.keep(3, saved(1, 1), assessed(false));
        assert!(kept.get(4, saved(1, 1)).is_none(), "nor kept");
    }

    #[test]
    fn the_oldest_goes_first_when_full() {
        let kept = Evaluations::new(2);
        kept.get(1, saved(1, 1));
        for id in 1..=3 {
            kept.keep(1, saved(id, 1), assessed(false));
        }
        assert!(kept.get(1, saved(1, 1)).is_none());
        assert!(kept.get(1, saved(2, 1)).is_some());
        assert!(kept.get(1, saved(3, 1)).is_some());
    }
}

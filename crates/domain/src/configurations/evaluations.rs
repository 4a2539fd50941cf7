//! Today's judgement of saved configurations, kept until something it depends on changes.
//!
//! Re-evaluating a saved configuration against today's catalogue says whether it is still complete,
//! valid and priced as saved ("da verificare" otherwise). The answer depends on the configuration as
//! saved (its id and version: every save bumps the version), on the catalogue (its version: a trigger
//! bumps it with every write to the catalogue, the configurators, the company filters and discounts),
//! and on the company it is priced for. An entry is keyed by all of them, so it is reused exactly while none
//! moved: the list, the editor and the request checks share it through the
//! [`ConfigurationService`](super::ConfigurationService). Its messages are data, said in each reader's
//! language when answered; the catalogue items they name are named in the language the entry was judged for,
//! which is part of its key.
//!
//! The catalogue version is read before evaluating, so an entry may be newer than the version it is
//! filed under, never older; entries of older versions are never asked for again and leave as newer ones
//! take their room.

use std::sync::Arc;

use crate::DomainError;
use crate::configurator::Evaluation;
use crate::kept::{CacheUse, Kept};
use crate::said::Language;

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
    pub language: Language,
}

/// Judgements by the catalogue version they were made at and what they judged.
pub struct Evaluations {
    kept: Kept<(i64, Saved), Arc<Assessed>>,
}

impl Evaluations {
    pub fn new(capacity: usize) -> Self {
        Self { kept: Kept::counted(capacity) }
    }

    /// Lookups since the start.
    pub fn cache_use(&self) -> CacheUse {
        self.kept.cache_use()
    }

    /// The judgement of `saved` at `catalogue_version`: the one kept, or the one `assess` makes, kept.
    pub(super) fn judgement(
        &self,
        catalogue_version: i64,
        saved: Saved,
        assess: impl FnOnce() -> Result<Assessed, DomainError>,
    ) -> Result<Arc<Assessed>, DomainError> {
        self.kept.get_or_load(&(catalogue_version, saved), || assess().map(Arc::new))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn saved(configuration_id: i64, version: i32) -> Saved {
        Saved { configuration_id, version, company_id: Some(7), language: Language::It }
    }

    /// Judges as `stale`, counting each judgement made.
    fn judging(made: &std::cell::Cell<u32>, stale: bool) -> impl FnOnce() -> Result<Assessed, DomainError> + '_ {
        move || {
            made.set(made.get() + 1);
            Ok(Assessed { evaluation: None, stale, changes: vec![] })
        }
    }

    #[test]
    fn a_judgement_is_served_only_for_its_catalogue_version_and_saved_version() {
        let kept = Evaluations::new(8);
        let made = std::cell::Cell::new(0);
        assert!(kept.judgement(3, saved(1, 1), judging(&made, true)).unwrap().stale);
        assert!(kept.judgement(3, saved(1, 1), judging(&made, false)).unwrap().stale, "kept");
        assert_eq!(made.get(), 1);
        assert!(!kept.judgement(3, saved(1, 2), judging(&made, false)).unwrap().stale, "a save bumps the version");
        let other_company = Saved { company_id: Some(8), ..saved(1, 1) };
        assert!(!kept.judgement(3, other_company, judging(&made, false)).unwrap().stale, "another company");
        assert!(!kept.judgement(4, saved(1, 1), judging(&made, false)).unwrap().stale, "the catalogue moved on");
        assert_eq!(made.get(), 4);
    }

    #[test]
    fn a_failed_judgement_is_passed_on_and_never_kept() {
        let kept = Evaluations::new(8);
        let failing = || Err(DomainError::Internal("down".into()));
        assert!(kept.judgement(3, saved(1, 1), failing).is_err());
        let made = std::cell::Cell::new(0);
        kept.judgement(3, saved(1, 1), judging(&made, true)).unwrap();
        assert_eq!(made.get(), 1);
    }
}

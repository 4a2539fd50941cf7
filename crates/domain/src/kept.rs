//! How well a cache of answers or models serves: every lookup counts as a hit or a miss, read by the
//! metrics endpoint. Plain atomics, so counting costs a lookup nothing it would notice.

use std::sync::atomic::{AtomicU64, Ordering};

/// Lookups of one cache since the start.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CacheUse {
    pub hits: u64,
    pub misses: u64,
}

#[derive(Debug, Default)]
pub struct CacheCounters {
    hits: AtomicU64,
    misses: AtomicU64,
}

impl CacheCounters {
    /// Counts a lookup that found (`true`) or missed, and hands the outcome back.
    pub fn count<T>(&self, found: Option<T>) -> Option<T> {
        let counter = if found.is_some() { &self.hits } else { &self.misses };
        counter.fetch_add(1, Ordering::Relaxed);
        found
    }

    pub fn read(&self) -> CacheUse {
        CacheUse { hits: self.hits.load(Ordering::Relaxed), misses: self.misses.load(Ordering::Relaxed) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lookup_counts_once_as_what_it_found() {
        let counters = CacheCounters::default();
        assert_eq!(counters.count(Some(1)), Some(1));
        assert_eq!(counters.count(None::<i32>), None);
        assert_eq!(counters.count(Some(2)), Some(2));
        assert_eq!(counters.read(), CacheUse { hits: 2, misses: 1 });
    }
}

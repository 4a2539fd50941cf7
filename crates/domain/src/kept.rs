//! What the server keeps: values and answers by a key that names every version they depend on, bounded by
//! their weight, with every lookup counted as a hit or a miss for the metrics endpoint.
//!
//! [`Kept`] is the one small type over the cache library (docs/decisions/0018-one-cache-library.md), so no
//! other code names it. Callers that miss the same key together wait for one load and share its value.

use std::future::Future;
use std::hash::Hash;
use std::sync::atomic::{AtomicU64, Ordering};

use quick_cache::Weighter;
use quick_cache::sync::Cache;

/// Lookups of one cache since the start.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CacheUse {
    pub hits: u64,
    pub misses: u64,
}

#[derive(Debug, Default)]
struct CacheCounters {
    hits: AtomicU64,
    misses: AtomicU64,
}

impl CacheCounters {
    fn count(&self, loaded: bool) {
        let counter = if loaded { &self.misses } else { &self.hits };
        counter.fetch_add(1, Ordering::Relaxed);
    }

    fn read(&self) -> CacheUse {
        CacheUse { hits: self.hits.load(Ordering::Relaxed), misses: self.misses.load(Ordering::Relaxed) }
    }
}

/// How much an entry costs against the cache's capacity.
struct Weigh<K, V>(fn(&K, &V) -> u64);

impl<K, V> Clone for Weigh<K, V> {
    fn clone(&self) -> Self {
        Self(self.0)
    }
}

impl<K, V> Weighter<K, V> for Weigh<K, V> {
    fn weight(&self, key: &K, value: &V) -> u64 {
        (self.0)(key, value)
    }
}

/// Values by key, up to a capacity of weight; the entries least worth keeping leave first.
pub struct Kept<K, V> {
    cache: Cache<K, V, Weigh<K, V>>,
    counters: CacheCounters,
}

impl<K: Eq + Hash + Clone, V: Clone> Kept<K, V> {
    /// At most `capacity` entries, for values of about the same size.
    pub fn counted(capacity: usize) -> Self {
        Self::weighed(capacity, u64::try_from(capacity.max(1)).unwrap_or(u64::MAX), |_, _| 1)
    }

    /// Entries up to `capacity` of what `weigh` says each costs (never zero: every entry must be able to
    /// leave); `estimated_entries` sizes the cache's tables. An entry heavier than its part of the
    /// capacity is not kept.
    pub fn weighed(estimated_entries: usize, capacity: u64, weigh: fn(&K, &V) -> u64) -> Self {
        Self {
            cache: Cache::with_weighter(estimated_entries.max(1), capacity.max(1), Weigh(weigh)),
            counters: CacheCounters::default(),
        }
    }

    /// The value kept under `key`, or the one `load` makes, kept. Callers missing `key` together wait for
    /// the one load; a failed load keeps nothing and the next caller loads again.
    pub fn get_or_load<E>(&self, key: &K, load: impl FnOnce() -> Result<V, E>) -> Result<V, E> {
        let mut loaded = false;
        let found = self.cache.get_or_insert_with(key, || {
            loaded = true;
            load()
        });
        self.counters.count(loaded);
        found
    }

    /// [`Self::get_or_load`] for a caller on an async runtime: waiting for another caller's load yields
    /// instead of blocking the thread.
    pub async fn get_or_load_async<E>(&self, key: &K, load: impl Future<Output = Result<V, E>>) -> Result<V, E> {
        let guard = match self.cache.get_value_or_guard_async(key).await {
            Ok(found) => {
                self.counters.count(false);
                return Ok(found);
            }
            Err(guard) => guard,
        };
        self.counters.count(true);
        let value = load.await?;
        // refused only when the entry alone outweighs the capacity: then it is not kept
        let _ = guard.insert(value.clone());
        Ok(value)
    }

    /// Lookups since the start.
    pub fn cache_use(&self) -> CacheUse {
        self.counters.read()
    }

    /// The weight kept now.
    pub fn weight(&self) -> u64 {
        self.cache.weight()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::convert::Infallible;
    use std::sync::atomic::AtomicUsize;
    use std::sync::{Arc, Barrier};
    use std::thread;
    use std::time::Duration;

    use super::*;

    #[test]
    fn callers_missing_the_same_key_at_once_load_it_once() {
        const CALLERS: usize = 16;
        let kept = Arc::new(Kept::<u32, u64>::counted(8));
        let loads = Arc::new(AtomicUsize::new(0));
        let start = Arc::new(Barrier::new(CALLERS));
        let callers: Vec<_> = (0..CALLERS)
            .map(|_| {
                let (kept, loads, start) = (kept.clone(), loads.clone(), start.clone());
                thread::spawn(move || {
                    start.wait();
                    kept.get_or_load(&7, || {
                        loads.fetch_add(1, Ordering::SeqCst);
                        // slow enough that every other caller misses while this one loads
                        thread::sleep(Duration::from_millis(100));
                        Ok::<_, Infallible>(42)
                    })
                })
            })
            .collect();
        for caller in callers {
            assert_eq!(caller.join().unwrap(), Ok(42));
        }
        assert_eq!(loads.load(Ordering::SeqCst), 1);
        assert_eq!(kept.cache_use(), CacheUse { hits: CALLERS as u64 - 1, misses: 1 });
    }

    #[test]
    fn the_weight_kept_never_passes_the_capacity() {
        let kept = Kept::<u32, Vec<u8>>::weighed(16, 10_000, |_, body| body.len() as u64);
        for key in 0..1000 {
            kept.get_or_load(&key, || Ok::<_, Infallible>(vec![0; 100 + (key as usize % 7) * 50])).unwrap();
            assert!(kept.weight() <= 10_000, "{} kept after {key}", kept.weight());
        }
        assert!(kept.weight() > 5_000, "the capacity is used: {}", kept.weight());
    }

    #[test]
    fn a_kept_value_is_found_again_and_a_failed_load_keeps_nothing() {
        let kept = Kept::<&str, u32>::counted(8);
        assert_eq!(kept.get_or_load(&"a", || Err::<u32, _>("down")), Err("down"));
        assert_eq!(kept.get_or_load(&"a", || Ok::<_, &str>(1)), Ok(1));
        assert_eq!(kept.get_or_load(&"a", || Ok::<_, &str>(2)), Ok(1), "kept, not loaded again");
        assert_eq!(kept.get_or_load(&"b", || Ok::<_, &str>(3)), Ok(3), "another key");
        assert_eq!(kept.cache_use(), CacheUse { hits: 1, misses: 3 });
    }
}

//! How many quotes each caller has rendering: at most [`QUOTES_AT_ONCE_PER_CALLER`], a further one is
//! refused at once (429) rather than queued, so one caller cannot hold every worker drawing PDFs. Kept in
//! the process: each copy of the server bounds its own share of the machine.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

use crate::error::DomainError;

/// Quotes one caller may have rendering at the same time.
pub const QUOTES_AT_ONCE_PER_CALLER: usize = 2;

/// A quote takes well under a second to draw: a refused caller may try again after one.
const RETRY_AFTER_SECS: u64 = 1;

/// The quotes being rendered, by caller (user id).
#[derive(Debug, Default)]
pub struct QuotesInFlight {
    by_caller: Mutex<HashMap<i64, usize>>,
}

/// One quote being rendered; the caller's count goes down when it is dropped, however the rendering ended.
#[derive(Debug)]
pub struct QuoteInFlight<'a> {
    quotes: &'a QuotesInFlight,
    caller: i64,
}

impl QuotesInFlight {
    /// Counts one more quote for `caller`, or refuses it when the caller already has its share rendering.
    pub fn start(&self, caller: i64) -> Result<QuoteInFlight<'_>, DomainError> {
        let mut by_caller = self.counts();
        let running = by_caller.entry(caller).or_insert(0);
        if *running >= QUOTES_AT_ONCE_PER_CALLER {
            return Err(DomainError::RateLimited { retry_after_secs: RETRY_AFTER_SECS });
        }
        *running += 1;
        Ok(QuoteInFlight { quotes: self, caller })
    }

    fn counts(&self) -> MutexGuard<'_, HashMap<i64, usize>> {
        // The map holds plain counts, right even if a holder panicked.
        self.by_caller.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for QuoteInFlight<'_> {
    fn drop(&mut self) {
        let mut by_caller = self.quotes.counts();
        if let Some(running) = by_caller.get_mut(&self.caller) {
            *running -= 1;
            if *running == 0 {
                by_caller.remove(&self.caller);
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn a_caller_renders_two_quotes_at_once_and_a_third_is_refused_until_one_ends() {
        let quotes = QuotesInFlight::default();
        let first = quotes.start(7);
        let second = quotes.start(7);
        assert!(first.is_ok() && second.is_ok());
        assert_eq!(quotes.start(7).unwrap_err(), DomainError::RateLimited { retry_after_secs: 1 });
        // another caller is not held up
        assert!(quotes.start(8).is_ok());
        drop(first);
        let third = quotes.start(7);
        assert!(third.is_ok());
        drop((second, third));
        assert!(quotes.counts().is_empty());
    }
}

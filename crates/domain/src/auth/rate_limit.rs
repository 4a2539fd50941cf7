use chrono::{DateTime, Duration, Utc};

/// How many attempts one key may make within a sliding window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttemptWindow {
    pub max_attempts: i64,
    pub window: Duration,
}

/// Limits for failed logins and forgot-password calls, per email and per client address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateLimitPolicy {
    pub per_email: AttemptWindow,
    pub per_client: AttemptWindow,
}

impl Default for RateLimitPolicy {
    fn default() -> Self {
        Self {
            per_email: AttemptWindow { max_attempts: 5, window: Duration::minutes(15) },
            per_client: AttemptWindow { max_attempts: 30, window: Duration::minutes(15) },
        }
    }
}

impl AttemptWindow {
    /// `None` when another attempt is allowed, otherwise the seconds until one is.
    pub fn retry_after(&self, count: i64, oldest: Option<DateTime<Utc>>, now: DateTime<Utc>) -> Option<u64> {
        if count < self.max_attempts {
            return None;
        }
        let frees_at = oldest.unwrap_or(now) + self.window;
        let seconds = (frees_at - now).num_seconds().max(1);
        Some(u64::try_from(seconds).unwrap_or(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allows_until_the_limit_then_says_when_to_retry() {
        let window = AttemptWindow { max_attempts: 3, window: Duration::minutes(10) };
        let now = Utc::now();
        let oldest = Some(now - Duration::minutes(4));
        assert_eq!(window.retry_after(0, None, now), None);
        assert_eq!(window.retry_after(2, oldest, now), None);
        assert_eq!(window.retry_after(3, oldest, now), Some(6 * 60));
    }

    #[test]
    fn retry_after_is_never_zero() {
        let window = AttemptWindow { max_attempts: 1, window: Duration::minutes(1) };
        let now = Utc::now();
        assert_eq!(window.retry_after(1, Some(now - Duration::minutes(1)), now), Some(1));
    }
}

use chrono::{DateTime, Duration, Utc};

/// The attempts recorded for one key within a window.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RecentAttempts {
    pub count: i64,
    pub oldest: Option<DateTime<Utc>>,
    pub latest: Option<DateTime<Utc>>,
}

/// A hard limit: `max_attempts` within a sliding window, then refused until the oldest leaves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttemptWindow {
    pub max_attempts: i64,
    pub window: Duration,
}

/// A soft limit, for an email tried from anywhere: never a lockout, only a wait after the latest
/// attempt, doubling with each attempt past `free_attempts` within the window, up to `max_delay`.
/// A stranger can slow an account down this way but never keep its owner out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slowdown {
    pub free_attempts: i64,
    pub first_delay: Duration,
    pub max_delay: Duration,
    pub window: Duration,
}

/// One limit a key is checked against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    Hard(AttemptWindow),
    Slow(Slowdown),
}

/// Limits for failed logins and forgot-password calls. The hard ones count what one client address
/// does (for one email, and in all), so an attacker is stopped where they are without stopping
/// anyone elsewhere; the email alone only slows down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateLimitPolicy {
    pub per_email_and_client: AttemptWindow,
    pub per_client: AttemptWindow,
    pub per_email: Slowdown,
}

impl Default for RateLimitPolicy {
    fn default() -> Self {
        let window = Duration::minutes(15);
        Self {
            per_email_and_client: AttemptWindow { max_attempts: 5, window },
            per_client: AttemptWindow { max_attempts: 30, window },
            // A day, not the hard limits' 15 minutes: with a short window a patient attacker would get
            // fresh free attempts every window, while a long one costs the owner nothing more than
            // `max_delay` after the latest failure (attempts are kept a day).
            per_email: Slowdown {
                free_attempts: 10,
                first_delay: Duration::seconds(1),
                max_delay: Duration::minutes(5),
                window: Duration::days(1),
            },
        }
    }
}

impl Limit {
    pub fn window(&self) -> Duration {
        match self {
            Limit::Hard(hard) => hard.window,
            Limit::Slow(slow) => slow.window,
        }
    }

    /// `None` when another attempt is allowed, otherwise the seconds until one is (never zero).
    pub fn retry_after(&self, recent: &RecentAttempts, now: DateTime<Utc>) -> Option<u64> {
        let allowed_at = match self {
            Limit::Hard(hard) if recent.count >= hard.max_attempts => recent.oldest.unwrap_or(now) + hard.window,
            Limit::Slow(slow) if recent.count >= slow.free_attempts => {
                recent.latest.unwrap_or(now) + slow.delay_after(recent.count)
            }
            _ => return None,
        };
        let millis = (allowed_at - now).num_milliseconds();
        // Rounded up, so a client that waits exactly as told is let in.
        (millis > 0).then(|| u64::try_from((millis + 999) / 1000).unwrap_or(1))
    }
}

impl Slowdown {
    /// The wait after `count` attempts (at least `free_attempts`): `first_delay`, doubling.
    fn delay_after(&self, count: i64) -> Duration {
        let doublings = u32::try_from((count - self.free_attempts).clamp(0, 40)).unwrap_or(40);
        let millis = self.first_delay.num_milliseconds().saturating_mul(2_i64.saturating_pow(doublings));
        Duration::milliseconds(millis).min(self.max_delay)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn recent(count: i64, oldest_minutes_ago: i64, latest_seconds_ago: i64, now: DateTime<Utc>) -> RecentAttempts {
        RecentAttempts {
            count,
            oldest: Some(now - Duration::minutes(oldest_minutes_ago)),
            latest: Some(now - Duration::seconds(latest_seconds_ago)),
        }
    }

    #[test]
    fn a_hard_limit_allows_until_the_limit_then_says_when_the_oldest_leaves_the_window() {
        let limit = Limit::Hard(AttemptWindow { max_attempts: 3, window: Duration::minutes(10) });
        let now = Utc::now();
        assert_eq!(limit.retry_after(&RecentAttempts::default(), now), None);
        assert_eq!(limit.retry_after(&recent(2, 4, 0, now), now), None);
        assert_eq!(limit.retry_after(&recent(3, 4, 0, now), now), Some(6 * 60));
    }

    #[test]
    fn retry_after_is_never_zero_a_part_second_counts_as_one() {
        let limit = Limit::Hard(AttemptWindow { max_attempts: 1, window: Duration::minutes(1) });
        let now = Utc::now();
        let oldest = now - Duration::milliseconds(59_900);
        let recent = RecentAttempts { count: 1, oldest: Some(oldest), latest: Some(oldest) };
        assert_eq!(limit.retry_after(&recent, now), Some(1));
    }

    fn slowdown() -> Limit {
        Limit::Slow(Slowdown {
            free_attempts: 10,
            first_delay: Duration::seconds(1),
            max_delay: Duration::minutes(5),
            window: Duration::minutes(15),
        })
    }

    #[test]
    fn a_slowdown_waits_after_the_latest_attempt_doubling_past_the_free_attempts() {
        let now = Utc::now();
        assert_eq!(slowdown().retry_after(&recent(9, 5, 0, now), now), None);
        assert_eq!(slowdown().retry_after(&recent(10, 5, 0, now), now), Some(1));
        assert_eq!(slowdown().retry_after(&recent(11, 5, 0, now), now), Some(2));
        assert_eq!(slowdown().retry_after(&recent(14, 5, 0, now), now), Some(16));
        // 64 s after the 16th, of which 60 have passed.
        assert_eq!(slowdown().retry_after(&recent(16, 5, 60, now), now), Some(4));
        assert_eq!(slowdown().retry_after(&recent(16, 5, 64, now), now), None);
    }

    #[test]
    fn a_slowdown_never_waits_longer_than_its_ceiling_however_many_attempts() {
        let now = Utc::now();
        assert_eq!(slowdown().retry_after(&recent(19, 5, 0, now), now), Some(5 * 60));
        assert_eq!(slowdown().retry_after(&recent(1_000_000, 5, 0, now), now), Some(5 * 60));
    }

    #[test]
    fn a_slowdown_rounds_a_part_second_up() {
        let now = Utc::now();
        let latest = RecentAttempts { count: 12, oldest: Some(now), latest: Some(now - Duration::milliseconds(500)) };
        assert_eq!(slowdown().retry_after(&latest, now), Some(4), "3.5 s left of 4");
    }
}

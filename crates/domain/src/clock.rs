use chrono::{DateTime, Utc};
use chrono_tz::Tz;

/// Where the business runs: every date and time a person reads (a quote, an export) is Italian time.
pub const BUSINESS_TIME_ZONE: Tz = chrono_tz::Europe::Rome;

/// A moment as the business reads it, in Italian time (CET or CEST, by the IANA rules).
pub fn business_time(at: DateTime<Utc>) -> DateTime<Tz> {
    at.with_timezone(&BUSINESS_TIME_ZONE)
}

/// The time, as a port so that expiry and rate-limit rules can be tested at any instant.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait Clock: Send + Sync {
    fn now(&self) -> DateTime<Utc>;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> DateTime<Utc> {
        Utc::now()
    }
}

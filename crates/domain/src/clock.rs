use chrono::{DateTime, Days, NaiveDate, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;

/// Where the business runs: every date and time a person reads (a quote, an export) is Italian time.
pub const BUSINESS_TIME_ZONE: Tz = chrono_tz::Europe::Rome;

/// A moment as the business reads it, in Italian time (CET or CEST, by the IANA rules).
pub fn business_time(at: DateTime<Utc>) -> DateTime<Tz> {
    at.with_timezone(&BUSINESS_TIME_ZONE)
}

/// The instant `day` starts in Italian time. A day is first kept within the years 1 to 9999, which every
/// store can hold, so a filter's far-off day reads as the furthest one instead of failing.
pub fn business_midnight(day: NaiveDate) -> DateTime<Utc> {
    let (first, last) = (NaiveDate::from_ymd_opt(1, 1, 1), NaiveDate::from_ymd_opt(9999, 12, 31));
    let day = first.zip(last).map_or(day, |(first, last)| day.clamp(first, last));
    let midnight = day.and_time(NaiveTime::MIN);
    // a midnight skipped by a clock change (none in Rome, where it changes at 2:00) falls back to UTC's
    BUSINESS_TIME_ZONE.from_local_datetime(&midnight).earliest().map_or_else(|| midnight.and_utc(), |at| at.to_utc())
}

/// The instant `day` ends in Italian time: the next day's midnight, which a range of days excludes.
pub fn business_day_end(day: NaiveDate) -> DateTime<Utc> {
    business_midnight(day.checked_add_days(Days::new(1)).unwrap_or(day))
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

#[cfg(test)]
mod tests {
    use super::*;

    fn day(year: i32, month: u32, date: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(year, month, date).unwrap_or_default()
    }

    #[test]
    fn a_day_runs_from_midnight_to_midnight_in_italian_time_summer_and_winter() {
        assert_eq!(business_midnight(day(2026, 6, 1)).to_rfc3339(), "2026-05-31T22:00:00+00:00");
        assert_eq!(business_day_end(day(2026, 6, 1)).to_rfc3339(), "2026-06-01T22:00:00+00:00");
        assert_eq!(business_midnight(day(2026, 1, 15)).to_rfc3339(), "2026-01-14T23:00:00+00:00");
        // the day the clocks go forward is 23 hours long
        let spring = business_day_end(day(2026, 3, 29)) - business_midnight(day(2026, 3, 29));
        assert_eq!(spring.num_hours(), 23);
    }

    #[test]
    fn a_far_off_day_is_kept_within_the_years_a_store_holds() {
        assert_eq!(business_midnight(NaiveDate::MAX), business_midnight(day(9999, 12, 31)));
        assert_eq!(business_midnight(NaiveDate::MIN), business_midnight(day(1, 1, 1)));
        assert_eq!(business_day_end(NaiveDate::MAX), business_midnight(day(9999, 12, 31)));
    }
}

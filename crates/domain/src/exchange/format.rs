//! How one cell is written and read: Excel in Italy opens the file as is (decimal comma, it-IT dates,
//! "sì"/"no"), and a text that a spreadsheet would run as a formula is escaped.

use chrono::{DateTime, Utc};

/// What a spreadsheet reads as the start of a formula (or, tab and carriage return, hides before one).
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// Whether a text must be escaped: it starts like a formula, or with the apostrophe of an escape
/// followed by something that must be escaped (so that escaping and unescaping undo each other exactly).
fn needs_escape(text: &str) -> bool {
    match text.chars().next() {
        Some(first) if FORMULA_STARTS.contains(&first) => true,
        Some('\'') => needs_escape(&text[1..]),
        _ => false,
    }
}

/// A text cell as written: prefixed with an apostrophe when a spreadsheet would read it as a formula.
pub fn escape(text: &str) -> String {
    if needs_escape(text) { format!("'{text}") } else { text.to_owned() }
}

/// A text cell as read back: the apostrophe of [`escape`] removed.
pub fn unescape(cell: &str) -> &str {
    match cell.strip_prefix('\'') {
        Some(rest) if needs_escape(rest) => rest,
        _ => cell,
    }
}

/// Cents as written: `1234,50`, `-50,00`; no thousands separator, so every spreadsheet reads it back.
pub fn money(cents: i64) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    format!("{sign}{},{:02}", abs / 100, abs % 100)
}

/// Cents from a cell: `1234,50`, `1.234,50`, `-50`, `12,5 €`; also `1234.50` when no comma says otherwise.
/// At most two decimals. An apostrophe a spreadsheet may keep in front is ignored.
pub fn parse_money(cell: &str) -> Option<i64> {
    let cleaned: String =
        cell.trim().trim_start_matches('\'').chars().filter(|c| !c.is_whitespace() && *c != '€').collect();
    let (negative, digits) = match cleaned.strip_prefix('-') {
        Some(rest) => (true, rest.to_owned()),
        None => (false, cleaned.strip_prefix('+').unwrap_or(&cleaned).to_owned()),
    };
    // With a comma, dots group thousands; without one, a single dot is the decimal point.
    let normalised = if digits.contains(',') { digits.replace('.', "").replace(',', ".") } else { digits };
    let (units, decimals) = normalised.split_once('.').unwrap_or((&normalised, ""));
    let all_digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if units.is_empty() || !all_digits(units) || !all_digits(decimals) || decimals.len() > 2 || units.len() > 15 {
        return None;
    }
    let units: i64 = units.parse().ok()?;
    let decimals: i64 = format!("{decimals:0<2}").parse().ok()?;
    let cents = units.checked_mul(100)?.checked_add(decimals)?;
    Some(if negative { -cents } else { cents })
}

/// An integer cell: digits with an optional sign (an apostrophe a spreadsheet may keep is ignored).
pub fn parse_int(cell: &str) -> Option<i64> {
    let cell = cell.trim().trim_start_matches('\'');
    let digits = cell.strip_prefix(['-', '+']).unwrap_or(cell);
    if digits.is_empty() || digits.len() > 15 || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    cell.parse().ok()
}

pub fn boolean(value: bool) -> &'static str {
    if value { "sì" } else { "no" }
}

pub fn parse_bool(cell: &str) -> Option<bool> {
    match cell.trim().to_lowercase().as_str() {
        "sì" | "si" | "vero" | "true" | "1" | "x" => Some(true),
        "no" | "falso" | "false" | "0" => Some(false),
        _ => None,
    }
}

/// A moment as Italy reads it: `23/11/2026 02:15`, in Italian time.
pub fn date_time(at: DateTime<Utc>) -> String {
    crate::clock::business_time(at).format("%d/%m/%Y %H:%M").to_string()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn formula_looking_text_is_escaped_and_comes_back_as_it_was() {
        for (text, written) in [
            ("=SUM(A1)", "'=SUM(A1)"),
            ("+39 02", "'+39 02"),
            ("-sconto", "'-sconto"),
            ("@me", "'@me"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("'=x", "''=x"),
            ("'ciao", "'ciao"),
            ("Lino", "Lino"),
            ("", ""),
        ] {
            assert_eq!(escape(text), written, "{text:?}");
            assert_eq!(unescape(written), text, "{written:?}");
        }
    }

    #[test]
    fn money_has_a_decimal_comma_and_reads_back_negative_amounts() {
        for cents in [0, 5, 129_900, -5_000, -1, 100_000_000] {
            assert_eq!(parse_money(&money(cents)), Some(cents), "{cents}");
        }
        assert_eq!(money(129_950), "1299,50");
        assert_eq!(money(-5), "-0,05");
        assert_eq!(parse_money("1.299,5 €"), Some(129_950));
        assert_eq!(parse_money("12.50"), Some(1_250));
        assert_eq!(parse_money("'-50,00"), Some(-5_000));
        for bad in ["", "abc", "1,234", "1,2,3", "--1", "1e5", ","] {
            assert_eq!(parse_money(bad), None, "{bad}");
        }
    }

    #[test]
    fn integers_and_booleans() {
        assert_eq!(parse_int(" 12 "), Some(12));
        assert_eq!(parse_int("-3"), Some(-3));
        assert_eq!(parse_int("1,5"), None);
        assert_eq!(parse_int(""), None);
        assert_eq!((parse_bool("Sì"), parse_bool("no"), parse_bool("forse")), (Some(true), Some(false), None));
        assert_eq!(boolean(true), "sì");
    }

    #[test]
    fn dates_are_in_italian_time() {
        let winter = Utc.with_ymd_and_hms(2026, 11, 23, 1, 15, 0).unwrap();
        assert_eq!(date_time(winter), "23/11/2026 02:15");
        let summer = Utc.with_ymd_and_hms(2026, 7, 1, 22, 30, 0).unwrap();
        assert_eq!(date_time(summer), "02/07/2026 00:30");
        // 2026: summer time from 29 March 01:00 UTC to 25 October 01:00 UTC.
        assert_eq!(date_time(Utc.with_ymd_and_hms(2026, 3, 29, 0, 59, 0).unwrap()), "29/03/2026 01:59");
        assert_eq!(date_time(Utc.with_ymd_and_hms(2026, 3, 29, 1, 0, 0).unwrap()), "29/03/2026 03:00");
        assert_eq!(date_time(Utc.with_ymd_and_hms(2026, 10, 25, 1, 0, 0).unwrap()), "25/10/2026 02:00");
    }
}

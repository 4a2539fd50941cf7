//! The language the domain speaks to one caller: Italian by default, English beside it.
//!
//! Every message is written once in both languages where it is built (`tr!`), so the compiler keeps the two
//! catalogues complete. Use cases are synchronous functions run one at a time on a thread, so the adapter
//! sets the caller's language around the call ([`with_language`]) and the messages built inside it come out
//! in that language. Codes never depend on it. Catalogue content (names, rule messages) stays as typed.

use std::cell::Cell;

/// The languages the product speaks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    It,
    En,
}

impl Language {
    /// The language of a BCP 47 tag (`en`, `en-GB`, `it-IT`): English for `en`, Italian for anything else.
    pub fn from_tag(tag: &str) -> Self {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        if primary.trim().eq_ignore_ascii_case("en") { Self::En } else { Self::It }
    }

    /// The language a visitor's `Accept-Language` prefers among those the product speaks: the supported tag
    /// with the highest weight, the first one on a tie; Italian when none is supported.
    pub fn from_accept_language(header: &str) -> Self {
        let mut best: Option<(Self, f32)> = None;
        for entry in header.split(',') {
            let mut parts = entry.split(';');
            let tag = parts.next().unwrap_or_default().trim();
            let weight = parts
                .filter_map(|param| param.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            let primary = tag.split('-').next().unwrap_or_default();
            let language = if primary.eq_ignore_ascii_case("en") {
                Self::En
            } else if primary.eq_ignore_ascii_case("it") {
                Self::It
            } else {
                continue;
            };
            if weight > 0.0 && best.is_none_or(|(_, kept)| weight > kept) {
                best = Some((language, weight));
            }
        }
        best.map(|(language, _)| language).unwrap_or_default()
    }
}

thread_local! {
    static CURRENT: Cell<Language> = const { Cell::new(Language::It) };
}

/// The language messages are being built in on this thread.
pub fn language() -> Language {
    CURRENT.with(Cell::get)
}

/// Runs `work` with messages built in `language`; the previous language comes back afterwards, even on panic.
pub fn with_language<R>(language: Language, work: impl FnOnce() -> R) -> R {
    struct Restore(Language);
    impl Drop for Restore {
        fn drop(&mut self) {
            CURRENT.with(|current| current.set(self.0));
        }
    }
    let _restore = Restore(CURRENT.with(|current| current.replace(language)));
    work()
}

/// Switches the current work to `language` (an adapter that learns the caller's own language mid-request);
/// [`with_language`] around the work restores the previous one.
pub fn adopt_language(language: Language) {
    CURRENT.with(|current| current.set(language));
}

/// A message in the current language: `tr!("Italiano {x}.", "English {x}.")`, with `format!` arguments after
/// the two texts when they need them. Only the chosen language is formatted.
#[macro_export]
macro_rules! tr {
    ($it:literal, $en:literal $(,)?) => {
        match $crate::locale::language() {
            $crate::locale::Language::It => ::std::format!($it),
            $crate::locale::Language::En => ::std::format!($en),
        }
    };
    ($it:literal, $en:literal, $($arg:tt)+) => {
        match $crate::locale::language() {
            $crate::locale::Language::It => ::std::format!($it, $($arg)+),
            $crate::locale::Language::En => ::std::format!($en, $($arg)+),
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_is_english_only_when_its_primary_subtag_is_en() {
        assert_eq!(Language::from_tag("en"), Language::En);
        assert_eq!(Language::from_tag("en-GB"), Language::En);
        assert_eq!(Language::from_tag("EN_us"), Language::En);
        assert_eq!(Language::from_tag("it-IT"), Language::It);
        assert_eq!(Language::from_tag("de"), Language::It);
        assert_eq!(Language::from_tag(""), Language::It);
    }

    #[test]
    fn accept_language_picks_the_heaviest_supported_tag() {
        assert_eq!(Language::from_accept_language("en-US,en;q=0.9"), Language::En);
        assert_eq!(Language::from_accept_language("de-DE, en;q=0.5, it;q=0.8"), Language::It);
        assert_eq!(Language::from_accept_language("de-DE, fr;q=0.9, en;q=0.1"), Language::En);
        assert_eq!(Language::from_accept_language("en;q=0, it;q=0.1"), Language::It);
        assert_eq!(Language::from_accept_language("fr"), Language::It);
        assert_eq!(Language::from_accept_language("*, en;q=garbage"), Language::En);
        assert_eq!(Language::from_accept_language(""), Language::It);
    }

    #[test]
    fn messages_follow_the_language_set_around_the_work_and_it_is_restored() {
        let count = 3;
        assert_eq!(tr!("{count} parti", "{count} parts"), "3 parti");
        let inside = with_language(Language::En, || {
            let nested = with_language(Language::It, || tr!("sì", "yes"));
            (tr!("{} parti", "{} parts", count), nested)
        });
        assert_eq!(inside, ("3 parts".to_owned(), "sì".to_owned()));
        assert_eq!(language(), Language::It);
        let unwound = std::panic::catch_unwind(|| with_language(Language::En, || panic!("boom")));
        assert!(unwound.is_err());
        assert_eq!(language(), Language::It);
    }
}

//! The languages the product speaks, and how a caller's is found: their own setting, or what a visitor's
//! browser asks for. A message is rendered in one at the edge ([`super::Message::render`]).

/// The languages the product speaks.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    It,
    En,
}

impl Language {
    /// Its primary tag: `it`, `en`.
    pub fn tag(self) -> &'static str {
        match self {
            Self::It => "it",
            Self::En => "en",
        }
    }

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
}

//! The ETags of cacheable answers, made from the versions the domain says an answer depends on. Each is
//! weak (equal content, not equal bytes: a gzipped and a plain body share it) and the same on every build,
//! platform and server copy, so a browser may revalidate an answer of one copy with another.

use domain::configurations::ListVersion;
use domain::configurator::CategoryVersion;

/// A category answer's: `W/"v<catalogue>-<c|u><company>-<slug hash>"`. `c` marks a view through the
/// company's filters, `u` an unrestricted one (administrators, users without a company).
pub fn category(version: CategoryVersion, slug: &str) -> String {
    let CategoryVersion { catalogue, viewer, language } = version;
    let scope = if viewer.filtered { 'c' } else { 'u' };
    let company = viewer.company_id.unwrap_or(0);
    let language = language.tag();
    format!("W/\"v{catalogue}-{scope}{company}-{language}-{:016x}\"", fnv1a(slug.as_bytes()))
}

/// A page of the configurations list's: `W/"l<configurations>-v<catalogue>-<hash of the page's key>"`.
pub fn list(version: &ListVersion) -> String {
    let ListVersion { configurations, catalogue, key } = version;
    format!("W/\"l{configurations}-v{catalogue}-{:016x}\"", fnv1a(key.as_bytes()))
}

/// FNV-1a, 64 bits: stable across builds and platforms (unlike std's hasher), which an ETag needs.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3))
}

#[cfg(test)]
mod tests {
    use domain::configurator::Viewer;
    use domain::said::Language;

    use super::*;

    #[test]
    fn the_hash_is_fnv1a_64() {
        // the published test vectors of FNV-1a, 64 bits
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }

    #[test]
    fn a_category_tag_names_the_version_the_scope_the_language_and_the_slug() {
        let filtered = Viewer { company_id: Some(7), filtered: true };
        let at = |catalogue, viewer| CategoryVersion { catalogue, viewer, language: Language::It };
        let tag = category(at(41, filtered), "divani");
        assert!(tag.starts_with("W/\"v41-c7-it-") && tag.ends_with('"'), "{tag}");
        assert_ne!(tag, category(CategoryVersion { language: Language::En, ..at(41, filtered) }, "divani"));
        assert_ne!(tag, category(at(42, filtered), "divani"));
        assert_ne!(tag, category(at(41, filtered), "tavoli"));
        assert_ne!(tag, category(at(41, Viewer { company_id: Some(8), filtered: true }), "divani"));
        assert_ne!(tag, category(at(41, Viewer { company_id: Some(7), filtered: false }), "divani"));
    }

    #[test]
    fn a_list_tag_names_both_versions_and_the_page() {
        let page = |configurations, catalogue, key: &str| ListVersion { configurations, catalogue, key: key.into() };
        let tag = list(&page(9, 41, "Own(7) a"));
        assert!(tag.starts_with("W/\"l9-v41-") && tag.ends_with('"'), "{tag}");
        assert_ne!(tag, list(&page(10, 41, "Own(7) a")));
        assert_ne!(tag, list(&page(9, 42, "Own(7) a")));
        assert_ne!(tag, list(&page(9, 41, "Own(7) b")));
    }
}

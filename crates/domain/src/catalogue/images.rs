//! Catalogue images (categories, models): what an administrator may upload, how it is recognised, where it
//! is kept. The kind of an image is read from its bytes (magic numbers), never from a name or a declared
//! type; an SVG is accepted only when it holds nothing active (no script, event handler, external reference
//! or embedded document), otherwise refused. Storage is a port: a folder under `DATA_DIR` today, an
//! S3-compatible bucket could be another adapter chosen by configuration.

use std::sync::Arc;

use crate::access::require_admin;
use crate::configurations::{PublicIds, is_public_id};
use crate::error::{DomainError, RepoError};
use crate::tr;
use crate::users::User;

/// The largest image accepted, in bytes.
pub const MAX_IMAGE_BYTES: usize = 2 * 1024 * 1024;

/// Where uploaded images are served from; an uploaded image's URL is this plus its name.
pub const IMAGE_URL_PREFIX: &str = "/api/images/";

/// The kinds of image accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImageKind {
    Png,
    Jpeg,
    Webp,
    Svg,
}

impl ImageKind {
    pub const ALL: [ImageKind; 4] = [ImageKind::Png, ImageKind::Jpeg, ImageKind::Webp, ImageKind::Svg];

    pub fn content_type(self) -> &'static str {
        match self {
            ImageKind::Png => "image/png",
            ImageKind::Jpeg => "image/jpeg",
            ImageKind::Webp => "image/webp",
            ImageKind::Svg => "image/svg+xml",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            ImageKind::Png => "png",
            ImageKind::Jpeg => "jpg",
            ImageKind::Webp => "webp",
            ImageKind::Svg => "svg",
        }
    }

    fn from_extension(extension: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.extension() == extension)
    }

    fn from_content_type(content_type: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.content_type() == content_type)
    }

    /// The kind the bytes are, by their magic numbers (for SVG: an XML document whose root is `<svg`).
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(ImageKind::Png)
        } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(ImageKind::Jpeg)
        } else if bytes.len() >= 12 && bytes.starts_with(b"RIFF") && &bytes[8..12] == b"WEBP" {
            Some(ImageKind::Webp)
        } else if looks_like_svg(bytes) {
            Some(ImageKind::Svg)
        } else {
            None
        }
    }
}

/// Text that starts like markup (after a BOM and blanks) and has an `<svg` element.
fn looks_like_svg(bytes: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(bytes) else { return false };
    let text = text.trim_start_matches('\u{feff}').trim_start();
    text.starts_with('<') && text.to_ascii_lowercase().contains("<svg")
}

/// What makes an SVG unsafe to serve.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SvgProblem {
    Script,
    Animation,
    CharacterReference,
    Doctype,
    Embedded,
    JavascriptLink,
    ExternalStyles,
    EventHandler,
    ExternalReference,
}

impl SvgProblem {
    /// The reason, in the current language.
    pub fn message(self) -> String {
        match self {
            SvgProblem::Script => tr!("contiene uno script", "it contains a script"),
            SvgProblem::Animation => {
                tr!(
                    "contiene un'animazione che cambia gli attributi",
                    "it contains an animation that changes attributes"
                )
            }
            SvgProblem::CharacterReference => {
                tr!("contiene riferimenti a caratteri", "it contains character references")
            }
            SvgProblem::Doctype => tr!("dichiara un DOCTYPE o delle entità", "it declares a DOCTYPE or entities"),
            SvgProblem::Embedded => {
                tr!("incorpora un documento esterno all'SVG", "it embeds a document from outside the SVG")
            }
            SvgProblem::JavascriptLink => tr!("contiene un collegamento javascript:", "it contains a javascript: link"),
            SvgProblem::ExternalStyles => tr!("importa fogli di stile esterni", "it imports external style sheets"),
            SvgProblem::EventHandler => {
                tr!("contiene un gestore di eventi (on…)", "it contains an event handler (on…)")
            }
            SvgProblem::ExternalReference => tr!("fa riferimento a risorse esterne", "it refers to external resources"),
        }
    }
}

/// Why an SVG cannot be served safely, if it cannot: the check is deliberately coarse and refuses anything
/// active or external rather than trying to rewrite it.
pub fn svg_problem(text: &str) -> Option<SvgProblem> {
    let lower = text.to_ascii_lowercase();
    const FORBIDDEN: [(&str, SvgProblem); 13] = [
        ("<script", SvgProblem::Script),
        // An animation can set any attribute (an `href` to `javascript:`, an `onclick`) after the checks below.
        ("<animate", SvgProblem::Animation),
        ("<set", SvgProblem::Animation),
        // A character reference can spell what the checks look for (`&#106;avascript:`).
        ("&#", SvgProblem::CharacterReference),
        ("<!doctype", SvgProblem::Doctype),
        ("<!entity", SvgProblem::Doctype),
        ("<foreignobject", SvgProblem::Embedded),
        ("<iframe", SvgProblem::Embedded),
        ("<embed", SvgProblem::Embedded),
        ("<object", SvgProblem::Embedded),
        ("javascript:", SvgProblem::JavascriptLink),
        ("@import", SvgProblem::ExternalStyles),
        ("<?xml-stylesheet", SvgProblem::ExternalStyles),
    ];
    if let Some((_, why)) = FORBIDDEN.iter().find(|(needle, _)| lower.contains(needle)) {
        return Some(*why);
    }
    if has_event_handler(&lower) {
        return Some(SvgProblem::EventHandler);
    }
    if has_external_reference(&lower) {
        return Some(SvgProblem::ExternalReference);
    }
    None
}

/// An attribute named `on…` (`onload=`, `onclick =`): preceded by a blank, a quote or a slash.
fn has_event_handler(lower: &str) -> bool {
    let bytes = lower.as_bytes();
    (1..bytes.len()).any(|at| {
        if !matches!(bytes[at - 1], b' ' | b'\t' | b'\n' | b'\r' | b'"' | b'\'' | b'/')
            || !lower[at..].starts_with("on")
        {
            return false;
        }
        let rest = &lower[at + 2..];
        let name_len = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
        name_len > 0 && rest[name_len..].trim_start().starts_with('=')
    })
}

/// A `href`/`src` attribute or a CSS `url(…)` that points anywhere but inside the document (`#id`).
fn has_external_reference(lower: &str) -> bool {
    let attribute_values = ["href", "src"].into_iter().flat_map(|name| {
        lower.match_indices(name).filter_map(move |(at, _)| {
            let rest = lower[at + name.len()..].trim_start();
            rest.strip_prefix('=').map(|value| value.trim_start().trim_start_matches(['"', '\'']).trim_start())
        })
    });
    let urls = lower.match_indices("url(").map(|(at, _)| lower[at + 4..].trim_start().trim_start_matches(['"', '\'']));
    attribute_values.chain(urls).any(|value| !value.starts_with('#'))
}

/// The name an uploaded image is stored and served under: a random public id and the kind's extension.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageName {
    id: String,
    kind: ImageKind,
}

impl ImageName {
    /// `None` for any name no upload can have (so a wrong one is 404 without a read).
    pub fn parse(name: &str) -> Option<Self> {
        let (id, extension) = name.split_once('.')?;
        let kind = ImageKind::from_extension(extension)?;
        is_public_id(id).then(|| Self { id: id.to_owned(), kind })
    }

    pub fn kind(&self) -> ImageKind {
        self.kind
    }

    pub fn url(&self) -> String {
        format!("{IMAGE_URL_PREFIX}{self}")
    }
}

impl std::fmt::Display for ImageName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.id, self.kind.extension())
    }
}

/// Where image bytes are kept.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ImageStore: Send + Sync {
    fn save(&self, name: &ImageName, bytes: &[u8]) -> Result<(), RepoError>;
    /// `None` when there is no such image.
    fn load(&self, name: &ImageName) -> Result<Option<Vec<u8>>, RepoError>;
}

/// An uploaded image, as the upload answers it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UploadedImage {
    /// Where the image is served: put it in an `imageUrl` field.
    pub url: String,
    pub content_type: String,
    pub size: usize,
}

pub struct ImageService {
    pub store: Arc<dyn ImageStore>,
    pub ids: Arc<dyn PublicIds>,
}

fn refused(message: String) -> DomainError {
    DomainError::validation("file", &message)
}

impl ImageService {
    /// Admins only. `declared` is the request's content type: when it names an image kind, the bytes must
    /// be of that kind.
    pub fn upload(&self, caller: &User, declared: Option<&str>, bytes: &[u8]) -> Result<UploadedImage, DomainError> {
        require_admin(caller)?;
        if bytes.len() > MAX_IMAGE_BYTES {
            return Err(too_large());
        }
        let Some(kind) = ImageKind::sniff(bytes) else {
            return Err(refused(tr!(
                "Il file non è un'immagine riconosciuta. Sono accettate immagini PNG, JPEG, WebP e SVG.",
                "The file is not a recognized image. PNG, JPEG, WebP and SVG images are accepted."
            )));
        };
        if let Some(declared) = declared.and_then(ImageKind::from_content_type).filter(|declared| *declared != kind) {
            return Err(refused(tr!(
                "Il contenuto del file non è {} come dichiarato: è {}.",
                "The file's content is not {} as declared: it is {}.",
                declared.extension().to_uppercase(),
                kind.extension().to_uppercase()
            )));
        }
        if kind == ImageKind::Svg {
            let text = String::from_utf8_lossy(bytes);
            if let Some(why) = svg_problem(&text) {
                return Err(refused(tr!(
                    "L'SVG non è sicuro e non è stato accettato: {}.",
                    "The SVG is not safe and was not accepted: {}.",
                    why.message()
                )));
            }
        }
        let name = ImageName { id: self.ids.generate(), kind };
        self.store.save(&name, bytes)?;
        Ok(UploadedImage { url: name.url(), content_type: kind.content_type().to_owned(), size: bytes.len() })
    }

    /// Anyone may read an image (the wizard's `<img>` carries no token); unknown names are 404.
    pub fn read(&self, name: &str) -> Result<(ImageKind, Vec<u8>), DomainError> {
        let name = ImageName::parse(name).ok_or_else(not_found)?;
        let bytes = self.store.load(&name)?.ok_or_else(not_found)?;
        Ok((name.kind(), bytes))
    }
}

pub fn too_large() -> DomainError {
    DomainError::TooLarge(tr!(
        "L'immagine supera il limite di {} MB.",
        "The image is over the {} MB limit.",
        MAX_IMAGE_BYTES / (1024 * 1024)
    ))
}

fn not_found() -> DomainError {
    DomainError::NotFound(tr!("Immagine non trovata.", "Image not found."))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::configurations::MockPublicIds;
    use crate::testing::user;
    use crate::users::Role;

    const ID: &str = "AAAAAAAAAAAAAAAAAAAAAA";
    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";

    fn service(saves: usize) -> ImageService {
        let mut store = MockImageStore::new();
        store.expect_save().times(saves).returning(|_, _| Ok(()));
        let mut ids = MockPublicIds::new();
        ids.expect_generate().returning(|| ID.to_owned());
        ImageService { store: Arc::new(store), ids: Arc::new(ids) }
    }

    fn admin() -> User {
        user(1, Role::Admin, None)
    }

    fn refusal(answer: Result<UploadedImage, DomainError>) -> String {
        match answer {
            Err(DomainError::Validation(errors)) => errors[0].message.clone(),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn kinds_come_from_the_bytes() {
        assert_eq!(ImageKind::sniff(PNG), Some(ImageKind::Png));
        assert_eq!(ImageKind::sniff(b"\xFF\xD8\xFF\xE0\0\x10JFIF"), Some(ImageKind::Jpeg));
        assert_eq!(ImageKind::sniff(b"RIFF\x24\0\0\0WEBPVP8 "), Some(ImageKind::Webp));
        assert_eq!(ImageKind::sniff(b"\xEF\xBB\xBF <?xml version=\"1.0\"?><svg/>"), Some(ImageKind::Svg));
        assert_eq!(ImageKind::sniff(b"GIF89a"), None);
        assert_eq!(ImageKind::sniff(b"hello.png"), None);
        assert_eq!(ImageKind::sniff(b"<html><body>svg</body></html>"), None);
    }

    #[test]
    fn uploads_are_stored_under_a_random_name_of_their_kind() {
        let uploaded = service(1).upload(&admin(), Some("image/png"), PNG).unwrap();
        assert_eq!(uploaded.url, format!("/api/images/{ID}.png"));
        assert_eq!(uploaded.content_type, "image/png");
        let svg = b"<svg xmlns=\"http://www.w3.org/2000/svg\"><use href=\"#a\"/><rect style=\"fill:url(#g)\"/></svg>";
        assert_eq!(service(1).upload(&admin(), None, svg).unwrap().content_type, "image/svg+xml");
    }

    #[test]
    fn only_admins_upload() {
        for role in [Role::Customer, Role::CustomerManager, Role::AccountManager] {
            assert_eq!(service(0).upload(&user(2, role, Some(7)), None, PNG).unwrap_err(), DomainError::Forbidden);
        }
    }

    #[test]
    fn wrong_kinds_lies_and_oversize_are_refused_before_the_store() {
        assert!(refusal(service(0).upload(&admin(), Some("image/png"), b"not an image")).contains("non è un'immagine"));
        assert!(refusal(service(0).upload(&admin(), Some("image/jpeg"), PNG)).contains("non è JPG"));
        let big = [PNG, &vec![0; MAX_IMAGE_BYTES]].concat();
        assert!(matches!(service(0).upload(&admin(), None, &big), Err(DomainError::TooLarge(_))));
    }

    #[test]
    fn active_or_external_svgs_are_refused() {
        for svg in [
            "<svg><script>alert(1)</script></svg>",
            "<svg onload=\"alert(1)\"/>",
            "<svg><rect ONCLICK = 'x'/></svg>",
            "<svg><a href=\"javascript:alert(1)\">x</a></svg>",
            "<svg><image href=\"https://evil.example/x.png\"/></svg>",
            "<svg><image xlink:href = '//evil.example/x.png'/></svg>",
            "<svg><rect style=\"fill:url(https://evil.example/x)\"/></svg>",
            "<svg><style>@import 'https://evil.example/x.css';</style></svg>",
            "<svg><foreignObject><body/></foreignObject></svg>",
            "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><svg>&x;</svg>",
            "<svg><a href=\"#x\"><animate attributeName=\"href\" values=\"&#106;avascript:alert(1)\"/></a></svg>",
            "<svg><rect><set attributeName=\"onclick\" to=\"alert(1)\"/></rect></svg>",
            "<svg><a href=\"&#x6A;avascript:alert(1)\">x</a></svg>",
        ] {
            let message = refusal(service(0).upload(&admin(), Some("image/svg+xml"), svg.as_bytes()));
            assert!(message.starts_with("L'SVG non è sicuro"), "{svg}: {message}");
        }
        // words that merely contain "on" are not handlers
        assert_eq!(svg_problem("<svg><text font=\"x\" content=\"y\">bonjour</text></svg>"), None);
    }

    #[test]
    fn refusals_speak_english() {
        let english = |declared: Option<&'static str>, bytes: &'static [u8]| {
            crate::locale::with_language(crate::locale::Language::En, || {
                refusal(service(0).upload(&admin(), declared, bytes))
            })
        };
        assert_eq!(
            english(None, b"GIF89a"),
            "The file is not a recognized image. PNG, JPEG, WebP and SVG images are accepted."
        );
        assert_eq!(english(Some("image/jpeg"), PNG), "The file's content is not JPG as declared: it is PNG.");
        assert_eq!(
            english(None, b"<svg onload=\"alert(1)\"/>"),
            "The SVG is not safe and was not accepted: it contains an event handler (on…)."
        );
        let big = crate::locale::with_language(crate::locale::Language::En, too_large);
        assert_eq!(big, DomainError::TooLarge("The image is over the 2 MB limit.".into()));
    }

    #[test]
    fn names_are_checked_before_any_read() {
        let mut store = MockImageStore::new();
        store.expect_load().never();
        let service = ImageService { store: Arc::new(store), ids: Arc::new(MockPublicIds::new()) };
        for name in ["x.png", "../../etc/passwd", &format!("{ID}.gif"), &format!("{ID}.png.exe"), ID] {
            assert!(matches!(service.read(name), Err(DomainError::NotFound(_))), "{name}");
        }
        assert_eq!(ImageName::parse(&format!("{ID}.webp")).unwrap().url(), format!("/api/images/{ID}.webp"));
    }
}

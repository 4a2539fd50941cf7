//! Catalogue images (categories, models): what an administrator may upload, how it is recognised, where it
//! is kept. The kind of an image is read from its bytes (magic numbers), never from a name or a declared
//! type. A raster image is accepted only when it decodes in full within [`MAX_SIDE`] and [`MAX_PIXELS`]
//! ([`raster`]); an SVG only when its parsed tree keeps to an allowlist ([`svg`]). The same check runs on
//! stored images at start, when one is served and when a quote draws one (docs/decisions/0013). Storage is
//! a port: a folder under `DATA_DIR` today, an S3-compatible bucket could be another adapter chosen by
//! configuration.

mod raster;
#[cfg(any(test, feature = "samples"))]
pub mod samples;
mod svg;

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use crate::access::require_admin;
use crate::configurations::{PublicIds, is_public_id};
use crate::error::{DomainError, RepoError};
use crate::said::{Catalogue, Message};
use crate::users::User;

pub use raster::{MAX_PIXELS, MAX_SIDE};
pub use svg::{MAX_SVG_DEPTH, MAX_SVG_DRAWN_ELEMENTS, SvgProblem, svg_problem};

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

/// Why an image is refused: at upload, when stored ones are checked at start, when one is served and when
/// a quote draws one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImageProblem {
    /// Over [`MAX_SIDE`] pixels a side or [`MAX_PIXELS`] in all.
    TooManyPixels {
        width: u32,
        height: u32,
    },
    /// The header is fine but the pixel data ends early.
    Truncated,
    /// The decoder's reason, in its words.
    Undecodable(String),
    Svg(SvgProblem),
}

/// Decodes the image in full under the limits (an SVG: parses it and checks it against the allowlist). Pure
/// and bounded: the same check serves uploads, the start-up audit, reads and the PDF quote.
pub fn check_image(kind: ImageKind, bytes: &[u8]) -> Result<(), ImageProblem> {
    match kind {
        ImageKind::Png => raster::check_png(bytes),
        ImageKind::Jpeg => raster::check_jpeg(bytes),
        ImageKind::Webp => raster::check_webp(bytes),
        ImageKind::Svg => svg_problem(bytes).map_or(Ok(()), |problem| Err(ImageProblem::Svg(problem))),
    }
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
    /// Every image kept (what is not an image name is left out).
    fn names(&self) -> Result<Vec<ImageName>, RepoError>;
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
    store: Arc<dyn ImageStore>,
    ids: Arc<dyn PublicIds>,
    /// Names of stored images that passed [`check_image`]: a stored image never changes (a new upload gets a
    /// new name), so each is decoded once per process, not at every read.
    checked: Mutex<HashSet<String>>,
}

fn refused(message: Catalogue) -> DomainError {
    DomainError::validation("file", message)
}

impl ImageService {
    pub fn new(store: Arc<dyn ImageStore>, ids: Arc<dyn PublicIds>) -> Self {
        Self { store, ids, checked: Mutex::new(HashSet::new()) }
    }

    /// Admins only. `declared` is the request's content type: when it names an image kind, the bytes must
    /// be of that kind.
    pub fn upload(&self, caller: &User, declared: Option<&str>, bytes: &[u8]) -> Result<UploadedImage, DomainError> {
        require_admin(caller)?;
        if bytes.len() > MAX_IMAGE_BYTES {
            return Err(too_large());
        }
        let Some(kind) = ImageKind::sniff(bytes) else {
            return Err(refused(Catalogue::NotAnImage));
        };
        if let Some(declared) = declared.and_then(ImageKind::from_content_type).filter(|declared| *declared != kind) {
            return Err(refused(Catalogue::NotDeclaredKind { declared, actual: kind }));
        }
        check_image(kind, bytes).map_err(|problem| refused(Catalogue::ImageRefused { problem }))?;
        let name = ImageName { id: self.ids.generate(), kind };
        self.store.save(&name, bytes)?;
        Ok(UploadedImage { url: name.url(), content_type: kind.content_type().to_owned(), size: bytes.len() })
    }

    /// Anyone may read an image (the wizard's `<img>` carries no token); unknown names are 404, and so is a
    /// stored image that fails the check (one stored before the check existed, or put there by hand).
    pub fn read(&self, name: &str) -> Result<(ImageKind, Vec<u8>), DomainError> {
        let name = ImageName::parse(name).ok_or_else(not_found)?;
        let bytes = self.store.load(&name)?.ok_or_else(not_found)?;
        let key = name.to_string();
        if !self.checked_names().contains(&key) {
            check_image(name.kind(), &bytes)
                .map_err(|problem| DomainError::NotFound(Catalogue::ImageUnavailable { problem }.into()))?;
            self.checked_names().insert(key);
        }
        Ok((name.kind(), bytes))
    }

    /// Checks every stored image as an upload would be, for start-up: the names that fail, with their
    /// reasons. Those that pass are remembered, so reads need not decode them again.
    pub fn stored_problems(&self) -> Result<Vec<(String, Message)>, DomainError> {
        let mut problems = Vec::new();
        for name in self.store.names()? {
            let Some(bytes) = self.store.load(&name)? else { continue };
            match check_image(name.kind(), &bytes) {
                Ok(()) => {
                    self.checked_names().insert(name.to_string());
                }
                Err(problem) => problems.push((name.to_string(), Catalogue::ImageFailsCheck { problem }.into())),
            }
        }
        Ok(problems)
    }

    fn checked_names(&self) -> std::sync::MutexGuard<'_, HashSet<String>> {
        // A panic elsewhere while holding the lock leaves a set that is still right.
        self.checked.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

pub fn too_large() -> DomainError {
    DomainError::TooLarge(Catalogue::ImageTooLarge { max_mb: MAX_IMAGE_BYTES / (1024 * 1024) }.into())
}

fn not_found() -> DomainError {
    DomainError::NotFound(Catalogue::ImageNotFound.into())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::configurations::MockPublicIds;
    use crate::said::Language;
    use crate::testing::user;
    use crate::users::Role;

    const ID: &str = "AAAAAAAAAAAAAAAAAAAAAA";
    const SVG: &[u8] =
        b"<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\"><rect width=\"10\" height=\"10\"/></svg>";

    fn png() -> Vec<u8> {
        samples::png(16, 16, 16)
    }

    fn service(saves: usize) -> ImageService {
        let mut store = MockImageStore::new();
        store.expect_save().times(saves).returning(|_, _| Ok(()));
        let mut ids = MockPublicIds::new();
        ids.expect_generate().returning(|| ID.to_owned());
        ImageService::new(Arc::new(store), Arc::new(ids))
    }

    fn admin() -> User {
        user(1, Role::Admin, None)
    }

    /// Why the upload was refused, said in `language`.
    fn refusal(answer: Result<UploadedImage, DomainError>, language: Language) -> String {
        match answer {
            Err(DomainError::Validation(errors)) => {
                assert_eq!(errors[0].field, "file");
                errors[0].message.render(language)
            }
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    fn svg_refusal(svg: &str) -> Option<SvgProblem> {
        svg_problem(svg.as_bytes())
    }

    #[test]
    fn kinds_come_from_the_bytes() {
        assert_eq!(ImageKind::sniff(&png()), Some(ImageKind::Png));
        assert_eq!(ImageKind::sniff(b"\xFF\xD8\xFF\xE0\0\x10JFIF"), Some(ImageKind::Jpeg));
        assert_eq!(ImageKind::sniff(b"RIFF\x24\0\0\0WEBPVP8 "), Some(ImageKind::Webp));
        assert_eq!(ImageKind::sniff(b"\xEF\xBB\xBF <?xml version=\"1.0\"?><svg/>"), Some(ImageKind::Svg));
        assert_eq!(ImageKind::sniff(b"GIF89a"), None);
        assert_eq!(ImageKind::sniff(b"hello.png"), None);
        assert_eq!(ImageKind::sniff(b"<html><body>svg</body></html>"), None);
    }

    #[test]
    fn good_images_of_every_kind_are_stored_under_a_random_name_of_their_kind() {
        let uploaded = service(1).upload(&admin(), Some("image/png"), &png()).unwrap();
        assert_eq!(uploaded.url, format!("/api/images/{ID}.png"));
        assert_eq!(uploaded.content_type, "image/png");
        let jpeg = samples::jpeg(24, 16);
        assert_eq!(service(1).upload(&admin(), None, &jpeg).unwrap().content_type, "image/jpeg");
        assert_eq!(service(1).upload(&admin(), None, &samples::webp(12, 9)).unwrap().content_type, "image/webp");
        let svg = concat!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" ",
            "viewBox=\"0 0 320 200\" role=\"img\" aria-labelledby=\"t\"><title id=\"t\">Divano</title>",
            "<style>.a{fill:rgb(10,20,30)} rect:not(.a){stroke:url(#g)}</style>",
            "<defs><linearGradient id=\"g\"><stop offset=\"0\" stop-color=\"#fff\"/></linearGradient>",
            "<g id=\"leg\"><rect width=\"4\" height=\"9\"/></g></defs>",
            "<rect class=\"a\" width=\"300\" height=\"20\" rx=\"8\" style=\"fill:url('#g')\" transform=\"rotate(5 10 10)\"/>",
            "<use href=\"#leg\" x=\"10\"/><use xlink:href=\"#leg\" x=\"290\"/>",
            "<text xml:space=\"preserve\" font-family=\"'Helvetica Neue', sans-serif\">Oslo (3 posti)</text></svg>"
        );
        assert_eq!(svg_refusal(svg), None);
        assert_eq!(service(1).upload(&admin(), None, svg.as_bytes()).unwrap().content_type, "image/svg+xml");
    }

    #[test]
    fn the_apps_own_catalogue_pictures_pass_the_svg_check() {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/../../frontend/public/catalogue");
        let pictures: Vec<_> = std::fs::read_dir(folder).unwrap().map(|entry| entry.unwrap().path()).collect();
        assert!(!pictures.is_empty());
        for picture in pictures {
            let bytes = std::fs::read(&picture).unwrap();
            assert_eq!(check_image(ImageKind::Svg, &bytes), Ok(()), "{}", picture.display());
        }
    }

    #[test]
    fn only_admins_upload() {
        for role in [Role::Customer, Role::CustomerManager, Role::AccountManager] {
            assert_eq!(service(0).upload(&user(2, role, Some(7)), None, &png()).unwrap_err(), DomainError::Forbidden);
        }
    }

    #[test]
    fn wrong_kinds_lies_and_oversize_are_refused_before_the_store() {
        let not_an_image = service(0).upload(&admin(), Some("image/png"), b"not an image");
        assert_eq!(not_an_image.unwrap_err(), DomainError::validation("file", Catalogue::NotAnImage));
        let lie = service(0).upload(&admin(), Some("image/jpeg"), &png());
        let lie_refused = Catalogue::NotDeclaredKind { declared: ImageKind::Jpeg, actual: ImageKind::Png };
        assert_eq!(lie.unwrap_err(), DomainError::validation("file", lie_refused));
        let big = [&png()[..], &vec![0; MAX_IMAGE_BYTES]].concat();
        assert!(matches!(service(0).upload(&admin(), None, &big), Err(DomainError::TooLarge(_))));
    }

    #[test]
    fn a_header_declaring_too_many_pixels_is_refused_before_its_pixels_are_decoded() {
        let bomb = samples::png_bomb();
        assert!(bomb.len() < MAX_IMAGE_BYTES);
        assert_eq!(
            check_image(ImageKind::Png, &bomb),
            Err(ImageProblem::TooManyPixels { width: 50_000, height: 50_000 })
        );
        let message = refusal(service(0).upload(&admin(), Some("image/png"), &bomb), Language::It);
        assert_eq!(
            message,
            "L'immagine non è stata accettata: misura 50000 × 50000 pixel, oltre il limite di 8000 pixel per lato e 40 megapixel."
        );
        // a side over the limit, and an area over it with both sides within
        assert!(matches!(
            check_image(ImageKind::Png, &samples::png(8_001, 1, 1)),
            Err(ImageProblem::TooManyPixels { .. })
        ));
        assert!(matches!(
            check_image(ImageKind::Png, &samples::png(7_000, 7_000, 1)),
            Err(ImageProblem::TooManyPixels { .. })
        ));
        assert_eq!(check_image(ImageKind::Png, &samples::png(8_000, 2, 2)), Ok(()));
        assert_eq!(
            check_image(ImageKind::Webp, &samples::webp_bomb()),
            Err(ImageProblem::TooManyPixels { width: 16_000, height: 16_000 })
        );
        assert_eq!(
            check_image(ImageKind::Jpeg, &samples::jpeg(60_000, 60_000)),
            Err(ImageProblem::TooManyPixels { width: 60_000, height: 60_000 })
        );
    }

    #[test]
    fn truncated_or_undecodable_images_are_refused_with_the_reason() {
        assert_eq!(check_image(ImageKind::Png, &samples::truncated_png()), Err(ImageProblem::Truncated));
        let message = refusal(service(0).upload(&admin(), None, &samples::truncated_png()), Language::En);
        assert_eq!(message, "The image was not accepted: it is truncated: its pixel data ends before the image does.");
        // cut in the middle of its chunks
        let png = png();
        assert!(check_image(ImageKind::Png, &png[..png.len() - 30]).is_err());
        let jpeg = samples::jpeg(64, 64);
        assert!(check_image(ImageKind::Jpeg, &jpeg[..jpeg.len() - 10]).is_err());
        let webp = samples::webp(32, 32);
        assert!(check_image(ImageKind::Webp, &webp[..webp.len() - 4]).is_err());
        // a header and nothing else
        let message = refusal(service(0).upload(&admin(), None, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), Language::It);
        assert!(message.starts_with("L'immagine non è stata accettata: non si riesce a decodificare ("), "{message}");
    }

    #[test]
    fn svg_is_judged_on_its_parsed_tree() {
        for (svg, problem) in [
            // the report's three: a prefixed script, and CSS escapes spelling url( and @import
            (
                "<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\"><svg:script>alert(1)</svg:script></svg:svg>",
                SvgProblem::Element("script".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect style=\"fill:u\\72l(http://evil.example/x)\"/></svg>",
                SvgProblem::CssEscape,
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>@\\69mport \"http://evil.example/x.css\";</style></svg>",
                SvgProblem::CssEscape,
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>",
                SvgProblem::Element("script".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><h:script xmlns:h=\"http://www.w3.org/1999/xhtml\">x</h:script></svg>",
                SvgProblem::ForeignElement("script".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>",
                SvgProblem::EventHandler("onload".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect ONCLICK='x'/></svg>",
                SvgProblem::EventHandler("ONCLICK".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><a href=\"javascript:alert(1)\">x</a></svg>",
                SvgProblem::Element("a".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><use href=\"&#x6A;avascript:alert(1)\"/></svg>",
                SvgProblem::ExternalReference("javascript:alert(1)".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:x=\"http://www.w3.org/1999/xlink\"><use x:href=\"https://evil.example/s.svg#a\"/></svg>",
                SvgProblem::ExternalReference("https://evil.example/s.svg#a".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><image href=\"https://evil.example/x.png\"/></svg>",
                SvgProblem::Element("image".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect fill=\"URL( 'https://evil.example/x' )\"/></svg>",
                SvgProblem::ExternalReference("https://evil.example/x".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect fill=\"&#x75;rl(//evil.example/x)\"/></svg>",
                SvgProblem::ExternalReference("//evil.example/x".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>@import 'https://evil.example/x.css';</style></svg>",
                SvgProblem::CssAtRule,
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><style><![CDATA[rect{fill:image-set('https://evil.example/x.png' 1x)}]]></style></svg>",
                SvgProblem::CssFunction("image-set".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>rect{fill:url<!-- -->(https://evil.example/x)}</style></svg>",
                SvgProblem::ExternalReference("https://evil.example/x".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><foreignObject><body/></foreignObject></svg>",
                SvgProblem::Element("foreignObject".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect><animate attributeName=\"href\"/></rect></svg>",
                SvgProblem::Element("animate".into()),
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><rect><set attributeName=\"onclick\" to=\"alert(1)\"/></rect></svg>",
                SvgProblem::Element("set".into()),
            ),
            (
                "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><svg xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>",
                SvgProblem::Doctype,
            ),
            (
                "<?xml-stylesheet href=\"https://evil.example/x.css\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>",
                SvgProblem::ProcessingInstruction,
            ),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:i=\"urn:editor\"><rect i:label=\"x\"/></svg>",
                SvgProblem::Attribute { element: "rect".into(), attribute: "{urn:editor}label".into() },
            ),
            ("<svg><rect/></svg>", SvgProblem::NotSvg),
            (
                "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"a\"><use href=\"#b\"/></g><g id=\"b\"><use href=\"#a\"/></g></svg>",
                SvgProblem::TooComplex,
            ),
        ] {
            assert_eq!(svg_refusal(svg), Some(problem), "{svg}");
            let message = refusal(service(0).upload(&admin(), Some("image/svg+xml"), svg.as_bytes()), Language::It);
            assert!(message.starts_with("L'SVG non è sicuro e non è stato accettato: "), "{svg}: {message}");
        }
        assert!(matches!(
            svg_refusal("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect></svg>"),
            Some(SvgProblem::NotXml(_))
        ));
    }

    #[test]
    fn svg_nesting_and_use_expansion_are_bounded() {
        let deep =
            format!("<svg xmlns=\"http://www.w3.org/2000/svg\">{}{}</svg>", "<g>".repeat(100), "</g>".repeat(100));
        assert_eq!(svg_refusal(&deep), Some(SvgProblem::TooComplex));
        // 2,000 rectangles drawn 100 times each
        let wide = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"a\">{}</g>{}</svg>",
            "<rect/>".repeat(2_000),
            "<use href=\"#a\"/>".repeat(100)
        );
        assert_eq!(svg_refusal(&wide), Some(SvgProblem::TooComplex));
        let fine = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"a\">{}</g>{}</svg>",
            "<rect/>".repeat(20),
            "<use href=\"#a\"/>".repeat(100)
        );
        assert_eq!(svg_refusal(&fine), None);
    }

    #[test]
    fn refusals_speak_english() {
        let english = |declared: Option<&'static str>, bytes: &'static [u8]| {
            refusal(service(0).upload(&admin(), declared, bytes), Language::En)
        };
        assert_eq!(
            english(None, b"GIF89a"),
            "The file is not a recognized image. PNG, JPEG, WebP and SVG images are accepted."
        );
        assert_eq!(english(Some("image/jpeg"), SVG), "The file's content is not JPG as declared: it is SVG.");
        assert_eq!(
            english(None, b"<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>"),
            "The SVG is not safe and was not accepted: it contains an event handler («onload»)."
        );
        assert_eq!(too_large().message().render(Language::En), "The image is over the 2 MB limit.");
    }

    #[test]
    fn names_are_checked_before_any_read() {
        let mut store = MockImageStore::new();
        store.expect_load().never();
        let service = ImageService::new(Arc::new(store), Arc::new(MockPublicIds::new()));
        for name in ["x.png", "../../etc/passwd", &format!("{ID}.gif"), &format!("{ID}.png.exe"), ID] {
            assert!(matches!(service.read(name), Err(DomainError::NotFound(_))), "{name}");
        }
        assert_eq!(ImageName::parse(&format!("{ID}.webp")).unwrap().url(), format!("/api/images/{ID}.webp"));
    }

    fn stored(images: Vec<(&'static str, Vec<u8>)>) -> ImageService {
        let mut store = MockImageStore::new();
        let names = images.iter().map(|(name, _)| ImageName::parse(name).unwrap()).collect::<Vec<_>>();
        store.expect_names().returning(move || Ok(names.clone()));
        store.expect_load().returning(move |name| {
            Ok(images.iter().find(|(stored, _)| *stored == name.to_string()).map(|(_, bytes)| bytes.clone()))
        });
        ImageService::new(Arc::new(store), Arc::new(MockPublicIds::new()))
    }

    #[test]
    fn stored_images_that_fail_the_check_are_named_at_start_and_never_served() {
        let service = stored(vec![
            ("AAAAAAAAAAAAAAAAAAAAAA.png", png()),
            ("BBBBBBBBBBBBBBBBBBBBBB.png", samples::png_bomb()),
            ("CCCCCCCCCCCCCCCCCCCCCC.svg", b"<svg xmlns=\"http://www.w3.org/2000/svg\"><script/></svg>".to_vec()),
        ]);
        let problems = service.stored_problems().unwrap();
        let names: Vec<_> = problems.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["BBBBBBBBBBBBBBBBBBBBBB.png", "CCCCCCCCCCCCCCCCCCCCCC.svg"]);
        let bomb = ImageProblem::TooManyPixels { width: 50_000, height: 50_000 };
        assert_eq!(problems[0].1, Catalogue::ImageFailsCheck { problem: bomb }.into());
        let said = problems[0].1.render(Language::En);
        assert!(said.starts_with("it measures 50000 × 50000 pixels"), "{said}");

        assert_eq!(service.read("AAAAAAAAAAAAAAAAAAAAAA.png").unwrap(), (ImageKind::Png, png()));
        for hostile in ["BBBBBBBBBBBBBBBBBBBBBB.png", "CCCCCCCCCCCCCCCCCCCCCC.svg"] {
            let Err(DomainError::NotFound(message)) = service.read(hostile) else { panic!("{hostile} was served") };
            let message = message.render(Language::It);
            assert!(message.starts_with("Immagine non disponibile: "), "{message}");
        }
    }
}

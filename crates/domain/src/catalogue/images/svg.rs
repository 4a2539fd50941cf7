//! SVG checked on its parsed tree against an allowlist: only drawing elements of the SVG namespace, only
//! their geometry and presentation attributes, references only inside the document (`#id`), CSS without
//! escapes, at-rules or functions beyond colours, arithmetic and transforms. Anything else is refused with
//! its reason, never rewritten. The parser is roxmltree, the one usvg (the PDF renderer's) reads SVG with.

use std::collections::HashMap;

use roxmltree::{Document, Node, NodeType, ParsingOptions};

const SVG_NAMESPACE: &str = "http://www.w3.org/2000/svg";
const XLINK_NAMESPACE: &str = "http://www.w3.org/1999/xlink";
const XML_NAMESPACE: &str = "http://www.w3.org/XML/1998/namespace";

/// How deep elements may nest (renderers walk the tree recursively).
pub const MAX_SVG_DEPTH: usize = 64;
/// How many elements a picture may draw, each `<use>` counting its target's elements again.
pub const MAX_SVG_DRAWN_ELEMENTS: usize = 100_000;

/// Elements that draw, group, define paint or describe; no script, no animation (`animate`, `set`), no
/// embedded document (`foreignObject`), no image, link or filter.
const ELEMENTS: &[&str] = &[
    "svg",
    "g",
    "defs",
    "symbol",
    "use",
    "title",
    "desc",
    "style",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "linearGradient",
    "radialGradient",
    "stop",
    "clipPath",
    "mask",
    "pattern",
    "marker",
];

/// Attributes whose value is text for people or a name, never read as CSS or as an address.
const NAMING_ATTRIBUTES: &[&str] = &["id", "class", "role", "lang", "type"];

/// Geometry and presentation attributes; their values are checked as CSS values (a presentation attribute
/// is one, and may hold `url(…)`).
const VALUE_ATTRIBUTES: &[&str] = &[
    "version",
    "baseProfile",
    "viewBox",
    "preserveAspectRatio",
    "x",
    "y",
    "width",
    "height",
    "rx",
    "ry",
    "cx",
    "cy",
    "r",
    "fx",
    "fy",
    "fr",
    "x1",
    "y1",
    "x2",
    "y2",
    "d",
    "points",
    "pathLength",
    "transform",
    "dx",
    "dy",
    "rotate",
    "textLength",
    "lengthAdjust",
    "offset",
    "gradientUnits",
    "gradientTransform",
    "spreadMethod",
    "patternUnits",
    "patternContentUnits",
    "patternTransform",
    "clipPathUnits",
    "maskUnits",
    "maskContentUnits",
    "markerWidth",
    "markerHeight",
    "markerUnits",
    "refX",
    "refY",
    "orient",
    "fill",
    "fill-opacity",
    "fill-rule",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-linecap",
    "stroke-linejoin",
    "stroke-miterlimit",
    "stroke-dasharray",
    "stroke-dashoffset",
    "opacity",
    "color",
    "display",
    "visibility",
    "overflow",
    "clip-path",
    "clip-rule",
    "mask",
    "marker-start",
    "marker-mid",
    "marker-end",
    "stop-color",
    "stop-opacity",
    "font-family",
    "font-size",
    "font-weight",
    "font-style",
    "font-variant",
    "font-stretch",
    "text-anchor",
    "dominant-baseline",
    "alignment-baseline",
    "baseline-shift",
    "letter-spacing",
    "word-spacing",
    "text-decoration",
    "writing-mode",
    "direction",
    "unicode-bidi",
    "shape-rendering",
    "text-rendering",
    "color-interpolation",
    "vector-effect",
    "paint-order",
    "mix-blend-mode",
    "isolation",
    "transform-origin",
];

/// CSS functions a picture may use: colours, arithmetic, transforms, selectors, and `url(#id)`. Any other
/// (`image-set`, `src`, `image`, …) could name an address.
const CSS_FUNCTIONS: &[&str] = &[
    "url",
    "rgb",
    "rgba",
    "hsl",
    "hsla",
    "hwb",
    "lab",
    "lch",
    "oklab",
    "oklch",
    "calc",
    "min",
    "max",
    "clamp",
    "var",
    "matrix",
    "translate",
    "translatex",
    "translatey",
    "scale",
    "scalex",
    "scaley",
    "rotate",
    "skew",
    "skewx",
    "skewy",
    "not",
    "is",
    "where",
    "nth-child",
    "nth-last-child",
    "nth-of-type",
    "nth-last-of-type",
];

/// What makes an SVG unsafe or unfit to serve and draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SvgProblem {
    /// Not well-formed XML (the parser's words).
    NotXml(String),
    Doctype,
    ProcessingInstruction,
    /// The root is not an `<svg>` of the SVG namespace.
    NotSvg,
    /// An element outside the SVG namespace (`html:script`, an editor's own), by its name.
    ForeignElement(String),
    /// An SVG element outside the allowlist (`script`, `foreignObject`, `animate`, `image`, …).
    Element(String),
    /// An `on…` attribute.
    EventHandler(String),
    /// An attribute outside the allowlist, with its element.
    Attribute {
        element: String,
        attribute: String,
    },
    /// A reference out of the document: an `href` or a CSS `url(…)` not to `#id`.
    ExternalReference(String),
    /// A backslash in CSS: escapes can spell anything (`u\72l(`, `@\69mport`).
    CssEscape,
    /// A CSS at-rule (`@import`, `@font-face`, …).
    CssAtRule,
    /// A CSS function outside the allowlist, by its name.
    CssFunction(String),
    /// Nested too deep, or drawing too many elements once `<use>` is expanded, or a `<use>` of a `<use>`.
    TooComplex,
}

/// Why the SVG cannot be served or drawn, if it cannot.
pub fn svg_problem(bytes: &[u8]) -> Option<SvgProblem> {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(err) => return Some(SvgProblem::NotXml(err.to_string())),
    };
    // No DTD: no entities, internal or external, and no DOCTYPE at all.
    let options = ParsingOptions { allow_dtd: false, ..ParsingOptions::default() };
    let document = match Document::parse_with_options(text, options) {
        Ok(document) => document,
        Err(roxmltree::Error::DtdDetected) => return Some(SvgProblem::Doctype),
        Err(err) => return Some(SvgProblem::NotXml(err.to_string())),
    };
    let root = document.root_element();
    if root.tag_name().namespace() != Some(SVG_NAMESPACE) || root.tag_name().name() != "svg" {
        return Some(SvgProblem::NotSvg);
    }
    document.descendants().find_map(node_problem).or_else(|| complexity_problem(&document))
}

fn node_problem(node: Node) -> Option<SvgProblem> {
    match node.node_type() {
        NodeType::PI => Some(SvgProblem::ProcessingInstruction),
        NodeType::Element => element_problem(node),
        // a style sheet's text is checked whole, with its element
        NodeType::Root | NodeType::Comment | NodeType::Text => None,
    }
}

fn element_problem(element: Node) -> Option<SvgProblem> {
    let name = element.tag_name().name();
    if element.tag_name().namespace() != Some(SVG_NAMESPACE) {
        return Some(SvgProblem::ForeignElement(name.to_owned()));
    }
    if !ELEMENTS.contains(&name) {
        return Some(SvgProblem::Element(name.to_owned()));
    }
    if name == "style" {
        // As the browser reads it: all its text joined, so a comment cannot split `url(` from what follows.
        let sheet: String = element.descendants().filter(Node::is_text).filter_map(|text| text.text()).collect();
        if let Some(problem) = css_problem(&sheet) {
            return Some(problem);
        }
    }
    element.attributes().find_map(|attribute| {
        let (namespace, attribute_name, value) = (attribute.namespace(), attribute.name(), attribute.value());
        let refused = || {
            let attribute = match namespace {
                Some(XLINK_NAMESPACE) => format!("xlink:{attribute_name}"),
                Some(XML_NAMESPACE) => format!("xml:{attribute_name}"),
                Some(other) => format!("{{{other}}}{attribute_name}"),
                None => attribute_name.to_owned(),
            };
            Some(SvgProblem::Attribute { element: name.to_owned(), attribute })
        };
        match namespace {
            None if attribute_name.to_ascii_lowercase().starts_with("on") => {
                Some(SvgProblem::EventHandler(attribute_name.to_owned()))
            }
            None if attribute_name == "href" => href_problem(value),
            None if attribute_name == "style" => css_problem(value),
            None if NAMING_ATTRIBUTES.contains(&attribute_name) || attribute_name.starts_with("aria-") => None,
            None if VALUE_ATTRIBUTES.contains(&attribute_name) => css_problem(value),
            Some(XLINK_NAMESPACE) if attribute_name == "href" => href_problem(value),
            Some(XML_NAMESPACE) if matches!(attribute_name, "space" | "lang") => None,
            _ => refused(),
        }
    })
}

/// Only a reference to an element of the document itself.
fn href_problem(value: &str) -> Option<SvgProblem> {
    (!value.trim().starts_with('#')).then(|| SvgProblem::ExternalReference(value.trim().to_owned()))
}

/// A style sheet, a `style` attribute or a presentation attribute's value. Escapes and at-rules are refused
/// outright rather than resolved: a picture has no use for them, and what is not there cannot be misread.
fn css_problem(css: &str) -> Option<SvgProblem> {
    if css.contains('\\') {
        return Some(SvgProblem::CssEscape);
    }
    if css.contains('@') {
        return Some(SvgProblem::CssAtRule);
    }
    let is_name = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    css.match_indices('(').find_map(|(at, _)| {
        let before = &css[..at];
        let function = before[before.trim_end_matches(is_name).len()..].to_ascii_lowercase();
        if function.is_empty() {
            return None;
        }
        if !CSS_FUNCTIONS.contains(&function.as_str()) {
            return Some(SvgProblem::CssFunction(function));
        }
        let argument = css[at + 1..].split(')').next().unwrap_or_default().trim();
        let target = argument.trim_matches(['"', '\'']).trim();
        (function == "url" && !target.starts_with('#')).then(|| SvgProblem::ExternalReference(target.to_owned()))
    })
}

/// Depth and the number of elements drawn once every `<use>` is replaced by its target: a few kilobytes of
/// `<use>` of `<use>` could otherwise draw billions of elements. A `<use>` may not target an element that
/// holds (or is) a `<use>`, so the count is a single pass.
fn complexity_problem(document: &Document) -> Option<SvgProblem> {
    let nodes = document.descendants().count();
    let mut depth = vec![0usize; nodes];
    let mut elements_within = vec![0usize; nodes];
    let mut uses_within = vec![0usize; nodes];
    let by_id: HashMap<&str, Node> =
        document.descendants().filter_map(|node| node.attribute("id").map(|id| (id, node))).collect();
    for node in document.descendants() {
        if let Some(parent) = node.parent() {
            depth[node.id().get_usize()] = depth[parent.id().get_usize()] + 1;
        }
        if depth[node.id().get_usize()] > MAX_SVG_DEPTH {
            return Some(SvgProblem::TooComplex);
        }
    }
    // Children come after their parents in document order: walked backwards, each adds itself to its parent.
    for node in document.descendants().collect::<Vec<_>>().into_iter().rev() {
        let at = node.id().get_usize();
        if node.is_element() {
            elements_within[at] += 1;
            uses_within[at] += usize::from(node.tag_name().name() == "use");
        }
        if let Some(parent) = node.parent() {
            elements_within[parent.id().get_usize()] += elements_within[at];
            uses_within[parent.id().get_usize()] += uses_within[at];
        }
    }
    let mut drawn = elements_within[document.root().id().get_usize()];
    for used in document.descendants().filter(|node| node.is_element() && node.tag_name().name() == "use") {
        let target = used
            .attribute("href")
            .or_else(|| used.attribute((XLINK_NAMESPACE, "href")))
            .and_then(|href| by_id.get(href.trim().trim_start_matches('#')));
        let Some(target) = target else { continue };
        if uses_within[target.id().get_usize()] > 0 {
            return Some(SvgProblem::TooComplex);
        }
        drawn += elements_within[target.id().get_usize()];
        if drawn > MAX_SVG_DRAWN_ELEMENTS {
            return Some(SvgProblem::TooComplex);
        }
    }
    None
}

//! The PDF quote: [`PdfQuotes`] implements the domain's [`QuoteRenderer`] with krilla (docs/decisions/0008):
//! A4 pages laid out by [`layout`], fonts embedded, Italian metadata.

mod fonts;
mod layout;

use domain::catalogue::images::{ImageKind, check_image};
use domain::quotes::{Quote, QuoteImage, QuoteRenderer};
use domain::said::Language;
use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect, Size, Transform};
use krilla::image::Image;
use krilla::metadata::Metadata;
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke, StrokeDash};
use krilla::surface::Surface;
use krilla::text::TextDirection;
use krilla_svg::{SurfaceExt, SvgSettings};

use crate::fonts::Fonts;
use crate::layout::{Op, PAGE_HEIGHT, PAGE_WIDTH, Rgb};

/// Draws quotes as A4 PDF documents.
pub struct PdfQuotes {
    fonts: Fonts,
}

impl PdfQuotes {
    /// Loads the embedded fonts (fails only if the fonts committed with the crate are broken).
    pub fn new() -> Result<Self, String> {
        Ok(Self { fonts: Fonts::load()? })
    }
}

impl QuoteRenderer for PdfQuotes {
    fn render(&self, quote: &Quote, language: Language) -> Result<Vec<u8>, String> {
        let picture = Picture::of(&quote.image);
        match self.document(quote, picture.as_ref(), language) {
            // An image krilla cannot write after all costs only its box: the quote is drawn again with the
            // placeholder.
            Err(err) if picture.is_some() => {
                tracing::warn!(%err, "the quote's image could not be written; drawn with its placeholder");
                self.document(quote, None, language)
            }
            written => written,
        }
    }
}

impl PdfQuotes {
    fn document(&self, quote: &Quote, picture: Option<&Picture>, language: Language) -> Result<Vec<u8>, String> {
        let pages = layout::layout(quote, &self.fonts, picture.is_some(), language);
        let mut document = Document::new();
        document.set_metadata(
            Metadata::new()
                .title(format!("Preventivo – {}", quote.name))
                .language(domain::say!(language, "it-IT", "en-GB"))
                .creator("Configuratore".into()),
        );
        let settings = PageSettings::from_wh(PAGE_WIDTH, PAGE_HEIGHT).ok_or("invalid page size")?;
        for ops in &pages {
            let mut page = document.start_page_with(settings.clone());
            let mut surface = page.surface();
            for op in ops {
                self.paint(&mut surface, op, picture);
            }
            surface.finish();
            page.finish();
        }
        document.finish().map_err(|err| format!("writing the PDF: {err:?}"))
    }
}

/// The model's image, decoded: a raster image or an SVG, each first checked with the uploads' own check and
/// limits, so that a stored image that never passed it (a decompression bomb, a truncated file, a hostile
/// SVG) is never handed to krilla or usvg.
enum Picture {
    Raster(Image),
    Svg(Box<usvg::Tree>),
}

/// How an SVG is read: an `<image>` it names by a path or an address is never loaded (only `data:` images
/// inside it are), so a picture cannot pull a file of the server into a quote.
fn svg_options() -> usvg::Options<'static> {
    let mut options = usvg::Options::default();
    options.image_href_resolver.resolve_string = Box::new(|_, _| None);
    options
}

impl Picture {
    /// `None` when there is nothing to draw, or the bytes fail the check or do not decode.
    fn of(image: &QuoteImage) -> Option<Self> {
        let QuoteImage::Embedded { kind, bytes } = image else {
            return None;
        };
        check_image(*kind, bytes).ok()?;
        let data = || bytes.clone().into();
        match kind {
            ImageKind::Png => Image::from_png(data(), true).ok().map(Picture::Raster),
            ImageKind::Jpeg => Image::from_jpeg(data(), true).ok().map(Picture::Raster),
            ImageKind::Webp => Image::from_webp(data(), true).ok().map(Picture::Raster),
            ImageKind::Svg => {
                usvg::Tree::from_data(bytes, &svg_options()).ok().map(|tree| Picture::Svg(Box::new(tree)))
            }
        }
    }

    fn size(&self) -> (f32, f32) {
        match self {
            Picture::Raster(image) => {
                let (width, height) = image.size();
                (width as f32, height as f32)
            }
            Picture::Svg(tree) => (tree.size().width(), tree.size().height()),
        }
    }

    /// Drawn as large as fits the box, its proportions kept, centred.
    fn draw(&self, surface: &mut Surface, (x, y, width, height): (f32, f32, f32, f32)) {
        let (natural_width, natural_height) = self.size();
        if natural_width <= 0.0 || natural_height <= 0.0 {
            return;
        }
        let scale = (width / natural_width).min(height / natural_height);
        let (drawn_width, drawn_height) = (natural_width * scale, natural_height * scale);
        let Some(size) = Size::from_wh(drawn_width, drawn_height) else {
            return;
        };
        surface.push_transform(&Transform::from_translate(
            x + (width - drawn_width) / 2.0,
            y + (height - drawn_height) / 2.0,
        ));
        match self {
            Picture::Raster(image) => surface.draw_image(image.clone(), size),
            Picture::Svg(tree) => {
                let _ = surface.draw_svg(tree, size, SvgSettings::default());
            }
        }
        surface.pop();
    }
}

fn color(Rgb(red, green, blue): Rgb) -> rgb::Color {
    rgb::Color::new(red, green, blue)
}

fn fill(of: Rgb) -> Fill {
    Fill { paint: color(of).into(), ..Fill::default() }
}

impl PdfQuotes {
    fn paint(&self, surface: &mut Surface, op: &Op, picture: Option<&Picture>) {
        match op {
            Op::Picture { x, y, width, height } => {
                if let Some(picture) = picture {
                    picture.draw(surface, (*x, *y, *width, *height));
                }
            }
            Op::Text { x, y, size, weight, color: ink, text } => {
                surface.set_fill(Some(fill(*ink)));
                surface.set_stroke(None);
                surface.draw_text(
                    Point::from_xy(*x, *y),
                    self.fonts.pdf(*weight),
                    *size,
                    text,
                    false,
                    TextDirection::Auto,
                );
            }
            Op::Fill { x, y, width, height, color: ink } => {
                if let Some(rect) = Rect::from_xywh(*x, *y, *width, *height) {
                    let mut path = PathBuilder::new();
                    path.push_rect(rect);
                    if let Some(path) = path.finish() {
                        surface.set_fill(Some(fill(*ink)));
                        surface.set_stroke(None);
                        surface.draw_path(&path);
                    }
                }
            }
            Op::Frame { x, y, width, height, color: ink, dashed } => {
                if let Some(rect) = Rect::from_xywh(*x, *y, *width, *height) {
                    let mut path = PathBuilder::new();
                    path.push_rect(rect);
                    if let Some(path) = path.finish() {
                        surface.set_fill(None);
                        surface.set_stroke(Some(stroke(*ink, 0.75, *dashed)));
                        surface.draw_path(&path);
                    }
                }
            }
            Op::Line { x1, y1, x2, y2, width, color: ink } => {
                let mut path = PathBuilder::new();
                path.move_to(*x1, *y1);
                path.line_to(*x2, *y2);
                if let Some(path) = path.finish() {
                    surface.set_fill(None);
                    surface.set_stroke(Some(stroke(*ink, *width, false)));
                    surface.draw_path(&path);
                }
            }
        }
    }
}

fn stroke(ink: Rgb, width: f32, dashed: bool) -> Stroke {
    Stroke {
        paint: color(ink).into(),
        width,
        opacity: NormalizedF32::ONE,
        dash: dashed.then(|| StrokeDash { array: vec![3.0, 2.0], offset: 0.0 }),
        ..Stroke::default()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use chrono::NaiveDate;
    use chrono::{TimeZone, Utc};
    use domain::configurator::{Price, PriceLine, price};
    use domain::quotes::{Issue, Party, QuoteMark, QuotePart, QuoteValue};

    use super::*;

    /// A sofa drawn in an uploaded SVG.
    const SOFA: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#F4EFE6"/><rect x="86" y="76" width="148" height="48" rx="6" fill="#8A8D86"/><rect x="78" y="106" width="164" height="40" rx="4" fill="#9A9D96"/><rect x="72" y="88" width="14" height="62" rx="4" fill="#7C7F78"/><rect x="234" y="88" width="14" height="62" rx="4" fill="#7C7F78"/></svg>"##;

    fn texts(pages: &[Vec<Op>]) -> Vec<&str> {
        pages
            .iter()
            .flatten()
            .filter_map(|op| match op {
                Op::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_long_list_of_reasons_is_cut_to_keep_the_banner_on_one_page() {
        let renderer = PdfQuotes::new().unwrap();
        let mut quote = sample();
        quote.reasons =
            (0..60).map(|index| format!("Motivo numero {index}: una scelta non più disponibile.").into()).collect();
        let pages = layout::layout(&quote, &renderer.fonts, false, Language::It);
        let first = texts(&pages[..1]);
        assert!(first.contains(&"•  Motivo numero 0: una scelta non più disponibile."));
        assert!(first.iter().any(|text| text.starts_with("…  e ") && text.contains("altri")), "{first:?}");
        assert!(!first.iter().any(|text| text.contains("Motivo numero 59")));
    }

    #[test]
    fn an_embedded_image_is_drawn_and_one_that_does_not_decode_says_so() {
        let renderer = PdfQuotes::new().unwrap();
        let mut quote = sample();
        let picture = Picture::of(&quote.image);
        assert!(picture.as_ref().is_some_and(|picture| picture.size() == (320.0, 200.0)));
        let pages = layout::layout(&quote, &renderer.fonts, picture.is_some(), Language::It);
        assert!(pages[0].iter().any(|op| matches!(op, Op::Picture { .. })));

        quote.image = QuoteImage::Embedded { kind: ImageKind::Png, bytes: b"not a png".to_vec() };
        assert!(Picture::of(&quote.image).is_none());
        let pages = layout::layout(&quote, &renderer.fonts, false, Language::It);
        assert!(!pages[0].iter().any(|op| matches!(op, Op::Picture { .. })));
        assert!(texts(&pages).contains(&"non leggibile"));
        assert!(renderer.render(&quote, Language::It).unwrap().starts_with(b"%PDF-"));
    }

    #[test]
    fn an_image_that_fails_the_upload_check_is_never_decoded_and_the_quote_shows_the_placeholder() {
        use domain::catalogue::images::samples;
        let renderer = PdfQuotes::new().unwrap();
        let hostile_svg =
            "<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\"><svg:script>alert(1)</svg:script></svg:svg>";
        for (kind, bytes) in [
            (ImageKind::Png, samples::png_bomb()),
            (ImageKind::Png, samples::truncated_png()),
            (ImageKind::Webp, samples::webp_bomb()),
            (ImageKind::Jpeg, samples::jpeg(60_000, 60_000)),
            (ImageKind::Svg, hostile_svg.as_bytes().to_vec()),
        ] {
            let quote = Quote { image: QuoteImage::Embedded { kind, bytes }, ..sample() };
            assert!(Picture::of(&quote.image).is_none(), "{kind:?}");
            let pages = layout::layout(&quote, &renderer.fonts, false, Language::It);
            assert!(texts(&pages).contains(&"non leggibile"));
            assert!(renderer.render(&quote, Language::It).unwrap().starts_with(b"%PDF-"), "{kind:?}");
        }
        // good images of every kind are still drawn
        for (kind, bytes) in [
            (ImageKind::Png, samples::png(30, 20, 20)),
            (ImageKind::Jpeg, samples::jpeg(30, 20)),
            (ImageKind::Webp, samples::webp(30, 20)),
        ] {
            let picture = Picture::of(&QuoteImage::Embedded { kind, bytes });
            assert!(picture.is_some_and(|picture| picture.size() == (30.0, 20.0)), "{kind:?}");
        }
    }

    /// A quote with everything: dealer, customer, marks, enough parts and lines to need a second page.
    fn sample() -> Quote {
        let lines: Vec<PriceLine> = (0..30)
            .map(|index| PriceLine {
                label: format!("Voce n. {index} – tessuto è più caro"),
                item: None,
                unit_price: 12_345 * index,
                quantity: 2,
                total: 24_690 * index,
            })
            .collect();
        let price: Price = price::price(lines, 15, 3);
        Quote {
            public_id: "AbCdEfGhIjKlMnOpQrStUv".into(),
            name: "Salotto città – perché sì".into(),
            revision: 4,
            date: Utc.with_ymd_and_hms(2026, 11, 23, 10, 0, 0).unwrap(),
            prepared_by: "Anna Verdi".into(),
            dealer: Some(Party {
                name: "Arredo Sud S.r.l.".into(),
                vat_number: Some("IT01234567890".into()),
                lines: vec!["Via Roma 1".into(), "Bari – Italia".into()],
            }),
            customer: Some(Party { name: "Hotel Bellavista".into(), vat_number: None, lines: vec!["Lecce".into()] }),
            category: "Divani".into(),
            product_type: Some("Lineari".into()),
            model: Some("Oslo (DIV-OSLO)".into()),
            image: QuoteImage::Embedded { kind: ImageKind::Svg, bytes: SOFA.as_bytes().to_vec() },
            parts: (0..12)
                .map(|index| QuotePart {
                    name: format!("Parte {index}").into(),
                    quantity: index + 1,
                    values: vec![QuoteValue { feature: "Tessuto".into(), value: "Velluto blu notte".into() }],
                })
                .collect(),
            price,
            marks: vec![QuoteMark::Incomplete, QuoteMark::ToCheck],
            reasons: vec!["Scegli un valore per Tessuto della parte Seduta.".into()],
            notes: Some("Consegna entro gennaio.\nMontaggio incluso.".into()),
            issue: Some(Issue {
                number: "PRV-2026-0042".into(),
                issued_on: NaiveDate::from_ymd_opt(2026, 11, 28).unwrap(),
                valid_until: NaiveDate::from_ymd_opt(2026, 12, 28).unwrap(),
                terms: "Pagamento a 30 giorni.".into(),
            }),
        }
    }

    #[test]
    fn an_issued_quote_shows_its_number_dates_and_terms_and_a_preview_says_it_is_a_draft() {
        let renderer = PdfQuotes::new().unwrap();
        let quote = sample();
        let pages = layout::layout(&quote, &renderer.fonts, false, Language::It);
        let issued = texts(&pages);
        for expected in
            ["PREVENTIVO", "PRV-2026-0042", "28/11/2026", "28/12/2026", "Valido fino al", "Pagamento a 30 giorni."]
        {
            assert!(issued.contains(&expected), "{expected} missing from {issued:?}");
        }
        assert!(issued.contains(&"Offerta valida fino al 28/12/2026."), "{issued:?}");
        assert!(!issued.iter().any(|text| text.contains("BOZZA")));

        let preview = Quote { issue: None, ..sample() };
        let pages = layout::layout(&preview, &renderer.fonts, false, Language::En);
        let texts = texts(&pages);
        assert!(texts.contains(&"DRAFT QUOTE"), "{texts:?}");
        assert!(texts.contains(&"not issued"), "{texts:?}");
        assert!(!texts.iter().any(|text| text.contains("PRV-")), "{texts:?}");
        assert!(texts.iter().any(|text| text.starts_with("Draft AbCdEfGhIjKlMnOpQrStUv")), "{texts:?}");
    }

    #[test]
    fn a_quote_is_a_pdf_of_a4_pages_numbered_in_italian() {
        let quote = sample();
        let renderer = PdfQuotes::new().unwrap();
        let pages = layout::layout(&quote, &renderer.fonts, true, Language::It);
        assert!(pages.len() >= 2, "thirty lines and twelve parts need a second page");
        let texts = texts(&pages);
        assert!(texts.contains(&"Pagina 2 di 2") || texts.iter().any(|text| text.starts_with("Pagina 2 di")));
        assert!(texts.contains(&"ATTENZIONE – CONFIGURAZIONE INCOMPLETA · DA VERIFICARE"), "{texts:?}");
        assert!(texts.contains(&domain::said::euros(quote.price.grand_total, Language::It).as_str()));
        let bytes = renderer.render(&quote, Language::It).unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
        // Kept for a look (pdftoppm) by whoever changes the layout.
        std::fs::write(std::env::temp_dir().join("quote-pdf-sample.pdf"), &bytes).unwrap();
    }

    #[test]
    fn a_quote_saved_at_half_past_midnight_in_italy_carries_that_days_date() {
        let renderer = PdfQuotes::new().unwrap();
        // 00:30 in Rome on 27 November (CET) and on 2 July (CEST): still the 26th and the 1st in UTC
        for (saved, date) in [
            (Utc.with_ymd_and_hms(2026, 11, 26, 23, 30, 0).unwrap(), "27/11/2026"),
            (Utc.with_ymd_and_hms(2026, 7, 1, 22, 30, 0).unwrap(), "02/07/2026"),
        ] {
            let quote = Quote { date: saved, issue: None, ..sample() };
            let pages = layout::layout(&quote, &renderer.fonts, false, Language::It);
            let texts = texts(&pages);
            assert!(texts.iter().any(|text| text.contains(date)), "{date} missing from {texts:?}");
            assert!(!texts.iter().any(|text| text.contains(&saved.format("%d/%m/%Y").to_string())));
        }
    }

    #[test]
    fn an_english_readers_quote_has_english_labels_and_money_and_keeps_the_catalogue_as_typed() {
        let quote = sample();
        let renderer = PdfQuotes::new().unwrap();
        let pages = layout::layout(&quote, &renderer.fonts, true, Language::En);
        let grand_total = domain::said::euros(quote.price.grand_total, Language::En);
        let texts = texts(&pages);
        assert!(grand_total.starts_with('€'), "{grand_total}");
        assert!(texts.contains(&grand_total.as_str()), "{texts:?}");
        for label in [
            "QUOTE",
            "Grand total",
            "Parts and features",
            "Prices in euro, excluding VAT.",
            "PART",
            "CHOSEN FEATURES",
            "QTY",
        ] {
            assert!(texts.contains(&label), "{label} missing from {texts:?}");
        }
        assert!(texts.iter().any(|text| text.starts_with("Page 1 of")));
        assert!(texts.iter().any(|text| text == &"WARNING – INCOMPLETE CONFIGURATION · TO BE CHECKED"), "{texts:?}");
        for italian in ["Pagina", "Totale", "PREVENTIVO", "ATTENZIONE", "Parti e caratteristiche", "PARTE", "Q.TÀ"] {
            assert!(!texts.iter().any(|text| text.contains(italian)), "{italian} in {texts:?}");
        }
        assert!(texts.iter().any(|text| text.contains("Oslo (DIV-OSLO)")), "the model's name stays as typed");
    }
}

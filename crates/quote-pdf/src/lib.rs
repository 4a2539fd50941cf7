//! The PDF quote: [`PdfQuotes`] implements the domain's [`QuoteRenderer`] with krilla (docs/decisions/0008):
//! A4 pages laid out by [`layout`], fonts embedded, Italian metadata.

mod fonts;
mod layout;

use domain::quotes::{Quote, QuoteRenderer};
use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::metadata::Metadata;
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke, StrokeDash};
use krilla::surface::Surface;
use krilla::text::TextDirection;

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
    fn render(&self, quote: &Quote) -> Result<Vec<u8>, String> {
        let pages = layout::layout(quote, &self.fonts);
        let mut document = Document::new();
        document.set_metadata(
            Metadata::new()
                .title(format!("Preventivo – {}", quote.name))
                .language("it-IT".into())
                .creator("Configuratore".into()),
        );
        let settings = PageSettings::from_wh(PAGE_WIDTH, PAGE_HEIGHT).ok_or("invalid page size")?;
        for ops in &pages {
            let mut page = document.start_page_with(settings.clone());
            let mut surface = page.surface();
            for op in ops {
                self.paint(&mut surface, op);
            }
            surface.finish();
            page.finish();
        }
        document.finish().map_err(|err| format!("writing the PDF: {err:?}"))
    }
}

fn color(Rgb(red, green, blue): Rgb) -> rgb::Color {
    rgb::Color::new(red, green, blue)
}

fn fill(of: Rgb) -> Fill {
    Fill { paint: color(of).into(), ..Fill::default() }
}

impl PdfQuotes {
    fn paint(&self, surface: &mut Surface, op: &Op) {
        match op {
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
    use chrono::{TimeZone, Utc};
    use domain::configurator::{Price, PriceLine, price};
    use domain::quotes::{Party, QuoteImage, QuoteMark, QuotePart, QuoteValue};

    use super::*;

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
            image: QuoteImage::NotEmbedded("/catalogue/divano-oslo.svg".into()),
            parts: (0..12)
                .map(|index| QuotePart {
                    name: format!("Parte {index}"),
                    quantity: index + 1,
                    values: vec![QuoteValue { feature: "Tessuto".into(), value: "Velluto blu notte".into() }],
                })
                .collect(),
            price,
            marks: vec![QuoteMark::Incomplete, QuoteMark::ToCheck],
            reasons: vec!["Scegli un valore per Tessuto della parte Seduta.".into()],
            notes: Some("Consegna entro gennaio.\nMontaggio incluso.".into()),
        }
    }

    #[test]
    fn a_quote_is_a_pdf_of_a4_pages_numbered_in_italian() {
        let quote = sample();
        let renderer = PdfQuotes::new().unwrap();
        let pages = layout::layout(&quote, &renderer.fonts);
        assert!(pages.len() >= 2, "thirty lines and twelve parts need a second page");
        let texts: Vec<&str> = pages
            .iter()
            .flatten()
            .filter_map(|op| match op {
                Op::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        assert!(texts.contains(&"Pagina 2 di 2") || texts.iter().any(|text| text.starts_with("Pagina 2 di")));
        assert!(texts.iter().any(|text| text.contains("ATTENZIONE")));
        assert!(texts.contains(&domain::configurations::euros(quote.price.grand_total).as_str()));
        let bytes = renderer.render(&quote).unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
        // Kept for a look (pdftoppm) by whoever changes the layout.
        std::fs::write(std::env::temp_dir().join("quote-pdf-sample.pdf"), &bytes).unwrap();
    }
}

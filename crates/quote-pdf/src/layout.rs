//! The quote laid out on A4 pages as a list of drawing operations per page (points, origin top left, y
//! down), measured with the embedded fonts; painting them is [`crate::paint`]'s job.

use chrono::NaiveDate;
use domain::quotes::{Party, Quote, QuoteImage, QuoteMark};
use domain::said::{Language, Message, Saved, euros};
use domain::say;

use crate::fonts::{Fonts, Weight};

pub const PAGE_WIDTH: f32 = 595.28;
pub const PAGE_HEIGHT: f32 = 841.89;
const LEFT: f32 = 50.0;
const RIGHT: f32 = PAGE_WIDTH - 50.0;
const WIDTH: f32 = RIGHT - LEFT;
const TOP: f32 = 50.0;
/// Below this the footer is drawn.
const BOTTOM: f32 = PAGE_HEIGHT - 70.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

pub const INK: Rgb = Rgb(0x1f, 0x29, 0x33);
pub const MUTED: Rgb = Rgb(0x5f, 0x6b, 0x7a);
pub const ACCENT: Rgb = Rgb(0x1d, 0x4e, 0x89);
pub const WHITE: Rgb = Rgb(0xff, 0xff, 0xff);
const HEADER_FILL: Rgb = Rgb(0xe8, 0xee, 0xf6);
const ZEBRA: Rgb = Rgb(0xf6, 0xf8, 0xfb);
const RULE: Rgb = Rgb(0xd3, 0xda, 0xe4);
const WARNING_FILL: Rgb = Rgb(0xfd, 0xf3, 0xe1);
const WARNING: Rgb = Rgb(0xa1, 0x5c, 0x07);
const ERROR_FILL: Rgb = Rgb(0xfd, 0xec, 0xea);
const ERROR: Rgb = Rgb(0xb4, 0x23, 0x18);

/// One drawing operation.
#[derive(Debug, Clone, PartialEq)]
pub enum Op {
    /// `y` is the baseline.
    Text {
        x: f32,
        y: f32,
        size: f32,
        weight: Weight,
        color: Rgb,
        text: String,
    },
    Fill {
        x: f32,
        y: f32,
        width: f32,
        height: f32,
        color: Rgb,
    },
    /// A rectangle's outline, dashed or not.
    Frame {
        x: f32,
        y: f32,
        width: f32,
        height: f32,
        color: Rgb,
        dashed: bool,
    },
    Line {
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        width: f32,
        color: Rgb,
    },
    /// The model's picture, fitted inside this box.
    Picture {
        x: f32,
        y: f32,
        width: f32,
        height: f32,
    },
}

/// A text style.
#[derive(Debug, Clone, Copy)]
struct Style {
    size: f32,
    weight: Weight,
    color: Rgb,
}

const BODY: Style = Style { size: 9.5, weight: Weight::Regular, color: INK };
const BODY_BOLD: Style = Style { size: 9.5, weight: Weight::Bold, color: INK };
const SMALL: Style = Style { size: 8.5, weight: Weight::Regular, color: MUTED };
const LABEL: Style = Style { size: 7.5, weight: Weight::Bold, color: MUTED };
const SECTION: Style = Style { size: 11.5, weight: Weight::Bold, color: ACCENT };
const TABLE_HEAD: Style = Style { size: 8.5, weight: Weight::Bold, color: ACCENT };

fn line_height(style: Style) -> f32 {
    style.size * 1.35
}

/// A table column: where it starts, how wide it is, whether its cells align right.
#[derive(Debug, Clone, Copy)]
struct Column {
    x: f32,
    width: f32,
    right: bool,
}

const CELL_PADDING: f32 = 5.0;

struct Layout<'a> {
    fonts: &'a Fonts,
    /// The reader's: every word of the document is written in it.
    language: Language,
    pages: Vec<Vec<Op>>,
    /// The top of what comes next on the last page.
    y: f32,
    /// Drawn at the top of every page after the first.
    running_title: String,
}

impl<'a> Layout<'a> {
    fn page(&mut self) -> &mut Vec<Op> {
        if self.pages.is_empty() {
            self.pages.push(Vec::new());
        }
        let last = self.pages.len() - 1;
        &mut self.pages[last]
    }

    fn text(&mut self, x: f32, baseline: f32, style: Style, text: impl Into<String>) {
        let op =
            Op::Text { x, y: baseline, size: style.size, weight: style.weight, color: style.color, text: text.into() };
        self.page().push(op);
    }

    fn text_right(&mut self, right: f32, baseline: f32, style: Style, text: &str) {
        let width = self.fonts.width(style.weight, style.size, text);
        self.text(right - width, baseline, style, text);
    }

    fn fill(&mut self, x: f32, y: f32, width: f32, height: f32, color: Rgb) {
        self.page().push(Op::Fill { x, y, width, height, color });
    }

    fn rule(&mut self, y: f32, width: f32, color: Rgb) {
        self.page().push(Op::Line { x1: LEFT, y1: y, x2: RIGHT, y2: y, width, color });
    }

    /// Starts a new page when `height` does not fit on this one.
    fn room(&mut self, height: f32) {
        if self.y + height <= BOTTOM {
            return;
        }
        self.pages.push(Vec::new());
        self.y = TOP;
        let title = self.running_title.clone();
        self.text(LEFT, self.y + 9.0, SMALL, title);
        self.y += 14.0;
        self.rule(self.y, 0.5, RULE);
        self.y += 14.0;
    }

    fn wrap(&self, style: Style, text: &str, width: f32) -> Vec<String> {
        self.fonts.wrap(style.weight, style.size, text, width)
    }

    /// Lines of text from the current position, each moving down one line.
    fn paragraph(&mut self, x: f32, style: Style, lines: &[String]) {
        for line in lines {
            self.room(line_height(style));
            self.text(x, self.y + style.size, style, line.as_str());
            self.y += line_height(style);
        }
    }

    fn section(&mut self, title: &str) {
        self.room(40.0);
        self.y += 8.0;
        self.text(LEFT, self.y + SECTION.size, SECTION, title);
        self.y += line_height(SECTION) + 4.0;
    }

    /// A table: the header row (again on every new page) and rows of wrapped cells.
    fn table(&mut self, columns: &[Column], head: &[&str], rows: &[Vec<(Style, String)>]) {
        let head_height = line_height(TABLE_HEAD) + 2.0 * CELL_PADDING;
        self.room(head_height + 20.0);
        self.table_head(columns, head, head_height);
        for (index, row) in rows.iter().enumerate() {
            let cells: Vec<(Style, Vec<String>)> = row
                .iter()
                .zip(columns)
                .map(|((style, text), column)| {
                    let lines = text
                        .split('\n')
                        .flat_map(|line| self.wrap(*style, line, column.width - 2.0 * CELL_PADDING))
                        .collect();
                    (*style, lines)
                })
                .collect();
            let height =
                cells.iter().map(|(style, lines)| lines.len().max(1) as f32 * line_height(*style)).fold(0.0, f32::max)
                    + 2.0 * CELL_PADDING;
            if self.y + height > BOTTOM {
                self.room(height + head_height);
                self.table_head(columns, head, head_height);
            }
            if index % 2 == 1 {
                self.fill(LEFT, self.y, WIDTH, height, ZEBRA);
            }
            for ((style, lines), column) in cells.iter().zip(columns) {
                let mut baseline = self.y + CELL_PADDING + style.size;
                for line in lines {
                    if column.right {
                        self.text_right(column.x + column.width - CELL_PADDING, baseline, *style, line);
                    } else {
                        self.text(column.x + CELL_PADDING, baseline, *style, line.as_str());
                    }
                    baseline += line_height(*style);
                }
            }
            self.y += height;
            self.rule(self.y, 0.5, RULE);
        }
    }

    fn table_head(&mut self, columns: &[Column], head: &[&str], height: f32) {
        self.fill(LEFT, self.y, WIDTH, height, HEADER_FILL);
        let baseline = self.y + CELL_PADDING + TABLE_HEAD.size;
        for (title, column) in head.iter().zip(columns) {
            if column.right {
                self.text_right(column.x + column.width - CELL_PADDING, baseline, TABLE_HEAD, title);
            } else {
                self.text(column.x + CELL_PADDING, baseline, TABLE_HEAD, *title);
            }
        }
        self.y += height;
    }
}

fn date(quote: &Quote, language: Language) -> String {
    day(domain::clock::business_time(quote.date).date_naive(), language)
}

fn day(day: NaiveDate, language: Language) -> String {
    day.format(&say!(language, "%d/%m/%Y", "%d %b %Y")).to_string()
}

/// The quote's pages in `language`, each a list of operations, footers included; `picture`: the model's
/// image can be drawn.
pub fn layout(quote: &Quote, fonts: &Fonts, picture: bool, language: Language) -> Vec<Vec<Op>> {
    let mut layout = Layout {
        fonts,
        language,
        pages: vec![Vec::new()],
        y: TOP,
        running_title: say!(
            language,
            "Preventivo «{}» · revisione {} del {} (segue)",
            "Quote «{}» · revision {} of {} (continued)",
            quote.name,
            quote.revision,
            date(quote, language)
        ),
    };
    header(&mut layout, quote);
    marks(&mut layout, quote);
    parties(&mut layout, quote, picture);
    parts(&mut layout, quote);
    prices(&mut layout, quote);
    totals(&mut layout, quote);
    notes(&mut layout, quote);
    terms(&mut layout, quote);
    let mut pages = layout.pages;
    let count = pages.len();
    for (index, ops) in pages.iter_mut().enumerate() {
        footer(ops, fonts, quote, (index + 1, count), language);
    }
    pages
}

/// The dealer on the left, "PREVENTIVO" with its number, date and revision on the right, a rule below.
fn header(layout: &mut Layout, quote: &Quote) {
    let language = layout.language;
    let top = layout.y;
    let dealer_width = WIDTH * 0.55;
    match &quote.dealer {
        Some(dealer) => {
            let name_style = Style { size: 15.0, weight: Weight::Bold, color: INK };
            let lines = layout.wrap(name_style, &dealer.name, dealer_width);
            layout.paragraph(LEFT, name_style, &lines);
            layout.y += 2.0;
            let mut details: Vec<String> = Vec::new();
            if let Some(vat) = &dealer.vat_number {
                details.push(say!(language, "P. IVA {vat}", "VAT no. {vat}"));
            }
            details.extend(dealer.lines.iter().cloned());
            let wrapped: Vec<String> = details.iter().flat_map(|line| layout.wrap(SMALL, line, dealer_width)).collect();
            layout.paragraph(LEFT, SMALL, &wrapped);
        }
        None => {
            let lines = vec![say!(language, "Configurazione senza azienda", "Configuration without a company")];
            layout.paragraph(LEFT, Style { size: 12.0, weight: Weight::Bold, color: MUTED }, &lines);
        }
    }
    let left_bottom = layout.y;

    let title = Style { size: 20.0, weight: Weight::Bold, color: ACCENT };
    let mut y = top + title.size;
    let rows = match &quote.issue {
        Some(issue) => {
            layout.text_right(RIGHT, y, title, &say!(language, "PREVENTIVO", "QUOTE"));
            vec![
                (say!(language, "Numero", "Number"), issue.number.clone()),
                (say!(language, "Data", "Date"), day(issue.issued_on, language)),
                (say!(language, "Valido fino al", "Valid until"), day(issue.valid_until, language)),
                (say!(language, "Revisione", "Revision"), quote.revision.to_string()),
                (say!(language, "Preparato da", "Prepared by"), quote.prepared_by.clone()),
            ]
        }
        None => {
            let draft = Style { color: WARNING, ..title };
            layout.text_right(RIGHT, y, draft, &say!(language, "BOZZA DI PREVENTIVO", "DRAFT QUOTE"));
            vec![
                (say!(language, "Numero", "Number"), say!(language, "non emesso", "not issued")),
                (say!(language, "Riferimento", "Reference"), quote.public_id.clone()),
                (say!(language, "Salvata il", "Saved on"), date(quote, language)),
                (say!(language, "Revisione", "Revision"), quote.revision.to_string()),
                (say!(language, "Preparato da", "Prepared by"), quote.prepared_by.clone()),
            ]
        }
    };
    y += 8.0;
    let value_width = rows.iter().map(|(_, value)| layout.fonts.width(Weight::Regular, 9.0, value)).fold(0.0, f32::max);
    for (label, value) in rows {
        y += line_height(BODY);
        layout.text_right(RIGHT - value_width - 8.0, y, SMALL, &label);
        layout.text_right(RIGHT, y, Style { size: 9.0, weight: Weight::Regular, color: INK }, &value);
    }
    layout.y = left_bottom.max(y + 6.0) + 8.0;
    layout.rule(layout.y, 1.5, ACCENT);
    layout.y += 14.0;
}

/// A banner when the quote is not a firm offer, with every reason.
fn marks(layout: &mut Layout, quote: &Quote) {
    if quote.marks.is_empty() {
        return;
    }
    let language = layout.language;
    let serious = quote.marks.iter().any(|mark| *mark != QuoteMark::ToCheck);
    let (fill, ink) =
        if quote.marks.contains(&QuoteMark::Invalid) { (ERROR_FILL, ERROR) } else { (WARNING_FILL, WARNING) };
    let labels: Vec<String> = quote.marks.iter().map(|mark| Saved::Mark(*mark).render(language)).collect();
    let title = say!(language, "ATTENZIONE – {}", "WARNING – {}", labels.join(" · ").to_uppercase());
    let intro = if serious {
        say!(
            language,
            "Questo preventivo non è un'offerta definitiva: la configurazione va completata o corretta.",
            "This quote is not a final offer: the configuration must be completed or corrected."
        )
    } else {
        say!(
            language,
            "Il catalogo è cambiato dopo il salvataggio: prezzi e scelte vanno verificati prima di confermare.",
            "The catalogue changed after the configuration was saved: prices and choices must be checked before confirming."
        )
    };
    let inner = WIDTH - 24.0;
    let title_style = Style { size: 10.0, weight: Weight::Bold, color: ink };
    let mut lines = layout.wrap(BODY, &intro, inner);
    // The banner stays on one page: past this many lines, the rest is counted, not listed.
    const MAX_LINES: usize = 24;
    for (at, reason) in quote.reasons.iter().enumerate() {
        let wrapped = layout.wrap(BODY, &reason.render(language), inner - 10.0);
        if lines.len() + wrapped.len() > MAX_LINES {
            let left = quote.reasons.len() - at;
            lines.push(if left == 1 {
                say!(
                    language,
                    "…  e 1 altro (li mostra il configuratore).",
                    "…  and 1 more (the configurator shows them)."
                )
            } else {
                say!(
                    language,
                    "…  e {left} altri (li mostra il configuratore).",
                    "…  and {left} more (the configurator shows them)."
                )
            });
            break;
        }
        for (index, line) in wrapped.into_iter().enumerate() {
            lines.push(if index == 0 { format!("•  {line}") } else { format!("    {line}") });
        }
    }
    let height = 10.0 + line_height(title_style) + lines.len() as f32 * line_height(BODY) + 8.0;
    layout.room(height);
    let top = layout.y;
    layout.fill(LEFT, top, WIDTH, height, fill);
    layout.fill(LEFT, top, 4.0, height, ink);
    layout.y += 10.0;
    layout.paragraph(LEFT + 14.0, title_style, &[title]);
    layout.paragraph(LEFT + 14.0, Style { color: INK, ..BODY }, &lines);
    layout.y = layout.y.max(top + height) + 12.0;
}

/// The customer, the configuration and the model's picture, side by side.
fn parties(layout: &mut Layout, quote: &Quote, picture: bool) {
    let language = layout.language;
    let (customer_width, product_x, product_width, image_x, image_width) =
        (170.0, LEFT + 180.0, 195.0, LEFT + 385.0, 110.0);
    let image_height = 82.0;
    let customer = box_lines(layout, quote.customer.as_ref(), customer_width - 16.0);
    let product = product_lines(layout, quote, product_width - 16.0);
    let content = customer.len().max(product.len()) as f32 * line_height(BODY);
    let height = (22.0 + content + 8.0).max(image_height);
    layout.room(height);
    let top = layout.y;
    for (x, width, label, lines) in [
        (LEFT, customer_width, say!(language, "CLIENTE", "CUSTOMER"), customer),
        (product_x, product_width, say!(language, "CONFIGURAZIONE", "CONFIGURATION"), product),
    ] {
        layout.page().push(Op::Frame { x, y: top, width, height, color: RULE, dashed: false });
        layout.text(x + 8.0, top + 14.0, LABEL, label);
        let mut baseline = top + 22.0 + BODY.size;
        for (style, line) in lines {
            layout.text(x + 8.0, baseline, style, line);
            baseline += line_height(BODY);
        }
    }
    image(layout, quote, picture, (image_x, top, image_width, height));
    layout.y = top + height + 10.0;
}

fn box_lines(layout: &Layout, party: Option<&Party>, width: f32) -> Vec<(Style, String)> {
    let language = layout.language;
    let Some(party) = party else {
        return vec![(Style { color: MUTED, ..BODY }, say!(language, "Nessun cliente indicato", "No customer given"))];
    };
    let mut lines: Vec<(Style, String)> =
        layout.wrap(BODY_BOLD, &party.name, width).into_iter().map(|line| (BODY_BOLD, line)).collect();
    let mut details: Vec<String> = Vec::new();
    if let Some(vat) = &party.vat_number {
        details.push(say!(language, "P. IVA / C.F. {vat}", "VAT / tax no. {vat}"));
    }
    details.extend(party.lines.iter().cloned());
    for detail in details {
        lines.extend(layout.wrap(BODY, &detail, width).into_iter().map(|line| (BODY, line)));
    }
    lines
}

fn product_lines(layout: &Layout, quote: &Quote, width: f32) -> Vec<(Style, String)> {
    let language = layout.language;
    let said = |message: &Option<Message>| message.as_ref().map(|message| message.render(language));
    let mut lines: Vec<(Style, String)> =
        layout.wrap(BODY_BOLD, &quote.name, width).into_iter().map(|line| (BODY_BOLD, line)).collect();
    let rows = [
        (say!(language, "Categoria", "Category"), Some(quote.category.clone())),
        (say!(language, "Tipologia", "Type"), said(&quote.product_type)),
        (say!(language, "Modello", "Model"), said(&quote.model)),
        (say!(language, "Quantità", "Quantity"), Some(quote.price.quantity.to_string())),
    ];
    for (label, value) in rows {
        let value = value.unwrap_or_else(|| say!(language, "non scelto", "not chosen"));
        lines.extend(layout.wrap(BODY, &format!("{label}: {value}"), width).into_iter().map(|line| (BODY, line)));
    }
    lines
}

/// The model's picture, or a neat placeholder saying why it is not printed.
fn image(layout: &mut Layout, quote: &Quote, picture: bool, (x, y, width, height): (f32, f32, f32, f32)) {
    let language = layout.language;
    if picture {
        layout.page().push(Op::Frame { x, y, width, height, color: RULE, dashed: false });
        let inset = 6.0;
        let op = Op::Picture { x: x + inset, y: y + inset, width: width - 2.0 * inset, height: height - 2.0 * inset };
        layout.page().push(op);
        return;
    }
    layout.fill(x, y, width, height, ZEBRA);
    layout.page().push(Op::Frame { x, y, width, height, color: RULE, dashed: true });
    let lines: Vec<String> = match &quote.image {
        QuoteImage::None => {
            vec![say!(language, "Nessuna immagine", "No image"), say!(language, "per questo modello", "for this model")]
        }
        QuoteImage::NotEmbedded(_) => vec![
            say!(language, "Immagine del modello", "Model image"),
            say!(language, "consultabile", "available"),
            say!(language, "nel configuratore", "in the configurator"),
        ],
        QuoteImage::Embedded { .. } => {
            vec![say!(language, "Immagine del modello", "Model image"), say!(language, "non leggibile", "unreadable")]
        }
    };
    let mut baseline = y + height / 2.0 - (lines.len() as f32 - 1.0) * line_height(SMALL) / 2.0 + SMALL.size / 3.0;
    for line in lines {
        let line_width = layout.fonts.width(SMALL.weight, SMALL.size, &line);
        layout.text(x + (width - line_width) / 2.0, baseline, SMALL, line);
        baseline += line_height(SMALL);
    }
}

fn parts(layout: &mut Layout, quote: &Quote) {
    let language = layout.language;
    layout.section(&say!(language, "Parti e caratteristiche", "Parts and features"));
    if quote.parts.is_empty() {
        layout.paragraph(
            LEFT,
            Style { color: MUTED, ..BODY },
            &[say!(language, "Nessuna parte scelta.", "No part chosen.")],
        );
        return;
    }
    let columns = [
        Column { x: LEFT, width: 165.0, right: false },
        Column { x: LEFT + 165.0, width: 270.0, right: false },
        Column { x: LEFT + 435.0, width: WIDTH - 435.0, right: true },
    ];
    let rows: Vec<Vec<(Style, String)>> = quote
        .parts
        .iter()
        .map(|part| {
            let values = if part.values.is_empty() {
                "—".to_owned()
            } else {
                part.values
                    .iter()
                    .map(|value| format!("{}: {}", value.feature.render(language), value.value.render(language)))
                    .collect::<Vec<_>>()
                    .join("\n")
            };
            vec![(BODY_BOLD, part.name.render(language)), (BODY, values), (BODY, part.quantity.to_string())]
        })
        .collect();
    let headings = [
        say!(language, "PARTE", "PART"),
        say!(language, "CARATTERISTICHE SCELTE", "CHOSEN FEATURES"),
        say!(language, "Q.TÀ", "QTY"),
    ];
    layout.table(&columns, &headings.each_ref().map(String::as_str), &rows);
}

fn prices(layout: &mut Layout, quote: &Quote) {
    let language = layout.language;
    layout.section(&say!(language, "Dettaglio prezzi (per unità)", "Price details (per unit)"));
    if quote.price.lines.is_empty() {
        layout.paragraph(
            LEFT,
            Style { color: MUTED, ..BODY },
            &[say!(language, "Nessuna voce di prezzo.", "No price line.")],
        );
        return;
    }
    let columns = [
        Column { x: LEFT, width: 245.0, right: false },
        Column { x: LEFT + 245.0, width: 95.0, right: true },
        Column { x: LEFT + 340.0, width: 50.0, right: true },
        Column { x: LEFT + 390.0, width: WIDTH - 390.0, right: true },
    ];
    let rows: Vec<Vec<(Style, String)>> = quote
        .price
        .lines
        .iter()
        .map(|line| {
            vec![
                (BODY, line.label.clone()),
                (BODY, euros(line.unit_price, language)),
                (BODY, line.quantity.to_string()),
                (BODY_BOLD, euros(line.total, language)),
            ]
        })
        .collect();
    let headings = [
        say!(language, "DESCRIZIONE", "DESCRIPTION"),
        say!(language, "PREZZO UNITARIO", "UNIT PRICE"),
        say!(language, "Q.TÀ", "QTY"),
        say!(language, "TOTALE", "TOTAL"),
    ];
    layout.table(&columns, &headings.each_ref().map(String::as_str), &rows);
}

/// The totals, right-aligned, the grand total on the accent colour.
fn totals(layout: &mut Layout, quote: &Quote) {
    let language = layout.language;
    let price = &quote.price;
    let rows = [
        (say!(language, "Totale di listino (1 unità)", "List total (1 unit)"), euros(price.list_total, language)),
        (
            say!(language, "Sconto azienda ({} %)", "Company discount ({} %)", price.discount_percent),
            euros(-price.discount, language),
        ),
        (say!(language, "Totale netto (1 unità)", "Net total (1 unit)"), euros(price.net_total, language)),
        (say!(language, "Quantità", "Quantity"), format!("× {}", price.quantity)),
    ];
    let x = RIGHT - 260.0;
    let height = rows.len() as f32 * 17.0 + 30.0 + 16.0;
    layout.room(height + 14.0);
    layout.y += 14.0;
    for (label, value) in rows {
        layout.text(x, layout.y + 10.0, BODY, label.as_str());
        layout.text_right(RIGHT - 8.0, layout.y + 10.0, BODY, &value);
        layout.y += 17.0;
    }
    layout.y += 2.0;
    layout.fill(x - 8.0, layout.y, RIGHT - x + 8.0, 28.0, ACCENT);
    let grand = Style { size: 12.5, weight: Weight::Bold, color: WHITE };
    layout.text(x, layout.y + 18.5, grand, say!(language, "Totale complessivo", "Grand total"));
    layout.text_right(RIGHT - 8.0, layout.y + 18.5, grand, &euros(price.grand_total, language));
    layout.y += 28.0 + 6.0;
    layout.text_right(
        RIGHT - 8.0,
        layout.y + 8.0,
        SMALL,
        &say!(language, "Prezzi in euro, IVA esclusa.", "Prices in euro, excluding VAT."),
    );
    layout.y += 16.0;
}

fn notes(layout: &mut Layout, quote: &Quote) {
    let Some(notes) = &quote.notes else {
        return;
    };
    let language = layout.language;
    layout.section(&say!(language, "Note", "Notes"));
    let lines: Vec<String> = notes.lines().flat_map(|line| layout.wrap(BODY, line, WIDTH)).collect();
    layout.paragraph(LEFT, BODY, &lines);
}

/// An issued quote's validity and terms; a preview says it is no offer.
fn terms(layout: &mut Layout, quote: &Quote) {
    let language = layout.language;
    layout.section(&say!(language, "Condizioni", "Terms"));
    let text = match &quote.issue {
        Some(issue) => format!(
            "{}\n{}",
            say!(
                language,
                "Offerta valida fino al {}.",
                "This offer is valid until {}.",
                day(issue.valid_until, language)
            ),
            issue.terms
        ),
        None => say!(
            language,
            "Bozza non numerata, a solo scopo di anteprima: non costituisce offerta. Il preventivo valido è quello emesso con un numero.",
            "Unnumbered draft, for preview only: it is not an offer. The valid quote is the one issued with a number."
        ),
    };
    let lines: Vec<String> = text.lines().flat_map(|line| layout.wrap(BODY, line, WIDTH)).collect();
    layout.paragraph(LEFT, BODY, &lines);
}

/// Page `page` of `count`'s footer.
fn footer(ops: &mut Vec<Op>, fonts: &Fonts, quote: &Quote, (page, count): (usize, usize), language: Language) {
    let y = PAGE_HEIGHT - 40.0;
    ops.push(Op::Line { x1: LEFT, y1: y - 12.0, x2: RIGHT, y2: y - 12.0, width: 0.5, color: RULE });
    let left = match &quote.issue {
        Some(issue) => say!(
            language,
            "Preventivo {} · revisione {} · prezzi IVA esclusa",
            "Quote {} · revision {} · prices excluding VAT",
            issue.number,
            quote.revision
        ),
        None => say!(
            language,
            "Bozza {} · revisione {} · prezzi IVA esclusa",
            "Draft {} · revision {} · prices excluding VAT",
            quote.public_id,
            quote.revision
        ),
    };
    ops.push(Op::Text { x: LEFT, y, size: SMALL.size, weight: SMALL.weight, color: MUTED, text: left });
    let right = say!(language, "Pagina {page} di {count}", "Page {page} of {count}");
    let width = fonts.width(SMALL.weight, SMALL.size, &right);
    ops.push(Op::Text { x: RIGHT - width, y, size: SMALL.size, weight: SMALL.weight, color: MUTED, text: right });
}

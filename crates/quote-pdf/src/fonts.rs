//! The embedded fonts (Noto Sans, SIL Open Font License: fonts/OFL.txt): every Italian letter, "€" and the
//! typographic signs print; krilla embeds the subset a document uses. Widths are measured here, with the
//! fonts' own advances, to align and wrap text.

use krilla::text::Font;
use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};

static REGULAR: &[u8] = include_bytes!("../fonts/NotoSans-Regular.ttf");
static BOLD: &[u8] = include_bytes!("../fonts/NotoSans-Bold.ttf");

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

struct Face {
    pdf: Font,
    metrics: FontRef<'static>,
}

impl Face {
    fn load(data: &'static [u8]) -> Result<Self, String> {
        let pdf = Font::new(data.into(), 0).ok_or("the embedded font does not load")?;
        let metrics = FontRef::new(data).map_err(|err| format!("the embedded font does not parse: {err}"))?;
        Ok(Self { pdf, metrics })
    }
}

pub struct Fonts {
    regular: Face,
    bold: Face,
}

impl Fonts {
    pub fn load() -> Result<Self, String> {
        Ok(Self { regular: Face::load(REGULAR)?, bold: Face::load(BOLD)? })
    }

    fn face(&self, weight: Weight) -> &Face {
        match weight {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    pub fn pdf(&self, weight: Weight) -> Font {
        self.face(weight).pdf.clone()
    }

    /// The advance of `text` at `size` points (kerning aside).
    pub fn width(&self, weight: Weight, size: f32, text: &str) -> f32 {
        let font = &self.face(weight).metrics;
        let charmap = font.charmap();
        let metrics = font.glyph_metrics(Size::new(size), LocationRef::default());
        text.chars()
            .map(|ch| charmap.map(ch).and_then(|glyph| metrics.advance_width(glyph)).unwrap_or(size * 0.5))
            .sum()
    }

    /// `text` broken into lines no wider than `width`: at spaces, and inside a word only when the word alone
    /// is wider. An empty text is one empty line.
    pub fn wrap(&self, weight: Weight, size: f32, text: &str, width: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() { word.to_owned() } else { format!("{line} {word}") };
            if self.width(weight, size, &candidate) <= width {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            for ch in word.chars() {
                line.push(ch);
                if self.width(weight, size, &line) > width && line.chars().count() > 1 {
                    line.pop();
                    lines.push(std::mem::replace(&mut line, ch.to_string()));
                }
            }
        }
        if !line.is_empty() || lines.is_empty() {
            lines.push(line);
        }
        lines
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn every_italian_letter_and_the_euro_sign_have_a_glyph() {
        let fonts = Fonts::load().unwrap();
        for face in [&fonts.regular, &fonts.bold] {
            let charmap = face.metrics.charmap();
            for ch in "àèéìíîòóùúÀÈÉÌÒÙ€«»–—’·×".chars() {
                assert!(charmap.map(ch).is_some(), "no glyph for {ch}");
            }
        }
    }

    #[test]
    fn text_wraps_at_spaces_and_a_long_word_inside_itself() {
        let fonts = Fonts::load().unwrap();
        let lines = fonts.wrap(Weight::Regular, 10.0, "Divano angolare con penisola reversibile", 80.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|line| fonts.width(Weight::Regular, 10.0, line) <= 80.0), "{lines:?}");
        assert_eq!(lines.join(" "), "Divano angolare con penisola reversibile");
        let long = fonts.wrap(Weight::Bold, 10.0, &"x".repeat(60), 50.0);
        assert!(long.len() > 1 && long.concat() == "x".repeat(60));
        assert_eq!(fonts.wrap(Weight::Regular, 10.0, "", 50.0), [""]);
    }
}

//! Raster images decoded in full under explicit limits, so that what is accepted (or drawn in a quote) is an
//! image of known, bounded size whose every pixel decodes: a header declaring 50,000 × 50,000 pixels is
//! refused before anything is allocated for it, and pixel data that stops early is refused as truncated.
//! The decoders are the ones the PDF renderer already uses (docs/decisions/0013-image-limits.md).

use std::io::{Cursor, ErrorKind};

use super::ImageProblem;

/// The widest or tallest image accepted, in pixels.
pub const MAX_SIDE: u32 = 8_000;
/// The most pixels an image may have.
pub const MAX_PIXELS: u64 = 40_000_000;
/// What a decoder may allocate besides the pixels it is asked for: PNG metadata chunks, WebP's working
/// buffers.
const MAX_DECODER_BYTES: usize = 64 * 1024 * 1024;

/// Width and height within [`MAX_SIDE`] and [`MAX_PIXELS`].
fn within_limits(width: u32, height: u32) -> Result<(), ImageProblem> {
    let pixels = u64::from(width) * u64::from(height);
    if width > MAX_SIDE || height > MAX_SIDE || pixels > MAX_PIXELS {
        return Err(ImageProblem::TooManyPixels { width, height });
    }
    if pixels == 0 {
        return Err(ImageProblem::Undecodable("no pixels".into()));
    }
    Ok(())
}

/// A PNG, decoded row by row: memory stays at a row or two whatever the image's size.
pub(super) fn check_png(bytes: &[u8]) -> Result<(), ImageProblem> {
    let undecodable = |err: png::DecodingError| ImageProblem::Undecodable(err.to_string());
    let mut decoder = png::Decoder::new_with_limits(Cursor::new(bytes), png::Limits { bytes: MAX_DECODER_BYTES });
    let header = decoder.read_header_info().map_err(undecodable)?;
    within_limits(header.width, header.height)?;
    let mut reader = decoder.read_info().map_err(undecodable)?;
    let mut rows = 0usize;
    loop {
        match reader.next_row() {
            Ok(Some(_)) => rows += 1,
            Ok(None) => return Ok(()),
            // Data that ends early (the stream or the compressed pixels) is a truncated image; a broken
            // first row is only undecodable.
            Err(png::DecodingError::IoError(err)) if err.kind() == ErrorKind::UnexpectedEof => {
                return Err(ImageProblem::Truncated);
            }
            Err(_) if rows > 0 => return Err(ImageProblem::Truncated),
            Err(err) => return Err(undecodable(err)),
        }
    }
}

/// A JPEG, decoded strictly (no guessing over missing or corrupt data) into one grey channel: every scan is
/// still decoded, into a third of the memory.
pub(super) fn check_jpeg(bytes: &[u8]) -> Result<(), ImageProblem> {
    use zune_jpeg::errors::DecodeErrors;
    use zune_jpeg::zune_core::bytestream::ZCursor;
    use zune_jpeg::zune_core::colorspace::ColorSpace;
    use zune_jpeg::zune_core::options::DecoderOptions;

    let reason = |err: DecodeErrors| match err {
        DecodeErrors::ExhaustedData | DecodeErrors::IoErrors(_) => ImageProblem::Truncated,
        err => ImageProblem::Undecodable(err.to_string()),
    };
    // The decoder's own ceiling is lifted to JPEG's so that the sides are read and refused here, by ours.
    let options = DecoderOptions::default()
        .set_strict_mode(true)
        .set_max_width(usize::from(u16::MAX))
        .set_max_height(usize::from(u16::MAX))
        .jpeg_set_out_colorspace(ColorSpace::Luma);
    let mut decoder = zune_jpeg::JpegDecoder::new_with_options(ZCursor::new(bytes), options);
    decoder.decode_headers().map_err(reason)?;
    let info = decoder.info().ok_or_else(|| ImageProblem::Undecodable("no frame header".into()))?;
    within_limits(u32::from(info.width), u32::from(info.height))?;
    decoder.decode().map(drop).map_err(reason)
}

/// A WebP (its first frame when animated), decoded into a buffer of at most [`MAX_PIXELS`] × 4 bytes.
pub(super) fn check_webp(bytes: &[u8]) -> Result<(), ImageProblem> {
    let undecodable = |err: image_webp::DecodingError| match err {
        image_webp::DecodingError::IoError(err) if err.kind() == ErrorKind::UnexpectedEof => ImageProblem::Truncated,
        err => ImageProblem::Undecodable(err.to_string()),
    };
    let mut decoder = image_webp::WebPDecoder::new(Cursor::new(bytes)).map_err(undecodable)?;
    let (width, height) = decoder.dimensions();
    within_limits(width, height)?;
    decoder.set_memory_limit(MAX_DECODER_BYTES);
    let size = decoder.output_buffer_size().ok_or(ImageProblem::TooManyPixels { width, height })?;
    let mut pixels = vec![0; size];
    decoder.read_image(&mut pixels).map_err(undecodable)
}

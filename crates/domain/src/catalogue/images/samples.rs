//! Image files built byte by byte for tests (this crate's, the PDF renderer's and the API's): good ones of
//! every kind, and the hostile ones the limits are for. Only compiled for tests (`samples` feature).

/// A PNG of `width` × `height` grey pixels whose compressed data holds only the first `rows_with_data` rows:
/// all of them for a good image, fewer for a truncated one, a handful for a bomb that declares far more
/// than it carries.
pub fn png(width: u32, height: u32, rows_with_data: u32) -> Vec<u8> {
    let mut header = Vec::new();
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    // 8-bit greyscale, deflate, adaptive filtering, not interlaced.
    header.extend_from_slice(&[8, 0, 0, 0, 0]);
    // Each row is its filter byte (none) and one byte a pixel.
    let row = [&[0][..], &vec![0x80; width as usize]].concat();
    let pixels = row.repeat(rows_with_data as usize);
    let mut file = b"\x89PNG\r\n\x1a\n".to_vec();
    for (kind, data) in [(b"IHDR", header), (b"IDAT", zlib_stored(&pixels)), (b"IEND", Vec::new())] {
        file.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let start = file.len();
        file.extend_from_slice(kind);
        file.extend_from_slice(&data);
        let crc = crc32(&file[start..]);
        file.extend_from_slice(&crc.to_be_bytes());
    }
    file
}

/// The 50,000 × 50,000 pixel PNG of the report: a few hundred kilobytes declaring 2.5 billion pixels.
pub fn png_bomb() -> Vec<u8> {
    png(50_000, 50_000, 4)
}

/// A 100 × 100 PNG with pixel data for 10 rows.
pub fn truncated_png() -> Vec<u8> {
    png(100, 100, 10)
}

/// A baseline JPEG of `width` × `height` mid-grey pixels: one component, and Huffman tables of one code each,
/// so every 8 × 8 block is two bits (no DC change, end of block).
pub fn jpeg(width: u16, height: u16) -> Vec<u8> {
    let segment = |marker: u8, body: &[u8]| {
        let mut bytes = vec![0xFF, marker];
        bytes.extend_from_slice(&(body.len() as u16 + 2).to_be_bytes());
        bytes.extend_from_slice(body);
        bytes
    };
    let [w1, w0] = width.to_be_bytes();
    let [h1, h0] = height.to_be_bytes();
    let one_code = |class_and_id: u8| [&[class_and_id, 1][..], &[0; 15], &[0]].concat();
    let blocks = usize::from(width.div_ceil(8)) * usize::from(height.div_ceil(8));
    let bits = blocks * 2;
    let mut scan = vec![0u8; bits.div_ceil(8)];
    if bits % 8 != 0 {
        // the last byte is padded with one bits
        if let Some(last) = scan.last_mut() {
            *last = 0xFF >> (bits % 8);
        }
    }
    [
        vec![0xFF, 0xD8],
        segment(0xDB, &[&[0][..], &[1; 64]].concat()),
        segment(0xC0, &[8, h1, h0, w1, w0, 1, 1, 0x11, 0]),
        segment(0xC4, &one_code(0x00)),
        segment(0xC4, &one_code(0x10)),
        segment(0xDA, &[1, 1, 0x00, 0, 63, 0]),
        scan,
        vec![0xFF, 0xD9],
    ]
    .concat()
}

/// A lossless WebP of `width` × `height` pixels.
pub fn webp(width: u32, height: u32) -> Vec<u8> {
    let mut file = Vec::new();
    let pixels = vec![0x40; width as usize * height as usize * 3];
    image_webp::WebPEncoder::new(&mut file)
        .encode(&pixels, width, height, image_webp::ColorType::Rgb8)
        .unwrap_or_else(|err| panic!("encoding a sample WebP: {err}"));
    file
}

/// A small lossless WebP whose header says 16,000 × 16,000 pixels.
pub fn webp_bomb() -> Vec<u8> {
    let mut file = webp(8, 8);
    // The lossless header after "RIFF", size, "WEBP", "VP8L", size and its signature byte: width - 1 and
    // height - 1 in 14 bits each, then the alpha bit and the version.
    let declared: u32 = (16_000 - 1) | ((16_000 - 1) << 14);
    file[21..25].copy_from_slice(&declared.to_le_bytes());
    file
}

/// Deflate's stored blocks in a zlib wrapper: valid compressed data without a compressor.
fn zlib_stored(data: &[u8]) -> Vec<u8> {
    let mut out = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = if data.is_empty() { vec![data] } else { data.chunks(usize::from(u16::MAX)).collect() };
    for (index, block) in blocks.iter().enumerate() {
        out.push(u8::from(index + 1 == blocks.len()));
        let length = block.len() as u16;
        out.extend_from_slice(&length.to_le_bytes());
        out.extend_from_slice(&(!length).to_le_bytes());
        out.extend_from_slice(block);
    }
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in data {
        a = (a + u32::from(byte)) % 65_521;
        b = (b + a) % 65_521;
    }
    out.extend_from_slice(&((b << 16) | a).to_be_bytes());
    out
}

/// The CRC-32 PNG chunks end with.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

//! The built app's hashed assets, sent precompressed: the build writes `x.js.br` and `x.js.gz` beside
//! `x.js` at the highest levels (frontend/webpack.config.js), and the client's `Accept-Encoding` picks
//! one. Compressing at build time is both smaller and cheaper than compressing every answer on the fly.

use std::path::{Path, PathBuf};

use actix_files::NamedFile;
use actix_web::http::header::{self, ContentEncoding, HeaderValue};
use actix_web::{HttpRequest, web};

use crate::error::not_found;
use crate::state::Answer;

/// The encodings the build writes, best first: the encoding, its `Accept-Encoding` name, its files' suffix.
const PRECOMPRESSED: [(ContentEncoding, &str, &str); 2] =
    [(ContentEncoding::Brotli, "br", "br"), (ContentEncoding::Gzip, "gzip", "gz")];

/// Whether `Accept-Encoding` admits `coding` (named, or `*`, with a quality above 0).
pub(crate) fn accepts(req: &HttpRequest, coding: &str) -> bool {
    let values = req.headers().get_all(header::ACCEPT_ENCODING).filter_map(|value| value.to_str().ok());
    values.flat_map(|value| value.split(',')).any(|entry| {
        let mut parts = entry.split(';').map(str::trim);
        let name = parts.next().unwrap_or_default();
        let quality =
            parts.find_map(|param| param.strip_prefix("q=")).map_or(Some(1.0), |q| q.trim().parse::<f32>().ok());
        (name.eq_ignore_ascii_case(coding) || name == "*") && quality.is_some_and(|q| q > 0.0)
    })
}

/// An asset name as the build writes them: one path segment of letters, digits, `.`, `-` and `_`.
fn is_asset_name(name: &str) -> bool {
    !name.starts_with('.') && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

/// `GET /assets/{name}`: the best precompressed file the client accepts, else the file itself.
pub async fn asset(req: HttpRequest, dir: web::Data<AssetsDir>, name: web::Path<String>) -> Answer {
    let name = name.into_inner();
    if !is_asset_name(&name) {
        return not_found().await;
    }
    let plain = dir.0.join(&name);
    let mime = actix_files::file_extension_to_mime(Path::new(&name).extension().and_then(|e| e.to_str()).unwrap_or(""));
    for (encoding, coding, suffix) in PRECOMPRESSED {
        if !accepts(&req, coding) {
            continue;
        }
        if let Ok(file) = NamedFile::open_async(dir.0.join(format!("{name}.{suffix}"))).await {
            let mut response = file
                .set_content_type(mime.clone())
                .set_content_encoding(encoding)
                .disable_content_disposition()
                .into_response(&req);
            response.headers_mut().insert(header::VARY, HeaderValue::from_static("accept-encoding"));
            return Ok(response);
        }
    }
    match NamedFile::open_async(&plain).await {
        Ok(file) => {
            let mut response = file.disable_content_disposition().into_response(&req);
            response.headers_mut().insert(header::VARY, HeaderValue::from_static("accept-encoding"));
            Ok(response)
        }
        Err(_) => not_found().await,
    }
}

/// The folder of the built assets.
pub struct AssetsDir(pub PathBuf);

//! Answers already serialised, kept under their ETag: the wizard's category answer and the pages of the
//! configurations list. The ETag names every version the answer depends on (read from the database before
//! the answer, so on every server copy alike), so an answer is found again exactly while nothing it shows
//! has changed, and answers of older versions are never asked for again and leave as newer ones arrive.
//!
//! Each answer is also kept gzip-compressed, so a browser (which always accepts gzip) gets it without the
//! compression middleware compressing the same bytes again on every request.

use std::io::Write;

use actix_web::http::header::{self, ContentEncoding, ContentType, HeaderValue};
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse};
use domain::DomainError;
use domain::kept::{CacheUse, Kept};
use flate2::Compression;
use flate2::write::GzEncoder;

use crate::assets::accepts;
use crate::error::ApiError;
use crate::state::{Answer, blocking};

/// Per caller (the ETag names the caller's scope), kept by the browser but revalidated on every use.
const REVALIDATE: &str = "private, no-cache";

/// Bodies smaller than this are sent as they are: gzip would save less than its own cost.
const GZIP_FROM: usize = 1024;

/// What sizes the cache's tables: about this many bytes an answer, on average.
const TYPICAL_ANSWER_BYTES: usize = 16 * 1024;

/// An answer's ETag, and what the ETag's hash was made of: a hit must match it too, so a collision never
/// serves another answer.
#[derive(Clone, PartialEq, Eq, Hash)]
struct AnswerKey {
    etag: String,
    key: String,
}

#[derive(Clone)]
struct Rendered {
    body: Bytes,
    gzip: Option<Bytes>,
}

impl Rendered {
    /// The body to send, and whether it is the gzipped one.
    fn for_client(&self, gzip_accepted: bool) -> (Bytes, bool) {
        match (&self.gzip, gzip_accepted) {
            (Some(compressed), true) => (compressed.clone(), true),
            _ => (self.body.clone(), false),
        }
    }
}

/// Serialised answers up to a budget of bytes.
pub struct KeptAnswers {
    kept: Kept<AnswerKey, Rendered>,
}

impl KeptAnswers {
    pub fn new(budget: usize) -> Self {
        let estimated_entries = budget / TYPICAL_ANSWER_BYTES;
        Self { kept: Kept::weighed(estimated_entries, u64::try_from(budget).unwrap_or(u64::MAX), footprint) }
    }

    /// Lookups since the start.
    pub fn cache_use(&self) -> CacheUse {
        self.kept.cache_use()
    }

    /// The bytes kept now.
    pub fn bytes(&self) -> usize {
        usize::try_from(self.kept.weight()).unwrap_or(usize::MAX)
    }

    /// The answer tagged `etag`: 304 when `If-None-Match` names it, the kept body when there is one, else
    /// the JSON `render` makes (on the blocking pool: reading and serialising is work), kept for the next.
    pub async fn answer<F>(&self, req: &HttpRequest, etag: String, key: String, render: F) -> Answer
    where
        F: FnOnce() -> Result<Vec<u8>, DomainError> + Send + 'static,
    {
        let etag_value =
            HeaderValue::from_str(&etag).map_err(|err| ApiError(DomainError::Internal(err.to_string())))?;
        if none_match_hits(req, &etag) {
            return Ok(HttpResponse::NotModified()
                .insert_header((header::ETAG, etag_value))
                .insert_header((header::CACHE_CONTROL, REVALIDATE))
                .insert_header((header::VARY, "accept-encoding"))
                .finish());
        }
        let gzip_accepted = accepts(req, "gzip");
        let render = blocking(move || {
            let body = render()?;
            let gzip = (body.len() >= GZIP_FROM).then(|| gzip(&body)).transpose()?;
            Ok(Rendered { body: Bytes::from(body), gzip })
        });
        let rendered = self.kept.get_or_load_async(&AnswerKey { etag, key }, render).await?;
        let (body, gzipped) = rendered.for_client(gzip_accepted);
        let mut response = HttpResponse::Ok();
        response
            .insert_header((header::ETAG, etag_value))
            .insert_header((header::CACHE_CONTROL, REVALIDATE))
            .insert_header((header::VARY, "accept-encoding"))
            .content_type(ContentType::json());
        if gzipped {
            // set here, the compression middleware leaves the body as it is
            response.insert_header(ContentEncoding::Gzip);
        }
        Ok(response.body(body))
    }
}

/// What an entry costs: its bodies, its key, its ETag and the bookkeeping around them, so a flood of tiny
/// answers (empty pages of distinct searches) is bounded by the budget too.
fn footprint(key: &AnswerKey, rendered: &Rendered) -> u64 {
    const OVERHEAD: usize = 256;
    let bytes =
        rendered.body.len() + rendered.gzip.as_ref().map_or(0, Bytes::len) + key.key.len() + key.etag.len() + OVERHEAD;
    u64::try_from(bytes).unwrap_or(u64::MAX)
}

fn gzip(body: &[u8]) -> Result<Bytes, DomainError> {
    let mut encoder = GzEncoder::new(Vec::with_capacity(body.len() / 4), Compression::default());
    encoder.write_all(body).map_err(|err| DomainError::Internal(format!("gzip: {err}")))?;
    encoder.finish().map(Bytes::from).map_err(|err| DomainError::Internal(format!("gzip: {err}")))
}

/// Whether `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for `If-None-Match`).
fn none_match_hits(req: &HttpRequest, etag: &str) -> bool {
    let opaque = |tag: &str| tag.trim().trim_start_matches("W/").to_owned();
    let ours = opaque(etag);
    req.headers()
        .get_all(header::IF_NONE_MATCH)
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|tag| opaque(tag) == ours)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use actix_web::test::TestRequest;

    use super::*;

    fn rendered(size: usize) -> Rendered {
        Rendered { body: Bytes::from(vec![b'x'; size]), gzip: None }
    }

    #[test]
    fn tiny_answers_count_their_keys_and_bookkeeping_against_the_budget() {
        let key = |search: usize| AnswerKey { etag: format!("e{search}"), key: format!("Own(7) q={search:0>100}") };
        assert!(footprint(&key(1), &rendered(40)) > 300);
        let answers = KeptAnswers::new(10_000);
        let kept = AtomicUsize::new(0);
        for search in 0..1000 {
            actix_web::rt::System::new()
                .block_on(answers.kept.get_or_load_async(&key(search), async {
                    kept.fetch_add(1, Ordering::Relaxed);
                    Ok::<_, ()>(rendered(40))
                }))
                .unwrap();
            assert!(answers.bytes() <= 10_000, "{} bytes kept", answers.bytes());
        }
    }

    #[test]
    fn the_compressed_body_goes_to_whoever_accepts_it() {
        let body = Bytes::from(vec![b'a'; 2000]);
        let compressed = gzip(&body).unwrap();
        let both = Rendered { body: body.clone(), gzip: Some(compressed.clone()) };
        assert_eq!(both.for_client(true), (compressed, true));
        assert_eq!(both.for_client(false), (body.clone(), false));
        assert_eq!(Rendered { body: body.clone(), gzip: None }.for_client(true), (body, false), "too small to gzip");
    }

    #[test]
    fn if_none_match_compares_weakly_and_reads_every_listed_tag() {
        let asking =
            |value: &str| TestRequest::default().insert_header((header::IF_NONE_MATCH, value)).to_http_request();
        assert!(none_match_hits(&asking(r#"W/"v1-c7-ab""#), r#"W/"v1-c7-ab""#));
        assert!(none_match_hits(&asking(r#""v1-c7-ab""#), r#"W/"v1-c7-ab""#), "weak comparison");
        assert!(none_match_hits(&asking(r#"W/"other", W/"v1-c7-ab""#), r#"W/"v1-c7-ab""#));
        assert!(!none_match_hits(&asking(r#"W/"v2-c7-ab""#), r#"W/"v1-c7-ab""#));
        assert!(!none_match_hits(&TestRequest::default().to_http_request(), r#"W/"v1-c7-ab""#));
    }
}

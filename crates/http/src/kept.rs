//! Answers already serialised, kept under their ETag: the wizard's category answer and the pages of the
//! configurations list. The ETag names every version the answer depends on (read from the database before
//! the answer, so on every server copy alike), so an answer is found again exactly while nothing it shows
//! has changed, and answers of older versions are never asked for again and leave as newer ones arrive.
//!
//! Each answer is also kept gzip-compressed, so a browser (which always accepts gzip) gets it without the
//! compression middleware compressing the same bytes again on every request.

use std::collections::{HashMap, VecDeque};
use std::io::Write;
use std::sync::{Mutex, PoisonError};

use actix_web::http::header::{self, ContentEncoding, ContentType, HeaderValue};
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse};
use domain::DomainError;
use domain::kept::{CacheCounters, CacheUse};
use flate2::Compression;
use flate2::write::GzEncoder;

use crate::assets::accepts;
use crate::error::ApiError;
use crate::state::{Answer, blocking};

/// Per caller (the ETag names the caller's scope), kept by the browser but revalidated on every use.
const REVALIDATE: &str = "private, no-cache";

/// Bodies smaller than this are sent as they are: gzip would save less than its own cost.
const GZIP_FROM: usize = 1024;

struct Kept {
    /// What the ETag's hash was made of: a hit must match it too, so a collision never serves another answer.
    key: String,
    body: Bytes,
    gzip: Option<Bytes>,
}

#[derive(Default)]
struct Entries {
    by_etag: HashMap<String, Kept>,
    /// Oldest first: the first go when the bytes kept pass the budget.
    order: VecDeque<String>,
    bytes: usize,
}

/// Serialised answers up to a budget of bytes, oldest out first.
pub struct KeptAnswers {
    budget: usize,
    entries: Mutex<Entries>,
    counters: CacheCounters,
}

impl KeptAnswers {
    pub fn new(budget: usize) -> Self {
        Self { budget, entries: Mutex::new(Entries::default()), counters: CacheCounters::default() }
    }

    /// Lookups since the start.
    pub fn cache_use(&self) -> CacheUse {
        self.counters.read()
    }

    /// The bytes kept now.
    pub fn bytes(&self) -> usize {
        self.lock().bytes
    }

    /// Every update is one insert or one removal, so a panic elsewhere leaves consistent maps.
    fn lock(&self) -> std::sync::MutexGuard<'_, Entries> {
        self.entries.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn find(&self, etag: &str, key: &str, gzip: bool) -> Option<(Bytes, bool)> {
        let entries = self.lock();
        let kept = self.counters.count(entries.by_etag.get(etag).filter(|kept| kept.key == key))?;
        Some(match (&kept.gzip, gzip) {
            (Some(compressed), true) => (compressed.clone(), true),
            _ => (kept.body.clone(), false),
        })
    }

    /// Keeps `kept` unless an answer is already kept under `etag` (two requests that missed together).
    fn keep(&self, etag: String, kept: Kept) {
        let mut entries = self.lock();
        if entries.by_etag.contains_key(&etag) {
            return;
        }
        entries.bytes += footprint(&etag, &kept);
        entries.order.push_back(etag.clone());
        entries.by_etag.insert(etag, kept);
        while entries.bytes > self.budget && entries.order.len() > 1 {
            let Some(oldest) = entries.order.pop_front() else { break };
            if let Some(gone) = entries.by_etag.remove(&oldest) {
                entries.bytes -= footprint(&oldest, &gone);
            }
        }
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
        let (body, gzipped) = match self.find(&etag, &key, gzip_accepted) {
            Some(found) => found,
            None => {
                let kept = blocking(move || {
                    let body = render()?;
                    let gzip = (body.len() >= GZIP_FROM).then(|| gzip(&body)).transpose()?;
                    Ok(Kept { key, body: Bytes::from(body), gzip })
                })
                .await?;
                let answer = match (&kept.gzip, gzip_accepted) {
                    (Some(compressed), true) => (compressed.clone(), true),
                    _ => (kept.body.clone(), false),
                };
                self.keep(etag, kept);
                answer
            }
        };
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

/// What an entry costs: its bodies, its key, its ETag twice (map and queue) and the bookkeeping around them,
/// so a flood of tiny answers (empty pages of distinct searches) is bounded by the budget too.
fn footprint(etag: &str, kept: &Kept) -> usize {
    const OVERHEAD: usize = 256;
    kept.body.len() + kept.gzip.as_ref().map_or(0, Bytes::len) + kept.key.len() + 2 * etag.len() + OVERHEAD
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
    use super::*;

    fn kept(key: &str, size: usize) -> Kept {
        Kept { key: key.to_owned(), body: Bytes::from(vec![b'x'; size]), gzip: None }
    }

    #[test]
    fn an_answer_is_found_by_its_etag_and_key_only() {
        let answers = KeptAnswers::new(10_000);
        answers.keep("e1".into(), kept("k1", 10));
        assert!(answers.find("e1", "k1", false).is_some());
        assert!(answers.find("e1", "k2", false).is_none(), "same hash, another key");
        assert!(answers.find("e2", "k1", false).is_none(), "another version");
    }

    #[test]
    fn the_oldest_go_when_the_budget_is_passed_but_the_newest_stays() {
        let answers = KeptAnswers::new(2 * footprint("e1", &kept("k", 10)) + 5);
        answers.keep("e1".into(), kept("k", 10));
        answers.keep("e2".into(), kept("k", 10));
        answers.keep("e3".into(), kept("k", 10));
        assert!(answers.find("e1", "k", false).is_none());
        assert!(answers.find("e2", "k", false).is_some());
        assert!(answers.find("e3", "k", false).is_some());
        answers.keep("big".into(), kept("k", 1000));
        assert!(answers.find("big", "k", false).is_some(), "one answer over the budget is still kept");
        assert!(answers.find("e3", "k", false).is_none());
    }

    #[test]
    fn tiny_answers_count_their_keys_and_bookkeeping_against_the_budget() {
        let answers = KeptAnswers::new(10_000);
        for search in 0..1000 {
            answers.keep(format!("e{search}"), kept(&format!("Own(7) q={search:0>100}"), 40));
        }
        let kept = answers.lock().by_etag.len();
        assert!(kept < 30, "{kept} answers of 40 bytes in a budget of 10,000 bytes");
    }

    #[test]
    fn two_renders_of_one_etag_keep_the_first() {
        let answers = KeptAnswers::new(10_000);
        answers.keep("e".into(), kept("k", 10));
        answers.keep("e".into(), kept("k", 20));
        assert_eq!(answers.find("e", "k", false).map(|(body, _)| body.len()), Some(10));
        assert_eq!(answers.lock().order.len(), 1);
    }

    #[test]
    fn the_compressed_body_goes_to_whoever_accepts_it() {
        let answers = KeptAnswers::new(10_000);
        let body = vec![b'a'; 2000];
        let compressed = gzip(&body).unwrap();
        answers.keep(
            "e".into(),
            Kept { key: "k".into(), body: Bytes::from(body.clone()), gzip: Some(compressed.clone()) },
        );
        assert_eq!(answers.find("e", "k", true), Some((compressed, true)));
        assert_eq!(answers.find("e", "k", false), Some((Bytes::from(body), false)));
    }
}

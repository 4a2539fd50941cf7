//! The one-row counters of what the server keeps answers for. Triggers bump each in the transaction of
//! every write to what it counts, so an answer kept under the versions read before it was made (the
//! request's authentication reads them with the caller, in the same statement) is exact, on every server
//! copy alike.

/// The versions as one request saw them before reading anything else.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Versions {
    /// Of the catalogue, the configurators, the company filters and discounts (migration 000005).
    pub catalogue: i64,
    /// Of the configurations and their revisions, their requests, the names of their owners and customers,
    /// and who manages which company (migration 2026-11-26-000001).
    pub configurations: i64,
}

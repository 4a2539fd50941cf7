//! The counters of what the server keeps answers for. Triggers bump them in the transaction of every write
//! to what they count, so an answer kept under the versions read before it was made (the request's
//! authentication reads them with the caller, in the same statement) is exact, on every server copy alike.

/// The versions as one request saw them before reading anything else.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Versions {
    /// Of the catalogue, the configurators, the company filters and discounts (migration 000005).
    pub catalogue: i64,
    /// Of what a page of the configurations the caller's role sees shows: those configurations, their
    /// requests, their owners' and customers' names, and (for an account manager) which companies they
    /// manage. Moves only on writes within that scope (migration 2026-11-28-000001).
    pub configurations: i64,
    /// The same for the caller's own configurations (`scope=mine`, and a customer's whole scope).
    pub own_configurations: i64,
}

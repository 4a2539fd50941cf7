//! Saved configurations (docs/product.md sections 2 and 4): who sees which ([`Scope`]), validation, and the use
//! cases over the [`ConfigurationStore`] port. Every save re-runs the evaluation; every read re-evaluates
//! against today's catalogue and says what changed since the save.

mod catalogue_edit;
mod changes;
mod evaluations;
mod impact;
mod service;

#[cfg(test)]
mod tests;

use crate::said::{self, Common, Language};
use crate::text::{Lines, is_clean};
use chrono::{DateTime, NaiveDate, Utc};

use crate::catalogue::{ListQuery, Page};
use crate::configurator::{Draft, DraftPart, Evaluation, MAX_CONFIGURATION_QUANTITY, Price};
use crate::error::{DomainError, FieldError, RepoError};

pub use crate::access::{ListScope, Scope};
use crate::requests::RequestStatus;
pub use catalogue_edit::{CatalogueEdit, CatalogueImpact, ConfiguratorFindings, MAX_WEIGHED_EDITS};
pub use changes::{Change, ChangeValue, ConfigurationChangeKind, Named, Side, compare};
pub use evaluations::{Assessed, EVALUATIONS_KEPT, Evaluations};
#[cfg(any(test, feature = "mocks"))]
pub use impact::MockImpactReports;
pub use impact::{
    CompanyImpact, IMPACT_BATCH, IMPACT_EXAMPLES, ImpactEffect, ImpactExample, ImpactReports, KEPT_IMPACTS, KeptImpact,
    PublishImpact, Standing, dry_run, keep_impact, kept_impacts,
};
pub use service::{ConfigurationService, ConfigurationSort, SORTABLE};

/// A saved configuration as stored, with the names the answers show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Configuration {
    pub id: i64,
    pub public_id: String,
    pub owner_id: i64,
    pub owner_name: String,
    pub company_id: Option<i64>,
    pub company_name: Option<String>,
    pub customer_id: Option<i64>,
    pub customer_name: Option<String>,
    pub configurator_id: Option<i64>,
    pub category_id: i64,
    pub category_slug: String,
    pub category_name: String,
    pub model_name: Option<String>,
    /// The category's and the model's English names, until [`Configuration::in_language`] picks the reader's.
    pub category_name_en: Option<String>,
    pub model_name_en: Option<String>,
    pub name: String,
    pub notes: Option<String>,
    /// Type, model, parts with their values, quantity.
    pub draft: Draft,
    /// The grand total as saved (cents): on list pages too, which read no price lines.
    pub saved_grand_total: i64,
    /// The price as saved, line by line; `None` on list pages (and for a configuration saved before prices
    /// were kept).
    pub saved_price: Option<Price>,
    pub complete: bool,
    pub valid: bool,
    pub copied_from: Option<String>,
    pub version: i32,
    /// The number of the latest save (each save is a revision, docs/product.md section 11).
    pub revision: i32,
    /// The status of the latest customization request on it, if any.
    pub request_status: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Configuration {
    /// The configuration as a reader of `language` sees it: its category and model named in their language.
    pub fn in_language(mut self, language: Language) -> Configuration {
        let category_en = self.category_name_en.take();
        self.category_name = crate::catalogue::translated(language, self.category_name, category_en);
        let model_en = self.model_name_en.take().map(Some);
        self.model_name = crate::catalogue::translated(language, self.model_name, model_en);
        self
    }
}

/// A configuration as one save left it (docs/product.md section 12: each save is a revision).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Revision {
    /// 1 for the first save, then one more per save.
    pub revision: i32,
    pub saved_at: DateTime<Utc>,
    /// None when that user was deleted since.
    pub saved_by_name: Option<String>,
    pub name: String,
    pub notes: Option<String>,
    pub customer_id: Option<i64>,
    pub customer_name: Option<String>,
    pub draft: Draft,
    pub price: Option<Price>,
    /// Complete and valid as the save's evaluation found them; none for revisions written before saves
    /// recorded it.
    pub judged: Option<Judged>,
}

impl Revision {
    pub fn grand_total(&self) -> i64 {
        self.price.as_ref().map_or(0, |price| price.grand_total)
    }
}

/// Whether a configuration was complete and valid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Judged {
    pub complete: bool,
    pub valid: bool,
}

/// A revision with its judgement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RevisionView {
    pub revision: Revision,
    pub judged: Judged,
}

/// What a save writes besides the identity of the row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contents {
    pub configurator_id: i64,
    pub category_id: i64,
    pub customer_id: Option<i64>,
    pub name: String,
    pub notes: Option<String>,
    pub draft: Draft,
    pub price: Price,
    pub complete: bool,
    pub valid: bool,
}

/// A configuration to insert.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewConfiguration {
    pub public_id: String,
    pub owner_id: i64,
    pub company_id: Option<i64>,
    pub copied_from: Option<String>,
    pub contents: Contents,
}

/// The answer of a conditional write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Saved {
    Done(Box<Configuration>),
    /// The row's version is no longer the one the caller read.
    Stale,
    NotFound,
}

/// The answer of a delete.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Removed {
    Done,
    /// A customization request on it is pending.
    PendingRequest,
    NotFound,
}

/// The company a customer belongs to and that company's account manager.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CustomerOwner {
    pub company_id: i64,
    pub account_manager_id: Option<i64>,
}

/// The status of a configuration's latest customization request, as the list filters it: `none` for
/// the configurations no request was ever sent for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum LatestRequest {
    None,
    Pending,
    Approved,
    Rejected,
    Replaced,
}

impl LatestRequest {
    /// The status it names; none for [`LatestRequest::None`].
    pub fn status(self) -> Option<RequestStatus> {
        match self {
            LatestRequest::None => None,
            LatestRequest::Pending => Some(RequestStatus::Pending),
            LatestRequest::Approved => Some(RequestStatus::Approved),
            LatestRequest::Rejected => Some(RequestStatus::Rejected),
            LatestRequest::Replaced => Some(RequestStatus::Replaced),
        }
    }
}

/// The list's filters besides paging, search and sort.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::IntoParams), into_params(parameter_in = Query))]
pub struct ConfigurationFilter {
    /// Whose: `mine` (the caller's own), or the role's whole scope as it is named for the role: `company`
    /// (a customer manager's), `followed` (an account manager's companies and own), `all` (an
    /// administrator's). Absent: the whole scope. A name the role does not reach is 422 on `scope`.
    pub scope: Option<ListScope>,
    pub category_id: Option<i64>,
    /// The status of the latest customization request; `none`: never sent.
    pub request_status: Option<LatestRequest>,
    /// Only this user's, within the scope.
    pub owner_id: Option<i64>,
    /// Only this company's, within the scope.
    pub company_id: Option<i64>,
    /// Only those for this end customer, within the scope.
    pub customer_id: Option<i64>,
    /// Only those of this model.
    pub model_id: Option<i64>,
    /// Only those last saved on or after this day (Italian time).
    pub updated_from: Option<NaiveDate>,
    /// Only those last saved on or before this day (Italian time).
    pub updated_to: Option<NaiveDate>,
}

/// The rows an export goes through, fixed when it starts ([`ConfigurationService::export_snapshot`]).
#[derive(Debug, Clone)]
pub struct ExportSnapshot {
    scope: Scope,
    ids: Vec<i64>,
    language: Language,
}

impl ExportSnapshot {
    /// How many rows the export has.
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }
}

/// Storage of saved configurations. Reads apply the scope; writes are already authorised.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ConfigurationStore: Send + Sync {
    /// A page, its items without the price's lines (`saved_price` is `None`; the totals are there).
    fn list(
        &self,
        scope: &Scope,
        filter: &ConfigurationFilter,
        query: &ListQuery,
    ) -> Result<Page<Configuration>, RepoError>;
    /// The ids of every configuration [`Self::list`] pages through, in its order: an export's snapshot,
    /// which no save during the export can make miss or repeat a row (as pages read one by one would).
    fn ids(&self, scope: &Scope, filter: &ConfigurationFilter, query: &ListQuery) -> Result<Vec<i64>, RepoError>;
    /// These configurations, in the order of `ids`, as [`Self::list`] reads them; those gone from `scope`
    /// since are left out.
    fn by_ids(&self, scope: &Scope, ids: &[i64]) -> Result<Vec<Configuration>, RepoError>;
    fn get(&self, public_id: &str, scope: &Scope) -> Result<Option<Configuration>, RepoError>;
    /// Inserts it with its first revision, saved by its owner.
    fn create(&self, new: &NewConfiguration) -> Result<Configuration, RepoError>;
    /// Updates `WHERE version = version`, bumping it and writing the next revision saved by `saved_by`;
    /// `Stale` (and no revision) when it moved. The company follows the customer: naming one moves a
    /// configuration without a company into the customer's (the one [`ConfigurationService`] prices it for).
    fn update(&self, id: i64, version: i32, contents: &Contents, saved_by: i64) -> Result<Saved, RepoError>;
    /// Refuses while a request on it is pending.
    fn delete(&self, id: i64) -> Result<Removed, RepoError>;
    fn customer_owner(&self, customer_id: i64) -> Result<Option<CustomerOwner>, RepoError>;
    /// The revisions of a configuration, newest first.
    fn revisions(&self, configuration_id: i64) -> Result<Vec<Revision>, RepoError>;
    fn revision(&self, configuration_id: i64, revision: i32) -> Result<Option<Revision>, RepoError>;
    /// Every scope's configurations of a category (only one company's, when given), by id, `limit` after
    /// `after_id` (the publish dry run's batches), without the price's lines.
    fn of_category(
        &self,
        category_id: i64,
        company_id: Option<i64>,
        after_id: i64,
        limit: usize,
    ) -> Result<Vec<Configuration>, RepoError>;
}

/// What a page of the list depends on: the versions of everything it shows, and which page it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListVersion {
    /// Of the configurations in the caller's scope (or of their own).
    pub configurations: i64,
    pub catalogue: i64,
    /// The caller's scope, the filter and the query, in full: two pages share a key only if they are the
    /// same page.
    pub key: String,
}

/// Whether a configuration could have this public id (22 URL-safe base64 characters): any other is
/// answered as absent without a read.
pub fn is_public_id(value: &str) -> bool {
    value.len() == 22 && value.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Random public ids: 128 bits, URL-safe base64 without padding (22 characters).
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait PublicIds: Send + Sync {
    fn generate(&self) -> String;
}

/// What the client sends to create or update.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ConfigurationInput {
    pub name: String,
    pub notes: Option<String>,
    pub customer_id: Option<i64>,
    pub draft: Draft,
}

pub const MAX_NAME: usize = 200;
pub const MAX_NOTES: usize = 4000;
pub const MAX_PARTS: usize = 200;
pub const MAX_PART_QUANTITY: i64 = 1_000_000;

/// Trims the name and notes (empty notes become none) and checks every field; one error per field.
pub fn validate(input: ConfigurationInput) -> Result<ConfigurationInput, DomainError> {
    let mut errors = Vec::new();
    let name = input.name.trim().to_owned();
    let name_len = name.chars().count();
    if name_len == 0 || name_len > MAX_NAME {
        errors.push(FieldError::new("name", said::Saved::NameLength { max_chars: MAX_NAME }));
    } else if !is_clean(&name, Lines::One) {
        errors.push(FieldError::new("name", Common::NotAllowed));
    }
    let notes = input.notes.map(|notes| notes.trim().to_owned()).filter(|notes| !notes.is_empty());
    if notes.as_ref().is_some_and(|notes| notes.chars().count() > MAX_NOTES) {
        errors.push(FieldError::new("notes", said::Saved::NotesTooLong { max_chars: MAX_NOTES }));
    } else if notes.as_ref().is_some_and(|notes| !is_clean(notes, Lines::Many)) {
        errors.push(FieldError::new("notes", Common::NotAllowed));
    }
    let draft = &input.draft;
    if !(1..=MAX_CONFIGURATION_QUANTITY).contains(&draft.quantity) {
        errors.push(FieldError::new(
            "draft.quantity",
            said::Saved::QuantityBetween { min: 1, max: MAX_CONFIGURATION_QUANTITY },
        ));
    }
    if draft.parts.len() > MAX_PARTS {
        errors.push(FieldError::new("draft.parts", said::Saved::TooManyParts { max: MAX_PARTS }));
    }
    for (index, part) in draft.parts.iter().enumerate() {
        if !(0..=MAX_PART_QUANTITY).contains(&part.quantity) {
            errors.push(FieldError::new(
                format!("draft.parts[{index}].quantity"),
                said::Saved::QuantityBetween { min: 0, max: MAX_PART_QUANTITY },
            ));
        }
        if draft.parts[..index].iter().any(|other| other.part_id == part.part_id) {
            errors.push(FieldError::new(format!("draft.parts[{index}].partId"), said::Saved::RepeatedPart));
        }
        for (at, value) in part.values.iter().enumerate() {
            let field = format!("draft.parts[{index}].values[{at}]");
            if part.values[..at].iter().any(|other| other.feature_id == value.feature_id) {
                errors.push(FieldError::new(format!("{field}.featureId"), said::Saved::RepeatedFeature));
            }
            if value.value_id.is_some() && value.numeric_value.is_some() {
                errors.push(FieldError::new(field.clone(), said::Saved::ValueAndNumber));
            }
            if value.numeric_value.is_some_and(|n| i32::try_from(n).is_err()) {
                errors.push(FieldError::new(format!("{field}.numericValue"), said::Saved::NumberOutOfRange));
            }
        }
    }
    if errors.is_empty() {
        Ok(ConfigurationInput { name, notes, customer_id: input.customer_id, draft: input.draft })
    } else {
        Err(DomainError::Validation(errors))
    }
}

/// A configuration with today's evaluation beside the saved one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigurationView {
    pub configuration: Configuration,
    /// `None` when the category has no configurator to evaluate it with any more.
    pub evaluation: Option<Evaluation>,
    /// Today's evaluation differs from the saved one (completeness, validity or grand total).
    pub stale: bool,
    /// What differs.
    pub changes: Vec<Change>,
}

impl ConfigurationView {
    pub fn parts(&self) -> &[DraftPart] {
        &self.configuration.draft.parts
    }
}

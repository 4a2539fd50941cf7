//! What publishing a draft configurator would do to the saved configurations of its category, before the
//! administrator confirms (docs/product.md section 4, "Nuova bozza da questa"). Each configuration is judged
//! twice against the catalogue its company sees today, once with the published configurator and once with
//! the draft, by the same evaluation a reopened configuration gets: what the draft breaks is what the users
//! would find broken the morning after, with the same messages.

use std::collections::HashSet;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::Configuration;
use super::ConfigurationService;
use crate::access::require_admin;
use crate::configurator::{ConfiguratorService, Evaluation, Violation, configurator_not_found};
use crate::error::{DomainError, RepoError};
use crate::requests::RequestStatus;
use crate::said::Language;
use crate::users::User;

/// Configurations read per batch: the dry run's memory does not grow with the category.
pub const IMPACT_BATCH: usize = 500;
/// Examples kept per effect.
pub const IMPACT_EXAMPLES: usize = 5;
/// Reasons kept per example.
const REASONS: usize = 3;

/// What publishing does to one saved configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ImpactEffect {
    /// Valid today, invalid with the draft.
    Invalid,
    /// Complete today (and still valid), incomplete with the draft.
    Incomplete,
    /// Its total changes.
    Repriced,
}

/// One configuration the draft breaks or reprices, with why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ImpactExample {
    pub public_id: String,
    pub name: String,
    pub owner_name: String,
    pub customer_name: Option<String>,
    pub effect: ImpactEffect,
    /// Cents, like `grandTotal`: today's total and the draft's.
    pub total_before: i64,
    pub total_after: i64,
    /// Its latest customization request is pending.
    pub pending_request: bool,
    /// What the draft finds wrong that the published configurator does not, as the editor would say it.
    pub reasons: Vec<String>,
}

/// The dry run's answer.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PublishImpact {
    /// Saved configurations of the category judged.
    pub checked: u64,
    /// How many of them the draft breaks or reprices: the rows of the dry run's file.
    pub affected: u64,
    /// Valid today, invalid with the draft.
    pub invalid: u64,
    /// Complete and valid today, incomplete (but still valid) with the draft.
    pub incomplete: u64,
    /// Whose total changes.
    pub repriced: u64,
    /// The largest rise and fall of a total, in cents (0 when none rises or falls).
    pub largest_rise: i64,
    pub largest_fall: i64,
    /// How many of the configurations above have a pending customization request.
    pub pending_requests: u64,
    /// Up to five of each effect, in the order the configurations were saved first.
    pub examples: Vec<ImpactExample>,
    /// The same counts per company with a configuration affected (none: saved without a company), most
    /// affected first: which dealers the draft touches.
    pub companies: Vec<CompanyImpact>,
}

/// What publishing does to one company's saved configurations.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyImpact {
    pub company_id: Option<i64>,
    pub invalid: u64,
    pub incomplete: u64,
    pub repriced: u64,
}

impl CompanyImpact {
    fn affected(&self) -> u64 {
        self.invalid + self.incomplete + self.repriced
    }
}

/// A dry run kept as its answer was, with who ran it and when, so that it can be opened again after the
/// draft changed or was published.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct KeptImpact {
    pub id: i64,
    pub configurator_id: i64,
    pub created_at: DateTime<Utc>,
    /// The administrator who ran it; none once their account is deleted.
    pub created_by: Option<String>,
    #[serde(flatten)]
    pub impact: PublishImpact,
}

/// How many dry runs are kept per configurator: the newest.
pub const KEPT_IMPACTS: i64 = 20;

/// Storage of the dry runs.
#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait ImpactReports: Send + Sync {
    /// Keeps a dry run of the configurator run by `by`, pruning all but the newest [`KEPT_IMPACTS`]; a dry
    /// run with the same answer as the newest kept one renews it (its time and author) instead.
    fn keep(&self, configurator_id: i64, by: i64, impact: &PublishImpact) -> Result<KeptImpact, RepoError>;
    /// The configurator's kept dry runs, newest first; `None` for an unknown configurator.
    fn of_configurator(&self, configurator_id: i64) -> Result<Option<Vec<KeptImpact>>, RepoError>;
}

/// The publish dry run of a draft configurator: the checks publishing makes (404, 409, 422), then what
/// publishing would do to the saved configurations of its category, each affected one passed to
/// `affected`. Writes nothing.
pub fn dry_run(
    caller: &User,
    configurators: &ConfiguratorService,
    configurations: &ConfigurationService,
    configurator_id: i64,
    affected: &mut dyn FnMut(ImpactExample),
) -> Result<PublishImpact, DomainError> {
    let draft = configurators.publishable(caller, configurator_id)?;
    configurations.publish_impact(caller, &draft, affected)
}

/// Keeps a dry run an administrator just ran.
pub fn keep_impact(
    caller: &User,
    reports: &dyn ImpactReports,
    configurator_id: i64,
    impact: &PublishImpact,
) -> Result<KeptImpact, DomainError> {
    require_admin(caller)?;
    Ok(reports.keep(configurator_id, caller.id, impact)?)
}

/// The configurator's kept dry runs, newest first (administrators; 404 for an unknown configurator).
pub fn kept_impacts(
    caller: &User,
    reports: &dyn ImpactReports,
    configurator_id: i64,
) -> Result<Vec<KeptImpact>, DomainError> {
    require_admin(caller)?;
    reports.of_configurator(configurator_id)?.ok_or_else(configurator_not_found)
}

/// A configuration's standing under one configurator.
#[derive(Debug, Clone, Copy)]
pub struct Standing<'e> {
    pub complete: bool,
    pub valid: bool,
    pub total: i64,
    pub violations: &'e [Violation],
}

impl<'e> Standing<'e> {
    pub fn of(evaluation: &'e Evaluation) -> Self {
        Self {
            complete: evaluation.complete,
            valid: evaluation.valid,
            total: evaluation.price.grand_total,
            violations: &evaluation.violations,
        }
    }

    /// As its last save left it: what it stands as when no configurator of the category is published today.
    pub fn saved(configuration: &Configuration) -> Self {
        Self {
            complete: configuration.complete,
            valid: configuration.valid,
            total: configuration.saved_grand_total,
            violations: &[],
        }
    }
}

impl PublishImpact {
    /// Counts one configuration, standing `before` today and `after` with the draft; answers what happens
    /// to it when something does.
    pub fn add(
        &mut self,
        configuration: &Configuration,
        before: Standing<'_>,
        after: Standing<'_>,
        language: Language,
    ) -> Option<ImpactExample> {
        self.checked += 1;
        let broken = if before.valid && !after.valid {
            self.invalid += 1;
            Some(ImpactEffect::Invalid)
        } else if before.valid && before.complete && !after.complete {
            self.incomplete += 1;
            Some(ImpactEffect::Incomplete)
        } else {
            None
        };
        let change = after.total.saturating_sub(before.total);
        if change != 0 {
            self.repriced += 1;
            self.largest_rise = self.largest_rise.max(change);
            self.largest_fall = self.largest_fall.max(change.saturating_neg());
        }
        let effect = broken.or((change != 0).then_some(ImpactEffect::Repriced))?;
        self.affected += 1;
        self.count_for_company(configuration.company_id, broken, change != 0);
        let pending_request = configuration.request_status.as_deref() == Some(RequestStatus::Pending.as_str());
        if pending_request {
            self.pending_requests += 1;
        }
        let affected = ImpactExample {
            public_id: configuration.public_id.clone(),
            name: configuration.name.clone(),
            owner_name: configuration.owner_name.clone(),
            customer_name: configuration.customer_name.clone(),
            effect,
            total_before: before.total,
            total_after: after.total,
            pending_request,
            reasons: new_problems(before.violations, after.violations, language),
        };
        if self.examples.iter().filter(|example| example.effect == effect).count() < IMPACT_EXAMPLES {
            self.examples.push(affected.clone());
        }
        Some(affected)
    }
}

impl PublishImpact {
    fn count_for_company(&mut self, company_id: Option<i64>, broken: Option<ImpactEffect>, repriced: bool) {
        let position = match self.companies.iter().position(|company| company.company_id == company_id) {
            Some(position) => position,
            None => {
                self.companies.push(CompanyImpact { company_id, ..CompanyImpact::default() });
                self.companies.len() - 1
            }
        };
        let company = &mut self.companies[position];
        match broken {
            Some(ImpactEffect::Invalid) => company.invalid += 1,
            Some(ImpactEffect::Incomplete) => company.incomplete += 1,
            Some(ImpactEffect::Repriced) | None => {}
        }
        if repriced {
            company.repriced += 1;
        }
    }

    /// The companies most affected first (then by id, companies before none), once every configuration
    /// is counted.
    pub fn finish(mut self) -> Self {
        self.companies.sort_by(|a, b| {
            b.affected()
                .cmp(&a.affected())
                .then_with(|| a.company_id.is_none().cmp(&b.company_id.is_none()))
                .then(a.company_id.cmp(&b.company_id))
        });
        self
    }
}

/// The messages of the problems `after` has and `before` has not (same code, place and rule), in `language`.
fn new_problems(before: &[Violation], after: &[Violation], language: Language) -> Vec<String> {
    let known: HashSet<_> = before.iter().map(|v| (v.code, v.path.as_str(), v.rule_id.as_deref())).collect();
    let mut reasons: Vec<String> = Vec::new();
    for violation in after {
        if known.contains(&(violation.code, violation.path.as_str(), violation.rule_id.as_deref())) {
            continue;
        }
        let reason = violation.message.message.render(language);
        if !reasons.contains(&reason) && reasons.len() < REASONS {
            reasons.push(reason);
        }
    }
    reasons
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::configurator::ViolationCode;
    use crate::testing::configuration;

    fn violation(code: ViolationCode, rule_id: Option<&str>, message: &str) -> Violation {
        Violation { code, message: message.into(), path: "rules".into(), rule_id: rule_id.map(str::to_owned) }
    }

    fn standing(complete: bool, valid: bool, total: i64, violations: &[Violation]) -> Standing<'_> {
        Standing { complete, valid, total, violations }
    }

    #[test]
    fn a_configuration_the_draft_breaks_counts_once_with_only_the_draft_s_new_reasons() {
        let old = violation(ViolationCode::RuleExcludes, Some("vecchia"), "Già vero oggi");
        let new = violation(ViolationCode::RuleExcludes, Some("nuova"), "Il velluto non c'è più");
        let mut impact = PublishImpact::default();
        let mut salotto = configuration(1, 7, "Anna Neri");
        salotto.request_status = Some("pending".into());
        // Valid today, with a warning-free past; invalid with the draft, and 10 € dearer.
        impact.add(
            &salotto,
            standing(true, true, 1_000, &[]),
            standing(true, false, 2_000, &[old.clone(), new.clone()]),
            Language::It,
        );
        assert_eq!((impact.checked, impact.invalid, impact.incomplete, impact.repriced), (1, 1, 0, 1));
        assert_eq!((impact.largest_rise, impact.largest_fall, impact.pending_requests), (1_000, 0, 1));
        let example = &impact.examples[0];
        assert_eq!(example.effect, ImpactEffect::Invalid);
        assert!(example.pending_request);
        assert_eq!((example.total_before, example.total_after), (1_000, 2_000));
        assert_eq!(example.reasons, ["Già vero oggi", "Il velluto non c'è più"]);

        // A problem it already had is no reason of the draft's.
        let mut impact = PublishImpact::default();
        let invalid_today = configuration(2, 7, "Anna Neri");
        let after = [old, new];
        impact.add(
            &invalid_today,
            standing(true, true, 0, &after[..1]),
            standing(true, false, 0, &after),
            Language::It,
        );
        assert_eq!(impact.examples[0].reasons, ["Il velluto non c'è più"]);
    }

    #[test]
    fn each_effect_is_told_apart_and_what_does_not_change_is_only_checked() {
        let missing = violation(ViolationCode::RequiredPartMissing, None, "Manca la struttura");
        let mut impact = PublishImpact::default();
        let mut request_kept = configuration(1, 7, "Anna Neri");
        request_kept.request_status = Some("pending".into());
        // Unchanged, with a pending request: not counted among the affected.
        assert_eq!(
            impact.add(&request_kept, standing(true, true, 500, &[]), standing(true, true, 500, &[]), Language::It),
            None
        );
        // Already invalid today: it cannot become invalid.
        impact.add(
            &configuration(2, 7, "Anna Neri"),
            standing(true, false, 500, &[]),
            standing(true, false, 500, &[]),
            Language::It,
        );
        // Complete today, a required part missing with the draft: incomplete.
        impact.add(
            &configuration(3, 7, "Anna Neri"),
            standing(true, true, 500, &[]),
            standing(false, true, 500, &[missing]),
            Language::It,
        );
        // Only cheaper.
        impact.add(
            &configuration(4, 7, "Anna Neri"),
            standing(true, true, 900, &[]),
            standing(true, true, 400, &[]),
            Language::It,
        );
        assert_eq!((impact.checked, impact.invalid, impact.incomplete, impact.repriced), (4, 0, 1, 1));
        assert_eq!(impact.affected, 2);
        assert_eq!((impact.largest_rise, impact.largest_fall, impact.pending_requests), (0, 500, 0));
        let effects: Vec<_> = impact.examples.iter().map(|example| example.effect).collect();
        assert_eq!(effects, [ImpactEffect::Incomplete, ImpactEffect::Repriced]);
        assert_eq!(impact.examples[0].reasons, ["Manca la struttura"]);
    }

    #[test]
    fn examples_stop_at_five_of_each_effect_while_the_counts_and_the_file_go_on() {
        let mut impact = PublishImpact::default();
        let mut file = Vec::new();
        for id in 1..=8 {
            let fine = standing(true, true, 0, &[]);
            file.extend(impact.add(
                &configuration(id, 7, "Anna Neri"),
                fine,
                standing(true, false, 0, &[]),
                Language::It,
            ));
            file.extend(impact.add(
                &configuration(100 + id, 7, "Anna Neri"),
                fine,
                standing(true, true, id, &[]),
                Language::It,
            ));
        }
        assert_eq!((impact.invalid, impact.repriced, impact.largest_rise), (8, 8, 8));
        assert_eq!(impact.examples.len(), 2 * IMPACT_EXAMPLES);
        assert_eq!(file.len(), 16, "every affected configuration is handed on");
        assert_eq!(impact.affected, 16);
    }

    #[test]
    fn the_counts_are_split_by_company_most_affected_first() {
        let mut impact = PublishImpact::default();
        let of = |id, company_id| Configuration { company_id, ..configuration(id, 7, "Anna Neri") };
        let (fine, broken, dearer) =
            (standing(true, true, 0, &[]), standing(true, false, 0, &[]), standing(true, true, 9, &[]));
        impact.add(&of(1, Some(3)), fine, broken, Language::It);
        impact.add(&of(2, None), fine, broken, Language::It);
        impact.add(&of(3, Some(4)), fine, broken, Language::It);
        impact.add(&of(4, Some(4)), fine, dearer, Language::It);
        impact.add(&of(5, Some(5)), fine, fine, Language::It);
        let companies = impact.finish().companies;
        let split: Vec<_> = companies.iter().map(|c| (c.company_id, c.invalid, c.incomplete, c.repriced)).collect();
        assert_eq!(split, [(Some(4), 1, 0, 1), (Some(3), 1, 0, 0), (None, 1, 0, 0)], "company 5 is untouched");
    }

    #[test]
    fn only_administrators_keep_and_read_dry_runs_and_an_unknown_configurator_is_not_found() {
        use crate::users::Role;
        let admin = crate::testing::user(1, Role::Admin, None);
        let customer = crate::testing::user(2, Role::Customer, Some(crate::testing::COMPANY));
        let mut reports = MockImpactReports::new();
        reports.expect_keep().times(1).returning(|configurator_id, by, impact| {
            assert_eq!(by, 1, "kept as run by the caller");
            Ok(KeptImpact {
                id: 7,
                configurator_id,
                created_at: Utc::now(),
                created_by: Some("Ada".into()),
                impact: impact.clone(),
            })
        });
        reports.expect_of_configurator().returning(|id| Ok((id == 5).then(Vec::new)));
        let impact = PublishImpact { checked: 3, ..PublishImpact::default() };
        assert_eq!(keep_impact(&admin, &reports, 5, &impact).unwrap().impact.checked, 3);
        assert!(matches!(keep_impact(&customer, &reports, 5, &impact), Err(DomainError::Forbidden)));
        assert!(matches!(kept_impacts(&customer, &reports, 5), Err(DomainError::Forbidden)));
        assert_eq!(kept_impacts(&admin, &reports, 5).unwrap(), Vec::new());
        assert!(matches!(kept_impacts(&admin, &reports, 6), Err(DomainError::NotFound(_))));
    }
}

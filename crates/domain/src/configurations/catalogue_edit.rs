//! What a catalogue edit would do before it is saved (issue 21, part 3): deactivating (or deleting) a model,
//! a part or a feature value, or changing its price; or changing a company's entity filters. Each category
//! with a published configurator that the edit reaches is weighed twice, as today and with the edit: the
//! rule check says which configurators gain options no configuration can have or lose every valid
//! configuration, and every saved configuration the edit reaches is judged by the evaluation a reopen
//! gives, against the catalogue its company sees, as the publish dry run judges them ([`super::impact`]).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::impact::{IMPACT_BATCH, PublishImpact, Standing};
use super::service::{Catalogues, ConfigurationService, PricedFor};
use crate::access::{company_not_found, require_admin};
use crate::catalogue::{EntityFilter, FilterSource};
use crate::configurator::{Catalogue, Finding, ItemKind, ItemRef, WizardConfigurator, check, price::MAX_TOTAL_CENTS};
use crate::error::DomainError;
use crate::error::RepoError;
use crate::said::{Language, Saved};
use crate::users::User;

/// An edit of a catalogue item, not saved yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CatalogueEdit {
    /// A `model`, a `part` or a `feature_value` (`partId` is not used).
    pub item: ItemRef,
    /// `false`: deactivated, or deleted (judged alike: no longer available).
    #[serde(default)]
    pub active: Option<bool>,
    /// The new price in cents: a model's base price, a part's price, a value's price delta.
    #[serde(default)]
    pub price: Option<i64>,
}

/// The most edits weighed together: a page of a list's rows, checked for a bulk action.
pub const MAX_WEIGHED_EDITS: usize = 100;

impl CatalogueEdit {
    /// The catalogue with every edit made, in order.
    pub(super) fn all_applied(edits: &[CatalogueEdit], catalogue: &Catalogue) -> Catalogue {
        edits.iter().fold(catalogue.clone(), |edited, edit| edit.applied(&edited))
    }

    /// The catalogue with the edit made; the same catalogue when it does not hold the item.
    fn applied(&self, catalogue: &Catalogue) -> Catalogue {
        let mut edited = catalogue.clone();
        let id = self.item.id;
        match self.item.kind {
            ItemKind::Model => {
                for model in edited.models.iter_mut().filter(|model| model.id == id) {
                    model.active = self.active.unwrap_or(model.active);
                    model.base_price = self.price.unwrap_or(model.base_price);
                }
            }
            ItemKind::Part => {
                for part in edited.parts.iter_mut().filter(|part| part.id == id) {
                    part.active = self.active.unwrap_or(part.active);
                    part.price = self.price.unwrap_or(part.price);
                }
            }
            ItemKind::FeatureValue => {
                for value in edited.values.iter_mut().filter(|value| value.id == id) {
                    value.active = self.active.unwrap_or(value.active);
                    value.price_delta = self.price.unwrap_or(value.price_delta);
                }
            }
            ItemKind::Type | ItemKind::Feature => {}
        }
        edited
    }

    fn holds(&self, catalogue: &Catalogue) -> bool {
        let id = self.item.id;
        match self.item.kind {
            ItemKind::Model => catalogue.models.iter().any(|model| model.id == id),
            ItemKind::Part => catalogue.parts.iter().any(|part| part.id == id),
            ItemKind::FeatureValue => catalogue.values.iter().any(|value| value.id == id),
            ItemKind::Type | ItemKind::Feature => false,
        }
    }

    fn check(&self) -> Result<(), DomainError> {
        if matches!(self.item.kind, ItemKind::Type | ItemKind::Feature) {
            return Err(DomainError::validation("item", Saved::NotWeighable));
        }
        if self.price.is_some_and(|price| price.unsigned_abs() > MAX_TOTAL_CENTS.unsigned_abs()) {
            return Err(DomainError::validation("price", Saved::PriceOutOfRange));
        }
        Ok(())
    }
}

/// A published configurator the edit gives new problems, with them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConfiguratorFindings {
    pub configurator_id: i64,
    pub name: String,
    pub category_name: String,
    /// The rule check's findings with the edit that it does not find today.
    pub findings: Vec<Finding>,
}

/// What a catalogue edit would do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CatalogueImpact {
    /// The published configurators the edit gives new problems.
    pub configurators: Vec<ConfiguratorFindings>,
    /// The saved configurations of the categories holding the item, today and with the edit.
    #[serde(flatten)]
    pub impact: PublishImpact,
}

/// The most filters a company's weighed edit may have.
pub const MAX_WEIGHED_FILTERS: usize = 1_000;

/// A company's filters replaced by the ones an edit would leave, every other company's as they are.
struct FiltersAfter {
    today: Arc<dyn FilterSource>,
    company_id: i64,
    filters: Vec<EntityFilter>,
}

impl FilterSource for FiltersAfter {
    fn filters_of(&self, company_id: i64) -> Result<Vec<EntityFilter>, RepoError> {
        if company_id == self.company_id { Ok(self.filters.clone()) } else { self.today.filters_of(company_id) }
    }
}

/// The findings of `after` that `before` does not have.
fn new_findings(before: Vec<Finding>, after: Vec<Finding>) -> Vec<Finding> {
    let same = |a: &Finding, b: &Finding| (a.code, &a.rule_id, a.item) == (b.code, &b.rule_id, b.item);
    after.into_iter().filter(|finding| !before.iter().any(|known| same(known, finding))).collect()
}

impl ConfigurationService {
    /// What saving `edits` together would do (administrators): one edit of a form, or a bulk action's
    /// rows; nothing is written.
    pub fn catalogue_impact(&self, caller: &User, edits: &[CatalogueEdit]) -> Result<CatalogueImpact, DomainError> {
        require_admin(caller)?;
        if edits.is_empty() || edits.len() > MAX_WEIGHED_EDITS {
            return Err(DomainError::validation("edits", Saved::EditsAtOnce { max: MAX_WEIGHED_EDITS }));
        }
        for edit in edits {
            edit.check()?;
        }
        let language = caller.language();
        let mut weighed = Weighed::for_reader(language);
        for (category, published) in self.published(language)? {
            let everything = self.seen_catalogue(category.id, PricedFor { company_id: None }, language)?;
            if !edits.iter().any(|edit| edit.holds(&everything)) {
                continue;
            }
            let findings = new_findings(
                check(&published.definition, &everything),
                check(&published.definition, &CatalogueEdit::all_applied(edits, &everything)),
            );
            weighed.findings(&published, &category.name, findings);
            let mut edited = Catalogues::edited(edits.to_vec(), language);
            self.judge_both(&published, category.id, None, self, &mut edited, &mut weighed)?;
        }
        Ok(weighed.finish())
    }

    /// What replacing the company's entity filters with `filters` would do to what its users can
    /// configure (administrators); nothing is written.
    pub fn filters_impact(
        &self,
        caller: &User,
        company_id: i64,
        filters: Vec<EntityFilter>,
    ) -> Result<CatalogueImpact, DomainError> {
        require_admin(caller)?;
        if filters.len() > MAX_WEIGHED_FILTERS {
            return Err(DomainError::validation("filters", Saved::TooManyFilters));
        }
        if !self.wizard.company_exists(company_id)? {
            return Err(company_not_found());
        }
        let after = self.reading(
            Arc::clone(&self.wizard),
            Arc::new(FiltersAfter { today: Arc::clone(&self.filters), company_id, filters }),
        );
        let language = caller.language();
        let mut weighed = Weighed::for_reader(language);
        let priced = PricedFor { company_id: Some(company_id) };
        for (category, published) in self.published(language)? {
            let (today, edited) = (
                self.seen_catalogue(category.id, priced, language)?,
                after.seen_catalogue(category.id, priced, language)?,
            );
            let findings = new_findings(check(&published.definition, &today), check(&published.definition, &edited));
            weighed.findings(&published, &category.name, findings);
            self.judge_both(
                &published,
                category.id,
                Some(company_id),
                &after,
                &mut Catalogues::new(language),
                &mut weighed,
            )?;
        }
        Ok(weighed.finish())
    }

    /// Every category with a published configurator, with it, their texts in `language`.
    fn published(
        &self,
        language: Language,
    ) -> Result<Vec<(crate::configurator::CategorySummary, WizardConfigurator)>, DomainError> {
        let mut found = Vec::new();
        for category in self.wizard.published_categories(language)? {
            if let Some(published) = self.wizard.published(&category.slug, language)? {
                found.push((category, published));
            }
        }
        Ok(found)
    }

    /// Judges the category's saved configurations (only the company's, when given) as this service reads
    /// the catalogue today and as `after` reads it into `edited`.
    fn judge_both(
        &self,
        published: &WizardConfigurator,
        category_id: i64,
        company_id: Option<i64>,
        after: &ConfigurationService,
        edited: &mut Catalogues,
        weighed: &mut Weighed,
    ) -> Result<(), DomainError> {
        let mut today = Catalogues::new(weighed.language);
        let definition = &published.definition;
        let mut after_id = 0;
        loop {
            let batch = self.store.of_category(category_id, company_id, after_id, IMPACT_BATCH)?;
            for configuration in &batch {
                let priced = PricedFor { company_id: configuration.company_id };
                let draft = &configuration.draft;
                let before = self.evaluate(definition, category_id, priced, draft, &mut today)?;
                let with_edit = after.evaluate(definition, category_id, priced, draft, edited)?;
                weighed.impact.add(configuration, Standing::of(&before), Standing::of(&with_edit), weighed.language);
            }
            match batch.last() {
                Some(last) if batch.len() == IMPACT_BATCH => after_id = last.id,
                _ => return Ok(()),
            }
        }
    }
}

/// What an edit does, gathered category by category.
struct Weighed {
    configurators: Vec<ConfiguratorFindings>,
    impact: PublishImpact,
    /// The reader's, for the reasons of the configurations an edit breaks.
    language: Language,
}

impl Weighed {
    fn for_reader(language: Language) -> Self {
        Self { configurators: Vec::new(), impact: PublishImpact::default(), language }
    }

    fn findings(&mut self, published: &WizardConfigurator, category_name: &str, findings: Vec<Finding>) {
        if !findings.is_empty() {
            self.configurators.push(ConfiguratorFindings {
                configurator_id: published.summary.id,
                name: published.summary.name.clone(),
                category_name: category_name.to_owned(),
                findings,
            });
        }
    }

    fn finish(self) -> CatalogueImpact {
        CatalogueImpact { configurators: self.configurators, impact: self.impact.finish() }
    }
}

//! What a catalogue edit would do before it is saved (issue 21, part 3): deactivating (or deleting) a model,
//! a part or a feature value, or changing its price. Each category with a published configurator whose
//! catalogue holds the item is weighed twice, as today and with the edit: the rule check says which
//! configurators gain options no configuration can have or lose every valid configuration, and every saved
//! configuration of the category is judged by the evaluation a reopen gives, against the catalogue its
//! company sees, as the publish dry run judges them ([`super::impact`]).

use serde::{Deserialize, Serialize};

use super::impact::{IMPACT_BATCH, PublishImpact, Standing};
use super::service::{Catalogues, ConfigurationService, PricedFor};
use crate::access::require_admin;
use crate::configurator::{Catalogue, Finding, ItemKind, ItemRef, check, price::MAX_TOTAL_CENTS};
use crate::error::DomainError;
use crate::tr;
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

impl CatalogueEdit {
    /// The catalogue with the edit made; the same catalogue when it does not hold the item.
    pub(super) fn applied(&self, catalogue: &Catalogue) -> Catalogue {
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
            ItemKind::Type => {}
        }
        edited
    }

    fn holds(&self, catalogue: &Catalogue) -> bool {
        let id = self.item.id;
        match self.item.kind {
            ItemKind::Model => catalogue.models.iter().any(|model| model.id == id),
            ItemKind::Part => catalogue.parts.iter().any(|part| part.id == id),
            ItemKind::FeatureValue => catalogue.values.iter().any(|value| value.id == id),
            ItemKind::Type => false,
        }
    }

    fn check(&self) -> Result<(), DomainError> {
        if self.item.kind == ItemKind::Type {
            let message =
                tr!("Si valuta una modifica di modello, parte o valore.", "Weigh an edit of a model, part or value.");
            return Err(DomainError::validation("item", &message));
        }
        if self.price.is_some_and(|price| price.unsigned_abs() > MAX_TOTAL_CENTS.unsigned_abs()) {
            let message = tr!("Il prezzo è fuori dai limiti.", "The price is out of range.");
            return Err(DomainError::validation("price", &message));
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

impl ConfigurationService {
    /// What saving `edit` would do (administrators); nothing is written.
    pub fn catalogue_impact(&self, caller: &User, edit: &CatalogueEdit) -> Result<CatalogueImpact, DomainError> {
        require_admin(caller)?;
        edit.check()?;
        let mut impact = PublishImpact::default();
        let mut configurators = Vec::new();
        for category in self.wizard.published_categories()? {
            let Some(published) = self.wizard.published(&category.slug)? else { continue };
            let everything = self.seen_catalogue(category.id, PricedFor { company_id: None })?;
            if !edit.holds(&everything) {
                continue;
            }
            let today = check(&published.definition, &everything);
            let same = |a: &Finding, b: &Finding| (a.code, &a.rule_id, a.item) == (b.code, &b.rule_id, b.item);
            let new: Vec<Finding> = check(&published.definition, &edit.applied(&everything))
                .into_iter()
                .filter(|finding| !today.iter().any(|before| same(before, finding)))
                .collect();
            if !new.is_empty() {
                configurators.push(ConfiguratorFindings {
                    configurator_id: published.summary.id,
                    name: published.summary.name.clone(),
                    category_name: category.name.clone(),
                    findings: new,
                });
            }
            let (mut before, mut after) = (Catalogues::default(), Catalogues::edited(*edit));
            let mut after_id = 0;
            loop {
                let batch = self.store.of_category(category.id, after_id, IMPACT_BATCH)?;
                for configuration in &batch {
                    let priced = PricedFor { company_id: configuration.company_id };
                    let draft = &configuration.draft;
                    let today = self.evaluate(&published.definition, category.id, priced, draft, &mut before)?;
                    let edited = self.evaluate(&published.definition, category.id, priced, draft, &mut after)?;
                    impact.add(configuration, Standing::of(&today), Standing::of(&edited));
                }
                match batch.last() {
                    Some(last) if batch.len() == IMPACT_BATCH => after_id = last.id,
                    _ => break,
                }
            }
        }
        Ok(CatalogueImpact { configurators, impact: impact.finish() })
    }
}

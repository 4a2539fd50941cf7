//! Company entity filters (docs/product.md section 6): what a dealer company's users may see of the catalogue.

use std::collections::{HashMap, HashSet};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum EntityKind {
    Category,
    Type,
    Model,
    Part,
    FeatureValue,
}

impl EntityKind {
    pub const ALL: [EntityKind; 5] =
        [EntityKind::Category, EntityKind::Type, EntityKind::Model, EntityKind::Part, EntityKind::FeatureValue];

    pub fn as_str(self) -> &'static str {
        match self {
            EntityKind::Category => "category",
            EntityKind::Type => "type",
            EntityKind::Model => "model",
            EntityKind::Part => "part",
            EntityKind::FeatureValue => "feature_value",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == value)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum FilterMode {
    Allow,
    Deny,
}

impl FilterMode {
    pub fn as_str(self) -> &'static str {
        match self {
            FilterMode::Allow => "allow",
            FilterMode::Deny => "deny",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "allow" => Some(FilterMode::Allow),
            "deny" => Some(FilterMode::Deny),
            _ => None,
        }
    }
}

/// One row of a company's filters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EntityFilter {
    #[serde(rename = "entityKind")]
    pub kind: EntityKind,
    pub entity_id: i64,
    pub mode: FilterMode,
}

/// The rule for one kind: visible when not denied and, if any are allowed, one of those.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct KindRule {
    /// `None`: no allow rows, so everything not denied.
    pub allow: Option<HashSet<i64>>,
    pub deny: HashSet<i64>,
}

impl KindRule {
    pub fn admits(&self, id: i64) -> bool {
        !self.deny.contains(&id) && self.allow.as_ref().is_none_or(|allowed| allowed.contains(&id))
    }

    /// True when the rule hides nothing.
    pub fn is_open(&self) -> bool {
        self.allow.is_none() && self.deny.is_empty()
    }
}

/// The companies whose organisation rows (their customers) a non-administrator may read: their own and,
/// for an account manager, the ones they manage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompanyReach {
    pub company_id: Option<i64>,
    pub managed_by: Option<i64>,
}

/// What one caller may see. Admins and users without a company see everything.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Visibility {
    /// `None`: unrestricted.
    rules: Option<HashMap<EntityKind, KindRule>>,
    /// `None`: the rows of every company.
    companies: Option<CompanyReach>,
}

impl Visibility {
    pub fn everything() -> Self {
        Self { rules: None, companies: None }
    }

    /// Limited to the rows of the companies within `reach`.
    pub fn within_companies(self, reach: CompanyReach) -> Self {
        Self { companies: Some(reach), ..self }
    }

    /// The companies whose rows are visible, for repositories of company-owned rows; `None`: every one.
    pub fn companies(&self) -> Option<CompanyReach> {
        self.companies
    }

    pub fn from_filters(filters: &[EntityFilter]) -> Self {
        let mut rules: HashMap<EntityKind, KindRule> = HashMap::new();
        for filter in filters {
            let rule = rules.entry(filter.kind).or_default();
            match filter.mode {
                FilterMode::Allow => {
                    rule.allow.get_or_insert_with(HashSet::new).insert(filter.entity_id);
                }
                FilterMode::Deny => {
                    rule.deny.insert(filter.entity_id);
                }
            }
        }
        Self { rules: Some(rules), companies: None }
    }

    pub fn is_unrestricted(&self) -> bool {
        self.companies.is_none() && self.rules.as_ref().is_none_or(|rules| rules.values().all(KindRule::is_open))
    }

    /// The rule of one kind, for repositories that filter in SQL; `None` when it hides nothing.
    pub fn rule(&self, kind: EntityKind) -> Option<&KindRule> {
        self.rules.as_ref()?.get(&kind).filter(|rule| !rule.is_open())
    }

    fn admits(&self, kind: EntityKind, id: i64) -> bool {
        self.rule(kind).is_none_or(|rule| rule.admits(id))
    }

    pub fn category(&self, category_id: i64) -> bool {
        self.admits(EntityKind::Category, category_id)
    }

    /// A type is hidden by its own rule or by its category's.
    pub fn product_type(&self, type_id: i64, category_id: i64) -> bool {
        self.admits(EntityKind::Type, type_id) && self.category(category_id)
    }

    /// A model is hidden by its own rule, its type's or its category's.
    pub fn model(&self, model_id: i64, type_id: i64, category_id: i64) -> bool {
        self.admits(EntityKind::Model, model_id) && self.product_type(type_id, category_id)
    }

    pub fn part(&self, part_id: i64) -> bool {
        self.admits(EntityKind::Part, part_id)
    }

    pub fn feature_value(&self, value_id: i64) -> bool {
        self.admits(EntityKind::FeatureValue, value_id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn allow(kind: EntityKind, id: i64) -> EntityFilter {
        EntityFilter { kind, entity_id: id, mode: FilterMode::Allow }
    }

    fn deny(kind: EntityKind, id: i64) -> EntityFilter {
        EntityFilter { kind, entity_id: id, mode: FilterMode::Deny }
    }

    #[test]
    fn no_filters_and_admins_see_everything() {
        for visibility in [Visibility::everything(), Visibility::from_filters(&[])] {
            assert!(visibility.is_unrestricted());
            assert!(
                visibility.category(1)
                    && visibility.model(9, 5, 1)
                    && visibility.part(3)
                    && visibility.feature_value(4)
            );
        }
    }

    #[test]
    fn deny_hides_only_the_denied_item() {
        let visibility = Visibility::from_filters(&[deny(EntityKind::Part, 3)]);
        assert!(!visibility.part(3));
        assert!(visibility.part(4));
        assert!(!visibility.is_unrestricted());
    }

    #[test]
    fn allow_rows_of_a_kind_hide_every_other_item_of_that_kind_only() {
        let visibility = Visibility::from_filters(&[allow(EntityKind::Category, 1), allow(EntityKind::Category, 2)]);
        assert!(visibility.category(1) && visibility.category(2));
        assert!(!visibility.category(3));
        // Other kinds stay open.
        assert!(visibility.part(99) && visibility.feature_value(99));
    }

    #[test]
    fn deny_wins_over_allow_for_the_same_item() {
        let visibility = Visibility::from_filters(&[allow(EntityKind::Model, 7), deny(EntityKind::Model, 7)]);
        assert!(!visibility.model(7, 1, 1));
    }

    #[test]
    fn a_hidden_parent_hides_its_children() {
        let hidden_category = Visibility::from_filters(&[deny(EntityKind::Category, 1)]);
        assert!(!hidden_category.product_type(5, 1));
        assert!(!hidden_category.model(9, 5, 1));
        assert!(hidden_category.model(10, 6, 2));

        let hidden_type = Visibility::from_filters(&[deny(EntityKind::Type, 5)]);
        assert!(hidden_type.category(1));
        assert!(!hidden_type.model(9, 5, 1));
        assert!(hidden_type.model(11, 6, 1));

        // Allowing a model does not reveal it inside a category the company may not see.
        let allowed_model = Visibility::from_filters(&[allow(EntityKind::Model, 9), allow(EntityKind::Category, 2)]);
        assert!(!allowed_model.model(9, 5, 1));
        assert!(!allowed_model.model(12, 6, 2));
    }

    #[test]
    fn kinds_and_modes_round_trip_their_names() {
        for kind in EntityKind::ALL {
            assert_eq!(EntityKind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(EntityKind::parse("user"), None);
        assert_eq!(FilterMode::parse("allow"), Some(FilterMode::Allow));
        assert_eq!(FilterMode::parse("hide"), None);
    }
}

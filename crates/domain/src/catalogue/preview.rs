//! The catalogue as one company's users see it, for administrators to check a company's filters.

use super::resource::FilterSource;
use super::visibility::Visibility;
use crate::access;
use crate::error::{DomainError, RepoError};
use crate::users::User;

/// An item of the catalogue with the ids of what contains it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutlineItem {
    pub id: i64,
    pub name: String,
    /// Type of a model; category of a type.
    pub parent_id: Option<i64>,
    /// Category of a model.
    pub grandparent_id: Option<i64>,
}

/// Every active item of the catalogue, by kind.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CatalogueOutline {
    pub categories: Vec<OutlineItem>,
    pub types: Vec<OutlineItem>,
    pub models: Vec<OutlineItem>,
    pub parts: Vec<OutlineItem>,
    pub feature_values: Vec<OutlineItem>,
}

#[cfg_attr(any(test, feature = "mocks"), mockall::automock)]
pub trait OutlineSource: Send + Sync {
    fn outline(&self) -> Result<CatalogueOutline, RepoError>;
    fn company_exists(&self, company_id: i64) -> Result<bool, RepoError>;
}

/// What a visibility keeps of an outline.
pub fn visible_outline(outline: CatalogueOutline, visibility: &Visibility) -> CatalogueOutline {
    let parent = |item: &OutlineItem| item.parent_id.unwrap_or_default();
    let grandparent = |item: &OutlineItem| item.grandparent_id.unwrap_or_default();
    CatalogueOutline {
        categories: outline.categories.into_iter().filter(|c| visibility.category(c.id)).collect(),
        types: outline.types.into_iter().filter(|t| visibility.product_type(t.id, parent(t))).collect(),
        models: outline.models.into_iter().filter(|m| visibility.model(m.id, parent(m), grandparent(m))).collect(),
        parts: outline.parts.into_iter().filter(|p| visibility.part(p.id)).collect(),
        feature_values: outline.feature_values.into_iter().filter(|v| visibility.feature_value(v.id)).collect(),
    }
}

/// The preview of `company_id`'s catalogue (admins only).
pub fn preview(
    caller: &User,
    company_id: i64,
    filters: &dyn FilterSource,
    outlines: &dyn OutlineSource,
) -> Result<CatalogueOutline, DomainError> {
    access::require_admin_previewing(caller, || outlines.company_exists(company_id))?;
    let visibility = Visibility::from_filters(&filters.filters_of(company_id)?);
    Ok(visible_outline(outlines.outline()?, &visibility))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::{EntityFilter, EntityKind, FilterMode};

    fn item(id: i64, parent: Option<i64>, grandparent: Option<i64>) -> OutlineItem {
        OutlineItem { id, name: format!("#{id}"), parent_id: parent, grandparent_id: grandparent }
    }

    #[test]
    fn a_denied_category_takes_its_types_and_models_with_it() {
        let outline = CatalogueOutline {
            categories: vec![item(1, None, None), item(2, None, None)],
            types: vec![item(10, Some(1), None), item(20, Some(2), None)],
            models: vec![item(100, Some(10), Some(1)), item(200, Some(20), Some(2))],
            parts: vec![item(5, None, None)],
            feature_values: vec![item(7, None, None), item(8, None, None)],
        };
        let visibility = Visibility::from_filters(&[
            EntityFilter { kind: EntityKind::Category, entity_id: 1, mode: FilterMode::Deny },
            EntityFilter { kind: EntityKind::FeatureValue, entity_id: 8, mode: FilterMode::Allow },
        ]);
        let seen = visible_outline(outline, &visibility);
        let ids = |items: &[OutlineItem]| items.iter().map(|i| i.id).collect::<Vec<_>>();
        assert_eq!(ids(&seen.categories), [2]);
        assert_eq!(ids(&seen.types), [20]);
        assert_eq!(ids(&seen.models), [200]);
        assert_eq!(ids(&seen.parts), [5]);
        assert_eq!(ids(&seen.feature_values), [8]);
    }
}

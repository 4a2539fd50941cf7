//! The catalogue indexed by id, built once per catalogue so that evaluation looks every item up in O(1).

use std::collections::HashMap;

use super::model::{
    Catalogue, FeatureItem, ItemKind, ItemRef, ModelItem, ModelPartItem, PartItem, TypeItem, ValueItem,
};
use super::names::{ItemName, Named};

/// A [`Catalogue`] indexed by id. When the catalogue lists an id twice, the first row wins.
#[derive(Debug, Clone, Default)]
pub struct CatalogueIndex {
    types: HashMap<i64, TypeItem>,
    models: HashMap<i64, ModelItem>,
    parts: HashMap<i64, PartItem>,
    features: HashMap<i64, FeatureItem>,
    values: HashMap<i64, ValueItem>,
    /// (model id, part id) → the model part.
    model_parts: HashMap<(i64, i64), ModelPartItem>,
    /// Model id → its parts, in catalogue order, each part once.
    parts_of_model: HashMap<i64, Vec<ModelPartItem>>,
    /// (part id, feature id) → whether the part requires the feature.
    part_features: HashMap<(i64, i64), bool>,
    discount_percent: i32,
}

impl CatalogueIndex {
    pub fn new(catalogue: &Catalogue) -> Self {
        fn by_id<T: Clone>(items: &[T], id: impl Fn(&T) -> i64) -> HashMap<i64, T> {
            let mut map = HashMap::with_capacity(items.len());
            for item in items {
                map.entry(id(item)).or_insert_with(|| item.clone());
            }
            map
        }

        let parts = by_id(&catalogue.parts, |part| part.id);
        let mut part_features = HashMap::new();
        for part in parts.values() {
            for feature in &part.features {
                part_features.entry((part.id, feature.feature_id)).or_insert(feature.required);
            }
        }
        let mut model_parts = HashMap::with_capacity(catalogue.model_parts.len());
        let mut parts_of_model: HashMap<i64, Vec<ModelPartItem>> = HashMap::new();
        for model_part in &catalogue.model_parts {
            if let std::collections::hash_map::Entry::Vacant(entry) =
                model_parts.entry((model_part.model_id, model_part.part_id))
            {
                entry.insert(model_part.clone());
                parts_of_model.entry(model_part.model_id).or_default().push(model_part.clone());
            }
        }
        Self {
            types: by_id(&catalogue.types, |item| item.id),
            models: by_id(&catalogue.models, |item| item.id),
            parts,
            features: by_id(&catalogue.features, |item| item.id),
            values: by_id(&catalogue.values, |item| item.id),
            model_parts,
            parts_of_model,
            part_features,
            discount_percent: catalogue.discount_percent,
        }
    }

    pub fn product_type(&self, id: i64) -> Option<&TypeItem> {
        self.types.get(&id)
    }

    pub fn model(&self, id: i64) -> Option<&ModelItem> {
        self.models.get(&id)
    }

    pub fn part(&self, id: i64) -> Option<&PartItem> {
        self.parts.get(&id)
    }

    pub fn feature(&self, id: i64) -> Option<&FeatureItem> {
        self.features.get(&id)
    }

    pub fn value(&self, id: i64) -> Option<&ValueItem> {
        self.values.get(&id)
    }

    /// Every model, in no particular order.
    pub fn models(&self) -> impl Iterator<Item = &ModelItem> {
        self.models.values()
    }

    /// Every feature value, in no particular order.
    pub fn values(&self) -> impl Iterator<Item = &ValueItem> {
        self.values.values()
    }

    pub fn model_part(&self, model_id: i64, part_id: i64) -> Option<&ModelPartItem> {
        self.model_parts.get(&(model_id, part_id))
    }

    /// The parts of a model, in catalogue order.
    pub fn parts_of_model(&self, model_id: i64) -> &[ModelPartItem] {
        self.parts_of_model.get(&model_id).map_or(&[], Vec::as_slice)
    }

    /// `Some(required)` when the part offers the feature.
    pub fn part_feature(&self, part_id: i64, feature_id: i64) -> Option<bool> {
        self.part_features.get(&(part_id, feature_id)).copied()
    }

    pub fn discount_percent(&self) -> i32 {
        self.discount_percent
    }

    /// Whether the item is in the catalogue at all, active or not; a value on a part, when the part is
    /// and offers the value's feature.
    pub fn contains(&self, item: ItemRef) -> bool {
        if let Some(part_id) = item.part_id {
            return item.kind == ItemKind::FeatureValue
                && self.contains(item.anywhere())
                && self.values.get(&item.id).is_some_and(|row| self.part_feature(part_id, row.feature_id).is_some());
        }
        match item.kind {
            ItemKind::Type => self.types.contains_key(&item.id),
            ItemKind::Model => self.models.contains_key(&item.id),
            ItemKind::Part => self.parts.contains_key(&item.id),
            ItemKind::FeatureValue => self.values.contains_key(&item.id),
            ItemKind::Feature => self.features.contains_key(&item.id),
        }
    }

    /// Whether the item can be offered: present, active, and its parent (a model's type, a value's
    /// feature) present and, for a type, active; a value on a part, when the part is offerable and offers
    /// the value's feature.
    pub fn offerable(&self, item: ItemRef) -> bool {
        if let Some(part_id) = item.part_id {
            return self.contains(item) && self.offerable(item.anywhere()) && self.offerable(ItemRef::part(part_id));
        }
        match item.kind {
            ItemKind::Type => self.types.get(&item.id).is_some_and(|row| row.active),
            ItemKind::Model => self
                .models
                .get(&item.id)
                .is_some_and(|row| row.active && self.types.get(&row.type_id).is_some_and(|parent| parent.active)),
            ItemKind::Part => self.parts.get(&item.id).is_some_and(|row| row.active),
            ItemKind::FeatureValue => {
                self.values.get(&item.id).is_some_and(|row| row.active && self.features.contains_key(&row.feature_id))
            }
            ItemKind::Feature => self.features.contains_key(&item.id),
        }
    }

    /// How the item is named in messages: "Tipologia Lineari", "Modello Oslo", "Pouf", "Tessuto Velluto" ("Type
    /// Lineari", "Model Oslo" in English; catalogue names stay as typed); a value on a part: "Pouf · Tessuto
    /// Lino".
    pub fn display_name(&self, item: ItemRef) -> ItemName {
        if let Some(part_id) = item.part_id {
            let part = self.display_name(ItemRef::part(part_id));
            return Named::OnPart { part, value: self.display_name(item.anywhere()) }.into();
        }
        let missing = Named::Missing { kind: item.kind, id: item.id };
        let named = match item.kind {
            ItemKind::Type => self.types.get(&item.id).map_or(missing, |row| Named::Type(row.name.clone())),
            ItemKind::Model => self.models.get(&item.id).map_or(missing, |row| Named::Model(row.name.clone())),
            ItemKind::Part => self.parts.get(&item.id).map_or(missing, |row| Named::Part(row.name.clone())),
            ItemKind::FeatureValue => self.values.get(&item.id).map_or(missing, |row| Named::Value {
                feature: self.features.get(&row.feature_id).map(|feature| feature.name.clone()),
                label: row.label.clone(),
            }),
            ItemKind::Feature => self.features.get(&item.id).map_or(missing, |row| Named::Feature(row.name.clone())),
        };
        named.into()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::said::Language;
    use crate::testing::{choice, feature, kind, model, model_part, part, value};

    fn catalogue() -> Catalogue {
        Catalogue {
            types: vec![
                kind(1, "Lineari"),
                TypeItem { active: false, ..kind(1, "Doppione") },
                TypeItem { active: false, ..kind(2, "Spenta") },
            ],
            models: vec![model(10, 1, "OS", "Oslo", 1), model(11, 2, "BE", "Bergen", 1)],
            model_parts: vec![model_part(10, 5, true, 1, 1), model_part(10, 5, false, 0, 9)],
            parts: vec![part(5, "Pouf", 100, vec![feature(3, true)])],
            features: vec![choice(3, "Tessuto")],
            values: vec![value(30, 3, "Velluto", 0, true), value(31, 99, "Orfano", 0, true)],
            discount_percent: 7,
            english: Default::default(),
        }
    }

    #[test]
    fn first_row_of_a_duplicated_id_wins() {
        let index = CatalogueIndex::new(&catalogue());
        assert_eq!(index.product_type(1).unwrap().name, "Lineari");
        assert_eq!(index.parts_of_model(10).len(), 1);
        assert!(index.model_part(10, 5).unwrap().required);
        assert!(index.parts_of_model(11).is_empty());
        assert_eq!(index.part_feature(5, 3), Some(true));
        assert_eq!(index.part_feature(5, 4), None);
        assert_eq!(index.discount_percent(), 7);
    }

    #[test]
    fn offerable_needs_active_items_and_parents() {
        let index = CatalogueIndex::new(&catalogue());
        assert!(index.offerable(ItemRef::model(10)));
        // Bergen is active but its type is not.
        assert!(!index.offerable(ItemRef::model(11)));
        assert!(index.contains(ItemRef::model(11)));
        assert!(!index.offerable(ItemRef::product_type(2)));
        assert!(index.offerable(ItemRef::feature_value(30)));
        // A value whose feature is not in the catalogue.
        assert!(!index.offerable(ItemRef::feature_value(31)));
        assert!(!index.contains(ItemRef::part(6)));
    }

    #[test]
    fn display_names_say_what_the_item_is() {
        let index = CatalogueIndex::new(&catalogue());
        let said = |item, language| index.display_name(item).render(language);
        assert_eq!(index.display_name(ItemRef::product_type(1)), Named::Type("Lineari".into()).into());
        assert_eq!(said(ItemRef::product_type(1), Language::It), "Tipologia Lineari");
        assert_eq!(said(ItemRef::model(10), Language::It), "Modello Oslo");
        assert_eq!(said(ItemRef::part(5), Language::It), "Pouf");
        assert_eq!(said(ItemRef::feature_value(30), Language::It), "Tessuto Velluto");
        assert_eq!(said(ItemRef::feature_value(31), Language::It), "Orfano");
        assert_eq!(said(ItemRef::part(6), Language::It), "Parte n. 6");
        assert_eq!(said(ItemRef::value_on(5, 30), Language::It), "Pouf · Tessuto Velluto");
        let english = [ItemRef::product_type(1), ItemRef::model(10), ItemRef::part(6), ItemRef::feature_value(7)]
            .map(|item| said(item, Language::En));
        assert_eq!(english, ["Type Lineari", "Model Oslo", "Part no. 6", "Value no. 7"]);
    }
}

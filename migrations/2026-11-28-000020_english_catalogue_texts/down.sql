ALTER TABLE product_feature_values DROP COLUMN label_en;
ALTER TABLE product_features DROP COLUMN name_en, DROP COLUMN description_en;
ALTER TABLE product_parts DROP COLUMN name_en, DROP COLUMN description_en;
ALTER TABLE product_models DROP COLUMN name_en, DROP COLUMN description_en;
ALTER TABLE product_types DROP COLUMN name_en, DROP COLUMN description_en;
ALTER TABLE product_categories DROP COLUMN name_en, DROP COLUMN description_en;
ALTER TABLE configurators DROP COLUMN name_en, DROP COLUMN description_en;
ALTER TABLE attribute_values DROP COLUMN value_en;
ALTER TABLE attributes DROP COLUMN name_en;

-- English catalogue texts (issue 26 item 1): every name, description and label a wizard shows has an
-- optional English text beside the Italian one. An English reader is shown it where it is set, the Italian
-- text otherwise; the Italian text stays required. Writes bump the catalogue version through the tables'
-- existing triggers, so a cached wizard answer never outlives a translation.
ALTER TABLE attributes ADD COLUMN name_en text;
ALTER TABLE attribute_values ADD COLUMN value_en text;
ALTER TABLE configurators ADD COLUMN name_en text, ADD COLUMN description_en text;
ALTER TABLE product_categories ADD COLUMN name_en text, ADD COLUMN description_en text;
ALTER TABLE product_types ADD COLUMN name_en text, ADD COLUMN description_en text;
ALTER TABLE product_models ADD COLUMN name_en text, ADD COLUMN description_en text;
ALTER TABLE product_parts ADD COLUMN name_en text, ADD COLUMN description_en text;
ALTER TABLE product_features ADD COLUMN name_en text, ADD COLUMN description_en text;
ALTER TABLE product_feature_values ADD COLUMN label_en text;

ALTER TABLE product_parts DROP COLUMN weight_kg;

ALTER TABLE product_parts ADD COLUMN weight_kg integer;

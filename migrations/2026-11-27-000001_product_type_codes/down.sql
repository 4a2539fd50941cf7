-- The codes given stay: they are valid codes of an optional column.
DROP TRIGGER product_types_fill_code ON product_types;
DROP FUNCTION product_types_fill_code();
ALTER TABLE product_types ALTER COLUMN code DROP NOT NULL;
DROP FUNCTION product_type_free_code(bigint, text);

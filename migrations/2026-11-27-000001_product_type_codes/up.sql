-- Every product type has a code (docs/decisions/0012-every-exported-row-imports-back.md): the CSV files name
-- a type by `category-slug/CODE`, so a type without one could be neither a model's parent in the models file
-- nor matched with its own row in the types file. A type left without a code gets one made from its name,
-- as the domain's `code_from_name` makes it (`Più sedute` → `PIU-SEDUTE`), with `-2`, `-3`… when another
-- type of the category has it already.

CREATE FUNCTION product_type_free_code(category bigint, type_name text) RETURNS text
    LANGUAGE plpgsql AS $$
DECLARE
    base text := rtrim(left(trim(BOTH '-' FROM regexp_replace(upper(translate(type_name,
        'àáâãäåèéêëìíîïòóôõöùúûüçñÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÇÑ',
        'aaaaaaeeeeiiiiooooouuuucnAAAAAAEEEEIIIIOOOOOUUUUCN')), '[^A-Z0-9]+', '-', 'g')), 50), '-');
    candidate text;
    n integer := 1;
BEGIN
    IF base = '' THEN
        base := 'TIPO';
    END IF;
    candidate := base;
    WHILE EXISTS (SELECT 1 FROM product_types WHERE category_id = category AND code = candidate) LOOP
        n := n + 1;
        candidate := rtrim(left(base, 50 - length(n::text) - 1), '-') || '-' || n;
    END LOOP;
    RETURN candidate;
END;
$$;

DO $$
DECLARE
    codeless record;
BEGIN
    FOR codeless IN SELECT id, category_id, name FROM product_types WHERE code IS NULL ORDER BY id LOOP
        UPDATE product_types SET code = product_type_free_code(codeless.category_id, codeless.name)
        WHERE id = codeless.id;
    END LOOP;
END;
$$;

ALTER TABLE product_types ALTER COLUMN code SET NOT NULL;

-- The app always writes a code; a row inserted by a script without one gets it the same way.
CREATE FUNCTION product_types_fill_code() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.code IS NULL THEN
        NEW.code := product_type_free_code(NEW.category_id, NEW.name);
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER product_types_fill_code BEFORE INSERT ON product_types
    FOR EACH ROW EXECUTE FUNCTION product_types_fill_code();

-- One counter of everything that shapes what the configurator wizard shows (catalogue, company filters,
-- company discounts, configurators): bumped once per writing statement, so an ETag check reads this one
-- row instead of the catalogue. Read it BEFORE loading the catalogue it tags.

CREATE TABLE catalogue_versions (
    id       smallint PRIMARY KEY CONSTRAINT catalogue_versions_single_row CHECK (id = 1),
    version  bigint NOT NULL
);
INSERT INTO catalogue_versions (id, version) VALUES (1, 1);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    UPDATE catalogue_versions SET version = version + 1 WHERE id = 1;
    RETURN NULL;
END;
$$;

CREATE TRIGGER product_categories_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE ON product_categories
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_types_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE ON product_types
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_models_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE ON product_models
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_model_parts_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE ON product_model_parts
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_parts_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE ON product_parts
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_part_features_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE ON product_part_features
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_features_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE ON product_features
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER product_feature_values_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE ON product_feature_values
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER company_entity_filters_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE ON company_entity_filters
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
-- Of a company only the discount shapes the wizard's answer.
CREATE TRIGGER companies_bump_catalogue_version
    AFTER INSERT OR UPDATE OF discount_percent OR DELETE ON companies
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER configurators_bump_catalogue_version
    AFTER INSERT OR UPDATE OR DELETE ON configurators
    FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

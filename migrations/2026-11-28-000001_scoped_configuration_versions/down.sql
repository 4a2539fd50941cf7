DROP TRIGGER product_configurations_inserted ON product_configurations;
DROP TRIGGER product_configurations_updated ON product_configurations;
DROP TRIGGER product_configurations_deleted ON product_configurations;
DROP TRIGGER customization_requests_inserted ON customization_requests;
DROP TRIGGER customization_requests_updated ON customization_requests;
DROP TRIGGER customization_requests_deleted ON customization_requests;
DROP TRIGGER customers_renamed ON customers;
DROP TRIGGER users_renamed ON users;
DROP TRIGGER companies_manager_changed ON companies;
DROP FUNCTION configurations_written();
DROP FUNCTION requests_written();
DROP FUNCTION customer_renamed();
DROP FUNCTION owner_renamed();
DROP FUNCTION company_manager_changed();
DROP FUNCTION bump_configuration_scopes(bigint[], bigint[]);
DROP FUNCTION bump_manager_scopes(bigint[]);
DROP TABLE configuration_scope_versions;

CREATE FUNCTION bump_configurations_version() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    UPDATE configurations_versions SET version = version + 1 WHERE id = 1;
    RETURN NULL;
END;
$$;
CREATE TRIGGER product_configurations_bump_configurations_version
    AFTER INSERT OR UPDATE OR DELETE ON product_configurations
    FOR EACH STATEMENT EXECUTE FUNCTION bump_configurations_version();
CREATE TRIGGER product_configuration_revisions_bump_configurations_version
    AFTER INSERT OR UPDATE OR DELETE ON product_configuration_revisions
    FOR EACH STATEMENT EXECUTE FUNCTION bump_configurations_version();
CREATE TRIGGER customization_requests_bump_configurations_version
    AFTER INSERT OR UPDATE OR DELETE ON customization_requests
    FOR EACH STATEMENT EXECUTE FUNCTION bump_configurations_version();
CREATE TRIGGER customers_bump_configurations_version
    AFTER INSERT OR UPDATE OR DELETE ON customers
    FOR EACH STATEMENT EXECUTE FUNCTION bump_configurations_version();
CREATE TRIGGER users_bump_configurations_version
    AFTER UPDATE OF first_name, last_name OR DELETE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION bump_configurations_version();
CREATE TRIGGER companies_bump_configurations_version
    AFTER INSERT OR UPDATE OF account_manager_id OR DELETE ON companies
    FOR EACH STATEMENT EXECUTE FUNCTION bump_configurations_version();

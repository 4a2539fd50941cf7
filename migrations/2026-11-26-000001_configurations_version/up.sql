-- One counter of everything a page of saved configurations shows besides the catalogue (whose own counter,
-- catalogue_versions, covers categories, models, filters and discounts): the configurations and their
-- revisions, their customization requests, the names of their owners and customers, and which companies an
-- account manager manages (their scope). Bumped once per writing statement in the writer's transaction, so
-- a list answer tagged with it (and the catalogue version) is exact on every server copy. Read it BEFORE
-- reading the page it tags. A login (users.last_login_at) or a session change (token_version) shows on no
-- list and bumps nothing.

CREATE TABLE configurations_versions (
    id       smallint PRIMARY KEY CONSTRAINT configurations_versions_single_row CHECK (id = 1),
    version  bigint NOT NULL
);
INSERT INTO configurations_versions (id, version) VALUES (1, 1);

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

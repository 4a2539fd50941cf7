-- Versions scoped to what a page of saved configurations shows (issue 22), instead of one counter every
-- write bumped: that row made every caller's kept page cold on any save anywhere, and its lock, held to
-- commit, queued every save of the whole network behind one another.
--
-- A row per owner and per company counts the writes to what a page of that owner's or that company's
-- configurations shows (the configurations, their latest request, their customer's and owner's names); a
-- row per account manager counts the changes of which companies they manage. The one-row
-- configurations_versions stays as the epoch every server moves forward as it starts (pool.rs), so no
-- write bumps it any more. A caller's page is tagged with the rows its scope reads (users.rs): the owner's
-- row for their own, the company's for a customer manager, the manager's own, membership and companies'
-- rows for an account manager, the sum of every owner's row for an administrator (rows are never
-- removed and only grow, so the sum grows with every write and never comes back to an earlier value).
-- A save locks only its owner's and its company's rows, so other companies' saves never wait on it.

CREATE TABLE configuration_scope_versions (
    scope    text NOT NULL CONSTRAINT configuration_scope_versions_scope_check
        CHECK (scope IN ('company', 'manager', 'owner')),
    id       bigint NOT NULL,
    version  bigint NOT NULL,
    PRIMARY KEY (scope, id)
);

-- Bumps the rows of the given owners and companies in one statement, in key order (companies, then
-- owners, each by id), so two writers never take the same two rows in opposite orders.
CREATE FUNCTION bump_configuration_scopes(owner_ids bigint[], company_ids bigint[]) RETURNS void
    LANGUAGE sql AS $$
    INSERT INTO configuration_scope_versions AS v (scope, id, version)
    SELECT scope, id, 1 FROM (
        SELECT 'company'::text AS scope, c AS id FROM unnest(company_ids) AS c WHERE c IS NOT NULL
        UNION
        SELECT 'owner'::text, o FROM unnest(owner_ids) AS o WHERE o IS NOT NULL
    ) AS touched
    ORDER BY scope, id
    ON CONFLICT (scope, id) DO UPDATE SET version = v.version + 1
$$;

CREATE FUNCTION bump_manager_scopes(manager_ids bigint[]) RETURNS void
    LANGUAGE sql AS $$
    INSERT INTO configuration_scope_versions AS v (scope, id, version)
    SELECT DISTINCT 'manager', m, 1 FROM unnest(manager_ids) AS m WHERE m IS NOT NULL
    ORDER BY 2
    ON CONFLICT (scope, id) DO UPDATE SET version = v.version + 1
$$;

-- The configurations a statement wrote (its transition tables), by owner and company.
CREATE FUNCTION configurations_written() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        PERFORM bump_configuration_scopes(array(SELECT owner_id FROM new_rows), array(SELECT company_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
        PERFORM bump_configuration_scopes(array(SELECT owner_id FROM old_rows), array(SELECT company_id FROM old_rows));
    ELSE
        PERFORM bump_configuration_scopes(
            array(SELECT owner_id FROM new_rows UNION SELECT owner_id FROM old_rows),
            array(SELECT company_id FROM new_rows UNION SELECT company_id FROM old_rows));
    END IF;
    RETURN NULL;
END;
$$;

-- The configurations whose requests a statement wrote (a request's status shows on their row).
CREATE FUNCTION requests_written() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        PERFORM bump_configuration_scopes(array(SELECT c.owner_id FROM product_configurations c JOIN old_rows r ON r.configuration_id = c.id),
                                          array(SELECT c.company_id FROM product_configurations c JOIN old_rows r ON r.configuration_id = c.id));
    ELSE
        PERFORM bump_configuration_scopes(array(SELECT c.owner_id FROM product_configurations c JOIN new_rows r ON r.configuration_id = c.id),
                                          array(SELECT c.company_id FROM product_configurations c JOIN new_rows r ON r.configuration_id = c.id));
    END IF;
    RETURN NULL;
END;
$$;

-- A renamed customer or owner: the configurations that show the name.
CREATE FUNCTION customer_renamed() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    PERFORM bump_configuration_scopes(array(SELECT owner_id FROM product_configurations WHERE customer_id = NEW.id),
                                      array[NEW.company_id]);
    RETURN NULL;
END;
$$;

CREATE FUNCTION owner_renamed() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    PERFORM bump_configuration_scopes(array[NEW.id],
                                      array(SELECT DISTINCT company_id FROM product_configurations WHERE owner_id = NEW.id));
    RETURN NULL;
END;
$$;

-- A company moved to another account manager: both managers' scopes changed members.
CREATE FUNCTION company_manager_changed() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    PERFORM bump_manager_scopes(array[OLD.account_manager_id, NEW.account_manager_id]);
    RETURN NULL;
END;
$$;

DROP TRIGGER product_configurations_bump_configurations_version ON product_configurations;
DROP TRIGGER product_configuration_revisions_bump_configurations_version ON product_configuration_revisions;
DROP TRIGGER customization_requests_bump_configurations_version ON customization_requests;
DROP TRIGGER customers_bump_configurations_version ON customers;
DROP TRIGGER users_bump_configurations_version ON users;
DROP TRIGGER companies_bump_configurations_version ON companies;
DROP FUNCTION bump_configurations_version();

-- Transition tables allow one event per trigger. Revisions need none: every revision is written in the
-- transaction that writes its configuration's row.
CREATE TRIGGER product_configurations_inserted AFTER INSERT ON product_configurations
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION configurations_written();
CREATE TRIGGER product_configurations_updated AFTER UPDATE ON product_configurations
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION configurations_written();
CREATE TRIGGER product_configurations_deleted AFTER DELETE ON product_configurations
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION configurations_written();
CREATE TRIGGER customization_requests_inserted AFTER INSERT ON customization_requests
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION requests_written();
CREATE TRIGGER customization_requests_updated AFTER UPDATE ON customization_requests
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION requests_written();
CREATE TRIGGER customization_requests_deleted AFTER DELETE ON customization_requests
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION requests_written();
CREATE TRIGGER customers_renamed AFTER UPDATE OF name ON customers
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION customer_renamed();
CREATE TRIGGER users_renamed AFTER UPDATE OF first_name, last_name ON users
    FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
    EXECUTE FUNCTION owner_renamed();
CREATE TRIGGER companies_manager_changed AFTER UPDATE OF account_manager_id ON companies
    FOR EACH ROW WHEN (OLD.account_manager_id IS DISTINCT FROM NEW.account_manager_id)
    EXECUTE FUNCTION company_manager_changed();

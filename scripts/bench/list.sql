-- pgbench: the SQL of one `GET /api/productconf?page=1` by a customer (captured with log_statement=all on
-- the benchmark database; diesel prepares every statement, so run with -M prepared). Each pool checkout
-- runs `SELECT 1` first (the pool's test_on_check_out). Variables: user_id, company_id, category_id,
-- slug, and the first page's configuration ids and their part ids (conf_ids, part_ids), set by bench.sh.
-- The authenticated user, as the database has them now
SELECT 1;
SELECT "users"."id", "users"."email", "users"."password_hash", "users"."role", "users"."first_name", "users"."last_name", "users"."phone", "users"."locale", "users"."company_id", "users"."customer_id", "users"."active", "users"."token_version", "users"."last_login_at", "users"."created_at", "users"."updated_at" FROM "users" WHERE ("users"."id" = :user_id) LIMIT 1;
-- The page: count, rows with their joins, parts, values, latest request status
SELECT 1;
SELECT COUNT(*) FROM (((("product_configurations" INNER JOIN "users" ON ("product_configurations"."owner_id" = "users"."id")) INNER JOIN "product_categories" ON ("product_configurations"."category_id" = "product_categories"."id")) LEFT OUTER JOIN "customers" ON ("product_configurations"."customer_id" = "customers"."id")) LEFT OUTER JOIN "product_models" ON ("product_configurations"."model_id" = "product_models"."id")) WHERE ("product_configurations"."owner_id" = :user_id);
SELECT "product_configurations"."id", "product_configurations"."public_id", "product_configurations"."owner_id", "product_configurations"."company_id", "product_configurations"."customer_id", "product_configurations"."configurator_id", "product_configurations"."category_id", "product_configurations"."type_id", "product_configurations"."model_id", "product_configurations"."name", "product_configurations"."notes", "product_configurations"."quantity", "product_configurations"."price_snapshot", "product_configurations"."complete", "product_configurations"."valid", "product_configurations"."copied_from", "product_configurations"."version", "product_configurations"."revision", "product_configurations"."created_at", "product_configurations"."updated_at", "users"."first_name", "users"."last_name", "product_categories"."slug", "product_categories"."name", "customers"."name", "product_models"."name" FROM (((("product_configurations" INNER JOIN "users" ON ("product_configurations"."owner_id" = "users"."id")) INNER JOIN "product_categories" ON ("product_configurations"."category_id" = "product_categories"."id")) LEFT OUTER JOIN "customers" ON ("product_configurations"."customer_id" = "customers"."id")) LEFT OUTER JOIN "product_models" ON ("product_configurations"."model_id" = "product_models"."id")) WHERE ("product_configurations"."owner_id" = :user_id) ORDER BY "product_configurations"."updated_at" DESC, "product_configurations"."id" ASC LIMIT 10 OFFSET 0;
SELECT "product_configuration_parts"."id", "product_configuration_parts"."configuration_id", "product_configuration_parts"."part_id", "product_configuration_parts"."quantity" FROM "product_configuration_parts" WHERE ("product_configuration_parts"."configuration_id" = ANY(:conf_ids)) ORDER BY "product_configuration_parts"."configuration_id", "product_configuration_parts"."position", "product_configuration_parts"."id";
SELECT "product_configuration_values"."configuration_part_id", "product_configuration_values"."feature_id", "product_configuration_values"."feature_value_id", "product_configuration_values"."numeric_value" FROM "product_configuration_values" WHERE ("product_configuration_values"."configuration_part_id" = ANY(:part_ids)) ORDER BY "product_configuration_values"."id";
SELECT DISTINCT ON ("customization_requests"."configuration_id") "customization_requests"."configuration_id", "customization_requests"."status" FROM "customization_requests" WHERE ("customization_requests"."configuration_id" = ANY(:conf_ids)) ORDER BY "customization_requests"."configuration_id", "customization_requests"."created_at" DESC, "customization_requests"."id" DESC;
-- The published configurator (kept per catalogue version: the version only)
SELECT 1;
SELECT "catalogue_versions"."version" FROM "catalogue_versions" WHERE ("catalogue_versions"."id" = 1) LIMIT 1;
-- The company's filters and discount
SELECT 1;
SELECT "company_entity_filters"."entity_kind", "company_entity_filters"."entity_id", "company_entity_filters"."mode" FROM "company_entity_filters" WHERE ("company_entity_filters"."company_id" = :company_id);
SELECT 1;
SELECT "companies"."discount_percent" FROM "companies" WHERE ("companies"."id" = :company_id) LIMIT 1;
-- The catalogue (kept per catalogue version: the version only)
SELECT 1;
SELECT "catalogue_versions"."version" FROM "catalogue_versions" WHERE ("catalogue_versions"."id" = 1) LIMIT 1;

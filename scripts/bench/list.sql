-- pgbench: the SQL of one `GET /api/productconf?page=1` by a customer once the page is kept (the server
-- keeps each rendered page by its ETag, like the category answer), the same for a 304 with a current
-- If-None-Match: one statement, the caller with the catalogue and configurations versions the page's ETag
-- names, nothing of the configurations tables. A page not kept yet (after a write the versions count)
-- adds the page statement of `PgConfigurations::list` (docs/performance.md). Captured with
-- log_statement=all on the benchmark database; diesel prepares every statement, so run with -M prepared.
-- Variable: user_id, set by bench.sh.
SELECT "users"."id", "users"."email", "users"."password_hash", "users"."role", "users"."first_name", "users"."last_name", "users"."phone", "users"."locale", "users"."company_id", "users"."customer_id", "users"."active", "users"."token_version", "users"."last_login_at", "users"."created_at", "users"."updated_at", (SELECT version FROM catalogue_versions WHERE id = 1), (SELECT version FROM configurations_versions WHERE id = 1) FROM "users" WHERE ("users"."id" = :user_id) LIMIT 1;

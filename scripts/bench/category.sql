-- pgbench: the SQL of one `GET /api/configurator/category/{slug}`, the same for a 304 (current
-- If-None-Match) and for a 200 once the answer of this catalogue version has been rendered (the server
-- keeps it by ETag): one statement, the caller with the versions the ETag names, nothing of the catalogue
-- tables. Captured with log_statement=all; run with -M prepared (diesel prepares every statement).
-- Variable: user_id (set by bench.sh).
SELECT "users"."id", "users"."email", "users"."password_hash", "users"."role", "users"."first_name", "users"."last_name", "users"."phone", "users"."locale", "users"."company_id", "users"."customer_id", "users"."active", "users"."token_version", "users"."last_login_at", "users"."created_at", "users"."updated_at", (SELECT version FROM catalogue_versions WHERE id = 1), (SELECT version FROM configurations_versions WHERE id = 1) FROM "users" WHERE ("users"."id" = :user_id) LIMIT 1;

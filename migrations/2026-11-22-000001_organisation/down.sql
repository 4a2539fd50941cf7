DROP TABLE mail_outbox;
DROP TABLE login_attempts;
DROP TABLE password_reset_tokens;
ALTER TABLE companies DROP CONSTRAINT companies_account_manager_id_fkey;
DROP TABLE users;
DROP TABLE customers;
DROP TABLE companies;
DROP FUNCTION set_updated_at();

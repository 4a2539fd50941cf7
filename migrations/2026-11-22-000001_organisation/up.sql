-- Organisation: companies, customers, users, authentication support tables and the mail outbox.

-- Keeps updated_at current on every UPDATE that changes the row, unless the statement set
-- updated_at itself (same semantics as diesel's diesel_manage_updated_at).
CREATE FUNCTION set_updated_at() RETURNS trigger AS $$
BEGIN
    IF NEW IS DISTINCT FROM OLD AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
        NEW.updated_at := now();
    END IF;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TABLE companies (
    id                 bigserial PRIMARY KEY,
    name               text NOT NULL CONSTRAINT companies_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 200),
    vat_number         text NULL CONSTRAINT companies_vat_number_check CHECK (char_length(btrim(vat_number)) BETWEEN 1 AND 50),
    email              text NULL CONSTRAINT companies_email_check CHECK (char_length(email) <= 254 AND email LIKE '%_@_%'),
    phone              text NULL CONSTRAINT companies_phone_check CHECK (char_length(phone) <= 50),
    address            text NULL CONSTRAINT companies_address_check CHECK (char_length(address) <= 500),
    city               text NULL CONSTRAINT companies_city_check CHECK (char_length(city) <= 200),
    country            text NULL CONSTRAINT companies_country_check CHECK (char_length(country) <= 200),
    discount_percent   integer NOT NULL DEFAULT 0 CONSTRAINT companies_discount_percent_check CHECK (discount_percent BETWEEN 0 AND 100),
    account_manager_id bigint NULL, -- FK to users added below, once users exists
    active             boolean NOT NULL DEFAULT true,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX companies_vat_number_key ON companies (upper(vat_number)) WHERE vat_number IS NOT NULL;
CREATE INDEX companies_account_manager_id_idx ON companies (account_manager_id);
CREATE INDEX companies_name_idx ON companies (lower(name));
CREATE TRIGGER companies_set_updated_at BEFORE UPDATE ON companies
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE customers (
    id          bigserial PRIMARY KEY,
    company_id  bigint NOT NULL REFERENCES companies (id) ON DELETE RESTRICT,
    name        text NOT NULL CONSTRAINT customers_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 200),
    vat_number  text NULL CONSTRAINT customers_vat_number_check CHECK (char_length(vat_number) <= 50),
    email       text NULL CONSTRAINT customers_email_check CHECK (char_length(email) <= 254 AND email LIKE '%_@_%'),
    phone       text NULL CONSTRAINT customers_phone_check CHECK (char_length(phone) <= 50),
    address     text NULL CONSTRAINT customers_address_check CHECK (char_length(address) <= 500),
    city        text NULL CONSTRAINT customers_city_check CHECK (char_length(city) <= 200),
    notes       text NULL CONSTRAINT customers_notes_check CHECK (char_length(notes) <= 4000),
    active      boolean NOT NULL DEFAULT true,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    -- target of the composite foreign keys that keep "customer of the same company" true
    CONSTRAINT customers_id_company_id_key UNIQUE (id, company_id)
);
CREATE INDEX customers_company_id_idx ON customers (company_id);
CREATE INDEX customers_name_idx ON customers (lower(name));
CREATE TRIGGER customers_set_updated_at BEFORE UPDATE ON customers
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE users (
    id             bigserial PRIMARY KEY,
    email          text NOT NULL CONSTRAINT users_email_check CHECK (char_length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%' AND email = btrim(email)),
    password_hash  text NULL,
    role           text NOT NULL CONSTRAINT users_role_check CHECK (role IN ('admin', 'account_manager', 'customer_manager', 'customer')),
    first_name     text NOT NULL DEFAULT '' CONSTRAINT users_first_name_check CHECK (char_length(first_name) <= 200),
    last_name      text NOT NULL DEFAULT '' CONSTRAINT users_last_name_check CHECK (char_length(last_name) <= 200),
    phone          text NULL CONSTRAINT users_phone_check CHECK (char_length(phone) <= 50),
    locale         text NOT NULL DEFAULT 'it-IT' CONSTRAINT users_locale_check CHECK (locale ~ '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$'),
    company_id     bigint NULL REFERENCES companies (id) ON DELETE RESTRICT,
    customer_id    bigint NULL,
    active         boolean NOT NULL DEFAULT true,
    token_version  integer NOT NULL DEFAULT 0 CONSTRAINT users_token_version_check CHECK (token_version >= 0),
    last_login_at  timestamptz NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT users_company_required_check
        CHECK (role NOT IN ('customer', 'customer_manager') OR company_id IS NOT NULL),
    CONSTRAINT users_customer_needs_company_check
        CHECK (customer_id IS NULL OR company_id IS NOT NULL),
    -- the customer must belong to the user's company; deleting the customer clears only customer_id
    CONSTRAINT users_customer_id_fkey FOREIGN KEY (customer_id, company_id)
        REFERENCES customers (id, company_id) ON DELETE SET NULL (customer_id)
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_company_id_idx ON users (company_id);
CREATE INDEX users_customer_id_idx ON users (customer_id);
CREATE INDEX users_role_idx ON users (role);
CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON users
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

ALTER TABLE companies
    ADD CONSTRAINT companies_account_manager_id_fkey FOREIGN KEY (account_manager_id)
        REFERENCES users (id) ON DELETE SET NULL;

CREATE TABLE password_reset_tokens (
    id          bigserial PRIMARY KEY,
    user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash  bytea NOT NULL CONSTRAINT password_reset_tokens_token_hash_key UNIQUE
                CONSTRAINT password_reset_tokens_token_hash_check CHECK (octet_length(token_hash) = 32),
    purpose     text NOT NULL DEFAULT 'reset' CONSTRAINT password_reset_tokens_purpose_check CHECK (purpose IN ('reset', 'invite')),
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);
CREATE INDEX password_reset_tokens_expires_at_idx ON password_reset_tokens (expires_at);

CREATE TABLE login_attempts (
    id            bigserial PRIMARY KEY,
    key           text NOT NULL CONSTRAINT login_attempts_key_check CHECK (char_length(key) BETWEEN 1 AND 400),
    attempted_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_key_attempted_at_idx ON login_attempts (key, attempted_at);
CREATE INDEX login_attempts_attempted_at_idx ON login_attempts (attempted_at);

CREATE TABLE mail_outbox (
    id               bigserial PRIMARY KEY,
    recipient        text NOT NULL CONSTRAINT mail_outbox_recipient_check CHECK (char_length(recipient) BETWEEN 3 AND 254),
    subject          text NOT NULL CONSTRAINT mail_outbox_subject_check CHECK (char_length(subject) <= 1000),
    body_text        text NOT NULL,
    status           text NOT NULL DEFAULT 'pending' CONSTRAINT mail_outbox_status_check CHECK (status IN ('pending', 'sent', 'failed')),
    attempts         integer NOT NULL DEFAULT 0 CONSTRAINT mail_outbox_attempts_check CHECK (attempts >= 0),
    next_attempt_at  timestamptz NOT NULL DEFAULT now(),
    last_error       text NULL,
    sent_at          timestamptz NULL,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at);
CREATE TRIGGER mail_outbox_set_updated_at BEFORE UPDATE ON mail_outbox
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

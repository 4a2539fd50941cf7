-- Saved configurations (addressed by public_id), their parts and chosen values, their revisions,
-- and customization requests.

CREATE TABLE product_configurations (
    id               bigserial PRIMARY KEY,
    public_id        text NOT NULL CONSTRAINT product_configurations_public_id_key UNIQUE
                     CONSTRAINT product_configurations_public_id_check CHECK (public_id ~ '^[A-Za-z0-9_-]{8,64}$'),
    owner_id         bigint NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    company_id       bigint NULL REFERENCES companies (id) ON DELETE RESTRICT,
    customer_id      bigint NULL,
    configurator_id  bigint NULL REFERENCES configurators (id) ON DELETE RESTRICT,
    category_id      bigint NOT NULL REFERENCES product_categories (id) ON DELETE RESTRICT,
    type_id          bigint NULL REFERENCES product_types (id) ON DELETE RESTRICT,
    model_id         bigint NULL REFERENCES product_models (id) ON DELETE RESTRICT,
    name             text NOT NULL CONSTRAINT product_configurations_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 200),
    notes            text NULL CONSTRAINT product_configurations_notes_check CHECK (char_length(notes) <= 4000),
    quantity         integer NOT NULL DEFAULT 1 CONSTRAINT product_configurations_quantity_check CHECK (quantity BETWEEN 1 AND 1000000),
    price_snapshot   jsonb NULL,
    list_total       bigint NOT NULL DEFAULT 0,
    net_total        bigint NOT NULL DEFAULT 0,
    complete         boolean NOT NULL DEFAULT false,
    valid            boolean NOT NULL DEFAULT false,
    copied_from      text NULL, -- public id of the source; no FK, the source may be deleted later
    version          integer NOT NULL DEFAULT 1 CONSTRAINT product_configurations_version_check CHECK (version >= 1),
    revision         integer NOT NULL DEFAULT 1 CONSTRAINT product_configurations_revision_check CHECK (revision >= 1),
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT product_configurations_customer_needs_company_check
        CHECK (customer_id IS NULL OR company_id IS NOT NULL),
    -- the customer must belong to the configuration's company
    CONSTRAINT product_configurations_customer_id_fkey FOREIGN KEY (customer_id, company_id)
        REFERENCES customers (id, company_id) ON DELETE RESTRICT
);
-- list filters, each with the default sort (most recently updated first)
CREATE INDEX product_configurations_owner_id_idx ON product_configurations (owner_id, updated_at DESC);
CREATE INDEX product_configurations_company_id_idx ON product_configurations (company_id, updated_at DESC);
CREATE INDEX product_configurations_updated_at_idx ON product_configurations (updated_at DESC);
CREATE INDEX product_configurations_customer_id_idx ON product_configurations (customer_id);
CREATE INDEX product_configurations_configurator_id_idx ON product_configurations (configurator_id);
CREATE INDEX product_configurations_category_id_idx ON product_configurations (category_id);
CREATE INDEX product_configurations_type_id_idx ON product_configurations (type_id);
CREATE INDEX product_configurations_model_id_idx ON product_configurations (model_id);
CREATE INDEX product_configurations_name_idx ON product_configurations (lower(name) text_pattern_ops);
CREATE TRIGGER product_configurations_set_updated_at BEFORE UPDATE ON product_configurations
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE product_configuration_parts (
    id                bigserial PRIMARY KEY,
    configuration_id  bigint NOT NULL REFERENCES product_configurations (id) ON DELETE CASCADE,
    part_id           bigint NOT NULL REFERENCES product_parts (id) ON DELETE RESTRICT,
    quantity          integer NOT NULL DEFAULT 1 CONSTRAINT product_configuration_parts_quantity_check CHECK (quantity BETWEEN 0 AND 1000000),
    position          integer NOT NULL DEFAULT 0,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_configuration_parts_configuration_id_idx ON product_configuration_parts (configuration_id, position);
CREATE INDEX product_configuration_parts_part_id_idx ON product_configuration_parts (part_id);
CREATE TRIGGER product_configuration_parts_set_updated_at BEFORE UPDATE ON product_configuration_parts
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE product_configuration_values (
    id                     bigserial PRIMARY KEY,
    configuration_part_id  bigint NOT NULL REFERENCES product_configuration_parts (id) ON DELETE CASCADE,
    feature_id             bigint NOT NULL REFERENCES product_features (id) ON DELETE RESTRICT,
    feature_value_id       bigint NULL,       -- choice features
    numeric_value          integer NULL,      -- numeric features, in the feature's unit
    created_at             timestamptz NOT NULL DEFAULT now(),
    updated_at             timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT product_configuration_values_part_feature_key
        UNIQUE (configuration_part_id, feature_id),
    CONSTRAINT product_configuration_values_one_value_check
        CHECK (num_nonnulls(feature_value_id, numeric_value) <= 1),
    -- the chosen value must be a value of that feature
    CONSTRAINT product_configuration_values_feature_value_id_fkey FOREIGN KEY (feature_value_id, feature_id)
        REFERENCES product_feature_values (id, feature_id) ON DELETE RESTRICT
);
-- the unique (configuration_part_id, feature_id) index serves lookups by part
CREATE INDEX product_configuration_values_feature_id_idx ON product_configuration_values (feature_id);
CREATE INDEX product_configuration_values_feature_value_id_idx ON product_configuration_values (feature_value_id);
CREATE TRIGGER product_configuration_values_set_updated_at BEFORE UPDATE ON product_configuration_values
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- One row per save: what the configuration was at that revision (docs/product.md, 12.3 History).
CREATE TABLE product_configuration_revisions (
    id                bigserial PRIMARY KEY,
    configuration_id  bigint NOT NULL REFERENCES product_configurations (id) ON DELETE CASCADE,
    revision          integer NOT NULL CONSTRAINT product_configuration_revisions_revision_check CHECK (revision >= 1),
    snapshot          jsonb NOT NULL,
    price_snapshot    jsonb NULL,
    list_total        bigint NOT NULL DEFAULT 0,
    net_total         bigint NOT NULL DEFAULT 0,
    created_by_id     bigint NULL REFERENCES users (id) ON DELETE SET NULL,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT product_configuration_revisions_configuration_id_revision_key UNIQUE (configuration_id, revision)
);
CREATE INDEX product_configuration_revisions_created_by_id_idx ON product_configuration_revisions (created_by_id);
CREATE TRIGGER product_configuration_revisions_set_updated_at BEFORE UPDATE ON product_configuration_revisions
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE customization_requests (
    id                      bigserial PRIMARY KEY,
    configuration_id        bigint NOT NULL REFERENCES product_configurations (id) ON DELETE CASCADE,
    requester_id            bigint NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
    company_id              bigint NULL REFERENCES companies (id) ON DELETE RESTRICT,
    message                 text NOT NULL CONSTRAINT customization_requests_message_check CHECK (char_length(btrim(message)) BETWEEN 1 AND 4000),
    status                  text NOT NULL DEFAULT 'pending' CONSTRAINT customization_requests_status_check
                            CHECK (status IN ('pending', 'approved', 'rejected', 'replaced')),
    response                text NULL CONSTRAINT customization_requests_response_check CHECK (char_length(response) <= 4000),
    reviewed_by_id          bigint NULL REFERENCES users (id) ON DELETE SET NULL,
    reviewed_at             timestamptz NULL,
    replaced_by_id          bigint NULL REFERENCES customization_requests (id) ON DELETE SET NULL,
    configuration_revision  integer NOT NULL DEFAULT 1 CONSTRAINT customization_requests_configuration_revision_check CHECK (configuration_revision >= 1),
    price_snapshot          jsonb NULL,
    created_at              timestamptz NOT NULL DEFAULT now(),
    updated_at              timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT customization_requests_not_self_replaced_check CHECK (replaced_by_id <> id),
    -- rejecting requires a response (docs/product.md section 5)
    CONSTRAINT customization_requests_rejected_response_check
        CHECK (status <> 'rejected' OR (response IS NOT NULL AND char_length(btrim(response)) >= 1))
);
-- at most one pending request per configuration, also under concurrent sends
CREATE UNIQUE INDEX customization_requests_one_pending_per_configuration
    ON customization_requests (configuration_id) WHERE status = 'pending';
CREATE INDEX customization_requests_configuration_id_idx ON customization_requests (configuration_id, created_at DESC);
CREATE INDEX customization_requests_status_idx ON customization_requests (status, created_at DESC);
CREATE INDEX customization_requests_company_id_idx ON customization_requests (company_id, created_at DESC);
CREATE INDEX customization_requests_requester_id_idx ON customization_requests (requester_id, created_at DESC);
CREATE INDEX customization_requests_reviewed_by_id_idx ON customization_requests (reviewed_by_id);
CREATE INDEX customization_requests_replaced_by_id_idx ON customization_requests (replaced_by_id);
CREATE TRIGGER customization_requests_set_updated_at BEFORE UPDATE ON customization_requests
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Catalogue: attributes and their values, categories, types, models, parts, features and their
-- values, the links between them, and the per-company visibility filters.
-- Catalogue rows that something refers to are protected by ON DELETE RESTRICT (the API answers
-- 409 in_use); only rows that are wholly owned by their parent (link rows) cascade.

CREATE TABLE attributes (
    id          bigserial PRIMARY KEY,
    code        text NOT NULL CONSTRAINT attributes_code_key UNIQUE
                CONSTRAINT attributes_code_check CHECK (code ~ '^[A-Za-z0-9._-]{1,50}$'),
    name        text NOT NULL CONSTRAINT attributes_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 200),
    sort_order  integer NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER attributes_set_updated_at BEFORE UPDATE ON attributes
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE attribute_values (
    id            bigserial PRIMARY KEY,
    attribute_id  bigint NOT NULL REFERENCES attributes (id) ON DELETE RESTRICT,
    code          text NOT NULL CONSTRAINT attribute_values_code_check CHECK (code ~ '^[A-Za-z0-9._-]{1,50}$'),
    value         text NOT NULL CONSTRAINT attribute_values_value_check CHECK (char_length(btrim(value)) BETWEEN 1 AND 200),
    sort_order    integer NOT NULL DEFAULT 0,
    active        boolean NOT NULL DEFAULT true,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT attribute_values_attribute_id_code_key UNIQUE (attribute_id, code)
);
-- the unique (attribute_id, code) index also serves the attributeId list filter
CREATE TRIGGER attribute_values_set_updated_at BEFORE UPDATE ON attribute_values
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE product_categories (
    id           bigserial PRIMARY KEY,
    slug         text NOT NULL CONSTRAINT product_categories_slug_check CHECK (slug ~ '^[A-Za-z0-9_-]{1,100}$'),
    name         text NOT NULL CONSTRAINT product_categories_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 200),
    description  text NULL,
    image_url    text NULL CONSTRAINT product_categories_image_url_check CHECK (char_length(image_url) <= 2000),
    sort_order   integer NOT NULL DEFAULT 0,
    active       boolean NOT NULL DEFAULT true,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX product_categories_slug_key ON product_categories (lower(slug));
CREATE INDEX product_categories_sort_order_idx ON product_categories (sort_order, id);
CREATE TRIGGER product_categories_set_updated_at BEFORE UPDATE ON product_categories
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE product_types (
    id           bigserial PRIMARY KEY,
    category_id  bigint NOT NULL REFERENCES product_categories (id) ON DELETE RESTRICT,
    code         text NULL CONSTRAINT product_types_code_check CHECK (code ~ '^[A-Za-z0-9._-]{1,50}$'),
    name         text NOT NULL CONSTRAINT product_types_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 200),
    description  text NULL,
    image_url    text NULL CONSTRAINT product_types_image_url_check CHECK (char_length(image_url) <= 2000),
    sort_order   integer NOT NULL DEFAULT 0,
    active       boolean NOT NULL DEFAULT true,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    -- several types may have no code (NULLs are distinct)
    CONSTRAINT product_types_category_id_code_key UNIQUE (category_id, code)
);
CREATE INDEX product_types_category_id_idx ON product_types (category_id, sort_order);
CREATE TRIGGER product_types_set_updated_at BEFORE UPDATE ON product_types
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE product_models (
    id           bigserial PRIMARY KEY,
    type_id      bigint NOT NULL REFERENCES product_types (id) ON DELETE RESTRICT,
    code         text NOT NULL CONSTRAINT product_models_code_key UNIQUE
                 CONSTRAINT product_models_code_check CHECK (code ~ '^[A-Za-z0-9._-]{1,50}$'),
    name         text NOT NULL CONSTRAINT product_models_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 200),
    description  text NULL,
    image_url    text NULL CONSTRAINT product_models_image_url_check CHECK (char_length(image_url) <= 2000),
    base_price   bigint NOT NULL DEFAULT 0 CONSTRAINT product_models_base_price_check CHECK (base_price >= 0),
    sort_order   integer NOT NULL DEFAULT 0,
    active       boolean NOT NULL DEFAULT true,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_models_type_id_idx ON product_models (type_id, sort_order);
CREATE TRIGGER product_models_set_updated_at BEFORE UPDATE ON product_models
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE product_model_attribute_values (
    model_id            bigint NOT NULL REFERENCES product_models (id) ON DELETE CASCADE,
    attribute_value_id  bigint NOT NULL REFERENCES attribute_values (id) ON DELETE RESTRICT,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (model_id, attribute_value_id)
);
CREATE INDEX product_model_attribute_values_attribute_value_id_idx
    ON product_model_attribute_values (attribute_value_id);
CREATE TRIGGER product_model_attribute_values_set_updated_at BEFORE UPDATE ON product_model_attribute_values
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE product_parts (
    id           bigserial PRIMARY KEY,
    code         text NOT NULL CONSTRAINT product_parts_code_key UNIQUE
                 CONSTRAINT product_parts_code_check CHECK (code ~ '^[A-Za-z0-9._-]{1,50}$'),
    name         text NOT NULL CONSTRAINT product_parts_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 200),
    description  text NULL,
    image_url    text NULL CONSTRAINT product_parts_image_url_check CHECK (char_length(image_url) <= 2000),
    price        bigint NOT NULL DEFAULT 0 CONSTRAINT product_parts_price_check CHECK (price >= 0),
    sort_order   integer NOT NULL DEFAULT 0,
    active       boolean NOT NULL DEFAULT true,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER product_parts_set_updated_at BEFORE UPDATE ON product_parts
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE product_features (
    id            bigserial PRIMARY KEY,
    code          text NOT NULL CONSTRAINT product_features_code_key UNIQUE
                  CONSTRAINT product_features_code_check CHECK (code ~ '^[A-Za-z0-9._-]{1,50}$'),
    name          text NOT NULL CONSTRAINT product_features_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 200),
    description   text NULL,
    kind          text NOT NULL DEFAULT 'choice' CONSTRAINT product_features_kind_check CHECK (kind IN ('choice', 'numeric')),
    -- numeric features only: allowed range and step (integers, in numeric_unit, e.g. 'cm'),
    -- and the price in cents per unit
    numeric_min   integer NULL,
    numeric_max   integer NULL,
    numeric_step  integer NULL CONSTRAINT product_features_numeric_step_check CHECK (numeric_step >= 1),
    numeric_unit  text NULL CONSTRAINT product_features_numeric_unit_check CHECK (char_length(numeric_unit) BETWEEN 1 AND 20),
    unit_price    bigint NULL CONSTRAINT product_features_unit_price_check CHECK (unit_price >= 0),
    sort_order    integer NOT NULL DEFAULT 0,
    active        boolean NOT NULL DEFAULT true,
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT product_features_numeric_range_check CHECK (numeric_min <= numeric_max),
    CONSTRAINT product_features_numeric_complete_check CHECK (
        kind <> 'numeric'
        OR (numeric_min IS NOT NULL AND numeric_max IS NOT NULL AND numeric_step IS NOT NULL AND unit_price IS NOT NULL)
    )
);
CREATE TRIGGER product_features_set_updated_at BEFORE UPDATE ON product_features
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE product_feature_values (
    id           bigserial PRIMARY KEY,
    feature_id   bigint NOT NULL REFERENCES product_features (id) ON DELETE RESTRICT,
    code         text NOT NULL CONSTRAINT product_feature_values_code_check CHECK (code ~ '^[A-Za-z0-9._-]{1,50}$'),
    label        text NOT NULL CONSTRAINT product_feature_values_label_check CHECK (char_length(btrim(label)) BETWEEN 1 AND 200),
    price_delta  bigint NOT NULL DEFAULT 0,
    swatch       text NULL CONSTRAINT product_feature_values_swatch_check CHECK (swatch ~ '^#[0-9A-Fa-f]{6}$'),
    image_url    text NULL CONSTRAINT product_feature_values_image_url_check CHECK (char_length(image_url) <= 2000),
    sort_order   integer NOT NULL DEFAULT 0,
    active       boolean NOT NULL DEFAULT true,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT product_feature_values_feature_id_code_key UNIQUE (feature_id, code),
    -- target of the composite foreign key that keeps a chosen value inside its feature
    CONSTRAINT product_feature_values_id_feature_id_key UNIQUE (id, feature_id)
);
-- the unique (feature_id, code) index also serves the featureId list filter
CREATE TRIGGER product_feature_values_set_updated_at BEFORE UPDATE ON product_feature_values
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE product_part_features (
    part_id     bigint NOT NULL REFERENCES product_parts (id) ON DELETE CASCADE,
    feature_id  bigint NOT NULL REFERENCES product_features (id) ON DELETE RESTRICT,
    required    boolean NOT NULL DEFAULT true,
    sort_order  integer NOT NULL DEFAULT 0,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (part_id, feature_id)
);
CREATE INDEX product_part_features_feature_id_idx ON product_part_features (feature_id);
CREATE TRIGGER product_part_features_set_updated_at BEFORE UPDATE ON product_part_features
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE product_model_parts (
    id                bigserial PRIMARY KEY,
    model_id          bigint NOT NULL REFERENCES product_models (id) ON DELETE CASCADE,
    part_id           bigint NOT NULL REFERENCES product_parts (id) ON DELETE RESTRICT,
    required          boolean NOT NULL DEFAULT false,
    min_quantity      integer NOT NULL DEFAULT 0,
    max_quantity      integer NOT NULL DEFAULT 1,
    default_quantity  integer NOT NULL DEFAULT 0,
    sort_order        integer NOT NULL DEFAULT 0,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT product_model_parts_model_id_part_id_key UNIQUE (model_id, part_id),
    CONSTRAINT product_model_parts_quantity_check CHECK (
        0 <= min_quantity AND min_quantity <= default_quantity
        AND default_quantity <= max_quantity AND max_quantity >= 1
    ),
    -- a required part is always in, at its default quantity
    CONSTRAINT product_model_parts_required_check CHECK (NOT required OR default_quantity >= 1)
);
-- the unique (model_id, part_id) index also serves the modelId list filter
CREATE INDEX product_model_parts_part_id_idx ON product_model_parts (part_id);
CREATE TRIGGER product_model_parts_set_updated_at BEFORE UPDATE ON product_model_parts
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- entity_id points into the table named by entity_kind (product_categories, product_types,
-- product_models, product_parts, product_feature_values); a polymorphic reference cannot carry a
-- foreign key, so the application checks it and reports filters in in_use answers.
CREATE TABLE company_entity_filters (
    id           bigserial PRIMARY KEY,
    company_id   bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    entity_kind  text NOT NULL CONSTRAINT company_entity_filters_entity_kind_check
                 CHECK (entity_kind IN ('category', 'type', 'model', 'part', 'feature_value')),
    entity_id    bigint NOT NULL,
    mode         text NOT NULL CONSTRAINT company_entity_filters_mode_check CHECK (mode IN ('allow', 'deny')),
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT company_entity_filters_company_id_entity_kind_entity_id_key UNIQUE (company_id, entity_kind, entity_id)
);
-- the unique index also serves the companyId filter; this one finds the filters that hold an item
CREATE INDEX company_entity_filters_entity_idx ON company_entity_filters (entity_kind, entity_id);
CREATE TRIGGER company_entity_filters_set_updated_at BEFORE UPDATE ON company_entity_filters
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Configurator definitions: one category each; steps and rules live in `definition` (jsonb).

CREATE TABLE configurators (
    id            bigserial PRIMARY KEY,
    category_id   bigint NOT NULL REFERENCES product_categories (id) ON DELETE RESTRICT,
    name          text NOT NULL CONSTRAINT configurators_name_check CHECK (char_length(btrim(name)) BETWEEN 1 AND 200),
    description   text NULL,
    status        text NOT NULL DEFAULT 'draft' CONSTRAINT configurators_status_check CHECK (status IN ('draft', 'published', 'archived')),
    definition    jsonb NOT NULL DEFAULT '{"steps": [], "rules": []}'::jsonb
                  CONSTRAINT configurators_definition_check CHECK (jsonb_typeof(definition) = 'object'),
    published_at  timestamptz NULL,
    archived_at   timestamptz NULL,
    version       integer NOT NULL DEFAULT 1 CONSTRAINT configurators_version_check CHECK (version >= 1),
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);
-- at most one published configurator per category
CREATE UNIQUE INDEX configurators_one_published_per_category
    ON configurators (category_id) WHERE status = 'published';
CREATE INDEX configurators_category_id_idx ON configurators (category_id, status);
CREATE INDEX configurators_status_idx ON configurators (status);
CREATE TRIGGER configurators_set_updated_at BEFORE UPDATE ON configurators
    FOR EACH ROW EXECUTE FUNCTION set_updated_at();

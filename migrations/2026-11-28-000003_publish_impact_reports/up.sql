-- The publish dry runs an administrator ran, kept so that the impact can be opened again after the draft
-- changed or was published (issue 21). The report is the dry run's answer as it was; the last twenty per
-- configurator are kept (the store prunes older ones as it writes).
CREATE TABLE publish_impact_reports (
    id               bigserial PRIMARY KEY,
    configurator_id  bigint NOT NULL REFERENCES configurators (id) ON DELETE CASCADE,
    created_by       bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at       timestamptz NOT NULL DEFAULT now(),
    report           jsonb NOT NULL
);

CREATE INDEX publish_impact_reports_configurator ON publish_impact_reports (configurator_id, id DESC);

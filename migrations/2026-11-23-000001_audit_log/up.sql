-- The audit trail (docs/decisions/0010-audit-trail.md): one row per administrative write, inserted in the
-- write's own transaction. Rows are only ever inserted; who is kept as an id and as the name they had then,
-- so a row still reads right after the user is renamed. No foreign keys: the trail outlives what it names.

CREATE TABLE audit_log (
    id           bigserial PRIMARY KEY,
    created_at   timestamptz NOT NULL DEFAULT now(),
    user_id      bigint NOT NULL,
    user_name    text NOT NULL,
    action       text NOT NULL CONSTRAINT audit_log_action CHECK (action IN (
                     'create', 'update', 'delete', 'publish', 'archive', 'approve', 'reject', 'import')),
    entity_kind  text NOT NULL,
    entity_id    bigint NOT NULL,
    entity_name  text NOT NULL,
    -- [{field, before, after, redacted}]: values as the API writes them; a secret only as `redacted`.
    changes      jsonb NOT NULL DEFAULT '[]'
);

-- The screen's filters, each newest first: everything, one record, one user.
CREATE INDEX audit_log_newest ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_entity ON audit_log (entity_kind, entity_id, created_at DESC, id DESC);
CREATE INDEX audit_log_user ON audit_log (user_id, created_at DESC, id DESC);

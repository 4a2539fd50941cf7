-- Forgot-password calls waiting for the outbox worker. The request itself only inserts a row here, the
-- same for every email, so its answer time says nothing about which emails have an account; the worker
-- looks the email up and, for an active account, stores the token and queues the mail in the transaction
-- that deletes the row. not_before leases a row to the worker that took it (as mail_outbox's
-- next_attempt_at does), so server copies never answer one call twice.
CREATE TABLE password_reset_requests (
    id            bigserial PRIMARY KEY,
    email         text NOT NULL CONSTRAINT password_reset_requests_email_check CHECK (char_length(email) BETWEEN 3 AND 254),
    requested_at  timestamptz NOT NULL,
    not_before    timestamptz NOT NULL
);
CREATE INDEX password_reset_requests_not_before_idx ON password_reset_requests (not_before);

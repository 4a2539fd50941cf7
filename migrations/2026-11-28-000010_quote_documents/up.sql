-- Issued quotes (issue 26 item 2): a numbered document per issue, "PRV-2026-0042", kept with its PDF so the
-- same number always serves the same bytes. The sequence is gapless per year: issuing locks the year's
-- counter row, takes the next number and writes the quote in the same transaction (a failed issue rolls
-- the counter back with it).
CREATE TABLE quote_counters (
    year           integer PRIMARY KEY,
    last_sequence  integer NOT NULL CHECK (last_sequence >= 0)
);

CREATE TABLE issued_quotes (
    id                bigserial PRIMARY KEY,
    number            text NOT NULL UNIQUE,
    year              integer NOT NULL,
    sequence          integer NOT NULL CHECK (sequence >= 1),
    -- The configuration it was issued from; kept as a public id too, since the document outlives nothing
    -- it reads (a deleted configuration leaves its quotes unreachable but kept).
    configuration_id  bigint REFERENCES product_configurations (id) ON DELETE SET NULL,
    configuration_public_id text NOT NULL,
    revision          integer NOT NULL,
    issued_by         bigint REFERENCES users (id) ON DELETE SET NULL,
    issued_by_name    text NOT NULL,
    issued_at         timestamptz NOT NULL DEFAULT now(),
    valid_until       date NOT NULL,
    terms             text NOT NULL,
    -- The grand total in cents the document states.
    grand_total       bigint NOT NULL,
    file_name         text NOT NULL,
    pdf               bytea NOT NULL,
    sha256            text NOT NULL,
    UNIQUE (year, sequence)
);

CREATE INDEX issued_quotes_configuration ON issued_quotes (configuration_id, id DESC);

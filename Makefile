# The two commands: `make run` and `make test`. Everything a fresh machine lacks is installed here.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

# The private database (scripts/db.sh) unless DATABASE_URL points elsewhere.
WITH_DB = export DATABASE_URL="$${DATABASE_URL:-$$(scripts/db.sh start)}";
NPM = npm --prefix frontend --no-audit --no-fund

.PHONY: help run test lint bench soak e2e copies fuzz backup restore restore-drill test-rust test-frontend deps frontend-deps frontend-build db-stop clean

help:
	@echo "make run    start the product on http://127.0.0.1:8080 (database, migrations, demo data)"
	@echo "make test   the whole test suite (Rust, front-end unit, browser end-to-end, contract fuzzing)"
	@echo "make lint   rustfmt, clippy -D warnings, tsc, eslint, generated API types and schema.rs, hadolint"
	@echo "make bench  benchmarks (figures in docs/performance.md)"
	@echo "make soak   ten minutes of the dealer network's load, the server's memory every ten seconds"
	@echo "make backup                 pg_dump of make run's database into backups/ (BACKUP_DIR), with its row counts"
	@echo "make restore FILE=x.dump    into a new database (RESTORE_DB), checked against the dump's row counts"

deps:
	@scripts/ensure-tools.sh build

frontend-deps: deps
	@if [ ! -d frontend/node_modules ] || [ frontend/package-lock.json -nt frontend/node_modules/.package-lock.json ]; then \
		$(NPM) ci; fi

# Rebuilt when any source of the app is newer than the build.
frontend/dist/index.html: $(shell find frontend/src frontend/public -type f 2>/dev/null) frontend/package-lock.json frontend/webpack.config.js frontend/tsconfig.json
	@$(MAKE) --no-print-directory frontend-deps
	@$(NPM) run build

frontend-build: frontend/dist/index.html

run: deps frontend-build
	@cargo build --profile local -p server
	@$(WITH_DB) STATIC_DIR=frontend/dist exec target/local/server

test: test-rust test-frontend e2e copies restore-drill fuzz

test-rust: deps
	@$(WITH_DB) cargo test --workspace --all-targets

test-frontend: frontend-deps
	@$(NPM) run typecheck
	@$(NPM) test

e2e: deps frontend-build
	@scripts/ensure-tools.sh browser
	@cargo build -p server
	@$(WITH_DB) scripts/e2e.sh

# Two server copies on one database: the outbox, the rate limits and the catalogue cache are shared.
copies: deps
	@cargo build -p server
	@$(WITH_DB) scripts/copies.sh

# schemathesis against the server on its own database (scripts/fuzz.sh).
fuzz: deps
	@cargo build -p server
	@$(WITH_DB) scripts/fuzz.sh

# Backups (docs/operations.md "Backups and restore"): the database of make run, or DATABASE_URL's.
backup: deps
	@$(WITH_DB) scripts/backup.sh

restore: deps
	@$(WITH_DB) scripts/restore.sh "$(FILE)"

# A backup of a server's database with fresh writes, restored into a new database and compared table by table.
restore-drill: deps
	@cargo build -p server
	@$(WITH_DB) scripts/restore-drill.sh

lint: frontend-deps
	@cargo fmt --all -- --check
	@cargo clippy --workspace --all-targets -- -D warnings
	@$(NPM) run typecheck
	@$(NPM) run lint
	@$(NPM) run api-types -- --check
	@$(WITH_DB) scripts/schema.sh --check && scripts/schema-test.sh
	@hadolint=$$(scripts/ensure-tools.sh lint); if [ -n "$$hadolint" ]; then "$$hadolint" Dockerfile && echo "hadolint: Dockerfile clean"; fi

bench: frontend-build
	@$(NPM) run bundle-size
	@cargo bench -p domain --bench evaluation -- --warm-up-time 1 --measurement-time 3
	@scripts/ensure-tools.sh bench
	@scripts/ensure-tools.sh browser
	@$(WITH_DB) scripts/bench.sh
	@$(WITH_DB) scripts/bench/impact.sh

soak: frontend-build
	@scripts/ensure-tools.sh bench
	@$(WITH_DB) scripts/bench/network.sh soak 600

db-stop:
	@scripts/db.sh stop

clean: db-stop
	rm -rf target frontend/dist frontend/node_modules .data

#!/usr/bin/env bash
# crates/postgres/src/schema.rs is generated from migrations/ by diesel's CLI, as diesel.toml's
# [print_schema] says (scripts/ensure-tools.sh schema installs the CLI):
#   scripts/schema.sh                regenerate schema.rs (after adding or changing a migration)
#   scripts/schema.sh --check [FILE] exit 1, showing the difference, when schema.rs (or FILE) is not what
#                                    the migrations generate (make lint)
# Both run every migration on a throw-away database of their own, configuratore_schema_<pid>, created on
# DATABASE_URL's server and dropped whatever the outcome; nothing else there is read or written. Without
# DATABASE_URL that server is the private PostgreSQL under .data/ (scripts/db.sh), as for make.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

target=crates/postgres/src/schema.rs
check=false
case "${1:-}" in
  --check) check=true; compared="${2:-$target}" ;;
  "") ;;
  *) echo "usage: $0 [--check [FILE]]" >&2; exit 2 ;;
esac

diesel=$(scripts/ensure-tools.sh schema)
: "${DATABASE_URL:=$(scripts/db.sh start)}"
server_url="${DATABASE_URL%/*}"
database="configuratore_schema_$$"
work=$(mktemp -d)
psql_admin() { PGOPTIONS='-c client_min_messages=warning' psql "$server_url/postgres" -X -v ON_ERROR_STOP=1 -qtAc "$1"; }
finish() {
  local status=$?
  psql_admin "DROP DATABASE IF EXISTS $database WITH (FORCE)" || status=1
  rm -rf "$work"
  exit "$status"
}
trap finish EXIT
trap 'exit 130' INT TERM
psql_admin "CREATE DATABASE $database"

# Migrated with a configuration naming no schema file, so `migration run` does not write schema.rs itself:
# the schema is printed, with diesel.toml's options, only once every migration has run.
touch "$work/migrate-only.toml"
"$diesel" migration run --config-file "$work/migrate-only.toml" --migration-dir migrations \
  --database-url "$server_url/$database" >/dev/null
"$diesel" print-schema --database-url "$server_url/$database" >"$work/schema.rs"

if ! $check; then
  cp "$work/schema.rs" "$target"
  echo "wrote $target"
elif diff -u --label "$compared (committed)" --label "$compared (from the migrations)" \
    "$compared" "$work/schema.rs" >&2; then
  echo "$compared matches the migrations."
else
  echo "$compared differs from what the migrations generate (above): run scripts/schema.sh and commit it." >&2
  exit 1
fi

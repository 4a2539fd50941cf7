#!/usr/bin/env bash
# make lint: the schema check must fail on a stale schema.rs. A copy of the committed file with its first
# column left out (as if a migration had added it) must make `scripts/schema.sh --check` exit 1, show
# that column as the difference and say how to regenerate.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

stale=$(mktemp --suffix=.rs)
output=$(mktemp)
trap 'rm -f "$stale" "$output"' EXIT
column=$(grep -m 1 -E '^ +[a-z_]+ -> ' crates/postgres/src/schema.rs)
awk -v column="$column" '!dropped && $0 == column { dropped = 1; next } { print }' \
  crates/postgres/src/schema.rs >"$stale"

status=0
scripts/schema.sh --check "$stale" >"$output" 2>&1 || status=$?
fail() { echo "schema check test: $*" >&2; cat "$output" >&2; exit 1; }
[ "$status" = 1 ] || fail "a schema.rs without \`${column# *}\` passed the check (exit $status)"
grep -q -x -F -e "+$column" "$output" || fail "the difference does not show \`${column# *}\`"
grep -q "run scripts/schema.sh and commit it" "$output" || fail "the failure does not say how to regenerate"
echo "schema check test: a schema.rs missing one column fails the check."

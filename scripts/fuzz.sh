#!/usr/bin/env bash
# Contract fuzzing: schemathesis runs every operation of /api/openapi.json against the real server (debug
# build) on its own fresh database and port, once with a customer's token and once with an administrator's.
# It runs every check (`--checks all`; settings in scripts/schemathesis.toml): it fails on any 5xx, any
# status or header the document does not list, any answer whose content type or body differs from it, a
# schema-valid request refused as malformed, a schema-violating one accepted, and a method the document
# does not list answered otherwise than 405 with `Allow`. DATABASE_URL names the server the fuzz database is created on; the demo data
# of `make run` lives in another database and is never touched.
#   scripts/fuzz.sh [extra schemathesis options, e.g. --include-path-regex /api/productconf]
# FUZZ_MAX_EXAMPLES (default 50) bounds the cases per operation and phase; FUZZ_SEED repeats a run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

st=$(scripts/ensure-tools.sh fuzz)

source scripts/own-server.sh
own_server fuzz "${FUZZ_PORT:-8191}"
demo_password="${DEMO_PASSWORD:-Fuzz-Demo-Password-2026}"
log="$work/server.log"

# Generous login limits: a fuzzed login must not lock the demo accounts the run logs in with.
start_server target/debug/server DEMO_PASSWORD="$demo_password" BCRYPT_COST=4 OUTBOX_POLL_MS=60000 \
  LOGIN_MAX_PER_EMAIL_AND_CLIENT=1000000 LOGIN_MAX_PER_CLIENT=1000000 LOGIN_SLOWDOWN_AFTER=1000000
stop_server() {
  kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
  psql_admin "DROP DATABASE IF EXISTS $database WITH (FORCE)" || true
}
trap stop_server EXIT
wait_ready

token_of() {
  curl -fsS -X POST "$base_url/api/user/login" -H 'Content-Type: application/json' \
    -d "{\"email\":\"$1\",\"password\":\"$demo_password\"}" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])'
}

seed="${FUZZ_SEED:-$RANDOM$RANDOM}"
status=0
started=$SECONDS
# Run in the work folder: schemathesis and hypothesis keep their caches in the current directory.
fuzz() {
  (cd "$work" && "$st" --config-file "$root/scripts/schemathesis.toml" run "$base_url/api/openapi.json" --url "$base_url" \
    --header "Authorization: Bearer $token" \
    --checks all \
    --max-examples "${FUZZ_MAX_EXAMPLES:-50}" --seed "$seed" --workers 1 \
    --generation-database none --request-timeout 10 --no-color "$@" </dev/null) | tee -a "$work/schemathesis.log" ||
    status=1
}
# The customer first: the administrator's run may deactivate or edit the other demo users. Logout ends
# every session of the caller, so it runs alone, after the rest.
imports='^/api/[a-z]+/import$'
for role in customer admin; do
  token=$(token_of "$role@example.com")
  echo "== schemathesis as $role (seed $seed)"
  fuzz --exclude-path /api/user/logout --exclude-path-regex "$imports" --report junit --report-dir "$work/report-$role" "$@"
  # An import's body is the CSV file itself (`text/csv`). The negative phase "violates" its `string` schema
  # by sending an object, which goes on the wire as the text `{}`: a valid, if useless, file the dry run
  # reports on. Only an empty file breaks the schema (`minLength: 1`), and an API test checks its 400.
  echo "== schemathesis as $role: imports"
  fuzz --include-path-regex "$imports" --exclude-checks negative_data_rejection --report junit \
    --report-dir "$work/report-$role-imports" "$@"
  echo "== schemathesis as $role: logout"
  fuzz --include-path /api/user/logout --report junit --report-dir "$work/report-$role-logout" "$@"
done
# The figures of the run, and a closing line in the plain "N passed, N failed" form (operations x roles).
cases=$(grep -Eo '^ +[0-9]+ generated' "$work/schemathesis.log" | awk '{n += $1} END {print n + 0}')
python3 - "$work" "$cases" "$((SECONDS - started))" <<'PY'
import glob, sys, xml.etree.ElementTree as ET
work, cases, seconds = sys.argv[1], sys.argv[2], sys.argv[3]
tests = failed = 0
for report in glob.glob(f"{work}/report-*/junit-*.xml"):
    suites = ET.parse(report).getroot()
    tests += int(suites.get("tests", 0))
    failed += int(suites.get("failures", 0)) + int(suites.get("errors", 0))
print(f"fuzz: {tests} operation runs, {cases} cases in {seconds} s; reports in {work}")
print(f"fuzz: {tests - failed} passed, {failed} failed")
PY
if [ "$status" -ne 0 ]; then
  echo "fuzz: schemathesis found answers outside the contract (see above); server log $log" >&2
  # The database is kept for a look at what the failing cases wrote.
  trap 'kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null || true' EXIT
fi
exit "$status"

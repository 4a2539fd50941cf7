#!/usr/bin/env bash
# The restore drill (make restore-drill, part of make test): a backup is worth what its restore gives.
#   1. the debug server on a database of its own (configuratore_drill_<port>) with the demo data;
#   2. through the API with curl: the demo customer saves a configuration and sends a customization
#      request about it, the demo administrator approves it (revisions, mails in the outbox, an audit
#      entry: fresh rows in several tables);
#   3. the server stops; scripts/backup.sh dumps that database with its manifest, scripts/restore.sh
#      restores it into a new database (<that name>_restored) and checks the manifest's counts;
#   4. the drill compares the two databases itself: the same tables, every table's row count and the
#      md5 of all its rows (sorted, as text), every sequence's position, and the configuration's, the
#      request's and the audit entry's rows one by one.
# Both databases are dropped at the end, whatever the outcome; the server's log and the dump stay under
# .data/drill-<port>/ after a failure. DATABASE_URL names the PostgreSQL server to use; nothing else on
# it is read or written.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

source scripts/own-server.sh
own_server drill "${DRILL_PORT:-8391}"
restored="${database}_restored"
restored_url="$server_url/$restored"
demo_password="${DEMO_PASSWORD:-Drill-Demo-Password-2026}"
quiet_admin() { PGOPTIONS='-c client_min_messages=warning' psql_admin "$1"; } # no "does not exist, skipping"
quiet_admin "DROP DATABASE IF EXISTS $restored WITH (FORCE)"

server_pid=
finish() {
  local status=$?
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  quiet_admin "DROP DATABASE IF EXISTS $restored WITH (FORCE)" || status=1
  quiet_admin "DROP DATABASE IF EXISTS $database WITH (FORCE)" || status=1
  if [ "$status" = 0 ]; then
    rm -rf "$work"
  else
    echo "RESTORE DRILL FAILED (the server's log and the dump are in $work; both databases were dropped)" >&2
  fi
  exit "$status"
}
trap finish EXIT
trap 'exit 130' INT TERM # so that finish drops the databases then too

fail() { echo "restore drill: $*" >&2; exit 1; }
step() { echo "restore drill: $*" >&2; }

start_server target/debug/server DEMO_PASSWORD="$demo_password" BCRYPT_COST=4 OUTBOX_POLL_MS=200
wait_ready

api() { # api METHOD PATH TOKEN [JSON]: the answer's body; fails with the status and body unless 2xx
  local method=$1 path=$2 token=$3 body=${4:-} answer status
  local args=(-sS -X "$method" -H 'Content-Type: application/json' -w '\n%{http_code}')
  [ -n "$token" ] && args+=(-H "Authorization: Bearer $token")
  [ -n "$body" ] && args+=(--data "$body")
  answer=$(curl "${args[@]}" "$base_url$path") || fail "$method $path: no answer"
  status=${answer##*$'\n'}
  answer=${answer%$'\n'*}
  [[ $status == 2* ]] || fail "$method $path answered $status: $answer"
  printf '%s' "$answer"
}
login() { api POST /api/user/login "" "$(jq -nc --arg email "$1" --arg password "$demo_password" '{$email, $password}')" | jq -er .token; }

customer=$(login customer@example.com)
admin=$(login admin@example.com)

# A new configuration with the draft of one of the customer's finished demo configurations.
list=$(api GET "/api/productconf?pageSize=100" "$customer")
source_id=$(jq -er '[.items[] | select(.complete and .valid)][0].publicId' <<<"$list") \
  || fail "the demo customer has no finished configuration: $list"
detail=$(api GET "/api/productconf/$source_id" "$customer")
name="Drill $(date -u +%Y-%m-%dT%H:%M:%SZ)"
created=$(api POST /api/productconf "$customer" "$(jq -c --arg name "$name" \
  '{configuratorId, name: $name, notes: "Saved by the restore drill.", customerId, draft}' <<<"$detail")")
configuration=$(jq -er .publicId <<<"$created")
jq -e '.complete and .valid' <<<"$created" >/dev/null || fail "the drill's configuration is not finished: $created"
request=$(api POST /api/customizationrequest "$customer" \
  "$(jq -nc --arg id "$configuration" '{configurationId: $id, message: "Restore drill: please approve."}')")
request_id=$(jq -er .id <<<"$request")
api POST "/api/customizationrequest/$request_id/approve" "$admin" '{"response": "Approved by the restore drill."}' >/dev/null
step "saved configuration $configuration, sent and approved request $request_id"

# Nothing writes once the server is stopped: the source stays as it was backed up, to compare with.
kill "$server_pid"
wait "$server_pid" 2>/dev/null || true
server_pid=

q() { psql "$1" -X -v ON_ERROR_STOP=1 -qtA -F ' ' -c "$2"; }
audit_rows="SELECT a.id FROM audit_log a WHERE a.entity_kind = 'customizationrequest' AND a.entity_id = $request_id"
[ -n "$(q "$database_url" "SELECT 1 FROM product_configurations WHERE public_id = '$configuration'")" ] \
  || fail "the configuration $configuration is not in the source database"
[ -n "$(q "$database_url" "$audit_rows")" ] || fail "the approval wrote no audit entry about request $request_id"

dump=$(DATABASE_URL="$database_url" BACKUP_DIR="$work/backups" scripts/backup.sh)
DATABASE_URL="$database_url" RESTORE_DB="$restored" scripts/restore.sh "$dump" >/dev/null

# Every table of the source, the restored side compared with the same statement: rows and their md5.
tables=$(q "$database_url" "SELECT format('%I.%I', n.nspname, c.relname) FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\_%' ORDER BY 1")
[ -n "$tables" ] || fail "the source database has no tables"
fingerprint_sql=$(while read -r table; do
  printf "SELECT '%s', count(*), md5(coalesce(string_agg(t::text, E'\\\\n' ORDER BY t::text COLLATE \"C\"), '')) FROM %s t\nUNION ALL " \
    "$table" "$table"
done <<<"$tables")
fingerprint_sql="${fingerprint_sql%UNION ALL } ORDER BY 1"
tables_of() { q "$1" "SELECT format('%I.%I', n.nspname, c.relname) FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
  AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\_%' ORDER BY 1"; }
sequences="SELECT schemaname || '.' || sequencename, coalesce(last_value, 0) FROM pg_sequences ORDER BY 1"

[ "$(tables_of "$restored_url")" = "$tables" ] \
  || fail "the restored database's tables differ: $(diff <(echo "$tables") <(tables_of "$restored_url") || true)"
source_prints=$(q "$database_url" "$fingerprint_sql")
restored_prints=$(q "$restored_url" "$fingerprint_sql")
if [ "$source_prints" != "$restored_prints" ]; then
  fail "tables differ between the source and the restored database (table, rows, md5 of its rows):
$(diff <(echo "$source_prints") <(echo "$restored_prints") || true)"
fi
[ "$(q "$database_url" "$sequences")" = "$(q "$restored_url" "$sequences")" ] \
  || fail "sequences differ: $(diff <(q "$database_url" "$sequences") <(q "$restored_url" "$sequences") || true)"

# The drill's own rows, one by one: present on both sides and byte-equal.
same_rows() { # same_rows WHAT SQL (selecting the rows t of one table)
  local sql="SELECT count(*), md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE \"C\"), '')) FROM ($2) t"
  local before after
  before=$(q "$database_url" "$sql")
  after=$(q "$restored_url" "$sql")
  [ "${before%% *}" != 0 ] || fail "$1: no rows in the source database"
  [ "$before" = "$after" ] || fail "$1 differs: source $before, restored $after (rows, md5)"
  step "  $1: ${before%% *} row(s), md5 ${before#* } on both sides"
}
configuration_row="SELECT * FROM product_configurations WHERE public_id = '$configuration'"
of_configuration="configuration_id = (SELECT id FROM product_configurations WHERE public_id = '$configuration')"
same_rows "the configuration" "$configuration_row"
same_rows "its revisions" "SELECT * FROM product_configuration_revisions WHERE $of_configuration"
same_rows "its parts" "SELECT * FROM product_configuration_parts WHERE $of_configuration"
same_rows "the request" "SELECT * FROM customization_requests WHERE id = $request_id"
same_rows "the approval's audit entry" "SELECT * FROM audit_log WHERE id IN ($audit_rows)"

count=$(wc -l <<<"$tables")
rows=$(awk '{ sum += $2 } END { print sum }' <<<"$source_prints")
step "passed: $count tables, $rows rows, every table's rows and every sequence equal in the restored database"

#!/usr/bin/env bash
# A consistent backup of the database DATABASE_URL names (make backup: the one make run uses):
#   BACKUP_DIR/<UTC timestamp>.dump       pg_dump's custom format (-Fc), for scripts/restore.sh
#   BACKUP_DIR/<UTC timestamp>.manifest   every table's exact row count at the same instant (TSV)
# BACKUP_DIR defaults to backups/ of the checkout. The last line printed is the dump's path.
#
# The same instant: a psql session opens a REPEATABLE READ, READ ONLY transaction and exports its
# snapshot (pg_export_snapshot); pg_dump runs with --snapshot=<that id>, so it reads exactly what that
# transaction sees, and the manifest's counts are then taken inside that same transaction. Rows written
# meanwhile by a running server are in neither, so the counts are those of the dump, exactly.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
: "${DATABASE_URL:?must name the database to back up}"
backup_dir="${BACKUP_DIR:-$root/backups}"

die() { echo "backup failed: $*" >&2; exit 1; }
psql_db() { psql "$DATABASE_URL" -X -v ON_ERROR_STOP=1 -qtAc "$1"; }

source "$root/scripts/pg-tool.sh"
pg_dump=$(pg_tool "$DATABASE_URL" pg_dump)

# Every table the dump holds: ordinary and partitioned tables outside the system schemas. The count is
# run through query_to_xml so that one statement counts every table, inside the caller's transaction.
# shellcheck disable=SC2016 # $-quoting is SQL's, not the shell's
counts_sql='SELECT format($$%I.%I$$, n.nspname, c.relname),
  (xpath($$/row/n/text()$$, query_to_xml(format($$SELECT count(*) AS n FROM %I.%I$$, n.nspname, c.relname), false, true, $$$$)))[1]::text
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ($$r$$, $$p$$) AND c.relispartition IS FALSE
  AND n.nspname NOT IN ($$pg_catalog$$, $$information_schema$$) AND n.nspname NOT LIKE $$pg\_%$$
ORDER BY 1;'

(umask 077 && mkdir -p "$backup_dir")
stamp=$(date -u +%Y%m%dT%H%M%SZ)
dump="$backup_dir/$stamp.dump"
manifest="$backup_dir/$stamp.manifest"
[ ! -e "$dump" ] && [ ! -e "$manifest" ] || die "$dump already exists"
# Written aside and renamed at the end: a dump or manifest under its final name is always complete.
partial="$backup_dir/.$stamp.partial"
trap 'rm -f "$partial.dump" "$partial.manifest"' EXIT

# The session holding the snapshot: psql reading statements from a pipe, answering on another.
coproc SNAPSHOT { psql "$DATABASE_URL" -X -qAt -F $'\t' -v ON_ERROR_STOP=1; }
holder_pid=$SNAPSHOT_PID
ask() { # ask SQL: sends SQL, then prints the answer's lines up to a marker (fails when psql died)
  local line
  printf '%s\n\\echo __done__\n' "$1" >&"${SNAPSHOT[1]}"
  while IFS= read -r line <&"${SNAPSHOT[0]}"; do
    [ "$line" = __done__ ] && return 0
    printf '%s\n' "$line"
  done
  return 1
}
snapshot=$(ask "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY; SELECT pg_export_snapshot();") \
  || die "could not open the snapshot's transaction"
[ -n "$snapshot" ] || die "no snapshot exported"

# Owner-only: the dump holds password hashes and everything else of the database.
umask 077
"$pg_dump" --format=custom --snapshot="$snapshot" --file="$partial.dump" "$DATABASE_URL" \
  || die "pg_dump failed"
counts=$(ask "$counts_sql") || die "counting the rows in the snapshot failed"
ask "COMMIT;" >/dev/null || true
exec {SNAPSHOT[1]}>&-
wait "$holder_pid" 2>/dev/null || true
[ -n "$counts" ] || die "the database has no tables"

{
  printf '# dump\t%s\n' "$stamp.dump"
  printf '# database\t%s\n' "$(psql_db 'SELECT current_database()')"
  printf '# server\tPostgreSQL %s\n' "$(psql_db 'SHOW server_version')"
  printf '# snapshot\t%s (exported; pg_dump and these counts read it)\n' "$snapshot"
  printf '# taken\t%s\n' "$stamp"
  printf '# table\trows\n'
  printf '%s\n' "$counts"
} >"$partial.manifest"
mv "$partial.dump" "$dump"
mv "$partial.manifest" "$manifest"

tables=$(grep -vc '^#' "$manifest")
rows=$(awk -F'\t' '!/^#/ { sum += $2 } END { print sum + 0 }' "$manifest")
echo "backup: $tables tables, $rows rows, $(du -h "$dump" | cut -f1) (manifest: $manifest)" >&2
echo "$dump"

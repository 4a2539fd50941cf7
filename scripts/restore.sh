#!/usr/bin/env bash
# Restores a dump of scripts/backup.sh into a NEW database and checks it against the dump's manifest.
#   scripts/restore.sh FILE.dump      (make restore FILE=...)
# The database is created on the PostgreSQL server of DATABASE_URL (its database part is ignored),
# named RESTORE_DB, by default configuratore_restore_<the file's name>. An existing database is never
# touched: the restore refuses to start. pg_restore --no-owner --exit-on-error, then every table's row
# count must equal the manifest's (FILE with .manifest for .dump); any difference, a table missing or
# one more fails with the list of differences. The last line printed is the restored database's URL.
# A restore that fails midway drops the half-restored database; one whose counts differ keeps it for a
# look (its name is printed).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

die() { echo "RESTORE FAILED: $*" >&2; exit 1; }
file="${1:-${FILE:-}}"
[ -n "$file" ] || die "usage: scripts/restore.sh FILE.dump (make restore FILE=backups/....dump)"
[ -f "$file" ] || die "$file: no such file"
manifest="${file%.dump}.manifest"
[ -f "$manifest" ] || die "$manifest: the dump's manifest is missing (made by scripts/backup.sh beside the dump)"
: "${DATABASE_URL:?must name a database of the PostgreSQL server to restore onto}"

base=$(basename "$file" .dump)
database="${RESTORE_DB:-configuratore_restore_$(tr -c 'a-zA-Z0-9\n' _ <<<"$base" | tr 'A-Z' 'a-z')}"
[[ "$database" =~ ^[a-z_][a-z0-9_]{0,62}$ ]] \
  || die "RESTORE_DB '$database': use lower-case letters, digits and _ (at most 63)"
server_url="${DATABASE_URL%/*}"
target_url="$server_url/$database"
psql_admin() { psql "$server_url/postgres" -X -v ON_ERROR_STOP=1 -qtAc "$1"; }

source "$root/scripts/pg-tool.sh"
pg_restore=$(pg_tool "$server_url/postgres" pg_restore)
"$pg_restore" --list "$file" >/dev/null || die "$file is not a dump pg_restore can read"

# Refuse rather than overwrite: CREATE DATABASE itself fails on an existing name, so a database created
# by someone else between the check and the creation is not touched either.
if [ -n "$(psql_admin "SELECT 1 FROM pg_database WHERE datname = '$database'")" ]; then
  die "the database $database exists already; it is not overwritten. Choose another name: RESTORE_DB=..."
fi
psql_admin "CREATE DATABASE $database TEMPLATE template0" || die "could not create the database $database"
echo "restore: $file into the new database $database ..." >&2
if ! "$pg_restore" --no-owner --exit-on-error --dbname="$target_url" "$file"; then
  psql_admin "DROP DATABASE IF EXISTS $database" || true
  die "pg_restore stopped at the error above; the half-restored database $database was dropped"
fi

# The same query as the manifest's (scripts/backup.sh).
# shellcheck disable=SC2016 # $-quoting is SQL's, not the shell's
counts_sql='SELECT format($$%I.%I$$, n.nspname, c.relname),
  (xpath($$/row/n/text()$$, query_to_xml(format($$SELECT count(*) AS n FROM %I.%I$$, n.nspname, c.relname), false, true, $$$$)))[1]::text
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE c.relkind IN ($$r$$, $$p$$) AND c.relispartition IS FALSE
  AND n.nspname NOT IN ($$pg_catalog$$, $$information_schema$$) AND n.nspname NOT LIKE $$pg\_%$$
ORDER BY 1;'
restored=$(psql "$target_url" -X -v ON_ERROR_STOP=1 -qtA -F $'\t' -c "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY" \
  -c "$counts_sql" -c "COMMIT") || die "counting the restored rows failed (the database $database is kept)"

# Every table of either side, with its count on each (- when absent), the differing ones listed.
differences=$(awk -F'\t' '
  FNR == NR { if ($0 !~ /^#/ && NF == 2) { expected[$1] = $2; seen[$1] = 1 }; next }
  NF == 2 { got[$1] = $2; seen[$1] = 1 }
  END {
    for (t in seen) {
      e = (t in expected) ? expected[t] : "-"; g = (t in got) ? got[t] : "-"
      if (e != g) printf "  %-45s manifest %s, restored %s\n", t, e, g
    }
  }' "$manifest" <(printf '%s\n' "$restored") | sort)
tables=$(grep -vc '^#' "$manifest" || true)
rows=$(awk -F'\t' '!/^#/ { sum += $2 } END { print sum + 0 }' "$manifest")
if [ -n "$differences" ]; then
  {
    echo "RESTORE CHECK FAILED: the restored database $database differs from the manifest $manifest:"
    echo "$differences"
    echo "The database $database is kept for a look; drop it with: psql $server_url/postgres -c 'DROP DATABASE $database'"
  } >&2
  exit 1
fi
echo "restore: checked $tables tables, $rows rows: every count equals the manifest" >&2
echo "$target_url"

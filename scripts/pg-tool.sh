# Sourced by scripts/backup.sh and scripts/restore.sh, which define `die`.
# `pg_tool URL NAME` prints the path of the PostgreSQL client tool NAME of the major version of the server
# URL names, or stops with `die`. Debian keeps every installed major under /usr/lib/postgresql/N/bin. An
# older pg_dump refuses a newer server, and a newer one may write what an older pg_restore cannot read.
pg_tool() {
  local url=$1 tool=$2 server_major path major
  command -v psql >/dev/null 2>&1 || die "psql not found (Debian/Ubuntu: apt-get install postgresql-client)"
  server_major=$(psql "$url" -X -v ON_ERROR_STOP=1 -qtAc "SELECT current_setting('server_version_num')::int / 10000") \
    || die "cannot connect to the PostgreSQL server of DATABASE_URL"
  for path in "/usr/lib/postgresql/$server_major/bin/$tool" "$(command -v "$tool" || true)"; do
    [ -n "$path" ] && [ -x "$path" ] || continue
    major=$("$path" --version | sed -E 's/.* ([0-9]+)(\.[0-9]+)?.*/\1/')
    if [ "$major" = "$server_major" ]; then echo "$path"; return; fi
  done
  die "no $tool of PostgreSQL $server_major, the server's major (Debian/Ubuntu: apt-get install postgresql-client-$server_major)"
}

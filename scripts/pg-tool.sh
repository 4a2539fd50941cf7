# Sourced by scripts/backup.sh and scripts/restore.sh: `pg_tool NAME` prints the path of the PostgreSQL
# client tool NAME of the server's major ($server_major), or stops with `die`. Debian keeps every installed
# major under /usr/lib/postgresql/N/bin. An older pg_dump refuses a newer server, and a newer one may write
# what an older pg_restore cannot read.
pg_tool() {
  local tool=$1 path major
  for path in "/usr/lib/postgresql/$server_major/bin/$tool" "$(command -v "$tool" || true)"; do
    [ -n "$path" ] && [ -x "$path" ] || continue
    major=$("$path" --version | sed -E 's/.* ([0-9]+)(\.[0-9]+)?.*/\1/')
    if [ "$major" = "$server_major" ]; then echo "$path"; return; fi
  done
  die "no $tool of PostgreSQL $server_major, the server's major (Debian/Ubuntu: apt-get install postgresql-client-$server_major)"
}

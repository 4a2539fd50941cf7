#!/usr/bin/env bash
# The private PostgreSQL under .data/ used when DATABASE_URL is not set.
#   scripts/db.sh start   starts it if needed (initialising it the first time) and prints its URL
#   scripts/db.sh stop    stops it
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/.data"
pgdata="$data/pg"
logdir="$data/pg-log"
port_file="$data/pg-port"
database="${PRIVATE_PG_DATABASE:-configuratore}"

log() { echo "$@" >&2; }

find_bin() {
  local dir
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return
  fi
  # Debian keeps the server binaries off PATH.
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

bin=$(find_bin || true)
if [ -z "$bin" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "PostgreSQL server not found: installing the Debian package 'postgresql'..."
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
    bin=$(find_bin || true)
  fi
  if [ -z "$bin" ]; then
    log "PostgreSQL's initdb and pg_ctl were not found. Install the package 'postgresql'"
    log "(Debian/Ubuntu: sudo apt-get install postgresql), or set DATABASE_URL to a server you have."
    exit 1
  fi
fi

# initdb and postgres refuse to run as root: run them as the postgres system user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The port is chosen once, when the cluster is created, and kept: the first free one from 54329, so
# several checkouts on one machine each get their own.
if [ -s "$port_file" ]; then
  port=$(cat "$port_file")
else
  port="${PRIVATE_PG_PORT:-54329}"
  while port_in_use "$port"; do port=$((port + 1)); done
fi
url="postgres://postgres@127.0.0.1:$port/$database"

case "${1:-start}" in
  start)
    # Owner-only: .data/ also holds the development JWT secret, the demo password and the mails. As
    # root, others may pass through (never list) so the postgres user reaches its cluster.
    (umask 077 && mkdir -p "$data")
    if [ "$(id -u)" = 0 ]; then chmod 711 "$data"; else chmod 700 "$data"; fi
    if [ ! -s "$pgdata/PG_VERSION" ]; then
      log "Initialising a private PostgreSQL in $pgdata ..."
      (umask 077 && mkdir -p "$pgdata" "$logdir")
      if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$pgdata" "$logdir"; chmod 700 "$pgdata"; fi
      as_owner "$bin/initdb" -D "$pgdata" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
      echo "$port" > "$port_file"
    fi
    [ -s "$port_file" ] || echo "$port" > "$port_file"
    if ! as_owner "$bin/pg_ctl" -D "$pgdata" status >/dev/null 2>&1; then
      as_owner "$bin/pg_ctl" -D "$pgdata" -l "$logdir/server.log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories='' -c max_connections=300" \
        start >/dev/null
    fi
    if ! "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -tAc \
        "SELECT 1 FROM pg_database WHERE datname = '$database'" | grep -q 1; then
      "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres "$database"
    fi
    echo "$url"
    ;;
  stop)
    [ -s "$pgdata/PG_VERSION" ] && as_owner "$bin/pg_ctl" -D "$pgdata" -m fast stop >/dev/null || true
    ;;
  bin)
    echo "$bin"
    ;;
  *)
    log "usage: $0 start|stop|bin"; exit 2
    ;;
esac

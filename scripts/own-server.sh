# Sourced by e2e.sh, fuzz.sh, copies.sh and bench/network.sh: one of our servers on its own fresh database and a free port,
# never a server or the data of `make run` or of another checkout.
#   own_server NAME FIRST_PORT   sets port, base_url, server_url, database, database_url and work (.data/NAME-port)
#   start_server BINARY [VAR=value ...]   starts it there in the background (server_pid), its log in $work
#   wait_ready [TRIES]   until /readyz answers; shows the log and fails when the server dies first

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
psql_admin() { psql "$server_url/postgres" -v ON_ERROR_STOP=1 -qtAc "$1"; }

own_server() {
  : "${DATABASE_URL:?must name a database of the PostgreSQL server to use}"
  port=$2
  while port_in_use "$port"; do port=$((port + 1)); done
  base_url="http://127.0.0.1:$port"
  server_url="${DATABASE_URL%/*}"
  database="configuratore_$1_$port"
  database_url="$server_url/$database"
  work="$root/.data/$1-$port"
  psql_admin "DROP DATABASE IF EXISTS $database WITH (FORCE)"
  psql_admin "CREATE DATABASE $database"
  rm -rf "$work" && mkdir -p -m 700 "$work/mail"
}

start_server() {
  local binary=$1
  shift
  env DATABASE_URL="$database_url" BIND_ADDRESS="127.0.0.1:$port" APP_BASE_URL="$base_url" \
    STATIC_DIR=frontend/dist MAIL_TRANSPORT=folder MAIL_DIR="$work/mail" DATA_DIR="$work" RUST_LOG=warn \
    "$@" "$binary" >"$work/server.log" 2>&1 &
  server_pid=$!
}

wait_ready() {
  for _ in $(seq 1 "${1:-100}"); do
    curl -fs "$base_url/readyz" >/dev/null 2>&1 && return 0
    kill -0 "$server_pid" 2>/dev/null || { echo "the server did not start:" >&2; cat "$work/server.log" >&2; exit 1; }
    sleep 0.2
  done
  curl -fs "$base_url/readyz" >/dev/null || { echo "the server is not ready:" >&2; cat "$work/server.log" >&2; exit 1; }
}

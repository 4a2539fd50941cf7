#!/usr/bin/env bash
# Browser end-to-end tests: the real server (debug build) on its own fresh database and port, the
# built app, headless Chromium. DATABASE_URL names the server the e2e database is created on.
#   scripts/e2e.sh [frontend/e2e/some.test.mjs ...]   (default: every e2e test)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# A free port, so a server already listening (another checkout's tests) is never tested by mistake.
port="${E2E_PORT:-8091}"
while port_in_use "$port"; do port=$((port + 1)); done
base_url="http://127.0.0.1:$port"
server_url="${DATABASE_URL%/*}"
database="configuratore_e2e_$port"
mail_dir="$root/.data/e2e-$port/mail"
demo_password="${DEMO_PASSWORD:-E2e-Demo-Password-2026}"
log="$root/.data/e2e-$port/server.log"

psql_admin() { psql "$server_url/postgres" -v ON_ERROR_STOP=1 -qtAc "$1"; }
psql_admin "DROP DATABASE IF EXISTS $database WITH (FORCE)"
psql_admin "CREATE DATABASE $database"
rm -rf "$root/.data/e2e-$port" && mkdir -p "$mail_dir"

DATABASE_URL="$server_url/$database" BIND_ADDRESS="127.0.0.1:$port" APP_BASE_URL="$base_url" \
  STATIC_DIR=frontend/dist MAIL_TRANSPORT=folder MAIL_DIR="$mail_dir" DEMO_PASSWORD="$demo_password" \
  DATA_DIR="$root/.data/e2e-$port" BCRYPT_COST=10 OUTBOX_POLL_MS=200 RUST_LOG=warn \
  target/debug/server >"$log" 2>&1 &
server_pid=$!
trap 'kill $server_pid 2>/dev/null; wait $server_pid 2>/dev/null || true' EXIT

for _ in $(seq 1 100); do
  curl -fs "$base_url/readyz" >/dev/null 2>&1 && break
  kill -0 $server_pid 2>/dev/null || { echo "the server did not start:" >&2; cat "$log" >&2; exit 1; }
  sleep 0.2
done

tests=("$@")
[ ${#tests[@]} -gt 0 ] || tests=(frontend/e2e/*.test.mjs)
E2E_BASE_URL="$base_url" E2E_MAIL_DIR="$mail_dir" DEMO_PASSWORD="$demo_password" \
  node --test --test-concurrency=1 "${tests[@]}"

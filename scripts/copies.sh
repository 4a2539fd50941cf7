#!/usr/bin/env bash
# Two server copies on one database, as behind a load balancer (docs/operations.md "Several copies"):
# the debug build twice, on its own fresh database and two free ports, each with its own mail folder,
# then scripts/copies/copies.test.mjs checks that what must be shared is shared: the outbox sends a mail
# once, a login rate limit reached through one copy holds on the other, and a catalogue change or a
# configuration saved through one copy is served by the other's next read. DATABASE_URL names the PostgreSQL server to use.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

source scripts/own-server.sh
own_server copies "${COPIES_PORT:-8291}"
demo_password="${DEMO_PASSWORD:-Copies-Demo-Password-2026}"
copy() { # copy NAME: starts one copy on $port with its own mail folder
  mkdir -p -m 700 "$work/mail-$1"
  start_server target/debug/server DEMO_PASSWORD="$demo_password" BCRYPT_COST=4 OUTBOX_POLL_MS=100 \
    MAIL_DIR="$work/mail-$1"
  wait_ready
}

copy a
first_pid=$server_pid first_url=$base_url
trap 'kill $first_pid ${server_pid:-} 2>/dev/null; wait $first_pid ${server_pid:-} 2>/dev/null || true' EXIT
port=$((port + 1))
while port_in_use "$port"; do port=$((port + 1)); done
base_url="http://127.0.0.1:$port"
copy b

COPY_A="$first_url" COPY_B="$base_url" MAIL_A="$work/mail-a" MAIL_B="$work/mail-b" \
  DEMO_PASSWORD="$demo_password" node --test --test-concurrency=1 scripts/copies/copies.test.mjs

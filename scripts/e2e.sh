#!/usr/bin/env bash
# Browser end-to-end tests: the real server (debug build) on its own fresh database and port, the
# built app, headless Chromium. DATABASE_URL names the server the e2e database is created on.
#   scripts/e2e.sh [frontend/e2e/some.test.mjs ...]   (default: every e2e test)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

source scripts/own-server.sh
own_server e2e "${E2E_PORT:-8091}"
mail_dir="$work/mail"
demo_password="${DEMO_PASSWORD:-E2e-Demo-Password-2026}"

start_server target/debug/server DEMO_PASSWORD="$demo_password" BCRYPT_COST=10 OUTBOX_POLL_MS=200
trap 'kill $server_pid 2>/dev/null; wait $server_pid 2>/dev/null || true' EXIT
wait_ready

tests=("$@")
[ ${#tests[@]} -gt 0 ] || tests=(frontend/e2e/*.test.mjs)
E2E_BASE_URL="$base_url" E2E_MAIL_DIR="$mail_dir" DEMO_PASSWORD="$demo_password" \
  node --test --test-concurrency=1 "${tests[@]}"

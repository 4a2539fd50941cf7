#!/usr/bin/env bash
# Browser end-to-end tests (@playwright/test, frontend/playwright.config.ts): the real server (debug build)
# on its own fresh database and port, the built app, the system's headless Chromium.
# DATABASE_URL names the server the e2e database is created on.
#   scripts/e2e.sh [frontend/e2e/some.test.mjs[:line] ...] [playwright options, e.g. --project=phone]
#   (default: every e2e test, in both projects)
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

# Test files are named from the repository's root (as before); playwright, run from frontend/, gets them
# as absolute paths. Other arguments (options, title filters) pass as they are.
args=()
for arg in "$@"; do
  file=${arg%%:*}
  case "$arg" in
    /*) args+=("$arg") ;;
    *) if [ -f "$file" ]; then args+=("$root/$arg"); else args+=("$arg"); fi ;;
  esac
done
cd frontend
status=0
E2E_BASE_URL="$base_url" E2E_MAIL_DIR="$mail_dir" DEMO_PASSWORD="$demo_password" \
  npx --no-install playwright test ${args[@]+"${args[@]}"} || status=$?
if ! kill -0 "$server_pid" 2>/dev/null; then
  echo "e2e: the server (pid $server_pid) stopped during the tests; the end of its log, $work/server.log:" >&2
  tail -n 20 "$work/server.log" >&2
  status=1
fi
exit "$status"

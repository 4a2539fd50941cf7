#!/usr/bin/env bash
# A dealer network's load (issue 22; targets and figures in docs/performance.md): the
# release server on its own database (`configuratore_network_<port>`, scripts/own-server.sh) with the demo
# data and ten companies, each with a customer manager and ten customers saving twenty configurations
# each, and an account manager of three of them (scripts/bench/network-seed.sql,
# scripts/bench/network.mjs). Every request goes as the next of those 111 callers (scripts/bench/wrk.lua
# with BENCH_TOKENS), as browsers ask (gzip).
#   scripts/bench/network.sh          the list without writes, the list and the wizard's click while ten
#                                     configurations a second are saved across the network, saves alone at
#                                     32 connections, and the list with no page kept (KEPT_LIST_PAGES_MB=0)
#                                     against pgbench on that answer's SQL (scripts/bench/list-cold.sql)
#   scripts/bench/network.sh soak [S] the list under the same writes for S seconds (600), the server's
#                                     resident memory every ten seconds
# BENCH_SECONDS (15) and BENCH_WARMUP (3) per phase. Exits nonzero when a request failed, never for a
# missed target (it says "no").
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"

mode="${1:-bench}"
soak_seconds="${2:-600}"
seconds="${BENCH_SECONDS:-15}"
warmup="${BENCH_WARMUP:-3}"
connections=32
writes_per_second=10
slug=divani
password=Network-Demo-Password-2026

# shellcheck source=../own-server.sh
source scripts/own-server.sh
cargo build --release -p server
own_server network "${NETWORK_PORT:-8391}"
psql_network() { psql "$database_url" -v ON_ERROR_STOP=1 -qtA "$@"; }

# start_network_server [VAR=value...]: logins are not measured here (bcrypt at its lowest cost, no lockout
# in the way of 111 logins).
start_network_server() {
  start_server target/release/server DEMO_PASSWORD="$password" BCRYPT_COST=4 LOGIN_MAX_PER_EMAIL_AND_CLIENT=1000000 \
    LOGIN_MAX_PER_CLIENT=1000000 LOGIN_SLOWDOWN_AFTER=1000000 "$@"
  wait_ready 150
}
server_pid=
writer_pid=
trap 'kill $server_pid $writer_pid 2>/dev/null; wait $server_pid 2>/dev/null || true' EXIT
start_network_server

psql_network -f scripts/bench/network-seed.sql >"$work/callers"
node scripts/bench/network.mjs seed "$base_url" "$password" "$work/callers" "$work" "$slug" 20
psql_network -c "VACUUM ANALYZE" >/dev/null

failed=0
# wrk.lua's result line -> "rps p50_us p99_us errors"
summary() { sed -n 's/^BENCH rps=\([0-9.]*\) p50_us=\([0-9]*\) p99_us=\([0-9]*\) errors=\([0-9]*\).*/\1 \2 \3 \4/p' "$@"; }
ms() { awk -v us="$1" 'BEGIN { printf "%.1f", us / 1000 }'; }
# load <seconds> <url> [env...] -> "rps p50_us p99_us errors", every request as the next caller
load() {
  local duration=$1 url=$2; shift 2
  env BENCH_TOKENS="$work/tokens" BENCH_ACCEPT_ENCODING="gzip, deflate, br, zstd" "$@" \
    wrk -t2 -c"$connections" -d"${duration}s" --timeout 5s -s scripts/bench/wrk.lua "$url" | summary
}
# writing <seconds>: saves at the network's steady rate in the background, their summary in $work/writes
writing() {
  node scripts/bench/network.mjs write "$base_url" "$work" "$writes_per_second" "$1" >"$work/writes" &
  writer_pid=$!
}
# writes_summary -> "saves errors p50_ms p99_ms" of the writer, once it ended
writes_summary() {
  sed -n 's/^WRITES saves=\([0-9]*\) errors=\([0-9]*\) p50_ms=\([0-9.]*\) p99_ms=\([0-9.]*\)/\1 \2 \3 \4/p' "$work/writes"
}
rows=()
# row <name> <rps> <p50_us> <p99_us> <errors> <target met>
row() {
  [ "$5" = 0 ] || failed=1
  rows+=("$(printf '%-44s %8.0f %8.1f %8.1f %6s  %s' "$1" "$2" "$(ms "$3")" "$(ms "$4")" "$5" "$6")")
}
list="$base_url/api/productconf?page=1"

if [ "$mode" = soak ]; then
  # The list under the writes for the whole soak, the server's resident memory every ten seconds.
  writing "$((soak_seconds + 2))"
  load "$soak_seconds" "$list" >"$work/soak-load" &
  load_pid=$!
  echo "soak: $soak_seconds s of the list as 111 callers while $writes_per_second configurations a second are saved"
  echo "seconds  resident MB"
  samples=()
  for ((elapsed = 0; elapsed <= soak_seconds; elapsed += 10)); do
    rss=$(awk '/^VmRSS:/ { printf "%.1f", $2 / 1024 }' "/proc/$server_pid/status")
    samples+=("$rss")
    printf '%7d  %11s\n' "$elapsed" "$rss"
    [ "$elapsed" -lt "$soak_seconds" ] && sleep 10
  done
  wait "$load_pid"
  read -r rps p50 p99 errors <"$work/soak-load"
  wait "$writer_pid"
  read -r saves save_errors save_p50 save_p99 < <(writes_summary)
  [ "$errors" = 0 ] && [ "$save_errors" = 0 ] || failed=1
  after_a_minute=${samples[6]:-${samples[-1]}}
  at_end=${samples[-1]}
  met=$(awk -v a="$after_a_minute" -v e="$at_end" 'BEGIN { print (e <= 1.1 * a) ? "yes" : "no" }')
  printf 'list: %.0f req/s, p50 %s ms, p99 %s ms, %s errors; saves: %s (%s errors), p99 %s ms\n' \
    "$rps" "$(ms "$p50")" "$(ms "$p99")" "$errors" "$saves" "$save_errors" "$save_p99"
  echo "resident memory: $after_a_minute MB after a minute, $at_end MB at the end: $met (target: within 10%)"
  exit $failed
fi

echo "dealer network: 111 callers, $(wc -l <"$work/saved") configurations; $seconds s per phase after $warmup s," \
  "$connections connections, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2

load "$warmup" "$list" >/dev/null
read -r quiet_rps quiet_p50 quiet_p99 quiet_errors < <(load "$seconds" "$list")
row "list, 111 callers, no writes" "$quiet_rps" "$quiet_p50" "$quiet_p99" "$quiet_errors" ""

writing "$((warmup + seconds + 1))"
load "$warmup" "$list" >/dev/null
read -r busy_rps busy_p50 busy_p99 busy_errors < <(load "$seconds" "$list")
wait "$writer_pid"
read -r saves save_errors save_p50 save_p99 < <(writes_summary)
[ "$save_errors" = 0 ] || failed=1
ratio=$(awk -v a="$busy_rps" -v b="$quiet_rps" 'BEGIN { printf "%.0f", 100 * a / b }')
row "list while $writes_per_second saves/s" "$busy_rps" "$busy_p50" "$busy_p99" "$busy_errors" \
  "$(awk -v r="$busy_rps" -v p="$busy_p99" -v q="$ratio" 'BEGIN { print (r >= 5000 && p < 25000 && q >= 90) ? "yes" : "no" }') ($ratio% of no writes; target >= 5000 req/s, p99 < 25 ms, >= 90%)"

writing "$((warmup + seconds + 1))"
load "$warmup" "$base_url/api/productconf/evaluate" BENCH_BODIES="$work/evaluate.jsonl" >/dev/null
read -r click_rps click_p50 click_p99 click_errors < <(load "$seconds" "$base_url/api/productconf/evaluate" \
  BENCH_BODIES="$work/evaluate.jsonl")
wait "$writer_pid"
read -r _ click_save_errors _ _ < <(writes_summary)
[ "$click_save_errors" = 0 ] || failed=1
row "POST evaluate while $writes_per_second saves/s" "$click_rps" "$click_p50" "$click_p99" "$click_errors" \
  "$(awk -v r="$click_rps" -v p="$click_p99" 'BEGIN { print (r >= 2000 && p < 50000) ? "yes" : "no" }') (target >= 2000 req/s, p99 < 50 ms)"

load "$warmup" "$base_url/api/productconf" BENCH_BODIES="$work/create.jsonl" >/dev/null
read -r save_rps save_p50_us save_p99_us save_alone_errors < <(load "$seconds" "$base_url/api/productconf" \
  BENCH_BODIES="$work/create.jsonl")
row "saves alone (POST, 111 callers)" "$save_rps" "$save_p50_us" "$save_p99_us" "$save_alone_errors" \
  "$(awk -v r="$save_rps" -v p="$save_p99_us" 'BEGIN { print (r >= 400 && p < 100000) ? "yes" : "no" }') (target >= 400/s, p99 < 100 ms)"

# The cold page: the list again with no page kept (every answer reads its page), against pgbench on the
# SQL of such an answer (scripts/bench/list-cold.sql: the caller, then the page) for a network customer.
kill $server_pid; wait $server_pid 2>/dev/null || true
start_network_server KEPT_LIST_PAGES_MB=0
load "$warmup" "$list" >/dev/null
read -r cold_rps cold_p50 cold_p99 cold_errors < <(load "$seconds" "$list")
pgbench_bin=$(ls /usr/lib/postgresql/*/bin/pgbench 2>/dev/null | sort -V | tail -n 1 || true)
user_id=$(psql_network -c "SELECT id FROM users WHERE email = 'rete01.cliente01@example.com'")
cold_tps=$("${pgbench_bin:-pgbench}" -n -c "$connections" -j 2 -T "$seconds" -M prepared -f scripts/bench/list-cold.sql \
  -D user_id="$user_id" "$database_url" | sed -n 's/^tps = \([0-9.]*\) .*/\1/p')
cold_ratio=$(awk -v a="$cold_rps" -v b="$cold_tps" 'BEGIN { printf "%.0f", 100 * a / b }')
row "list, no page kept (cold)" "$cold_rps" "$cold_p50" "$cold_p99" "$cold_errors" \
  "$(awk -v q="$cold_ratio" 'BEGIN { print (q >= 40) ? "yes" : "no" }') ($cold_ratio% of pgbench's $cold_tps tps on its SQL; target >= 40%)"

printf '\n%-44s %8s %8s %8s %6s  %s\n' phase "req/s" "p50 ms" "p99 ms" errors "target met"
printf '%s\n' "${rows[@]}"
printf '%-44s %8s  (%s saves, %s errors, p50 %s ms, p99 %s ms)\n' "  the writer during the list" "" "$saves" \
  "$save_errors" "$save_p50" "$save_p99"
exit $failed

#!/usr/bin/env bash
# The rolling restart of `make bench` (called by scripts/bench.sh): two copies of the release server on the
# bench database behind HAProxy (deploy/haproxy.cfg), wrk on the configurations list through the proxy,
# and meanwhile each copy in turn gets SIGTERM, drains, exits and starts again. Prints wrk's summary line
# (scripts/bench/wrk.lua: the failed requests are its errors).
#   rolling-restart.sh DATABASE_URL TOKEN WORK_DIR SECONDS
set -euo pipefail
database_url=$1 token=$2 work=$3 seconds=$4
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
free_port() { local port=$1; while port_in_use "$port"; do port=$((port + 1)); done; echo "$port"; }
proxy_port=$(free_port 8391)
port_a=$(free_port $((proxy_port + 1)))
port_b=$(free_port $((port_a + 1)))
declare -A pids

start() { # start NAME PORT
  DATABASE_URL="$database_url" BIND_ADDRESS="127.0.0.1:$2" APP_BASE_URL="http://127.0.0.1:$proxy_port" \
    STATIC_DIR=frontend/dist MAIL_TRANSPORT=folder MAIL_DIR="$work/mail" DATA_DIR="$work" DEMO_DATA=false \
    TRUSTED_PROXIES=127.0.0.1 RUST_LOG=warn target/release/server >>"$work/copy-$1.log" 2>&1 &
  pids[$1]=$!
  for _ in $(seq 1 150); do
    curl -fs "http://127.0.0.1:$2/readyz" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  echo "copy $1 did not start" >&2
  return 1
}

stop() { # stop NAME: SIGTERM, then wait for it to drain and exit
  kill -TERM "${pids[$1]}"
  wait "${pids[$1]}" || true
}

start a "$port_a"
start b "$port_b"
PROXY_BIND="127.0.0.1:$proxy_port" APP1="127.0.0.1:$port_a" APP2="127.0.0.1:$port_b" \
  haproxy -f deploy/haproxy.cfg -db >"$work/haproxy.log" 2>&1 &
proxy_pid=$!
trap 'kill ${pids[a]} ${pids[b]} $proxy_pid 2>/dev/null || true; wait 2>/dev/null || true' EXIT
until curl -fs "http://127.0.0.1:$proxy_port/readyz" >/dev/null 2>&1; do sleep 0.1; done
sleep 1.5 # both copies seen up by the health checks (rise 2 at 500 ms)

BENCH_TOKEN="$token" wrk -t2 -c32 -d"${seconds}s" --timeout 5s -s scripts/bench/wrk.lua \
  "http://127.0.0.1:$proxy_port/api/productconf?page=1" >"$work/rolling.txt" &
wrk_pid=$!
gap=$(awk -v s="$seconds" 'BEGIN { printf "%.1f", s / 5 }')
for copy in a b; do
  sleep "$gap"
  port=$port_a
  [ "$copy" = b ] && port=$port_b
  stop "$copy"
  start "$copy" "$port"
  echo "copy $copy restarted" >&2
done
wait $wrk_pid
grep '^BENCH' "$work/rolling.txt"

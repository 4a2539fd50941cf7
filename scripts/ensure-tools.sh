#!/usr/bin/env bash
# Installs what a fresh machine lacks (Debian packages when running as root), or says which package to
# install.   scripts/ensure-tools.sh build | browser | bench
set -euo pipefail

missing=()
need() { command -v "$1" >/dev/null 2>&1 || missing+=("$2"); }

case "${1:-build}" in
  build)
    if ! command -v cargo >/dev/null 2>&1; then
      echo "cargo not found: install the Rust toolchain (https://rustup.rs), then run make again." >&2
      exit 1
    fi
    need node nodejs
    need npm npm
    need cc gcc
    need pkg-config pkg-config
    need psql postgresql-client
    need curl curl
    # The bundled libpq is built with TLS support against the system OpenSSL.
    if command -v pkg-config >/dev/null 2>&1 && ! pkg-config --exists openssl; then missing+=(libssl-dev); fi
    ;;
  browser)
    [ -x /usr/bin/chromium ] || missing+=(chromium)
    ;;
  bench)
    # The HTTP load generator (with LuaJIT for the token header and the percentiles) and PostgreSQL's own.
    need wrk wrk
    need pgbench postgresql-client
    ;;
  *) echo "usage: $0 build|browser|bench" >&2; exit 2 ;;
esac

[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} ..." >&2
  DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
else
  echo "Missing: ${missing[*]}. Install these packages (Debian/Ubuntu: sudo apt-get install ${missing[*]}) and run make again." >&2
  exit 1
fi

#!/usr/bin/env bash
# Installs what a fresh machine lacks (Debian packages when running as root), or says which package to
# install.   scripts/ensure-tools.sh build | browser | bench | fuzz
#   fuzz prints the schemathesis command of a virtualenv under .data/ (scripts/fuzz-requirements.txt).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

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
    # The e2e quote test renders the PDF's first page to PNG.
    need pdftoppm poppler-utils
    ;;
  bench)
    # The HTTP load generator (with LuaJIT for the token header and the percentiles) and PostgreSQL's own.
    need wrk wrk
    need pgbench postgresql-client
    # The proxy in front of two server copies for the rolling restart (docker-compose.yml runs it too).
    need haproxy haproxy
    # Where the list's time goes when it misses its target (software clock sampling; no counters needed).
    need perf linux-perf
    ;;
  fuzz)
    # Debian splits venv and pip out of python3.
    need python3 python3
    if command -v python3 >/dev/null 2>&1 && ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
      missing+=(python3-venv)
    fi
    ;;
  *) echo "usage: $0 build|browser|bench|fuzz" >&2; exit 2 ;;
esac

# schemathesis and every package it needs at the versions of the requirements file, reinstalled when the
# file changes.
fuzz_venv() {
  local venv="$root/.data/fuzz-venv" requirements="$root/scripts/fuzz-requirements.txt"
  if ! cmp -s "$requirements" "$venv/requirements.txt" || [ ! -x "$venv/bin/st" ]; then
    echo "Installing schemathesis into $venv ..." >&2
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check --no-input --no-deps -r "$requirements" >&2
    "$venv/bin/pip" check >&2
    cp "$requirements" "$venv/requirements.txt"
  fi
  echo "$venv/bin/st"
}

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing ${missing[*]} ..." >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
  else
    echo "Missing: ${missing[*]}. Install these packages (Debian/Ubuntu: sudo apt-get install ${missing[*]}) and run make again." >&2
    exit 1
  fi
fi
if [ "${1:-build}" = fuzz ]; then fuzz_venv; fi
exit 0

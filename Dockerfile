# syntax=docker/dockerfile:1.7
# The app and the server built in their own stages, run as an unprivileged user on a slim image.
# Build with BuildKit (the default of current Docker): the cache mounts keep npm's and cargo's downloads
# and cargo's compiled dependencies between builds, so a change to our code rebuilds only our crates.
# Base images are pinned by version (docs/operations.md "Docker image"); the builder and the runtime are
# both Debian 12, so the binary finds the glibc and OpenSSL it was linked against.

FROM node:20.20.2-bookworm-slim AS frontend
WORKDIR /src/frontend
COPY frontend/package.json frontend/package-lock.json ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund
COPY frontend/ ./
# The assets shipped are compressed at the highest levels (the local build uses faster ones).
RUN ASSET_COMPRESSION=max npm run build

FROM rust:1.95.0-bookworm AS server
# The bundled libpq is built against the system OpenSSL. Debian's package versions are not pinned: the
# pinned base image fixes the release, and old package versions leave the archive after security fixes.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends pkg-config libssl-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY crates/ crates/
COPY migrations/ migrations/
# The optimised release profile (thin LTO), as make bench measures it. The target folder is a cache
# mount, so the binary is copied out of it within the same step.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/usr/local/cargo/git \
    --mount=type=cache,target=/src/target,sharing=locked \
    cargo build --release --locked -p server \
    && cp target/release/server /usr/local/bin/server

FROM debian:bookworm-20260803-slim
# curl for the health check; libssl3 for libpq's TLS; ca-certificates for SMTP over TLS.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates curl libssl3 \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 app \
    && useradd --system --uid 10001 --gid app --home-dir /app --no-create-home --shell /usr/sbin/nologin app \
    && mkdir -p /app/data \
    && chown app:app /app/data
WORKDIR /app
COPY --from=server /usr/local/bin/server /app/server
COPY --from=frontend /src/frontend/dist /app/frontend/dist
# DATA_DIR (uploaded images, the demo password) is the one folder the server writes; a volume mounted
# there starts with this folder's owner.
ENV BIND_ADDRESS=0.0.0.0:8080 STATIC_DIR=/app/frontend/dist DATA_DIR=/app/data
VOLUME ["/app/data"]
EXPOSE 8080
# A numeric user, so a platform that refuses to run as root can tell without reading /etc/passwd.
USER 10001:10001
# Liveness: the process answers on the port of BIND_ADDRESS. Readiness (/readyz, the database too) is
# for the proxy and for compose's start order, so a database outage does not mark every copy unhealthy.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
    CMD ["/bin/sh", "-c", "curl -fsS \"http://127.0.0.1:${BIND_ADDRESS##*:}/healthz\" || exit 1"]
CMD ["/app/server"]

# Build the app and the server, then run them on a slim image.
FROM node:20-bookworm-slim AS frontend
WORKDIR /src/frontend
COPY frontend/package.json frontend/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY frontend/ ./
RUN npm run build

FROM rust:1-bookworm AS server
RUN apt-get update && apt-get install -y --no-install-recommends pkg-config libssl-dev && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN cargo build --release -p server

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates libssl3 curl && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=server /src/target/release/server /app/server
COPY --from=frontend /src/frontend/dist /app/frontend/dist
ENV BIND_ADDRESS=0.0.0.0:8080 STATIC_DIR=/app/frontend/dist DATA_DIR=/app/data
EXPOSE 8080
CMD ["/app/server"]

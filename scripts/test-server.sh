#!/usr/bin/env bash
# Server test suite twice: on PGlite (embedded), then on a private PostgreSQL started for the
# run (scripts/pg-start.sh) and always stopped afterwards (scripts/pg-stop.sh).
# Needs the PostgreSQL server binaries (apt-get install -y postgresql); without them it fails
# at once. For the PGlite half alone: npm test -w server.
set -euo pipefail
cd "$(dirname "$0")/.."

export PG_PORT="${PG_PORT:-54329}"

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1 && [ -z "${PG_BIN:-}" ]; then
  echo "test-server: PostgreSQL server binaries are missing, so the PostgreSQL half cannot run." >&2
  echo "test-server: install them with: apt-get update && apt-get install -y postgresql" >&2
  echo "test-server: (the PGlite half alone: npm test -w server)" >&2
  exit 3
fi

run_suite() {
  # --silent keeps npm's own banner out; node:test prints its TAP summary (# tests, # pass, # fail).
  npm run --silent test -w server
}

echo "== server tests on PGlite"
env -u DATABASE_URL bash -c "$(declare -f run_suite); run_suite"

cleanup() { bash scripts/pg-stop.sh || true; }
trap cleanup EXIT INT TERM

echo "== starting a private PostgreSQL on 127.0.0.1:${PG_PORT}"
url_line="$(bash scripts/pg-start.sh | tail -n 1)"
case "$url_line" in
  DATABASE_URL=*) export DATABASE_URL="${url_line#DATABASE_URL=}" ;;
  *) echo "test-server: pg-start.sh gave no DATABASE_URL" >&2; exit 1 ;;
esac

echo "== server tests on PostgreSQL (${DATABASE_URL})"
run_suite

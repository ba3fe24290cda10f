#!/usr/bin/env bash
# Server test suite twice, side by side: on PGlite (embedded) and on a private PostgreSQL started
# for the run (scripts/pg-start.sh) and always stopped afterwards (scripts/pg-stop.sh). The halves
# share nothing (each test file binds port 0 and its own temporary data), so running them at once
# uses both CPUs of a small CI machine; each half's output is printed whole, PGlite first.
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
  # node:test prints its TAP summary (# tests, # pass, # fail). $1: how many domain processes at once.
  cd server && node --import tsx --test --test-concurrency="$1" test/groups/*.test.ts
}

cleanup() {
  bash scripts/pg-stop.sh || true
  rm -rf "${LOGS:-}"
}
trap cleanup EXIT INT TERM
LOGS="$(mktemp -d "${TMPDIR:-/tmp}/tg-server-tests-XXXXXX")"

echo "== starting a private PostgreSQL on 127.0.0.1:${PG_PORT}"
url_line="$(bash scripts/pg-start.sh | tail -n 1)"
case "$url_line" in
  DATABASE_URL=*) pg_url="${url_line#DATABASE_URL=}" ;;
  *) echo "test-server: pg-start.sh gave no DATABASE_URL" >&2; exit 1 ;;
esac

# The PGlite half is the longer one (its database works in the test's own process): two of its
# domains at a time keep both CPUs busy until the end instead of one idling for its last ~2 minutes.
env -u DATABASE_URL bash -c "$(declare -f run_suite); run_suite 2" >"$LOGS/pglite.log" 2>&1 &
pglite_pid=$!
DATABASE_URL="$pg_url" bash -c "$(declare -f run_suite); run_suite 1" >"$LOGS/postgres.log" 2>&1 &
postgres_pid=$!

status=0
wait "$pglite_pid" || status=1
echo "== server tests on PGlite"
cat "$LOGS/pglite.log"
wait "$postgres_pid" || status=1
echo "== server tests on PostgreSQL (${pg_url})"
cat "$LOGS/postgres.log"
exit "$status"

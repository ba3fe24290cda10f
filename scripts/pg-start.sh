#!/usr/bin/env bash
# Starts a private, throw-away PostgreSQL for the server tests: a fresh data directory in a
# temp folder, trust auth, listening on 127.0.0.1:${PG_PORT:-54329} only, socket in the same
# temp folder. Prints `DATABASE_URL=...` as its last line on stdout (messages go to stderr).
# Stop it with scripts/pg-stop.sh (same PG_PORT). Debian's binaries: apt-get install -y postgresql.
set -euo pipefail

PG_PORT="${PG_PORT:-54329}"
STATE_FILE="${TMPDIR:-/tmp}/tg-pg-${PG_PORT}.state"

find_bin() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  if [ -x /usr/lib/postgresql/15/bin/initdb ]; then echo /usr/lib/postgresql/15/bin; return; fi
  # Any other Debian major version, newest first.
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  echo ""
}

BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ] || [ ! -x "$BIN/pg_ctl" ]; then
  echo "pg-start: PostgreSQL server binaries not found (looked in /usr/lib/postgresql/*/bin and PATH)." >&2
  echo "pg-start: install them with: apt-get update && apt-get install -y postgresql  (or set PG_BIN)" >&2
  exit 3
fi

if [ -f "$STATE_FILE" ]; then
  echo "pg-start: a test PostgreSQL on port ${PG_PORT} seems to be running (${STATE_FILE}); run scripts/pg-stop.sh first." >&2
  exit 4
fi

# initdb refuses to run as root: as root, the cluster belongs to the `postgres` user.
if [ "$(id -u)" = 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "pg-start: running as root but there is no 'postgres' user to own the cluster." >&2
    exit 3
  fi
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/tg-pg-XXXXXX")"
chmod 755 "$WORK"
mkdir -p "$WORK/data" "$WORK/socket"
if [ "$(id -u)" = 0 ]; then chown -R postgres: "$WORK"; fi
printf 'WORK=%q\nBIN=%q\n' "$WORK" "$BIN" > "$STATE_FILE"

fail() {
  echo "pg-start: $1" >&2
  if [ -f "$WORK/server.log" ]; then tail -n 20 "$WORK/server.log" >&2; fi
  as_pg "$BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK" "$STATE_FILE"
  exit 1
}

as_pg "$BIN/initdb" -D "$WORK/data" -A trust -U postgres --no-locale -E UTF8 >"$WORK/initdb.log" 2>&1 \
  || { cat "$WORK/initdb.log" >&2; fail "initdb failed"; }

# fsync off: a test cluster is thrown away anyway, and it makes the suite faster.
as_pg "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 30 \
  -o "-p ${PG_PORT} -k ${WORK}/socket -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null 2>&1 || fail "server did not start on 127.0.0.1:${PG_PORT} (port in use?)"

echo "pg-start: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:${PG_PORT} (data ${WORK}/data)" >&2
echo "DATABASE_URL=postgres://postgres@127.0.0.1:${PG_PORT}/postgres"

#!/usr/bin/env bash
# Stops the private test PostgreSQL started by scripts/pg-start.sh (same PG_PORT) and removes
# its temp folder. Safe to run when nothing is running.
set -euo pipefail

PG_PORT="${PG_PORT:-54329}"
STATE_FILE="${TMPDIR:-/tmp}/tg-pg-${PG_PORT}.state"

if [ ! -f "$STATE_FILE" ]; then
  echo "pg-stop: no test PostgreSQL recorded for port ${PG_PORT}" >&2
  exit 0
fi

WORK=""
BIN=""
# shellcheck disable=SC1090
. "$STATE_FILE"

if [ -n "$WORK" ] && [ -d "$WORK/data" ]; then
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$BIN/pg_ctl" -D "$WORK/data" -m fast -w -t 30 stop >/dev/null 2>&1 || true
  else
    "$BIN/pg_ctl" -D "$WORK/data" -m fast -w -t 30 stop >/dev/null 2>&1 || true
  fi
fi
case "$WORK" in
  "${TMPDIR:-/tmp}"/tg-pg-*) rm -rf "$WORK" ;;
esac
rm -f "$STATE_FILE"
echo "pg-stop: stopped test PostgreSQL on port ${PG_PORT}" >&2

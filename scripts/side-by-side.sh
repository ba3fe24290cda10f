#!/usr/bin/env bash
# Runs commands at the same time and prints each one's output whole, in the order given, once it
# has ended; fails if any failed. For checks that are each single-threaded (tsc, eslint), so a
# small CI machine's second CPU is not left idle. Each argument is "name|command":
#   bash scripts/side-by-side.sh "types|npm run typecheck" "lint|npm run lint"
set -uo pipefail
cd "$(dirname "$0")/.."

LOGS="$(mktemp -d "${TMPDIR:-/tmp}/tg-side-by-side-XXXXXX")"
pids=()
children() { for pid in "${pids[@]}"; do kill -- "-$pid" 2>/dev/null || true; done; }
trap 'children; rm -rf "$LOGS"' EXIT
trap 'exit 130' INT TERM

set -m
n=0
for job in "$@"; do
  bash -c "${job#*|}" >"$LOGS/$n.log" 2>&1 &
  pids+=("$!")
  n=$((n + 1))
done
set +m

status=0
n=0
for job in "$@"; do
  if wait "${pids[$n]}"; then result="ok"; else result="FAILED"; status=1; fi
  echo "== ${job%%|*} (${result})"
  cat "$LOGS/$n.log"
  n=$((n + 1))
done
pids=()
exit "$status"

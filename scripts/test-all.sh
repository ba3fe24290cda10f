#!/usr/bin/env bash
# Everything `npm test` runs, in order, stopping at the first failure (a later step
# would only report noise caused by the earlier one). Ends with one line per step.
set -euo pipefail
cd "$(dirname "$0")/.."

# Jest's default on a 2-CPU machine is one worker (CPUs - 1), its main process mostly waiting: two
# use both. `npm run check` runs its single-threaded checks side by side (scripts/side-by-side.sh).
STEPS=(
  "static checks|npm run check && npm run api-doc:check"
  "system deps|bash scripts/install-system-deps.sh"
  "unit (jest)|npx jest --maxWorkers=2"
  "server (PGlite, PostgreSQL)|bash scripts/test-server.sh"
  "build|npm run build"
  "e2e (playwright)|bash scripts/test-e2e.sh"
)

results=()
LOG="$(mktemp "${TMPDIR:-/tmp}/tg-test-all-XXXXXX.log")"
trap 'rm -f "$LOG"' EXIT

# Adds up the counts each runner prints (jest "Tests: N passed", node:test "# pass N" /
# "# fail N", Playwright "N passed" / "N failed") into one closing line.
totals() {
  awk '
    /^Tests: /                  { for (i = 2; i < NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
    /^# pass [0-9]+$/           { p += $3 }
    /^# fail [0-9]+$/           { f += $3 }
    /^ +[0-9]+ passed \(/       { p += $1 }
    /^ +[0-9]+ failed$/         { f += $1 }
    END { printf "%d passed, %d failed\n", p, f }
  ' "$LOG"
}

summary() {
  echo
  echo "================ summary ================"
  for line in "${results[@]}"; do echo "$line"; done
  totals
}

for step in "${STEPS[@]}"; do
  name="${step%%|*}"
  cmd="${step#*|}"
  echo
  echo "================ ${name} ================"
  echo "\$ ${cmd}"
  start=$SECONDS
  if bash -c "$cmd" 2>&1 | tee -a "$LOG"; [ "${PIPESTATUS[0]}" -eq 0 ]; then
    results+=("PASS  ${name}  ($((SECONDS - start)) s)")
  else
    code=1
    results+=("FAIL  ${name}  (exit ${code}, $((SECONDS - start)) s)")
    # List the steps that never ran, so the summary shows the whole pipeline.
    skipping=0
    for s in "${STEPS[@]}"; do
      [ "$skipping" = 1 ] && results+=("SKIP  ${s%%|*}")
      [ "$s" = "$step" ] && skipping=1
    done
    summary
    exit "$code"
  fi
done

summary

#!/usr/bin/env bash
# Everything `npm test` runs, in order, stopping at the first failure (a later step
# would only report noise caused by the earlier one). Ends with one line per step.
set -euo pipefail
cd "$(dirname "$0")/.."

STEPS=(
  "system deps|bash scripts/install-system-deps.sh"
  "unit (jest)|npx jest"
  "server (PGlite, PostgreSQL)|bash scripts/test-server.sh"
  "build|npm run build"
  "e2e (playwright)|bash scripts/test-e2e.sh"
)

results=()
summary() {
  echo
  echo "================ summary ================"
  for line in "${results[@]}"; do echo "$line"; done
}

for step in "${STEPS[@]}"; do
  name="${step%%|*}"
  cmd="${step#*|}"
  echo
  echo "================ ${name} ================"
  echo "\$ ${cmd}"
  start=$SECONDS
  if bash -c "$cmd"; then
    results+=("PASS  ${name}  ($((SECONDS - start)) s)")
  else
    code=$?
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

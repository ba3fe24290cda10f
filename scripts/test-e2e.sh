#!/usr/bin/env bash
# Browser tests (Playwright + Debian Chromium) against the reference server serving out/.
# Builds first only when there is no build (or E2E_BUILD=1), so `npm test`, which has
# just built, does not build twice. Extra arguments go to Playwright:
#   bash scripts/test-e2e.sh e2e/pwa.spec.ts --project pwa
set -euo pipefail
cd "$(dirname "$0")/.."

CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROME_PATH" ]; then
  echo "test-e2e: no Chromium at $CHROME_PATH; run scripts/install-system-deps.sh (or set CHROME_PATH)." >&2
  exit 1
fi
export CHROME_PATH

if [ "${E2E_BUILD:-0}" = "1" ] || [ ! -f out/index.html ]; then
  echo "test-e2e: building out/"
  npm run build
fi
if [ ! -f out/sw.js ]; then
  echo "test-e2e: out/sw.js is missing; the build must run scripts/build-sw.mjs (npm run build)." >&2
  exit 1
fi

# A fresh database for this run, removed afterwards (the server's PGlite folder).
E2E_DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/tg-e2e-data-XXXXXX")"
export E2E_DATA_DIR
trap 'rm -rf "$E2E_DATA_DIR"' EXIT

# The site-wide specs wait for every other reference-server spec (playwright.config.ts). With a
# file or filter given, run what was asked for without dragging the others in first.
if [ "$#" -gt 0 ]; then
  npx playwright test --no-deps "$@"
else
  npx playwright test
fi

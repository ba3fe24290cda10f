#!/usr/bin/env bash
# Installs the system packages the tests need: Debian's Chromium (browser tests; we
# never download Playwright's own browsers), PostgreSQL (server suite on a real
# database) and nginx (the server test of docs/nginx/public-client.conf, the operators'
# front proxy for the platform's public client). Idempotent: it does nothing when all
# three are already present.
set -euo pipefail

CHROMIUM_BIN=/usr/bin/chromium

have_chromium() { [ -x "$CHROMIUM_BIN" ]; }
# Debian puts initdb under a versioned directory, so glob rather than pin 15.
have_postgres() { compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; }
# Debian's `nginx` package is the core server (bookworm's nginx-light only adds a module to it).
have_nginx() { [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; }

missing=()
have_chromium || missing+=(chromium)
have_postgres || missing+=(postgresql)
have_nginx || missing+=(nginx)

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-system-deps: chromium, postgresql and nginx already present"
  exit 0
fi

# Root runs apt directly; anyone else needs sudo, and we say so rather than fail obscurely.
SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo)
  else
    echo "install-system-deps: missing ${missing[*]} and not root, and sudo is not available." >&2
    echo "  Install them yourself: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "install-system-deps: missing ${missing[*]} and apt-get is not available (not Debian/Ubuntu?)." >&2
  echo "  Install Chromium, PostgreSQL and nginx by other means; set CHROME_PATH if Chromium is elsewhere." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
echo "install-system-deps: installing ${missing[*]}"
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"

# Verify instead of trusting apt's exit code alone.
have_chromium || { echo "install-system-deps: $CHROMIUM_BIN still missing after install" >&2; exit 1; }
have_postgres || { echo "install-system-deps: initdb still missing after install" >&2; exit 1; }
have_nginx || { echo "install-system-deps: nginx still missing after install" >&2; exit 1; }
echo "install-system-deps: done"

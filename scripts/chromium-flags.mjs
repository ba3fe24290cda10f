/**
 * The flags of every Chromium the project starts (the browser specs in playwright.config.ts and the
 * benches in scripts/bench/): Debian's Chromium kept quiet and offline (no updates, sync or
 * background traffic), so tests and figures see only the page's own requests.
 */
export const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

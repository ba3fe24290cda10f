/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the reference
 * server, which serves the static build (out/) and the API on one port, as in production.
 * The device is spelled out because devices['iPhone …'] would switch the browser to WebKit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { QUIET_FLAGS } from './scripts/chromium-flags.mjs';
import { BASE_URL, E2E_PORT, LEGACY_BASE_URL, LEGACY_PORT, OPS_TOKEN, PHONE } from './e2e/support/env';

const root = __dirname;

// A fresh database per run, so tests never depend on what an earlier run left behind.
// Playwright evaluates this file again in every worker; keeping the path in the
// environment (which workers inherit) makes them all agree and creates one folder only.
// scripts/test-e2e.sh makes and removes the folder itself; for a bare
// `npx playwright test` the process that made it removes it on exit, after
// Playwright has stopped the web server.
if (!process.env.E2E_DATA_DIR) {
  const made = mkdtempSync(path.join(tmpdir(), 'tg-e2e-data-'));
  process.env.E2E_DATA_DIR = made;
  process.on('exit', () => rmSync(made, { recursive: true, force: true }));
}
const dataDir = process.env.E2E_DATA_DIR;

/** e2e/pwa.spec.ts, e2e/pwa-update.spec.ts, ...: the only specs with service workers on. */
const PWA_SPECS = /(^|[\\/])pwa[^\\/]*\.spec\.ts$/;
/** e2e/legacy/: the PWA against the legacy dialect of the server (an operator's existing back end). */
const LEGACY_SPECS = /(^|[\\/])legacy[\\/].*\.spec\.ts$/;
/**
 * Specs that change what every player sees: the site's state (maintenance), published activities
 * and help articles, red-packet windows, a day's rebate for everyone who bet. They run one at a
 * time after every other spec on the reference server, so no spec sees the site change under it.
 */
const SITE_WIDE_SPECS =
  /(^|[\\/])(foundation[\\/]site|rewards[\\/]rewards|layout-shift|members[\\/]activities|security[\\/]xss)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  // Two workers, one spec file each at a time: a spec's tests share its page state and run in
  // order. Specs use their own players and rows, so two run side by side on one server; those
  // that change the whole site run alone at the end (SITE_WIDE_SPECS). One worker left a
  // 2-CPU machine a third idle while the browser waited on the server.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: QUIET_FLAGS,
    },
    ...PHONE,
    // Ordinary specs must see the network, not a precache from an earlier page.
    serviceWorkers: 'block',
    // Recording a trace slowed every test 1.5–2.5× on a 2-core machine (the service-worker specs most):
    // off unless asked for, E2E_TRACE=1 bash scripts/test-e2e.sh …; a failure still leaves its
    // screenshot and the page's ARIA snapshot in test-results/.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'mobile', testIgnore: [PWA_SPECS, LEGACY_SPECS, SITE_WIDE_SPECS] },
    { name: 'pwa', testMatch: PWA_SPECS, use: { serviceWorkers: 'allow' } },
    // The legacy dialect has its own server, so it waits only to run beside the site-wide specs:
    // the two tails of the run, about two minutes each, then share the two workers.
    { name: 'legacy', testMatch: LEGACY_SPECS, use: { baseURL: LEGACY_BASE_URL }, dependencies: ['mobile', 'pwa'] },
    // scripts/test-e2e.sh with a file or filter passes --no-deps, so one of these runs on its own.
    { name: 'site-wide', testMatch: SITE_WIDE_SPECS, workers: 1, dependencies: ['mobile', 'pwa'] },
  ],
  // Two servers, one per dialect, each with its own database: the reference server for every
  // project but one, and the legacy dialect (API_DIALECT=legacy, docs/API.md#legacy-dialect) that
  // answers only what the platform's existing servers answer, for the legacy project.
  webServer: [server(E2E_PORT, BASE_URL, 'reference'), server(LEGACY_PORT, LEGACY_BASE_URL, 'legacy')],
});

/** One reference server process: the static build, the API and the socket on one port. */
function server(port: number, url: string, dialect: 'reference' | 'legacy') {
  return {
    // `node --import tsx`, not npx tsx (whose tsx child outlives a kill), so there is one process to stop.
    command: 'node --import tsx src/main.ts',
    cwd: path.join(root, 'server'),
    url: `${url}/`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, dialect),
      STATIC_DIR: path.join(root, 'out'),
      OPS_TOKEN,
      API_DIALECT: dialect,
      // The demo, even when the environment carries a DATABASE_URL (that alone means the live site).
      SITE_MODE: 'demo',
      // Every spec registers and logs in from 127.0.0.1; the per-IP limits (10/min)
      // would turn later specs into 429s. 0 switches a limiter off (server/src/config.ts).
      LOGIN_RATE_PER_MIN: '0',
      REGISTER_RATE_PER_MIN: '0',
      TRIAL_RATE_PER_HOUR: '0',
      LOG_LEVEL: 'warn',
    },
  };
}

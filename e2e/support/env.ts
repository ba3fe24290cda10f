/**
 * Values shared by playwright.config.ts and the specs. Kept apart from the config so a
 * spec importing them does not re-run the config's side effects.
 */
export const E2E_PORT = Number(process.env.E2E_PORT || 4310); // not 5060: Chromium's unsafe-port list
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The legacy dialect's server (API_DIALECT=legacy), for the specs in e2e/legacy/. */
export const LEGACY_PORT = Number(process.env.E2E_LEGACY_PORT || E2E_PORT + 1);
export const LEGACY_BASE_URL = `http://127.0.0.1:${LEGACY_PORT}`;
/** The server's operator token for /admin/*; the e2e server is started with it. */
export const OPS_TOKEN = process.env.OPS_TOKEN || 'e2e-ops-token';

/**
 * The phone every spec runs as (playwright.config.ts `use`), also for a second context a spec
 * opens itself. Not devices['iPhone …']: those pick WebKit.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  // Deliberately not Asia/Shanghai: screens must still show Beijing time.
  timezoneId: 'America/New_York',
} as const;

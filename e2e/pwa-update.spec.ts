/**
 * The update flow of components/pwa/service-worker-prompt.tsx against a real service
 * worker: a new sw.js is published while the app is open; it waits (skipWaiting is
 * off) and a banner offers the reload; tapping it switches to the new version.
 * Runs on a private copy of out/ so publishing does not disturb other specs.
 */
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { startPrivateSite, type PrivateSite } from './support/private-site';

// Appended to the published sw.js: makes it byte-different (so the browser installs
// it as a new version) and lets the spec ask the controlling worker which one it is.
const V2_MARKER = `
self.addEventListener('message', (event) => {
  if (event.data === 'e2e:version?' && event.ports[0]) event.ports[0].postMessage('v2');
});
`;

/** Asks the controlling worker for its version; only the published v2 answers. */
function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => resolve(String(e.data));
        navigator.serviceWorker.controller!.postMessage('e2e:version?', [channel.port2]);
      }),
  );
}

/** Installing precaches the whole build (~750 KB); a busy 2-core machine needs more than expect's 5 s. */
const SW_INSTALL_TIMEOUT_MS = 20_000;

let site: PrivateSite;
test.beforeAll(async () => {
  site = await startPrivateSite();
});
test.afterAll(async () => {
  await site?.stop();
});

test('a new version waits for the player and takes over only after 立即刷新', async ({ page }) => {
  // The login screen: the home hall may open a notice dialog, and an open dialog makes
  // the rest of the page (this banner included) inert.
  const start = `${site.url}/#/login`;
  await page.goto(start);
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), {
      timeout: SW_INSTALL_TIMEOUT_MS,
    })
    .toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  appendFileSync(path.join(site.staticDir, 'sw.js'), V2_MARKER);
  // As the prompt's periodic check does: ask the registration for a newer sw.js. The prompt's
  // Workbox hears the new worker install (or finds it waiting when it registers later).
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const banner = page.getByTestId('sw-update-banner');
  await expect(banner).toBeVisible({ timeout: SW_INSTALL_TIMEOUT_MS });
  // Still the old worker in charge: the new one waits instead of swapping code mid-form.
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);

  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: '立即刷新' }).click();
  await reloaded;
  await expect.poll(() => controllerVersion(page)).toBe('v2');
  await expect(page.getByTestId('sw-update-banner')).toHaveCount(0);
});

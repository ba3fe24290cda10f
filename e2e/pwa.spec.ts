/**
 * The service worker built by scripts/build-sw.mjs, in a real browser (this project
 * runs with service workers allowed; every other spec blocks them).
 *
 * Rules held: the static build is precached and the app opens offline; nothing from
 * /api/ (money data) and not config.json is ever stored; server paths are not
 * answered with the app shell.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/** Installing precaches the whole build (~750 KB); a busy 2-core machine needs more than expect's 5 s. */
const SW_INSTALL_TIMEOUT_MS = 20_000;

/** Loads the app and waits until its service worker is installed and active. */
async function installServiceWorker(page: Page) {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), {
      message: 'the app registers /sw.js and it becomes active',
      timeout: SW_INSTALL_TIMEOUT_MS,
    })
    .toBe(true);
}

/** Loads the app and reloads it, so the active service worker controls the page. */
async function openControlled(page: Page) {
  await installServiceWorker(page);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/** Every URL path held in Cache Storage, over all caches. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) paths.push(new URL(req.url).pathname);
    }
    return paths;
  });
}

test('the first load does not hand the page to the service worker; a reload does', async ({ page }) => {
  await installServiceWorker(page);
  // clientsClaim is off: a SW never takes over a page that loaded without it.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
});

test('a first visit and a reload say nothing about the service worker in the console', async ({ page }) => {
  const said: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && /service.?worker|sw\.js|workbox|precach/i.test(m.text())) {
      said.push(`${m.type()}: ${m.text()}`);
    }
  });
  page.on('pageerror', (e) => said.push(`pageerror: ${e.message}`));
  // Register, precache, activate; then the reload the SW controls, and a check for an update.
  await openControlled(page);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await page.waitForTimeout(500);
  expect(said).toEqual([]);
});

test('Cache Storage holds the shell and static files but no API answer', async ({ page }) => {
  await openControlled(page);
  // Fetch through the controlling SW, as the app does.
  const status = await page.evaluate(() => fetch('/api/app', { method: 'POST' }).then((r) => r.status));
  expect(status).toBe(200);

  const paths = await cachedPaths(page);
  expect(paths).toContain('/index.html');
  expect(paths.some((p) => p.startsWith('/_next/static/'))).toBe(true);
  expect(paths.filter((p) => p.startsWith('/api/'))).toEqual([]);
});

test('config.json and sw.js are never precached', async ({ page }) => {
  await openControlled(page);
  await page.evaluate(() => fetch('/config.json').then((r) => r.text()));
  const paths = await cachedPaths(page);
  expect(paths).not.toContain('/config.json');
  expect(paths).not.toContain('/sw.js');
});

test('the installed app opens offline, but API calls still fail instead of answering stale data', async ({
  page,
  context,
}) => {
  await openControlled(page);
  await context.setOffline(true);
  try {
    await page.goto('/#/');
    await expect(page.locator('body')).not.toBeEmpty();
    const apiReached = await page.evaluate(() =>
      fetch('/api/app', { method: 'POST' }).then(
        () => true,
        () => false,
      ),
    );
    expect(apiReached).toBe(false);
  } finally {
    await context.setOffline(false);
  }
});

test('server paths are not answered with the app shell by the service worker', async ({ page }) => {
  await openControlled(page);
  // Real files only: a missing one is answered with the app's 404.html, which moves itself on
  // to /#/ and would interrupt the next navigation.
  for (const path of ['/api/app', '/admin/', '/uploads/games/pc28.svg', '/support/']) {
    const res = await page.goto(path);
    expect(res?.fromServiceWorker() ?? false, `${path} answered by the SW`).toBe(false);
  }
});

test('the web app manifest is linked, served and installable', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /\/manifest\.webmanifest$/);

  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type'] ?? '').toMatch(/application\/(manifest\+)?json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'TG娱乐城',
    short_name: 'TG娱乐',
    start_url: '/#/',
    scope: '/',
    display: 'standalone',
    theme_color: '#e8414d',
    background_color: '#f3f4f8',
  });

  const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((i) => (i.purpose ?? '').split(' ').includes('maskable'))).toBe(true);
  for (const icon of icons) {
    const img = await request.get(icon.src);
    expect(img.status(), icon.src).toBe(200);
    const body = await img.body();
    // PNG signature, then the IHDR width and height: the file is what the manifest says.
    expect(body.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});

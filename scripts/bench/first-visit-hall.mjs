/**
 * First visits of the alternative hall (/#/index_old) and the electronic-game list
 * (/#/concise) in Debian Chromium at 390x844 against the reference server, cold cache, service
 * workers blocked: requests and bytes on the wire (encoded, headers included) until the network is
 * idle, and the time until the first platform logos / game tiles are on screen.
 */
import { launchChromium, MOBILE_CONTEXT } from './lib/chromium.mjs';
import { kib } from './lib/table.mjs';

const VISITS = [
  { path: '/#/index_old', ready: '[data-section] button[data-platform]' },
  { path: '/#/concise', ready: 'button[data-game]' },
];

async function visit(browser, baseUrl, { path, ready }) {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    let requests = 0;
    let bytes = 0;
    let failed = 0;
    cdp.on('Network.loadingFinished', (e) => {
      requests += 1;
      bytes += e.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', () => (failed += 1));
    const started = Date.now();
    await page.goto(`${baseUrl}${path}`);
    await page.waitForSelector(ready, { state: 'visible', timeout: 30_000 });
    const readyMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    return { path, requests, bytes, failed, readyMs };
  } finally {
    await context.close();
  }
}

export default {
  name: 'first-visit-hall',
  title: 'First visit of /index_old and /concise (Chromium 390x844, reference server, cold cache)',
  needsServer: true,
  async run(ctx) {
    const { baseUrl } = await ctx.server();
    const browser = await launchChromium();
    try {
      const results = [];
      for (const v of VISITS) results.push(await visit(browser, baseUrl, v));
      return {
        headers: ['route', 'requests', 'transferred', 'first tiles shown'],
        rows: results.map((r) => [r.path, r.requests, kib(r.bytes), `${r.readyMs} ms`]),
        notes: results.filter((r) => r.failed).map((r) => `${r.path}: ${r.failed} request(s) failed.`),
        data: Object.fromEntries(results.map((r) => [r.path, r])),
      };
    } finally {
      await browser.close();
    }
  },
};

/**
 * (b) A first visit of `/` in Debian Chromium at 390x844 against the reference server:
 * how many requests the page makes and how many bytes cross the wire (encoded, i.e.
 * after compression, headers included), counted from the DevTools protocol until the
 * network is idle. Service workers are blocked: the SW's background precache is not
 * part of what the player waits for.
 */
import { launchChromium, MOBILE_CONTEXT } from './lib/chromium.mjs';
import { kib } from './lib/table.mjs';

export default {
  name: 'first-visit',
  title: 'First visit of / (Chromium 390x844, reference server, cold cache)',
  needsServer: true,
  async run(ctx) {
    const { baseUrl } = await ctx.server();
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

      const types = new Map(); // requestId -> resource type
      const byType = new Map(); // type -> { count, bytes }
      let failed = 0;
      cdp.on('Network.requestWillBeSent', (e) => types.set(e.requestId, e.type ?? 'Other'));
      cdp.on('Network.loadingFinished', (e) => {
        const type = types.get(e.requestId) ?? 'Other';
        const t = byType.get(type) ?? { count: 0, bytes: 0 };
        t.count += 1;
        t.bytes += e.encodedDataLength;
        byType.set(type, t);
      });
      cdp.on('Network.loadingFailed', () => (failed += 1));

      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await context.close();

      const rows = [...byType.entries()]
        .sort((a, b) => b[1].bytes - a[1].bytes)
        .map(([type, t]) => [type, t.count, kib(t.bytes)]);
      const total = [...byType.values()].reduce((s, t) => ({ count: s.count + t.count, bytes: s.bytes + t.bytes }), {
        count: 0,
        bytes: 0,
      });
      rows.push(['total', total.count, kib(total.bytes)]);
      return {
        headers: ['resource type', 'requests', 'transferred'],
        rows,
        notes: failed ? [`${failed} request(s) failed during the visit.`] : [],
        data: { requests: total.count, bytes: total.bytes, failed, byType: Object.fromEntries(byType) },
      };
    } finally {
      await browser.close();
    }
  },
};

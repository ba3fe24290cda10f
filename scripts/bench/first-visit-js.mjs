/**
 * What a visitor's first visit of each URL evaluates, in Debian Chromium at 390x844 against the
 * reference server: the chunk files V8 compiled (a file the inline script preloads but nothing runs
 * is not compiled) and their size, and the main thread's scripting and style/layout in thread time
 * ×4 (lib/thread-time.mjs; ×4 as Lighthouse scales its unthrottled trace), median of `JS_RUNS`
 * (3). The file counts and sizes do not depend on the machine's load; the times depend on it far
 * less than Lighthouse's. `JS_URLS` (comma-separated) changes the URLs.
 */
import { launchChromium, MOBILE_CONTEXT } from './lib/chromium.mjs';
import { median } from './lib/stats.mjs';
import { kib } from './lib/table.mjs';
import { threadTimeByGroup, TRACE_CATEGORIES } from './lib/thread-time.mjs';

const URLS = process.env.JS_URLS
  ? process.env.JS_URLS.split(',')
  : ['/', '/#/lottery', '/#/login', '/#/activity', '/#/responsible', '/#/concise'];
// Long enough for a visitor's lottery bounce (1 s) and the hall after it.
const SETTLE_MS = 6000;

/** One cold visit: { files, bytes, scripting, styleLayout, finalPath }. */
async function visit(browser, url) {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const compiled = new Map();
    cdp.on('Debugger.scriptParsed', (s) => {
      if (s.url.includes('/_next/')) compiled.set(s.url, s.length);
    });
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Debugger.enable');
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: TRACE_CATEGORIES },
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const finalPath = new URL(page.url()).hash || '/';
    await cdp.send('Tracing.end');
    await traced;
    const t = threadTimeByGroup(events);
    const bytes = [...compiled.values()].reduce((s, n) => s + n, 0);
    return { files: compiled.size, bytes, scripting: t.scripting * 4, styleLayout: t.styleLayout * 4, finalPath };
  } finally {
    await context.close();
  }
}

export default {
  name: 'first-visit-js',
  title: 'What a first visit evaluates (visitor, cold; thread time x4)',
  needsServer: true,
  async run(ctx) {
    const { baseUrl } = await ctx.server();
    const runs = Number(process.env.JS_RUNS || 3);
    const browser = await launchChromium();
    const rows = [];
    const data = {};
    try {
      for (const url of URLS) {
        const visits = [];
        for (let i = 0; i < runs; i++) visits.push(await visit(browser, `${baseUrl}${url}`));
        const [first] = visits;
        const scripting = median(visits.map((v) => v.scripting));
        const styleLayout = median(visits.map((v) => v.styleLayout));
        rows.push([
          url,
          first.finalPath,
          first.files,
          kib(first.bytes),
          `${Math.round(scripting)} ms`,
          `${Math.round(styleLayout)} ms`,
        ]);
        data[url] = {
          finalPath: first.finalPath,
          files: first.files,
          bytes: first.bytes,
          scripting,
          styleLayout,
          runs,
        };
      }
    } finally {
      await browser.close();
    }
    return {
      headers: [
        'URL',
        'ends on',
        'chunk files compiled',
        'JS compiled',
        'scripting (thread, x4)',
        'style/layout (thread, x4)',
      ],
      rows,
      notes: [
        `median of ${runs} cold visits per URL; thread time leaves out the time the main thread waited for a core`,
      ],
      data,
    };
  },
};

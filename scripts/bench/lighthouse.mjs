/**
 * First visits in Lighthouse 12 (Debian Chromium, mobile, simulated slow 4G: 150 ms RTT,
 * 1.6 Mbps, 4x CPU), median of 3 runs per URL by performance score, against the reference
 * server (gzip, demo data). `LH_RUNS` changes the run count, `LH_URLS` (comma-separated) the URLs; `LH_SAVE_DIR` keeps every report
 * (JSON) for reading the treemap, bootup-time and long-tasks audits.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lighthouseFigures, runLighthouse } from './lib/lighthouse.mjs';
import { kib } from './lib/table.mjs';

const URLS = process.env.LH_URLS
  ? process.env.LH_URLS.split(',')
  : ['/', '/#/lottery', '/#/recharge', '/#/concise', '/#/activity', '/#/login', '/#/responsible'];
const GOAL = { score: 0.95, lcp: 1200, tbt: 200, cls: 0, bytes: 200 * 1024 };

function median(runs, key) {
  const v = runs.map((r) => r[key]).sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)];
}

/** Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): that run is taken again. */
async function runWithRetry(url, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await runLighthouse(url);
    } catch (err) {
      if (i >= attempts) throw err;
      console.log(`  lighthouse: ${url} run failed (${err instanceof Error ? err.message : err}), again`);
    }
  }
}

const ms = (v) => `${(v / 1000).toFixed(2)} s`;

export default {
  name: 'lighthouse',
  title: 'First visits in Lighthouse (mobile, simulated 150 ms RTT / 1.6 Mbps / 4x CPU, median of 3)',
  needsServer: true,
  async run(ctx) {
    const { baseUrl } = await ctx.server();
    const runs = Number(process.env.LH_RUNS || 3);
    const saveDir = process.env.LH_SAVE_DIR;
    if (saveDir) mkdirSync(saveDir, { recursive: true });
    const data = {};
    const rows = [];
    for (const url of URLS) {
      const figures = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await runWithRetry(`${baseUrl}${url}`);
        if (saveDir) {
          const name = `${url.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '') || 'hall'}-${i + 1}.json`;
          writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
        }
        figures.push(lighthouseFigures(lhr));
      }
      const med = Object.fromEntries(
        ['score', 'a11y', 'fcp', 'lcp', 'tbt', 'cls', 'si', 'bytes', 'requests'].map((k) => [k, median(figures, k)]),
      );
      data[url] = { median: med, runs: figures };
      rows.push([
        url,
        med.score.toFixed(2),
        med.a11y.toFixed(2),
        ms(med.fcp),
        ms(med.lcp),
        `${Math.round(med.tbt)} ms`,
        med.cls.toFixed(3),
        kib(med.bytes),
        med.requests,
        figures.map((f) => f.score.toFixed(2)).join(' '),
      ]);
    }
    const hall = data['/']?.median ?? data[URLS[0]].median;
    const verdict = (ok) => (ok ? 'met' : 'NOT met');
    return {
      headers: ['URL', 'score', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'transfer', 'requests', 'scores of the runs'],
      rows,
      notes: [
        `hall goals: score ≥ ${GOAL.score} ${verdict(hall.score >= GOAL.score)}; LCP ≤ 1.2 s ${verdict(hall.lcp <= GOAL.lcp)}; ` +
          `TBT ≤ 200 ms ${verdict(hall.tbt <= GOAL.tbt)}; CLS 0 ${verdict(hall.cls <= 0.001)}; ` +
          `transfer ≤ 200 KiB ${verdict(hall.bytes <= GOAL.bytes)}`,
        `accessibility 1.00 on every URL: ${verdict(Object.values(data).every((d) => d.median.a11y >= 1))}`,
        `machine: Lighthouse benchmark index ${Math.round(
          median(
            Object.values(data).flatMap((d) => d.runs),
            'benchmarkIndex',
          ),
        )} (median of every run)`,
        `LCP element of ${URLS[0]}: ${data[URLS[0]].runs[0].lcpElement || 'unknown'}`,
        'On 2 cores Lighthouse moves by about ±5 points between identical runs; read medians, not single runs.',
      ],
      data,
    };
  },
};

/**
 * One Lighthouse run (mobile, simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU, the defaults)
 * in Debian's Chromium, started fresh for every run so each one is a cold first visit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { QUIET_FLAGS } from '../../chromium-flags.mjs';
import { mainThreadFigures } from './main-thread.mjs';
import { freePort } from './ports.mjs';
import { stopChild } from './processes.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  ...QUIET_FLAGS,
  // A Chinese browser: with an English one the page would first move to the English build
  // (lib/i18n/redirect.ts), and the trace would measure a redirect. Headless Chromium on Linux
  // ignores --lang (navigator.languages stays en-US); --accept-lang sets them.
  '--lang=zh-CN',
  '--accept-lang=zh-CN',
];

async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'tg-bench-lh-'));
  const child = spawn(
    process.env.CHROME_PATH || '/usr/bin/chromium',
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group: stopping it stops its helper processes too, which otherwise keep
    // writing into the profile while it is being removed.
    { stdio: 'ignore', detached: true },
  );
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('chromium did not open its debugging port');
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    await stopChild(child);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* the whole group has gone */
    }
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (e) {
      // A profile left in the temp folder must not cost a finished run its figures.
      console.error(`  lighthouse: profile ${profile} not removed (${e.code ?? e.message})`);
    }
  };
  return { port, stop };
}

/** One Lighthouse run in a fresh browser; see runLighthouse. */
async function lighthouseOnce(url, { prepare, disableStorageReset }) {
  const chrome = await startChromium();
  try {
    if (prepare) await prepare(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      disableStorageReset,
    });
    if (!result?.lhr) throw new Error(`lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.stop();
  }
}

/**
 * The Lighthouse result (lhr) of one first visit of `url`. `prepare(port)` runs first against the
 * fresh browser (e.g. a member's session into the profile's storage), and `disableStorageReset`
 * keeps what it stored; the profile is new, so the visit is still cold. Lighthouse now and then
 * loses the trace on a busy machine (NO_NAVSTART): a failed run is taken again, up to `attempts`.
 */
export async function runLighthouse(url, { prepare, disableStorageReset = false, attempts = 4 } = {}) {
  for (let i = 1; ; i++) {
    try {
      return await lighthouseOnce(url, { prepare, disableStorageReset });
    } catch (err) {
      if (i >= attempts) throw err;
      console.log(`  lighthouse: ${url} run failed (${err instanceof Error ? err.message : err}), again`);
    }
  }
}

/** The figures the front-end goals name, from one lhr. */
export function lighthouseFigures(lhr) {
  const a = lhr.audits;
  const num = (id) => a[id]?.numericValue ?? NaN;
  const requests = a['network-requests']?.details?.items ?? [];
  const lcpElement = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '';
  return {
    score: lhr.categories.performance.score,
    a11y: lhr.categories.accessibility?.score ?? NaN,
    /** Lighthouse's measure of this machine's speed (about 2,100 on a 2-vCPU EPYC; phones are lower). */
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    bytes: num('total-byte-weight'),
    requests: requests.length,
    lcpElement,
    /** The page Lighthouse ended on: a language redirect would measure the other build. */
    finalUrl: lhr.finalDisplayedUrl ?? '',
    ...mainThreadFigures(lhr),
  };
}

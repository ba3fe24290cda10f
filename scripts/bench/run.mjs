#!/usr/bin/env node
/**
 * `npm run bench` runs every bench; `npm run bench -- balance` runs the named ones.
 * Add a bench: a module in this folder exporting { name, title, needsServer?, run(ctx) }
 * where run returns { headers, rows, notes?, data }, then list it in BENCHES.
 * Figures are printed, never asserted (tests carry no timing); `--json FILE` also
 * writes them to FILE for comparing runs. Nothing here is meant to be committed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import balance from './balance.mjs';
import bundle from './bundle.mjs';
import chat from './chat.mjs';
import deepLinks from './deep-links.mjs';
import firstVisit from './first-visit.mjs';
import firstVisitHall from './first-visit-hall.mjs';
import firstVisitJs from './first-visit-js.mjs';
import ledger from './ledger.mjs';
import payHammer from './pay-hammer.mjs';
import lighthouse from './lighthouse.mjs';
import settle from './settle.mjs';
import rebates from './rebates.mjs';
import repeatVisit from './repeat-visit.mjs';
import routes from './routes.mjs';
import serverStart from './server-start.mjs';
import { OUT_DIR, ROOT } from './lib/paths.mjs';
import { startReferenceServer } from './lib/reference-server.mjs';
import { printTable } from './lib/table.mjs';

const BENCHES = [
  bundle,
  routes,
  firstVisit,
  firstVisitHall,
  firstVisitJs,
  lighthouse,
  deepLinks,
  repeatVisit,
  balance,
  payHammer,
  ledger,
  chat,
  settle,
  rebates,
  serverStart,
];

function parseArgs(argv) {
  const names = [];
  let json = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--json') json = argv[++i];
    else names.push(argv[i]);
  }
  return { names, json };
}

const { names, json } = parseArgs(process.argv.slice(2));
const unknown = names.filter((n) => !BENCHES.some((b) => b.name === n));
if (unknown.length) {
  console.error(`bench: unknown ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`);
  process.exit(2);
}
const selected = names.length ? BENCHES.filter((b) => names.includes(b.name)) : BENCHES;

// BENCH_BASE_URL points the benches at a site already running instead of the reference server on
// out/ (e.g. a bare Next page served by the reference server with STATIC_DIR at its export: the
// framework's floor, measured under the benches' own settings).
const baseUrl = process.env.BENCH_BASE_URL?.replace(/\/+$/, '');

// Benches that never look at out/ say `needsBuild: false` (e.g. chat, on its own servers).
if (!baseUrl && selected.some((b) => b.needsBuild !== false) && !existsSync(path.join(OUT_DIR, 'index.html'))) {
  console.log('bench: out/ is missing, running `npm run build` first');
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// One reference server for all benches that need it, started on first use.
let serverPromise = null;
const ctx = {
  server: () =>
    (serverPromise ??= baseUrl ? Promise.resolve({ baseUrl, stop: async () => {} }) : startReferenceServer()),
};

console.log(`bench: node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.release()}`);
const results = {};
let failed = false;
try {
  for (const bench of selected) {
    console.log(`\n== ${bench.title} ==`);
    try {
      const r = await bench.run(ctx);
      printTable(r.headers, r.rows);
      for (const n of r.notes ?? []) console.log(`  note: ${n}`);
      results[bench.name] = r.data;
    } catch (err) {
      failed = true;
      console.error(`  ${bench.name} failed: ${err instanceof Error ? err.message : err}`);
    }
  }
} finally {
  if (serverPromise) await (await serverPromise.catch(() => null))?.stop();
}

if (json) {
  writeFileSync(json, JSON.stringify({ at: new Date().toISOString(), node: process.version, results }, null, 2));
  console.log(`\nbench: wrote ${json}`);
}
process.exit(failed ? 1 : 0);

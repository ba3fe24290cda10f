#!/usr/bin/env node
/**
 * POST /api/transfer over HTTP (ledger-http.mjs) for two or more compiled servers in one session,
 * turn by turn on one private PostgreSQL, so a before/after compares figures taken under the same
 * load (the machine is shared: compare ratios, not absolutes). Optionally profiles each server.
 *
 *   node scripts/bench/ledger-http-ab.mjs [--rounds N] [--profile DIR] label=path/to/main.js ...
 *
 * A variant is a copy of server/dist (e.g. `cp -r server/dist server/dist-before` before a change;
 * keep it inside server/ so it finds node_modules); `current` alone means server/dist, built now.
 * --profile runs each server under `node --cpu-prof` into DIR/<label>/ and prints where its CPU
 * went (lib/cpu-profile.mjs). Each run also prints the CPU milliseconds per transfer of the server
 * and of PostgreSQL (lib/proc-cpu.mjs), which the machine's load hardly moves. BENCH_DURATION_S
 * (default 5) per run.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureHttpTransfers } from './ledger-http.mjs';
import { formatSummary, summariseProfile } from './lib/cpu-profile.mjs';
import { startPrivatePostgres } from './lib/postgres.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';
import { median } from './lib/stats.mjs';

const SECONDS = Number(process.env.BENCH_DURATION_S || 5);

function parseArgs(argv) {
  const variants = [];
  let rounds = 2;
  let profileDir = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--rounds') rounds = Number(argv[++i]);
    else if (argv[i] === '--profile') profileDir = path.resolve(argv[++i]);
    else if (argv[i] === 'current') variants.push({ label: 'current', main: ensureServerBuild() });
    else {
      const [label, main] = argv[i].split('=');
      variants.push({ label, main: path.resolve(main) });
    }
  }
  if (variants.length === 0) variants.push({ label: 'current', main: ensureServerBuild() });
  return { variants, rounds, profileDir };
}

const ms = (x) => (x === null || x === undefined ? '?' : x.toFixed(2));
/** CPU milliseconds per transfer, server + PostgreSQL: hardly moved by the machine's load. */
const cpuText = (cpu) => `server ${ms(cpu?.server)} ms + PostgreSQL ${ms(cpu?.postgres)} ms`;

const { variants, rounds, profileDir } = parseArgs(process.argv.slice(2));
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(
  `ledger-http-ab: node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), load ${load()}`,
);
const pg = await startPrivatePostgres();
if (pg.error) throw new Error(pg.error);
const runs = new Map(variants.map((v) => [v.label, []]));
try {
  for (let round = 0; round < rounds; round++) {
    for (const v of variants) {
      const nodeArgs = profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.join(profileDir, v.label)] : [];
      const r = await measureHttpTransfers({ DATABASE_URL: pg.url }, SECONDS, { main: v.main, nodeArgs });
      runs.get(v.label).push(r);
      const refusal = r.firstRefusal ? ` first refusal ${r.firstRefusal}` : '';
      console.log(
        `round ${round + 1} ${v.label.padEnd(10)} ${r.perSecond.toFixed(0).padStart(5)}/s p50 ${r.p50} ms p99 ${r.p99} ms refused ${r.refused}  CPU/transfer ${cpuText(r.cpuMs)}  (load ${load()})${refusal}`,
      );
    }
  }
} finally {
  pg.stop();
}
console.log(`\nmedian of ${rounds} (${SECONDS} s each, 16 connections):`);
for (const [label, rs] of runs) {
  const rate = median(rs.map((r) => r.perSecond));
  const cpu = { server: median(rs.map((r) => r.cpuMs.server)), postgres: median(rs.map((r) => r.cpuMs.postgres)) };
  console.log(
    `  ${label.padEnd(10)} ${rate.toFixed(0).padStart(5)}/s  p99 ${median(rs.map((r) => r.p99))} ms  CPU/transfer ${cpuText(cpu)}`,
  );
}
if (profileDir) {
  for (const v of variants) {
    const dir = path.join(profileDir, v.label);
    // One profile per run, in run order (the file names start with the date and time).
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .sort();
    files.forEach((file, i) => {
      console.log(`\n== ${v.label}: ${file}, the ${SECONDS} s under load ==`);
      const summary = summariseProfile(path.join(dir, file), runs.get(v.label)[i]?.window);
      for (const line of formatSummary(summary)) console.log(line);
    });
  }
}

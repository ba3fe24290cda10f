/**
 * The server process itself (`npm run bench -- server-start`): how long the compiled server
 * (`node server/dist/server/src/main.js`, as production starts it) takes from spawn to its first
 * answer (polling POST /api/app until 200), the CPU it spent getting there (/proc/<pid>/stat, the
 * figure the machine's load does not change), and its resident memory (VmRSS of
 * /proc/<pid>/status) idle 10 s later. On PGlite and on a private PostgreSQL: a first start on an
 * empty database (migrations and the demo seed), then restarts on the migrated one; each the
 * median of BENCH_START_RUNS (3). BENCH_START_TSX=1 adds the same rows for the sources run
 * through tsx (how the server started before it was compiled at build time).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './lib/ports.mjs';
import { startPrivatePostgres } from './lib/postgres.mjs';
import { stopChild } from './lib/processes.mjs';
import { ensureServerBuild, SERVER_DIR } from './lib/server-build.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.env.BENCH_START_RUNS || 3);
const IDLE_MS = 10_000;
const READY_TIMEOUT_MS = 180_000;
const CLK_TCK = 100;

/** With `children`, also the CPU of its child processes that have exited (cutime, cstime). */
function cpuSeconds(pid, children = false) {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  return (children ? own + Number(fields[13]) + Number(fields[14]) : own) / CLK_TCK;
}

function rssMiB(pid) {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

async function answered(url) {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return res.status === 200;
  } catch {
    return false;
  }
}

/** One start: spawn → first 200 of /api/app; with `idle`, RSS and CPU (children too) after IDLE_MS more. */
async function startOnce(command, env, idle) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SITE_MODE: 'demo', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2000)));
  try {
    const url = `http://127.0.0.1:${port}/api/app`;
    while (!(await answered(url))) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
      if (performance.now() - started > READY_TIMEOUT_MS) throw new Error(`no answer within ${READY_TIMEOUT_MS} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - started;
    const cpu = cpuSeconds(child.pid);
    let rss = null;
    let idleCpu = null;
    if (idle) {
      await new Promise((r) => setTimeout(r, IDLE_MS));
      rss = rssMiB(child.pid);
      idleCpu = cpuSeconds(child.pid, true);
    }
    return { ms, cpu, rss, idleCpu };
  } finally {
    await stopChild(child);
  }
}

/** A fresh database per first start: a temp DATA_DIR, or a new database on the private PostgreSQL. */
async function freshDatabase(engine, pgUrl, n) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tg-bench-start-'));
  if (engine === 'pglite')
    return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const name = `tg_start_${process.pid}_${n}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.href },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name}`);
      await c.end();
    },
  };
}

/** First starts on empty databases, then restarts on the last one, RUNS of each. */
async function measureEngine(command, engine, pgUrl) {
  const first = [];
  const restart = [];
  for (let i = 0; i < RUNS; i++) {
    const db = await freshDatabase(engine, pgUrl, i);
    try {
      first.push(await startOnce(command, db.env, false));
      if (i === RUNS - 1) for (let j = 0; j < RUNS; j++) restart.push(await startOnce(command, db.env, true));
    } finally {
      await db.drop();
    }
  }
  const pick = (runs, key) => median(runs.map((r) => r[key]));
  return {
    first: { ms: pick(first, 'ms'), cpu: pick(first, 'cpu'), runs: first },
    restart: {
      ms: pick(restart, 'ms'),
      cpu: pick(restart, 'cpu'),
      rss: pick(restart, 'rss'),
      idleCpu: pick(restart, 'idleCpu'),
      runs: restart,
    },
  };
}

const row = (label, kind, r) => [
  `${label}: ${kind}`,
  `${(r.ms / 1000).toFixed(2)} s`,
  `${r.cpu.toFixed(2)} s`,
  r.rss === undefined ? '' : `${r.rss.toFixed(0)} MiB`,
  r.idleCpu === undefined ? '' : `${r.idleCpu.toFixed(2)} s`,
  r.runs.map((x) => (x.ms / 1000).toFixed(2)).join(' '),
];

export default {
  name: 'server-start',
  title: `Server process: cold start to first answer and idle memory, median of ${RUNS}`,
  needsServer: false,
  needsBuild: false,
  async run() {
    const cpus = os.cpus();
    const notes = [
      `machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} at the start`,
      'first start: an empty database (migrations and the demo seed); restart: the same database again. CPU: user + system of the server process until its first answer.',
      'idle RSS: VmRSS 10 s after the first answer, no request meanwhile; CPU by then: the process and the child processes it ran (the encoder of uploads).',
    ];
    const variants = [['compiled', [ensureServerBuild()]]];
    if (process.env.BENCH_START_TSX === '1') variants.push(['tsx', ['--import', 'tsx', 'src/main.ts']]);
    const data = {};
    const rows = [];
    const pgServer = await startPrivatePostgres();
    if (pgServer.error) notes.push(`PostgreSQL skipped: ${pgServer.error}`);
    try {
      for (const [variant, command] of variants) {
        for (const engine of pgServer.error ? ['pglite'] : ['pglite', 'postgres']) {
          const r = await measureEngine(command, engine, pgServer.url);
          data[`${variant}/${engine}`] = r;
          const label = `${variant}, ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
          rows.push(row(label, 'first start', r.first), row(label, 'restart', r.restart));
        }
      }
    } finally {
      pgServer.stop?.();
    }
    notes.push(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} at the end`,
    );
    return {
      headers: ['server: start', 'first answer', 'CPU', 'idle RSS', 'CPU by then', 'runs (s)'],
      rows,
      notes,
      data,
    };
  },
};

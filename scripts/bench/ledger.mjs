/**
 * Ledger transfers per second on PGlite and on PostgreSQL: the reference server's own code
 * (migrations, seed, postMovement, the /api/transfer work) run by ledger-worker.mjs in a child
 * process with tsx. PostgreSQL is a private throw-away cluster started for the run the way
 * scripts/pg-start.sh does, on a free loopback port (never 54329, which the tests use), and
 * stopped afterwards. BENCH_DURATION_S (default 5) per measurement, BENCH_LEDGER_CONCURRENCY
 * (default 8) loops at once.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { freePort } from './lib/ports.mjs';
import { fmtInt } from './lib/table.mjs';

const SECONDS = Number(process.env.BENCH_DURATION_S || 5);
const CONCURRENCY = Number(process.env.BENCH_LEDGER_CONCURRENCY || 8);
const WORKER = path.join(ROOT, 'scripts/bench/ledger-worker.mjs');
const WORKER_TIMEOUT_MS = 10 * 60 * 1000;

function runWorker(engine, env) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', WORKER, engine, String(SECONDS), String(CONCURRENCY)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: WORKER_TIMEOUT_MS,
  });
  if (r.status !== 0) throw new Error(`ledger worker (${engine}) failed: ${(r.stderr || r.stdout || '').slice(-2000)}`);
  const line = r.stdout.trim().split('\n').pop();
  return JSON.parse(line);
}

/** Starts a private PostgreSQL with scripts/pg-start.sh on a free port; null when unavailable. */
async function startPostgres() {
  const port = String(await freePort());
  const r = spawnSync('bash', [path.join(ROOT, 'scripts/pg-start.sh')], {
    cwd: ROOT,
    env: { ...process.env, PG_PORT: port },
    encoding: 'utf8',
  });
  if (r.status !== 0) return { error: (r.stderr || '').trim().split('\n').pop() || `pg-start.sh exited ${r.status}` };
  const url = r.stdout
    .trim()
    .split('\n')
    .pop()
    ?.replace(/^DATABASE_URL=/, '');
  const stop = () =>
    spawnSync('bash', [path.join(ROOT, 'scripts/pg-stop.sh')], {
      cwd: ROOT,
      env: { ...process.env, PG_PORT: port },
      encoding: 'utf8',
    });
  return { url, port, stop };
}

const rows = (label, r) => [
  [
    `${label}: ledger core (postMovement)`,
    fmtInt(r.ledger.perSecond),
    `${r.ledger.p50.toFixed(1)} ms`,
    `${r.ledger.p99.toFixed(1)} ms`,
    fmtInt(r.ledger.refused),
  ],
  [
    `${label}: /api/transfer work`,
    fmtInt(r.transfer.perSecond),
    `${r.transfer.p50.toFixed(1)} ms`,
    `${r.transfer.p99.toFixed(1)} ms`,
    fmtInt(r.transfer.refused),
  ],
];

export default {
  name: 'ledger',
  title: `Ledger transfers per second (main ↔ venue), ${CONCURRENCY} at once x ${SECONDS} s per row`,
  needsServer: false,
  async run() {
    const data = {};
    const table = [];
    const notes = [
      'ledger core: one postMovement (lock 2 accounts, append transaction + 2 postings, update balances) per transfer.',
      '/api/transfer work: the same plus the idempotent-answer row, venue lookup, transfer log and adapter, in one transaction (no HTTP).',
      'PGlite runs one transaction at a time (in a temp folder, like the demo server); PostgreSQL 15 runs them in parallel (fsync off, like the test cluster).',
    ];
    data.pglite = runWorker('pglite', {});
    table.push(...rows('PGlite', data.pglite));

    const pg = await startPostgres();
    if (pg.error) {
      notes.push(`PostgreSQL skipped: ${pg.error}`);
    } else {
      try {
        data.postgres = runWorker('postgres', { DATABASE_URL: pg.url });
        table.push(...rows('PostgreSQL', data.postgres));
      } finally {
        pg.stop();
      }
    }
    for (const [engine, r] of Object.entries(data)) {
      if (!r.auditOk) notes.push(`${engine}: ledger audit after the run FAILED`);
      else notes.push(`${engine}: ledger audit after the run OK (${fmtInt(r.transactions)} transactions)`);
    }
    return { headers: ['engine: what', 'transfers/s', 'p50', 'p99', 'refused'], rows: table, notes, data };
  },
};

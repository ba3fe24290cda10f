/**
 * Ledger transfers per second on PGlite and on PostgreSQL: the reference server's own code
 * (migrations, seed, postMovement, the /api/transfer work) run by ledger-worker.mjs in a child
 * process with tsx. PostgreSQL is a private throw-away cluster started for the run the way
 * scripts/pg-start.sh does, on a free loopback port (never 54329, which the tests use), and
 * stopped afterwards (even when a row fails). On PostgreSQL also POST /api/transfer over HTTP
 * against a reference server (ledger-http.mjs). BENCH_DURATION_S (default 5) per measurement, BENCH_LEDGER_CONCURRENCY
 * (default 8) loops at once.
 */
import path from 'node:path';
import { measureHttpTransfers } from './ledger-http.mjs';
import { onBothEngines, runEngineWorker } from './lib/engine-worker.mjs';
import { ROOT } from './lib/paths.mjs';
import { fmtInt } from './lib/table.mjs';

const SECONDS = Number(process.env.BENCH_DURATION_S || 5);
const CONCURRENCY = Number(process.env.BENCH_LEDGER_CONCURRENCY || 8);
const WORKER = path.join(ROOT, 'scripts/bench/ledger-worker.mjs');
const WORKER_TIMEOUT_MS = 10 * 60 * 1000;

const runWorker = (engine, env) =>
  runEngineWorker(WORKER, engine, [SECONDS, CONCURRENCY], { env, timeoutMs: WORKER_TIMEOUT_MS });

const rows = (label, r) => [
  [
    `${label}: ledger core (postMovement)`,
    fmtInt(r.ledger.perSecond),
    `${r.ledger.p50.toFixed(1)} ms`,
    `${r.ledger.p99.toFixed(1)} ms`,
    fmtInt(r.ledger.refused),
  ],
  [
    `${label}: /api/transfer work, Idempotency-Key`,
    fmtInt(r.transfer.perSecond),
    `${r.transfer.p50.toFixed(1)} ms`,
    `${r.transfer.p99.toFixed(1)} ms`,
    fmtInt(r.transfer.refused),
  ],
  [
    `${label}: /api/transfer work, no key`,
    fmtInt(r.once.perSecond),
    `${r.once.p50.toFixed(1)} ms`,
    `${r.once.p99.toFixed(1)} ms`,
    fmtInt(r.once.refused),
  ],
];

export default {
  name: 'ledger',
  title: `Ledger transfers per second (main ↔ venue), ${CONCURRENCY} at once x ${SECONDS} s per row`,
  needsServer: false,
  needsBuild: false,
  async run() {
    const notes = [
      'ledger core: one postMovement (lock 2 accounts, append transaction + 2 postings, update balances) per transfer.',
      '/api/transfer work, Idempotency-Key: the same plus the idempotent-answer row, venue lookup, transfer log and adapter, in one transaction (no HTTP).',
      '/api/transfer work, no key: what POST /api/transfer without Idempotency-Key runs (the HTTP row sends none): one statement, wallet_transfer (no HTTP).',
      'PGlite runs one transaction at a time (in a temp folder, like the demo server); PostgreSQL 15 runs them in parallel (fsync off, like the test cluster).',
    ];
    const data = await onBothEngines(runWorker, notes, async (env, figures) => {
      const http = await measureHttpTransfers(env, SECONDS);
      figures.postgresHttp = http;
      notes.push(
        `POST /api/transfer over HTTP: the reference server (own process, request logs at info) on the same PostgreSQL, autocannon ${http.connections} connections, one of ${http.players} funded players each, main → venue and back in turn.`,
      );
      if (http.firstRefusal) notes.push(`  first refused answer: ${http.firstRefusal}`);
    });
    const table = [...rows('PGlite', data.pglite)];
    if (data.postgres) table.push(...rows('PostgreSQL', data.postgres));
    const http = data.postgresHttp;
    if (http) {
      table.push([
        `PostgreSQL: POST /api/transfer over HTTP`,
        fmtInt(http.perSecond),
        `${http.p50.toFixed(1)} ms`,
        `${http.p99.toFixed(1)} ms`,
        fmtInt(http.refused),
      ]);
    }
    for (const [engine, r] of Object.entries(data)) {
      if (r.auditOk === undefined) continue;
      if (!r.auditOk) notes.push(`${engine}: ledger audit after the run FAILED`);
      else notes.push(`${engine}: ledger audit after the run OK (${fmtInt(r.transactions)} transactions)`);
    }
    return { headers: ['engine: what', 'transfers/s', 'p50', 'p99', 'refused'], rows: table, notes, data };
  },
};

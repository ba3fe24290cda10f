/**
 * Bets settled per second for one lottery round of 100,000 bets (BENCH_SETTLE_BETS), on PGlite
 * and on a private PostgreSQL (started like the ledger bench, on a free loopback port): the
 * server's own settleRound run by settle-worker.mjs in a child process with tsx. The bets are
 * inserted in bulk first; only the settlement is timed. BENCH_SETTLE_BATCH (default 5000) bets
 * per settlement transaction.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { startPrivatePostgres } from './lib/postgres.mjs';
import { fmtInt } from './lib/table.mjs';

const BETS = Number(process.env.BENCH_SETTLE_BETS || 100_000);
const BATCH = Number(process.env.BENCH_SETTLE_BATCH || 5000);
const WORKER = path.join(ROOT, 'scripts/bench/settle-worker.mjs');
const WORKER_TIMEOUT_MS = 15 * 60 * 1000;

function runWorker(engine, env) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', WORKER, engine, String(BETS), String(BATCH)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: WORKER_TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`settle worker (${engine}) failed: ${(r.stderr || r.stdout || '').slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

const row = (label, r) => [
  label,
  fmtInt(r.bets),
  fmtInt(r.batches),
  fmtInt(r.winners),
  `${r.seconds.toFixed(2)} s`,
  fmtInt(r.perSecond),
];

export default {
  name: 'settle',
  title: `Lottery settlement: one round of ${fmtInt(BETS)} bets, ${fmtInt(BATCH)} per batch`,
  needsServer: false,
  needsBuild: false,
  async run() {
    const data = {};
    const table = [];
    const notes = [
      'Timed: settleRound only (bets judged 2 → 1 set-based, turnover, one ledger payout movement per batch of winners, round settled).',
      '10,000 players; bets, orders and the stake movement are inserted in bulk beforehand (not timed).',
    ];
    data.pglite = runWorker('pglite', {});
    table.push(row('PGlite', data.pglite));
    const pg = await startPrivatePostgres();
    if (pg.error) {
      notes.push(`PostgreSQL skipped: ${pg.error}`);
    } else {
      try {
        data.postgres = runWorker('postgres', { DATABASE_URL: pg.url });
        table.push(row('PostgreSQL', data.postgres));
      } finally {
        pg.stop();
      }
    }
    for (const [engine, r] of Object.entries(data)) {
      notes.push(
        `${engine}: ${r.settled ? 'round settled' : 'round NOT settled'}, books ${r.auditOk ? 'balance (audit + reconciliation OK)' : 'DO NOT balance'}; result ${r.result}; bulk insert took ${r.placeSeconds.toFixed(1)} s`,
      );
    }
    return {
      headers: ['engine', 'bets', 'batches', 'winning bets', 'settle time', 'bets/s'],
      rows: table,
      notes,
      data,
    };
  },
};

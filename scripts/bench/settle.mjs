/**
 * Bets settled per second for one lottery round of 100,000 bets (BENCH_SETTLE_BETS), on PGlite
 * and on a private PostgreSQL (started like the ledger bench, on a free loopback port): the
 * server's own settleRound run by settle-worker.mjs in a child process with tsx. The bets are
 * inserted in bulk first; only the settlement is timed. BENCH_SETTLE_BATCH (default 5000) bets
 * per settlement transaction.
 */
import path from 'node:path';
import { onBothEngines, runEngineWorker } from './lib/engine-worker.mjs';
import { ROOT } from './lib/paths.mjs';
import { fmtInt } from './lib/table.mjs';

const BETS = Number(process.env.BENCH_SETTLE_BETS || 100_000);
const BATCH = Number(process.env.BENCH_SETTLE_BATCH || 5000);
const WORKER = path.join(ROOT, 'scripts/bench/settle-worker.mjs');
const WORKER_TIMEOUT_MS = 15 * 60 * 1000;

const runWorker = (engine, env) =>
  runEngineWorker(WORKER, engine, [BETS, BATCH], { env, timeoutMs: WORKER_TIMEOUT_MS });

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
    const notes = [
      'Timed: settleRound only (bets judged 2 → 1 set-based, turnover, one ledger payout movement per batch of winners, round settled).',
      '10,000 players; bets, orders and the stake movement are inserted in bulk beforehand (not timed).',
    ];
    const data = await onBothEngines(runWorker, notes);
    const table = [row('PGlite', data.pglite), ...(data.postgres ? [row('PostgreSQL', data.postgres)] : [])];
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

/**
 * Rebate computation throughput: one Beijing day of 1,000,000 settled venue bets
 * (BENCH_REBATE_BETS) on PGlite and on a private PostgreSQL (started like the settlement bench),
 * the server's own runRebateDay run by rebates-worker.mjs in a child process with tsx. The bets
 * are inserted in bulk first; only the rebate day (and its idempotent re-run) is timed.
 */
import path from 'node:path';
import { onBothEngines, runEngineWorker } from './lib/engine-worker.mjs';
import { ROOT } from './lib/paths.mjs';
import { fmtInt } from './lib/table.mjs';

const BETS = Number(process.env.BENCH_REBATE_BETS || 1_000_000);
const WORKER = path.join(ROOT, 'scripts/bench/rebates-worker.mjs');
const WORKER_TIMEOUT_MS = 30 * 60 * 1000;

const runWorker = (engine, env) => runEngineWorker(WORKER, engine, [BETS], { env, timeoutMs: WORKER_TIMEOUT_MS });

const row = (label, r) => [
  label,
  fmtInt(r.bets),
  fmtInt(r.rebates),
  `${r.seconds.toFixed(2)} s`,
  fmtInt(r.perSecond),
  `${r.rerunSeconds.toFixed(2)} s (${r.rerunWritten} written)`,
];

export default {
  name: 'rebates',
  title: `Rebate day: ${fmtInt(BETS)} settled bets of one Beijing day`,
  needsServer: false,
  needsBuild: false,
  async run() {
    const notes = [
      'Timed: runRebateDay (turnover per member and venue × VIP rate, rebates and 账户明细 lines written) in one transaction.',
      '10,000 players over VIP1–10, six venues (one per category); bets inserted in bulk beforehand (not timed).',
    ];
    const data = await onBothEngines(runWorker, notes);
    const table = [row('PGlite', data.pglite), ...(data.postgres ? [row('PostgreSQL', data.postgres)] : [])];
    for (const [engine, r] of Object.entries(data))
      notes.push(`${engine}: rebates total ${r.amount} cents; bulk insert took ${r.insertSeconds.toFixed(1)} s`);
    return {
      headers: ['engine', 'bets', 'rebates written', 'time', 'bets/s', 're-run'],
      rows: table,
      notes,
      data,
    };
  },
};

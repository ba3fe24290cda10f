/**
 * Rebate computation throughput: one Beijing day of 1,000,000 settled venue bets
 * (BENCH_REBATE_BETS) on PGlite and on a private PostgreSQL (started like the settlement bench),
 * the server's own runRebateDay run by rebates-worker.mjs in a child process with tsx. The bets
 * are inserted in bulk first; only the rebate day (and its idempotent re-run) is timed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { freePort } from './lib/ports.mjs';
import { fmtInt } from './lib/table.mjs';

const BETS = Number(process.env.BENCH_REBATE_BETS || 1_000_000);
const WORKER = path.join(ROOT, 'scripts/bench/rebates-worker.mjs');
const WORKER_TIMEOUT_MS = 30 * 60 * 1000;

function runWorker(engine, env) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', WORKER, engine, String(BETS)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: WORKER_TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`rebate worker (${engine}) failed: ${(r.stderr || r.stdout || '').slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

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
  return { url, stop };
}

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
    const data = {};
    const table = [];
    const notes = [
      'Timed: runRebateDay (turnover per member and venue × VIP rate, rebates and 账户明细 lines written) in one transaction.',
      '10,000 players over VIP1–10, six venues (one per category); bets inserted in bulk beforehand (not timed).',
    ];
    data.pglite = runWorker('pglite', {});
    table.push(row('PGlite', data.pglite));
    const pg = await startPostgres();
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

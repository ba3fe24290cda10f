/**
 * Benches that time the server's own code (ledger, settlement, rebates) run it in a child process
 * under tsx: a worker script whose last line on stdout is its JSON result, once on PGlite and once
 * on a private PostgreSQL started for it (scripts/pg-start.sh on a free loopback port).
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './paths.mjs';
import { startPrivatePostgres } from './postgres.mjs';

/** Runs `file` for `engine` with `args`; throws with the worker's last output when it fails. */
export function runEngineWorker(file, engine, args, { env = {}, timeoutMs }) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', file, engine, ...args.map(String)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`${file} (${engine}) failed: ${(r.stderr || r.stdout || '').slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/**
 * `measure(engine, env)` on PGlite, then on a private PostgreSQL (a note says so when none can
 * start); `alsoOnPostgres(env, data)` runs more while that PostgreSQL is up. Returns the figures
 * by engine.
 */
export async function onBothEngines(measure, notes, alsoOnPostgres) {
  const data = { pglite: await measure('pglite', {}) };
  const pg = await startPrivatePostgres();
  if (pg.error) {
    notes.push(`PostgreSQL skipped: ${pg.error}`);
    return data;
  }
  try {
    const env = { DATABASE_URL: pg.url };
    data.postgres = await measure('postgres', env);
    if (alsoOnPostgres) await alsoOnPostgres(env, data);
  } finally {
    pg.stop();
  }
  return data;
}

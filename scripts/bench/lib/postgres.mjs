/**
 * A private, throw-away PostgreSQL for a bench: scripts/pg-start.sh on a free loopback port,
 * stopped with scripts/pg-stop.sh by the returned `stop`, and also when this process exits or is
 * interrupted before that (so a failing bench never leaves a cluster behind).
 * `{ error }` when the binaries are missing (scripts/install-system-deps.sh installs them).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { freePort } from './ports.mjs';

const running = new Set();
let hooked = false;

function hookExit() {
  if (hooked) return;
  hooked = true;
  process.on('exit', () => {
    for (const stop of running) stop();
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
}

/** `pickPort` (optional) chooses the port, e.g. within a range; default: one the OS picks. */
export async function startPrivatePostgres(pickPort = freePort) {
  const port = String(await pickPort());
  const env = { ...process.env, PG_PORT: port };
  const r = spawnSync('bash', [path.join(ROOT, 'scripts/pg-start.sh')], { cwd: ROOT, env, encoding: 'utf8' });
  if (r.status !== 0) return { error: (r.stderr || '').trim().split('\n').pop() || `pg-start.sh exited ${r.status}` };
  const url = r.stdout
    .trim()
    .split('\n')
    .pop()
    ?.replace(/^DATABASE_URL=/, '');
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    running.delete(stop);
    spawnSync('bash', [path.join(ROOT, 'scripts/pg-stop.sh')], { cwd: ROOT, env, encoding: 'utf8' });
  };
  running.add(stop);
  hookExit();
  return { url, port, stop };
}

/**
 * Starts the reference server on a free loopback port with a throwaway database, as production
 * starts it (the compiled server/dist, lib/server-build.mjs), and stops it again.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OUT_DIR } from './paths.mjs';
import { freePort } from './ports.mjs';
import { ensureServerBuild, SERVER_DIR } from './server-build.mjs';
import { stopChild, untilReady } from './processes.mjs';

const READY_TIMEOUT_MS = 90_000;

/**
 * `env` adds to this process's environment (e.g. DATABASE_URL, LOG_LEVEL); `staticDir` false
 * serves no front end (benches of the API alone need no build). `main` runs another compiled
 * server (an A/B comparison's copy of dist/), `nodeArgs` go to node (e.g. --cpu-prof).
 */
export async function startReferenceServer({ env = {}, staticDir = OUT_DIR, main, nodeArgs = [] } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tg-bench-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // node itself rather than npm: one process, so one kill stops it.
  const child = spawn(process.execPath, [...nodeArgs, main ?? ensureServerBuild()], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir || path.join(dataDir, 'no-static'),
      OPS_TOKEN: 'bench-ops-token',
      // A start with DATABASE_URL is the live site unless told: the benches run the demo on either engine.
      SITE_MODE: 'demo',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));

  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const probe = async () => {
    const res = await fetch(staticDir ? `${baseUrl}/` : `${baseUrl}/api/ping-bench`);
    // Without a front end any answer (a 404) means it listens: it listens after migrating and seeding.
    return res.ok || !staticDir;
  };
  await untilReady(child, probe, {
    what: `reference server on ${baseUrl}`,
    timeoutMs: READY_TIMEOUT_MS,
    stop,
    stderr: () => stderr,
  });
  return { baseUrl, stop, pid: child.pid };
}

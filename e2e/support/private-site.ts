/**
 * A second reference server over a private copy of out/, for specs that must change
 * the deployed files mid-test (e.g. publish a new sw.js) without touching the build
 * the other specs share. Costs a few seconds (a fresh PGlite database), so use sparingly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { OPS_TOKEN } from './env';

const ROOT = path.resolve(__dirname, '../..');
/** Waiting for the server's first answer: a start beside two busy browser workers can take 30 s and more. */
const START_TIMEOUT_MS = 60_000;

export interface PrivateSite {
  url: string;
  /** The served copy of out/; write into it to "deploy". */
  staticDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** `env`: extra server settings for this site only, e.g. `{ ROUND_SECONDS: '15' }`. */
export async function startPrivateSite(opts: { env?: Record<string, string> } = {}): Promise<PrivateSite> {
  // The hook (or test) that starts a site gets the wait and the copy on top of its own work: a test's
  // 30 s would end the wait halfway (it did, on a loaded CI machine).
  test.setTimeout(START_TIMEOUT_MS + 30_000);
  const work = mkdtempSync(path.join(tmpdir(), 'tg-e2e-site-'));
  const staticDir = path.join(work, 'out');
  cpSync(path.join(ROOT, 'out'), staticDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // One process (node --import tsx), so SIGTERM stops the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      STATIC_DIR: staticDir,
      OPS_TOKEN,
      LOG_LEVEL: 'warn',
      // The demo, even when the environment carries a DATABASE_URL (that alone means the live site).
      SITE_MODE: 'demo',
      ...opts.env,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`private server exited with ${child.exitCode}`);
          return fetch(`${url}/`).then(
            (r) => r.status,
            () => 0,
          );
        },
        { message: `private reference server on ${url}`, timeout: START_TIMEOUT_MS },
      )
      .toBe(200);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, staticDir, stop };
}

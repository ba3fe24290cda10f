/**
 * Processes for the chat bench: reference servers (server/src/main.ts) on loopback ports in
 * 5100–5999 (ports below are used by the lead and CI), and a private PostgreSQL through
 * scripts/pg-start.sh / pg-stop.sh. Everything started here is stopped by its own handle.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { startPrivatePostgres } from './lib/postgres.mjs';
import { stopChild, untilReady } from './lib/processes.mjs';

const READY_TIMEOUT_MS = 120_000;

function isFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A free loopback port in 5100–5999, not one of `taken`. */
export async function benchPort(taken = []) {
  for (let i = 0; i < 200; i++) {
    const port = 5100 + Math.floor(Math.random() * 900);
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
  throw new Error('no free port in 5100–5999');
}

/**
 * Starts one server process. `env` adds to the bench defaults (CHAT_RATE_PER_10S=0 etc.).
 * Resolves when it answers HTTP (main.ts listens only after migrating and seeding).
 */
export async function startChatServer({ port, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tg-bench-chat-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-static'),
      OPS_TOKEN: 'bench-ops-token-0123456789',
      // Processes of one site share the secret that signs the room frames they pass each other.
      SERVER_SECRET: 'bench-server-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      // A start with DATABASE_URL is the live site unless told: the bench runs the demo on either engine.
      SITE_MODE: 'demo',
      // Load-test overrides: one address registers the players, one player posts every message.
      REGISTER_RATE_PER_MIN: '0',
      LOGIN_RATE_PER_MIN: '0',
      CHAT_RATE_PER_10S: '0',
      // One receiving player on one address holds every socket of the room.
      CHAT_SOCKETS_PER_MEMBER: '0',
      CHAT_SOCKETS_PER_ADDRESS: '0',
      // Rounds and draws would post system messages and load the database mid-measurement.
      LOTTERY_SCHEDULER: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  // Any answer (a 404) means it listens.
  await untilReady(child, () => fetch(`${baseUrl}/api/ping-bench`).then(() => true), {
    what: `chat server on ${baseUrl}`,
    timeoutMs: READY_TIMEOUT_MS,
    stop,
    stderr: () => stderr,
    everyMs: 200,
  });
  return { baseUrl, wsUrl: `ws://127.0.0.1:${port}/wss`, stop, stderr: () => stderr };
}

/** A private PostgreSQL on a port in 5100–5999 (lib/postgres.mjs); `{error}` when the binaries are missing. */
export function startBenchPostgres() {
  return startPrivatePostgres(() => benchPort());
}

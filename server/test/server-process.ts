/**
 * Real server processes for the tests of several processes on one PostgreSQL database (as behind a
 * load balancer): `node --import tsx src/main.ts` on a test database, started, SIGKILLed and
 * started again on the same port. Each keeps its output, so a failing test can show it.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ROOT } from '../src/config.ts';
import type { Db } from '../src/db/types.ts';
import { OPS_TOKEN, postgresPlace, TEST_SERVER_SECRET } from './helpers.ts';

/** A free loopback port (closed again at once; the process that needs it takes it a moment later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * DATABASE_URL of a PostgreSQL test database (helpers.ts testDb) for another process: the tables
 * live in a schema of their own, so its search_path goes in the URL (`options`, read by pg).
 */
export function databaseUrlOf(db: Db): string {
  const { url, schema } = postgresPlace(db);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return withSchema.toString();
}

/** A demo start (ROUND_SECONDS and limits switched off are demo only), every process one secret. */
function serverEnv(databaseUrl: string, port: number, dataDir: string, extra: Record<string, string>) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    TMPDIR: tmpdir(),
    SITE_MODE: 'demo',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: join(dataDir, 'no-static'),
    OPS_TOKEN,
    SERVER_SECRET: TEST_SERVER_SECRET,
    LOG_LEVEL: 'warn',
    DB_POOL_MAX: '4',
    // Tests share two cores: a slow moment must not shed a call (test/load.test.ts tests shedding).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    REGISTER_RATE_PER_MIN: '0',
    LOGIN_RATE_PER_MIN: '0',
    CHAT_RATE_PER_10S: '0',
    ...extra,
  };
}

export class ServerProcess {
  private child: ChildProcess | null = null;
  private lines = '';
  /** How long each start took until the process was ready, in ms (for the test's report). */
  readonly startMs: number[] = [];
  readonly base: string;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'tg-proc-'));

  constructor(
    readonly name: string,
    private readonly databaseUrl: string,
    readonly port: number,
    private readonly extra: Record<string, string> = {},
  ) {
    this.base = `http://127.0.0.1:${port}`;
  }

  /** Everything the process (and its earlier lives) printed. */
  get output(): string {
    return this.lines;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts it and waits until it is ready: GET /readyz answers 200, as an orchestrator waits. */
  async start(timeoutMs = 60_000): Promise<void> {
    assert.ok(!this.running, `${this.name} is already running`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: serverEnv(this.databaseUrl, this.port, this.dataDir, this.extra),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.lines += `--- ${this.name} started (pid ${child.pid})\n`;
    const take = (chunk: Buffer) => (this.lines += String(chunk));
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    const begun = Date.now();
    for (;;) {
      if (!this.running) assert.fail(`${this.name} exited before it was ready:\n${this.lines}`);
      const ready = await fetch(`${this.base}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) break;
      if (Date.now() - begun > timeoutMs) assert.fail(`${this.name} was not ready in time:\n${this.lines}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    this.startMs.push(Date.now() - begun);
  }

  /** Ends it with `signal` (SIGKILL: no shutdown of any kind) and waits for the exit. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.lines += `--- ${this.name} ended by ${signal}\n`;
  }

  /** Stops it (gracefully) and removes its data folder. */
  async dispose(): Promise<void> {
    await this.stop('SIGTERM');
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export interface HttpAnswer {
  status: number;
  body: any;
}

/** A JSON POST to a process as the PWA sends it (Bearer token, optional extra headers). */
export async function post(
  base: string,
  path: string,
  body: unknown,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed };
}

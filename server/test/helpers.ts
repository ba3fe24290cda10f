/**
 * Test harness: one isolated database per app instance, on PGlite by default or on PostgreSQL
 * when DATABASE_URL is set (a private database per instance, cloned from a migrated and seeded
 * template and dropped on close).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { StaticDecode, TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { EnvelopeOf } from '../../contract/common/schemas.ts';
import { invalid } from '../src/lib/errors.ts';
import { decideInput } from '../src/plugins/app/validation.ts';
import { buildApp } from '../src/app.ts';
import { DEFAULT_LIMITS, loadConfig, type Config, type RateLimits } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { PgliteDb } from '../src/db/pglite.ts';
import { PostgresDb } from '../src/db/postgres.ts';
import type { Db } from '../src/db/types.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { useCheapHashesForTests } from '../src/domain/accounts/passwords.ts';
import { audit } from '../src/domain/ledger/audit.ts';
import { ledgerTotals } from '../src/domain/ledger/totals.ts';
import { reconcile } from '../src/domain/ops/reconcile.ts';

export const DEMO_PASSWORD = 'demo123456';
// Suites register hundreds of members: cheap hashes here, the real parameters pinned in passwords tests.
useCheapHashesForTests();
export const OPS_TOKEN = 'test-ops-token-0123456789';
/** Every test app shares one server secret, as the processes of one site do. */
export const TEST_SERVER_SECRET = 'test-server-secret-0123456789abcdefghij';
export const BEIJING_TIME_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const MONEY_RE = /^-?\d+\.\d{2}$/;

const databaseUrl = process.env.DATABASE_URL?.trim() || null;
export const ENGINE = databaseUrl ? 'postgres' : 'pglite';

/**
 * The dump as a Blob whose bytes are already in memory: PGlite reads `loadDataDir` with
 * arrayBuffer(), and a plain Blob of the ~40 MB dump copies it in chunks on every call.
 */
class DumpBlob extends Blob {
  private readonly data: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([]);
    this.data = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.data);
  }
}

let template: Promise<DumpBlob> | null = null;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : [path];
  });
}

/**
 * Changes whenever any server source or migration changes, so a stale template is never used.
 * Paths are hashed relative to src/, so checkouts with the same sources share one template
 * (two worktrees on one machine would otherwise delete each other's as stale).
 */
function templateKey(): string {
  const hash = createHash('sha256').update(DEMO_PASSWORD);
  const src = fileURLToPath(new URL('../src/', import.meta.url));
  for (const file of sourceFiles(src).sort()) hash.update(relative(src, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const inMemory = (bytes: Uint8Array): DumpBlob =>
  new DumpBlob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);

/**
 * PGlite's initdb takes seconds; migrate and seed once, keep the dump in the temp directory for
 * the next test file (each runs in its own process), and give every app a copy.
 */
function pgliteTemplate(): Promise<DumpBlob> {
  template ??= (async () => {
    const path = join(tmpdir(), `tg-pglite-template-${templateKey()}.tar`);
    if (existsSync(path)) return inMemory(readFileSync(path));
    const db = await PgliteDb.open('memory://');
    await migrate(db);
    await seedDemo(db, { demoPassword: DEMO_PASSWORD });
    const dump = new Uint8Array(await (await db.dump()).arrayBuffer());
    await db.close();
    const partial = `${path}.${process.pid}.tmp`;
    writeFileSync(partial, dump);
    renameSync(partial, path);
    // Templates of older sources are ~40 MB each and never used again.
    for (const name of readdirSync(tmpdir())) {
      const stale = join(tmpdir(), name);
      if (/^tg-pglite-template-[0-9a-f]{16}\.tar$/.test(name) && stale !== path) rmSync(stale, { force: true });
    }
    return inMemory(dump);
  })();
  return template;
}

/** The schema every PostgreSQL test database keeps its tables in (search_path of its pools). */
const PG_SCHEMA = 'tg_test';
let postgresTemplate: Promise<string> | null = null;
/** Where each PostgreSQL test database lives, for tests that open a second pool on its data. */
const postgresPlaces = new WeakMap<Db, { url: string; schema: string }>();

function urlOfDatabase(name: string): string {
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on a short-lived connection to the server's own database (DDL on databases). */
async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl! });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrating and seeding a schema costs ~1 s of server work per app; instead the first test process
 * of a run builds one template database per source version (under an advisory lock, so parallel
 * processes neither race nor build it twice) and every app gets `CREATE DATABASE ... TEMPLATE`.
 * The template is built under another name and renamed when complete, so a crash mid-build never
 * leaves a half-seeded template. scripts/pg-stop.sh removes the whole cluster, templates included.
 */
function postgresTemplateName(): Promise<string> {
  postgresTemplate ??= onServer(async (admin) => {
    const name = `tg_tpl_${templateKey()}`;
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const db = await PostgresDb.open({ url: urlOfDatabase(building), schema: PG_SCHEMA, max: 5 });
      try {
        await migrate(db);
        await seedDemo(db, { demoPassword: DEMO_PASSWORD });
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    return name;
  });
  return postgresTemplate;
}

let databaseCounter = 0;

async function postgresTestDb(): Promise<Db> {
  const template = await postgresTemplateName();
  const name = `t_${process.pid}_${++databaseCounter}_${randomBytes(3).toString('hex')}`;
  // FILE_COPY: a checkpoint and a directory copy, cheaper than WAL-logging every block (fsync is off).
  await onServer((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`));
  const url = urlOfDatabase(name);
  const db = await PostgresDb.open({ url, schema: PG_SCHEMA, max: 5 });
  postgresPlaces.set(db, { url, schema: PG_SCHEMA });
  const close = db.close.bind(db);
  // FORCE: a second pool a test opened on the same data must not keep the database alive.
  db.close = async () => {
    await close();
    await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return db;
}

/** A fresh migrated and seeded database. */
export async function testDb(): Promise<Db> {
  if (databaseUrl) return postgresTestDb();
  return PgliteDb.fromDump(await pgliteTemplate());
}

/**
 * The connection string and schema of a PostgreSQL test database, so a test can open a second
 * pool on the same data (two server instances on one database).
 */
export function postgresPlace(db: Db): { url: string; schema: string } {
  const place = postgresPlaces.get(db);
  if (!place) throw new Error('not a PostgreSQL test database');
  return place;
}

/** Limits high enough that ordinary tests never meet them. */
export const RELAXED_LIMITS: RateLimits = {
  loginPerIpPerMinute: 10_000,
  registerPerIpPerMinute: 10_000,
  trialPerIpPerHour: 10_000,
  failedLoginsPerNamePer5Minutes: DEFAULT_LIMITS.failedLoginsPerNamePer5Minutes,
  failedLoginsPerAddressPerHour: 10_000,
  payChecksPer10Minutes: 10_000,
};

export interface TestOverrides extends Partial<Omit<Config, 'limits'>> {
  limits?: Partial<RateLimits>;
}

export function testConfig(overrides: TestOverrides = {}): Config {
  const base = loadConfig({});
  return {
    ...base,
    dataDir: mkdtempSync(join(tmpdir(), 'tg-data-')),
    staticDir: join(tmpdir(), 'tg-no-static-dir'),
    // Whatever server/dist holds, the tests encode the assets at runtime (best-encoding.test.ts builds its own).
    encodedAssetsDir: join(tmpdir(), 'tg-no-encoded-assets'),
    opsToken: OPS_TOKEN,
    serverSecret: TEST_SERVER_SECRET,
    // Four suites share two cores: a slow moment must not shed a test's call (test/load.test.ts turns it on).
    load: { ...base.load, maxEventLoopDelayMs: 0 },
    trialEnabled: true,
    demoPassword: DEMO_PASSWORD,
    agentLoginUrl: null,
    publicUrl: null,
    ...overrides,
    limits: { ...RELAXED_LIMITS, ...overrides.limits },
  };
}

/** Ledger audit + totals + reconciliation with deposits and withdrawals: throws on any difference. */
export async function assertBooksBalance(db: Db): Promise<void> {
  const report = await audit(db);
  const totals = await ledgerTotals(db);
  const findings = (await reconcile(db)).filter((r) => !r.ok);
  if (!report.ok || totals.sum !== '0.00' || findings.length > 0) {
    throw new Error(`books do not balance after the tests: ${JSON.stringify({ report, totals, findings })}`);
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(overrides: TestOverrides = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const db = await testDb();
  const app = await buildApp({ config, db, opsToken: OPS_TOKEN });
  const offSchema = config.apiDialect === 'legacy' ? null : checkAnswers(app);
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      // Whatever a test file did, it must leave the ledger balanced and the records reconciled.
      try {
        await assertBooksBalance(db);
        if (offSchema?.length) throw new Error(`answers off their schemas:\n${offSchema.join('\n')}`);
      } finally {
        await app.close();
      }
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every successful JSON answer a test receives is checked against the 200 schema its route declares
 * (what docs/openapi.json promises clients); the file fails at close with each answer that is not.
 * The legacy dialect reshapes answers on purpose (docs/API.md#legacy-dialect), so it is not checked.
 */
function checkAnswers(app: FastifyInstance): string[] {
  const off: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = (request.routeOptions.schema?.response as Record<number, TSchema> | undefined)?.[200];
    const json = String(reply.getHeader('content-type') ?? '').includes('json');
    if (!schema || reply.statusCode !== 200 || !json || typeof payload !== 'string') return payload;
    const body = JSON.parse(payload) as { code?: unknown };
    if (body.code === 200 && !Value.Check(schema, body)) {
      const why = [...Value.Errors(schema, body)].slice(0, 2).map((e) => `${e.instancePath} ${e.message}`);
      off.push(`${request.method} ${request.routeOptions.url}: ${why.join('; ')}`);
    }
    return payload;
  });
  return off;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'OPTIONS' | 'DELETE';
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** The client address (rate limits are per IP). */
  remoteAddress?: string;
}

export interface CallResult {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: any;
  text: string;
}

/** Calls the app like the legacy client: JSON content type on every call, Bearer header always. */
export async function call(app: FastifyInstance, url: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json;charset=UTF-8', ...options.headers };
  if (options.token !== null) headers.authorization = `Bearer ${options.token ?? ''}`;
  const response = await app.inject({
    method: options.method ?? 'POST',
    url,
    query: options.query,
    remoteAddress: options.remoteAddress,
    headers,
    payload: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  let body: unknown = null;
  try {
    body = response.json();
  } catch {
    body = null;
  }
  return { status: response.statusCode, headers: response.headers, body, text: response.body };
}

export async function loginAs(app: FastifyInstance, name: string, password: string): Promise<string> {
  const result = await call(app, '/api/login_pc', { body: { name, password } });
  if (result.body?.code !== 200) throw new Error(`login failed: ${result.text}`);
  return result.body.data.api_token;
}

let nameCounter = 0;
/** A fresh valid user name (6–16 letters or digits). */
export function uniqueName(prefix = 'user'): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${++nameCounter}`.slice(0, 16);
}

/** The pay password registerUser gives a member: never the login password (6–18 characters). */
export const payPasswordFor = (password: string): string => `${password}#p`;

export async function registerUser(
  app: FastifyInstance,
  name = uniqueName(),
  password = 'secret123',
): Promise<{ name: string; password: string; payPassword: string; token: string; id: number }> {
  const payPassword = payPasswordFor(password);
  const result = await call(app, '/api/register', {
    body: { name, password, confirmPass: password, realname: name, paypassword: payPassword, code: 'ab12' },
  });
  if (result.body?.code !== 200) throw new Error(`register failed: ${result.text}`);
  return { name, password, payPassword, token: result.body.data.api_token, id: result.body.data.id };
}

/**
 * A player input as the server decides it (read, checked, typed); a refusal throws the 1000
 * error the call would answer, so domain tests go through the one decision the routes use.
 */
export function decided<T extends TSchema>(schema: T, input: unknown): StaticDecode<T> {
  const decision = decideInput<StaticDecode<T>>(schema, input);
  if (!decision.ok) throw invalid(decision.message);
  return decision.value;
}

/** Asserts an answer is the envelope its `data` schema describes (what docs/openapi.json promises). */
export function assertAnswer(data: TSchema, body: unknown): void {
  const envelope = EnvelopeOf(data);
  assert.ok(
    Value.Check(envelope, body),
    `answer off its schema: ${JSON.stringify([...Value.Errors(envelope, body)].slice(0, 3))}`,
  );
}

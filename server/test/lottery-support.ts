/**
 * Shared steps of the lottery tests: an app whose round clock the test drives (no background
 * scheduler; `at(seconds)` moves the server's clock), funded members, placing orders, reading
 * rounds, and settling with results chosen by the test.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { migrate } from '../src/db/migrate.ts';
import { PgliteDb } from '../src/db/pglite.ts';
import { PostgresDb } from '../src/db/postgres.ts';
import type { Db } from '../src/db/types.ts';
import { seedDemo } from '../src/seed/demo.ts';
import {
  call,
  createTestApp,
  DEMO_PASSWORD,
  OPS_TOKEN,
  testConfig,
  type TestApp,
  type TestOverrides,
} from './helpers.ts';
import { newMember, type Member } from './money-helpers.ts';
import { findLottery, type Lottery } from '../src/domain/lottery/catalog.ts';
import { currentRound, type Round } from '../src/domain/lottery/rounds.ts';

/** Lottery ids and room ids of the seed (src/seed/lottery-data.ts). */
export const PC28 = 1;
export const BJ28 = 2;
export const HK6 = 3;
export const AM6 = 4;
/** 初级房 of 加拿大28 (10–5000 yuan) and of 香港六合彩. */
export const PC28_ROOM = 11;
export const HK6_ROOM = 31;

/** A fixed start so the tests read the same every time (a Beijing afternoon). */
export const T0 = new Date('2026-03-02T06:00:00.000Z');

export interface LotteryTestApp extends TestApp {
  /** The server's clock as the test set it. */
  now(): Date;
  /** Set the clock to T0 + seconds (no tick). */
  at(seconds: number): Date;
  /** Set the clock to a moment (no tick). */
  set(moment: Date): Date;
  /** Set the clock to T0 + seconds and run one scheduler pass there. */
  tickAt(seconds: number): ReturnType<FastifyInstance['lottery']['tick']>;
}

export async function lotteryTestApp(overrides: TestOverrides = {}): Promise<LotteryTestApp> {
  const t = await createTestApp({ lotteryScheduler: false, roundSeconds: 60, ...overrides });
  let now = T0;
  t.app.lottery.clock = () => now;
  const at = (seconds: number) => (now = new Date(T0.getTime() + seconds * 1000));
  return {
    ...t,
    now: () => now,
    at,
    set: (moment: Date) => (now = moment),
    tickAt: (seconds: number) => t.app.lottery.tick(at(seconds)),
  };
}

export async function lotteryOf(t: TestApp, id: number): Promise<Lottery> {
  const lottery = await findLottery(t.db, id);
  assert.ok(lottery, `lottery ${id}`);
  return lottery;
}

export async function current(t: LotteryTestApp, lotteryId: number): Promise<Round> {
  const round = await currentRound(t.db, lotteryId, t.now());
  assert.ok(round, 'a current round');
  return round;
}

export async function funded(app: FastifyInstance, amount = '10000.00'): Promise<Member> {
  return newMember(app, { fund: amount });
}

export interface OrderItem {
  id: number;
  total: number | string;
  data?: string;
}

export function order(
  app: FastifyInstance,
  token: string,
  body: { room_id: unknown; expect: unknown; order: unknown },
  headers: Record<string, string> = {},
) {
  return call(app, '/api/lotteryOrder', { token, body, headers });
}

/** Option id by lottery and playtitle (group name when titles repeat). */
export async function optionId(t: TestApp, lotteryId: number, playtitle: string, groupName?: string): Promise<number> {
  const rows = await t.db.query<{ id: number }>(
    `SELECT o.id FROM lottery_play_options o JOIN lottery_play_groups g ON g.id = o.group_id
     WHERE o.lottery_id = $1 AND o.playtitle = $2 AND ($3::text IS NULL OR g.name = $3)`,
    [lotteryId, playtitle, groupName ?? null],
  );
  assert.equal(rows.length, 1, `option ${playtitle} of lottery ${lotteryId}`);
  return rows[0]!.id;
}

export async function balanceOf(app: FastifyInstance, token: string): Promise<string> {
  return (await call(app, '/api/balance', { token })).body.data.balance;
}

/**
 * A database that outlives one app (PGlite in a directory, or a PostgreSQL schema that is not
 * dropped), so a test can "crash" an app and start another on the same data.
 */
export interface PersistentStore {
  open(): Promise<Db>;
  /** Removes the data (call once, after the last app closed). */
  dispose(): Promise<void>;
}

export function persistentStore(): PersistentStore {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    const schema = `t_keep_${process.pid}_${randomBytes(3).toString('hex')}`;
    return {
      open: async () => {
        const db = await PostgresDb.open({ url, schema, max: 5 });
        await migrate(db);
        await seedDemo(db, { demoPassword: DEMO_PASSWORD });
        return db;
      },
      dispose: async () => {
        const db = await PostgresDb.open({ url, schema, dropSchemaOnClose: true, max: 1 });
        await db.close();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'tg-lottery-'));
  return {
    open: async () => {
      const db = await PgliteDb.open(join(dir, 'pglite'));
      await migrate(db);
      await seedDemo(db, { demoPassword: DEMO_PASSWORD });
      return db;
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** An app on `db` whose close leaves the database open (the caller closes it, or "crashes"). */
export async function appOn(db: Db, overrides: TestOverrides = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ lotteryScheduler: false, roundSeconds: 60, ...overrides }),
    db,
    opsToken: OPS_TOKEN,
    closeDbOnClose: false,
  });
  await app.ready();
  return app;
}

/** Waits (polling) until `check` holds; the test fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

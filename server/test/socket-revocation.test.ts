/**
 * Revoked tokens close their chat sockets through the chat fan-out: the database announces the
 * revoked hashes on the chat channel when the revoking transaction commits, and every process
 * closes the sockets of those tokens at once. On PostgreSQL the sockets sit on instance B while
 * instance A (another pool, as another process would) revokes; on PGlite one instance does both.
 * No process polls the token table while sockets are open.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { PostgresDb } from '../src/db/postgres.ts';
import type { Db } from '../src/db/types.ts';
import { admitted, listenOn, openSocket } from './chat-support.ts';
import {
  call,
  createTestApp,
  ENGINE,
  loginAs,
  OPS_TOKEN,
  postgresPlace,
  registerUser,
  testConfig,
  type TestApp,
} from './helpers.ts';

function closedWithin(ws: WebSocket, ms: number): Promise<number | 'still open'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still open'), ms);
    ws.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Counts the queries that read user_tokens through `db` while `during` runs. */
async function tokenQueriesDuring(db: Db, during: () => Promise<void>): Promise<number> {
  const original = db.query.bind(db);
  let count = 0;
  db.query = ((sql: string, params?: readonly unknown[]) => {
    if (/user_tokens/.test(sql)) count++;
    return original(sql, params);
  }) as Db['query'];
  try {
    await during();
  } finally {
    db.query = original;
  }
  return count;
}

describe(`socket revocation through the chat fan-out (${ENGINE})`, () => {
  let a: TestApp;
  /** Where the sockets are: another instance on PostgreSQL, the same one on PGlite. */
  let b: FastifyInstance;
  let bDb: Db;
  let baseB: string;

  before(async () => {
    a = await createTestApp({ lotteryScheduler: false });
    if (ENGINE === 'postgres') {
      bDb = await PostgresDb.open({ ...postgresPlace(a.db), max: 3 });
      b = await buildApp({ config: testConfig({ lotteryScheduler: false }), db: bDb, opsToken: OPS_TOKEN });
      await b.ready();
    } else {
      b = a.app;
      bDb = a.db;
    }
    baseB = await listenOn(b);
  });
  after(async () => {
    if (b !== a?.app) await b?.close();
    await a?.close();
  });

  const seated = async (token: string, room = '11'): Promise<WebSocket> => {
    const ws = await openSocket(`${baseB}?roomid=${room}&_token=${token}`);
    await admitted(ws);
    return ws;
  };

  const revocations: [string, (u: { name: string; token: string; password: string }) => Promise<unknown>][] = [
    ['logoff', (u) => call(a.app, '/api/logoff', { token: u.token })],
    [
      'account disable',
      (u) => call(a.app, '/admin/users/status', { token: OPS_TOKEN, body: { username: u.name, status: 'disabled' } }),
    ],
    [
      'password change',
      (u) =>
        call(a.app, '/api/editPassword', { token: u.token, body: { password: u.password, paypassword: 'newpass1' } }),
    ],
    [
      'a login over the token cap',
      async (u) => {
        for (let i = 0; i < 5; i++) await loginAs(a.app, u.name, u.password);
      },
    ],
  ];
  for (const [label, revoke] of revocations) {
    it(`${label} on one instance closes the token's socket on the other within a second (4001)`, async () => {
      const u = await registerUser(a.app);
      const other = await registerUser(a.app);
      const ws = await seated(u.token);
      const bystander = await seated(other.token);
      const code = closedWithin(ws, 1000);
      const started = Date.now();
      await revoke(u);
      assert.equal(await code, 4001);
      assert.ok(Date.now() - started < 1000);
      assert.equal(bystander.readyState, bystander.OPEN, "another member's socket stays open");
      bystander.close();
    });
  }

  it('a revocation that rolls back closes nothing', async () => {
    const u = await registerUser(a.app);
    const ws = await seated(u.token);
    const code = closedWithin(ws, 600);
    await assert.rejects(
      a.db.tx(async (q) => {
        await q.query('DELETE FROM user_tokens WHERE user_id = $1', [u.id]);
        throw new Error('rolled back');
      }),
    );
    assert.equal(await code, 'still open');
    ws.close();
  });

  it('open sockets cost no token query while nothing is revoked (no polling)', async () => {
    const u = await registerUser(a.app);
    // A member holds at most two sockets in one room.
    const sockets = await Promise.all([seated(u.token), seated(u.token), seated(u.token, '12')]);
    const queries = await tokenQueriesDuring(bDb, () => new Promise((resolve) => setTimeout(resolve, 2000)));
    assert.equal(queries, 0);
    for (const ws of sockets) assert.equal(ws.readyState, ws.OPEN);
    for (const ws of sockets) ws.close();
  });
});

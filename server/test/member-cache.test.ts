/**
 * The member cache behind /api/balance and the member scope's restriction check (domain/cache/):
 * answers from memory, never stale in the process that changed something (money moved, token
 * revoked, member disabled, a restriction started, a login over the token cap), and on every other
 * process once the database's notification arrives (well within a second); sessions still end on
 * the idle timeout and the absolute lifetime (injected clock); a process whose LISTEN connection
 * is down reads the database. The cross-process part needs two app instances on one PostgreSQL
 * schema: skipped on PGlite (one process by nature).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { KEEPALIVE_SQL } from '../src/db/listener.ts';
import { PostgresDb } from '../src/db/postgres.ts';
import { hashToken } from '../src/domain/accounts/sessions.ts';
import { MemberCache } from '../src/domain/cache/member-cache.ts';
import { listenerApplicationName } from '../src/plugins/app/chat-fanout.ts';
import { chatChannel } from '../src/domain/chat/pg-fanout.ts';
import { admitted, closedWith, listenOn, openSocket } from './chat-support.ts';
import {
  call,
  createTestApp,
  ENGINE,
  OPS_TOKEN,
  postgresPlace,
  registerUser,
  testConfig,
  testDb,
  type TestApp,
} from './helpers.ts';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };
const AUTH_FAILED = { code: 401, message: '认证失败' };

const balanceOf = async (app: FastifyInstance, token: string) => (await call(app, '/api/balance', { token })).body;
/** A call behind the member scope's restriction check: its answer's code (403 while restricted). */
const recordsCode = async (app: FastifyInstance, token: string) =>
  (await call(app, '/api/gettransrecord', { token, body: {} })).body.code as number;

/** A time-out started straight in the database (as another process, or an operator's tool, would). */
const timeOutInDb = (db: TestApp['db'], userId: number) =>
  db.query(
    `INSERT INTO protection_exclusions (user_id, kind, length, ends_at) VALUES ($1, 'timeout', 1, now() + interval '1 day')`,
    [userId],
  );

const credit = async (app: FastifyInstance, username: string, amount: string) => {
  const r = await call(app, '/admin/credit', { token: null, headers: ops, body: { username, amount } });
  assert.equal(r.body.code, 200, r.text);
};

/** Polls `read` until it returns `want` (deep-equal) or `ms` pass; returns how long it took. */
async function within<T>(ms: number, read: () => Promise<T>, want: T): Promise<number> {
  const started = Date.now();
  for (;;) {
    const got = await read();
    try {
      assert.deepEqual(got, want);
      return Date.now() - started;
    } catch (error) {
      if (Date.now() - started > ms) throw error;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('member cache, one process', () => {
  let t: TestApp;
  let clock = Date.now();
  before(async () => {
    const config = testConfig({ lotteryScheduler: false });
    const db = await testDb();
    const app = await buildApp({ config, db, opsToken: OPS_TOKEN, now: () => clock });
    await app.ready();
    t = { app, db, config, close: () => app.close() };
  });
  after(async () => t.close());

  it('is live once the app listens for notifications, and serves a poll without the database', async () => {
    assert.equal(t.app.memberCache.isLive, true);
    const u = await registerUser(t.app);
    assert.equal((await balanceOf(t.app, u.token)).data.balance, '0.00');
    // Both now sit in memory: the next poll asks the database nothing.
    assert.equal(t.app.memberCache.balance(u.id), 0n);
    assert.ok(t.app.memberCache.session(hashToken(u.token)));
  });

  it('an open member passes the restriction check from memory; a time-out starting is seen on the next call', async () => {
    const u = await registerUser(t.app);
    assert.equal(await recordsCode(t.app, u.token), 200);
    assert.equal(t.app.memberCache.isOpen(u.id), true, 'open, in memory');
    await timeOutInDb(t.db, u.id);
    await within(1000, () => recordsCode(t.app, u.token), 403);
    assert.equal(t.app.memberCache.isOpen(u.id), false, 'a restricted member is never cached');
  });

  it("the chat socket's restriction check: refused while restricted, let in once lifted, then from memory", async () => {
    const socketUrl = await listenOn(t.app);
    const u = await registerUser(t.app);
    // Counts the reads of the restriction, whoever asks (the socket's admission is the only caller here).
    let reads = 0;
    const query = t.db.query.bind(t.db);
    t.db.query = ((sql: string, params?: readonly unknown[]) => {
      if (sql.includes('FROM protection_exclusions')) reads++;
      return query(sql, params);
    }) as typeof t.db.query;
    const enter = () => openSocket(`${socketUrl}?roomid=11&_token=${u.token}`);
    const admittedOnce = async () => {
      const ws = await enter();
      await admitted(ws);
      ws.close();
    };
    try {
      await timeOutInDb(t.db, u.id);
      await within(1000, async () => t.app.memberCache.isOpen(u.id), false);
      assert.equal(await closedWith(await enter()), 4002, 'restricted: no room');
      assert.ok(reads > 0, 'a restricted member is read each time (never cached)');
      // Lifted (an operator's edit, or time): the database announces it, and the next socket is let in.
      await t.db.query(
        `UPDATE protection_exclusions SET starts_at = starts_at - interval '2 days', ends_at = ends_at - interval '2 days'
          WHERE user_id = $1`,
        [u.id],
      );
      await admittedOnce();
      // Read open and cached (again, should the lift's notice have landed during that read).
      await within(
        1000,
        async () => {
          if (!t.app.memberCache.isOpen(u.id)) await admittedOnce();
          return t.app.memberCache.isOpen(u.id);
        },
        true,
      );
      const before = reads;
      await admittedOnce();
      await admittedOnce();
      assert.equal(reads, before, 'the next connections ask the member cache only');
    } finally {
      t.db.query = query;
    }
  });

  it('money moved in this process shows on the next poll: operator credit, transfer to a venue', async () => {
    const u = await registerUser(t.app);
    assert.equal((await balanceOf(t.app, u.token)).data.balance, '0.00');
    await credit(t.app, u.name, '12.34');
    assert.equal((await balanceOf(t.app, u.token)).data.balance, '12.34');
    const moved = await call(t.app, '/api/transfer', {
      token: u.token,
      body: { amount: '2.34', sourcetype: 'userbalance', targettype: 'ag' },
    });
    assert.equal(moved.body.code, 200, moved.text);
    assert.equal((await balanceOf(t.app, u.token)).data.balance, '10.00');
  });

  it('logoff, password change, account disable and the token cap refuse the cached token at once', async () => {
    const a = await registerUser(t.app);
    assert.equal((await balanceOf(t.app, a.token)).code, 200);
    await call(t.app, '/api/logoff', { token: a.token });
    assert.deepEqual(await balanceOf(t.app, a.token), AUTH_FAILED);

    const b = await registerUser(t.app);
    assert.equal((await balanceOf(t.app, b.token)).code, 200);
    const changed = await call(t.app, '/api/editPassword', {
      token: b.token,
      body: { password: b.password, paypassword: 'newpass123' },
    });
    assert.equal(changed.body.code, 200, changed.text);
    assert.deepEqual(await balanceOf(t.app, b.token), AUTH_FAILED);

    const c = await registerUser(t.app);
    assert.equal((await balanceOf(t.app, c.token)).code, 200);
    const off = await call(t.app, '/admin/users/status', {
      token: OPS_TOKEN,
      body: { username: c.name, status: 'disabled' },
    });
    assert.equal(off.body.code, 200, off.text);
    assert.notEqual((await balanceOf(t.app, c.token)).code, 200);

    const d = await registerUser(t.app);
    assert.equal((await balanceOf(t.app, d.token)).code, 200);
    for (let i = 0; i < t.config.sessions.maxTokens; i++) {
      const r = await call(t.app, '/api/login', { body: { name: d.name, password: d.password } });
      assert.equal(r.body.code, 200, r.text);
    }
    assert.deepEqual(await balanceOf(t.app, d.token), AUTH_FAILED, 'the oldest token is past the cap');
  });

  it('the absolute lifetime ends a cached session on the clock, without asking the database', async () => {
    const u = await registerUser(t.app);
    // Five seconds of life left (by the database's clock and by ours).
    await t.db.query(
      `UPDATE user_tokens SET created_at = now() - make_interval(days => $2::int) + interval '5 seconds'
        WHERE token_hash = $1`,
      [hashToken(u.token), t.config.sessions.maxDays],
    );
    clock = Date.now();
    // Once the database's notice of the rewrite has landed, the next poll caches the session.
    await within(
      1000,
      async () => (await balanceOf(t.app, u.token)).code === 200 && !!t.app.memberCache.session(hashToken(u.token)),
      true,
    );
    clock += 10_000;
    assert.deepEqual(await balanceOf(t.app, u.token), AUTH_FAILED);
    clock = Date.now();
  });

  it('a token aged in the database (idle timeout) is dropped from the cache and refused', async () => {
    const u = await registerUser(t.app);
    assert.equal((await balanceOf(t.app, u.token)).code, 200);
    await t.db.query(
      `UPDATE user_tokens SET last_used_at = now() - make_interval(days => $2::int) WHERE token_hash = $1`,
      [hashToken(u.token), t.config.sessions.idleDays + 1],
    );
    await within(1000, () => balanceOf(t.app, u.token), AUTH_FAILED);
  });

  it('a session idle past the timeout by the clock is checked again in the database', async () => {
    const u = await registerUser(t.app);
    assert.equal((await balanceOf(t.app, u.token)).code, 200);
    const hash = hashToken(u.token);
    assert.ok(t.app.memberCache.session(hash));
    // A minute later by our clock the cached stamp is due: the database is asked (and touched).
    clock += 61_000;
    await t.db.query(`UPDATE user_tokens SET last_used_at = now() - interval '2 minutes' WHERE token_hash = $1`, [
      hash,
    ]);
    assert.equal((await balanceOf(t.app, u.token)).code, 200);
    const [row] = await t.db.query<{ s: number }>(
      'SELECT extract(epoch FROM now() - last_used_at)::int AS s FROM user_tokens WHERE token_hash = $1',
      [hash],
    );
    assert.ok(row!.s < 5, 'the last-use stamp was refreshed');
    clock = Date.now();
  });
});

describe('member cache, unit', () => {
  it('drops a read that raced a change, and everything when it stops hearing notifications', () => {
    let now = 1_000_000;
    const cache = new MemberCache({ now: () => now, balanceTtlMs: 30_000 });
    cache.storeBalance(1, 10, 500n, cache.stamp());
    assert.equal(cache.balance(1), null, 'not live: nothing is stored');
    cache.setLive(true);

    const since = cache.stamp();
    cache.notice({ kind: 'accounts', ids: [10] });
    cache.storeBalance(1, 10, 500n, since);
    assert.equal(cache.balance(1), null, 'read before the change: not stored');

    cache.storeBalance(1, 10, 700n, cache.stamp());
    assert.equal(cache.balance(1), 700n);
    cache.changing({ accounts: [10] });
    assert.equal(cache.balance(1), null, 'not served while this process writes');
    const during = cache.stamp();
    cache.storeBalance(1, 10, 700n, during);
    assert.equal(cache.balance(1), null, 'not stored while this process writes');
    cache.settled({ accounts: [10] });
    cache.storeBalance(1, 10, 700n, during);
    assert.equal(cache.balance(1), null, 'read during the write: not stored after it either');

    cache.storeBalance(1, 10, 800n, cache.stamp());
    now += 30_001;
    assert.equal(cache.balance(1), null, 'older than its bounded age');

    cache.storeBalance(1, 10, 800n, cache.stamp());
    const session = { userId: 1, active: true, createdAt: now, lastUsedAt: now };
    const racing = cache.stamp();
    cache.notice({ kind: 'tokens', hashes: ['f'.repeat(64)] });
    cache.storeSession('a'.repeat(64), session, racing);
    assert.equal(cache.session('a'.repeat(64)), null, 'a session read across a revocation is not stored');
    cache.storeSession('a'.repeat(64), session, cache.stamp());
    assert.ok(cache.session('a'.repeat(64)));
    cache.notice({ kind: 'user', userId: 1 });
    assert.equal(cache.session('a'.repeat(64)), null, "a member's status change drops their sessions");

    cache.storeSession('a'.repeat(64), session, cache.stamp());
    cache.setLive(false);
    assert.equal(cache.balance(1), null);
    assert.equal(cache.session('a'.repeat(64)), null);
  });
});

const skip = ENGINE !== 'postgres' ? 'PostgreSQL only (DATABASE_URL unset): two processes need a shared server' : false;

describe('member cache across two server instances on PostgreSQL', { skip }, () => {
  let a: TestApp;
  let b: FastifyInstance;

  before(async () => {
    a = await createTestApp({ lotteryScheduler: false });
    const dbB = await PostgresDb.open({ ...postgresPlace(a.db), max: 3 });
    b = await buildApp({ config: testConfig({ lotteryScheduler: false }), db: dbB, opsToken: OPS_TOKEN });
    await b.ready();
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  it('a token revoked through A is refused by B as soon as the notification lands', async () => {
    const u = await registerUser(a.app);
    assert.equal((await balanceOf(b, u.token)).code, 200);
    assert.ok(b.memberCache.session(hashToken(u.token)), 'B has it cached');
    await call(a.app, '/api/logoff', { token: u.token });
    const took = await within(1000, () => balanceOf(b, u.token), AUTH_FAILED);
    assert.ok(took < 1000);

    const v = await registerUser(a.app);
    assert.equal((await balanceOf(b, v.token)).code, 200);
    await call(a.app, '/admin/users/status', { token: OPS_TOKEN, body: { username: v.name, status: 'disabled' } });
    await within(1000, async () => (await balanceOf(b, v.token)).code === 200, false);
  });

  it('a restriction starting through A is refused by B as soon as the notification lands', async () => {
    const u = await registerUser(a.app);
    assert.equal(await recordsCode(b, u.token), 200);
    assert.equal(b.memberCache.isOpen(u.id), true, 'B holds the member as open');
    await timeOutInDb(a.db, u.id);
    const took = await within(1000, () => recordsCode(b, u.token), 403);
    assert.ok(took < 1000);
    const refused = await call(b, '/api/transfer', {
      token: u.token,
      body: { amount: '1.00', sourcetype: 'userbalance', targettype: 'ag' },
    });
    assert.equal(refused.body.code, 403, refused.text);
  });

  it('a balance changed through A shows through B within a second, and through A at once', async () => {
    const u = await registerUser(a.app);
    assert.equal((await balanceOf(b, u.token)).data.balance, '0.00');
    assert.equal(b.memberCache.balance(u.id), 0n, 'B has it cached');
    await credit(a.app, u.name, '5.00');
    assert.equal((await balanceOf(a.app, u.token)).data.balance, '5.00');
    await within(1000, async () => (await balanceOf(b, u.token)).data.balance, '5.00');

    // And the other way round, through a transfer made on B.
    const moved = await call(b, '/api/transfer', {
      token: u.token,
      body: { amount: '1.50', sourcetype: 'userbalance', targettype: 'ag' },
    });
    assert.equal(moved.body.code, 200, moved.text);
    assert.equal((await balanceOf(b, u.token)).data.balance, '3.50');
    await within(1000, async () => (await balanceOf(a.app, u.token)).data.balance, '3.50');
  });

  it("while B's LISTEN connection is down it serves nothing from memory, and starts over once it is back", async () => {
    const u = await registerUser(a.app);
    assert.equal((await balanceOf(b, u.token)).data.balance, '0.00');
    const channel = await chatChannel(a.db);
    const listeners = () =>
      a.db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND query IN ('SELECT pg_backend_pid() AS pid', '${KEEPALIVE_SQL}')`,
        [listenerApplicationName(channel)],
      );
    const before = (await listeners()).map((r) => r.pid);
    await a.db.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    await within(2000, async () => b.memberCache.isLive, false);
    await credit(a.app, u.name, '1.00');
    // No notification can reach B now; it reads the database.
    assert.equal((await balanceOf(b, u.token)).data.balance, '1.00');
    await within(10_000, async () => b.memberCache.isLive, true);
    assert.equal((await balanceOf(b, u.token)).data.balance, '1.00');
    assert.equal(b.memberCache.balance(u.id), 100n, 'cached again');
  });
});

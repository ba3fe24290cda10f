/**
 * Timeouts and load: requests must arrive in time, an overloaded process sheds load with the
 * contract's answer (HTTP 200 {code: 503, 服务器繁忙，请稍后再试}) instead of queueing (and says
 * it is not ready, while its liveness probe still answers), PostgreSQL
 * statements time out, and a transaction whose ROLLBACK fails never returns its connection to
 * the pool.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_LOAD, loadConfig } from '../src/config.ts';
import { PostgresDb } from '../src/db/postgres.ts';
import { call, createTestApp, ENGINE } from './helpers.ts';

const pgOnly = ENGINE !== 'postgres' ? 'PostgreSQL only (DATABASE_URL unset)' : false;

/** Blocks the loop well past the limit and asks again, until the sampler has seen it and `shed` says so. */
async function whileBlocked<T>(send: () => Promise<T>, shed: (answer: T) => boolean): Promise<T> {
  let answer = await send();
  for (let i = 0; i < 10 && !shed(answer); i++) {
    const until = Date.now() + 300;
    while (Date.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer = await send();
  }
  return answer;
}

describe('timeouts and load shedding', () => {
  it('the HTTP server has request and connection timeouts; the limits are configurable', async () => {
    const t = await createTestApp();
    try {
      assert.equal(t.app.server.requestTimeout, DEFAULT_LOAD.requestTimeoutMs);
      assert.equal(t.app.initialConfig.connectionTimeout, DEFAULT_LOAD.requestTimeoutMs * 2);
    } finally {
      await t.close();
    }
    const load = loadConfig({ DB_POOL_MAX: '4', DB_STATEMENT_TIMEOUT_MS: '2000', MAX_EVENT_LOOP_DELAY_MS: '0' }).load;
    assert.deepEqual([load.dbPoolMax, load.statementTimeoutMs, load.maxEventLoopDelayMs], [4, 2000, 0]);
  });

  it('a lagging event loop answers 服务器繁忙 at once (HTTP 200, code 503, Retry-After), then recovers', async () => {
    const t = await createTestApp({ load: { ...DEFAULT_LOAD, maxEventLoopDelayMs: 40 } });
    try {
      // A busy machine may lag the loop by itself while the app starts: wait for a calm answer first.
      let calm = false;
      for (let i = 0; i < 100 && !calm; i++) {
        calm = (await call(t.app, '/api/app', { token: null })).body.code === 200;
        if (!calm) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.ok(calm, 'answers 200 before the loop is blocked');
      const busy = await whileBlocked(
        () => call(t.app, '/api/app', { token: null }),
        (r) => r.body.code === 503,
      );
      assert.equal(busy.status, 200);
      assert.deepEqual(busy.body, { code: 503, message: '服务器繁忙，请稍后再试' });
      assert.equal(busy.headers['retry-after'], '5');
      // The probes: not ready (out of rotation until it recovers), alive all the same (no restart).
      const ready = await whileBlocked(
        () => t.app.inject({ method: 'GET', url: '/readyz' }),
        (r) => r.statusCode === 503,
      );
      assert.deepEqual([ready.statusCode, ready.json()], [503, { status: 'not ready', reason: 'busy' }]);
      assert.equal(ready.headers['retry-after'], '5');
      const live = await t.app.inject({ method: 'GET', url: '/healthz' });
      assert.deepEqual([live.statusCode, live.json()], [200, { status: 'ok' }]);
      const page = await t.app.inject({ method: 'GET', url: '/support/' });
      assert.ok([503, 200].includes(page.statusCode));
      let recovered = false;
      for (let i = 0; i < 40 && !recovered; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        recovered = (await call(t.app, '/api/app', { token: null })).body.code === 200;
      }
      assert.ok(recovered, 'answers again once the loop is back');
    } finally {
      await t.close();
    }
  });
});

describe('PostgreSQL pool', { skip: pgOnly }, () => {
  it('a statement past DB_STATEMENT_TIMEOUT_MS is cancelled', async () => {
    const db = await PostgresDb.open({ url: process.env.DATABASE_URL!, max: 1, statementTimeoutMs: 200 });
    try {
      await assert.rejects(db.query('SELECT pg_sleep(2)'), (error: { code?: string }) => error.code === '57014');
      assert.deepEqual(await db.query('SELECT 1 AS one'), [{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('a transaction whose ROLLBACK fails does not give its broken connection back to the pool', async () => {
    const db = await PostgresDb.open({ url: process.env.DATABASE_URL!, max: 1 });
    try {
      const [before] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      await assert.rejects(
        db.tx(async (q) => {
          // The session dies under the transaction: the ROLLBACK that follows cannot succeed.
          await q.query('SELECT pg_terminate_backend(pg_backend_pid())');
        }),
      );
      // The only pooled connection was the dead one: the next call gets a fresh, working one.
      const [after] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      assert.notEqual(after!.pid, before!.pid);
      assert.deepEqual(await db.query('SELECT 1 AS one'), [{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});

/**
 * The probes for load balancers and orchestrators (docs/OPERATIONS.md#health): GET /healthz
 * (liveness) and GET /readyz (readiness: the database answers, this build's migrations applied)
 * answer plain JSON, never cached, outside the API: not in its document, open during maintenance
 * and in the legacy dialect, and no request log line while the answer is good. (Under load shedding:
 * test/load.test.ts; through nginx: test/cluster-load-balancer.test.ts.)
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/types.ts';
import { readiness } from '../src/domain/site/readiness.ts';
import { call, createTestApp, OPS_TOKEN, testConfig, testDb } from './helpers.ts';

const probe = async (app: FastifyInstance, url: string) => {
  const r = await app.inject({ method: 'GET', url });
  return { status: r.statusCode, body: r.json() as Record<string, string>, headers: r.headers };
};

describe('health probes', () => {
  let app: FastifyInstance;
  let db: Db;
  const lines: string[] = [];
  before(async () => {
    db = await testDb();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp({
      config: testConfig({ lotteryScheduler: false }),
      db,
      opsToken: OPS_TOKEN,
      logger: { level: 'info', stream },
    });
    await app.ready();
  });
  after(async () => app.close());

  it('answer plain JSON, never cached, and stay out of the API document and the request log', async () => {
    lines.length = 0;
    const live = await probe(app, '/healthz');
    assert.deepEqual([live.status, live.body], [200, { status: 'ok' }]);
    const ready = await probe(app, '/readyz');
    assert.deepEqual([ready.status, ready.body], [200, { status: 'ready' }]);
    for (const { headers } of [live, ready]) {
      assert.match(String(headers['content-type']), /^application\/json/);
      assert.equal(headers['cache-control'], 'no-store');
    }
    assert.equal((await app.inject({ method: 'HEAD', url: '/readyz' })).statusCode, 200);
    assert.doesNotMatch(lines.join(''), /"url":"\/(healthz|readyz)"/, 'a good answer is not logged');
    await call(app, '/api/app', { token: null });
    assert.match(lines.join(''), /"url":"\/api\/app"/, 'other calls are still logged');
    const paths = Object.keys((app.swagger() as { paths: Record<string, unknown> }).paths);
    assert.ok(paths.includes('/api/app') && !paths.some((p) => p.endsWith('z')), 'probes are not API calls');
  });

  it('stay open during maintenance (it closes /api/ only)', async () => {
    const site = (state: string) => call(app, '/admin/site', { token: OPS_TOKEN, body: { state } });
    assert.equal((await site('maintenance')).body.code, 200);
    try {
      assert.equal((await call(app, '/api/noticelist', { token: null })).body.code, 500);
      assert.equal((await probe(app, '/healthz')).status, 200);
      assert.deepEqual((await probe(app, '/readyz')).body, { status: 'ready' });
    } finally {
      await site('open');
    }
  });

  it('readiness: 503 while a migration of this build is missing or the database fails, logged why', async () => {
    const [last] = await db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version DESC LIMIT 1',
    );
    await db.query('DELETE FROM schema_migrations WHERE version = $1', [last!.version]);
    try {
      const missing = await probe(app, '/readyz');
      assert.deepEqual([missing.status, missing.body], [503, { status: 'not ready', reason: 'migrations' }]);
      assert.equal(missing.headers['cache-control'], 'no-store');
    } finally {
      await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [last!.version]);
    }
    const query = db.query.bind(db);
    db.query = (async () => {
      throw new Error('connection refused');
    }) as typeof db.query;
    try {
      const down = await probe(app, '/readyz');
      assert.deepEqual([down.status, down.body], [503, { status: 'not ready', reason: 'database' }]);
      assert.equal((await probe(app, '/healthz')).status, 200, 'alive all the same: no restart for a database outage');
    } finally {
      db.query = query;
    }
    assert.match(lines.join(''), /"reason":"database","detail":"connection refused".*"msg":"not ready"/);
    assert.equal((await probe(app, '/readyz')).status, 200);
  });

  it('readiness: a database that does not answer in time is not ready', async () => {
    const silent = { query: () => new Promise<never>(() => {}) } as unknown as Db;
    const state = await readiness(silent, 50);
    assert.deepEqual(state, { ready: false, reason: 'database', detail: 'no answer within 50 ms' });
  });
});

describe('health probes in the legacy dialect', () => {
  it('answer as in the reference one (the dialect closes /api/ only)', async () => {
    const t = await createTestApp({ apiDialect: 'legacy', lotteryScheduler: false });
    try {
      assert.deepEqual((await probe(t.app, '/healthz')).body, { status: 'ok' });
      assert.deepEqual((await probe(t.app, '/readyz')).body, { status: 'ready' });
    } finally {
      await t.close();
    }
  });
});

/**
 * Per-address limits are counted in the database, so they hold over every process: on
 * PostgreSQL two app instances (as behind a load balancer) share one login budget per address.
 * On PGlite (one process) the same budget is checked on the one instance.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { PostgresDb } from '../src/db/postgres.ts';
import { call, createTestApp, ENGINE, OPS_TOKEN, postgresPlace, testConfig, type TestApp } from './helpers.ts';

const LIMIT = 4;

describe(`login limit per address over every process (${ENGINE})`, () => {
  let a: TestApp;
  let b: FastifyInstance;
  before(async () => {
    a = await createTestApp({ limits: { loginPerIpPerMinute: LIMIT } });
    if (ENGINE === 'postgres') {
      const db = await PostgresDb.open({ ...postgresPlace(a.db), max: 2 });
      b = await buildApp({ config: testConfig({ limits: { loginPerIpPerMinute: LIMIT } }), db, opsToken: OPS_TOKEN });
      await b.ready();
    } else {
      b = a.app;
    }
  });
  after(async () => {
    if (b !== a?.app) await b?.close();
    await a?.close();
  });

  it(`${LIMIT} logins a minute from one address, however they are spread over the instances`, async () => {
    const login = (app: FastifyInstance) =>
      call(app, '/api/login_pc', {
        token: null,
        body: { name: 'nobody01', password: 'x' },
        remoteAddress: '192.0.2.44',
      });
    const codes = [];
    for (let i = 0; i < LIMIT + 2; i++) codes.push((await login(i % 2 === 0 ? a.app : b)).body.code);
    assert.deepEqual(
      codes.map((c) => (c === 429 ? 429 : 'ok')),
      [...Array(LIMIT).fill('ok'), 429, 429],
    );
    // Another address has its own budget.
    assert.notEqual(
      (
        await call(b, '/api/login_pc', {
          token: null,
          body: { name: 'nobody01', password: 'x' },
          remoteAddress: '192.0.2.45',
        })
      ).body.code,
      429,
    );
  });
});

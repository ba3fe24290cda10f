/**
 * One way in (src/lib/route-path.ts): maintenance, `no-store`, the 404 format and the legacy gate
 * are decided on the matched route, or for a 404 on the decoded, normalised path, never on the
 * raw URL. Percent-escapes, doubled slashes, case variants and dot segments get the answer the
 * plain path gets.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { normalisedPath } from '../src/lib/route-path.ts';
import { call, createTestApp, OPS_TOKEN, type TestApp } from './helpers.ts';
import { newMember } from './money-helpers.ts';

const TIPS = '系统升级中，请稍后';
const MAINTENANCE = { code: 500, message: TIPS };
const NOT_FOUND = { code: 404, message: '接口不存在' };

/** Spellings of /api/balance the router matches (inject keeps these as they are). */
const ROUTED_BALANCE = ['/%61pi/balance', '/API/balance', '/Api/Bal%61nce', '/api/%62alance'];
/** Spellings the router does not match, but which normalise to /api/balance. */
const UNROUTED_BALANCE = ['//api/balance', '/api//balance', '/%2Fapi/balance', '/api/balance/'];

const setSite = (app: FastifyInstance, state: string) =>
  call(app, '/admin/site', { token: OPS_TOKEN, body: { state, repair_tips: TIPS } });

/**
 * A raw HTTP request on a listening app: inject (and any WHATWG URL) resolves `..` before the
 * server sees it, a hand-written client or proxy does not.
 */
async function rawPost(app: FastifyInstance, path: string, token: string): Promise<{ status: number; body: string }> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: address.port, method: 'POST', path, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('normalisedPath', () => {
  it('decodes once, drops empty and dot segments, resolves .., keeps case', () => {
    assert.equal(normalisedPath('/%61pi/Balance?x=/admin'), '/api/Balance');
    assert.equal(normalisedPath('//api//balance/'), '/api/balance');
    assert.equal(normalisedPath('/x/../api/./balance'), '/api/balance');
    assert.equal(normalisedPath('/x/%2e%2e/api%2fbalance'), '/api/balance');
    assert.equal(normalisedPath('/static\\..\\api\\balance'), '/api/balance');
    assert.equal(normalisedPath('/../../api'), '/api');
    assert.equal(normalisedPath('/%2561pi/x'), '/%61pi/x');
    assert.equal(normalisedPath('/api/%zz'), '/api/%zz');
  });
});

describe('one way in: the reference dialect', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    token = (await newMember(t.app, { fund: '12.00' })).token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await setSite(t.app, 'open');
    await t.close();
  });

  it('maintenance closes every spelling of an API call, routed or not, and keeps the maintenance screen calls', async () => {
    assert.equal((await setSite(t.app, 'maintenance')).body.code, 200);
    try {
      for (const path of ['/api/balance', ...ROUTED_BALANCE, ...UNROUTED_BALANCE, '/%61pi/nope']) {
        const r = await call(t.app, path, { token });
        assert.deepEqual(r.body, MAINTENANCE, path);
        assert.equal(r.headers['cache-control'], 'no-store', path);
      }
      for (const path of ['/x/../api/balance', '/API/%2e%2e/api/balance']) {
        const r = await rawPost(t.app, path, token);
        assert.deepEqual(JSON.parse(r.body), MAINTENANCE, path);
      }
      const app = await call(t.app, '/%61pi/App', { token: null });
      assert.equal(app.body.data.site_state, '0');
    } finally {
      await setSite(t.app, 'open');
    }
  });

  it('answers an encoded API path with no-store, and an unknown one with the 404 envelope', async () => {
    for (const path of ROUTED_BALANCE) {
      const r = await call(t.app, path, { token });
      assert.equal(r.body.data.balance, '12.00', path);
      assert.equal(r.headers['cache-control'], 'no-store', path);
    }
    for (const path of ['/%61pi/nope', '/API/nope', '//api/nope', '/%41dmin/nope', ...UNROUTED_BALANCE]) {
      const r = await call(t.app, path, { token });
      assert.equal(r.status, 404, path);
      assert.deepEqual(r.body, NOT_FOUND, path);
      assert.equal(r.headers['cache-control'], 'no-store', path);
    }
    const raw = await rawPost(t.app, '/x/../api/nope', token);
    assert.equal(raw.status, 404);
    assert.deepEqual(JSON.parse(raw.body), NOT_FOUND);
  });
});

describe('one way in: with the front end served (a catch-all route)', () => {
  let t: TestApp;
  let staticDir: string;
  before(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'tg-out-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>hall</title>');
    writeFileSync(join(staticDir, '404.html'), '<!doctype html><title>404</title>');
    t = await createTestApp({ staticDir });
  });
  after(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('decides a path only the static files matched on its normalised form', async () => {
    const token = (await newMember(t.app)).token;
    for (const path of UNROUTED_BALANCE) {
      const r = await call(t.app, path, { token, method: 'GET' });
      assert.equal(r.status, 404, path);
      assert.deepEqual(r.body, NOT_FOUND, path);
      assert.equal(r.headers['cache-control'], 'no-store', path);
    }
    const page = await call(t.app, '/nope', { token: null, method: 'GET' });
    assert.equal(page.status, 404);
    assert.match(page.text, /<title>404<\/title>/);
    await setSite(t.app, 'maintenance');
    try {
      for (const path of UNROUTED_BALANCE)
        assert.deepEqual((await call(t.app, path, { token })).body, MAINTENANCE, path);
      assert.equal((await call(t.app, '/', { token: null, method: 'GET' })).status, 200);
    } finally {
      await setSite(t.app, 'open');
    }
  });
});

describe('one way in: the legacy dialect', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp({ apiDialect: 'legacy', sandboxPayments: false });
    token = (await newMember(t.app, { fund: '5.00' })).token;
  });
  after(async () => t.close());

  const isHtml404 = (r: { status: number; headers: Record<string, unknown> }, path: string) => {
    assert.equal(r.status, 404, path);
    assert.match(String(r.headers['content-type']), /^text\/html/, path);
  };

  it('closes reference-only calls and wrong cases however they are spelled', async () => {
    for (const path of [
      '/%61pi/trial',
      '/api/%74rial',
      '/%61pi/downlines',
      '/API/balance',
      '/api/noticelist',
      '/%61pi/noticelist',
    ]) {
      isHtml404(await call(t.app, path, { token }), path);
    }
    // Legacy paths the router does not match answer the legacy 404 page, not the reference envelope.
    for (const path of UNROUTED_BALANCE) isHtml404(await call(t.app, path, { token }), path);
    const wrongMethod = await call(t.app, '/%61pi/balance', { token, method: 'GET' });
    assert.equal(wrongMethod.status, 405);
    // The legacy servers decode the path too: an escaped legacy call is that call.
    assert.equal((await call(t.app, '/%61pi/balance', { token })).body.data.balance, '5.00');
    // …and never sees an Idempotency-Key, however it is spelled (a malformed one is not even checked).
    const headers = { 'idempotency-key': 'not a key!' };
    for (let i = 0; i < 2; i++) {
      const r = await call(t.app, '/%61pi/transall', { token, headers });
      assert.equal(r.body.code, 200, r.text);
      assert.equal(r.headers['idempotent-replayed'], undefined);
    }
  });

  it('maintenance still comes first', async () => {
    await setSite(t.app, 'maintenance');
    try {
      for (const path of ['/%61pi/balance', '/%61pi/trial', '//api/balance']) {
        assert.deepEqual((await call(t.app, path, { token })).body, MAINTENANCE, path);
      }
    } finally {
      await setSite(t.app, 'open');
    }
  });
});

/**
 * Operator credentials: named tokens expire (OPS_TOKEN_DAYS) and are rotated, roles are given
 * and changed by admins only, the root OPS_TOKEN stops at OPS_TOKEN_EXPIRES; /admin can be kept
 * off the public port (ADMIN_PORT) and to a few addresses (ADMIN_ALLOW_FROM).
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { runCli } from '../src/ops/cli.ts';
import { call, createTestApp, OPS_TOKEN, type TestApp } from './helpers.ts';

describe('operator tokens and roles', () => {
  let t: TestApp;
  let base = '';
  const out: string[] = [];
  const cli = (args: string[], token = OPS_TOKEN) => {
    out.length = 0;
    return runCli(args, {
      env: { OPS_URL: base, OPS_TOKEN: token },
      fetch: globalThis.fetch,
      out: (line) => out.push(line),
      err: (line) => out.push(line),
    });
  };
  const site = (token: string) => call(t.app, '/admin/site', { token, method: 'GET' });
  const printedToken = () => /\n\s+(\S+)$/.exec(out.join('\n'))![1]!;

  before(async () => {
    t = await createTestApp({ operatorTokenDays: 30 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  it('operators add NAME --role R; the role is required and listed with the expiry', async () => {
    assert.equal(await cli(['operators', 'add', 'erin']), 2);
    assert.match(out.join('\n'), /需要 --role/);
    assert.equal(await cli(['operators', 'add', 'erin', '--role', 'content']), 0);
    assert.match(out.join('\n'), /已新增运营人员 erin（content）/);
    const refused = await call(t.app, '/admin/operators', { token: OPS_TOKEN, body: { name: 'fay', role: 'boss' } });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.message, '角色只能是 reviewer、content、finance 或 admin');
    assert.equal(await cli(['operators']), 0);
    assert.match(out.join('\n'), /^erin\tcontent\tops\t\S+ \S+\t\S+ \S+\t-$/m);
    const [row] = await t.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM operators WHERE name = 'erin'`,
    );
    assert.equal(row!.days, 30);
  });

  it('only an admin manages operators', async () => {
    assert.equal(await cli(['operator', 'add', 'gus', '--role', 'finance']), 0);
    const gus = printedToken();
    const r = await call(t.app, '/admin/operators', { token: gus, body: { name: 'hal', role: 'admin' } });
    assert.equal(r.status, 403);
    assert.equal(r.body.message, '权限不足：此操作需要“管理员”角色（当前为“财务”）');
    assert.equal(await cli(['operator', 'role', 'gus', 'admin'], gus), 1);
    assert.equal(await cli(['operator', 'role', 'gus', 'admin']), 0);
    assert.equal((await call(t.app, '/admin/operators', { token: gus, method: 'GET' })).status, 200);
  });

  it('an expired token is refused with 401 and says so; rotate issues a new one and stops the old', async () => {
    assert.equal(await cli(['operator', 'add', 'ivy', '--role', 'reviewer']), 0);
    const old = printedToken();
    assert.equal((await site(old)).status, 200);
    await t.db.query(`UPDATE operators SET expires_at = now() - interval '1 second' WHERE name = 'ivy'`);
    const expired = await site(old);
    assert.equal(expired.status, 401);
    assert.equal(expired.body.message, '运营令牌已过期，请管理员轮换令牌（npm run ops -- operator rotate <name>）');
    assert.equal(await cli(['operator', 'rotate', 'ivy']), 0);
    const fresh = printedToken();
    assert.equal((await site(fresh)).status, 200);
    const gone = await site(old);
    assert.equal(gone.status, 401);
    assert.equal(gone.body.message, 'operator token required');
  });
});

describe('the root OPS_TOKEN past OPS_TOKEN_EXPIRES', () => {
  it('is refused with 401 and the reason', async () => {
    const t = await createTestApp({ opsTokenExpires: new Date(Date.now() - 1000) });
    try {
      const r = await call(t.app, '/admin/site', { token: OPS_TOKEN, method: 'GET' });
      assert.equal(r.status, 401);
      assert.equal(r.body.message, '根令牌 OPS_TOKEN 已过期（OPS_TOKEN_EXPIRES），请换新令牌并重启');
    } finally {
      await t.close();
    }
  });
});

describe('ADMIN_PORT and ADMIN_ALLOW_FROM', () => {
  it('with ADMIN_PORT /admin answers only there, and only /admin does', async () => {
    const t = await createTestApp({ adminPort: 1 });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const server = t.app.adminServer!;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const publicBase = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const adminBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const get = async (url: string) => {
        const r = await fetch(url, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
        return { status: r.status, body: (await r.json()) as { code: number; message: string } };
      };
      assert.deepEqual(await get(`${publicBase}/admin/site`), {
        status: 404,
        body: { code: 404, message: '接口不存在' },
      });
      assert.equal((await get(`${adminBase}/admin/site`)).status, 200);
      assert.equal((await get(`${adminBase}/api/app`)).status, 404);
      assert.equal((await get(`${publicBase}/api/app`)).status, 200);
    } finally {
      await t.close();
    }
  });

  it('with ADMIN_ALLOW_FROM any other address finds no /admin route, before its token is read', async () => {
    const t = await createTestApp({ adminAllowFrom: ['10.0.0.0/8', '2001:db8::/32'] });
    try {
      const from = (remoteAddress: string, token: string | null = OPS_TOKEN) =>
        call(t.app, '/admin/site', { method: 'GET', token, remoteAddress });
      const outside = await from('203.0.113.9');
      assert.deepEqual([outside.status, outside.body.message], [404, '接口不存在']);
      assert.equal((await from('203.0.113.9', null)).status, 404);
      assert.equal((await from('10.1.2.3')).status, 200);
      assert.equal((await from('::ffff:10.1.2.3')).status, 200);
      assert.equal((await from('2001:db8::5')).status, 200);
      assert.equal((await from('10.1.2.3', null)).status, 401);
      assert.equal((await call(t.app, '/api/app', { method: 'GET', remoteAddress: '203.0.113.9' })).status, 200);
    } finally {
      await t.close();
    }
  });
});

/**
 * Walks every /admin route of Fastify's route table: each must refuse a call without the operator
 * token (401, recorded nowhere) and, with a token, record exactly one audit row for the call,
 * success or refusal, with the operator's name; changes that succeed record theirs in their own
 * transaction, with the body. Each must have its roles declared (http/admin-roles.ts) and refuse
 * every other role (403, recorded). The chain verifies at the end.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, OPS_TOKEN, type TestApp } from './helpers.ts';
import { routeTable, type RouteEntry } from './admin-routes.ts';
import Fastify from 'fastify';
import adminScope from '../src/routes/admin/autohooks.ts';
import { declaredRoutes, routeRoles } from '../src/http/admin-roles.ts';
import { ROLE_LABELS, type OperatorRole } from '../../contract/ops/roles.ts';

/** Path parameters: ids that exist nowhere (a refusal is fine: it must be recorded too). */
const PARAMS: Record<string, string> = { no: '1', action: 'reject', id: '999999', kind: 'notices', level: '1' };

/** Valid bodies where a success is cheap, so the in-transaction record is walked as well. */
const BODIES: Record<string, unknown> = {
  '/admin/site': { state: 'open' },
  '/admin/settings': { key: 'withdraw_turnover_multiple', value: '1' },
  '/admin/credit': { username: 'demo001', amount: '1.00' },
  '/admin/debit': { username: 'demo001', amount: '0.01', memo: '巡检调整' },
  '/admin/users/status': { username: 'demo001', status: 'active' },
  '/admin/operators': { name: 'walker2', role: 'reviewer' },
  '/admin/operators/role': { name: 'walker2', role: 'content' },
  '/admin/operators/rotate': { name: 'walker2' },
  '/admin/operators/revoke': { name: 'walker2' },
  '/admin/lottery/rounds/void': { lottery_id: 999, expect: '1', reason: 'walk' },
  '/admin/app-settings': { key: 'h5_url', value: '' },
  '/admin/articles': { cateid: 1, name: '标题', content: '<p>内容</p>' },
  '/admin/activities': { type: 1, title: '巡检活动' },
  '/admin/notices': { title: '标题', content: '内容' },
  '/admin/banners': { image: 'banners/banner1.svg', title: '标题' },
  '/admin/messages': { all: true, title: '标题', content: '内容' },
  '/admin/promotions/vip-page': { url: '' },
  '/admin/promotions/red-packets/switch': { on: '1' },
  '/admin/promotions/rebate-day': { day: '2020-01-01' },
  '/admin/invite-rule': { reward: '8.00' },
};

function concrete(route: RouteEntry): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');
}

describe('every /admin route: guarded once, recorded always', () => {
  let t: TestApp;
  let walker: string;
  let routes: RouteEntry[];
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_actions'))[0]!.n;

  before(async () => {
    t = await createTestApp();
    walker = (await call(t.app, '/admin/operators', { token: OPS_TOKEN, body: { name: 'walker', role: 'admin' } })).body
      .data.token;
    routes = routeTable(t.app).filter((r) => r.url.startsWith('/admin/'));
  });
  after(async () => t.close());

  it('finds every operator route in the route table', () => {
    // 44 when written; fewer means the table was misread (or a route vanished).
    assert.ok(routes.length >= 44, `only ${routes.length} /admin routes: ${JSON.stringify(routes)}`);
    console.log(`# walked ${routes.length} /admin routes`);
  });

  it('refuses every route without the operator token and records nothing for it', async () => {
    const before = await count();
    for (const route of routes) {
      for (const token of [null, 'not-an-operator']) {
        const r = await call(t.app, concrete(route), { method: route.method as 'GET' | 'POST', token, body: {} });
        assert.equal(r.status, 401, `${route.method} ${route.url} answered ${r.status} without a token`);
      }
    }
    assert.equal(await count(), before);
  });

  it('records every authorised call once, with the operator, success or refusal', async () => {
    for (const route of routes) {
      const url = concrete(route);
      const body = route.method === 'POST' ? (BODIES[route.url] ?? {}) : undefined;
      const [head] = await t.db.query<{ seq: unknown }>('SELECT coalesce(max(seq), 0) AS seq FROM operator_actions');
      const r = await call(t.app, url, { method: route.method as 'GET' | 'POST', token: walker, body });
      // A refusal of a row that does not exist is fine; the router's own 404 is not.
      assert.notEqual(r.body?.message, '接口不存在', `${route.method} ${url}: no such route`);
      assert.ok(r.status < 500, `${route.method} ${url}: ${r.text}`.slice(0, 300));
      const rows = await t.db.query<{ operator: string; method: string; path: string; status: number; body: string }>(
        'SELECT operator, method, path, status, body FROM operator_actions WHERE seq > $1 ORDER BY seq',
        [head!.seq],
      );
      assert.deepEqual(
        rows.map((a) => [a.operator, a.method, a.path, a.status]),
        [['walker', route.method, url, r.status]],
        `${route.method} ${url}`,
      );
      if (route.method === 'POST' && r.status === 200 && BODIES[route.url])
        assert.deepEqual(JSON.parse(rows[0]!.body), BODIES[route.url], `${url} records its body`);
    }
  });

  it('declares the roles of every /admin route once, and of no route that does not exist', () => {
    const registered = routes.map((r) => `${r.method} ${r.url}`).sort();
    assert.deepEqual(declaredRoutes().sort(), registered);
  });

  it('a route with no declared role cannot be registered in the /admin scope', async () => {
    const bare = Fastify();
    bare.decorate('config', t.config);
    await assert.rejects(async () => {
      await bare.register(async (scope) => {
        await adminScope(scope);
        scope.get('/admin/undeclared', async () => ({}));
      });
      await bare.ready();
    }, /GET \/admin\/undeclared declares no operator role/);
    await bare.close().catch(() => undefined);
  });

  it('refuses each role every route its row does not name: 403, recorded, exact message', async () => {
    for (const role of ['reviewer', 'content', 'finance'] as const satisfies readonly OperatorRole[]) {
      const made = await call(t.app, '/admin/operators', { token: OPS_TOKEN, body: { name: `walk-${role}`, role } });
      const token = made.body.data.token as string;
      let refused = 0;
      const before = await count();
      for (const route of routes) {
        const allowed = routeRoles(route.method, route.url)!;
        if (allowed.includes(role)) continue;
        const r = await call(t.app, concrete(route), { method: route.method as 'GET' | 'POST', token, body: {} });
        assert.equal(r.status, 403, `${role}: ${route.method} ${route.url} answered ${r.status}`);
        const needed = [...allowed, 'admin' as const].map((n) => `“${ROLE_LABELS[n]}”`).join('或');
        assert.equal(r.body.message, `权限不足：此操作需要${needed}角色（当前为“${ROLE_LABELS[role]}”）`);
        refused++;
      }
      assert.ok(refused > 10, `${role} was refused only ${refused} routes`);
      assert.equal((await count()) - before, refused, `${role}: every refusal is recorded`);
    }
    const onlyAdmin = await call(t.app, '/admin/operators', { token: OPS_TOKEN, method: 'GET' });
    assert.equal(onlyAdmin.status, 200);
  });

  it('the chain of all these rows verifies', async () => {
    const r = await call(t.app, '/admin/audit-log/verify', { method: 'GET', token: OPS_TOKEN });
    assert.equal(r.body.data.ok, true, r.text);
    assert.equal(r.body.data.breaks, 0);
    assert.ok(r.body.data.rows >= routes.length);
  });
});

/**
 * Maintenance enforced by the server: while the site is closed, member and money calls answer
 * {code: 500, message: <repair tips>} (HTTP 200); the site settings, customer service and the
 * visit check still answer so the maintenance screen works; opening the site restores everything.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, OPS_TOKEN, type TestApp } from './helpers.ts';
import { newMember } from './money-helpers.ts';

const TIPS = '系统升级中，预计10:00恢复';

describe('maintenance on the server', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const site = (body: Record<string, string>) => call(t.app, '/admin/site', { token: OPS_TOKEN, body });

  it('refuses member and money calls with the repair tips, keeps the maintenance screen calls, then reopens', async () => {
    const m = await newMember(t.app, { fund: '100.00' });
    assert.equal((await site({ state: 'maintenance', repair_tips: TIPS })).body.code, 200);
    for (const [path, body] of [
      ['/api/user', {}],
      ['/api/balance', {}],
      ['/api/recharge', { paytype: 'alipay', amount: '150' }],
      ['/api/transfer', { platname: 'ag', money: '10', type: 'in' }],
      ['/api/login_pc', { name: m.name, password: m.password }],
      ['/api/noticelist', {}],
    ] as const) {
      const r = await call(t.app, path, { token: m.token, body });
      assert.equal(r.status, 200, path);
      assert.deepEqual(r.body, { code: 500, message: TIPS }, path);
    }
    const app = await call(t.app, '/api/app', { token: null });
    assert.equal(app.body.data.site_state, '0');
    assert.equal(app.body.data.repair_tips, TIPS);
    assert.equal((await call(t.app, '/api/getservicerurl', { token: null })).body.code, 200);
    // Operators still work.
    assert.equal((await call(t.app, '/admin/users', { token: OPS_TOKEN, method: 'GET' })).status, 200);
    assert.equal((await site({ state: 'open' })).body.code, 200);
    assert.equal((await call(t.app, '/api/balance', { token: m.token })).body.data.balance, '100.00');
  });
});

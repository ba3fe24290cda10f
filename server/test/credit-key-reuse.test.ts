/**
 * An operator credit key (Idempotency-Key or idempotency_key on POST /admin/credit) replays only
 * the same credit: reused with another member, amount or memo it answers 409, never the first answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CREDIT_KEY_REUSED } from '../src/domain/wallet/credit.ts';
import { call, createTestApp, OPS_TOKEN, registerUser, type TestApp } from './helpers.ts';

const ops = { authorization: `Bearer ${OPS_TOKEN}` };

describe('operator credit key reused with another body', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('answers 409 for another amount, member or memo; the same body still replays', async () => {
    const u = await registerUser(t.app);
    const v = await registerUser(t.app);
    const credit = (body: Record<string, unknown>, key = `reuse-${u.id}`) =>
      call(t.app, '/admin/credit', { token: null, headers: { ...ops, 'idempotency-key': key }, body });
    const first = await credit({ username: u.name, amount: '50.00' });
    assert.equal(first.status, 200, first.text);
    for (const body of [
      { username: u.name, amount: '60.00' },
      { username: v.name, amount: '50.00' },
      { username: u.name, amount: '50.00', memo: '另一笔' },
    ]) {
      const r = await credit(body);
      assert.equal(r.status, 409, JSON.stringify(body));
      assert.deepEqual({ code: r.body.code, message: r.body.message }, { code: 409, message: CREDIT_KEY_REUSED });
    }
    const again = await credit({ username: u.name, amount: '50.00' });
    assert.equal(again.body.data.replayed, true);
    assert.equal(again.body.data.tx_id, first.body.data.tx_id);
    assert.equal((await call(t.app, '/api/balance', { token: u.token })).body.data.balance, '50.00');
    assert.equal((await call(t.app, '/api/balance', { token: v.token })).body.data.balance, '0.00');
  });
});

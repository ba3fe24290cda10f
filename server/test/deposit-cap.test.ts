/**
 * The pending-deposits cap holds under concurrency: the member's row is locked before counting,
 * so 30 parallel recharges leave exactly 20 pending, the rest refused with the cap's message.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { MAX_PENDING_DEPOSITS } from '../src/domain/deposits/recharge.ts';
import { RECHARGE_MESSAGES } from '../../contract/money/rules.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { newMember } from './money-helpers.ts';

describe('pending deposits cap', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it(`30 parallel recharges: exactly ${MAX_PENDING_DEPOSITS} pending, the rest refused`, async () => {
    const m = await newMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        call(t.app, '/api/recharge', { token: m.token, body: { paytype: 'alipay', amount: '150' } }),
      ),
    );
    const accepted = answers.filter((a) => a.body.code === 200).length;
    assert.equal(accepted, MAX_PENDING_DEPOSITS);
    const refused = answers.filter((a) => a.body.code !== 200);
    for (const a of refused) assert.deepEqual([a.body.code, a.body.message], [500, RECHARGE_MESSAGES.tooManyPending]);
    const [row] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposits WHERE user_id = $1 AND state = 1',
      [m.id],
    );
    assert.equal(row!.n, MAX_PENDING_DEPOSITS);
  });
});

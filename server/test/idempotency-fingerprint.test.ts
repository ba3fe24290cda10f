/**
 * Idempotency fingerprints hold no secret: an HMAC under the server secret over the route and the
 * body without its secret fields, so the pay password never reaches idempotent_answers in any form
 * and a database reader cannot test guesses against the stored value.
 */
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { fingerprint } from '../src/domain/idempotency/answers.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { bindBank, mainBalance, newMember } from './money-helpers.ts';

describe('idempotency fingerprints', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('the pay password is not part of the fingerprint; the server secret is', () => {
    const body = { amount: '100', bank: 7 };
    const a = fingerprint('k1', 'withdraw', { ...body, password: 'first-guess' });
    assert.equal(a, fingerprint('k1', 'withdraw', { ...body, password: 'second-guess' }));
    assert.equal(a, fingerprint('k1', 'withdraw', body));
    assert.notEqual(a, fingerprint('k2', 'withdraw', body), 'another secret, another fingerprint');
    assert.notEqual(a, fingerprint('k1', 'withdraw', { ...body, amount: '101' }));
    for (const field of ['paypassword', 'pay_pass', 'oldpassword', 'newpassword', 'PayPassword'])
      assert.equal(fingerprint('k1', 'x', { ...body, [field]: 'secret' }), fingerprint('k1', 'x', body), field);
  });

  it('a withdrawal stores a fingerprint that neither a plain hash nor a guess of the pay password reproduces', async () => {
    const m = await newMember(t.app, { fund: '300.00', realname: '钱二' });
    const card = await bindBank(t.app, m);
    const body = { amount: '100', bank: card, password: m.payPassword };
    const r = await call(t.app, '/api/withdraw', { token: m.token, body, headers: { 'idempotency-key': 'fp-1' } });
    assert.equal(r.body.code, 200, r.text);
    const [row] = await t.db.query<{ fingerprint: string }>(
      `SELECT fingerprint FROM idempotent_answers WHERE key LIKE '%fp-1%'`,
    );
    assert.ok(row);
    const stable = (o: Record<string, unknown>) =>
      `{${Object.keys(o)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${JSON.stringify(o[k])}`)
        .join(',')}}`;
    // The old scheme: sha256(route \n body with the password). A reader could test guesses with it.
    const plain = createHash('sha256').update('withdraw').update('\n').update(stable(body)).digest('hex');
    assert.notEqual(row.fingerprint, plain);
    const guess = createHmac('sha256', '').update('withdraw\n').update(stable(body)).digest('hex');
    assert.notEqual(row.fingerprint, guess);
    assert.equal(row.fingerprint, fingerprint(t.app.serverSecret, 'withdraw', { amount: '100', bank: card }));
    // A retry with the same key replays (moves nothing), another body under the key is refused.
    const again = await call(t.app, '/api/withdraw', { token: m.token, body, headers: { 'idempotency-key': 'fp-1' } });
    assert.equal(again.body.data.order_no, r.body.data.order_no);
    const other = await call(t.app, '/api/withdraw', {
      token: m.token,
      body: { ...body, amount: '150' },
      headers: { 'idempotency-key': 'fp-1' },
    });
    assert.equal(other.body.code, 409);
    assert.equal(await mainBalance(t.app, m.token), '200.00');
  });
});

/**
 * /api/transall: every venue wallet back into the main wallet, in one ledger movement.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { audit } from '../src/domain/ledger/audit.ts';
import { ensureHouseAccount, ensurePlayerAccount } from '../src/domain/ledger/accounts.ts';
import { postMovement } from '../src/domain/ledger/post.ts';
import { call, createTestApp, registerUser, type TestApp } from './helpers.ts';

describe('recycle all (/api/transall)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  /** Puts play money straight into a venue wallet, as a sandbox venue would hold it. */
  async function fundVenue(userId: number, wallet: string, cents: bigint) {
    const venue = await ensurePlayerAccount(t.db, userId, wallet);
    const house = await ensureHouseAccount(t.db, 'house:manual_credit');
    await postMovement(t.db, {
      kind: 'test.fund_venue',
      postings: [
        { accountId: house, amount: -cents },
        { accountId: venue, amount: cents },
      ],
    });
  }

  it('says 没有可回收的金额 with data "" when every venue is empty', async () => {
    const u = await registerUser(t.app);
    const r = await call(t.app, '/api/transall', { token: u.token });
    assert.deepEqual(r.body, { code: 200, message: '没有可回收的金额', data: '' });
  });

  it('moves every venue balance into the main wallet and keeps the ledger balanced', async () => {
    const u = await registerUser(t.app);
    await fundVenue(u.id, 'ag', 1234n);
    await fundVenue(u.id, 'pg', 10n);
    const r = await call(t.app, '/api/transall', { token: u.token });
    assert.deepEqual(r.body, { code: 200, message: '回收成功', data: '' });
    const user = (await call(t.app, '/api/user', { token: u.token })).body.data;
    assert.equal(user.balance, '12.44');
    assert.equal(user.gameblance, '0.00');
    assert.equal((await call(t.app, '/api/transall', { token: u.token })).body.message, '没有可回收的金额');
    assert.equal((await audit(t.db)).ok, true);
  });

  it('a retry with the same Idempotency-Key does not move money twice', async () => {
    const u = await registerUser(t.app);
    await fundVenue(u.id, 'ag', 500n);
    const headers = { 'idempotency-key': 'recycle-1' };
    await call(t.app, '/api/transall', { token: u.token, headers });
    await fundVenue(u.id, 'ag', 300n);
    await call(t.app, '/api/transall', { token: u.token, headers });
    const user = (await call(t.app, '/api/user', { token: u.token })).body.data;
    assert.equal(user.balance, '5.00');
    assert.equal(user.gameblance, '3.00');
  });

  it('needs a member', async () => {
    const r = await call(t.app, '/api/transall', { token: 'nope' });
    assert.equal(r.body.code, 401);
  });
});

/**
 * Guess limits that hold under concurrency and cannot be turned against others: the attempt is
 * counted and checked in one statement before the secret is compared; login is limited per name
 * and address (5 per 5 minutes), with only a back-off per name over every address; pay-password
 * checks are limited per member; scrypt runs at OWASP's parameters and old hashes are upgraded
 * at login.
 */
import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { DEFAULT_LIMITS } from '../src/config.ts';
import { LOGIN_BY_NAME, takeAttempt } from '../src/domain/accounts/guess-limits.ts';
import { SCRYPT_PARAMS, verifySecret } from '../src/domain/accounts/passwords.ts';
import { verifyGuarded } from '../src/domain/accounts/secret-guard.ts';
import { call, createTestApp, registerUser, type TestApp } from './helpers.ts';
import { bindBank, newMember } from './money-helpers.ts';

const TOO_MANY = { code: 429, message: '操作过于频繁，请稍后再试' };
const login = (t: TestApp, name: string, password: string, remoteAddress = '10.9.0.1') =>
  call(t.app, '/api/login_pc', { body: { name, password }, remoteAddress });

describe('guess limits', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('20 parallel wrong logins from one address: exactly 5 are compared, the rest answer 429', async () => {
    const u = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(t, u.name, 'wrong-pass')));
    const codes = answers.map((r) => r.body.code);
    assert.equal(codes.filter((c) => c === 203).length, 5, codes.join(','));
    assert.equal(codes.filter((c) => c === 429).length, 15);
    assert.deepEqual((await login(t, u.name, u.password)).body, TOO_MANY);
  });

  it('wrong guesses from one address never lock the member out from another', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 5; i++) assert.equal((await login(t, u.name, 'wrong-pass', '10.9.1.1')).body.code, 203);
    assert.deepEqual((await login(t, u.name, u.password, '10.9.1.1')).body, TOO_MANY);
    const elsewhere = await login(t, u.name, u.password, '10.9.1.2');
    assert.equal(elsewhere.body.code, 200, elsewhere.text);
  });

  it('per name over every address: a back-off after 10 attempts, never a lock', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 10; i++)
      assert.equal((await login(t, u.name, 'wrong-pass', `10.9.2.${i + 1}`)).body.code, 203, `attempt ${i}`);
    // The 11th, at once, from a new address: inside the 1 s back-off, refused without a compare.
    assert.deepEqual((await login(t, u.name, u.password, '10.9.2.50')).body, TOO_MANY);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // After the wait the right password gets in, from yet another address.
    assert.equal((await login(t, u.name, u.password, '10.9.2.51')).body.code, 200);
  });

  it('takeAttempt: the back-off grows 1, 2, 4 … s and is capped; refused attempts do not count', async () => {
    const key = `test-backoff:${randomBytes(4).toString('hex')}`;
    const rule = { ...LOGIN_BY_NAME, backoffAfter: 2, maxDelaySeconds: 2 };
    assert.equal(await takeAttempt(t.db, key, rule), true);
    assert.equal(await takeAttempt(t.db, key, rule), true);
    assert.equal(await takeAttempt(t.db, key, rule), false);
    await t.db.query(`UPDATE guess_counters SET last_at = last_at - interval '1.1 seconds' WHERE key = $1`, [key]);
    assert.equal(await takeAttempt(t.db, key, rule), true);
    // Now 3 attempts: a 2 s wait (capped at 2).
    await t.db.query(`UPDATE guess_counters SET last_at = last_at - interval '1.5 seconds' WHERE key = $1`, [key]);
    assert.equal(await takeAttempt(t.db, key, rule), false);
    await t.db.query(`UPDATE guess_counters SET last_at = last_at - interval '1 second' WHERE key = $1`, [key]);
    assert.equal(await takeAttempt(t.db, key, rule), true);
    const [row] = await t.db.query<{ attempts: number }>('SELECT attempts FROM guess_counters WHERE key = $1', [key]);
    assert.equal(row!.attempts, 4);
  });

  it('20 parallel withdrawals with a wrong pay password: at most 5 compared, the rest 429', async () => {
    const m = await newMember(t.app, { fund: '500.00', realname: '李四' });
    const card = await bindBank(t.app, m);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, '/api/withdraw', { token: m.token, body: { amount: '100', bank: card, password: 'wrong-pay' } }),
      ),
    );
    const codes = answers.map((r) => r.body.code);
    assert.equal(codes.filter((c) => c === 429).length, 15, codes.join(','));
    assert.ok(answers.filter((r) => r.body.code !== 429).every((r) => /密码/.test(r.body.message)));
  });

  it('pay-password checks are rate-limited per member, right answers included (scrypt cost)', async () => {
    const u = await registerUser(t.app);
    const [row] = await t.db.query<{ paypassword_hash: string }>('SELECT paypassword_hash FROM users WHERE id = $1', [
      u.id,
    ]);
    const guard = { q: t.db, limit: 5, payChecks: DEFAULT_LIMITS.payChecksPer10Minutes };
    for (let i = 0; i < guard.payChecks; i++)
      assert.equal(await verifyGuarded(guard, 'pay', u.id, u.payPassword, row!.paypassword_hash), true);
    await assert.rejects(verifyGuarded(guard, 'pay', u.id, u.payPassword, row!.paypassword_hash), /操作过于频繁/);
    // Another member is not slowed down.
    const other = await registerUser(t.app);
    const [o] = await t.db.query<{ paypassword_hash: string }>('SELECT paypassword_hash FROM users WHERE id = $1', [
      other.id,
    ]);
    assert.equal(await verifyGuarded(guard, 'pay', other.id, other.payPassword, o!.paypassword_hash), true);
  });
});

describe('password hashing', () => {
  it("scrypt at OWASP's parameters (N=2^15, r=8, p=3: as strong as N=2^17, p=1)", () => {
    assert.deepEqual(SCRYPT_PARAMS, { N: 32768, r: 8, p: 3 });
    assert.ok(SCRYPT_PARAMS.N * SCRYPT_PARAMS.p >= 2 ** 17 * 1 * 0.75, 'OWASP equivalent cost');
  });

  it('a login with a hash of older parameters upgrades it to the current ones', async () => {
    const t = await createTestApp();
    try {
      const u = await registerUser(t.app);
      const salt = randomBytes(16);
      const old = scryptSync(u.password, salt, 32, { N: 16384, r: 8, p: 1 });
      const oldHash = ['scrypt', 16384, 8, 1, salt.toString('base64url'), old.toString('base64url')].join('$');
      await t.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [u.id, oldHash]);
      assert.equal((await login(t, u.name, u.password)).body.code, 200);
      const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
        u.id,
      ]);
      assert.notEqual(row!.password_hash, oldHash);
      assert.doesNotMatch(row!.password_hash, /^scrypt\$16384\$8\$1\$/);
      assert.equal(await verifySecret(u.password, row!.password_hash), true);
      assert.equal((await login(t, u.name, u.password)).body.code, 200);
    } finally {
      await t.close();
    }
  });
});

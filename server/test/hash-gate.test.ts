/**
 * Password hashing cannot starve the server: every scrypt run passes one bounded gate (a full
 * queue answers 服务器繁忙 at once), a registration with a taken name is refused before anything
 * is hashed, and a member's pay-password checks are capped well below what scrypt could bear.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { DEFAULT_LIMITS, loadConfig } from '../src/config.ts';
import {
  HASH_RUNNING,
  HASH_WAITING,
  hashSecret,
  resizeHashGateForTests,
  scryptRuns,
} from '../src/domain/accounts/passwords.ts';
import { BizError } from '../src/lib/errors.ts';
import { call, createTestApp, registerUser, uniqueName, type TestApp } from './helpers.ts';
import { newMember } from './money-helpers.ts';

const BUSY = { code: 503, message: '服务器繁忙，请稍后再试' };
const TOO_MANY = { code: 429, message: '操作过于频繁，请稍后再试' };

describe('the hashing gate', () => {
  let t: TestApp;
  // The server's own pay-password cap (ordinary tests relax it).
  before(
    async () => (t = await createTestApp({ limits: { payChecksPer10Minutes: DEFAULT_LIMITS.payChecksPer10Minutes } })),
  );
  after(async () => t.close());
  afterEach(() => resizeHashGateForTests());

  it('two scrypt runs at once, 32 in line: half the thread pool, about three seconds of work', () => {
    assert.deepEqual([HASH_RUNNING, HASH_WAITING], [2, 32]);
  });

  it('a hash beyond the running and waiting ones is refused at once with 服务器繁忙; the others finish', async () => {
    resizeHashGateForTests(1, 1);
    const results = await Promise.allSettled([hashSecret('a-secret'), hashSecret('b-secret'), hashSecret('c-secret')]);
    assert.deepEqual(
      results.map((r) => r.status),
      ['fulfilled', 'fulfilled', 'rejected'],
    );
    const refusal = (results[2] as PromiseRejectedResult).reason as BizError;
    assert.deepEqual({ code: refusal.code, message: refusal.message }, BUSY);
  });

  it('a registration that finds the gate full answers HTTP 200 {503, 服务器繁忙} and creates nobody', async () => {
    // A registration hashes two secrets at once: one slot and no line leaves the second refused.
    resizeHashGateForTests(1, 0);
    const name = uniqueName('hg');
    const r = await call(t.app, '/api/register', {
      body: { name, password: 'secret123', confirmPass: 'secret123', realname: name, paypassword: 'secret456' },
    });
    assert.equal(r.status, 200);
    assert.deepEqual({ code: r.body.code, message: r.body.message }, BUSY);
    assert.deepEqual(await t.db.query('SELECT id FROM users WHERE username = $1', [name]), []);
  });

  it('a taken name is refused before anything is hashed', async () => {
    const taken = await registerUser(t.app);
    const before = scryptRuns();
    const r = await call(t.app, '/api/register', {
      body: { name: taken.name, password: 'other123', confirmPass: 'other123', realname: '', paypassword: '' },
    });
    assert.deepEqual([r.body.code, r.body.message], [201, '此用户名已被注册']);
    assert.equal(scryptRuns(), before);
  });

  it('a member may check the pay password 10 times in 10 minutes, right answers included, then 429', async () => {
    assert.equal(DEFAULT_LIMITS.payChecksPer10Minutes, 10);
    assert.equal(loadConfig({ PAY_CHECK_LIMIT: '3' }).limits.payChecksPer10Minutes, 3);
    const m = await newMember(t.app);
    const bind = (n: number) =>
      call(t.app, '/api/bindcard', {
        token: m.token,
        body: {
          bank: '中国工商银行',
          bank_no: `6222021099${String(n).padStart(6, '0')}`,
          bank_owner: '张三',
          bank_address: '深圳分行',
          pay_pass: m.payPassword,
        },
      });
    for (let n = 1; n <= DEFAULT_LIMITS.payChecksPer10Minutes; n++) {
      const r = await bind(n);
      assert.notEqual(r.body.code, 429, `check ${n}: ${r.text}`);
    }
    const over = await bind(99);
    assert.deepEqual({ code: over.body.code, message: over.body.message }, TOO_MANY);
  });
});

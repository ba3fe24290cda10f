/**
 * Register, login_pc / login, logoff, the 401 envelope, disabled accounts, rate limits.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WireLoginData } from '../../contract/session/schemas.ts';
import {
  assertAnswer,
  call,
  createTestApp,
  DEMO_PASSWORD,
  loginAs,
  OPS_TOKEN,
  registerUser,
  uniqueName,
  type TestApp,
} from './helpers.ts';

const AUTH_FAILED = { code: 401, message: '认证失败' };

describe('register', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const body = (over: Record<string, unknown> = {}) => {
    const name = uniqueName('reg');
    return {
      name,
      password: 'secret123',
      confirmPass: 'secret123',
      realname: name,
      paypassword: 'secret123',
      code: 'ab12',
      ...over,
    };
  };

  it('answers only {api_token, username, id}, and the token works', async () => {
    const r = await call(t.app, '/api/register', { body: body() });
    assert.equal(r.status, 200);
    assert.equal(r.body.code, 200);
    assert.deepEqual(Object.keys(r.body.data).sort(), ['api_token', 'id', 'username']);
    assert.match(r.body.data.api_token, /^[A-Za-z0-9_-]{43}$/);
    assert.ok(!/hash|password|scrypt/i.test(r.text), 'no secret in the answer');
    const me = await call(t.app, '/api/user', { token: r.body.data.api_token });
    assert.equal(me.body.data.username, r.body.data.username);
  });

  it('validates with the client messages (code 1000, no data key)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '用户名长度6~16位，以字母或数字组合！'],
      [{ name: 'abc12' }, '用户名长度6~16位，以字母或数字组合！'],
      [{ name: 'abc_123' }, '用户名长度6~16位，以字母或数字组合！'],
      [{ password: '12345', confirmPass: '12345' }, '请输入正确的密码长度，最少6位！'],
      [{ confirmPass: 'different1' }, '两次密码不一致！'],
    ];
    for (const [over, message] of cases) {
      const r = await call(t.app, '/api/register', { body: body(over) });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, { code: 1000, message }, JSON.stringify(over));
    }
  });

  it('refuses a real name the bind-real-name rule refuses, with its message; keeps a good one', async () => {
    for (const realname of ['<b>x</b>', '张', 'x1y2z3', '123456']) {
      const r = await call(t.app, '/api/register', { body: body({ realname }) });
      assert.deepEqual(r.body, { code: 1000, message: '请填写正确的真实姓名' }, realname);
    }
    const ok = await call(t.app, '/api/register', { body: body({ realname: '欧阳·娜娜' }) });
    assert.equal(ok.body.code, 200);
    const me = await call(t.app, '/api/user', { token: ok.body.data.api_token });
    assert.equal(me.body.data.realname, '欧阳·娜娜');
  });

  it('does not require the captcha code, realname, paypassword or pid', async () => {
    const name = uniqueName('min');
    const r = await call(t.app, '/api/register', { body: { name, password: 'secret123', confirmPass: 'secret123' } });
    assert.equal(r.body.code, 200);
    const login = await call(t.app, '/api/login_pc', { body: { name, password: 'secret123' } });
    assert.equal(login.body.code, 200);
    assertAnswer(WireLoginData, login.body);
    assertAnswer(WireLoginData, r.body);
  });

  it('refuses a taken name with 201 whatever its case', async () => {
    const first = body();
    await call(t.app, '/api/register', { body: first });
    for (const name of [first.name, first.name.toUpperCase()]) {
      const r = await call(t.app, '/api/register', { body: { ...first, name } });
      assert.equal(r.body.code, 201);
      assert.equal(r.body.message, '此用户名已被注册');
    }
  });

  it('keeps a valid referrer and ignores an unknown one', async () => {
    const referrer = await registerUser(t.app);
    const withPid = await call(t.app, '/api/register', { body: body({ pid: String(referrer.id) }) });
    assert.equal(withPid.body.code, 200);
    const [row] = await t.db.query<{ pid: number | null }>('SELECT pid FROM users WHERE id = $1', [
      withPid.body.data.id,
    ]);
    assert.equal(row!.pid, referrer.id);
    const unknown = await call(t.app, '/api/register', { body: body({ pid: '99999' }) });
    assert.equal(unknown.body.code, 200);
  });

  it('stores salted scrypt hashes for both passwords', async () => {
    const u = await registerUser(t.app);
    const [row] = await t.db.query<{ password_hash: string; paypassword_hash: string }>(
      'SELECT password_hash, paypassword_hash FROM users WHERE id = $1',
      [u.id],
    );
    assert.match(row!.password_hash, /^scrypt\$/);
    assert.match(row!.paypassword_hash, /^scrypt\$/);
    assert.notEqual(row!.password_hash, row!.paypassword_hash);
  });
});

describe('login, tokens and logoff', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('logs the demo member in with {api_token, username, id}', async () => {
    const r = await call(t.app, '/api/login_pc', { body: { name: 'demo001', password: DEMO_PASSWORD } });
    assert.equal(r.body.code, 200);
    assert.deepEqual(Object.keys(r.body.data).sort(), ['api_token', 'id', 'username']);
    assert.equal(r.body.data.username, 'demo001');
  });

  it('answers every login refusal with the documented code and message', async () => {
    const cases: [Record<string, unknown>, unknown][] = [
      [{ password: 'secret123' }, { code: 1000, message: '用户名不能为空' }],
      [
        { name: 'demo001', password: '12345' },
        { code: 1000, message: '密码6到20位' },
      ],
      [{ name: 'demo001' }, { code: 1000, message: '密码6到20位' }],
      [
        { name: 'nobody00000', password: 'secret123' },
        { code: 203, message: '登录密码错误', data: [] },
      ],
      [
        { name: 'demo001', password: 'wrong-password' },
        { code: 203, message: '登录密码错误', data: [] },
      ],
    ];
    for (const [body, expected] of cases) {
      const r = await call(t.app, '/api/login_pc', { body });
      assert.deepEqual(r.body, expected, JSON.stringify(body));
    }
  });

  it('answers HTTP 200 {code:401} for a missing, empty, unknown or malformed token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer ' },
      { authorization: 'Bearer nope' },
      { authorization: 'Basic abc' },
    ] as Record<string, string>[]) {
      const r = await call(t.app, '/api/user', { token: null, headers });
      assert.equal(r.status, 200);
      assert.deepEqual(r.body, AUTH_FAILED, JSON.stringify(headers));
    }
  });

  it('login_pc issues a new token every time and revokes the older ones', async () => {
    const u = await registerUser(t.app);
    const first = await loginAs(t.app, u.name, u.password);
    const second = await loginAs(t.app, u.name, u.password);
    assert.notEqual(first, second);
    assert.deepEqual((await call(t.app, '/api/balance', { token: first })).body, AUTH_FAILED);
    assert.deepEqual((await call(t.app, '/api/balance', { token: u.token })).body, AUTH_FAILED);
    assert.equal((await call(t.app, '/api/balance', { token: second })).body.code, 200);
  });

  it('the /api/login alias issues a token and leaves other sessions alone', async () => {
    const u = await registerUser(t.app);
    const r = await call(t.app, '/api/login', { body: { name: u.name, password: u.password } });
    assert.equal(r.body.code, 200);
    assert.equal((await call(t.app, '/api/balance', { token: u.token })).body.code, 200);
    assert.equal((await call(t.app, '/api/balance', { token: r.body.data.api_token })).body.code, 200);
  });

  it('logoff revokes the token; logging in again rotates to a working one', async () => {
    const u = await registerUser(t.app);
    const out = await call(t.app, '/api/logoff', { token: u.token });
    assert.deepEqual(out.body, { code: 200, message: '成功', data: [] });
    assert.deepEqual((await call(t.app, '/api/user', { token: u.token })).body, AUTH_FAILED);
    assert.deepEqual((await call(t.app, '/api/logoff', { token: u.token })).body, AUTH_FAILED);
    const again = await loginAs(t.app, u.name, u.password);
    assert.notEqual(again, u.token);
    assert.equal((await call(t.app, '/api/user', { token: again })).body.code, 200);
  });

  it('a disabled account answers 403 账号已被禁用 on login; its sessions end (401) and stay ended', async () => {
    const u = await registerUser(t.app);
    const admin = { authorization: `Bearer ${OPS_TOKEN}` };
    await call(t.app, '/admin/users/status', {
      token: null,
      headers: admin,
      body: { username: u.name, status: 'disabled' },
    });
    assert.equal((await call(t.app, '/api/user', { token: u.token })).body.code, 401);
    assert.deepEqual((await call(t.app, '/api/login_pc', { body: { name: u.name, password: u.password } })).body, {
      code: 403,
      message: '账号已被禁用',
    });
    await call(t.app, '/admin/users/status', {
      token: null,
      headers: admin,
      body: { username: u.name, status: 'active' },
    });
    assert.equal((await call(t.app, '/api/user', { token: u.token })).body.code, 401);
    const again = await loginAs(t.app, u.name, u.password);
    assert.equal((await call(t.app, '/api/user', { token: again })).body.code, 200);
  });

  it('locks a name for five minutes after five wrong passwords, even with the right one', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      assert.equal(
        (await call(t.app, '/api/login_pc', { body: { name: u.name, password: 'wrong-pass' } })).body.code,
        203,
      );
    }
    const locked = await call(t.app, '/api/login_pc', { body: { name: u.name, password: u.password } });
    assert.equal(locked.status, 200);
    assert.deepEqual(locked.body, { code: 429, message: '操作过于频繁，请稍后再试' });
    // Other names are not affected.
    assert.equal(
      (await call(t.app, '/api/login_pc', { body: { name: 'demo001', password: DEMO_PASSWORD } })).body.code,
      200,
    );
  });
});

describe('per-IP and per-name rate limits', () => {
  let t: TestApp;
  before(
    async () =>
      (t = await createTestApp({
        limits: { loginPerIpPerMinute: 3, registerPerIpPerMinute: 2, trialPerIpPerHour: 1 },
      })),
  );
  after(async () => t.close());

  it('login_pc and login share one per-IP budget and answer the 429 envelope', async () => {
    const body = { name: 'demo001', password: DEMO_PASSWORD };
    assert.equal((await call(t.app, '/api/login_pc', { body })).body.code, 200);
    assert.equal((await call(t.app, '/api/login', { body })).body.code, 200);
    assert.equal((await call(t.app, '/api/login_pc', { body })).body.code, 200);
    const limited = await call(t.app, '/api/login', { body });
    assert.equal(limited.status, 200);
    assert.deepEqual(limited.body, { code: 429, message: '操作过于频繁，请稍后再试' });
    // Another address keeps its own budget.
    const other = await call(t.app, '/api/login_pc', { body, remoteAddress: '10.0.0.7' });
    assert.equal(other.body.code, 200);
  });

  it('limits registrations and trial accounts per IP', async () => {
    const reg = () => {
      const name = uniqueName('rl');
      return call(t.app, '/api/register', { body: { name, password: 'secret123', confirmPass: 'secret123' } });
    };
    assert.equal((await reg()).body.code, 200);
    assert.equal((await reg()).body.code, 200);
    assert.equal((await reg()).body.code, 429);
    assert.equal((await call(t.app, '/api/trial')).body.code, 200);
    assert.equal((await call(t.app, '/api/trial')).body.code, 429);
  });

  it('limits registration attempts on one name from many addresses', async () => {
    const name = uniqueName('rn');
    const attempt = (remoteAddress: string, n = name) =>
      call(t.app, '/api/register', { body: { name: n, password: 'x' }, remoteAddress });
    // Refused by validation, but each attempt counts against the name.
    assert.equal((await attempt('10.1.0.1')).body.code, 1000);
    assert.equal((await attempt('10.1.0.2')).body.code, 1000);
    assert.equal((await attempt('10.1.0.3', name.toUpperCase())).body.code, 429);
    // Another name from a fresh address is not affected.
    assert.equal((await attempt('10.1.0.4', uniqueName('rn'))).body.code, 1000);
  });
});

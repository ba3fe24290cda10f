/**
 * Per-address keys group an IPv6 client by its /64 (IPv4 and IPv4-mapped addresses stay whole);
 * a login never tells which names exist; failed logins are budgeted per address over every name.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addressKey } from '../src/lib/address-key.ts';
import { call, createTestApp, registerUser, type TestApp } from './helpers.ts';

const TOO_MANY = { code: 429, message: '操作过于频繁，请稍后再试' };
const REFUSED = { code: 203, message: '登录密码错误', data: [] };

describe('addressKey', () => {
  it('keeps IPv4 whole, unwraps IPv4-mapped IPv6 and groups IPv6 by its /64', () => {
    assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(addressKey('::FFFF:cb00:7107'), '203.0.113.7');
    assert.equal(addressKey('2001:db8:1:2:3:4:5:6'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:0db8:0001:0002:ffff::1'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.notEqual(addressKey('2001:db8:1:2::1'), addressKey('2001:db8:1:3::1'));
  });
});

describe('per-address limits over an IPv6 /64', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ limits: { loginPerIpPerMinute: 2 } })));
  after(async () => t.close());

  it('the login rate counts every address of one /64 together, IPv4-mapped as its IPv4', async () => {
    const body = { name: 'nobody0000', password: 'secret123' };
    const at = (remoteAddress: string) => call(t.app, '/api/login_pc', { body, remoteAddress });
    assert.equal((await at('2001:db8:7:7::1')).body.code, 203);
    assert.equal((await at('2001:db8:7:7:aaaa::2')).body.code, 203);
    assert.deepEqual((await at('2001:db8:7:7:ffff:ffff:ffff:ffff')).body, TOO_MANY);
    assert.equal((await at('2001:db8:7:8::1')).body.code, 203);
    assert.equal((await at('198.51.100.9')).body.code, 203);
    assert.equal((await at('::ffff:198.51.100.9')).body.code, 203);
    assert.deepEqual((await at('198.51.100.9')).body, TOO_MANY);
  });
});

describe('login answers alike for unknown names and wrong passwords', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('an unknown name hears the wrong-password answer', async () => {
    const u = await registerUser(t.app);
    const wrong = await call(t.app, '/api/login_pc', { body: { name: u.name, password: 'wrong-pass' } });
    const unknown = await call(t.app, '/api/login_pc', { body: { name: 'nobody12345', password: 'wrong-pass' } });
    assert.deepEqual(wrong.body, REFUSED);
    assert.deepEqual(unknown.body, REFUSED);
    assert.equal(unknown.status, wrong.status);
  });
});

describe('failed logins per address over every name', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ limits: { failedLoginsPerAddressPerHour: 4 } })));
  after(async () => t.close());

  it('refuses the address (its /64) after the budget, other addresses unaffected; right answers do not count', async () => {
    const u = await registerUser(t.app);
    const at = (name: string, password: string, remoteAddress: string) =>
      call(t.app, '/api/login_pc', { body: { name, password }, remoteAddress });
    assert.equal((await at(u.name, u.password, '2001:db8:5:5::1')).body.code, 200);
    for (let i = 0; i < 4; i++)
      assert.deepEqual((await at(`nobody${i}abc`, 'wrong-pass', `2001:db8:5:5::${i + 2}`)).body, REFUSED);
    assert.deepEqual((await at(u.name, u.password, '2001:db8:5:5::99')).body, TOO_MANY);
    assert.deepEqual((await at('another1name', 'wrong-pass', '2001:db8:5:5::98')).body, TOO_MANY);
    assert.equal((await at(u.name, u.password, '2001:db8:5:6::1')).body.code, 200);
  });

  it('LOGIN_ADDRESS_FAIL_LIMIT configures it (0 = off)', async () => {
    const { loadConfig } = await import('../src/config.ts');
    assert.equal(loadConfig({ LOGIN_ADDRESS_FAIL_LIMIT: '7' }).limits.failedLoginsPerAddressPerHour, 7);
    assert.equal(loadConfig({}).limits.failedLoginsPerAddressPerHour, 30);
  });
});

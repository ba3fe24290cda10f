/**
 * /api/editRealname (docs/API.md#editrealname), /api/editPassword and /api/editPayPassword.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, loginAs, type TestApp } from './helpers.ts';
import { newMember, TRC20_ADDRESS } from './money-helpers.ts';

describe('account security', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('editRealname binds once, only while it still equals the user name', async () => {
    const m = await newMember(t.app);
    assert.deepEqual((await call(t.app, '/api/editRealname', { token: m.token, body: { realname: '' } })).body, {
      code: 1000,
      message: '请填写用户实名信息',
    });
    assert.equal(
      (await call(t.app, '/api/editRealname', { token: m.token, body: { realname: '<b>x</b>' } })).body.message,
      '请填写正确的真实姓名',
    );
    const ok = await call(t.app, '/api/editRealname', { token: m.token, body: { realname: '欧阳·娜娜' } });
    assert.deepEqual(ok.body, { code: 200, message: '成功', data: '' });
    assert.equal((await call(t.app, '/api/user', { token: m.token })).body.data.realname, '欧阳·娜娜');
    const again = await call(t.app, '/api/editRealname', { token: m.token, body: { realname: '张三' } });
    assert.deepEqual([again.body.code, again.body.message], [500, '已绑定']);
  });

  it('editPassword: messages of docs/SCREENS.md#password, 205 on a wrong old password, every session revoked', async () => {
    const m = await newMember(t.app);
    const edit = (body: Record<string, unknown>, token = m.token) => call(t.app, '/api/editPassword', { token, body });
    const cases: [Record<string, unknown>, string][] = [
      [{ password: '', paypassword: '' }, '请输入旧密码'],
      [{ password: m.password, paypassword: '' }, '请输入新密码'],
      [{ password: '12345', paypassword: 'newpass1' }, '请输入正确的旧密码长度'],
      [{ password: m.password, paypassword: '12345' }, '请输入正确的新密码长度'],
      [{ password: m.password, paypassword: 'x'.repeat(17) }, '请输入正确的新密码长度'],
      [{ password: m.password, paypassword: m.password }, '新旧密码不能一致！'],
    ];
    for (const [body, message] of cases)
      assert.deepEqual((await edit(body)).body, { code: 1000, message }, JSON.stringify(body));
    const wrong = await edit({ password: 'wrongpass', paypassword: 'newpass1' });
    assert.deepEqual([wrong.body.code, wrong.body.message], [205, '原密码不正确']);
    const second = await loginAs(t.app, m.name, m.password);
    const ok = await edit({ password: m.password, paypassword: 'newpass1' }, second);
    assert.deepEqual(ok.body, { code: 200, message: '修改成功', data: [] });
    assert.equal((await call(t.app, '/api/user', { token: second })).body.code, 401);
    assert.equal((await call(t.app, '/api/login_pc', { body: { name: m.name, password: m.password } })).body.code, 203);
    assert.equal(typeof (await loginAs(t.app, m.name, 'newpass1')), 'string');
  });

  it('editPayPassword checks the old pay password, keeps sessions, and binds with the new one', async () => {
    const m = await newMember(t.app);
    const wrong = await call(t.app, '/api/editPayPassword', {
      token: m.token,
      body: { password: 'wrongpass', paypassword: 'pay123456' },
    });
    assert.deepEqual([wrong.body.code, wrong.body.message], [205, '原密码不正确']);
    const long = await call(t.app, '/api/editPayPassword', {
      token: m.token,
      body: { password: m.password, paypassword: 'p'.repeat(19) },
    });
    assert.equal(long.body.message, '请输入正确的新密码长度');
    const ok = await call(t.app, '/api/editPayPassword', {
      token: m.token,
      body: { password: m.payPassword, paypassword: 'pay123456789012345' },
    });
    assert.equal(ok.body.code, 200);
    assert.equal((await call(t.app, '/api/user', { token: m.token })).body.code, 200);
    const bindOld = await call(t.app, '/api/bindcard', {
      token: m.token,
      body: { bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'TRC20', pay_pass: m.payPassword },
    });
    assert.equal(bindOld.body.code, 520);
    const bindNew = await call(t.app, '/api/bindcard', {
      token: m.token,
      body: { bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'TRC20', pay_pass: 'pay123456789012345' },
    });
    assert.equal(bindNew.body.code, 200);
    // The login password did not change.
    assert.equal(typeof (await loginAs(t.app, m.name, m.password)), 'string');
  });

  it('a trial account has no pay password to change', async () => {
    const trial = (await call(t.app, '/api/trial')).body.data.api_token;
    const r = await call(t.app, '/api/editPayPassword', {
      token: trial,
      body: { password: '123456', paypassword: '654321' },
    });
    assert.equal(r.body.code, 205);
  });
});

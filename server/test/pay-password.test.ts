/**
 * A stolen login is not a cash-out: the pay password is never the login password. Registration
 * stores none rather than the login password, setting one equal to the login password is refused,
 * and one kept from before (equal to the login password) counts as none: the member hears the
 * call's own "set one first" refusal and sets one with the login password as the old one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, registerUser, uniqueName, type TestApp } from './helpers.ts';
import { credit, TRC20_ADDRESS, type Member } from './money-helpers.ts';

const SAME_AS_LOGIN = '支付密码不能与登录密码相同';

describe('pay password: never the login password', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const user = async (token: string) => (await call(t.app, '/api/user', { token })).body.data;
  const bindUsdt = (token: string, payPass: string) =>
    call(t.app, '/api/bindcard', {
      token,
      body: { bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'TRC20', pay_pass: payPass },
    });

  /** A registration as the platform's clients sent it: the login password as the pay password. */
  async function registeredWithLoginAsPay(): Promise<Member> {
    const name = uniqueName('same');
    const password = 'secret123';
    const r = await call(t.app, '/api/register', {
      body: { name, password, confirmPass: password, realname: name, paypassword: password, code: 'ab12' },
    });
    assert.equal(r.body.code, 200, r.text);
    return { name, password, payPassword: password, token: r.body.data.api_token, id: r.body.data.id };
  }

  it('registration never stores the login password as the pay password', async () => {
    const same = await registeredWithLoginAsPay();
    assert.equal((await user(same.token)).has_paypassword, 0);
    const [row] = await t.db.query<{ paypassword_hash: string | null }>(
      'SELECT paypassword_hash FROM users WHERE id = $1',
      [same.id],
    );
    assert.equal(row!.paypassword_hash, null);
    const distinct = await registerUser(t.app);
    assert.equal((await user(distinct.token)).has_paypassword, 1);
  });

  it('without a pay password: bind 251 请先设置支付密码, withdraw 520 请先设置取款密码, even with the login password', async () => {
    const m = await registeredWithLoginAsPay();
    assert.deepEqual((await bindUsdt(m.token, m.password)).body, { code: 251, message: '请先设置支付密码', data: [] });
    await call(t.app, '/api/editRealname', { token: m.token, body: { realname: '张三' } });
    await credit(t.app, m.name, '100');
    const withdraw = await call(t.app, '/api/withdraw', {
      token: m.token,
      body: { amount: '100', bank: 999999, password: m.password },
    });
    // No card of theirs: the card check comes first; with one, the pay-password rule answers.
    assert.equal(withdraw.body.code, 1000);
    await t.db.query(
      "INSERT INTO user_cards (user_id, type, bank, bank_no, bank_owner, bank_address) VALUES ($1, 2, 'USDT', $2, 'TRC20', 'TRC20')",
      [m.id, TRC20_ADDRESS],
    );
    const [card] = await t.db.query<{ id: number }>('SELECT id FROM user_cards WHERE user_id = $1', [m.id]);
    const refused = await call(t.app, '/api/withdraw', {
      token: m.token,
      body: { amount: '100', bank: card!.id, password: m.password },
    });
    assert.deepEqual([refused.body.code, refused.body.message], [520, '请先设置取款密码']);
  });

  it('a pay password kept equal to the login password counts as none, and is dropped', async () => {
    const m = await registerUser(t.app);
    // As the platform's earlier registrations stored it.
    await t.db.query('UPDATE users SET paypassword_hash = password_hash WHERE id = $1', [m.id]);
    assert.deepEqual((await bindUsdt(m.token, m.password)).body, { code: 251, message: '请先设置支付密码', data: [] });
    assert.equal((await user(m.token)).has_paypassword, 0);
    // The same on the other calls that take the pay password: an agent paying a downline.
    const agent = await registerUser(t.app);
    await t.db.query('UPDATE users SET paypassword_hash = password_hash, isagent = 1 WHERE id = $1', [agent.id]);
    const downline = await call(t.app, '/api/downlineTransfer', {
      token: agent.token,
      body: { username: 'nobody_here_1', amount: '1', paypassword: agent.password },
    });
    assert.deepEqual([downline.body.code, downline.body.message], [520, '请先设置取款密码']);
  });

  it('the first pay password is set with the login password as the old one, and never equal to it', async () => {
    const m = await registeredWithLoginAsPay();
    const edit = (body: Record<string, unknown>) => call(t.app, '/api/editPayPassword', { token: m.token, body });
    const same = await edit({ password: m.password, paypassword: m.password });
    assert.deepEqual(same.body, { code: 1000, message: '新旧密码不能一致！' });
    const wrongOld = await edit({ password: 'notmine12', paypassword: 'pay654321' });
    assert.deepEqual([wrongOld.body.code, wrongOld.body.message], [205, '原密码不正确']);
    const ok = await edit({ password: m.password, paypassword: 'pay654321' });
    assert.deepEqual(ok.body, { code: 200, message: '修改成功', data: [] });
    assert.equal((await user(m.token)).has_paypassword, 1);
    assert.equal((await bindUsdt(m.token, 'pay654321')).body.code, 200);
    // From now on the old one is the pay password: the login password no longer changes it.
    const byLogin = await edit({ password: m.password, paypassword: 'pay999999' });
    assert.deepEqual([byLogin.body.code, byLogin.body.message], [205, '原密码不正确']);
  });

  it('a new pay password equal to the login password is refused: 1000 支付密码不能与登录密码相同', async () => {
    const m = await registerUser(t.app);
    const r = await call(t.app, '/api/editPayPassword', {
      token: m.token,
      body: { password: m.payPassword, paypassword: m.password },
    });
    assert.deepEqual(r.body, { code: 1000, message: SAME_AS_LOGIN });
    assert.equal((await bindUsdt(m.token, m.payPassword)).body.code, 200);
  });
});

/**
 * A new withdrawal destination: a bank card's owner is the member's real name (binding the first
 * card binds it), the member gets an inbox message, the destination cools off for
 * WITHDRAW_NEW_DESTINATION_HOLD_HOURS (24 live, 0 demo) before it receives a withdrawal, and the
 * operator's withdrawal list shows the member's real name beside the destination's owner.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config.ts';
import { formatBeijing } from '../src/lib/time.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { bindBank, bindUsdt, credit, newMember, ops } from './money-helpers.ts';

const HOLD_HOURS = 24;

describe('new withdrawal destinations', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ newDestinationHoldHours: HOLD_HOURS })));
  after(async () => t.close());

  const card = (owner: string, bank_no = `6222021000${Date.now().toString().slice(-8)}`) => ({
    bank: '中国工商银行',
    bank_no,
    bank_owner: owner,
    bank_address: '深圳分行',
  });
  const realname = async (token: string) => (await call(t.app, '/api/user', { token })).body.data.realname;

  it('a bank card in another name than the bound real name is refused: 500 持卡人姓名必须与绑定的真实姓名一致', async () => {
    const m = await newMember(t.app, { realname: '李雷' });
    const bind = (owner: string) =>
      call(t.app, '/api/bindcard', { token: m.token, body: { ...card(owner), pay_pass: m.payPassword } });
    assert.deepEqual((await bind('张三')).body, { code: 500, message: '持卡人姓名必须与绑定的真实姓名一致', data: [] });
    assert.equal((await bind(' 李雷 ')).body.code, 200);
  });

  it('with no real name bound, the first card binds its owner as the real name (under the real-name rules)', async () => {
    const m = await newMember(t.app);
    const bind = (owner: string) =>
      call(t.app, '/api/bindcard', { token: m.token, body: { ...card(owner), pay_pass: m.payPassword } });
    assert.deepEqual((await bind('x1')).body, { code: 1000, message: '请填写正确的真实姓名' });
    assert.equal((await bind('王五')).body.code, 200);
    assert.equal(await realname(m.token), '王五');
    assert.equal((await bind('赵六')).body.message, '持卡人姓名必须与绑定的真实姓名一致');
  });

  it('the member gets an inbox message naming the destination and when it can be used', async () => {
    const m = await newMember(t.app, { realname: '韩梅梅' });
    await bindBank(t.app, m);
    const [row] = await t.db.query<{ created_at: Date }>('SELECT created_at FROM user_cards WHERE user_id = $1', [
      m.id,
    ]);
    const until = formatBeijing(new Date(row!.created_at).getTime() + HOLD_HOURS * 3_600_000);
    const list = (await call(t.app, '/api/message', { token: m.token, body: { page: 1 } })).body.data.data;
    const notice = list.find((x: { title: string }) => x.title === '新收款账户绑定提醒');
    assert.ok(notice, JSON.stringify(list));
    assert.match(notice.content, /^您的账户于.+（北京时间）绑定了新的银行卡（中国工商银行，尾号\d{4}）。/);
    assert.ok(notice.content.includes(`该账户${until}（北京时间）后方可用于提现。`), notice.content);
    assert.ok(notice.content.endsWith('如非本人操作，请立即修改登录密码和支付密码，并联系客服。'));
  });

  it('a destination cooling off is refused with the Beijing time it can be used; afterwards it pays', async () => {
    const m = await newMember(t.app, { fund: '300', realname: '王小明' });
    const id = await bindUsdt(t.app, m);
    const [row] = await t.db.query<{ created_at: Date }>('SELECT created_at FROM user_cards WHERE id = $1', [id]);
    const until = formatBeijing(new Date(row!.created_at).getTime() + HOLD_HOURS * 3_600_000);
    const body = { amount: '100', bank: id, password: m.payPassword };
    const refused = await call(t.app, '/api/withdraw', { token: m.token, body });
    assert.deepEqual(refused.body, {
      code: 500,
      message: `新绑定的收款账户需等待安全期，${until}（北京时间）后方可提现`,
      data: [],
    });
    await t.db.query(`UPDATE user_cards SET created_at = now() - interval '25 hours' WHERE id = $1`, [id]);
    assert.equal((await call(t.app, '/api/withdraw', { token: m.token, body })).body.code, 200);
  });

  it('the operator list shows the member real name beside the destination owner', async () => {
    const m = await newMember(t.app, { realname: '周八' });
    await credit(t.app, m.name, '150');
    const id = await bindBank(t.app, m);
    await t.db.query(`UPDATE user_cards SET created_at = now() - interval '25 hours' WHERE id = $1`, [id]);
    const r = await call(t.app, '/api/withdraw', {
      token: m.token,
      body: { amount: '150', bank: id, password: m.payPassword },
    });
    const list = await call(t.app, '/admin/withdrawals', { method: 'GET', token: null, headers: ops });
    const row = list.body.data.withdrawals.find((w: { order_no: string }) => w.order_no === r.body.data.order_no);
    assert.equal(row.member_realname, '周八');
    assert.equal(row.destination.bank_owner, '周八');
  });
});

describe('WITHDRAW_NEW_DESTINATION_HOLD_HOURS', () => {
  it('24 hours on the live site, off on the demo, the operator may set it', () => {
    assert.equal(loadConfig({ SITE_MODE: 'live' }).newDestinationHoldHours, 24);
    assert.equal(loadConfig({}).newDestinationHoldHours, 0);
    assert.equal(
      loadConfig({ SITE_MODE: 'live', WITHDRAW_NEW_DESTINATION_HOLD_HOURS: '48' }).newDestinationHoldHours,
      48,
    );
    assert.equal(loadConfig({ WITHDRAW_NEW_DESTINATION_HOLD_HOURS: '0' }).newDestinationHoldHours, 0);
    assert.throws(
      () => loadConfig({ WITHDRAW_NEW_DESTINATION_HOLD_HOURS: '721' }),
      /WITHDRAW_NEW_DESTINATION_HOLD_HOURS must be a whole number of hours from 0 to 720, got "721"/,
    );
  });
});

/**
 * Withdrawals: /api/getBetAmount, /api/withdraw (checks, the hold, USDT arithmetic), operator
 * approval and rejection, records.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WireBetAmount } from '../../contract/money/schemas.ts';
import { assertAnswer, call, createTestApp, type TestApp } from './helpers.ts';
import { bindBank, bindUsdt, credit, fullAudit, mainBalance, newMember, ops, review } from './money-helpers.ts';

describe('withdrawals', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const withdraw = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t.app, '/api/withdraw', { token, body, headers });
  const held = async () => (await fullAudit(t.app)).totals.house['house:withdrawals_pending'];

  it('refuses in order: card, amount, minimum, maximum, real name, pay password, balance', async () => {
    const m = await newMember(t.app, { fund: '500.00' });
    // An address, not a bank card: binding a card binds its owner as the real name.
    const card = await bindUsdt(t.app, m);
    const other = await newMember(t.app);
    const theirCard = await bindBank(t.app, other);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: '100', bank: '', password: m.payPassword }, 1000, '请选择您要提现到的银行卡'],
      [{ amount: '', bank: card, password: m.payPassword }, 1000, '请输入提现金额'],
      [{ amount: '1.001', bank: card, password: m.payPassword }, 1000, '请输入正确的提现金额'],
      [{ amount: '100', bank: card, password: '' }, 520, '请输入取款密码'],
      [{ amount: '100', bank: theirCard, password: m.payPassword }, 1000, '请选择您要提现到的银行卡'],
      [{ amount: '99.99', bank: card, password: m.payPassword }, 214, '单笔取款不能低于100元'],
      [{ amount: '0', bank: card, password: m.payPassword }, 214, '单笔取款不能低于100元'],
      [{ amount: '50000.01', bank: card, password: m.payPassword }, 215, '单次提款最高金额：50000'],
      [{ amount: '100', bank: card, password: m.payPassword }, 500, '请先绑定真实姓名'],
    ];
    for (const [body, code, message] of cases) {
      const r = await withdraw(m.token, body);
      assert.deepEqual([r.body.code, r.body.message], [code, message], JSON.stringify(body));
    }
    await call(t.app, '/api/editRealname', { token: m.token, body: { realname: '张三' } });
    const wrong = await withdraw(m.token, { amount: '100', bank: card, password: 'nottheone' });
    assert.deepEqual([wrong.body.code, wrong.body.message], [520, '取款密码错误']);
    const poor = await withdraw(m.token, { amount: '500.01', bank: card, password: m.payPassword });
    assert.deepEqual([poor.body.code, poor.body.message], [208, '提现金额不能大于账户余额哦']);
    assert.equal(await mainBalance(t.app, m.token), '500.00');
  });

  it('holds the amount at once, then an approval pays it out', async () => {
    const m = await newMember(t.app, { fund: '300.00', realname: '李雷' });
    const card = await bindBank(t.app, m);
    const before = await held();
    const r = await withdraw(m.token, { amount: '120.50', bank: card, password: m.payPassword });
    assert.equal(r.body.code, 200);
    assert.equal(r.body.message, '提交成功，等待后台审核');
    assert.match(r.body.data.order_no, /^W\d{18}$/);
    assert.equal(r.body.data.balance, '179.50');
    assert.equal(r.body.data.real_money, '120.50');
    assert.equal(await mainBalance(t.app, m.token), '179.50');
    assert.equal(Number(await held()) - Number(before), 120.5);
    const approved = await review(t.app, 'withdrawals', r.body.data.order_no, 'approve');
    assert.equal(approved.body.code, 200);
    assert.equal((await review(t.app, 'withdrawals', r.body.data.order_no, 'reject')).status, 409);
    assert.equal(await mainBalance(t.app, m.token), '179.50');
    const audit = await fullAudit(t.app);
    assert.equal(audit.ok, true, JSON.stringify(audit));
  });

  it('a rejection refunds the held money exactly once', async () => {
    const m = await newMember(t.app, { fund: '300.00', realname: '韩梅梅' });
    const card = await bindBank(t.app, m);
    const r = await withdraw(m.token, { amount: '200', bank: card, password: m.payPassword });
    assert.equal(await mainBalance(t.app, m.token), '100.00');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => review(t.app, 'withdrawals', r.body.data.order_no, 'reject')),
    );
    assert.equal(answers.filter((a) => a.body.code === 200).length, 1);
    assert.equal(answers.find((a) => a.body.code === 200)!.body.data.balance, '300.00');
    assert.equal(await mainBalance(t.app, m.token), '300.00');
    const records = await call(t.app, '/api/gettransrecord', {
      token: m.token,
      body: { type: 2, date: 1, page: 1, api_type: '' },
    });
    const [row] = records.body.data.data;
    assert.deepEqual(
      [row.out_trade_no, row.amount, row.real_money, row.state, row.type, row.pay_way],
      [r.body.data.order_no, '200.00', '200.00', 3, 1, '银行卡'],
    );
  });

  it('USDT: real_money = floor(amount ÷ withdrawusdtrate, 2) − the protocol fee (TRC20 1, ERC20 5)', async () => {
    const m = await newMember(t.app, { fund: '1000.00', realname: '王小明' });
    const trc = await bindUsdt(t.app, m, 'TRC20');
    const erc = await bindUsdt(t.app, m, 'ERC20');
    const a = await withdraw(m.token, { amount: '100', bank: trc, password: m.payPassword });
    assert.equal(a.body.data.real_money, '12.69'); // 13.69 − 1
    assert.equal(a.body.data.type, 2);
    const b = await withdraw(m.token, { amount: '100', bank: erc, password: m.payPassword });
    assert.equal(b.body.data.real_money, '8.69'); // 13.69 − 5
    assert.equal(b.body.data.type, 3);
    const [row] = await t.db.query<{ rate: string; fee: string }>(
      'SELECT rate, fee FROM withdrawals WHERE order_no = $1',
      [b.body.data.order_no],
    );
    assert.deepEqual([row!.rate, row!.fee], ['7.3', '5.00']);
    // A fee larger than the conversion is refused.
    await call(t.app, '/admin/settings', {
      token: null,
      headers: ops,
      body: { key: 'withdraw_fee_usdt_erc', value: '20' },
    });
    const c = await withdraw(m.token, { amount: '100', bank: erc, password: m.payPassword });
    assert.deepEqual([c.body.code, c.body.message], [214, '提现金额不足以支付网络手续费']);
    await call(t.app, '/admin/settings', {
      token: null,
      headers: ops,
      body: { key: 'withdraw_fee_usdt_erc', value: '5' },
    });
    const records = await call(t.app, '/api/gettransrecord', {
      token: m.token,
      body: { type: 2, date: 4, page: 1, api_type: '' },
    });
    assert.deepEqual(
      records.body.data.data.map((x: { pay_way: string }) => x.pay_way),
      ['USDT-ERC20', 'USDT-TRC20'],
    );
  });

  it('turnover rule: an approved deposit must be bet (× multiple) before a withdrawal', async () => {
    const m = await newMember(t.app, { realname: '赵六' });
    const card = await bindBank(t.app, m);
    const dep = await call(t.app, '/api/recharge', {
      token: m.token,
      body: {
        paytype: 'bank',
        amount: '400',
        bank: '中国银行',
        bank_no: '621700000001',
        bank_owner: '赵六',
        bank_address: '北京',
      },
    });
    await review(t.app, 'deposits', dep.body.message, 'approve');
    const bet = await call(t.app, '/api/getBetAmount', { token: m.token });
    assertAnswer(WireBetAmount, bet.body);
    assert.deepEqual(bet.body.data, { bet_amount: '400.00', required: '400.00', achieved: '0.00', multiple: '1' });
    const refused = await withdraw(m.token, { amount: '100', bank: card, password: m.payPassword });
    assert.deepEqual([refused.body.code, refused.body.message], [214, '打码量达没有达到充值的1倍,无法正常提现']);
    // Settled valid bets take the requirement down; 400.00 of them clear it.
    const { recordTurnover } = await import('../src/domain/wallet/turnover.ts');
    await recordTurnover(t.db, new Map([[m.id, 25_000n]]));
    assert.equal((await call(t.app, '/api/getBetAmount', { token: m.token })).body.data.bet_amount, '150.00');
    await recordTurnover(
      t.db,
      new Map([
        [m.id, 25_000n],
        [m.id + 100_000, 0n],
      ]),
    );
    const data = (await call(t.app, '/api/getBetAmount', { token: m.token })).body.data;
    assert.deepEqual([data.bet_amount, data.achieved], ['0.00', '500.00']);
    assert.equal((await withdraw(m.token, { amount: '100', bank: card, password: m.payPassword })).body.code, 200);
    // Operator credits carry no requirement; multiple 0 switches the rule off.
    await call(t.app, '/admin/settings', {
      token: null,
      headers: ops,
      body: { key: 'withdraw_turnover_multiple', value: '0' },
    });
    const dep2 = await call(t.app, '/api/recharge', {
      token: m.token,
      body: {
        paytype: 'bank',
        amount: '100',
        bank: '中国银行',
        bank_no: '621700000001',
        bank_owner: '赵六',
        bank_address: '北京',
      },
    });
    await review(t.app, 'deposits', dep2.body.message, 'approve');
    assert.equal((await call(t.app, '/api/getBetAmount', { token: m.token })).body.data.bet_amount, '0.00');
    await call(t.app, '/admin/settings', {
      token: null,
      headers: ops,
      body: { key: 'withdraw_turnover_multiple', value: '1' },
    });
  });

  it('an Idempotency-Key retry returns the first order and holds once; concurrent withdrawals never overdraw', async () => {
    const m = await newMember(t.app, { fund: '450.00', realname: '孙七' });
    const card = await bindBank(t.app, m);
    const headers = { 'idempotency-key': 'wd-1' };
    const body = { amount: '100', bank: card, password: m.payPassword };
    const [a, b] = await Promise.all([withdraw(m.token, body, headers), withdraw(m.token, body, headers)]);
    assert.equal(a.body.data.order_no, b.body.data.order_no);
    assert.equal(await mainBalance(t.app, m.token), '350.00');
    const many = await Promise.all(Array.from({ length: 6 }, () => withdraw(m.token, body)));
    assert.equal(many.filter((x) => x.body.code === 200).length, 3);
    assert.ok(many.filter((x) => x.body.code !== 200).every((x) => x.body.code === 208));
    assert.equal(await mainBalance(t.app, m.token), '50.00');
  });

  it('withdrawals list for operators; trial accounts refused; audit clean', async () => {
    const m = await newMember(t.app, { fund: '150.00', realname: '周八' });
    const card = await bindBank(t.app, m);
    const r = await withdraw(m.token, { amount: '150', bank: card, password: m.payPassword });
    const list = await call(t.app, '/admin/withdrawals', { method: 'GET', token: null, headers: ops });
    const row = list.body.data.withdrawals.find((w: { order_no: string }) => w.order_no === r.body.data.order_no);
    assert.equal(row.username, m.name);
    assert.equal(row.currency, 'CNY');
    assert.equal(row.destination.bank, '中国工商银行');
    const trial = (await call(t.app, '/api/trial')).body.data.api_token;
    const refused = await withdraw(trial, { amount: '100', bank: 1, password: '123456' });
    assert.deepEqual([refused.body.code, refused.body.message], [500, '试玩账号不支持存取款']);
    await credit(t.app, m.name, '1.00');
    const audit = await fullAudit(t.app);
    assert.equal(audit.ok, true, JSON.stringify(audit));
  });
});

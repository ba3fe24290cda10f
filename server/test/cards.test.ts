/**
 * Saved cards and USDT addresses: /api/getcard, /api/bindcard, /api/delcard.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { bindBank, ERC20_ADDRESS, newMember, TRC20_ADDRESS } from './money-helpers.ts';

describe('cards', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const bind = (token: string, body: Record<string, unknown>) => call(t.app, '/api/bindcard', { token, body });

  it('bank card bind: every message of docs/SCREENS.md#addbankcard in its order', async () => {
    const m = await newMember(t.app);
    const full = {
      bank: '中国银行',
      bank_owner: '张三',
      bank_address: '北京分行',
      bank_no: '6217000010001234',
      pay_pass: m.payPassword,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...full, bank_owner: '', bank: '', bank_address: '', bank_no: '', pay_pass: '' }, '请输入姓名'],
      [{ ...full, bank: '', bank_address: '', bank_no: '', pay_pass: '' }, '请输入银行'],
      [{ ...full, bank_address: '', bank_no: '', pay_pass: '' }, '请输入开户行地址'],
      [{ ...full, bank_no: '', pay_pass: '' }, '请输人银行卡号'],
      [{ ...full, pay_pass: '' }, '请输人支付密码'],
      [{ ...full, bank_no: '6217000' }, '请输人正确的卡号长度'],
      [{ ...full, bank_no: '6217abcd0001' }, '请输人正确的卡号长度'],
      [{ ...full, pay_pass: '12345' }, '请输人支付密码长度'],
      [{ ...full, pay_pass: '1234567890123456789' }, '请输人支付密码长度'],
    ];
    for (const [body, message] of cases) {
      const r = await bind(m.token, body);
      assert.deepEqual([r.body.code, r.body.message], [1000, message], JSON.stringify(body));
    }
    const wrong = await bind(m.token, { ...full, pay_pass: 'wrong-pass' });
    assert.deepEqual([wrong.body.code, wrong.body.message], [520, '支付密码错误']);
    const okay = await bind(m.token, full);
    assert.deepEqual(okay.body, { code: 200, message: '绑定成功', data: [] });
    const dup = await bind(m.token, { ...full, bank_no: '6217 0000 1000 1234' });
    assert.equal(dup.body.message, '该卡片已绑定');
  });

  it('USDT bind: address, protocol, pay password; protocol stored in bank_owner and bank_address', async () => {
    const m = await newMember(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ bank: 'USDT', bank_no: '', bank_owner: '', pay_pass: '' }, '请输入USDT地址'],
      [{ bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: '', pay_pass: '' }, '请选择钱包协议'],
      [{ bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'BEP20', pay_pass: '' }, '请选择钱包协议'],
      [{ bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'TRC20', pay_pass: '' }, '请输人支付密码'],
      [{ bank: 'USDT', bank_no: ERC20_ADDRESS, bank_owner: 'TRC20', pay_pass: m.payPassword }, '请输入正确的USDT地址'],
      [{ bank: 'USDT', bank_no: 'T123', bank_owner: 'TRC20', pay_pass: m.payPassword }, '请输入正确的USDT地址'],
    ];
    for (const [body, message] of cases) {
      const r = await bind(m.token, body);
      assert.deepEqual([r.body.code, r.body.message], [1000, message], JSON.stringify(body));
    }
    assert.equal(
      (await bind(m.token, { bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'trc20', pay_pass: m.payPassword })).body
        .code,
      200,
    );
    assert.equal(
      (await bind(m.token, { bank: 'USDT', bank_no: ERC20_ADDRESS, bank_owner: 'ERC20', pay_pass: m.payPassword })).body
        .code,
      200,
    );
    const list = (await call(t.app, '/api/getcard', { token: m.token, body: { type: 2 } })).body.data;
    assert.equal(list.length, 2);
    assert.deepEqual(
      list.map((c: Record<string, string>) => [c.bank, c.bank_owner, c.bank_address, c.bank_no, c.bank_not]),
      [
        ['USDT', 'TRC20', 'TRC20', TRC20_ADDRESS, TRC20_ADDRESS.slice(-4)],
        ['USDT', 'ERC20', 'ERC20', ERC20_ADDRESS, ERC20_ADDRESS.slice(-4)],
      ],
    );
    for (const key of [
      'id',
      'user_id',
      'ico',
      'usdtrate',
      'withdrawusdtrate',
      'created_at',
      'updated_at',
      'deleted_at',
    ])
      assert.ok(key in list[0], key);
    // Bank cards and USDT addresses are separate lists.
    assert.deepEqual((await call(t.app, '/api/getcard', { token: m.token, body: { type: 1 } })).body.data, []);
    assert.deepEqual((await call(t.app, '/api/getcard', { token: m.token, body: { type: 3 } })).body.data, []);
    assert.deepEqual((await call(t.app, '/api/getcard', { token: m.token, body: {} })).body.data, []);
  });

  it('getcard: bank rows with the icon of their bank and the last 4 digits', async () => {
    const m = await newMember(t.app);
    await bindBank(t.app, m);
    const [card] = (await call(t.app, '/api/getcard', { token: m.token, body: { type: '1' } })).body.data;
    assert.equal(card.bank, '中国工商银行');
    assert.match(card.ico, /\/uploads\/banks\/icbc\.svg$/);
    assert.equal(card.bank_not, card.bank_no.slice(-4));
  });

  it('at most 5 per type, even when binds race', async () => {
    const m = await newMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        bind(m.token, {
          bank: '招商银行',
          bank_owner: '李四',
          bank_address: '上海',
          bank_no: `62258800000000${i}`,
          pay_pass: m.payPassword,
        }),
      ),
    );
    assert.equal(answers.filter((a) => a.body.code === 200).length, 5);
    assert.ok(
      answers
        .filter((a) => a.body.code !== 200)
        .every((a) => a.body.code === 207 && a.body.message === '最多只能绑定5张银行卡'),
    );
    // The other type still has room.
    assert.equal(
      (await bind(m.token, { bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'TRC20', pay_pass: m.payPassword })).body
        .code,
      200,
    );
  });

  it("delcard removes only the caller's own card; a freed place can be used again", async () => {
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const id = await bindBank(t.app, a);
    const theirs = await call(t.app, '/api/delcard', { token: b.token, body: { id } });
    assert.deepEqual([theirs.body.code, theirs.body.message], [500, '卡片不存在']);
    const mine = await call(t.app, '/api/delcard', { token: a.token, body: { id } });
    assert.deepEqual(mine.body, { code: 200, message: '解绑成功', data: [] });
    assert.equal((await call(t.app, '/api/delcard', { token: a.token, body: { id } })).body.code, 500);
    assert.deepEqual((await call(t.app, '/api/getcard', { token: a.token, body: { type: 1 } })).body.data, []);
  });

  it('guessing the pay password stops after 5 wrong answers in 5 minutes (429), also for withdrawals', async () => {
    const m = await newMember(t.app, { fund: '200', realname: '吴用' });
    const card = await bindBank(t.app, m);
    const body = { bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'TRC20', pay_pass: 'guess-000' };
    for (let i = 0; i < 5; i++)
      assert.equal((await bind(m.token, { ...body, pay_pass: `guess-00${i}` })).body.code, 520);
    const locked = await bind(m.token, { ...body, pay_pass: m.payPassword });
    assert.deepEqual([locked.body.code, locked.body.message], [429, '操作过于频繁，请稍后再试']);
    const withdraw = await call(t.app, '/api/withdraw', {
      token: m.token,
      body: { amount: '100', bank: card, password: m.payPassword },
    });
    assert.equal(withdraw.body.code, 429);
    // Other players are not affected.
    const n = await newMember(t.app);
    assert.equal((await bind(n.token, { ...body, pay_pass: n.payPassword })).body.code, 200);
  });

  it('trial accounts cannot bind (no pay password either)', async () => {
    const trial = (await call(t.app, '/api/trial')).body.data.api_token;
    const r = await bind(trial, { bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'TRC20', pay_pass: '123456' });
    assert.deepEqual([r.body.code, r.body.message], [500, '试玩账号不支持存取款']);
  });
});

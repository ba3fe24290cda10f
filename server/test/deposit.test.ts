/**
 * Deposits: pay ways, ranges, banks, receiving accounts, /api/recharge, /api/payinfo, the
 * sandbox payment page and its QR image, operator review.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, BEIJING_TIME_RE, type TestApp } from './helpers.ts';
import { fullAudit, mainBalance, newMember, ops, review } from './money-helpers.ts';

const BANK_BODY = {
  paytype: 'bank',
  amount: '200',
  bank: '工商银行',
  bank_no: '6222000011112222',
  bank_owner: '张三',
  bank_address: '深圳分行',
};

describe('deposits', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const recharge = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t.app, '/api/recharge', { token, body, headers });

  it('get_pay_way: message "success", flags in the legacy key order', async () => {
    const r = await call(t.app, '/api/get_pay_way', { method: 'GET', token: null });
    assert.deepEqual(r.body, { code: 200, message: 'success', data: { wechat: 1, usdt: 1, alipay: 1, card: 1 } });
    assert.deepEqual(Object.keys(r.body.data), ['wechat', 'usdt', 'alipay', 'card']);
    await t.db.query(`UPDATE pay_channels SET state = 0 WHERE way IN ('wechat', 'usdt-trc20')`);
    assert.deepEqual((await call(t.app, '/api/get_pay_way', { method: 'GET', token: null })).body.data, {
      wechat: 0,
      usdt: 1,
      alipay: 1,
      card: 1,
    });
    await t.db.query(`UPDATE pay_channels SET state = 1`);
  });

  it('getPayRange: strings per type, the bank way from the settings', async () => {
    const m = await newMember(t.app);
    const expected: Record<string, [string, string]> = {
      bank: ['100.00', '50000.00'],
      wechat: ['100.00', '5000.00'],
      alipay: ['100.00', '10000.00'],
      'usdt-trc20': ['100.00', '50000.00'],
      'usdt-erc20': ['100.00', '50000.00'],
      bogus: ['0.00', '0.00'],
    };
    for (const [type, [min, max]] of Object.entries(expected)) {
      const r = await call(t.app, '/api/getPayRange', { token: m.token, body: { type } });
      assert.deepEqual(r.body.data, { min_price: min, max_price: max }, type);
    }
    assert.equal(
      (await call(t.app, '/api/getPayRange', { method: 'GET', token: m.token, query: { type: 'bank' } })).body.data
        .min_price,
      '100.00',
    );
  });

  it('banklist: ten banks with their own icons; getpaybank: receiving accounts with bank_data', async () => {
    const m = await newMember(t.app);
    const banks = (await call(t.app, '/api/banklist', { token: m.token })).body.data;
    assert.equal(banks.length, 10);
    assert.equal(banks[0].bank_name, '中国工商银行');
    assert.match(banks[0].ico, /^http:\/\/localhost(:\d+)?\/uploads\/banks\/icbc\.svg$/);
    const icon = await t.app.inject({ method: 'GET', url: '/uploads/banks/icbc.svg' });
    assert.equal(icon.statusCode, 200);
    const payBanks = (await call(t.app, '/api/getpaybank', { token: m.token })).body.data;
    assert.equal(payBanks.length, 2);
    for (const key of ['id', 'bank_id', 'bank_no', 'bank_owner', 'bank_address', 'ico', 'bank_data', 'state'])
      assert.ok(key in payBanks[0], key);
    assert.equal(payBanks[0].bank_data.bank_name, '中国工商银行');
  });

  it('recharge checks the bank way fields in the documented order, then the amount and range', async () => {
    const m = await newMember(t.app);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...BANK_BODY, paytype: '' }, 1000, '请选择支付方式'],
      [{ ...BANK_BODY, paytype: 'ebpay' }, 1000, '请选择支付方式'],
      [{ ...BANK_BODY, bank_owner: '', bank: '', bank_no: '', bank_address: '' }, 1000, '请输入存款人姓名'],
      [{ ...BANK_BODY, bank: '', bank_no: '', bank_address: '' }, 1000, '请输入银行类型'],
      [{ ...BANK_BODY, bank_no: '', bank_address: '' }, 1000, '请输入银行卡号'],
      [{ ...BANK_BODY, bank_address: '' }, 1000, '请输入银行开户行地址'],
      [{ ...BANK_BODY, amount: '' }, 1000, '请输入充值金额'],
      [{ ...BANK_BODY, amount: '1e5' }, 1000, '请输入正确的充值金额'],
      [{ ...BANK_BODY, amount: '99.99' }, 500, '充值金额不在该通道范围中'],
      [{ ...BANK_BODY, amount: '0' }, 500, '充值金额不在该通道范围中'],
      [{ ...BANK_BODY, amount: '50000.01' }, 500, '充值金额不在该通道范围中'],
      [{ paytype: 'wxpay', amount: '5000.01' }, 500, '充值金额不在该通道范围中'],
      [{ paytype: 'usdt', amount: '200' }, 1000, '请选择钱包协议'],
      [{ paytype: 'usdt', catepay: 'BEP20', amount: '200' }, 1000, '请选择钱包协议'],
    ];
    for (const [body, code, message] of cases) {
      const r = await recharge(m.token, body);
      assert.deepEqual([r.body.code, r.body.message], [code, message], JSON.stringify(body));
    }
    await t.db.query(`UPDATE pay_channels SET state = 0 WHERE way = 'alipay'`);
    assert.deepEqual((await recharge(m.token, { paytype: 'alipay', amount: '200' })).body.message, '系统维护中...');
    await t.db.query(`UPDATE pay_channels SET state = 1 WHERE way = 'alipay'`);
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1', [m.id]);
    assert.equal(n!.n, 0);
  });

  it('a bank deposit: number in message and data, pending, depositor details stored, nothing credited', async () => {
    const m = await newMember(t.app);
    const r = await recharge(m.token, BANK_BODY);
    assert.equal(r.body.code, 200);
    assert.match(r.body.message, /^\d{18}$/);
    assert.equal(r.body.data.out_trade_no, r.body.message);
    assert.equal(r.body.data.paytype, 'bankpay');
    assert.equal(r.body.data.sandbox_url, undefined);
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM deposits WHERE out_trade_no = $1', [
      r.body.message,
    ]);
    assert.equal(row!.state, 1);
    assert.equal(row!.pay_way, 1);
    assert.deepEqual(
      [row!.bank, row!.bank_no, row!.bank_owner, row!.bank_address],
      ['工商银行', '6222000011112222', '张三', '深圳分行'],
    );
    assert.equal(await mainBalance(t.app, m.token), '0.00');
    const info = await call(t.app, '/api/payinfo', { token: m.token, body: { deposit_no: r.body.message } });
    assert.equal(info.body.message, 'bankpay');
    assert.ok(Array.isArray(info.body.data.cardlist));
    assert.equal(info.body.data.info.paytype, '银行转账支付');
    assert.equal(info.body.data.info.amount, '200.00');
    assert.match(info.body.data.info.created_at, BEIJING_TIME_RE);
  });

  it('wechat is sent as wxpay (wechat accepted too); alipay; each names its pay type in payinfo', async () => {
    const m = await newMember(t.app);
    for (const [paytype, message, label] of [
      ['wxpay', 'wxpay', '微信扫码支付'],
      ['wechat', 'wxpay', '微信扫码支付'],
      ['alipay', 'alipay', '支付宝扫码支付'],
    ]) {
      const r = await recharge(m.token, { paytype, amount: '150' });
      assert.equal(r.body.code, 200, r.text);
      const info = await call(t.app, '/api/payinfo', { token: m.token, body: { deposit_no: r.body.message } });
      assert.equal(info.body.message, message);
      assert.equal(info.body.data.info.paytype, label);
      assert.ok(!Array.isArray(info.body.data.cardlist));
      assert.ok(info.body.data.cardlist.mch_id);
      assert.match(info.body.data.sandbox_url, /\/sandbox\/pay\/\d{18}\?s=[\w-]{32}$/);
    }
  });

  it('USDT: payinfo shows the address, protocol, QR image, rate and the exact USDT amount', async () => {
    const m = await newMember(t.app);
    const r = await recharge(m.token, { paytype: 'usdt', catepay: 'ERC20', amount: '1000' });
    const info = await call(t.app, '/api/payinfo', { token: m.token, body: { deposit_no: r.body.message } });
    assert.equal(info.body.message, 'usdtpay');
    const { info: row, cardlist, deposit_no } = info.body.data;
    assert.equal(deposit_no, r.body.message);
    assert.equal(row.usdtrate, '7.2');
    assert.equal(row.amount, '1000.00');
    assert.equal(row.real_money, '138.89'); // 1000 / 7.2 = 138.888… → 138.89
    assert.equal(row.bank, 'ERC20');
    assert.equal(row.pay_way, 6);
    assert.equal(cardlist.content, 'ERC20');
    assert.match(cardlist.mch_id, /^0x[0-9a-fA-F]{40}$/);
    const image = new URL(cardlist.payimg);
    const qr = await t.app.inject({ method: 'GET', url: image.pathname + image.search });
    assert.equal(qr.statusCode, 200);
    assert.match(String(qr.headers['content-type']), /^image\/svg\+xml/);
    assert.match(qr.body, /^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it("payinfo of someone else's or an unknown deposit is not found", async () => {
    const a = await newMember(t.app);
    const b = await newMember(t.app);
    const r = await recharge(a.token, { paytype: 'alipay', amount: '120' });
    for (const deposit_no of [r.body.message, '123', '', 'abc']) {
      const info = await call(t.app, '/api/payinfo', { token: b.token, body: { deposit_no } });
      assert.deepEqual([info.body.code, info.body.message], [500, '订单不存在']);
    }
  });

  it('the sandbox page pays a QR deposit exactly once', async () => {
    const m = await newMember(t.app);
    const r = await recharge(m.token, { paytype: 'usdt', catepay: 'TRC20', amount: '720' });
    const link = new URL(r.body.data.sandbox_url);
    const path = link.pathname + link.search;
    const page = await t.app.inject({ method: 'GET', url: path });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.match(page.body, /模拟支付/);
    assert.match(page.body, /100\.00/); // 720 / 7.2 USDT
    assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    const [first, second] = await Promise.all([pay(), pay()]);
    // Post/redirect/get: each press answers 303 back to the page with its result.
    assert.deepEqual([first.statusCode, second.statusCode], [303, 303]);
    assert.deepEqual([first.headers.location, second.headers.location].sort(), [
      `${path}&result=paid`,
      `${path}&result=processed`,
    ]);
    const after = await t.app.inject({ method: 'GET', url: `${path}&result=paid` });
    assert.match(after.body, /class="notice ok">支付成功，金额已到账/);
    assert.match(after.body, /已支付，已到账/);
    assert.doesNotMatch(after.body, /<form/);
    assert.equal(await mainBalance(t.app, m.token), '720.00');
    const user = (await call(t.app, '/api/user', { token: m.token })).body.data;
    assert.equal(user.paysum, '720.00');
    const info = await call(t.app, '/api/payinfo', { token: m.token, body: { deposit_no: r.body.message } });
    assert.equal(info.body.data.info.state, 2);
  });

  it("the sandbox page and the QR image act only for the deposit's owner: a bare or borrowed number opens nothing", async () => {
    const owner = await newMember(t.app);
    const other = await newMember(t.app);
    const mine = await recharge(owner.token, { paytype: 'usdt', catepay: 'TRC20', amount: '50000' });
    const theirs = await recharge(other.token, { paytype: 'alipay', amount: '150' });
    const myLink = new URL(mine.body.data.sandbox_url);
    const theirTag = new URL(theirs.body.data.sandbox_url).searchParams.get('s');
    const no = mine.body.message;
    const post = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    // No tag, a made-up tag, another member's tag (of their own deposit): not found, nothing paid.
    for (const url of [
      `/sandbox/pay/${no}`,
      `/sandbox/pay/${no}?s=${'A'.repeat(32)}`,
      `/sandbox/pay/${no}?s=${theirTag}`,
    ]) {
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 404, url);
      assert.equal((await post(url)).statusCode, 404, url);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: `/qr/deposit/${no}.svg` })).statusCode, 404);
    assert.equal(await mainBalance(t.app, owner.token), '0.00');
    // The owner's own link pays.
    assert.equal((await post(myLink.pathname + myLink.search)).statusCode, 303);
    assert.equal(await mainBalance(t.app, owner.token), '50000.00');
  });

  it('the sandbox never pays a bank deposit, an unknown number, or anything when switched off', async () => {
    const m = await newMember(t.app);
    const bank = await recharge(m.token, BANK_BODY);
    for (const no of [bank.body.message, '999', 'x']) {
      assert.equal(
        (
          await t.app.inject({
            method: 'POST',
            url: `/sandbox/pay/${no}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: '',
          })
        ).statusCode,
        404,
      );
    }
    const off = await createTestApp({ sandboxPayments: false });
    try {
      const n = await newMember(off.app);
      const r = await call(off.app, '/api/recharge', { token: n.token, body: { paytype: 'alipay', amount: '150' } });
      assert.equal(r.body.data.sandbox_url, undefined);
      const info = await call(off.app, '/api/payinfo', { token: n.token, body: { deposit_no: r.body.message } });
      assert.equal(info.body.data.sandbox_url, undefined);
      assert.equal((await off.app.inject({ method: 'GET', url: `/sandbox/pay/${r.body.message}` })).statusCode, 404);
      assert.equal(
        (await off.app.inject({ method: 'POST', url: `/sandbox/pay/${r.body.message}`, payload: '' })).statusCode,
        404,
      );
    } finally {
      await off.close();
    }
    assert.equal(await mainBalance(t.app, m.token), '0.00');
  });

  it('an operator approves once (credit, paysum, turnover) or rejects (nothing moves)', async () => {
    const m = await newMember(t.app);
    const a = await recharge(m.token, BANK_BODY);
    const b = await recharge(m.token, { ...BANK_BODY, amount: '300' });
    const approved = await review(t.app, 'deposits', a.body.message, 'approve');
    assert.equal(approved.body.code, 200);
    assert.equal(approved.body.data.balance, '200.00');
    const twice = await review(t.app, 'deposits', a.body.message, 'approve');
    assert.deepEqual([twice.status, twice.body.code, twice.body.message], [409, 409, '订单已处理']);
    assert.equal((await review(t.app, 'deposits', a.body.message, 'reject')).status, 409);
    assert.equal((await review(t.app, 'deposits', b.body.message, 'reject')).body.code, 200);
    assert.equal((await review(t.app, 'deposits', b.body.message, 'approve')).status, 409);
    assert.equal((await review(t.app, 'deposits', '000000000000000000', 'approve')).status, 404);
    assert.equal(await mainBalance(t.app, m.token), '200.00');
    const user = (await call(t.app, '/api/user', { token: m.token })).body.data;
    assert.equal(user.paysum, '200.00');
    assert.equal((await call(t.app, '/api/getBetAmount', { token: m.token })).body.data.bet_amount, '200.00');
    const records = await call(t.app, '/api/gettransrecord', {
      token: m.token,
      body: { type: 1, date: 1, page: 1, api_type: '' },
    });
    assert.deepEqual(
      records.body.data.data.map((x: { state: number; amount: string; pay_way: string }) => [
        x.amount,
        x.state,
        x.pay_way,
      ]),
      [
        ['300.00', 3, '银行卡'],
        ['200.00', 2, '银行卡'],
      ],
    );
  });

  it('concurrent approvals of one deposit credit it once', async () => {
    const m = await newMember(t.app);
    const r = await recharge(m.token, { ...BANK_BODY, amount: '500' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => review(t.app, 'deposits', r.body.message, 'approve')),
    );
    assert.equal(answers.filter((a) => a.body.code === 200).length, 1);
    assert.equal(answers.filter((a) => a.body.code === 409).length, 4);
    assert.equal(await mainBalance(t.app, m.token), '500.00');
  });

  it('a recharge retried with its Idempotency-Key returns the same deposit number', async () => {
    const m = await newMember(t.app);
    const headers = { 'idempotency-key': 'recharge-once' };
    const [a, b] = await Promise.all([recharge(m.token, BANK_BODY, headers), recharge(m.token, BANK_BODY, headers)]);
    assert.equal(a.body.message, b.body.message);
    const c = await recharge(m.token, BANK_BODY, headers);
    assert.equal(c.text, a.text);
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1', [m.id]);
    assert.equal(n!.n, 1);
  });

  it('trial accounts cannot deposit', async () => {
    const trial = (await call(t.app, '/api/trial')).body.data.api_token;
    const r = await recharge(trial, BANK_BODY);
    assert.deepEqual([r.body.code, r.body.message], [500, '试玩账号不支持存取款']);
  });

  it('leaves the ledger and the records in agreement', async () => {
    const audit = await fullAudit(t.app);
    assert.equal(audit.ok, true, JSON.stringify(audit));
    assert.equal(audit.totals.sum, '0.00');
  });

  it('list for operators shows pending deposits with the depositor', async () => {
    const m = await newMember(t.app);
    const r = await recharge(m.token, BANK_BODY);
    const list = await call(t.app, '/admin/deposits', { method: 'GET', token: null, headers: ops });
    const row = list.body.data.deposits.find((d: { deposit_no: string }) => d.deposit_no === r.body.message);
    assert.equal(row.state, 'pending');
    assert.equal(row.username, m.name);
    assert.equal(row.depositor.bank_owner, '张三');
    assert.ok(list.body.data.deposits.every((d: { state: string }) => d.state === 'pending'));
    assert.equal(
      (await call(t.app, '/admin/deposits', { method: 'GET', token: null, headers: ops, query: { state: 'nope' } }))
        .status,
      400,
    );
  });
});

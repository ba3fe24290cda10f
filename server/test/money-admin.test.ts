/**
 * Operator money: review through the CLI (`npm run ops -- deposits | deposit approve ...`),
 * money settings, and the audit that prints totals and fails on any difference.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AddressInfo } from 'node:net';
import { opsCli } from './ops-cli-support.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { bindBank, mainBalance, newMember, ops } from './money-helpers.ts';

describe('ops CLI: money', () => {
  let t: TestApp;
  let base: string;
  const cli = opsCli(() => base);
  const { lines } = cli;
  const run = (...args: string[]) => cli.run(args);
  const out = () => lines.out.join('\n');

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  it('deposits lists the pending ones; deposit approve credits once; reject', async () => {
    const m = await newMember(t.app);
    const body = {
      paytype: 'bank',
      amount: '250',
      bank: '农业银行',
      bank_no: '6228480000000001',
      bank_owner: '钱九',
      bank_address: '广州',
    };
    const a = (await call(t.app, '/api/recharge', { token: m.token, body })).body.message;
    const b = (await call(t.app, '/api/recharge', { token: m.token, body: { ...body, amount: '300' } })).body.message;
    assert.equal(await run('deposits'), 0);
    assert.match(out(), new RegExp(`${a}\\t${m.name}\\t250\\.00\\t银行卡\\t待审核`));
    assert.match(out(), /钱九 农业银行 6228480000000001 广州/);
    assert.equal(await run('deposit', 'approve', a, '--yes'), 0);
    assert.match(out(), new RegExp(`充值 ${a} 已通过 \\(approved\\)，金额 250\\.00，玩家余额 250\\.00`));
    assert.equal(await run('deposit', 'approve', a, '--yes'), 1);
    assert.match(lines.err.join('\n'), /409 订单已处理/);
    assert.equal(await run('deposit', 'reject', b, '未收到款项'), 0);
    assert.equal(await run('deposit', 'approve', '000000000000000001', '--yes'), 1);
    assert.match(lines.err.join('\n'), /订单不存在/);
    assert.equal(await run('deposits'), 0);
    assert.doesNotMatch(out(), new RegExp(a));
    assert.equal(await run('deposits', 'all'), 0);
    assert.match(out(), /审核拒绝/);
    assert.equal(await mainBalance(t.app, m.token), '250.00');
  });

  it('withdrawals lists the held ones; withdrawal reject refunds, approve pays', async () => {
    const m = await newMember(t.app, { fund: '500', realname: '郑十' });
    const card = await bindBank(t.app, m);
    const w1 = (
      await call(t.app, '/api/withdraw', {
        token: m.token,
        body: { amount: '100', bank: card, password: m.payPassword },
      })
    ).body.data.order_no;
    const w2 = (
      await call(t.app, '/api/withdraw', {
        token: m.token,
        body: { amount: '150', bank: card, password: m.payPassword },
      })
    ).body.data.order_no;
    assert.equal(await run('withdrawals'), 0);
    // The member's real name stands beside the destination's owner.
    assert.match(
      out(),
      new RegExp(`${w1}\\t${m.name}\\t郑十\\t100\\.00\\t100\\.00 CNY\\t银行卡\\t待审核\\t.*\\t郑十 中国工商银行`),
    );
    assert.equal(await run('withdrawal', 'reject', w1), 0);
    assert.match(out(), /玩家余额 350\.00/);
    assert.equal(await run('withdrawal', 'approve', w2, '--yes'), 0);
    assert.equal(await run('withdrawal', 'approve', w2, '--yes'), 1);
    assert.equal(await mainBalance(t.app, m.token), '350.00');
    assert.equal(await run('withdrawal', 'pay', w2), 2);
    assert.equal(await run('withdrawal', 'approve', 'not-a-number'), 2);
  });

  it('settings and setting change the money rules, refusing nonsense', async () => {
    assert.equal(await run('settings'), 0);
    assert.match(out(), /withdraw_min\t100/);
    assert.match(out(), /withdraw_turnover_multiple\t1/);
    assert.equal(await run('setting', 'withdraw_min', '200'), 0);
    assert.equal(
      (await call(t.app, '/admin/settings', { method: 'GET', token: null, headers: ops })).body.data.withdraw_min,
      '200',
    );
    assert.equal(await run('setting', 'withdraw_min', 'lots'), 1);
    assert.equal(await run('setting', 'usdtrate', '0'), 1);
    assert.equal(await run('setting', 'title', 'x'), 1);
    assert.equal(await run('setting', 'withdraw_min', '100'), 0);
  });

  it('audit prints the totals and the reconciliation, and exits 1 on any difference', async () => {
    assert.equal(await run('audit'), 0);
    const text = out();
    assert.match(text, /账本正常 \(ledger OK\)/);
    assert.match(text, /house:deposits\t-250\.00/);
    assert.match(text, /house:withdrawals_paid\t150\.00/);
    assert.match(text, /sum of all accounts\t0\.00/);
    assert.match(text, /OK {3}house:withdrawals_pending = Σ pending withdrawals/);

    // A deposit row that no longer matches its credit is a reconciliation difference.
    await t.db.query('UPDATE deposits SET amount = amount + 1 WHERE state = 2');
    assert.equal(await run('audit'), 1);
    assert.match(out(), /DIFF house:deposits = −Σ approved deposits: ledger -250\.00, records -250\.01/);
    await t.db.query('UPDATE deposits SET amount = amount - 1 WHERE state = 2');

    // A cached balance that drifted from its postings is a ledger difference.
    const [row] = await t.db.query<{ id: number }>(
      `SELECT id FROM ledger_accounts WHERE code = 'house:withdrawals_paid'`,
    );
    await t.db.query('UPDATE ledger_accounts SET balance = balance + 7 WHERE id = $1', [row!.id]);
    assert.equal(await run('audit'), 1);
    assert.match(out(), /账本异常/);
    await t.db.query('UPDATE ledger_accounts SET balance = balance - 7 WHERE id = $1', [row!.id]);
    assert.equal(await run('audit'), 0);
  });
});

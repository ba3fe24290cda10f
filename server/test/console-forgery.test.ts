/**
 * A player cannot forge what the operator reads (auditor's finding "a player can forge the
 * operator's review console"): free text drops control characters and bidi overrides when it is
 * read, a deposit's depositor is a name and card digits, the ops CLI escapes whatever a stored
 * row still holds, an approval is shown and confirmed before money moves, and a mistaken credit
 * can be taken back with an audited debit.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { DebitAnswer } from '../../contract/ops/answers.ts';
import { runCli } from '../src/ops/cli.ts';
import {
  assertAnswer,
  assertBooksBalance,
  call,
  createTestApp,
  OPS_TOKEN,
  uniqueName,
  type TestApp,
} from './helpers.ts';
import { mainBalance, newMember, ops } from './money-helpers.ts';

const ESC = '\u001b';
const FORGED_TAIL = `\r${ESC}[2K100.00\u202e`;

describe("the operator's console cannot be forged by a player", () => {
  let t: TestApp;
  let base = '';
  const printed: string[] = [];
  /** The CLI in-process; `answers` are what the operator types at y/N (none: no terminal). */
  const cli = (args: string[], answers?: string[]) => {
    printed.length = 0;
    return runCli(args, {
      env: { OPS_URL: base, OPS_TOKEN },
      fetch: globalThis.fetch,
      out: (l) => printed.push(l),
      err: (l) => printed.push(l),
      ...(answers ? { isTTY: true, ask: async () => answers.shift() ?? '' } : {}),
    });
  };
  const said = () => printed.join('\n');

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  const bankDeposit = (token: string, fields: Record<string, string>) =>
    call(t.app, '/api/recharge', {
      token,
      body: {
        paytype: 'bank',
        amount: '50000',
        bank: '工商银行',
        bank_no: '6222000011112222',
        bank_owner: '张三',
        bank_address: '深圳分行',
        ...fields,
      },
    });

  it('free text drops C0/C1 controls and bidi overrides when read; feedback and applications keep line breaks', async () => {
    const m = await newMember(t.app);
    const d = await bankDeposit(m.token, {
      bank: `工商银行${FORGED_TAIL}`,
      bank_address: `深圳${ESC}[31m分行\u0085\u2066`,
    });
    assert.equal(d.body.code, 200, d.text);
    const [deposit] = await t.db.query<{ bank: string; bank_address: string }>(
      'SELECT bank, bank_address FROM deposits WHERE out_trade_no = $1',
      [d.body.message],
    );
    assert.deepEqual([deposit!.bank, deposit!.bank_address], ['工商银行[2K100.00', '深圳[31m分行']);

    const card = await call(t.app, '/api/bindcard', {
      token: m.token,
      body: {
        bank: '工商银行',
        bank_no: '6222000011113333',
        bank_owner: `李四\u200f`,
        bank_address: `北京\r${ESC}]0;x\u0007`,
        pay_pass: m.payPassword,
      },
    });
    assert.equal(card.body.code, 200, card.text);
    const [row] = await t.db.query<{ bank_owner: string; bank_address: string }>(
      'SELECT bank_owner, bank_address FROM user_cards WHERE user_id = $1',
      [m.id],
    );
    assert.deepEqual([row!.bank_owner, row!.bank_address], ['李四', '北京]0;x']);

    const fb = await call(t.app, '/api/feedback', {
      token: m.token,
      body: { content: `第一行\r\n第二行${ESC}[1A\u202d`, contact: `qq\t123` },
    });
    assert.equal(fb.body.code, 200, fb.text);
    const [feedback] = await t.db.query<{ content: string; contact: string }>(
      'SELECT content, contact FROM feedback WHERE user_id = $1',
      [m.id],
    );
    assert.deepEqual([feedback!.content, feedback!.contact], ['第一行\n第二行[1A', 'qq123']);

    const apply = await call(t.app, '/api/applyagentdo', {
      token: m.token,
      body: { mobile: '13912345678', apply_info: `渠道\n推广${FORGED_TAIL}` },
    });
    assert.equal(apply.body.code, 200, apply.text);
    const [application] = await t.db.query<{ apply_info: string }>(
      'SELECT apply_info FROM agent_applications WHERE user_id = $1',
      [m.id],
    );
    // A lone carriage return reads as a line break, which the CLI prints escaped (below).
    assert.equal(application!.apply_info, '渠道\n推广\n[2K100.00');

    const name = uniqueName();
    const reg = await call(t.app, '/api/register', {
      body: {
        name,
        password: 'secret123',
        confirmPass: 'secret123',
        realname: `王五\u202e`,
        paypassword: 'secret123',
        code: 'ab12',
      },
    });
    assert.equal(reg.body.code, 200, reg.text);
    const [user] = await t.db.query<{ realname: string }>('SELECT realname FROM users WHERE username = $1', [name]);
    assert.equal(user!.realname, '王五');
  });

  it("a deposit's depositor must be a name and its card number card digits (HTTP 200, code 1000)", async () => {
    const m = await newMember(t.app);
    for (const [fields, message] of [
      [{ bank_owner: `张三${FORGED_TAIL}` }, '请输入正确的存款人姓名（汉字或字母）'],
      [{ bank_owner: '张三 100.00' }, '请输入正确的存款人姓名（汉字或字母）'],
      [{ bank_no: '6222-0000-1111' }, '请输入正确的银行卡号（8-30位数字）'],
      [{ bank_no: '1234567' }, '请输入正确的银行卡号（8-30位数字）'],
    ] as [Record<string, string>, string][]) {
      const r = await bankDeposit(m.token, fields);
      assert.equal(r.status, 200);
      assert.deepEqual([r.body.code, r.body.message], [1000, message], JSON.stringify(fields));
    }
    const valid: Record<string, string>[] = [
      { bank_owner: '阿卜杜·热合曼' },
      { bank_owner: 'John Smith' },
      { bank_no: '6222 0000 1111 2222' },
    ];
    for (const fields of valid) {
      const r = await bankDeposit(m.token, fields);
      assert.equal(r.body.code, 200, `${JSON.stringify(fields)}: ${r.text}`);
    }
  });

  it('the ops CLI escapes every unprintable character a stored row holds', async () => {
    const m = await newMember(t.app);
    const d = await bankDeposit(m.token, {});
    // A row written before the input was cleaned (or by any other way).
    await t.db.query('UPDATE deposits SET bank_owner = $2, bank_address = $3 WHERE out_trade_no = $1', [
      d.body.message,
      `张三${FORGED_TAIL}`,
      `深圳\n${d.body.message}\t${m.name}\t100.00`,
    ]);
    await t.db.query('UPDATE agent_applications SET apply_info = $1', [`x${ESC}[2J\u009b`]);
    for (const args of [['deposits'], ['agents', 'all']]) {
      assert.equal(await cli(args), 0, said());
      const text = said();
      // eslint-disable-next-line no-control-regex
      assert.doesNotMatch(text, /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      assert.match(text, args[0] === 'deposits' ? /张三\\u000d\\u001b\[2K100\.00\\u202e/ : /x\\u001b\[2J\\u009b/);
    }
    assert.equal(await cli(['deposits']), 0);
    // The stored line break and tabs stay inside the deposit's own line.
    assert.equal(
      said()
        .split('\n')
        .filter((l) => l.includes(d.body.message)).length,
      1,
    );
    assert.match(said(), /深圳\\u000a\d+\\u0009/);
  });

  it('deposit approve shows amount, member and depositor, and asks y/N; --yes for scripts; no terminal refuses', async () => {
    const m = await newMember(t.app);
    const no = (await bankDeposit(m.token, { bank_owner: '赵六' })).body.message as string;
    const state = async () =>
      (await t.db.query<{ state: number }>('SELECT state FROM deposits WHERE out_trade_no = $1', [no]))[0]!.state;

    assert.equal(await cli(['deposit', 'approve', no]), 1);
    assert.match(said(), /50000\.00/);
    assert.match(said(), new RegExp(m.name));
    assert.match(said(), /赵六 \/ 工商银行 \/ 6222000011112222 \/ 深圳分行/);
    assert.match(said(), /需要确认.*--yes/);
    assert.equal(await state(), 1);

    assert.equal(await cli(['deposit', 'approve', no], ['n']), 1);
    assert.match(said(), /已取消/);
    assert.equal(await cli(['deposit', 'approve', no], ['']), 1);
    assert.equal(await state(), 1);
    assert.equal(await mainBalance(t.app, m.token), '0.00');

    assert.equal(await cli(['deposit', 'approve', no], ['y']), 0);
    assert.match(said(), /已通过/);
    assert.equal(await state(), 2);
    assert.equal(await mainBalance(t.app, m.token), '50000.00');

    const other = (await bankDeposit(m.token, { amount: '100' })).body.message as string;
    assert.equal(await cli(['deposit', 'approve', other, '--yes']), 0, said());
    assert.equal(await cli(['deposit', 'reject', '000000000000000009']), 1);
    assert.match(said(), /HTTP 404/);
  });

  it('an operator debit moves main wallet → house once per key, needs a memo, refuses more than the balance, and is audited', async () => {
    const m = await newMember(t.app, { fund: '300' });
    const debit = (body: Record<string, unknown>, key?: string) =>
      call(t.app, '/admin/debit', {
        token: null,
        headers: { ...ops, ...(key ? { 'Idempotency-Key': key } : {}) },
        body,
      });

    const noMemo = await debit({ username: m.name, amount: '10.00' });
    assert.equal(noMemo.status, 400);
    assert.equal((await debit({ username: m.name, amount: '10.00', memo: '   ' })).status, 400);
    const tooMuch = await debit({ username: m.name, amount: '300.01', memo: '误入账' });
    assert.equal(tooMuch.status, 409);
    assert.equal(tooMuch.body.message, '扣款金额超过会员余额（当前余额 300.00），未扣款');
    assert.equal((await debit({ username: 'nobody-here', amount: '1.00', memo: '误入账' })).status, 404);

    const first = await debit({ username: m.name, amount: '120.50', memo: '误审充值 123 冲回' }, 'debit-key-1');
    assert.equal(first.status, 200, first.text);
    assertAnswer(DebitAnswer, first.body);
    assert.deepEqual(
      [first.body.data.amount, first.body.data.balance, first.body.data.replayed],
      ['120.50', '179.50', false],
    );
    const again = await debit({ username: m.name, amount: '120.50', memo: '误审充值 123 冲回' }, 'debit-key-1');
    assert.deepEqual([again.body.data.tx_id, again.body.data.replayed], [first.body.data.tx_id, true]);
    assert.equal(await mainBalance(t.app, m.token), '179.50');

    const [tx] = await t.db.query<{ kind: string; memo: string; actor: string }>(
      'SELECT kind, memo, actor FROM ledger_transactions WHERE id = $1',
      [first.body.data.tx_id],
    );
    assert.deepEqual([tx!.kind, tx!.memo], ['manual_debit', '误审充值 123 冲回']);
    const [house] = await t.db.query<{ balance: string }>(
      "SELECT balance::text AS balance FROM ledger_accounts WHERE code = 'house:manual_debit'",
    );
    assert.equal(house!.balance, '12050');
    const audited = await t.db.query<{ status: number; body: string }>(
      "SELECT status, body FROM operator_actions WHERE path = '/admin/debit' ORDER BY id",
    );
    assert.deepEqual(
      audited.map((a) => a.status),
      [400, 400, 409, 404, 200, 200],
    );
    assert.match(audited[4]!.body, /误审充值 123 冲回/);

    assert.equal(await cli(['debit', m.name, '9.50']), 2);
    assert.match(said(), /--memo/);
    assert.equal(await cli(['debit', m.name, '9.50', '--memo', '调整']), 0, said());
    assert.match(said(), /扣款 9\.50，当前余额 170\.00/);
    assert.equal(await cli(['debit', m.name, '1000', '--memo', '调整']), 1);
    assert.match(said(), /HTTP 409 扣款金额超过会员余额/);
    assert.equal(await mainBalance(t.app, m.token), '170.00');
    await assertBooksBalance(t.db);
  });
});

/**
 * Four eyes: above OPS_SECOND_APPROVAL_ABOVE (here 100 yuan) a credit, a debit, a deposit approval
 * and a withdrawal approval move nothing at first: they are held (HTTP 202) until a different
 * operator, of a role that may make the move, approves; the money then moves once, with both
 * names as the ledger's actor. The CLI lists them and lets the second operator approve.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { runCli } from '../src/ops/cli.ts';
import { call, createTestApp, OPS_TOKEN, type TestApp } from './helpers.ts';
import { bindBank, credit, mainBalance, newMember } from './money-helpers.ts';

describe('a second approval above OPS_SECOND_APPROVAL_ABOVE', () => {
  let t: TestApp;
  let base = '';
  const tokens: Record<string, string> = {};
  const admin = (path: string, token: string, body?: unknown) =>
    call(t.app, `/admin${path}`, { token, body, method: body === undefined ? 'GET' : 'POST' });
  const actorOf = async (txId: number) =>
    (await t.db.query<{ actor: string }>('SELECT actor FROM ledger_transactions WHERE id = $1', [txId]))[0]!.actor;

  before(async () => {
    t = await createTestApp({ secondApprovalAbove: 10_000n });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const [name, role] of [
      ['fin1', 'finance'],
      ['fin2', 'finance'],
      ['rev1', 'reviewer'],
      ['rev2', 'reviewer'],
    ]) {
      const r = await admin('/operators', OPS_TOKEN, { name, role });
      tokens[name!] = r.body.data.token;
    }
  });
  after(async () => t.close());

  it('a credit above the amount is held; the same operator cannot approve it; another moves it once', async () => {
    const m = await newMember(t.app);
    const held = await admin('/credit', tokens.fin1!, { username: m.name, amount: '150.00', memo: '补偿' });
    assert.equal(held.status, 202, held.text);
    assert.equal(held.body.code, 202);
    assert.equal(
      held.body.message,
      `金额超过 100.00 元，需第二位运营人员批准：已提交复核（复核编号 ${held.body.data.id}）`,
    );
    assert.equal(held.body.data.state, 'pending');
    assert.equal(await mainBalance(t.app, m.token), '0.00');
    const id = held.body.data.id as number;

    const self = await admin(`/approvals/${id}/approve`, tokens.fin1!, {});
    assert.equal(self.status, 403);
    assert.equal(self.body.message, '不能批准自己提交的复核，需另一位运营人员批准');
    const reviewer = await admin(`/approvals/${id}/approve`, tokens.rev1!, {});
    assert.equal(reviewer.status, 403);
    assert.equal(reviewer.body.message, '权限不足：此操作需要“财务”或“管理员”角色（当前为“审核”）');
    assert.equal(await mainBalance(t.app, m.token), '0.00');

    const approved = await admin(`/approvals/${id}/approve`, tokens.fin2!, {});
    assert.equal(approved.status, 200, approved.text);
    assert.equal(approved.body.data.state, 'approved');
    assert.equal(approved.body.data.decided_by, 'fin2');
    assert.equal(await mainBalance(t.app, m.token), '150.00');
    assert.equal(await actorOf(approved.body.data.tx_id), 'fin1+fin2');

    const again = await admin(`/approvals/${id}/approve`, OPS_TOKEN, {});
    assert.equal(again.status, 409);
    assert.equal(again.body.message, '该复核已处理（已批准）');
    assert.equal(await mainBalance(t.app, m.token), '150.00');
  });

  it('at or below the amount nothing is held; a rejection moves nothing', async () => {
    const m = await newMember(t.app);
    const direct = await admin('/credit', tokens.fin1!, { username: m.name, amount: '100.00' });
    assert.equal(direct.status, 200, direct.text);
    const held = await admin('/debit', tokens.fin1!, { username: m.name, amount: '100.01', memo: '误加' });
    assert.equal(held.status, 202);
    const rejected = await admin(`/approvals/${held.body.data.id}/reject`, tokens.fin2!, {});
    assert.equal(rejected.body.data.state, 'rejected');
    assert.equal(await mainBalance(t.app, m.token), '100.00');
  });

  it('a resent request finds its approval; its key used for another move is refused', async () => {
    const m = await newMember(t.app);
    const send = (path: string, body: unknown) =>
      call(t.app, `/admin${path}`, { token: tokens.fin1!, body, headers: { 'idempotency-key': 'same-key' } });
    const first = await send('/credit', { username: m.name, amount: '150.00' });
    const again = await send('/credit', { username: m.name, amount: '150.00' });
    assert.equal(again.status, 202);
    assert.equal(again.body.data.id, first.body.data.id);
    const other = await send('/debit', { username: m.name, amount: '150.00', memo: '调整' });
    assert.equal(other.status, 409);
    assert.equal(other.body.message, '该请求标识已用于另一笔复核（类型、对象或金额不同），请换一个请求标识');
  });

  it('two approvals at once move the money exactly once', async () => {
    const m = await newMember(t.app);
    const held = await admin('/credit', tokens.fin1!, { username: m.name, amount: '300.00' });
    const id = held.body.data.id as number;
    const answers = await Promise.all([
      admin(`/approvals/${id}/approve`, tokens.fin2!, {}),
      admin(`/approvals/${id}/approve`, OPS_TOKEN, {}),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
    assert.equal(await mainBalance(t.app, m.token), '300.00');
  });

  it('deposit and withdrawal approvals above the amount wait for a second reviewer', async () => {
    // No turnover to bet before this member may withdraw what the deposit brought.
    await admin('/settings', OPS_TOKEN, { key: 'withdraw_turnover_multiple', value: '0' });
    const m = await newMember(t.app, { realname: '张三' });
    await credit(t.app, m.name, '100.00');
    await credit(t.app, m.name, '100.00');
    const deposit = await call(t.app, '/api/recharge', {
      token: m.token,
      body: {
        paytype: 'bank',
        amount: '200',
        bank: '工商银行',
        bank_no: '6222000011112222',
        bank_owner: '张三',
        bank_address: '深圳分行',
      },
    });
    assert.equal(deposit.body.code, 200, deposit.text);
    const no = deposit.body.data.out_trade_no as string;
    const first = await admin(`/deposits/${no}/approve`, tokens.rev1!, {});
    assert.equal(first.status, 202, first.text);
    assert.equal(first.body.data.kind, 'deposit');
    assert.equal(await mainBalance(t.app, m.token), '200.00');
    const second = await admin(`/approvals/${first.body.data.id}/approve`, tokens.rev2!, {});
    assert.equal(second.status, 200, second.text);
    assert.equal(await mainBalance(t.app, m.token), '400.00');

    const card = await bindBank(t.app, m);
    const w = await call(t.app, '/api/withdraw', {
      token: m.token,
      body: { amount: '150', bank: card, password: m.payPassword },
    });
    assert.equal(w.body.code, 200, w.text);
    const order = w.body.data.order_no as string;
    const heldW = await admin(`/withdrawals/${order}/approve`, tokens.rev1!, {});
    assert.equal(heldW.status, 202, heldW.text);
    const [pending] = await t.db.query<{ state: number }>('SELECT state FROM withdrawals WHERE order_no = $1', [order]);
    assert.equal(pending!.state, 1);
    const paid = await admin(`/approvals/${heldW.body.data.id}/approve`, tokens.rev2!, {});
    assert.equal(paid.status, 200, paid.text);
    const [done] = await t.db.query<{ state: number; reviewed_by: string }>(
      'SELECT state, reviewed_by FROM withdrawals WHERE order_no = $1',
      [order],
    );
    assert.deepEqual([done!.state, done!.reviewed_by], [2, 'rev1+rev2']);
  });

  it('the CLI says a credit is held (exit 3), lists it, and a second operator approves it', async () => {
    const m = await newMember(t.app);
    const out: string[] = [];
    const cli = (args: string[], token: string) => {
      out.length = 0;
      return runCli(args, {
        env: { OPS_URL: base, OPS_TOKEN: token },
        fetch: globalThis.fetch,
        out: (line) => out.push(line),
        err: (line) => out.push(line),
      });
    };
    assert.equal(await cli(['credit', m.name, '500'], tokens.fin1!), 3);
    const id = /复核编号 (\d+)/.exec(out.join('\n'))![1]!;
    assert.match(out.join('\n'), new RegExp(`npm run ops -- approval approve ${id}`));
    assert.equal(await cli(['approvals'], tokens.fin2!), 0);
    assert.match(out.join('\n'), new RegExp(`^${id}\\t人工加款\\t${m.name}\\t500.00\\tpending\\tfin1`, 'm'));
    assert.equal(await cli(['approval', 'approve', id], tokens.fin2!), 1);
    assert.match(out.join('\n'), /需要确认/);
    assert.equal(await cli(['approval', 'approve', id, '--yes'], tokens.fin2!), 0);
    assert.match(out.join('\n'), new RegExp(`已批准复核 ${id}`));
    assert.equal(await mainBalance(t.app, m.token), '500.00');
  });
});

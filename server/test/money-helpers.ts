/**
 * Shared steps of the money tests: fund a member through the operator API, bind a real name and
 * cards, read balances, review orders.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { call, OPS_TOKEN, registerUser } from './helpers.ts';

export const ops = { authorization: `Bearer ${OPS_TOKEN}` };

export const TRC20_ADDRESS = 'TXyzDemoWa11etAddressForTestsQ7kP9';
export const ERC20_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

export interface Member {
  name: string;
  password: string;
  /** Never the login password (helpers.ts payPasswordFor). */
  payPassword: string;
  token: string;
  id: number;
  /** The real name newMember bound, if any: a bank card's owner must be it. */
  realname?: string;
}

/** Manual credit from house:manual_credit (no turnover requirement). */
export async function credit(app: FastifyInstance, username: string, amount: string): Promise<void> {
  const r = await call(app, '/admin/credit', { token: null, headers: ops, body: { username, amount } });
  assert.equal(r.body.code, 200, r.text);
}

/** A registered member (a pay password of its own), optionally funded and with a real name bound. */
export async function newMember(
  app: FastifyInstance,
  options: { fund?: string; realname?: string } = {},
): Promise<Member> {
  const member = await registerUser(app);
  if (options.fund) await credit(app, member.name, options.fund);
  if (options.realname) {
    const r = await call(app, '/api/editRealname', { token: member.token, body: { realname: options.realname } });
    assert.equal(r.body.code, 200, r.text);
    return { ...member, realname: options.realname };
  }
  return member;
}

export async function bindUsdt(
  app: FastifyInstance,
  m: Member,
  protocol: 'TRC20' | 'ERC20' = 'TRC20',
): Promise<number> {
  const bank_no = protocol === 'TRC20' ? TRC20_ADDRESS : ERC20_ADDRESS;
  const r = await call(app, '/api/bindcard', {
    token: m.token,
    body: { bank: 'USDT', bank_no, bank_owner: protocol, bank_address: '', pay_pass: m.payPassword },
  });
  assert.equal(r.body.code, 200, r.text);
  const cards = await call(app, '/api/getcard', { token: m.token, body: { type: 2 } });
  return cards.body.data.find((c: { bank_no: string }) => c.bank_no === bank_no).id;
}

let cardCounter = 0;
export async function bindBank(app: FastifyInstance, m: Member): Promise<number> {
  const bank_no = `62220210${String(Date.now()).slice(-6)}${String(++cardCounter).padStart(4, '0')}`;
  const r = await call(app, '/api/bindcard', {
    token: m.token,
    body: {
      bank: '中国工商银行',
      bank_no,
      // The owner must be the bound real name; with none bound, binding the card binds 张三.
      bank_owner: m.realname ?? '张三',
      bank_address: '深圳分行',
      pay_pass: m.payPassword,
    },
  });
  assert.equal(r.body.code, 200, r.text);
  const cards = await call(app, '/api/getcard', { token: m.token, body: { type: 1 } });
  return cards.body.data.find((c: { bank_no: string }) => c.bank_no === bank_no).id;
}

export async function mainBalance(app: FastifyInstance, token: string): Promise<string> {
  return (await call(app, '/api/balance', { token })).body.data.balance;
}

export async function venueBalance(app: FastifyInstance, token: string, platname: string): Promise<string> {
  const rows = (await call(app, '/api/balancelist', { token })).body.data as { platname: string; balance: string }[];
  return rows.find((r) => r.platname === platname)!.balance;
}

export async function review(
  app: FastifyInstance,
  kind: 'deposits' | 'withdrawals',
  no: string,
  action: 'approve' | 'reject',
) {
  return call(app, `/admin/${kind}/${no}/${action}`, { token: null, headers: ops, body: {} });
}

export async function fullAudit(app: FastifyInstance) {
  return (await call(app, '/admin/ledger/audit', { method: 'GET', token: null, headers: ops })).body.data;
}

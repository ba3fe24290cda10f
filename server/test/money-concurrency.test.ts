/**
 * Many simultaneous transfers, withdrawals, deposits, recycles and reviews at a few accounts,
 * with retries that reuse their Idempotency-Key (at the same moment and after the fact). Then:
 *  - every account holds exactly money in − money out (credits + approved deposits − approved
 *    withdrawals − what is still held for pending withdrawals), and the whole ledger agrees;
 *  - no player balance went negative at any posting;
 *  - no key moved money twice, and every retry got the first answer.
 * Runs on PGlite and on PostgreSQL (real parallel transactions there).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { toCents } from '../src/lib/money.ts';
import { call, createTestApp, ENGINE, type CallResult, type TestApp } from './helpers.ts';
import { bindBank, fullAudit, newMember, ops, review, type Member } from './money-helpers.ts';

/** Small deterministic PRNG (mulberry32) so a failure can be replayed. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface Op {
  member: Member & { card: number };
  url: string;
  body: Record<string, unknown>;
  key: string;
  /** How many copies are sent at once (1 = no concurrent retry). */
  copies: number;
}

const ACCOUNTS = 4;
// Enough that withdrawals, which wait for the pay-password hashing gate, still find money after the
// transfers that never wait have run: the test needs orders to review. Overdraft races have their
// own tests (withdraw, transfer).
const FUND_YUAN = 4000;
const FUND = `${FUND_YUAN}.00`;
const VENUES = ['ag', 'pg', 'ky'];

describe(`money under concurrency (${ENGINE})`, () => {
  let t: TestApp;
  let members: (Member & { card: number })[];
  const sent: { op: Op; answers: CallResult[] }[] = [];
  const random = prng(20_240_501);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const cents = (min: number, max: number) => (min + Math.floor(random() * (max - min + 1))).toFixed(2);

  before(async () => {
    t = await createTestApp();
    // Deposits approved mid-run must not block withdrawals: the turnover rule has its own tests.
    await call(t.app, '/admin/settings', {
      token: null,
      headers: ops,
      body: { key: 'withdraw_turnover_multiple', value: '0' },
    });
    members = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const m = await newMember(t.app, { fund: FUND, realname: `测试${'一二三四五'[i]}` });
      members.push({ ...m, card: await bindBank(t.app, m) });
    }
  });
  after(async () => t.close());

  let keyCounter = 0;
  function op(member: Op['member'], url: string, body: Record<string, unknown>): Op {
    const copies = random() < 0.3 ? 2 + Math.floor(random() * 2) : 1;
    return { member, url, body, key: `k-${++keyCounter}-${Math.floor(random() * 1e9)}`, copies };
  }

  function randomOp(member: Op['member']): Op {
    const roll = random();
    const venue = pick(VENUES);
    if (roll < 0.35)
      return op(member, '/api/transfer', { amount: cents(1, 400), sourcetype: 'userbalance', targettype: venue });
    if (roll < 0.55)
      return op(member, '/api/transfer', { amount: cents(1, 200), sourcetype: venue, targettype: 'userbalance' });
    if (roll < 0.75)
      return op(member, '/api/withdraw', { amount: cents(100, 300), bank: member.card, password: member.payPassword });
    if (roll < 0.92) {
      return op(member, '/api/recharge', {
        paytype: 'bank',
        amount: cents(100, 500),
        bank: '建设银行',
        bank_no: '6227000000000001',
        bank_owner: '测试',
        bank_address: '杭州',
      });
    }
    return op(member, '/api/transall', {});
  }

  async function fire(ops_: Op[]): Promise<void> {
    const results = await Promise.all(
      ops_.map(async (o) => ({
        op: o,
        answers: await Promise.all(
          Array.from({ length: o.copies }, () =>
            call(t.app, o.url, { token: o.member.token, body: o.body, headers: { 'idempotency-key': o.key } }),
          ),
        ),
      })),
    );
    sent.push(...results);
  }

  it('fires a mixed load, then reviews every order while more money moves', async (ctx) => {
    await fire(members.flatMap((m) => Array.from({ length: 25 }, () => randomOp(m))));
    for (const s of sent) for (const a of s.answers) assert.equal(a.status, 200, a.text);

    const deposits = sent
      .filter((s) => s.op.url === '/api/recharge' && s.answers[0]!.body.code === 200)
      .map((s) => s.answers[0]!.body.message as string);
    const withdrawals = sent
      .filter((s) => s.op.url === '/api/withdraw' && s.answers[0]!.body.code === 200)
      .map((s) => s.answers[0]!.body.data.order_no as string);
    assert.ok(deposits.length > 5, `deposits: ${deposits.length}`);
    assert.ok(withdrawals.length > 5, `withdrawals: ${withdrawals.length}`);

    // Reviews (some sent twice at once), racing a second wave of player operations.
    const reviews = [
      ...deposits.flatMap((no, i) =>
        Array.from({ length: 1 + (i % 2) }, () => review(t.app, 'deposits', no, i % 3 === 0 ? 'reject' : 'approve')),
      ),
      ...withdrawals.flatMap((no, i) =>
        Array.from({ length: 1 + (i % 2) }, () => review(t.app, 'withdrawals', no, i % 3 === 0 ? 'reject' : 'approve')),
      ),
    ];
    const [reviewed] = await Promise.all([
      Promise.all(reviews),
      fire(members.flatMap((m) => Array.from({ length: 15 }, () => randomOp(m)))),
    ]);
    for (const r of reviewed) assert.ok(r.body.code === 200 || r.body.code === 409, r.text);
    const outcomes = new Map<string, number>();
    for (const s of sent)
      outcomes.set(
        `${s.op.url} ${s.answers[0]!.body.code}`,
        (outcomes.get(`${s.op.url} ${s.answers[0]!.body.code}`) ?? 0) + 1,
      );
    ctx.diagnostic(`outcomes: ${JSON.stringify(Object.fromEntries([...outcomes].sort()))}`);
    const finished = new Map<string, number>();
    for (const r of reviewed)
      if (r.body.code === 200)
        finished.set(
          r.body.data.deposit_no ?? r.body.data.order_no,
          (finished.get(r.body.data.deposit_no ?? r.body.data.order_no) ?? 0) + 1,
        );
    assert.equal(finished.size, deposits.length + withdrawals.length, 'every order reviewed');
    assert.ok(
      [...finished.values()].every((n) => n === 1),
      'no order reviewed twice',
    );
  });

  it('every retry with a key got the first answer, also when sent again afterwards', async () => {
    for (const s of sent)
      assert.equal(
        new Set(s.answers.map((a) => a.text)).size,
        1,
        `${s.op.url} ${s.op.key}: ${s.answers.map((a) => a.text).join(' | ')}`,
      );
    const late = sent.filter((_, i) => i % 5 === 0);
    for (const s of late) {
      const again = await call(t.app, s.op.url, {
        token: s.op.member.token,
        body: s.op.body,
        headers: { 'idempotency-key': s.op.key },
      });
      assert.equal(again.text, s.answers[0]!.text);
    }
  });

  it('no key moved money twice', async () => {
    const counts = await t.db.query<{ key: string; n: number }>(
      `SELECT split_part(idempotency_key, ':', 3) AS key, count(*)::int AS n FROM ledger_transactions
       WHERE idempotency_key LIKE 'user:%' GROUP BY 1 HAVING count(*) > 1`,
    );
    // transall posts one movement per 15 venues: still one per key here (3 venues).
    assert.deepEqual(counts, []);
    const perKey = new Map(sent.map((s) => [s.op.key, s]));
    const depositRows = await t.db.query<{ out_trade_no: string }>('SELECT out_trade_no FROM deposits');
    const depositAnswers = [...perKey.values()].filter(
      (s) => s.op.url === '/api/recharge' && s.answers[0]!.body.code === 200,
    );
    assert.equal(depositRows.length, depositAnswers.length);
    const withdrawalRows = await t.db.query('SELECT 1 FROM withdrawals');
    assert.equal(
      withdrawalRows.length,
      [...perKey.values()].filter((s) => s.op.url === '/api/withdraw' && s.answers[0]!.body.code === 200).length,
    );
  });

  it('no player balance was ever negative', async () => {
    const [row] = await t.db.query<{ min_after: unknown; min_now: unknown }>(
      `SELECT (SELECT min(p.balance_after) FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.kind = 'player') AS min_after,
              (SELECT min(balance) FROM ledger_accounts WHERE kind = 'player') AS min_now`,
    );
    assert.ok(toCents(row!.min_after) >= 0n);
    assert.ok(toCents(row!.min_now) >= 0n);
  });

  it('each account holds money in − money out; the ledger and the records agree', async () => {
    let everyone = 0n;
    for (const m of members) {
      const [row] = await t.db.query<{ wallets: unknown; deposits_in: unknown; paid_out: unknown; held: unknown }>(
        `SELECT (SELECT coalesce(sum(balance), 0)::bigint FROM ledger_accounts WHERE user_id = $1) AS wallets,
                (SELECT coalesce(sum(amount), 0)::bigint FROM deposits WHERE user_id = $1 AND state = 2) AS deposits_in,
                (SELECT coalesce(sum(amount), 0)::bigint FROM withdrawals WHERE user_id = $1 AND state = 2) AS paid_out,
                (SELECT coalesce(sum(amount), 0)::bigint FROM withdrawals WHERE user_id = $1 AND state = 1) AS held`,
        [m.id],
      );
      const moneyIn = BigInt(FUND_YUAN) * 100n + toCents(row!.deposits_in);
      const moneyOut = toCents(row!.paid_out);
      assert.equal(toCents(row!.wallets) + toCents(row!.held), moneyIn - moneyOut, m.name);
      everyone += toCents(row!.wallets);
    }
    const audit = await fullAudit(t.app);
    assert.equal(audit.ok, true, JSON.stringify(audit));
    assert.equal(audit.totals.sum, '0.00');
    // Deposits, pending and paid withdrawals, the lottery, red packets and rebates.
    assert.equal(audit.reconciliation.length, 6);
    // The demo member (1000.00, never touched here) plus our members is every player wallet.
    const players =
      toCents(audit.totals.playersMain.replace('.', '')) + toCents(audit.totals.playersVenues.replace('.', ''));
    assert.equal(players, everyone + 100_000n);
  });
});

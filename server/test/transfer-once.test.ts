/**
 * A transfer without Idempotency-Key in one statement (domain/wallet/transfer-once.ts, migration
 * 090): every refusal answers as the transaction path (transfer.ts) answers it and writes nothing,
 * what the function hands back runs that path, parallel transfers of one member never overdraw
 * nor pass a limit, and on PostgreSQL a transfer is one round trip.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { audit } from '../src/domain/ledger/audit.ts';
import { registerVenueAdapter, VenueError } from '../src/domain/venues/adapter.ts';
import { sandboxAdapter } from '../src/domain/venues/sandbox.ts';
import { transfer, type TransferRequest } from '../src/domain/wallet/transfer.ts';
import { transferOnce } from '../src/domain/wallet/transfer-once.ts';
import type { GuardSwitches } from '../src/domain/protection/limits-guard.ts';
import { BizError } from '../src/lib/errors.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { newMember, type Member } from './money-helpers.ts';

const into = (venue: string, yuan: number): TransferRequest => ({ amount: BigInt(yuan * 100), venue, intoVenue: true });
const outOf = (venue: string, yuan: number): TransferRequest => ({
  amount: BigInt(yuan * 100),
  venue,
  intoVenue: false,
});

describe('transfer in one statement', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  /** What a path answers: [code, message] of its refusal, or 'ok'. */
  const outcome = async (work: () => Promise<unknown>) => {
    try {
      await work();
      return 'ok';
    } catch (error) {
      if (error instanceof BizError) return [error.code, error.message];
      throw error;
    }
  };
  /** Rows a transfer of `userId` writes. */
  const written = async (userId: number) => {
    const [row] = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM transfer_logs WHERE user_id = $1)
            + (SELECT count(*) FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.user_id = $1)
            + (SELECT count(*) FROM ledger_accounts WHERE user_id = $1) AS n`,
      [userId],
    );
    return Number(row!.n);
  };
  /** Both paths refuse `request` with the same code and message, and neither writes a row. */
  const refusedAlike = async (m: Member, request: TransferRequest, switches?: GuardSwitches) => {
    const before = await written(m.id);
    const once = await outcome(() => transferOnce(t.db, m.id, request, switches));
    const inTx = await outcome(() => t.db.tx((q) => transfer(q, m.id, request, undefined, switches)));
    assert.notEqual(once, 'ok');
    assert.deepEqual(once, inTx);
    assert.equal(await written(m.id), before);
    return once as [number, string];
  };
  /** A funded member whose main and `venue` wallets exist (the function's own path). */
  const member = async (fund: string, venue = 'ag') => {
    const m = await newMember(t.app, { fund });
    await transferOnce(t.db, m.id, into(venue, 1));
    await transferOnce(t.db, m.id, outOf(venue, 1));
    return m;
  };
  const restrict = (m: Member, kind: string, endsIn: string, reopenAsked: string | null = null) =>
    t.db.query(
      `INSERT INTO protection_exclusions (user_id, kind, length, starts_at, ends_at, reopen_requested_at)
       VALUES ($1, $2, 1, now() - interval '60 days', now() + $3::interval, now() - $4::interval)`,
      [m.id, kind, endsIn, reopenAsked],
    );
  const limit = (m: Member, kind: string, hours: number, yuan: number) =>
    t.db.query('INSERT INTO protection_limits (user_id, kind, period_hours, amount) VALUES ($1, $2, $3, $4)', [
      m.id,
      kind,
      hours,
      yuan * 100,
    ]);

  it('unknown, disabled and malformed venues: 1000 and its message', async () => {
    const m = await member('10.00');
    assert.equal((await refusedAlike(m, into('nosuch', 1)))[0], 1000);
    await refusedAlike(m, into('a b', 1));
    await t.db.query(`UPDATE game_platforms SET site_state = 0 WHERE platform_name = 'fgby'`);
    try {
      await refusedAlike(m, into('fgby', 1));
    } finally {
      await t.db.query(`UPDATE game_platforms SET site_state = 1 WHERE platform_name = 'fgby'`);
    }
  });

  it('insufficient funds either way: 210', async () => {
    const m = await member('10.00');
    assert.equal((await refusedAlike(m, into('ag', 11)))[0], 210);
    await refusedAlike(m, outOf('ag', 1));
  });

  it('a time-out, a self-exclusion, its closed end and its reopening: 403 with their messages', async () => {
    const timeout = await member('10.00');
    await restrict(timeout, 'timeout', '3 days');
    assert.equal((await refusedAlike(timeout, into('ag', 1)))[0], 403);
    const excluded = await member('10.00');
    await restrict(excluded, 'exclusion', '90 days');
    await refusedAlike(excluded, into('ag', 1));
    const closed = await member('10.00');
    await restrict(closed, 'exclusion', '-1 day');
    await refusedAlike(closed, into('ag', 1));
    const reopening = await member('10.00');
    await restrict(reopening, 'exclusion', '-1 day', '2 hours');
    const [, message] = await refusedAlike(reopening, into('ag', 1));
    assert.match(message, /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    // Money out of a venue is never refused by a restriction (only by its balance); with the check
    // switched off, money in neither.
    assert.equal((await refusedAlike(timeout, outOf('ag', 1)))[0], 210);
    const off = { exclusion: false, limits: true };
    assert.equal((await transferOnce(t.db, timeout.id, into('ag', 1), off)).platform, 'ag');
  });

  it('stake and net-loss limits: passed by the amount alone, or reached until a time; in kind and period order', async () => {
    const m = await member('1000.00');
    await limit(m, 'stake', 24, 100);
    const [code, exceeded] = await refusedAlike(m, into('ag', 101));
    assert.deepEqual([code, exceeded], [500, '本次金额超过 24 小时投注限额 100.00 元']);
    await transferOnce(t.db, m.id, into('ag', 60));
    const [, reached] = await refusedAlike(m, into('ag', 41));
    assert.match(reached, /^已达到 24 小时投注限额 100.00 元，请于 .+（北京时间）后再试$/);
    // A net-loss limit comes first in kind order; its window counts the money that came back.
    await limit(m, 'loss', 168, 50);
    const [, loss] = await refusedAlike(m, into('ag', 1));
    assert.match(loss, /^已达到 7 天净亏损限额 50.00 元/);
    await transferOnce(t.db, m.id, outOf('ag', 30));
    assert.equal((await transferOnce(t.db, m.id, into('ag', 20))).platform, 'ag');
    await refusedAlike(m, into('ag', 1));
    // Limits switched off: only the restriction is checked.
    assert.equal((await transferOnce(t.db, m.id, into('ag', 5), { exclusion: true, limits: false })).platform, 'ag');
  });

  it('a first transfer (no venue wallet yet) and a venue with work to do take the transaction path', async () => {
    const m = await newMember(t.app, { fund: '10.00' });
    const first = await transferOnce(t.db, m.id, into('PG', 2.5));
    assert.deepEqual([first.balance, first.venueBalance, first.platform], [750n, 250n, 'pg']);
    registerVenueAdapter({
      ...sandboxAdapter,
      name: 'broken-once',
      async deposit() {
        throw new VenueError('场馆维护中');
      },
    });
    await t.db.query(`UPDATE game_platforms SET adapter = 'broken-once' WHERE platform_name = 'im'`);
    try {
      assert.deepEqual(await outcome(() => transferOnce(t.db, m.id, into('im', 1))), [209, '场馆维护中']);
    } finally {
      await t.db.query(`UPDATE game_platforms SET adapter = 'sandbox' WHERE platform_name = 'im'`);
    }
  });

  it('answers the balances after and writes one log naming the posted transaction', async () => {
    const m = await member('10.00');
    const r = await transferOnce(t.db, m.id, into('AG', 3));
    assert.deepEqual([r.balance, r.venueBalance, r.platform], [700n, 300n, 'ag']);
    const [log] = await t.db.query<{
      transfer_type: number;
      amount: bigint;
      memo: string;
      kind: string;
      tx_memo: string;
    }>(
      `SELECT l.transfer_type, l.amount, l.memo, t.kind, t.memo AS tx_memo
         FROM transfer_logs l JOIN ledger_transactions t ON t.id = l.tx_id WHERE l.order_no = $1`,
      [r.orderNo],
    );
    assert.deepEqual(log, { transfer_type: 0, amount: 300n, memo: '', kind: 'wallet.into_venue', tx_memo: 'main→ag' });
  });

  it('20 parallel transfers of one member never overdraw, and never pass a stake limit', async () => {
    const m = await member('10.00');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => outcome(() => transferOnce(t.db, m.id, into('ag', 1)))),
    );
    assert.equal(results.filter((r) => r === 'ok').length, 10);
    assert.ok(results.every((r) => r === 'ok' || (r as [number])[0] === 210));
    const limited = await member('100.00');
    await limit(limited, 'stake', 720, 7);
    const limitedResults = await Promise.all(
      Array.from({ length: 20 }, () => outcome(() => transferOnce(t.db, limited.id, into('ag', 1)))),
    );
    // The member() warm-up moved 1 in: six more fit under 7.
    assert.equal(limitedResults.filter((r) => r === 'ok').length, 6);
    const report = await audit(t.db);
    assert.ok(report.ok, JSON.stringify(report));
  });

  it('POST /api/transfer without a key is one round trip to PostgreSQL (warm caches)', async (ctx) => {
    if (t.db.kind !== 'postgres') return ctx.skip('round trips are counted on PostgreSQL');
    const m = await member('10.00');
    const body = (sourcetype: string, targettype: string) => ({ amount: '1', sourcetype, targettype });
    await call(t.app, '/api/transfer', { token: m.token, body: body('userbalance', 'ag') });
    const query = pg.Client.prototype.query;
    let trips = 0;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      trips++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    // The fewest of three: a query of the app's background work (the lottery clock, pruning) that
    // happens to fall inside one transfer's window is not the transfer's.
    const fewestTrips = async (sourcetype: string, targettype: string) => {
      let fewest = Infinity;
      for (let i = 0; i < 3; i++) {
        trips = 0;
        const answer = await call(t.app, '/api/transfer', { token: m.token, body: body(sourcetype, targettype) });
        assert.equal(answer.body.code, 200);
        fewest = Math.min(fewest, trips);
      }
      return fewest;
    };
    try {
      assert.equal(await fewestTrips('userbalance', 'ag'), 1, 'main → venue');
      assert.equal(await fewestTrips('ag', 'userbalance'), 1, 'venue → main');
    } finally {
      pg.Client.prototype.query = query;
    }
  });
});

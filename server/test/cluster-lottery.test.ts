/**
 * Two real server processes on one PostgreSQL database, 3-second lottery rounds, members betting
 * through both over HTTP while each process is SIGKILLed once mid-round and started again. The
 * lottery clock's leader moves (advisory lock, docs/LOTTERY.md#rounds), a bet whose answer was
 * lost is sent again with its Idempotency-Key to the other process (what a load balancer may
 * retry, docs/OPERATIONS.md#several-processes). Afterwards: every accepted bet is in the books once
 * and settled once, each member holds deposits − stakes + payouts, the ledger balances, and no
 * round whose time came is left undrawn. PostgreSQL only.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/types.ts';
import { assertBooksBalance, ENGINE, OPS_TOKEN, testDb, uniqueName } from './helpers.ts';
import { PC28, PC28_ROOM } from './lottery-support.ts';
import { databaseUrlOf, freePort, post, ServerProcess, type HttpAnswer } from './server-process.ts';

const skip = ENGINE !== 'postgres' ? 'PostgreSQL only (DATABASE_URL unset): PGlite is one process by nature' : false;

const ROUND_SECONDS = 3;
const MEMBERS = 4;
/** Each member's deposit, in cents. */
const DEPOSIT = 500_000n;

interface Bettor {
  name: string;
  token: string;
  id: number;
  /** Bets (order items) the server accepted, and their stakes in cents. */
  bets: number;
  staked: bigint;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two server processes, each SIGKILLed once mid-round: no bet lost or paid twice', { skip }, () => {
  let db: Db;
  let procs: ServerProcess[];
  const members: Bettor[] = [];
  const refusals = new Map<string, number>();
  let resent = 0;

  before(async () => {
    db = await testDb();
    const url = databaseUrlOf(db);
    const extra = { ROUND_SECONDS: String(ROUND_SECONDS) };
    procs = [
      new ServerProcess('A', url, await freePort(), extra),
      new ServerProcess('B', url, await freePort(), extra),
    ];
    await Promise.all(procs.map((p) => p.start()));
  });
  after(async () => {
    for (const p of procs ?? []) await p.dispose();
    await db?.close();
  });

  /** A call to the first process (from `from`) that answers; the same request again to the next one. */
  async function anyProcess(from: number, send: (base: string) => Promise<HttpAnswer>): Promise<HttpAnswer> {
    for (let attempt = 0; ; attempt++) {
      const proc = procs[(from + attempt) % procs.length]!;
      try {
        const answer = await send(proc.base);
        // 502/503: a process on its way down or not ready yet; the same request goes elsewhere.
        if (answer.status < 500) return answer;
      } catch {
        // Connection refused or reset: the process is down (its answer may be lost).
      }
      resent++;
      if (attempt > 200) throw new Error('no process answered');
      await sleep(50);
    }
  }

  async function openRound(): Promise<string | null> {
    const [row] = await db.query<{ expect: unknown }>(
      `SELECT expect FROM lottery_rounds WHERE lottery_id = $1 AND opens_at <= now() AND close_at > now() + interval '200 milliseconds'`,
      [PC28],
    );
    return row ? String(row.expect) : null;
  }

  /** One member's bets until `until()`: 1–2 items of 10–29 yuan, alternating processes. */
  async function bet(member: Bettor, index: number, options: number[], until: () => boolean): Promise<void> {
    for (let n = 0; !until(); n++) {
      const expect = await openRound();
      if (expect === null) {
        await sleep(100);
        continue;
      }
      const items = options
        .slice(0, 1 + ((index + n) % 2))
        .map((id, i) => ({ id, total: String(10 + ((n + i) % 20)) }));
      const key = randomUUID();
      const answer = await anyProcess(index + n, (base) =>
        post(
          base,
          '/api/lotteryOrder',
          { room_id: PC28_ROOM, expect, order: items },
          { token: member.token, headers: { 'idempotency-key': key } },
        ),
      );
      if (answer.body?.code === 200) {
        member.bets += items.length;
        member.staked += items.reduce((sum, item) => sum + BigInt(item.total) * 100n, 0n);
      } else {
        const why = String(answer.body?.message ?? answer.status);
        refusals.set(why, (refusals.get(why) ?? 0) + 1);
      }
      await sleep(120);
    }
  }

  /** Waits until the middle of an open PC28 round, kills `proc`, starts it again. */
  async function killMidRound(proc: ServerProcess): Promise<void> {
    for (;;) {
      const [row] = await db.query<{ into: number }>(
        `SELECT extract(epoch FROM now() - opens_at) AS into FROM lottery_rounds
         WHERE lottery_id = $1 AND opens_at <= now() AND draw_at > now()`,
        [PC28],
      );
      if (row && Number(row.into) >= 1 && Number(row.into) < 1.5) break;
      await sleep(50);
    }
    await proc.stop('SIGKILL');
    await proc.start();
  }

  it('every accepted bet settled once; balances = deposits − stakes + payouts; books balanced; no round undrawn', async () => {
    const started = Date.now();
    for (let i = 0; i < MEMBERS; i++) {
      const name = uniqueName('cl');
      const reg = await post(procs[i % 2]!.base, '/api/register', {
        name,
        password: 'secret123',
        confirmPass: 'secret123',
        realname: name,
        paypassword: 'secret123#p',
      });
      assert.equal(reg.body.code, 200, JSON.stringify(reg.body));
      const credit = await post(
        procs[(i + 1) % 2]!.base,
        '/admin/credit',
        { username: name, amount: String(DEPOSIT / 100n) },
        { token: OPS_TOKEN },
      );
      assert.equal(credit.body.code, 200, JSON.stringify(credit.body));
      members.push({ name, token: reg.body.data.api_token, id: reg.body.data.id, bets: 0, staked: 0n });
    }
    const options = (
      await db.query<{ id: number }>(
        `SELECT id FROM lottery_play_options WHERE lottery_id = $1 AND playtitle IN ('大', '单') ORDER BY playtitle`,
        [PC28],
      )
    ).map((row) => row.id);
    assert.equal(options.length, 2);

    let stop = false;
    const betting = Promise.all(members.map((m, i) => bet(m, i, options, () => stop)));
    try {
      // A round of bets on both, then each process dies once mid-round (the leader among them).
      await sleep(ROUND_SECONDS * 1000);
      await killMidRound(procs[0]!);
      await sleep(ROUND_SECONDS * 1000);
      await killMidRound(procs[1]!);
      await sleep(ROUND_SECONDS * 1000);
    } finally {
      stop = true;
      await betting;
    }
    const placed = members.reduce((n, m) => n + m.bets, 0);
    assert.ok(placed >= 40, `only ${placed} bets were accepted: ${JSON.stringify([...refusals])}`);

    // Every round whose draw time has come is drawn and settled by whichever process leads now.
    // The last bets' round included: its draw may be a few seconds ahead.
    const [{ cutoff }] = (await db.query<{ cutoff: Date }>(
      `SELECT greatest(now(), (SELECT max(r.draw_at) FROM lottery_bets b JOIN lottery_rounds r ON r.id = b.round_id)) AS cutoff`,
    )) as [{ cutoff: Date }];
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [row] = await db.query<{ open: number; past: boolean }>(
        `SELECT count(*)::int AS open, now() > $1 AS past FROM lottery_rounds WHERE draw_at <= $1 AND status <> 'settled'`,
        [cutoff],
      );
      if (row!.open === 0 && row!.past) break;
      if (Date.now() > deadline)
        assert.fail(`${row!.open} rounds left unsettled:\n${procs.map((p) => p.output).join('\n')}`);
      await sleep(200);
    }

    for (const m of members) {
      const [bets] = await db.query<{ n: number; staked: unknown; unsettled: number; paid: unknown }>(
        `SELECT count(*)::int AS n, sum(total)::bigint AS staked, count(*) FILTER (WHERE status <> 1)::int AS unsettled,
                coalesce(sum(payout), 0)::bigint AS paid
         FROM lottery_bets WHERE user_id = $1`,
        [m.id],
      );
      assert.equal(bets!.n, m.bets, `${m.name}: the bets in the books are the bets accepted`);
      assert.equal(BigInt(String(bets!.staked)), m.staked, m.name);
      assert.equal(bets!.unsettled, 0, m.name);
      // The ledger moved each stake once and each payout once.
      const moved = await db.query<{ kind: string; amount: unknown }>(
        `SELECT x.kind, sum(p.amount)::bigint AS amount FROM ledger_postings p
         JOIN ledger_transactions x ON x.id = p.tx_id JOIN ledger_accounts a ON a.id = p.account_id
         WHERE a.user_id = $1 AND x.kind LIKE 'lottery.%' GROUP BY x.kind`,
        [m.id],
      );
      const byKind = Object.fromEntries(moved.map((r) => [r.kind, BigInt(String(r.amount))]));
      assert.equal(byKind['lottery.stake'], -m.staked, m.name);
      assert.equal(byKind['lottery.payout'] ?? 0n, BigInt(String(bets!.paid)), m.name);
      const balance = await anyProcess(0, (base) => post(base, '/api/balance', {}, { token: m.token }));
      const cents = BigInt(String(balance.body.data.balance).replace('.', ''));
      assert.equal(cents, DEPOSIT - m.staked + BigInt(String(bets!.paid)), `${m.name}: deposit − stakes + payouts`);
    }
    // Settlement batches cover each round's bets once, without overlap.
    const [cover] = await db.query<{ bets: number; batched: number; overlaps: number }>(
      `SELECT (SELECT count(*)::int FROM lottery_bets) AS bets,
              (SELECT coalesce(sum(bets), 0)::int FROM lottery_settlements) AS batched,
              (SELECT count(*)::int FROM lottery_settlements s JOIN lottery_settlements t
                 ON s.round_id = t.round_id AND s.id < t.id
                AND s.first_bet_id <= t.last_bet_id AND t.first_bet_id <= s.last_bet_id) AS overlaps`,
    );
    assert.deepEqual(cover, { bets: placed, batched: placed, overlaps: 0 });
    await assertBooksBalance(db);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `# cluster: ${placed} bets by ${MEMBERS} members over ${seconds} s, ${resent} resent after a kill, refusals ${JSON.stringify([...refusals])}, starts (ms) ${procs.map((p) => `${p.name} ${p.startMs.join('/')}`).join(', ')}`,
    );
  });
});

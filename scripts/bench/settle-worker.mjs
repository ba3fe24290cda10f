/**
 * Child process of the settlement bench (scripts/bench/settle.mjs), run as
 *   node --import tsx scripts/bench/settle-worker.mjs <pglite|postgres> <bets> <batch>
 * (DATABASE_URL for postgres). It builds a fresh database with the server's migrations and seed,
 * makes 10,000 funded players, puts `bets` bets on one 加拿大28 round in bulk (orders, bets and
 * the stake movement written set-based: the placing is not what is measured), draws the round,
 * then times ONLY settleRound (judging, turnover, payouts through the ledger, round settled).
 * Prints one JSON line. It creates (and drops) its own schema on PostgreSQL and a temp folder
 * for PGlite.
 */
import { migrate } from '../../server/src/db/migrate.ts';
import { openWorkerDb } from './lib/worker-db.mjs';
import { seedDemo } from '../../server/src/seed/demo.ts';
import { audit } from '../../server/src/domain/ledger/audit.ts';
import { accountIdByCode, HOUSE } from '../../server/src/domain/ledger/accounts.ts';
import { postPayoutBatchIn } from '../../server/src/domain/ledger/payout-batch.ts';
import { findLottery, lotteryHouseCode, optionsOf } from '../../server/src/domain/lottery/catalog.ts';
import { drawRound } from '../../server/src/domain/lottery/draw.ts';
import { currentRound, ensureRounds } from '../../server/src/domain/lottery/rounds.ts';
import { settleRound } from '../../server/src/domain/lottery/settle.ts';
import { reconcile } from '../../server/src/domain/ops/reconcile.ts';

const [engine = 'pglite', betsArg = '100000', batchArg = '5000'] = process.argv.slice(2);
const BETS = Math.max(1, Number(betsArg) || 100_000);
const BATCH = Math.max(1, Number(batchArg) || 5000);
/** Seals the bench's draw seeds (any fixed secret: the bench draws its own rounds). */
const BENCH_SECRET = 'bench-server-secret';
const PLAYERS = 10_000;
const STAKE = 1000n; // 10.00 per bet
const CHUNK = 10_000;

/** A small deterministic generator, so every run bets the same way. */
function lcg(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const { db, cleanup } = await openWorkerDb(engine, { name: 'settle' });
try {
  await migrate(db);
  await seedDemo(db, { demoPassword: 'bench-demo-password' });
  const lottery = await findLottery(db, 1);
  const now = new Date();
  await ensureRounds(db, lottery, now, { periodS: 600, ftimeS: 60 }, BENCH_SECRET);
  const round = await currentRound(db, lottery.id, now);

  // Players with main wallets, funded by one movement from the house.
  const users = await db.query(
    `INSERT INTO users (username, password_hash) SELECT 'bench' || g, 'x' FROM generate_series(1, $1::int) g RETURNING id`,
    [PLAYERS],
  );
  const userIds = users.map((u) => u.id);
  const accounts = await db.query(
    `INSERT INTO ledger_accounts (code, kind, user_id, wallet)
     SELECT 'user:' || id || ':main', 'player', id, 'main' FROM unnest($1::int[]) AS id RETURNING id, user_id`,
    [userIds],
  );
  const accountOf = new Map(accounts.map((a) => [a.user_id, a.id]));
  const houseCredit = await accountIdByCode(db, HOUSE.manualCredit);
  const perPlayer = BigInt(Math.ceil(BETS / PLAYERS)) * STAKE;
  await db.tx((q) =>
    postPayoutBatchIn(q, {
      kind: 'bench.fund',
      fromAccountId: houseCredit,
      credits: userIds.map((id) => ({ accountId: accountOf.get(id), amount: perPlayer })),
      idempotencyKey: 'bench:fund',
    }),
  );

  // Bets: player i % PLAYERS, a random option of the lottery, 10.00 each.
  const options = await optionsOf(db, lottery.id);
  const random = lcg(42);
  const betUser = [];
  const betOption = [];
  for (let i = 0; i < BETS; i++) {
    betUser.push(userIds[i % PLAYERS]);
    betOption.push(options[Math.floor(random() * options.length)]);
  }
  const stakes = new Map();
  for (const u of betUser) stakes.set(u, (stakes.get(u) ?? 0n) + STAKE);
  const house = await accountIdByCode(db, lotteryHouseCode(lottery.platformType));
  const placeStarted = performance.now();
  await db.tx(async (q) => {
    // The stake movement: every bettor → the lottery's house account (what lotteryOrder posts one by one).
    const ids = [...stakes.keys()].map((u) => accountOf.get(u));
    const amounts = [...stakes.values()].map((s) => -s);
    const total = -amounts.reduce((a, b) => a + b, 0n);
    const [tx] = await q.query(
      `INSERT INTO ledger_transactions (kind, memo, idempotency_key) VALUES ('lottery.stake', 'bench', 'bench:stake') RETURNING id`,
    );
    const after = await q.query(
      `UPDATE ledger_accounts a SET balance = a.balance + d.amount FROM unnest($1::int[], $2::bigint[]) AS d(id, amount)
       WHERE a.id = d.id RETURNING a.id, a.balance`,
      [[...ids, house], [...amounts, total].map(String)],
    );
    const balanceAfter = new Map(after.map((r) => [r.id, r.balance]));
    await q.query(
      `INSERT INTO ledger_postings (tx_id, account_id, amount, balance_after)
       SELECT $1, d.id, d.amount, d.balance_after FROM unnest($2::int[], $3::bigint[], $4::bigint[]) AS d(id, amount, balance_after)`,
      [
        tx.id,
        [...ids, house],
        [...amounts, total].map(String),
        [...ids, house].map((id) => String(balanceAfter.get(id))),
      ],
    );
    const orders = await q.query(
      `INSERT INTO lottery_orders (user_id, room_id, round_id, total, notice, tx_id, announced)
       SELECT u, 11, $1, s, 'bench', $2, true FROM unnest($3::int[], $4::bigint[]) AS x(u, s) RETURNING id, user_id`,
      [round.id, tx.id, [...stakes.keys()], [...stakes.values()].map(String)],
    );
    const orderOf = new Map(orders.map((o) => [o.user_id, o.id]));
    for (let from = 0; from < BETS; from += CHUNK) {
      const to = Math.min(BETS, from + CHUNK);
      const slice = (arr) => arr.slice(from, to);
      await q.query(
        `INSERT INTO lottery_bets (order_id, user_id, room_id, lottery_id, round_id, option_id, data, total, odds)
         SELECT x.order_id, x.user_id, 11, $1, $2, x.option_id, x.data, $3, x.odds
         FROM unnest($4::bigint[], $5::int[], $6::int[], $7::text[], $8::int[]) AS x(order_id, user_id, option_id, data, odds)`,
        [
          lottery.id,
          round.id,
          STAKE,
          slice(betUser).map((u) => String(orderOf.get(u))),
          slice(betUser),
          slice(betOption).map((o) => o.id),
          slice(betOption).map((o) => (o.special === 1 ? o.playtitle : '')),
          slice(betOption).map((o) => o.odds),
        ],
      );
    }
  });
  const placeSeconds = (performance.now() - placeStarted) / 1000;
  if (engine === 'postgres') await db.query('ANALYZE lottery_bets');

  const drawn = await drawRound(db, lottery, round.id, round.drawAt, BENCH_SECRET);
  const started = performance.now();
  const result = await settleRound(db, lottery, round.id, drawn.round.extend, { batchSize: BATCH });
  const seconds = (performance.now() - started) / 1000;

  const report = await audit(db);
  const findings = (await reconcile(db)).filter((r) => !r.ok);
  console.log(
    JSON.stringify({
      engine,
      bets: result.bets,
      batches: result.batches,
      winners: result.winners,
      payout: String(result.payout),
      seconds,
      perSecond: result.bets / seconds,
      placeSeconds,
      settled: result.settled,
      auditOk: report.ok && findings.length === 0,
      result: drawn.round.result,
    }),
  );
} finally {
  await db.close();
  cleanup();
}

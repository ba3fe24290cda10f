/**
 * Child process of the rebate bench (scripts/bench/rebates.mjs), run as
 *   node --import tsx scripts/bench/rebates-worker.mjs <pglite|postgres> <bets>
 * (DATABASE_URL for postgres). It builds a fresh database with the server's migrations and seed,
 * makes 10,000 players spread over the VIP levels, inserts `bets` settled venue bets of one
 * Beijing day in bulk (six venues, one per category; not timed), then times ONLY the rebate day
 * (runRebateDay in one transaction: turnover per member and venue × the level's rate, the
 * rebates and their 账户明细 lines written), and a second run of the same day (which must write
 * nothing). Prints one JSON line.
 */
import { migrate } from '../../server/src/db/migrate.ts';
import { openWorkerDb } from './lib/worker-db.mjs';
import { seedDemo } from '../../server/src/seed/demo.ts';
import { runRebateDay } from '../../server/src/domain/rewards/rebate-day.ts';

const [engine = 'pglite', betsArg = '1000000'] = process.argv.slice(2);
const BETS = Math.max(1, Number(betsArg) || 1_000_000);
const PLAYERS = 10_000;
const CHUNK = 100_000;
const DAY = '2026-03-02';
const DAY_START = new Date('2026-03-02T00:00:00+08:00');

const { db, cleanup } = await openWorkerDb(engine, { name: 'rebates' });
try {
  await migrate(db);
  await seedDemo(db, { demoPassword: 'bench-demo-password' });
  const users = await db.query(
    `INSERT INTO users (username, password_hash, vip)
     SELECT 'rbench' || g, 'x', 1 + g % 10 FROM generate_series(0, $1::int - 1) g RETURNING id`,
    [PLAYERS],
  );
  const firstId = Math.min(...users.map((u) => u.id));
  const insertStarted = performance.now();
  for (let from = 0; from < BETS; from += CHUNK) {
    const to = Math.min(BETS, from + CHUNK) - 1;
    // Player g % PLAYERS, venue (g / PLAYERS) % 6: every player bets at every venue.
    await db.query(
      `INSERT INTO venue_bets (user_id, platform_name, category_id, round_ref, stake, payout, win_loss, status, settled_at, created_at)
       SELECT $1 + g % $2,
              (ARRAY['ag','obgdy','sbty','ky','avia','fgby'])[1 + (g / $2) % 6],
              (ARRAY['realbet','concise','sport','joker','gaming','fishing'])[1 + (g / $2) % 6],
              'rb' || g, 1000 + (g % 97) * 10, 0, -(1000 + (g % 97) * 10), 1,
              $3::timestamptz + (g % 86000) * interval '1 second', $3::timestamptz
         FROM generate_series($4::int, $5::int) g`,
      [firstId, PLAYERS, DAY_START, from, to],
    );
  }
  const insertSeconds = (performance.now() - insertStarted) / 1000;
  if (engine === 'postgres') await db.query('ANALYZE venue_bets');

  const started = performance.now();
  const first = await db.tx((q) => runRebateDay(q, DAY));
  const seconds = (performance.now() - started) / 1000;
  const againStarted = performance.now();
  const again = await db.tx((q) => runRebateDay(q, DAY));
  const againSeconds = (performance.now() - againStarted) / 1000;
  console.log(
    JSON.stringify({
      engine,
      bets: BETS,
      rebates: first.written,
      amount: String(first.amount),
      seconds,
      perSecond: BETS / seconds,
      rerunWritten: again.written,
      rerunSeconds: againSeconds,
      insertSeconds,
    }),
  );
} finally {
  await db.close();
  cleanup();
}

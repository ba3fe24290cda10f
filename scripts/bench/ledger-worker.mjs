/**
 * Child process of the ledger bench (scripts/bench/ledger.mjs), run as
 *   node --import tsx scripts/bench/ledger-worker.mjs <pglite|postgres> <seconds> <concurrency>
 * (DATABASE_URL for postgres). It builds a fresh database with the server's own migrations and
 * seed, funds some players, then for `seconds` keeps `concurrency` loops busy with:
 *   - "ledger"   : postMovement main ↔ venue wallet (the double-entry core alone);
 *   - "transfer" : the /api/transfer work with Idempotency-Key, without HTTP: idempotent answer
 *                  row, venue lookup, ledger movement, transfer log, sandbox adapter, all in one
 *                  transaction;
 *   - "once"     : the /api/transfer work without key (what the HTTP bench sends): one statement,
 *                  the database's wallet_transfer (domain/wallet/transfer-once.ts).
 * Prints one JSON line with the figures. Never run against a database you care about: it
 * creates (and drops) its own schema on PostgreSQL and a temp folder for PGlite.
 */
import { randomBytes } from 'node:crypto';
import { migrate } from '../../server/src/db/migrate.ts';
import { openWorkerDb } from './lib/worker-db.mjs';
import { seedDemo } from '../../server/src/seed/demo.ts';
import { insertUser } from '../../server/src/domain/accounts/users.ts';
import { creditFromHouse } from '../../server/src/domain/wallet/credit.ts';
import { ensurePlayerAccount } from '../../server/src/domain/ledger/accounts.ts';
import { postMovement } from '../../server/src/domain/ledger/post.ts';
import { audit } from '../../server/src/domain/ledger/audit.ts';
import { runIdempotent } from '../../server/src/domain/idempotency/answers.ts';
import { transfer, transferAnswer } from '../../server/src/domain/wallet/transfer.ts';
import { transferOnce } from '../../server/src/domain/wallet/transfer-once.ts';
import { quantile } from './lib/stats.mjs';

const [engine = 'pglite', secondsArg = '5', concurrencyArg = '8'] = process.argv.slice(2);
const seconds = Math.max(1, Number(secondsArg) || 5);
const concurrency = Math.max(1, Number(concurrencyArg) || 8);
const PLAYERS = 32;
const VENUES = ['ag', 'pg', 'ky', 'pp'];
/** Keys the stored answers' fingerprints (any fixed secret: the bench's own database). */
const BENCH_SECRET = 'bench-server-secret';

/** Runs `step(i)` in `concurrency` loops until the deadline; counts successes and refusals. */
async function measure(step) {
  let done = 0;
  let refused = 0;
  const latencies = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let n = 0;
  let firstError = null;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const i = n++;
        const t0 = performance.now();
        try {
          await step(i);
          done++;
        } catch (error) {
          if (refused++ === 0) firstError = error instanceof Error ? error.message : String(error);
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: done / elapsed,
    done,
    refused,
    firstError,
    p50: quantile(latencies, 0.5, 0),
    p99: quantile(latencies, 0.99, 0),
  };
}

const { db, cleanup } = await openWorkerDb(engine, { name: 'ledger', poolSize: concurrency + 2 });
try {
  await migrate(db);
  await seedDemo(db, { demoPassword: 'bench-demo-password' });
  const players = [];
  for (let i = 0; i < PLAYERS; i++) {
    const user = await db.tx((q) =>
      insertUser(q, {
        username: `bench${i}${randomBytes(3).toString('hex')}`,
        realname: 'bench',
        passwordHash: 'x',
        paypasswordHash: null,
        pid: null,
        isTrial: false,
      }),
    );
    await creditFromHouse(db, {
      userId: user.id,
      houseCode: 'house:manual_credit',
      amount: 100_000_000n,
      kind: 'manual_credit',
    });
    const main = await ensurePlayerAccount(db, user.id);
    const venues = [];
    for (const v of VENUES) venues.push(await ensurePlayerAccount(db, user.id, v));
    players.push({ id: user.id, main, venues });
  }

  // Alternate directions per player so balances hover around their start and nothing runs dry.
  const ledger = await measure(async (i) => {
    const p = players[i % PLAYERS];
    const venue = p.venues[Math.floor(i / (2 * PLAYERS)) % VENUES.length];
    const into = Math.floor(i / PLAYERS) % 2 === 0;
    const amount = 100n + BigInt(i % 900);
    await postMovement(db, {
      kind: 'bench.transfer',
      postings: into
        ? [
            { accountId: p.main, amount: -amount },
            { accountId: venue, amount },
          ]
        : [
            { accountId: venue, amount: -1n },
            { accountId: p.main, amount: 1n },
          ],
    });
  });

  const full = await measure(async (i) => {
    const p = players[i % PLAYERS];
    const venue = VENUES[Math.floor(i / (2 * PLAYERS)) % VENUES.length];
    const into = Math.floor(i / PLAYERS) % 2 === 0;
    const call = { key: `user:${p.id}:bench-${i}`, route: 'transfer', body: { i }, secret: BENCH_SECRET };
    const result = await runIdempotent(db, call, async (q) =>
      transferAnswer(
        await transfer(
          q,
          p.id,
          { amount: into ? 100n + BigInt(i % 900) : 1n, venue, intoVenue: into },
          `${call.key}:transfer`,
        ),
      ),
    );
    if (result.answer.code !== 200) throw new Error(result.answer.message);
  });

  const once = await measure(async (i) => {
    const p = players[i % PLAYERS];
    const venue = VENUES[Math.floor(i / (2 * PLAYERS)) % VENUES.length];
    const into = Math.floor(i / PLAYERS) % 2 === 0;
    transferAnswer(
      await transferOnce(db, p.id, { amount: into ? 100n + BigInt(i % 900) : 1n, venue, intoVenue: into }),
    );
  });

  const report = await audit(db);
  console.log(
    JSON.stringify({
      engine,
      seconds,
      concurrency,
      players: PLAYERS,
      ledger,
      transfer: full,
      once,
      auditOk: report.ok,
      transactions: report.transactions,
    }),
  );
} finally {
  await db.close();
  cleanup();
}

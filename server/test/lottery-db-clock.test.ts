/**
 * The lottery runs on the database's clock: a process whose own clock is off still closes and
 * checks bets at the database's time.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Queryable } from '../src/db/types.ts';
import { DbClock, measureOffset } from '../src/domain/lottery/db-clock.ts';
import { createTestApp } from './helpers.ts';

/** A database five minutes ahead of this process. */
const aheadDb = (aheadMs: number): Queryable => ({
  query: async <T extends object>() => [{ now: new Date(Date.now() + aheadMs) }] as unknown as T[],
  exec: async () => {},
});

describe('the lottery clock is the database clock', () => {
  it('measures the offset to the database and applies it', async () => {
    const offset = await measureOffset(aheadDb(300_000));
    assert.ok(Math.abs(offset - 300_000) < 50, String(offset));
    const clock = new DbClock();
    await clock.sync(aheadDb(-120_000));
    assert.ok(Math.abs(clock.now().getTime() - (Date.now() - 120_000)) < 50);
  });

  it("the app's lottery time is the database's (here the same machine: no offset)", async () => {
    const t = await createTestApp({ lotteryScheduler: false });
    try {
      const [row] = await t.db.query<{ now: Date }>('SELECT clock_timestamp() AS now');
      assert.ok(Math.abs(t.app.lottery.now().getTime() - new Date(row!.now).getTime()) < 1000);
    } finally {
      await t.close();
    }
  });
});

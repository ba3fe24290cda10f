/**
 * The lottery's time is the database's: every process creates, closes and draws rounds, and checks
 * bets against the close, by one clock, so a process whose own clock drifted cannot take a bet the
 * others consider closed. The offset between this process's clock and the database's is measured
 * at start and every minute (half the round trip counted), and applied to Date.now().
 */
import type { Queryable } from '../../db/types.ts';

export const RESYNC_MS = 60_000;

/** Database time minus local time, in ms. */
export async function measureOffset(q: Queryable, local: () => number = Date.now): Promise<number> {
  const sent = local();
  const [row] = await q.query<{ now: Date }>('SELECT clock_timestamp() AS now');
  const received = local();
  if (!row) return 0;
  return new Date(row.now).getTime() - Math.round((sent + received) / 2);
}

export class DbClock {
  private offsetMs = 0;

  constructor(private readonly local: () => number = Date.now) {}

  async sync(q: Queryable): Promise<void> {
    this.offsetMs = await measureOffset(q, this.local);
  }

  get offset(): number {
    return this.offsetMs;
  }

  now(): Date {
    return new Date(this.local() + this.offsetMs);
  }
}

/**
 * What a rolling window holds for the protection limits (docs/MONEY.md#protection-limits), by the
 * database's clock (`now()`), so every process and a test that shifts rows' times agree:
 *
 * - deposits: requested deposits that are not rejected (pending or approved), by request time;
 * - stakes: lottery bets that are not void, by bet time, plus successful transfers into venues
 *   (what our server can measure of venue play: the venue's own bets are not ours to see);
 * - returns: settled lottery payouts, by settlement time, plus successful transfers out of venues;
 * - net loss: stakes − returns (negative when the member is ahead).
 * Migration 090 (wallet_transfer, wallet_transfer_freed_at) counts the loss and stake windows the
 * same way inside the database for a transfer in one statement: change both together.
 */
import type { Queryable } from '../../db/types.ts';
import type { LimitKind } from '../../../../contract/protection/limits.ts';

export interface WindowUsage {
  deposits: bigint;
  stakes: bigint;
  returns: bigint;
}

/** Each source of a window as (time, cents) rows; `sign` -1 marks a return (it lowers the net loss). */
const SOURCES = {
  deposits: `SELECT created_at AS at, amount FROM deposits
             WHERE user_id = $1 AND state IN (1, 2) AND created_at > now() - make_interval(hours => $2)`,
  lotteryStakes: `SELECT created_at AS at, total AS amount FROM lottery_bets
                  WHERE user_id = $1 AND status <> 0 AND created_at > now() - make_interval(hours => $2)`,
  venueStakes: `SELECT created_at AS at, amount FROM transfer_logs
                WHERE user_id = $1 AND transfer_type = 0 AND state = 1 AND created_at > now() - make_interval(hours => $2)`,
  lotteryReturns: `SELECT settled_at AS at, -payout AS amount FROM lottery_bets
                   WHERE user_id = $1 AND status = 1 AND payout > 0 AND settled_at > now() - make_interval(hours => $2)`,
  venueReturns: `SELECT created_at AS at, -amount AS amount FROM transfer_logs
                 WHERE user_id = $1 AND transfer_type = 1 AND state = 1 AND created_at > now() - make_interval(hours => $2)`,
} as const;

const sum = (source: string) => `(SELECT COALESCE(sum(amount), 0)::text FROM (${source}) s)`;

export async function windowUsage(q: Queryable, userId: number, hours: number): Promise<WindowUsage> {
  const [row] = await q.query<{ deposits: string; stakes: string; returns: string }>(
    `SELECT ${sum(SOURCES.deposits)} AS deposits,
            ${sum(`${SOURCES.lotteryStakes} UNION ALL ${SOURCES.venueStakes}`)} AS stakes,
            ${sum(`${SOURCES.lotteryReturns} UNION ALL ${SOURCES.venueReturns}`)} AS returns`,
    [userId, hours],
  );
  return {
    deposits: BigInt(row?.deposits ?? '0'),
    // Returns are stored negated in SOURCES; the usage reports them as a positive figure.
    stakes: BigInt(row?.stakes ?? '0'),
    returns: -BigInt(row?.returns ?? '0'),
  };
}

/** What a kind of limit counts in a window's usage. */
export function usedBy(kind: LimitKind, usage: WindowUsage): bigint {
  if (kind === 'deposit') return usage.deposits;
  if (kind === 'stake') return usage.stakes;
  return usage.stakes - usage.returns;
}

function sourcesOf(kind: LimitKind): string[] {
  if (kind === 'deposit') return [SOURCES.deposits];
  const stakes = [SOURCES.lotteryStakes, SOURCES.venueStakes];
  return kind === 'stake' ? stakes : [...stakes, SOURCES.lotteryReturns, SOURCES.venueReturns];
}

/**
 * When the window will have let go of at least `excess` cents of what it holds (nothing new
 * counted): the time the oldest rows that add up to it leave the window. null when no such moment
 * exists (the window cannot free that much).
 */
export async function freedAt(
  q: Queryable,
  userId: number,
  kind: LimitKind,
  hours: number,
  excess: bigint,
): Promise<Date | null> {
  const rows = await q.query<{ at: Date | string; amount: string }>(
    `SELECT at, amount::text FROM (${sourcesOf(kind).join(' UNION ALL ')}) s ORDER BY at`,
    [userId, hours],
  );
  let released = 0n;
  for (const row of rows) {
    released += BigInt(row.amount);
    if (released < excess) continue;
    // The next whole second: the row (timed to the microsecond) has surely left the window by then.
    const leaves = new Date(row.at).getTime() + hours * 3_600_000;
    return new Date(Math.floor(leaves / 1000) * 1000 + 1000);
  }
  return null;
}

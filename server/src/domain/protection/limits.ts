/**
 * A member's own protection limits: reading them, setting one, confirming a waiting change.
 *
 * A first limit or a lower one applies at once (and drops any waiting change). A higher one or a
 * removal waits LIMIT_INCREASE_WAIT_HOURS (`available_at`, by the database's clock) and then
 * applies only through confirmLimit: a moment's impulse cannot lift a limit. Setting the limit in
 * force again cancels a waiting change. Every change is kept in protection_limit_events.
 */
import type { Queryable } from '../../db/types.ts';
import { refuse } from '../../lib/errors.ts';
import { formatCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';
import {
  LIMIT_INCREASE_WAIT_HOURS,
  LIMIT_KINDS,
  LIMIT_MESSAGES,
  LIMIT_PERIOD_NAMES,
  LIMIT_PERIODS,
  limitPendingMessage,
  limitWaitingMessage,
  type LimitKind,
  type LimitPeriod,
  type WireLimit,
  type WireLimits,
} from '../../../../contract/protection/limits.ts';
import { usedBy, windowUsage } from './limits-usage.ts';

export interface LimitChoice {
  kind: LimitKind;
  period: LimitPeriod;
}

interface LimitRow {
  kind: LimitKind;
  period_hours: number;
  amount: string;
  pending_amount: string | null;
  available_at: Date | string | null;
  confirmable: boolean;
}

const COLUMNS = `kind, period_hours, amount::text, pending_amount::text, available_at,
  COALESCE(available_at <= now(), false) AS confirmable`;

async function limitRows(q: Queryable, userId: number): Promise<LimitRow[]> {
  return q.query<LimitRow>(`SELECT ${COLUMNS} FROM protection_limits WHERE user_id = $1`, [userId]);
}

/** The member's row locked (one change at a time), then the limit's own row if any. */
async function lockedRow(q: Queryable, userId: number, choice: LimitChoice): Promise<LimitRow | null> {
  await q.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  const [row] = await q.query<LimitRow>(
    `SELECT ${COLUMNS} FROM protection_limits WHERE user_id = $1 AND kind = $2 AND period_hours = $3`,
    [userId, choice.kind, LIMIT_PERIODS[choice.period]],
  );
  return row ?? null;
}

const money = (cents: string | bigint | null) => (cents === null ? null : formatCents(BigInt(cents)));

/** Every kind × period, set or not, with what its window holds now. */
export async function readLimits(q: Queryable, userId: number): Promise<WireLimits> {
  const rows = await limitRows(q, userId);
  const limits: WireLimit[] = [];
  for (const period of LIMIT_PERIOD_NAMES) {
    const usage = await windowUsage(q, userId, LIMIT_PERIODS[period]);
    for (const kind of LIMIT_KINDS) {
      const row = rows.find((r) => r.kind === kind && r.period_hours === LIMIT_PERIODS[period]);
      const pending = row?.available_at
        ? {
            amount: money(row.pending_amount),
            available_at: formatBeijing(row.available_at),
            confirmable: row.confirmable,
          }
        : null;
      limits.push({
        kind,
        period,
        amount: money(row?.amount ?? null),
        used: formatCents(usedBy(kind, usage)),
        pending,
      });
    }
  }
  return { limits };
}

async function recordEvent(
  q: Queryable,
  userId: number,
  choice: LimitChoice,
  event: { action: 'set' | 'requested' | 'confirmed' | 'cancelled'; from: string | null; to: bigint | string | null },
): Promise<void> {
  await q.query(
    `INSERT INTO protection_limit_events (user_id, kind, period_hours, action, old_amount, new_amount)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, choice.kind, LIMIT_PERIODS[choice.period], event.action, event.from, event.to?.toString() ?? null],
  );
}

/** Sets (`amount` cents) or removes (null) a limit; answers the message the member sees. */
export async function setLimit(
  q: Queryable,
  userId: number,
  choice: LimitChoice,
  amount: bigint | null,
): Promise<string> {
  const row = await lockedRow(q, userId, choice);
  const key = [userId, choice.kind, LIMIT_PERIODS[choice.period]];
  if (!row) {
    if (amount === null) return LIMIT_MESSAGES.unchanged;
    await q.query('INSERT INTO protection_limits (user_id, kind, period_hours, amount) VALUES ($1, $2, $3, $4)', [
      ...key,
      amount,
    ]);
    await recordEvent(q, userId, choice, { action: 'set', from: null, to: amount });
    return LIMIT_MESSAGES.applied;
  }
  const current = BigInt(row.amount);
  if (amount !== null && amount <= current) {
    await q.query(
      `UPDATE protection_limits SET amount = $4, pending_amount = NULL, available_at = NULL, updated_at = now()
       WHERE user_id = $1 AND kind = $2 AND period_hours = $3`,
      [...key, amount],
    );
    if (amount < current) await recordEvent(q, userId, choice, { action: 'set', from: row.amount, to: amount });
    else if (row.available_at)
      await recordEvent(q, userId, choice, { action: 'cancelled', from: row.amount, to: amount });
    return amount < current ? LIMIT_MESSAGES.applied : LIMIT_MESSAGES.unchanged;
  }
  return requestChange(q, userId, choice, row, amount);
}

/** A raise or a removal: it waits; the same change asked again keeps its original wait. */
async function requestChange(
  q: Queryable,
  userId: number,
  choice: LimitChoice,
  row: LimitRow,
  amount: bigint | null,
): Promise<string> {
  const same =
    row.available_at !== null && (row.pending_amount === null ? null : BigInt(row.pending_amount)) === amount;
  const [updated] = await q.query<{ available_at: Date | string }>(
    `UPDATE protection_limits
     SET pending_amount = $4, updated_at = now(),
         available_at = CASE WHEN $5::boolean THEN available_at ELSE date_trunc('second', now()) + interval '1 second' + make_interval(hours => $6) END
     WHERE user_id = $1 AND kind = $2 AND period_hours = $3 RETURNING available_at`,
    [userId, choice.kind, LIMIT_PERIODS[choice.period], amount, same, LIMIT_INCREASE_WAIT_HOURS],
  );
  if (!same) await recordEvent(q, userId, choice, { action: 'requested', from: row.amount, to: amount });
  return limitPendingMessage(formatBeijing(updated!.available_at));
}

/** Applies a waiting change once its wait is over; refused before then (with when) or without one. */
export async function confirmLimit(q: Queryable, userId: number, choice: LimitChoice): Promise<string> {
  const row = await lockedRow(q, userId, choice);
  if (!row?.available_at) throw refuse(500, LIMIT_MESSAGES.noPending);
  if (!row.confirmable) throw refuse(500, limitWaitingMessage(formatBeijing(row.available_at)));
  const key = [userId, choice.kind, LIMIT_PERIODS[choice.period]];
  if (row.pending_amount === null)
    await q.query('DELETE FROM protection_limits WHERE user_id = $1 AND kind = $2 AND period_hours = $3', key);
  else
    await q.query(
      `UPDATE protection_limits SET amount = pending_amount, pending_amount = NULL, available_at = NULL, updated_at = now()
       WHERE user_id = $1 AND kind = $2 AND period_hours = $3`,
      key,
    );
  await recordEvent(q, userId, choice, { action: 'confirmed', from: row.amount, to: row.pending_amount });
  return LIMIT_MESSAGES.confirmed;
}

/**
 * Starting a time-out or self-exclusion (the member's confirmed choice or an operator's): one
 * transaction locks the member's row, refuses anything that would end an active restriction
 * sooner, records the row and ends every session (open chat sockets close within a second).
 */
import { withChange } from '../../db/change-watch.ts';
import type { Queryable } from '../../db/types.ts';
import { invalid, type BizError } from '../../lib/errors.ts';
import { formatBeijing } from '../../lib/time.ts';
import { revokeAllTokens } from '../accounts/sessions.ts';
import {
  EXCLUSION_MESSAGES,
  EXCLUSION_MONTHS,
  TIMEOUT_MAX_DAYS,
  type ExclusionKind,
} from '../../../../contract/protection/exclusions.ts';

export interface ExclusionChoice {
  kind: ExclusionKind;
  /** Days (time-out) or months (self-exclusion). */
  length: number;
}

/** The choice as typed, or the refusal (`refusal`: the member's 1000 or an operator's 400) of it. */
export function exclusionChoice(
  kind: string,
  length: number,
  refusal: (message: string) => BizError = invalid,
): ExclusionChoice {
  if (kind === 'timeout') {
    if (!Number.isInteger(length) || length < 1 || length > TIMEOUT_MAX_DAYS)
      throw refusal(EXCLUSION_MESSAGES.timeoutLength);
    return { kind, length };
  }
  if (kind === 'exclusion') {
    if (!(EXCLUSION_MONTHS as readonly number[]).includes(length)) throw refusal(EXCLUSION_MESSAGES.exclusionLength);
    return { kind, length };
  }
  throw refusal(EXCLUSION_MESSAGES.kind);
}

/** SQL: the end of a choice ($1 kind, $2 length) counted from the database's now(). */
export const END_OF_CHOICE = `now() + CASE WHEN $1 = 'timeout' THEN make_interval(days => $2::int)
  ELSE make_interval(months => $2::int) END`;

/** When `choice` would end if it started now. */
export async function endOfChoice(q: Queryable, choice: ExclusionChoice): Promise<Date> {
  const [row] = await q.query<{ ends_at: Date }>(`SELECT ${END_OF_CHOICE} AS ends_at`, [choice.kind, choice.length]);
  return row!.ends_at;
}

/** Locks the member's row: one choice at a time, serialised with the money calls that lock it too. */
async function lockMember(q: Queryable, userId: number): Promise<void> {
  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

/** The latest end among the member's running restrictions, if any. */
async function runningUntil(q: Queryable, userId: number): Promise<Date | null> {
  const [row] = await q.query<{ until: Date | null }>(
    `SELECT max(ends_at) AS until FROM protection_exclusions WHERE user_id = $1 AND starts_at <= now() AND ends_at > now()`,
    [userId],
  );
  return row?.until ?? null;
}

export interface StartedExclusion {
  id: number;
  endsAt: Date;
}

/** Starts `choice` ending at `endsAt`, inside the caller's transaction; `refusal` answers a shortening. */
export async function startExclusion(
  q: Queryable,
  userId: number,
  choice: ExclusionChoice,
  endsAt: Date,
  by: { operator: string | null; reason: string; refusal: (message: string) => BizError },
): Promise<StartedExclusion> {
  await lockMember(q, userId);
  const until = await runningUntil(q, userId);
  if (until && endsAt.getTime() < until.getTime())
    throw by.refusal(EXCLUSION_MESSAGES.noShortening(formatBeijing(until)));
  // Announced to this process's member cache (it may hold the member as open) until the
  // transaction ends; other processes hear migration 088's notice on commit.
  const [row] = await withChange(q, { users: [userId] }, () =>
    q.query<{ id: number }>(
      `INSERT INTO protection_exclusions (user_id, kind, length, ends_at, imposed_by, reason)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [userId, choice.kind, choice.length, endsAt, by.operator, by.reason],
    ),
  );
  await revokeAllTokens(q, userId);
  return { id: row!.id, endsAt };
}

/**
 * The member's own time-out or self-exclusion, in two deliberate steps: step one records what was
 * asked and answers a short-lived confirmation id with the end date; step two confirms it with the
 * login password, and only then does it start (exclusion-start.ts). Also the request to reopen an
 * account after its self-exclusion ended.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/types.ts';
import { refuse } from '../../lib/errors.ts';
import { formatBeijing } from '../../lib/time.ts';
import { verifyGuarded, type GuessLimits } from '../accounts/secret-guard.ts';
import type { UserRow } from '../accounts/users.ts';
import { endOfChoice, startExclusion, type ExclusionChoice } from './exclusion-start.ts';
import { protectionFacts, REOPEN_AT, restrictionMessage } from './exclusion.ts';
import {
  CONFIRM_MINUTES,
  EXCLUSION_MESSAGES,
  type ExclusionKind,
  type WireExclusionRequest,
} from '../../../../contract/protection/exclusions.ts';

/** Refusals of the member's calls (HTTP 200, code 403, as other business refusals). */
export const protectionRefusal = (message: string) => refuse(403, message);

/** Step one: remembers the choice and answers its confirmation id and end date. */
export async function askExclusion(db: Db, userId: number, choice: ExclusionChoice): Promise<WireExclusionRequest> {
  const id = randomBytes(16).toString('base64url');
  const endsAt = await db.tx(async (q) => {
    // Older unconfirmed asks of this member are dropped: only the latest summary can be confirmed.
    await q.query('DELETE FROM protection_exclusion_requests WHERE user_id = $1', [userId]);
    const endsAt = await endOfChoice(q, choice);
    await q.query(
      'INSERT INTO protection_exclusion_requests (id, user_id, kind, length, ends_at) VALUES ($1, $2, $3, $4, $5)',
      [id, userId, choice.kind, choice.length, endsAt],
    );
    return endsAt;
  });
  const until = formatBeijing(endsAt);
  return {
    confirm_id: id,
    kind: choice.kind,
    length: choice.length,
    ends_at: until,
    expires_in: CONFIRM_MINUTES * 60,
    summary: EXCLUSION_MESSAGES.summary(choice.kind, choice.length, until),
  };
}

interface AskRow {
  kind: ExclusionKind;
  length: number;
  ends_at: Date;
}

/** Step two: the login password, then the asked choice starts and every session ends. */
export async function confirmExclusion(
  db: Db,
  user: UserRow,
  input: { confirmId: string; password: string },
  limits: GuessLimits,
): Promise<{ kind: ExclusionKind; endsAt: Date }> {
  if (!(await verifyGuarded({ q: db, ...limits }, 'login', user.id, input.password, user.password_hash)))
    throw refuse(205, EXCLUSION_MESSAGES.wrongPassword);
  return db.tx(async (q) => {
    const [ask] = await q.query<AskRow>(
      `DELETE FROM protection_exclusion_requests
        WHERE id = $1 AND user_id = $2 AND created_at > now() - make_interval(mins => $3)
        RETURNING kind, length, ends_at`,
      [input.confirmId, user.id, CONFIRM_MINUTES],
    );
    if (!ask) throw refuse(403, EXCLUSION_MESSAGES.confirmExpired);
    const choice = { kind: ask.kind, length: ask.length };
    await startExclusion(q, user.id, choice, ask.ends_at, { operator: null, reason: '', refusal: protectionRefusal });
    return { kind: ask.kind, endsAt: ask.ends_at };
  });
}

/** After a self-exclusion ended: the account reopens 24 hours after this request. */
export async function requestReopen(db: Db, userId: number): Promise<Date> {
  const facts = await protectionFacts(db, userId);
  if (facts.state === 'exclusion')
    throw protectionRefusal(EXCLUSION_MESSAGES.reopenTooEarly(formatBeijing(facts.until!)));
  // A time-out simply ends: there is nothing to reopen, only its end to wait for.
  if (facts.state === 'timeout') throw protectionRefusal(restrictionMessage(facts)!);
  if (facts.state === 'reopening') return facts.reopenAt!;
  if (facts.state === 'open') throw protectionRefusal(EXCLUSION_MESSAGES.reopenNothing);
  const [row] = await db.query<{ reopen_at: Date }>(
    `UPDATE protection_exclusions e SET reopen_requested_at = now()
      WHERE e.user_id = $1 AND e.kind = 'exclusion' AND e.ends_at <= now() AND e.reopen_requested_at IS NULL
      RETURNING ${REOPEN_AT} AS reopen_at`,
    [userId],
  );
  return row!.reopen_at;
}

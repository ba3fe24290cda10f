/**
 * The reality check's summary of one session: how long since this token logged in, and what the
 * member staked and won since then in the lottery rooms and at the venues (bets placed since the
 * login; a voided bet counts for neither; won is what settled bets paid). Integer cents.
 */
import type { Queryable } from '../../db/types.ts';
import { hashToken } from '../accounts/sessions.ts';

export interface SessionSummary {
  loginAt: Date;
  seconds: number;
  staked: bigint;
  won: bigint;
}

const BETS_SINCE = `
  SELECT total AS stake, CASE WHEN status = 1 THEN payout ELSE 0 END AS paid FROM lottery_bets
   WHERE user_id = $1 AND created_at >= $2 AND status <> 0
  UNION ALL
  SELECT stake, CASE WHEN status = 1 THEN payout ELSE 0 END AS paid FROM venue_bets
   WHERE user_id = $1 AND created_at >= $2 AND status <> 0`;

/** This token's session; null when the token is not the member's (the guard has already checked it). */
export async function sessionSummary(q: Queryable, userId: number, token: string): Promise<SessionSummary | null> {
  const [session] = await q.query<{ created_at: Date; seconds: number }>(
    `SELECT created_at, floor(extract(epoch FROM now() - created_at))::int AS seconds
       FROM user_tokens WHERE token_hash = $1 AND user_id = $2`,
    [hashToken(token), userId],
  );
  if (!session) return null;
  const [sums] = await q.query<{ staked: string; won: string }>(
    `SELECT coalesce(sum(stake), 0)::text AS staked, coalesce(sum(paid), 0)::text AS won FROM (${BETS_SINCE}) b`,
    [userId, session.created_at],
  );
  return {
    loginAt: session.created_at,
    seconds: Math.max(0, session.seconds),
    staked: BigInt(sums!.staked),
    won: BigInt(sums!.won),
  };
}

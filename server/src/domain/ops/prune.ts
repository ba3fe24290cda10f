/**
 * The pruning job: rows that have done their work are deleted, so tables stay small. Expired
 * member tokens (past the idle timeout or the absolute lifetime; their deletion is announced like
 * any revocation), guess-limit counters whose window ended a day ago, idempotent answers older than
 * the retry window (a client retries within minutes; a week is generous), and launch tickets a day
 * past their expiry. Safe to run in every process at once: each DELETE stands alone.
 */
import type { Queryable } from '../../db/types.ts';
import type { SessionPolicy } from '../../config.ts';

/** How long a stored idempotent answer can still be replayed. */
export const IDEMPOTENT_ANSWER_DAYS = 7;

export interface PruneReport {
  tokens: number;
  guessCounters: number;
  idempotentAnswers: number;
  launchTickets: number;
}

async function deleted(q: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    params,
  );
  return row?.n ?? 0;
}

export async function prune(q: Queryable, sessions: SessionPolicy): Promise<PruneReport> {
  return {
    tokens: await deleted(
      q,
      `DELETE FROM user_tokens WHERE last_used_at <= now() - make_interval(days => $1::int)
          OR created_at <= now() - make_interval(days => $2::int)`,
      [sessions.idleDays, sessions.maxDays],
    ),
    guessCounters: await deleted(q, `DELETE FROM guess_counters WHERE last_at < now() - interval '1 day'`),
    idempotentAnswers: await deleted(
      q,
      `DELETE FROM idempotent_answers WHERE created_at < now() - make_interval(days => $1::int) AND answer IS NOT NULL`,
      [IDEMPOTENT_ANSWER_DAYS],
    ),
    launchTickets: await deleted(q, `DELETE FROM game_launch_tickets WHERE expires_at < now() - interval '1 day'`),
  };
}

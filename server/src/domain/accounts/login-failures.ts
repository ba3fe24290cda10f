/**
 * Per-name lockout after repeated wrong passwords. Kept in the database (not process memory) so
 * it holds across processes and restarts.
 */
import type { Queryable } from '../../db/types.ts';

export const FAILURE_WINDOW_MINUTES = 5;

export async function recentFailures(q: Queryable, username: string): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM login_failures
     WHERE username_lower = lower($1) AND created_at > now() - make_interval(mins => $2)`,
    [username, FAILURE_WINDOW_MINUTES],
  );
  return row?.n ?? 0;
}

export async function recordFailure(q: Queryable, username: string, ip: string): Promise<void> {
  await q.query('INSERT INTO login_failures (username_lower, ip) VALUES (lower($1), $2)', [username, ip.slice(0, 64)]);
  // Old rows serve no purpose; trimming here keeps the table small without a scheduler.
  await q.query(`DELETE FROM login_failures WHERE created_at < now() - interval '1 day'`);
}

export async function clearFailures(q: Queryable, username: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE username_lower = lower($1)', [username]);
}

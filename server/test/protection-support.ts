/** Shared steps of the protection tests: reading stored times as the wire shows them. */
import type { TestApp } from './helpers.ts';

/** The wire's Beijing time (`Y-m-d H:i:s`) of the timestamp `sql` selects. */
export async function beijingOf(t: TestApp, sql: string, params: unknown[]): Promise<string> {
  const [row] = await t.db.query<{ at: string }>(
    `SELECT to_char((${sql}) AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS at`,
    params,
  );
  return row!.at;
}

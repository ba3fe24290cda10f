/** Turnover a reward adds before the member may withdraw (users.turnover_required, cents). */
import type { Queryable } from '../../db/types.ts';

export async function addTurnoverRequirement(q: Queryable, userId: number, cents: bigint): Promise<void> {
  if (cents <= 0n) return;
  await q.query('UPDATE users SET turnover_required = turnover_required + $2, updated_at = now() WHERE id = $1', [
    userId,
    cents,
  ]);
}

/**
 * The auto-transfer switch (/api/uptransferstatus): only `transferstatus` is written, never
 * anything else the request carries (the legacy server mass-assigned the whole body).
 */
import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../lib/errors.ts';
import { str } from '../../lib/input.ts';

export function parseTransferStatus(value: unknown): 0 | 1 {
  const text = str(value, 5);
  if (text === '0' || text === '1') return Number(text) as 0 | 1;
  throw invalid('参数错误');
}

export async function setTransferStatus(q: Queryable, userId: number, status: 0 | 1): Promise<void> {
  await q.query('UPDATE users SET transferstatus = $2, updated_at = now() WHERE id = $1', [userId, status]);
}

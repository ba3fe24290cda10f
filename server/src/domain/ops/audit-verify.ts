/**
 * Walks the operator audit chain (audit-chain.ts) from its first row and reports every break:
 * a gap in seq, a prev_hash that is not the previous row's hash, a hash that does not recompute,
 * or a row recorded outside the chain after it began.
 */
import { one, type Queryable } from '../../db/types.ts';
import { formatBeijing } from '../../lib/time.ts';
import type { ChainBreak, ChainReport } from '../../../../contract/ops/audit-answers.ts';
import { GENESIS_HASH, rowHash, type ChainRow } from './audit-chain.ts';

const BATCH = 1000;
/** Enough to locate the damage; the count says how much there is. */
const MAX_LISTED = 20;

export async function verifyChain(q: Queryable): Promise<ChainReport> {
  const found: ChainBreak[] = [];
  let breaks = 0;
  const flag = (seq: bigint | string, problem: string) => {
    breaks++;
    if (found.length < MAX_LISTED) found.push({ seq: String(seq), problem });
  };
  let expected = 1n;
  let prev = GENESIS_HASH;
  let last: ChainRow | null = null;
  let rows = 0;
  for (;;) {
    const batch = await q.query<ChainRow>(
      `SELECT seq, at, operator, method, path, status, body, prev_hash, hash
         FROM operator_actions WHERE seq >= $1 ORDER BY seq LIMIT ${BATCH}`,
      [expected],
    );
    for (const raw of batch) {
      const row = { ...raw, seq: BigInt(raw.seq as unknown as bigint), status: Number(raw.status) };
      if (row.seq !== expected) flag(row.seq, `missing rows ${expected}…${row.seq - 1n}`);
      if (row.prev_hash !== prev) flag(row.seq, 'prev_hash is not the previous row’s hash');
      if (rowHash(row) !== row.hash) flag(row.seq, 'hash does not match the row (edited)');
      prev = row.hash;
      expected = row.seq + 1n;
      last = row;
      rows++;
    }
    if (batch.length < BATCH) break;
  }
  const outside = await one<{ unchained: number; late: number }>(
    q,
    `SELECT count(*)::int AS unchained,
            count(*) FILTER (WHERE id > (SELECT min(id) FROM operator_actions WHERE seq IS NOT NULL))::int AS late
       FROM operator_actions WHERE seq IS NULL`,
  );
  if ((outside?.late ?? 0) > 0) flag('-', `${outside!.late} row(s) recorded outside the chain after it began`);
  return {
    ok: breaks === 0,
    rows,
    unchained: outside?.unchained ?? 0,
    head: last ? { seq: String(last.seq), hash: last.hash, at: formatBeijing(last.at) } : null,
    breaks,
    listed: found,
  };
}

/**
 * Time-outs and self-exclusions as operators read them: every member restricted now, or one
 * member's whole history. Read only: nothing here (or anywhere) lifts one early.
 */
import type { Queryable } from '../../db/types.ts';
import { formatBeijing } from '../../lib/time.ts';
import { protectionFacts, REOPEN_AT, RESTRICTS, statusView } from './exclusion.ts';
import type { MemberProtection, WireExclusionRow } from '../../../../contract/protection/exclusions.ts';
import { readLimits } from './limits.ts';

interface Row {
  id: number;
  username: string;
  user_id: number;
  kind: string;
  length: number;
  starts_at: Date;
  ends_at: Date;
  reopen_at: Date | null;
  imposed_by: string | null;
  reason: string;
}

const SELECT = `SELECT e.id, u.username, e.user_id, e.kind, e.length, e.starts_at, e.ends_at,
       ${REOPEN_AT} AS reopen_at, e.imposed_by, e.reason
  FROM protection_exclusions e JOIN users u ON u.id = e.user_id`;

const toWire = (r: Row): WireExclusionRow => ({
  id: r.id,
  username: r.username,
  user_id: r.user_id,
  kind: r.kind,
  length: r.length,
  starts_at: formatBeijing(r.starts_at),
  ends_at: formatBeijing(r.ends_at),
  reopen_at: r.reopen_at ? formatBeijing(r.reopen_at) : null,
  imposed_by: r.imposed_by,
  reason: r.reason,
});

/** Every restriction in force now (closed self-exclusions awaiting reopening too), soonest end first. */
export async function restrictedMembers(q: Queryable): Promise<WireExclusionRow[]> {
  const rows = await q.query<Row>(`${SELECT} WHERE ${RESTRICTS} ORDER BY e.ends_at, e.id`);
  return rows.map(toWire);
}

/** One member's time-outs and self-exclusions, newest first. */
export async function memberExclusions(q: Queryable, userId: number): Promise<WireExclusionRow[]> {
  const rows = await q.query<Row>(`${SELECT} WHERE e.user_id = $1 ORDER BY e.starts_at DESC, e.id DESC`, [userId]);
  return rows.map(toWire);
}

/** One member's protection as the operator sees it: the state now, every restriction, the limits. */
export async function memberProtection(
  q: Queryable,
  user: { id: number; username: string },
): Promise<MemberProtection> {
  const [facts, rows, limits] = await Promise.all([
    protectionFacts(q, user.id),
    memberExclusions(q, user.id),
    readLimits(q, user.id),
  ]);
  return { username: user.username, user_id: user.id, status: statusView(facts), rows, limits: limits.limits };
}

/**
 * A member's protection state, read with the database's clock (tests move rows' times back):
 * restricted while a time-out or self-exclusion has not ended, and after a self-exclusion ends
 * until 24 hours after the member asked to reopen. The member scope refuses every call but the
 * allowed few while restricted (exclusion-scope.ts).
 */
import type { Queryable } from '../../db/types.ts';
import { formatBeijing } from '../../lib/time.ts';
import {
  EXCLUSION_MESSAGES,
  REOPEN_DELAY_HOURS,
  type ExclusionKind,
  type WireProtectionStatus,
} from '../../../../contract/protection/exclusions.ts';

/** SQL (alias e): when a self-exclusion's reopen request takes effect. */
export const REOPEN_AT = `e.reopen_requested_at + make_interval(hours => ${REOPEN_DELAY_HOURS})`;
/** SQL (alias e): the row still restricts its member now. */
export const RESTRICTS = `e.starts_at <= now() AND (e.ends_at > now()
  OR (e.kind = 'exclusion' AND (e.reopen_requested_at IS NULL OR ${REOPEN_AT} > now())))`;

export interface ProtectionFacts {
  state: WireProtectionStatus['state'];
  until: Date | null;
  reopenAt: Date | null;
}

export const OPEN: ProtectionFacts = { state: 'open', until: null, reopenAt: null };

export interface StateRow {
  kind: ExclusionKind;
  ends_at: Date;
  active: boolean;
  reopen_at: Date | null;
}

/**
 * SQL: the row (at most one, the columns of StateRow) of the restriction that decides what member
 * `$1` may do now, the longest running one first. Also a lateral join of the limits guard's read,
 * and written out again in migration 090 (a transfer in one statement): change both together.
 */
export const RESTRICTION_ROW = `SELECT e.kind, e.ends_at, e.ends_at > now() AS active, ${REOPEN_AT} AS reopen_at
       FROM protection_exclusions e
      WHERE e.user_id = $1 AND ${RESTRICTS}
      ORDER BY (e.ends_at > now()) DESC, e.ends_at DESC LIMIT 1`;

/** The restriction that decides what the member may do now (the longest running one first). */
export async function protectionFacts(q: Queryable, userId: number): Promise<ProtectionFacts> {
  const rows = await q.query<StateRow>(RESTRICTION_ROW, [userId]);
  return factsOf(rows[0]);
}

/** The facts of RESTRICTION_ROW's row (none: open). */
export function factsOf(row: StateRow | undefined): ProtectionFacts {
  if (!row) return OPEN;
  if (row.active) return { state: row.kind, until: row.ends_at, reopenAt: null };
  if (!row.reopen_at) return { state: 'closed', until: row.ends_at, reopenAt: null };
  return { state: 'reopening', until: row.ends_at, reopenAt: row.reopen_at };
}

/** What a refused call says in this state (null when open). */
export function restrictionMessage(facts: ProtectionFacts): string | null {
  switch (facts.state) {
    case 'open':
      return null;
    case 'timeout':
      return EXCLUSION_MESSAGES.timeout(formatBeijing(facts.until!));
    case 'exclusion':
      return EXCLUSION_MESSAGES.exclusion(formatBeijing(facts.until!));
    case 'closed':
      return EXCLUSION_MESSAGES.closed;
    case 'reopening':
      return EXCLUSION_MESSAGES.reopening(formatBeijing(facts.reopenAt!));
  }
}

export function statusView(facts: ProtectionFacts): WireProtectionStatus {
  return {
    state: facts.state,
    until: facts.until ? formatBeijing(facts.until) : null,
    reopen_at: facts.reopenAt ? formatBeijing(facts.reopenAt) : null,
    message: restrictionMessage(facts),
  };
}

/** The member's state as the wire says it, or undefined when open (login answer, /api/user). */
export async function restrictionView(q: Queryable, userId: number): Promise<WireProtectionStatus | undefined> {
  const facts = await protectionFacts(q, userId);
  return facts.state === 'open' ? undefined : statusView(facts);
}

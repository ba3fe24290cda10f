/**
 * An agent's direct downline: the members who registered through the agent's invite link
 * (users.pid = the agent's id), the only ones a 下级转账 may pay. Disabled and play-money accounts
 * are not offered and cannot be paid (answered as unknown: 202 用户不存在).
 */
import { one, type Queryable } from '../../db/types.ts';
import { refuse } from '../../lib/errors.ts';
import { formatBeijing } from '../../lib/time.ts';
import type { UserRow } from '../accounts/users.ts';
import { USER_ACTIVE } from '../accounts/users.ts';
import { DOWNLINE_CODES, DOWNLINE_MESSAGES, DOWNLINE_SEARCH_MAX } from '../../../../contract/downline/rules.ts';
import type { WireDownline } from '../../../../contract/downline/schemas.ts';

/** Only an agent may list or pay a downline (500 仅代理可使用下级转账). */
export function requireAgent(user: Pick<UserRow, 'isagent'>): void {
  if (user.isagent !== 1) throw refuse(DOWNLINE_CODES.refused, DOWNLINE_MESSAGES.notAgent);
}

export interface DownlineTarget {
  id: number;
  username: string;
}

interface TargetRow {
  id: number;
  username: string;
  pid: number | null;
  status: number;
  is_trial: boolean;
}

/**
 * The member `username` names, if the agent may pay them: 202 用户不存在 (unknown, disabled, a trial
 * account), 500 该会员不是您的下级 (pid is not the agent: the agent themself, a downline's downline).
 * With `lock` the member's row is locked (FOR NO KEY UPDATE, the lock order of docs/MONEY.md: the
 * users row before the ledger accounts), so the checks hold until the movement commits.
 */
export async function findDownlineTarget(
  q: Queryable,
  agentId: number,
  username: string,
  options: { lock?: boolean } = {},
): Promise<DownlineTarget> {
  const row = await one<TargetRow>(
    q,
    `SELECT id, username, pid, status, is_trial FROM users WHERE lower(username) = lower($1)${
      options.lock ? ' FOR NO KEY UPDATE' : ''
    }`,
    [username],
  );
  if (!row || row.status !== USER_ACTIVE || row.is_trial)
    throw refuse(DOWNLINE_CODES.unknownMember, DOWNLINE_MESSAGES.unknownMember);
  if (row.pid !== agentId) throw refuse(DOWNLINE_CODES.refused, DOWNLINE_MESSAGES.notDownline);
  return { id: row.id, username: row.username };
}

/** `%`, `_` and `\` typed by the agent are letters, not patterns. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The active direct downline, newest first, optionally only names containing `search`. */
export async function listDownlines(
  q: Queryable,
  agentId: number,
  search: string,
  page: { limit: number; offset: number },
): Promise<{ rows: WireDownline[]; total: number }> {
  const params: unknown[] = [agentId, USER_ACTIVE];
  let where = 'pid = $1 AND status = $2 AND NOT is_trial';
  const needle = search.trim().slice(0, DOWNLINE_SEARCH_MAX);
  if (needle) {
    params.push(likeContaining(needle));
    where += ` AND username ILIKE $${params.length}`;
  }
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE ${where}`, params);
  const rows = await q.query<{ id: number; username: string; created_at: Date }>(
    `SELECT id, username, created_at FROM users WHERE ${where} ORDER BY id DESC
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, Math.trunc(page.limit), Math.trunc(page.offset)],
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({ id: r.id, username: r.username, created_at: formatBeijing(r.created_at) })),
  };
}

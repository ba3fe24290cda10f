/**
 * Operator views of the user base.
 */
import type { Queryable } from '../../db/types.ts';
import { formatCents, toCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';

export interface UserSummary {
  id: number;
  username: string;
  balance: string;
  created_at: string;
  is_trial: boolean;
  status: 'active' | 'disabled';
}

export interface UserListQuery {
  limit: number;
  offset: number;
  /** Substring of the user name (case-insensitive). */
  search?: string;
  includeTrial: boolean;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listUsers(q: Queryable, query: UserListQuery): Promise<{ users: UserSummary[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.search) {
    params.push(`%${escapeLike(query.search.toLowerCase())}%`);
    where.push(`lower(u.username) LIKE $${params.length}`);
  }
  if (!query.includeTrial) where.push('NOT u.is_trial');
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${filter}`, params);
  const rows = await q.query<{
    id: number;
    username: string;
    balance: unknown;
    created_at: Date;
    is_trial: boolean;
    status: number;
  }>(
    `SELECT u.id, u.username, u.is_trial, u.status, u.created_at, coalesce(a.balance, 0) AS balance
     FROM users u LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.wallet = 'main'
     ${filter} ORDER BY u.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, query.offset],
  );
  return {
    total: count?.n ?? 0,
    users: rows.map((r) => ({
      id: r.id,
      username: r.username,
      balance: formatCents(toCents(r.balance)),
      created_at: formatBeijing(r.created_at),
      is_trial: r.is_trial,
      status: r.status === 1 ? 'active' : 'disabled',
    })),
  };
}

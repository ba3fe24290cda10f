/**
 * What /inviter shows a member: the overview of their direct invitees, the gift-money records
 * (invite rewards paid to them: state 1, not the held or refused ones) and the friends list, each optionally within a Beijing date range.
 */
import type { Queryable } from '../../db/types.ts';
import { formatCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';
import { DEPOSIT_STATE } from '../deposits/deposit-row.ts';

/** A Beijing day range, both ends included; null ends are open. */
export interface DayRange {
  from: Date | null;
  /** The instant after the last included day. */
  to: Date | null;
}

/** An invitee's name as the inviter sees it: the first and last two characters. */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

function rangeSql(column: string, range: DayRange, params: unknown[]): string {
  let sql = '';
  if (range.from) {
    params.push(range.from);
    sql += ` AND ${column} >= $${params.length}`;
  }
  if (range.to) {
    params.push(range.to);
    sql += ` AND ${column} < $${params.length}`;
  }
  return sql;
}

export interface InviteOverview {
  /** Direct invitees, all time. */
  direct: number;
  /** Registered today (Beijing). */
  today: number;
  /** Invitees with at least one approved deposit. */
  depositors: number;
  /** Invite rewards paid to this member, all time (yuan). */
  total_gift: string;
}

export async function inviteOverview(q: Queryable, userId: number, todayStart: Date): Promise<InviteOverview> {
  const [row] = await q.query<{ direct: number; today: number; depositors: number; total: bigint | null }>(
    `SELECT
       (SELECT count(*)::int FROM users WHERE pid = $1) AS direct,
       (SELECT count(*)::int FROM users WHERE pid = $1 AND created_at >= $2) AS today,
       (SELECT count(DISTINCT d.user_id)::int FROM deposits d JOIN users u ON u.id = d.user_id
         WHERE u.pid = $1 AND d.state = $3) AS depositors,
       (SELECT sum(amount) FROM invite_rewards WHERE inviter_id = $1 AND state = 1) AS total`,
    [userId, todayStart, DEPOSIT_STATE.approved],
  );
  return {
    direct: row?.direct ?? 0,
    today: row?.today ?? 0,
    depositors: row?.depositors ?? 0,
    total_gift: formatCents(BigInt(row?.total ?? 0n)),
  };
}

export interface GiftRow {
  id: number;
  friend: string;
  amount: string;
  created_at: string;
}

export async function inviteGifts(
  q: Queryable,
  userId: number,
  range: DayRange,
  page: { limit: number; offset: number },
): Promise<{ rows: GiftRow[]; total: number }> {
  const params: unknown[] = [userId];
  const where = `r.inviter_id = $1 AND r.state = 1${rangeSql('r.created_at', range, params)}`;
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM invite_rewards r WHERE ${where}`,
    params,
  );
  const rows = await q.query<{ id: number; username: string; amount: bigint; created_at: Date }>(
    `SELECT r.id, u.username, r.amount, r.created_at FROM invite_rewards r JOIN users u ON u.id = r.invitee_id
     WHERE ${where} ORDER BY r.id DESC LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`,
    params,
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      friend: maskName(r.username),
      amount: formatCents(BigInt(r.amount)),
      created_at: formatBeijing(r.created_at),
    })),
  };
}

export interface FriendRow {
  id: number;
  username: string;
  created_at: string;
  /** Approved deposits, all time (yuan). */
  deposit: string;
  /** The reward this friend earned the member ('0.00' when none yet). */
  gift: string;
}

export async function inviteFriends(
  q: Queryable,
  userId: number,
  range: DayRange,
  page: { limit: number; offset: number },
): Promise<{ rows: FriendRow[]; total: number }> {
  const params: unknown[] = [userId];
  const where = `u.pid = $1${rangeSql('u.created_at', range, params)}`;
  const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${where}`, params);
  params.push(DEPOSIT_STATE.approved);
  const rows = await q.query<{
    id: number;
    username: string;
    created_at: Date;
    deposit: bigint | null;
    gift: bigint | null;
  }>(
    `SELECT u.id, u.username, u.created_at,
       (SELECT sum(amount) FROM deposits d WHERE d.user_id = u.id AND d.state = $${params.length}) AS deposit,
       (SELECT amount FROM invite_rewards r WHERE r.invitee_id = u.id AND r.state = 1) AS gift
     FROM users u WHERE ${where} ORDER BY u.id DESC LIMIT ${Math.trunc(page.limit)} OFFSET ${Math.trunc(page.offset)}`,
    params,
  );
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      username: maskName(r.username),
      created_at: formatBeijing(r.created_at),
      deposit: formatCents(BigInt(r.deposit ?? 0n)),
      gift: formatCents(BigInt(r.gift ?? 0n)),
    })),
  };
}

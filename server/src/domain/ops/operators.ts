/**
 * Named operators: each has a role (contract/ops/roles.ts) and a token of their own (32 random
 * bytes, shown once, stored as its SHA-256 hash) that works for a limited time (OPS_TOKEN_DAYS
 * after it is issued or rotated). Every operator API call is recorded with their name
 * (audit-chain.ts), and money actions carry it as the ledger's actor. The root OPS_TOKEN (when
 * set) acts as "ops", an admin.
 */
import { createHash, randomBytes } from 'node:crypto';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import { one, type Queryable } from '../../db/types.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import type { OperatorRole } from '../../../../contract/ops/roles.ts';

export const ROOT_OPERATOR = 'ops';
export const OPERATOR_NAME_RE = /^[a-z][a-z0-9_.-]{1,31}$/;

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export class OperatorError extends Error {}

/** A new token and when it stops working. */
export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** Creates `name` with `role` and returns its token (the only time it is seen). */
export async function addOperator(
  q: Queryable,
  operator: { name: string; role: OperatorRole; days: number },
  createdBy: string,
): Promise<IssuedToken> {
  const { name, role, days } = operator;
  if (!OPERATOR_NAME_RE.test(name) || name === ROOT_OPERATOR) throw new OperatorError(OPS_REFUSALS.operatorName);
  const token = newToken();
  try {
    const [row] = await q.query<{ expires_at: Date }>(
      `INSERT INTO operators (name, token_hash, created_by, role, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5::int)) RETURNING expires_at`,
      [name, hash(token), createdBy, role, days],
    );
    return { token, expiresAt: row!.expires_at };
  } catch (error) {
    if (isUniqueViolation(error)) throw new OperatorError(OPS_REFUSALS.operatorTaken(name));
    throw error;
  }
}

/**
 * A new token for a live operator (the old one stops at once), valid `days`, with the operator's
 * role; null: no such operator.
 */
export async function rotateOperator(
  q: Queryable,
  name: string,
  days: number,
): Promise<(IssuedToken & { role: OperatorRole }) | null> {
  const token = newToken();
  const row = await one<{ expires_at: Date; role: OperatorRole }>(
    q,
    `UPDATE operators SET token_hash = $2, rotated_at = now(), expires_at = now() + make_interval(days => $3::int)
      WHERE name = $1 AND revoked_at IS NULL RETURNING expires_at, role`,
    [name, hash(token), days],
  );
  return row ? { token, expiresAt: row.expires_at, role: row.role } : null;
}

/** Gives a live operator another role; false when there is no such live operator. */
export async function setOperatorRole(q: Queryable, name: string, role: OperatorRole): Promise<boolean> {
  const rows = await q.query('UPDATE operators SET role = $2 WHERE name = $1 AND revoked_at IS NULL RETURNING id', [
    name,
    role,
  ]);
  return rows.length > 0;
}

/** Revokes `name`'s token at once; false when there is no such live operator. */
export async function revokeOperator(q: Queryable, name: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE operators SET revoked_at = now() WHERE name = $1 AND revoked_at IS NULL RETURNING id',
    [name],
  );
  return rows.length > 0;
}

/** Who a token belongs to: a live operator, one whose token has expired, or nobody (null). */
export interface TokenHolder {
  name: string;
  role: OperatorRole;
  expired: boolean;
}

/** The unrevoked operator a token belongs to, expired or not, or null. */
export async function operatorForToken(q: Queryable, token: string): Promise<TokenHolder | null> {
  if (token.length > 128) return null;
  return one<TokenHolder>(
    q,
    `SELECT name, role, expires_at <= now() AS expired
       FROM operators WHERE token_hash = $1 AND revoked_at IS NULL`,
    [hash(token)],
  );
}

/** Operators whose tokens work now (neither revoked nor expired). */
export async function liveOperatorCount(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM operators WHERE revoked_at IS NULL AND expires_at > now()',
  );
  return row?.n ?? 0;
}

export interface OperatorRow {
  name: string;
  role: OperatorRole;
  created_by: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export async function listOperators(q: Queryable): Promise<OperatorRow[]> {
  return q.query<OperatorRow>(
    'SELECT name, role, created_by, created_at, expires_at, revoked_at FROM operators ORDER BY id',
  );
}

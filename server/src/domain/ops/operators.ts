/**
 * Named operators: each has a token of their own (32 random bytes, shown once, stored as its
 * SHA-256 hash), every operator API call is recorded with their name (audit-chain.ts), and money
 * actions carry it as the ledger's actor. The root OPS_TOKEN (when set) acts as "ops".
 */
import { createHash, randomBytes } from 'node:crypto';
import { one, type Queryable } from '../../db/types.ts';
import { isUniqueViolation } from '../../lib/errors.ts';

export const ROOT_OPERATOR = 'ops';
export const OPERATOR_NAME_RE = /^[a-z][a-z0-9_.-]{1,31}$/;

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export class OperatorError extends Error {}

/** Creates `name` and returns its token (the only time it is seen). */
export async function addOperator(q: Queryable, name: string, createdBy: string): Promise<string> {
  if (!OPERATOR_NAME_RE.test(name) || name === ROOT_OPERATOR)
    throw new OperatorError('名称应为 2 至 32 个小写字母、数字或 _ . -，以字母开头，且不能是 "ops"');
  const token = randomBytes(32).toString('base64url');
  try {
    await q.query('INSERT INTO operators (name, token_hash, created_by) VALUES ($1, $2, $3)', [
      name,
      hash(token),
      createdBy,
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new OperatorError(`运营人员 "${name}" 已存在`);
    throw error;
  }
  return token;
}

/** Revokes `name`'s token at once; false when there is no such live operator. */
export async function revokeOperator(q: Queryable, name: string): Promise<boolean> {
  const rows = await q.query(
    'UPDATE operators SET revoked_at = now() WHERE name = $1 AND revoked_at IS NULL RETURNING id',
    [name],
  );
  return rows.length > 0;
}

/** The live operator a token belongs to, or null. */
export async function operatorForToken(q: Queryable, token: string): Promise<string | null> {
  if (token.length > 128) return null;
  const row = await one<{ name: string }>(
    q,
    'SELECT name FROM operators WHERE token_hash = $1 AND revoked_at IS NULL',
    [hash(token)],
  );
  return row?.name ?? null;
}

export async function liveOperatorCount(q: Queryable): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM operators WHERE revoked_at IS NULL');
  return row?.n ?? 0;
}

export interface OperatorRow {
  name: string;
  created_by: string;
  created_at: Date;
  revoked_at: Date | null;
}

export async function listOperators(q: Queryable): Promise<OperatorRow[]> {
  return q.query<OperatorRow>('SELECT name, created_by, created_at, revoked_at FROM operators ORDER BY id');
}

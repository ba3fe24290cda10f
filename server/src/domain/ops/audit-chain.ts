/**
 * The operator audit as a hash chain (migration 055). Each row: seq (1, 2, 3…), when, who, the call
 * (method, path, status), the body of the change with secrets left out, the previous row's hash
 * and its own: sha256 over a canonical serialisation of all of these. Editing a row changes its
 * hash; removing one leaves a gap in seq and a prev_hash that matches nothing; so a walk from the
 * first row finds either. (Removing the newest rows leaves no gap: compare the head with one noted
 * elsewhere; `npm run ops -- audit-log verify` prints it.)
 *
 * Appends are serialised by a transaction-scoped advisory lock taken inside the action's own
 * transaction, so two operators acting at once never fork the chain: the second waits for the
 * first to commit and then reads its row as the head.
 */
import { createHash } from 'node:crypto';
import type { AuditAction } from '../../../../contract/ops/audit-answers.ts';
import { one, type Db, type Queryable } from '../../db/types.ts';
import { formatBeijing } from '../../lib/time.ts';

export const GENESIS_HASH = '0'.repeat(64);
/** Arbitrary constant (next to migrate.ts's 7_302_401): the chain's append lock. */
const CHAIN_LOCK_KEY = 7_302_402;
const PATH_MAX = 500;
/** Keys whose values never enter the record. */
const SECRET_KEY_RE = /token|password|passwd|secret|paypass/i;
const NUL = String.fromCharCode(0);

export interface OperatorAction {
  operator: string;
  method: string;
  path: string;
  status: number;
  /** The validated body of a change (secrets are left out here); null for reads. */
  body?: unknown;
}

/** A stored row: the fields /admin/audit-log answers (contract/ops/audit-answers.ts) and prev_hash. */
export interface ChainRow extends Omit<AuditAction, 'seq' | 'at'> {
  seq: bigint;
  at: Date;
  prev_hash: string;
}

/** Keys sorted at every level, secrets replaced, NULs dropped: one text for one body. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, SECRET_KEY_RE.test(key) ? '[secret]' : canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return typeof value === 'string' ? value.replaceAll(NUL, '') : value;
}

/** The stored text of a body: canonical JSON, or null when there is none. */
export function bodyText(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  return JSON.stringify(canonical(body));
}

/** sha256 over the row's fields in a fixed order and the previous hash. */
export function rowHash(row: Omit<ChainRow, 'hash'>): string {
  const fields = [
    String(row.seq),
    row.at.toISOString(),
    row.operator,
    row.method,
    row.path,
    row.status,
    row.body,
    row.prev_hash,
  ];
  return createHash('sha256').update(JSON.stringify(fields), 'utf8').digest('hex');
}

/** Appends one row. Call it inside the action's transaction, as its last statement. */
export async function appendOperatorAction(q: Queryable, action: OperatorAction): Promise<bigint> {
  await q.query('SELECT pg_advisory_xact_lock($1)', [CHAIN_LOCK_KEY]);
  const head = await one<{ seq: unknown; hash: string }>(
    q,
    'SELECT seq, hash FROM operator_actions WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT 1',
  );
  // JS milliseconds survive timestamptz exactly, so the hash recomputes from what is stored.
  const row: Omit<ChainRow, 'hash'> = {
    seq: head ? BigInt(head.seq as bigint) + 1n : 1n,
    at: new Date(),
    operator: action.operator,
    method: action.method,
    path: action.path.slice(0, PATH_MAX),
    status: action.status,
    body: bodyText(action.body),
    prev_hash: head?.hash ?? GENESIS_HASH,
  };
  await q.query(
    `INSERT INTO operator_actions (seq, at, operator, method, path, status, body, prev_hash, hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [row.seq, row.at, row.operator, row.method, row.path, row.status, row.body, row.prev_hash, rowHash(row)],
  );
  return row.seq;
}

/** Appends one row in a transaction of its own (reads, refusals: nothing else to join). */
export async function recordOperatorAction(db: Db, action: OperatorAction): Promise<bigint> {
  return db.tx((q) => appendOperatorAction(q, action));
}

/** The newest `limit` rows of the chain, newest first, as /admin/audit-log answers them. */
export async function newestActions(q: Queryable, limit: number): Promise<AuditAction[]> {
  const rows = await q.query<Omit<ChainRow, 'prev_hash'>>(
    `SELECT seq, at, operator, method, path, status, body, hash FROM operator_actions
      WHERE seq IS NOT NULL ORDER BY seq DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    seq: String(r.seq),
    at: formatBeijing(r.at),
    operator: r.operator,
    method: r.method,
    path: r.path,
    status: Number(r.status),
    body: r.body,
    hash: r.hash,
  }));
}

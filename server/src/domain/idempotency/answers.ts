/**
 * Money-moving calls with an `Idempotency-Key` (already scoped per member): the first answer is
 * stored in `idempotent_answers` IN THE SAME TRANSACTION as the work it describes, so
 *  - a retry after the answer was lost gets that answer back (and moves nothing),
 *  - a concurrent retry waits on the key row (PostgreSQL blocks the second INSERT until the
 *    first transaction ends; PGlite runs one transaction at a time) and then gets the answer,
 *  - a business refusal (210 balance, 214 minimum ...) is an answer too: the work is rolled back
 *    to a savepoint, the refusal is stored and replayed.
 * A key reused with a different request body is refused (409) rather than replayed.
 * Without a key the work simply runs in one transaction and refusals are thrown.
 */
import { createHmac } from 'node:crypto';
import { COMMON_MESSAGES } from '../../../../contract/common/rules.ts';
import { one, type Db, type Queryable } from '../../db/types.ts';
import { refusalOf, type Answer } from '../../lib/error-answer.ts';

export type { Answer };

export interface AnsweredCall {
  answer: Answer;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

export const KEY_REUSED: Answer = { code: 409, message: COMMON_MESSAGES.keyReused, data: [] };

/** Deterministic JSON (sorted keys) so the same body always has the same fingerprint. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Fields that are secrets (pay and login passwords): never part of a stored fingerprint. */
const SECRET_FIELDS = new Set([
  'password',
  'paypassword',
  'pay_pass',
  'pay_password',
  'oldpassword',
  'newpassword',
  'old_password',
  'new_password',
  'confirmpass',
  'repassword',
]);

function withoutSecrets(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(([key]) => !SECRET_FIELDS.has(key.toLowerCase())),
  );
}

/**
 * What identifies a request under its key: an HMAC under the server secret (a database reader
 * cannot test guesses of the body against it) over the route and the body without its secret
 * fields (a pay password never reaches the table in any form).
 */
export function fingerprint(secret: string, route: string, body: unknown): string {
  return createHmac('sha256', secret)
    .update(route)
    .update('\n')
    .update(stable(withoutSecrets(body)))
    .digest('hex');
}

interface StoredRow {
  fingerprint: string;
  answer: Answer | null;
}

function replayOf(row: StoredRow, print: string): AnsweredCall {
  if (row.fingerprint !== print || !row.answer) return { answer: KEY_REUSED, replayed: true };
  return { answer: row.answer, replayed: true };
}

export interface IdempotentCall {
  /** Member-scoped key (memberIdempotencyKey) or undefined. */
  key: string | undefined;
  route: string;
  /** The request parameters, for the fingerprint. */
  body: unknown;
  /** Keys the fingerprint (the server secret). */
  secret: string;
}

/**
 * Runs `work` once per key. `prepare` runs before the transaction on a first request only
 * (slow checks such as a pay-password hash); its refusals are thrown, never stored.
 * Successful answers have code 200; refusals come back as answers when a key was given.
 */
export async function runIdempotent(
  db: Db,
  call: IdempotentCall,
  work: (q: Queryable) => Promise<Answer>,
  prepare?: () => Promise<void>,
): Promise<AnsweredCall> {
  if (!call.key) {
    if (prepare) await prepare();
    return { answer: await db.tx(work), replayed: false };
  }
  const key = call.key;
  const print = fingerprint(call.secret, call.route, call.body);
  const earlier = await one<StoredRow>(db, 'SELECT fingerprint, answer FROM idempotent_answers WHERE key = $1', [key]);
  if (earlier?.answer) return replayOf(earlier, print);
  if (prepare) await prepare();

  return db.tx(async (q) => {
    const claimed = await q.query(
      `INSERT INTO idempotent_answers (key, route, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO NOTHING RETURNING key`,
      [key, call.route, print],
    );
    if (claimed.length === 0) {
      // Another request with this key committed while we were preparing (or we waited for it).
      const row = await one<StoredRow>(q, 'SELECT fingerprint, answer FROM idempotent_answers WHERE key = $1', [key]);
      return replayOf(row!, print);
    }
    await q.query('SAVEPOINT idempotent_work');
    let answer: Answer;
    try {
      answer = await work(q);
    } catch (error) {
      // The refusal is the stored answer (sent with HTTP 200 like every idempotent answer).
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      await q.query('ROLLBACK TO SAVEPOINT idempotent_work');
      answer = refusal.answer;
    }
    await q.query('UPDATE idempotent_answers SET answer = $2::json WHERE key = $1', [key, JSON.stringify(answer)]);
    return { answer, replayed: false };
  });
}

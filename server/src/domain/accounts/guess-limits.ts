/**
 * Guess limits on secrets (login password, pay password, the old password of a change), kept in
 * the database so they hold across processes. Each attempt is taken in ONE statement that counts
 * and checks together before the secret is compared: N parallel guesses take N slots, and only
 * those within the limit are compared. A right answer gives the failure slots back. Within a
 * process the checks of one key also run one at a time (guessLock).
 *
 * Login has two keys, so nobody can lock anyone else out:
 *  - name + client address: 5 attempts per 5 minutes, then 429 from that address only;
 *  - name alone, over every address: never a lock, a back-off. After 10 attempts in 15 minutes
 *    each further attempt must wait 2^(n−10) s since the last one, at most 30 s; attempts inside
 *    the wait are refused without being compared and without counting.
 * And per client address over every name (an IPv6 /64): LOGIN_ADDRESS_FAIL_LIMIT failed logins an
 * hour (unknown names included), then 429 from that address; a right password gives its attempt back.
 * Pay password (and old-password checks) per member: 5 wrong per 5 minutes, plus at most 10 pay-password
 * checks per 10 minutes (PAY_CHECK_LIMIT) right or wrong, so one member cannot keep the hashing gate busy (passwords.ts).
 */
import type { Queryable } from '../../db/types.ts';
import { addressKey } from '../../lib/address-key.ts';
import { KeyedLock } from '../../lib/keyed-lock.ts';

/**
 * Checks of one key run one after another in a process, so a member's parallel right answers
 * each see the one before cleared (never a false 429); across processes the counted attempt still
 * bounds how many compares can run at once.
 */
export const guessLock = new KeyedLock();

export interface GuessRule {
  /** Attempts allowed in the window; beyond them every attempt is refused until it ends. */
  max: number;
  windowSeconds: number;
  /** From this many attempts on, each attempt waits 2^(n − backoffAfter) s after the last. */
  backoffAfter?: number;
  maxDelaySeconds?: number;
}

/** Per name and client address; `max` comes from LOGIN_FAIL_LIMIT. */
export const loginByAddress = (max: number): GuessRule => ({ max, windowSeconds: 300 });
/** Failed logins per client address over every name in an hour; `max` comes from LOGIN_ADDRESS_FAIL_LIMIT. */
export const loginFailuresByAddress = (max: number): GuessRule => ({ max, windowSeconds: 3600 });
/** Per name over every address: a back-off anyone may cause but nobody can turn into a lock. */
export const LOGIN_BY_NAME: GuessRule = {
  max: 1_000_000,
  windowSeconds: 900,
  backoffAfter: 10,
  maxDelaySeconds: 30,
};
/** Wrong pay or old passwords per member; `max` comes from LOGIN_FAIL_LIMIT. */
export const secretByMember = (max: number): GuessRule => ({ max, windowSeconds: 300 });
/**
 * Pay-password checks per member in 10 minutes, right or wrong (each costs a scrypt); `max` comes
 * from PAY_CHECK_LIMIT (10): binding a card or asking for a withdrawal takes one, and nobody
 * honest does ten of those in ten minutes.
 */
export const payChecksByMember = (max: number): GuessRule => ({ max, windowSeconds: 600 });

/**
 * Takes one attempt under `rule`; false when refused (over the limit or inside the back-off).
 * A refused attempt changes nothing. One statement: the row lock orders concurrent attempts.
 * Times are clock_timestamp(), not now(): now() is when the waiting transaction began, which may
 * be before the attempt it waited for, so that attempt would look like it came from the future.
 */
export async function takeAttempt(q: Queryable, key: string, rule: GuessRule): Promise<boolean> {
  const rows = await q.query<{ attempts: number }>(
    `INSERT INTO guess_counters AS g (key, window_start, attempts, last_at)
       VALUES ($1, clock_timestamp(), 1, clock_timestamp())
     ON CONFLICT (key) DO UPDATE SET
       attempts = CASE WHEN g.window_start <= clock_timestamp() - make_interval(secs => $2) THEN 1 ELSE g.attempts + 1 END,
       window_start = CASE WHEN g.window_start <= clock_timestamp() - make_interval(secs => $2)
                      THEN clock_timestamp() ELSE g.window_start END,
       last_at = clock_timestamp()
     WHERE g.window_start <= clock_timestamp() - make_interval(secs => $2)
        OR (g.attempts < $3
            AND (g.attempts < $4
                 OR g.last_at <= clock_timestamp() - make_interval(secs => LEAST($5::float8, power(2, g.attempts - $4)::float8))))
     RETURNING attempts`,
    [key, rule.windowSeconds, rule.max, rule.backoffAfter ?? 2_000_000_000, rule.maxDelaySeconds ?? 0],
  );
  return rows.length > 0;
}

/** A right answer: the failure counts of these keys start again. */
export async function clearAttempts(q: Queryable, keys: string[]): Promise<void> {
  await q.query('DELETE FROM guess_counters WHERE key = ANY($1::text[])', [keys]);
}

/** A right answer on a budget that counts only failures: its attempt is given back. */
export async function giveBackAttempt(q: Queryable, key: string): Promise<void> {
  await q.query('UPDATE guess_counters SET attempts = GREATEST(attempts - 1, 0) WHERE key = $1', [key]);
}

/** Keys never collide: names are letters and digits, kinds are fixed words. */
export const guessKeys = {
  /** Addresses go through addressKey(): an IPv6 client counts as its /64. */
  loginByAddress: (name: string, ip: string) => `login:${name.toLowerCase()}@${addressKey(ip)}`,
  loginFailuresByAddress: (ip: string) => `login-failures@${addressKey(ip)}`,
  loginByName: (name: string) => `login:${name.toLowerCase()}`,
  secret: (kind: string, userId: number) => `${kind}:${userId}`,
  payChecks: (userId: number) => `pay-checks:${userId}`,
};

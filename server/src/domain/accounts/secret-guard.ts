/**
 * Guessing guard for the secrets checked behind a session: the pay password (bind card,
 * withdraw) and the old password of a password change. Like the login lockout, wrong answers are
 * counted per account in the database; at the limit within 5 minutes the check is refused
 * (429) before the secret is even compared. A right answer clears the count.
 */
import type { Queryable } from '../../db/types.ts';
import { tooMany } from '../../lib/errors.ts';
import { clearFailures, recentFailures, recordFailure } from './login-failures.ts';
import { verifySecret } from './passwords.ts';

export type GuardedSecret = 'pay' | 'login';

export interface SecretGuard {
  q: Queryable;
  /** Wrong answers allowed per 5 minutes; 0 = no limit. */
  limit: number;
  ip?: string;
}

/** Keys never collide with user names (letters and digits only). */
function guardKey(kind: GuardedSecret, userId: number): string {
  return `${kind}:${userId}`;
}

export async function verifyGuarded(
  guard: SecretGuard,
  kind: GuardedSecret,
  userId: number,
  secret: string,
  stored: string | null,
): Promise<boolean> {
  const key = guardKey(kind, userId);
  if (guard.limit > 0 && (await recentFailures(guard.q, key)) >= guard.limit) throw tooMany();
  const ok = await verifySecret(secret, stored);
  if (ok) await clearFailures(guard.q, key);
  else await recordFailure(guard.q, key, guard.ip ?? '');
  return ok;
}

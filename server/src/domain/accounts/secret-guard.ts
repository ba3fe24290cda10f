/**
 * Guessing guard for the secrets checked behind a session: the pay password (bind card,
 * withdraw) and the old password of a password change. Each check first takes an attempt
 * (guess-limits.ts, counted and checked in one statement): over 5 wrong answers per member in 5
 * minutes, or over 100 pay-password checks per minute, the check is refused (429) before the
 * secret is compared. A right answer clears the wrong-answer count.
 */
import type { Queryable } from '../../db/types.ts';
import { tooMany } from '../../lib/errors.ts';
import {
  clearAttempts,
  guessKeys,
  guessLock,
  PAY_CHECKS_PER_MEMBER,
  secretByMember,
  takeAttempt,
} from './guess-limits.ts';
import { verifySecret } from './passwords.ts';

export type GuardedSecret = 'pay' | 'login';

export interface SecretGuard {
  q: Queryable;
  /** Wrong answers allowed per 5 minutes; 0 = no limit. */
  limit: number;
  ip?: string;
}

export async function verifyGuarded(
  guard: SecretGuard,
  kind: GuardedSecret,
  userId: number,
  secret: string,
  stored: string | null,
): Promise<boolean> {
  if (guard.limit <= 0) return verifySecret(secret, stored);
  const key = guessKeys.secret(kind, userId);
  if (kind === 'pay' && !(await takeAttempt(guard.q, guessKeys.payChecks(userId), PAY_CHECKS_PER_MEMBER)))
    throw tooMany();
  return guessLock.run(key, async () => {
    if (!(await takeAttempt(guard.q, key, secretByMember(guard.limit)))) throw tooMany();
    const ok = await verifySecret(secret, stored);
    if (ok) await clearAttempts(guard.q, [key]);
    return ok;
  });
}

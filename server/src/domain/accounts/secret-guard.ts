/**
 * Guessing guard for the secrets checked behind a session: the pay password (bind card,
 * withdraw) and the old password of a password change. Each check first takes an attempt
 * (guess-limits.ts, counted and checked in one statement): over 5 wrong answers per member in 5
 * minutes, or over PAY_CHECK_LIMIT (10) pay-password checks in 10 minutes, the check is refused (429) before the
 * secret is compared. A right answer clears the wrong-answer count.
 */
import type { RateLimits } from '../../config.ts';
import type { Queryable } from '../../db/types.ts';
import { tooMany } from '../../lib/errors.ts';
import { clearAttempts, guessKeys, guessLock, payChecksByMember, secretByMember, takeAttempt } from './guess-limits.ts';
import { verifySecret } from './passwords.ts';

export type GuardedSecret = 'pay' | 'login';

/** The guard's two limits, from the configuration (guessLimitsOf). */
export interface GuessLimits {
  /** Wrong answers allowed per 5 minutes; 0 = no limit. */
  limit: number;
  /** Pay-password checks per member per 10 minutes, right or wrong; 0 = no cap. */
  payChecks: number;
}

export interface SecretGuard extends GuessLimits {
  q: Queryable;
  ip?: string;
}

export function guessLimitsOf(limits: RateLimits): GuessLimits {
  return { limit: limits.failedLoginsPerNamePer5Minutes, payChecks: limits.payChecksPer10Minutes };
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
  if (
    kind === 'pay' &&
    guard.payChecks > 0 &&
    !(await takeAttempt(guard.q, guessKeys.payChecks(userId), payChecksByMember(guard.payChecks)))
  )
    throw tooMany();
  return guessLock.run(key, async () => {
    if (!(await takeAttempt(guard.q, key, secretByMember(guard.limit)))) throw tooMany();
    const ok = await verifySecret(secret, stored);
    if (ok) await clearAttempts(guard.q, [key]);
    return ok;
  });
}

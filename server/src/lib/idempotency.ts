/**
 * The `Idempotency-Key` header of money-moving calls, scoped per member so one player's key can
 * never replay another player's movement. A key that is sent must be 1–100 characters of
 * letters, digits and `_-:.`; anything else is refused before the call runs (a retry without its
 * protection could move money twice).
 */
import { invalid } from './errors.ts';
import { COMMON_MESSAGES } from '../../../contract/common/rules.ts';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,100}$/;

export const IDEMPOTENCY_KEY_MESSAGE = COMMON_MESSAGES.idempotencyKey;

/** undefined when no key was sent; throws the 1000 refusal for a malformed one. */
export function memberIdempotencyKey(header: unknown, userId: number): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw invalid(IDEMPOTENCY_KEY_MESSAGE);
  return `user:${userId}:${header}`;
}

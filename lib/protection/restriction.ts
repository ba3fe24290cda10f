/**
 * Whether the session's member is restricted (time-out, self-exclusion, closed or reopening;
 * docs/SCREENS.md#restricted), and how to recognise the server's restriction refusal. The
 * refusal's words come from the contract (contract/protection/restriction.ts), never retyped.
 */
import { RESTRICTION_MESSAGES } from '@/contract/protection/restriction';
import type { Protection } from '@/lib/member/user';

export const isRestricted = (user: { protection?: Protection | null } | null | undefined): boolean =>
  !!user?.protection;

/** A message made by `make(date)`: its fixed words around any date. */
function withDate(make: (date: string) => string): (message: string) => boolean {
  const mark = '\u0000';
  const [before, after] = make(mark).split(mark);
  return (m) => m.length > before.length + after.length && m.startsWith(before) && m.endsWith(after);
}

/** The code of the server's protectionRefusal (HTTP 200, body code 403, as other business refusals). */
const CODE_RESTRICTED = 403;

const REFUSAL_MATCHERS: readonly ((message: string) => boolean)[] = [
  withDate(RESTRICTION_MESSAGES.timeout),
  withDate(RESTRICTION_MESSAGES.exclusion),
  (m) => m === RESTRICTION_MESSAGES.closed,
  withDate(RESTRICTION_MESSAGES.reopening),
];

/**
 * A member call refused because the member is restricted: code 403 with one of the state
 * messages (server/src/domain/protection/exclusion-choice.ts protectionRefusal).
 */
export function isRestrictionRefusal(code: number, message: string): boolean {
  return code === CODE_RESTRICTED && REFUSAL_MATCHERS.some((matches) => matches(message.trim()));
}

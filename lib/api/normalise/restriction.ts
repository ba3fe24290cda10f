/**
 * A member's restriction (docs/API.md#protection): the `protection` of the login answer, /api/user
 * and the protection calls' status. `open`, an unknown state or no object at all is no restriction.
 */
import { RESTRICTION_MESSAGES } from '@/contract/protection/restriction';
import type { WireProtectionStatus } from '@/contract/protection/exclusions';
import type { Protection, RestrictionState } from '@/lib/member/user';
import { isObject, str } from './scalars';

const RESTRICTED: readonly RestrictionState[] = ['timeout', 'exclusion', 'closed', 'reopening'];

const isRestrictedState = (v: string): v is RestrictionState => (RESTRICTED as readonly string[]).includes(v);

/** The server's own words for a state, for an answer that sent none (the contract's, never retyped). */
function fallbackMessage(state: RestrictionState, until: string, reopenAt: string): string {
  if (state === 'timeout') return RESTRICTION_MESSAGES.timeout(until);
  if (state === 'exclusion') return RESTRICTION_MESSAGES.exclusion(until);
  if (state === 'reopening') return RESTRICTION_MESSAGES.reopening(reopenAt);
  return RESTRICTION_MESSAGES.closed;
}

export function toProtection(w: WireProtectionStatus | null | undefined): Protection | null {
  if (!isObject(w)) return null;
  const state = str(w.state);
  if (!isRestrictedState(state)) return null;
  const until = str(w.until).trim();
  const reopenAt = str(w.reopen_at).trim();
  return {
    state,
    until: until || null,
    reopenAt: reopenAt || null,
    message: str(w.message).trim() || fallbackMessage(state, until, reopenAt),
  };
}

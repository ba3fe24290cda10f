/**
 * No marketing reaches a restricted member: /api/app's popups and red-packet float are blanked
 * for their token, and inbox messages to every member sent while they were restricted are never
 * shown to them (the member scope refuses the red-packet and inbox calls during the restriction).
 */
import type { Queryable } from '../../db/types.ts';
import type { SessionPolicy } from '../../config.ts';
import { hashToken, tokenFromHeader, sessionForToken } from '../accounts/sessions.ts';
import { protectionFacts, REOPEN_AT } from './exclusion.ts';

/** Whether the request's bearer token (if any) is a restricted member's. */
export async function restrictedBearer(
  q: Queryable,
  authorization: string | undefined,
  policy: SessionPolicy,
): Promise<boolean> {
  const token = tokenFromHeader(authorization);
  if (!token || token.length > 128) return false;
  const session = await sessionForToken(q, hashToken(token), policy);
  if (!session) return false;
  return (await protectionFacts(q, session.userId)).state !== 'open';
}

/**
 * SQL condition (inbox message alias m, member $1): a message to every member that was sent while
 * this member was restricted (a time-out until its end, a self-exclusion until it reopened).
 */
export const SENT_WHILE_RESTRICTED = `EXISTS (SELECT 1 FROM protection_exclusions e
  WHERE e.user_id = $1 AND m.created_at >= e.starts_at AND m.created_at < CASE WHEN e.kind = 'timeout'
    THEN e.ends_at ELSE coalesce(${REOPEN_AT}, 'infinity'::timestamptz) END)`;

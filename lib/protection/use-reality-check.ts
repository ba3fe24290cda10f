'use client';
/** Whether the reality check and the session line run, and the member's chosen interval. */
import { useCallback } from 'react';
import { EXTENSIONS, useExtension } from '@/lib/api/backend';
import { knownMemberId, useSession } from '@/lib/session';
import { useStore } from '@/lib/ui/store';
import { isRestricted } from './restriction';
import { readRealityInterval, realityCheckMember, realityIntervalChanges, writeRealityInterval } from './reality-check';

/**
 * Only with the realityCheck extension and a member who may call it: a restricted member's
 * /api/protectionSession is refused (docs/API.md#protection), so they get neither.
 */
export function useRealityCheckOn(): boolean {
  const { token, user } = useSession();
  const offered = useExtension(EXTENSIONS.realityCheck);
  return offered === true && !!token && !isRestricted(user);
}

/** The member's interval in minutes (0: off) and its setter; null member: nobody to keep it for. */
export function useRealityInterval(): { member: string | null; minutes: number; setMinutes: (m: number) => void } {
  const { token, user } = useSession();
  useStore(realityIntervalChanges);
  const member = token ? realityCheckMember(knownMemberId(user), user?.username) : null;
  const minutes = member ? readRealityInterval(member) : 0;
  const setMinutes = useCallback((m: number) => member && writeRealityInterval(member, m), [member]);
  return { member, minutes, setMinutes };
}

'use client';
import { lazy } from 'react';
import { useRealityCheckOn, useRealityInterval } from '@/lib/protection/use-reality-check';
import { Deferred } from '@/components/ui/deferred';
import { SessionKeeper } from './session-keeper';

const RealityCheckDialog = lazy(() => import('@/components/protection/reality-check-dialog'));

/** What runs for a member all session long (components/app/member-pieces.tsx loads it). */
export default function MemberSession() {
  return (
    <>
      <SessionKeeper />
      <RealityCheck />
    </>
  );
}

/**
 * The reality check's dialog and its timer load only for a member who chose an interval, with the
 * extension offered (docs/SCREENS.md#reality-check): most members never set one, and the dialog
 * would be on their every first visit's wire for nothing. The interval is this device's, so choosing
 * one on /responsible loads it at once; the clock counts from the login either way.
 */
function RealityCheck() {
  const on = useRealityCheckOn();
  const { minutes } = useRealityInterval();
  if (!on || minutes === 0) return null;
  // Its own boundaries: the session keeper runs on while the dialog loads, or if it cannot.
  return (
    <Deferred>
      <RealityCheckDialog />
    </Deferred>
  );
}

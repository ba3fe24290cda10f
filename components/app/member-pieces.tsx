'use client';
import { lazy } from 'react';
import { useSession } from '@/lib/session';
import { AfterFirstScreen } from '@/components/ui/after-first-screen';

// A member's pieces: a visitor never downloads them; they load once the first screen is up (or at
// the login, when the token appears) and stay for the session.
const SessionKeeper = lazy(() => import('./session-keeper').then((m) => ({ default: m.SessionKeeper })));
// Shows nothing (and calls nothing) but to a member who chose an interval (docs/SCREENS.md#reality-check).
const RealityCheckDialog = lazy(() => import('@/components/protection/reality-check-dialog'));

/** The session keeper and the reality check, mounted only while someone is logged in. */
export function MemberPieces() {
  const { token } = useSession();
  if (!token) return null;
  return (
    <AfterFirstScreen>
      <SessionKeeper />
      <RealityCheckDialog />
    </AfterFirstScreen>
  );
}

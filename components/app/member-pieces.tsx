'use client';
import { lazy } from 'react';
import { useSession } from '@/lib/session';
import { AfterFirstScreen } from '@/components/ui/after-first-screen';

// A member's pieces: a visitor never downloads them; they load once the first screen is up (or at
// the login, when the token appears) and stay for the session.
const MemberSession = lazy(() => import('./member-session'));

/** The session keeper and the reality check, mounted only while someone is logged in. */
export function MemberPieces() {
  const { token } = useSession();
  if (!token) return null;
  return (
    <AfterFirstScreen>
      <MemberSession />
    </AfterFirstScreen>
  );
}

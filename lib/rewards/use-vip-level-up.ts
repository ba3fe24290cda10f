'use client';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import { noteVipLevel } from './vip-level-up';

/**
 * Celebrates the member's VIP level-up once, when their user data shows a higher level. Its words
 * load with the moment (./vip-level-up-news.ts): the session keeper that runs this is on every
 * member's first visit, and the texts' domains would ride along with it for a rare event.
 */
export function useVipLevelUp(): void {
  const { user } = useSession();
  const member = user?.username ?? '';
  const level = user?.vip ?? 0;
  useEffect(() => {
    if (!noteVipLevel(member, level)) return;
    // Offline, the moment's party is lost; the new level shows on every screen all the same.
    import('./vip-level-up-news').then((m) => m.celebrateLevelUp(level)).catch(() => undefined);
  }, [member, level]);
}

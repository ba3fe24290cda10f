'use client';
import { useEffect } from 'react';
import { loadUser, useBalance } from '@/lib/api/user';
import { useVipLevelUp } from '@/lib/rewards/use-vip-level-up';
import { useSession } from '@/lib/session';

/**
 * While logged in: loads the user once per session start and keeps the one
 * 2.5 s balance poll running (SWR pauses it while the page is hidden; a 401 on it
 * ends the session through the API client); celebrates a VIP level-up the user data shows.
 */
export function SessionKeeper() {
  const { token } = useSession();
  useBalance(true);
  useVipLevelUp();
  useEffect(() => {
    if (token) loadUser().catch(() => undefined);
  }, [token]);
  return null;
}

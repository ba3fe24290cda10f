'use client';
import { useEffect } from 'react';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { celebrate } from '@/lib/ui/celebrate';
import { noteVipLevel } from './vip-level-up';

/** Celebrates the member's VIP level-up once, when their user data shows a higher level. */
export function useVipLevelUp(): void {
  const { user } = useSession();
  const member = user?.username ?? '';
  const level = user?.vip ?? 0;
  useEffect(() => {
    if (noteVipLevel(member, level)) void celebrate(t.rewards.vip.levelUp(t.mine.vipBadge(level)));
  }, [member, level]);
}

'use client';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import { BalanceCard } from '@/components/member/balance-card';
import { MemberMenu } from '@/components/member/member-menu';
import { MemberShortcuts } from '@/components/member/member-shortcuts';
import { UserCard } from '@/components/member/user-card';

/**
 * /mine_old (docs/SCREENS.md#mine_old): the older layout of /mine: the same card, balance and
 * shortcuts and entries (one shared menu), the entries as a grid of icon tiles.
 */
export default function MineOldScreen(_: ScreenProps) {
  const { user } = useSession();
  return (
    <div className="flex flex-col">
      <UserCard user={user} />
      <div className="relative -mt-10 flex flex-col gap-3 px-gutter pb-4">
        <BalanceCard />
        <MemberShortcuts />
        <MemberMenu isAgent={user ? user.isAgent : null} layout="grid" />
      </div>
    </div>
  );
}

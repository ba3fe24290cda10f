'use client';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import { BalanceCard } from '@/components/member/balance-card';
import { MemberMenu } from '@/components/member/member-menu';
import { MemberShortcuts } from '@/components/member/member-shortcuts';
import { UserCard } from '@/components/member/user-card';

/** /mine (docs/SCREENS.md#mine): login required, no header; the shell supplies the tab bar. */
export default function MineScreen(_: ScreenProps) {
  const { user } = useSession();
  return (
    <div className="flex flex-col">
      <UserCard user={user} />
      {/* The balance card overlaps the red header, like a wallet pulled out of a pocket. */}
      <div className="relative -mt-10 flex flex-col gap-3 px-gutter pb-4">
        <BalanceCard />
        <MemberShortcuts />
        <MemberMenu isAgent={user ? user.isAgent : null} />
      </div>
    </div>
  );
}

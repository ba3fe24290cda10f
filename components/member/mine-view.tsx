import type { User } from '@/lib/member/user';
import type { Cents } from '@/lib/money';
import { BalanceCard } from './balance-card';
import { MemberMenu } from './member-menu';
import { MemberShortcuts } from './member-shortcuts';
import { UserCard } from './user-card';

/**
 * The menu groups a phone may show on /mine's first screen: the third starts about 975 px down,
 * below the tab bar of the tallest phones (440×956); at 390×844 the second starts at the foot.
 */
export const FIRST_SCREEN_GROUPS = 2;

/**
 * The member centre (docs/SCREENS.md#mine) for a user and balance: drawn from what the session
 * stores, so a returning member's deep link paints it before the boot (lib/router/paint-session.ts)
 * exactly as the live screen's first render. `layout`: the menu as a list (/mine) or a grid (/mine_old).
 * `firstPaint`: drawn for that paint, whose menu groups below the first screen keep their icons'
 * places empty (the icons were most of the paint file's bytes); the live screen draws them.
 */
export function MineView({
  user,
  balance,
  layout = 'list',
  firstPaint = false,
}: {
  user: User | null;
  balance: Cents | undefined;
  layout?: 'list' | 'grid';
  firstPaint?: boolean;
}) {
  return (
    <div className="flex flex-col">
      <UserCard user={user} />
      {/* The balance card overlaps the red header, like a wallet pulled out of a pocket. */}
      <div className="relative -mt-10 flex flex-col gap-3 px-gutter pb-4">
        <BalanceCard balance={balance} />
        <MemberShortcuts />
        <MemberMenu
          isAgent={user ? user.isAgent : null}
          layout={layout}
          iconGroups={firstPaint ? FIRST_SCREEN_GROUPS : undefined}
        />
      </div>
    </div>
  );
}

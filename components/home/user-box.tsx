'use client';
import { useBalance } from '@/lib/api/user';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { UserBoxFrame, VisitorPrompt } from './user-box-frame';

/** docs/SCREENS.md#home: name and balance (or the login/register prompt) beside the four shortcuts. */
export function UserBox() {
  const { token } = useSession();
  return <UserBoxFrame>{token ? <MemberSummary /> : <VisitorPrompt />}</UserBoxFrame>;
}

function MemberSummary() {
  const { user } = useSession();
  const { data: balance } = useBalance();
  return (
    <>
      {user ? (
        <p className="text-note text-ink-muted wrap-anywhere" data-testid="hall-username">
          {t.home.greeting(user.username)}
        </p>
      ) : (
        <Skeleton className="h-4 w-20" />
      )}
      <p className="text-caption text-ink-faint">{t.home.balance}</p>
      <BalanceAmount
        cents={balance}
        className="text-title font-bold text-brand"
        symbolClassName="text-note"
        skeletonClassName="h-6 w-24"
        testId="hall-balance"
      />
    </>
  );
}

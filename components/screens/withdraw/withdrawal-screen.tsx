'use client';
import { useEffect } from 'react';
import { loadUser } from '@/lib/api/user';
import { replaceRoute } from '@/lib/router/navigate';
import { hrefTo, parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { KindTabs } from '@/components/cards/kind-tabs';
import { ScreenSkeleton } from '@/components/layout/screen-skeleton';
import { TrialNotice } from '@/components/withdraw/trial-notice';
import { WalletStrip } from '@/components/withdraw/wallet-strip';
import { WithdrawForm } from '@/components/withdraw/withdraw-form';

/** /withdrawal?tab=1 (USDT, the default: first of the documented tabs) or tab=2 (bank card). */
export default function WithdrawalScreen({ location }: ScreenProps) {
  const { user } = useSession();
  const { kind } = parseQuery('/withdrawal', location);
  // The rate, the fees and the real name of this moment, not of the session's start.
  useEffect(() => {
    loadUser().catch(() => undefined);
  }, []);
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <WalletStrip />
      {user?.isTrial ? (
        <TrialNotice />
      ) : (
        <>
          <KindTabs
            label={t.withdraw.kindLabel}
            labels={t.withdraw.kinds}
            value={kind}
            onChange={(k) => replaceRoute(hrefTo('/withdrawal', { kind: k }))}
          />
          {user ? <WithdrawForm kind={kind} user={user} /> : <ScreenSkeleton />}
        </>
      )}
    </div>
  );
}

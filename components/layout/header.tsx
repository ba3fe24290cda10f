'use client';
import { useAppInfo } from '@/lib/api/app';
import { useBalance } from '@/lib/api/user';
import type { RouteDef } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { DemoMark } from '@/components/layout/demo-mark';
import { BackButton } from '@/components/layout/back-button';
import {
  BAR_COLUMNS,
  BAR_SIDE,
  HEADER_BAR_CLASS,
  MainHeaderBar,
  VisitorActions,
} from '@/components/layout/main-header-bar';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { RefreshBalanceButton } from '@/components/wallet/refresh-balance-button';
import { RecycleButton } from '@/components/wallet/recycle-button';

/** The header of docs/SCREENS.md#header: hidden, back arrow + title, or the main bar. */
export function Header({ route }: { route: RouteDef }) {
  if (route.header === 'hidden') return null;
  if (route.header === 'back') return <BackHeader title={route.title} />;
  return <MainHeader />;
}

export function BackHeader({ title }: { title: string }) {
  return (
    <header className={HEADER_BAR_CLASS}>
      {/* Three columns, the title centred between the back arrow's and the demo mark's. */}
      <div className={`relative ${BAR_COLUMNS}`}>
        <div className={`col-start-1 ${BAR_SIDE}`}>
          <BackButton />
        </div>
        <h1 className="col-start-2 row-start-1 truncate text-title font-semibold">{title}</h1>
        <div className={`col-start-3 ${BAR_SIDE} justify-end pr-2`}>
          <DemoMark />
        </div>
      </div>
    </header>
  );
}

function MainHeader() {
  const { token } = useSession();
  const { data: app } = useAppInfo();
  return (
    <MainHeaderBar title={app?.title || t.app.name} mark={<DemoMark />}>
      {token ? <MemberActions /> : <VisitorActions />}
    </MainHeaderBar>
  );
}

function MemberActions() {
  const { data: balance } = useBalance();

  return (
    // ml-auto: on a line of their own (a large text size) the actions keep to the right; flex-wrap:
    // a seven-figure balance takes the line and the buttons the next, the amount itself never breaks.
    <div className="ml-auto flex max-w-full flex-wrap items-center justify-end">
      <BalanceAmount
        cents={balance}
        className="text-body font-semibold text-ink"
        symbolClassName="text-note font-normal text-ink-muted"
        skeletonClassName="h-4 w-20"
        testId="header-balance"
      />
      <RefreshBalanceButton label={t.header.refresh} className="w-touch text-ink-muted" />
      {/* The same recycle piece as the wallet and transfer screens (components/wallet). */}
      <RecycleButton />
    </div>
  );
}

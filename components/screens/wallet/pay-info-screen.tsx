'use client';
import { BanknotesIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef } from 'react';
import { afterMoneyMoved, usePayInfo } from '@/lib/api/wallet';
import { PAY_INFO_POLL_MS } from '@/lib/constants';
import { Link } from '@/lib/router/link';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import type { PayInfo } from '@/lib/api/types';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountList } from '@/components/wallet/deposit/receiving-accounts';
import { PayChannelCard } from '@/components/wallet/pay-info/pay-channel';
import { PayDetails } from '@/components/wallet/pay-info/pay-details';
import { PaymentStatus } from '@/components/wallet/pay-info/payment-status';
import { LoginNeeded } from '@/components/auth/login-needed';

const card = 'rounded-card bg-surface p-4 shadow-card';

/**
 * /payInfo?deposit_no=… (docs/SCREENS.md#payinfo): what to pay, where, and until when. The deposit is
 * polled while pending; when it is paid the balances reload and the screen says so.
 */
export default function PayInfoScreen({ location }: ScreenProps) {
  const { token } = useSession();
  const { depositNo } = parseQuery('/payInfo', location);
  const { data: info, error, mutate } = usePayInfo(depositNo, PAY_INFO_POLL_MS);

  useReloadWhenPaid(info);

  if (!token) return <LoginNeeded variant="wallet" returnTo={location.full} />;
  if (!depositNo) return <EmptyState text={t.deposit.missingNo} action={<RechargeLink />} />;
  if (!info && error)
    return (
      <EmptyState
        text={t.deposit.notFound}
        action={
          <button
            type="button"
            onClick={() => void mutate()}
            className="flex min-h-touch items-center rounded-pill border border-brand px-6 text-body text-brand"
          >
            {t.app.retry}
          </button>
        }
      />
    );
  if (!info) return <PayInfoSkeleton />;

  const pending = info.state === 1 || info.state === 0;
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <PaymentStatus state={info.state} createdAt={info.createdAt} />
      <section className={card}>
        <PayDetails info={info} />
      </section>
      {pending && <PendingPayment info={info} />}
      <div className="flex gap-3">
        <Link
          to="/transRecord"
          className="flex min-h-touch flex-1 items-center justify-center rounded-control border border-brand text-body text-brand"
        >
          {t.deposit.toRecords}
        </Link>
        {!pending && <RechargeLink />}
      </div>
    </div>
  );
}

/** Paid while watching: the central balance and the user catch up once. */
function useReloadWhenPaid(info: PayInfo | undefined) {
  const seenPending = useRef(false);
  useEffect(() => {
    if (!info) return;
    if (info.state === 1) seenPending.current = true;
    else if (info.state === 2 && seenPending.current) {
      seenPending.current = false;
      void afterMoneyMoved();
    }
  }, [info]);
}

/** Where to pay while the deposit waits: the channel, the receiving accounts, the sandbox link. */
function PendingPayment({ info }: { info: PayInfo }) {
  return (
    <>
      {info.channel && (
        <section className={card}>
          <PayChannelCard channel={info.channel} usdt={info.kind === 'usdtpay'} />
        </section>
      )}
      {info.banks.length > 0 && (
        <section className={card}>
          <h2 className="mb-2 text-body font-semibold">{t.deposit.receiving}</h2>
          <AccountList accounts={info.banks} />
        </section>
      )}
      {info.sandboxUrl && (
        <a
          href={info.sandboxUrl}
          target="_blank"
          rel="noopener"
          className="flex min-h-touch flex-col items-center justify-center rounded-card border border-dashed border-brand bg-brand-soft px-4 py-2 text-center"
          data-testid="pay-sandbox"
        >
          <span className="text-body font-semibold text-brand">{t.deposit.sandbox}</span>
          <span className="text-caption text-ink-muted">{t.deposit.sandboxHint}</span>
        </a>
      )}
    </>
  );
}

function RechargeLink() {
  return (
    <Link
      to="/recharge"
      className="flex min-h-touch flex-1 items-center justify-center gap-1 rounded-control bg-brand px-6 text-body text-ink-inverse"
    >
      <BanknotesIcon className="h-5 w-5" aria-hidden />
      {t.deposit.again}
    </Link>
  );
}

/** The frame of a USDT payment (the tallest), so nothing moves when the answer lands. */
function PayInfoSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-gutter" aria-busy>
      <Skeleton className="h-16 w-full rounded-card" />
      <Skeleton className="h-58 w-full rounded-card" />
      <Skeleton className="h-75 w-full rounded-card" />
    </div>
  );
}

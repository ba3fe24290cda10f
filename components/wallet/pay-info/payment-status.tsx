'use client';
import { CheckCircleIcon, ClockIcon, ExclamationTriangleIcon, XCircleIcon } from '@heroicons/react/24/solid';
import clsx from 'clsx';
import { ROUND_TICK_MS } from '@/lib/constants';
import * as t from '@/lib/text/zh-CN';
import { paymentCountdown } from '@/lib/wallet/countdown';
import { useNow } from './use-now';

type Tone = 'wait' | 'paid' | 'bad';
const tones: Record<Tone, string> = {
  wait: 'bg-gold-soft text-ink',
  paid: 'bg-success/10 text-success',
  bad: 'bg-brand-soft text-danger',
};

/**
 * The state of a deposit on /payInfo: the 60-minute countdown while pending (docs/SCREENS.md#payinfo),
 * 'expired' at 0, then what the provider or operator decided (state 2 paid, 3 rejected).
 */
export function PaymentStatus({ state, createdAt }: { state: number; createdAt: number | null }) {
  const pending = state === 1 || state === 0;
  const now = useNow(ROUND_TICK_MS, pending && createdAt !== null);
  const countdown = pending && createdAt !== null ? paymentCountdown(createdAt, now) : null;

  let tone: Tone = 'wait';
  let Icon = ClockIcon;
  let title: string = t.deposit.waiting;
  let sub: string | null = null;
  if (state === 2) {
    tone = 'paid';
    Icon = CheckCircleIcon;
    title = t.deposit.paid;
  } else if (state === 3) {
    tone = 'bad';
    Icon = XCircleIcon;
    title = t.deposit.rejected;
  } else if (countdown?.expired) {
    tone = 'bad';
    Icon = ExclamationTriangleIcon;
    title = t.deposit.expired;
  } else if (countdown) {
    title = countdown.text;
    sub = t.deposit.waiting;
  }

  return (
    <div
      role="status"
      data-testid="pay-status"
      data-state={state}
      className={clsx('flex min-h-16 items-center gap-3 rounded-card px-4 py-3', tones[tone])}
    >
      <Icon className="h-7 w-7 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-num text-title font-semibold" data-testid="pay-countdown">
          {title}
        </p>
        {sub && <p className="text-caption text-ink-muted">{sub}</p>}
      </div>
    </div>
  );
}

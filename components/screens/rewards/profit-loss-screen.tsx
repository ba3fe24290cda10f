'use client';
import clsx from 'clsx';
import { CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon } from '@heroicons/react/24/outline';
import { useId, useMemo, useState } from 'react';
import { useDailyReport } from '@/lib/api/rewards';
import { formatMoney } from '@/lib/money';
import { clampDay, reportDays, shiftDay } from '@/lib/rewards/report-days';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { LoadError } from '@/components/list/infinite-list';
import { Skeleton } from '@/components/ui/skeleton';

const P = t.rewards.profitLoss;

function Total({ label, cents, signed }: { label: string; cents: number | undefined; signed?: boolean }) {
  return (
    <div className="flex flex-col gap-1 rounded-card bg-surface p-4 shadow-card">
      <span className="text-note text-ink-muted">{label}</span>
      {cents === undefined ? (
        <Skeleton className="h-7 w-24" />
      ) : (
        <span
          className={clsx(
            'font-num text-headline font-bold',
            signed && cents > 0 ? 'text-success' : signed && cents < 0 ? 'text-danger' : 'text-ink',
          )}
        >
          {formatMoney(cents)}
        </span>
      )}
    </div>
  );
}

/** /profit-loss (docs/SCREENS.md#profit-loss): a Beijing day within the account's life and its four totals. */
export default function ProfitLossScreen(_: ScreenProps) {
  const { user } = useSession();
  const range = useMemo(() => reportDays(user?.joinDays ?? 0), [user?.joinDays]);
  const [picked, setPicked] = useState(range.today);
  const day = clampDay(picked, range);
  const { data, error, mutate } = useDailyReport(day);
  const inputId = useId();
  const step = (days: number) => setPicked(clampDay(shiftDay(day, days), range));

  return (
    <div className="flex flex-col gap-3 p-gutter">
      <div className="flex items-center gap-2 rounded-card bg-surface p-2 shadow-card">
        <button
          type="button"
          aria-label={shiftDay(day, -1)}
          disabled={day <= range.first}
          onClick={() => step(-1)}
          className="flex h-touch w-touch items-center justify-center text-ink-muted disabled:opacity-30"
        >
          <ChevronLeftIcon className="h-5 w-5" />
        </button>
        <label htmlFor={inputId} className="sr-only">
          {P.date}
        </label>
        {/* The day as YYYY-MM-DD whatever the phone's locale; the native picker lies over it. */}
        <div className="relative flex h-touch min-w-0 flex-1 items-center justify-center gap-2 rounded-control bg-surface-sunken">
          <CalendarDaysIcon className="h-5 w-5 text-ink-muted" aria-hidden />
          <span className="font-num text-title text-ink" aria-hidden data-testid="profit-loss-day">
            {day}
          </span>
          <input
            id={inputId}
            type="date"
            value={day}
            min={range.first}
            max={range.today}
            onChange={(e) => setPicked(clampDay(e.target.value, range))}
            className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
          />
        </div>
        <button
          type="button"
          aria-label={shiftDay(day, 1)}
          disabled={day >= range.today}
          onClick={() => step(1)}
          className="flex h-touch w-touch items-center justify-center text-ink-muted disabled:opacity-30"
        >
          <ChevronRightIcon className="h-5 w-5" />
        </button>
      </div>
      {error && !data ? (
        <LoadError error={error} onRetry={() => void mutate()} fallback={P.failed} />
      ) : (
        <div className="grid grid-cols-2 gap-3" data-testid="profit-loss-totals">
          <Total label={P.win} cents={data?.win} signed />
          <Total label={P.bet} cents={data?.bet} />
          <Total label={P.recharge} cents={data?.recharge} />
          <Total label={P.withdraw} cents={data?.withdraw} />
        </div>
      )}
      <p className="px-1 text-note text-ink-muted">{P.note}</p>
    </div>
  );
}

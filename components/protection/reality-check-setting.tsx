'use client';
import { ChevronDownIcon } from '@heroicons/react/24/outline';
import { useId } from 'react';
import { REALITY_CHECK_MINUTES } from '@/lib/protection/reality-check';
import { useRealityCheckOn, useRealityInterval } from '@/lib/protection/use-reality-check';
import * as t from '@/lib/text/zh-CN';

const R = t.protection.realityCheck;

const optionLabel = (minutes: number): string => (minutes === 0 ? R.off : R.every(minutes));

/**
 * docs/SCREENS.md#reality-check: how often the reality check shows (off, 10 … 120 minutes), kept
 * on this device for this member. For /responsible (placed there by its screen); nothing on a back
 * end without the realityCheck extension, for a visitor or for a restricted member.
 */
export function RealityCheckSetting() {
  const on = useRealityCheckOn();
  const { member, minutes, setMinutes } = useRealityInterval();
  const id = useId();
  if (!on || !member) return null;
  return (
    <div className="flex flex-col gap-1 rounded-card bg-surface px-4 py-3 shadow-card">
      <div className="flex min-h-touch items-center justify-between gap-3">
        <label htmlFor={id} className="text-body font-medium text-ink">
          {R.label}
        </label>
        <div className="relative">
          <select
            id={id}
            value={String(minutes)}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setMinutes(Number(e.target.value))}
            data-testid="reality-check-select"
            // 16 px text, or iOS zooms the page when the picker opens.
            className="h-touch appearance-none rounded-control bg-surface-sunken pl-3 pr-8 text-[1rem] text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand"
          >
            {REALITY_CHECK_MINUTES.map((m) => (
              <option key={m} value={String(m)}>
                {optionLabel(m)}
              </option>
            ))}
          </select>
          <ChevronDownIcon
            className="pointer-events-none absolute right-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-muted"
            aria-hidden
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-note text-ink-muted">
        {R.hint}
      </p>
    </div>
  );
}

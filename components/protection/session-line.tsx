'use client';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { formatNet, sessionSeconds, useSessionSummary, type SessionSummary } from '@/lib/api/protection-session';
import { SESSION_LINE_REFRESH_MS } from '@/lib/constants';
import type { Cents } from '@/lib/money';
import { formatSessionClock } from '@/lib/protection/reality-check';
import { useRealityCheckOn } from '@/lib/protection/use-reality-check';
import * as t from '@/lib/text/zh-CN';

/** Re-renders every second while `active` (the clock is computed from the summary, not counted). */
function useSecondTick(active: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [active]);
}

/**
 * On the dark line every value passes AA: success 4.9:1, brand-light 5.8:1, inverse ink 16:1.
 * (success and danger on white are under 4.5:1 for text this small.)
 */
const netColour = (net: Cents): string =>
  net > 0 ? 'text-success' : net < 0 ? 'text-brand-light' : 'text-ink-inverse';

/**
 * docs/SCREENS.md#lottery / #gamepage: `本次 1:23:45 · 输赢 -120.00`, always visible in the lottery
 * room and over a venue's game. The time runs on each second from the login; the net is read
 * again every minute and after a bet. Its 24 px are reserved from the first frame (no shift). Only
 * with the realityCheck extension and a member: otherwise nothing, and no call.
 */
export function SessionLine({ className }: { className?: string }) {
  const on = useRealityCheckOn();
  const { data } = useSessionSummary(on, SESSION_LINE_REFRESH_MS);
  useSecondTick(on && !!data);
  if (!on) return null;
  return <SessionLineView summary={data} className={className} />;
}

/**
 * The line itself, its text once the summary has answered (empty until then, its height kept).
 * Also drawn by the lottery room's first paint (components/app/first-paints-lottery.tsx).
 */
export function SessionLineView({ summary, className }: { summary: SessionSummary | undefined; className?: string }) {
  return (
    // A timer: named, and (unlike a status) not read out at every tick.
    <p
      role="timer"
      aria-label={t.protection.sessionLineLabel}
      data-testid="session-line"
      className={clsx(
        'flex h-session shrink-0 items-center justify-center whitespace-nowrap bg-surface-inverse px-3 font-num text-note text-ink-inverse',
        className,
      )}
    >
      {summary && <SessionText seconds={sessionSeconds(summary)} net={summary.net} />}
    </p>
  );
}

function SessionText({ seconds, net }: { seconds: number; net: Cents }) {
  const clock = formatSessionClock(seconds);
  const shown = formatNet(net);
  // The words from the catalogue, the net coloured inside them.
  const [before] = t.protection.sessionLine(clock, '\u0000').split('\u0000');
  return (
    <span data-testid="session-line-text">
      {before}
      <span className={clsx('font-semibold', netColour(net))}>{shown}</span>
    </span>
  );
}

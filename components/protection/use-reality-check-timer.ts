'use client';
import { useCallback, useEffect, useState } from 'react';
import { sessionSeconds, useSessionSummary } from '@/lib/api/protection-session';
import { secondsToNextCheck } from '@/lib/protection/reality-check';
import { monotonicNow } from '@/lib/time';

/**
 * When the reality check shows: every `minutes` since the login, counted from the server's
 * `seconds` (so a reload does not restart the clock), read once; then, after 继续游戏, one
 * interval later. The summary is read again as it opens, for this moment's figures.
 * `active` false (off, a visitor, a restricted member, no extension): no timer and no call.
 */
export function useRealityCheckTimer(active: boolean, minutes: number) {
  const summary = useSessionSummary(active);
  const { data, mutate } = summary;
  const [open, setOpen] = useState(false);
  // When the next check is due (monotonicNow ms), for the interval it was planned with.
  const [due, setDue] = useState<{ at: number; minutes: number } | null>(null);
  const planned = due && due.minutes === minutes ? due.at : null;

  useEffect(() => {
    if (!active || !data || planned !== null) return;
    setDue({ at: monotonicNow() + secondsToNextCheck(sessionSeconds(data), minutes) * 1000, minutes });
  }, [active, data, planned, minutes]);

  useEffect(() => {
    if (!active || planned === null || open) return;
    const timer = setTimeout(
      () => {
        void mutate();
        setOpen(true);
      },
      Math.max(0, planned - monotonicNow()),
    );
    return () => clearTimeout(timer);
  }, [active, planned, open, mutate]);

  /** Closes it; the next check comes one interval from now. */
  const close = useCallback(() => {
    setOpen(false);
    setDue({ at: monotonicNow() + minutes * 60_000, minutes });
  }, [minutes]);

  return { open: active && open, close, summary };
}

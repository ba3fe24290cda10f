/**
 * The win alert (/userCent switch): after each draw in the lottery room, this member's lottery
 * bets of today are read again (/api/betrecord, the lottery rooms only); a bet that has become
 * settled with a positive win/loss since the room opened is announced once: a toast with the
 * amount, a chime and a vibration (both silenced by quiet mode), and confetti, while the balance
 * and the session line are read again. Bets already settled when the room opened are never announced.
 */
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { fetchBetPage } from '@/lib/api/bets';
import { BET_STATUS } from '@/contract/records/rules';
import { useDeviceSettings } from '@/lib/member/device-settings';
import { formatMoney } from '@/lib/money';
import { OWN_PLATFORM } from '@/lib/records/bet-filters';
import * as t from '@/lib/text/zh-CN';
import { celebrate } from '@/lib/ui/celebrate';
import { playChime, vibrate } from '@/lib/ui/feedback';
import { toast } from '@/lib/ui/toast';
import { afterBetWon } from './after-bet';

/** Settlement follows the draw closely; read twice to catch a slow one. */
export const WIN_CHECK_DELAYS_MS = [1500, 6000] as const;

export function useWinAlert(drawKey: string | null): void {
  const { winAlert } = useDeviceSettings();
  const seen = useRef<Set<string> | null>(null);
  const { mutate } = useSWRConfig();

  useEffect(() => {
    if (!winAlert) return;
    let cancelled = false;
    const check = async () => {
      const page = await fetchBetPage({ platform: OWN_PLATFORM, date: 1 }, 1).catch(() => null);
      if (!page || cancelled) return;
      const settled = page.rows.filter((r) => r.status === BET_STATUS.settled);
      if (seen.current === null) {
        // First read in this room: what is settled already is history, not news.
        seen.current = new Set(settled.map((r) => r.betId));
        return;
      }
      const wins = settled.filter((r) => !seen.current!.has(r.betId) && r.winLoss > 0);
      settled.forEach((r) => seen.current!.add(r.betId));
      if (wins.length === 0) return;
      const total = wins.reduce((sum, r) => sum + Number(r.winLoss), 0);
      toast.success(t.settings.winToast(formatMoney(total)));
      afterBetWon(mutate);
      playChime();
      vibrate([120, 60, 120]);
      // The toast announces the amount; the confetti is for the eyes only.
      void celebrate();
    };
    const timers = (seen.current === null ? [0] : WIN_CHECK_DELAYS_MS).map((ms) => setTimeout(() => void check(), ms));
    return () => {
      cancelled = true;
      timers.forEach(clearTimeout);
    };
  }, [drawKey, winAlert, mutate]);
}

'use client';
import { useCallback } from 'react';
import { placeBets } from '@/lib/api/bets';
import type { BetPlaced } from '@/lib/api/types';
import { useSubmit } from '@/lib/api/use-submit';
import type { LotteryOrderBody } from '@/contract/lottery/schemas';

export type PlaceResult =
  | { ok: true; placed: BetPlaced }
  /** `answered`: the server refused (its words were shown); false: no answer, the key waits for a retry. */
  | { ok: false; answered: boolean };

/**
 * Sends a confirmed bet with an Idempotency-Key made for that confirmation: a retry of the same
 * orders after a lost answer reuses it (the stake is never taken twice); different orders get a
 * new one. A refusal shows the server's own words (封盘中禁止投注, 余额不足 …).
 */
export function usePlaceBet() {
  const { submit, busy } = useSubmit();

  const place = useCallback(
    async (body: LotteryOrderBody): Promise<PlaceResult> => {
      const done = await submit((key) => placeBets(body, key), { scope: JSON.stringify(body) });
      return done.ok ? { ok: true, placed: done.value } : { ok: false, answered: done.answered };
    },
    [submit],
  );
  return { place, busy };
}

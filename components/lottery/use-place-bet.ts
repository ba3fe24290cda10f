'use client';
import { useCallback, useState } from 'react';
import { placeBets } from '@/lib/api/bets';
import { ApiError, AuthError } from '@/lib/api/errors';
import { useIdempotentSubmit } from '@/lib/api/idempotency';
import type { BetPlaced } from '@/lib/api/types';
import type { LotteryOrderBody } from '@/lib/api/wire-types';
import { t } from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';

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
  const submit = useIdempotentSubmit();
  const [busy, setBusy] = useState(false);

  const place = useCallback(
    async (body: LotteryOrderBody): Promise<PlaceResult> => {
      setBusy(true);
      try {
        const placed = await submit((key) => placeBets(body, key), (e) => e instanceof ApiError, JSON.stringify(body));
        return { ok: true, placed };
      } catch (e) {
        // 401: the client already ended the session and said so.
        if (e instanceof AuthError) return { ok: false, answered: true };
        if (e instanceof ApiError) {
          toast.error(e.message || t.toast.serverError);
          return { ok: false, answered: true };
        }
        toast.error(t.app.networkError);
        return { ok: false, answered: false };
      } finally {
        setBusy(false);
      }
    },
    [submit],
  );
  return { place, busy };
}

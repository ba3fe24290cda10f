'use client';
import { useState } from 'react';
import type { BetPlaced, LotteryRoom } from '@/lib/api/types';
import { checkSlip, orderBody, type BetPick } from '@/lib/lottery/bet-slip';
import type { RoundPhase } from '@/lib/lottery/countdown';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import type { BetConfirmation } from './bet-confirm-dialog';
import { usePlaceBet } from './use-place-bet';

const B = t.bet;

/**
 * The bet sheet's last two steps: 确认投注 checks the picks (marking the first refused stake) and
 * asks for confirmation; 确定 sends them while the round is still open. Kept apart from the
 * sheet so that the picking UI holds no submit logic.
 */
export function useBetConfirmation({
  room,
  phase,
  picks,
  onPlaced,
}: {
  room: LotteryRoom;
  phase: RoundPhase | null;
  picks: readonly BetPick[];
  /** After 投注成功 (the toast is shown and the confirmation gone). */
  onPlaced: (placed: BetPlaced) => void;
}) {
  const [invalidKey, setInvalidKey] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<BetConfirmation | null>(null);
  const { place, busy } = usePlaceBet();

  const confirm = () => {
    const check = checkSlip(picks, { min: room.minBet, max: room.maxBet });
    if (!check.ok) {
      toast.error(check.message);
      setInvalidKey(check.key ?? null);
      return;
    }
    if (phase !== 'open') return toast.error(B.closed);
    setInvalidKey(null);
    setConfirmation({ expect: room.round.nextExpect, orders: check.orders, total: check.total });
  };

  const submit = async () => {
    if (!confirmation || busy) return;
    if (phase !== 'open') {
      toast.error(B.closed);
      setConfirmation(null);
      return;
    }
    const result = await place(orderBody(room.id, confirmation.expect, confirmation.orders));
    if (!result.ok) {
      // Refused: back to the preview with everything kept. No answer: the dialog stays for a retry
      // that reuses the same key.
      if (result.answered) setConfirmation(null);
      return;
    }
    toast.success(B.success);
    setConfirmation(null);
    onPlaced(result.placed);
  };

  return { invalidKey, setInvalidKey, confirmation, setConfirmation, confirm, submit, busy };
}

'use client';
import { useState } from 'react';
import { useAppInfo } from '@/lib/api/app';
import { ApiError, NetworkError } from '@/lib/api/errors';
import { drawRedPacket } from '@/lib/api/rewards';
import { useSubmit } from '@/lib/api/use-submit';
import type { Cents } from '@/lib/money';
import { beforeDraw } from '@/lib/rewards/red-packet';
import type { RedPacketInfo } from '@/lib/rewards/types';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import type { PopupOutcome } from './red-packet-popup';

const H = t.rewards.hongbao;

/**
 * The 抢红包 action: local refusals first (no call), then the draw through useSubmit with the
 * red packet's own failure policy (refusals in the not-eligible popup, no answer → 服务器异常).
 * `onDrawn` refreshes what the screen shows (draws left, balance).
 */
export function useRedPacketDraw(info: RedPacketInfo | undefined, onDrawn: () => void) {
  const { data: app } = useAppInfo();
  const { submit, busy } = useSubmit();
  const [popup, setPopup] = useState<PopupOutcome | null>(null);
  const switchOn = app?.redPacketOn ?? true;

  const draw = async () => {
    if (!info) return;
    const local = beforeDraw(switchOn, info, H.notEligible);
    if (local?.kind === 'closed') {
      toast.error(H.closed);
      return;
    }
    if (local?.kind === 'notEligible' || local?.kind === 'notStarted' || local?.kind === 'ended') {
      setPopup(local);
      return;
    }
    const result = await submit((key) => drawRedPacket(key), { silent: true });
    if (result.ok) {
      setPopup({ kind: 'won', amount: result.value as Cents });
      onDrawn();
    } else if (result.error instanceof ApiError) {
      setPopup({ kind: 'notEligible', message: result.error.message || H.notEligible });
      onDrawn();
    } else if (result.error instanceof NetworkError) {
      toast.error(H.network);
    }
  };

  return { draw, busy, popup, closePopup: () => setPopup(null), switchOn };
}

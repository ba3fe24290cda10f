'use client';
import { GiftIcon } from '@heroicons/react/24/solid';
import { useEffect } from 'react';
import { formatMoney } from '@/lib/money';
import type { RedPacketOutcome } from '@/lib/rewards/red-packet';
import { navigate } from '@/lib/router/navigate';
import { useShownMessage } from '@/lib/text/message';
import * as t from '@/lib/text/zh-CN';
import { celebrate } from '@/lib/ui/celebrate';
import { Emoji } from '@/components/art/emoji';
import { redEnvelope } from '@/components/art/pictures/red-envelope';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

const H = t.rewards.hongbao;

export type PopupOutcome = Extract<RedPacketOutcome, { kind: 'notStarted' | 'ended' | 'won' | 'notEligible' }>;

/** The four result popups: not started, ended, won (the amount), not eligible (message + 去存款). */
export function RedPacketPopup({ outcome, onClose }: { outcome: PopupOutcome | null; onClose: () => void }) {
  const shown = useShownMessage();
  const wonAmount = outcome?.kind === 'won' ? outcome.amount : null;
  // After the dialog is open (its layout effect ran first), so the confetti falls above it.
  useEffect(() => {
    if (wonAmount !== null) void celebrate(H.wonAnnounce(formatMoney(wonAmount)));
  }, [wonAmount, outcome]);
  const content = (() => {
    switch (outcome?.kind) {
      case 'won':
        return { title: H.won, body: <Amount cents={outcome.amount} />, deposit: false };
      case 'notStarted':
        return {
          title: H.notStarted,
          body: <p className="text-body text-ink-muted">{H.notStartedHint}</p>,
          deposit: false,
        };
      case 'ended':
        return { title: H.ended, body: <p className="text-body text-ink-muted">{H.endedHint}</p>, deposit: false };
      case 'notEligible':
        return {
          title: null,
          body: <p className="text-title text-ink">{shown(outcome.message)}</p>,
          deposit: true,
        };
      default:
        return null;
    }
  })();
  return (
    <Modal open={outcome !== null} onClose={onClose} hideClose testId={`red-packet-${outcome?.kind ?? 'none'}`}>
      {content && (
        <div className="flex flex-col items-center gap-3 px-6 pb-5 pt-6 text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-pill bg-brand-soft">
            {outcome?.kind === 'won' ? (
              <Emoji picture={redEnvelope} className="h-11 w-11" />
            ) : (
              <GiftIcon className="h-9 w-9 text-brand" aria-hidden />
            )}
          </span>
          {content.title && <h2 className="text-title font-semibold text-ink">{content.title}</h2>}
          {content.body}
          <div className="mt-2 flex w-full gap-3">
            {content.deposit && (
              <Button
                block
                onClick={() => {
                  onClose();
                  navigate('/recharge');
                }}
              >
                {H.toDeposit}
              </Button>
            )}
            <Button block variant={content.deposit ? 'secondary' : 'primary'} onClick={onClose}>
              {H.ok}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function Amount({ cents }: { cents: number }) {
  return (
    <p className="font-num text-amount font-bold text-brand" data-testid="red-packet-amount">
      {formatMoney(cents)}
      <span className="ml-1 text-body">{H.wonUnit}</span>
    </p>
  );
}

'use client';
import { useEffect, useReducer, useState } from 'react';
import type { BetPlaced, LotteryRoom } from '@/lib/api/types';
import { useBalance } from '@/lib/api/user';
import { checkSlip, emptySlip, orderBody, slipReducer, type BetCell } from '@/lib/lottery/bet-slip';
import type { RoundPhase } from '@/lib/lottery/countdown';
import { useRoundClock } from '@/lib/lottery/use-round-clock';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { useLatest } from '@/lib/use-latest';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { Modal } from '@/components/ui/modal';
import { BetActionBar } from './bet-action-bar';
import { BetCells } from './bet-cells';
import { BetConfirmDialog, type BetConfirmation } from './bet-confirm-dialog';
import { BetGroupTabs } from './bet-group-tabs';
import { BetPreview } from './bet-preview';
import { BetQuickAmounts } from './bet-quick-amounts';
import { usePlaceBet } from './use-place-bet';

const B = t.bet;

export interface BetPopupProps {
  room: LotteryRoom;
  open: boolean;
  onClose: () => void;
  /** After 投注成功: the room refreshes the balance and sends the bet notice ({content: notice, order: 0}). */
  onPlaced: (placed: BetPlaced) => void;
  /**
   * The round's phase from the room's own clock. The room passes it so that one clock decides:
   * with a second clock of its own the popup could be closed by the room a tick before it sees
   * the close itself, and then it would close without saying 封盘中禁止投注.
   */
  phase?: RoundPhase | null;
}

/**
 * The credit-betting sheet (docs/SCREENS.md#lottery): pick options in the play groups' tabs, set the
 * stakes (quick amounts, then per order in the preview), confirm, submit. Betting is only open
 * while the round is: when it closes the sheet closes; the picks stay until a bet succeeds.
 */
export function BetPopup({ room, open, onClose, onPlaced, phase: roomPhase }: BetPopupProps) {
  const ownClock = useRoundClock(roomPhase === undefined ? room : undefined);
  const phase = roomPhase === undefined ? (ownClock?.phase ?? null) : roomPhase;
  const [slip, dispatch] = useReducer(slipReducer, undefined, emptySlip);
  const [view, setView] = useState<'pick' | 'preview'>('pick');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [invalidKey, setInvalidKey] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<BetConfirmation | null>(null);
  const { place, busy } = usePlaceBet();
  const { data: balance } = useBalance();

  const closeRef = useLatest(onClose);

  // docs/SCREENS.md#lottery: 封盘中 the popup closes and betting is refused; opening it then says why.
  const closing = open && phase !== null && phase !== 'open';
  useEffect(() => {
    if (!closing) return;
    toast.error(B.closed);
    closeRef.current();
  }, [closing, closeRef]);

  // Adjusted while rendering, so no frame shows the stale state: every opening starts at the
  // options (picks from before are still there), and a closed round drops the confirmation.
  const [seen, setSeen] = useState({ open, closing });
  if (open !== seen.open || closing !== seen.closing) {
    setSeen({ open, closing });
    if (open && !seen.open) setView('pick');
    if (closing && !seen.closing) setConfirmation(null);
  }

  const group = room.playGroups.find((g) => g.id === groupId) ?? room.playGroups[0];
  const picked = new Set(slip.picks.map((p) => p.key));

  const toPreview = () => {
    if (slip.picks.length === 0) return toast.error(B.pickRequired);
    setView('preview');
  };

  const confirm = () => {
    const check = checkSlip(slip.picks, { min: room.minBet, max: room.maxBet });
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
    dispatch({ type: 'clear' });
    setConfirmation(null);
    setView('pick');
    onPlaced(result.placed);
    closeRef.current();
  };

  const toggle = (cell: BetCell) => group && dispatch({ type: 'toggle', group, cell });

  return (
    <>
      <Modal
        // The confirmation takes the sheet's place while it is up (and gives it back on 取消 or a refusal).
        open={open && phase === 'open' && !confirmation}
        onClose={onClose}
        placement="sheet"
        testId="bet-popup"
        title={
          <span className="flex flex-col items-center">
            <span>{view === 'pick' ? B.title : B.preview}</span>
            <span className="font-num text-note font-normal text-ink-muted" data-testid="bet-round">
              {B.round(room.round.nextExpect)}
            </span>
          </span>
        }
        footer={
          <div className="flex flex-col gap-2 px-gutter pt-2">
            <BetQuickAmounts value={slip.stake} onChange={(amount) => dispatch({ type: 'quick', amount })} />
            <BetActionBar
              view={view}
              picks={slip.picks}
              balance={
                <BalanceAmount
                  cents={balance}
                  className="text-note text-ink"
                  skeletonClassName="h-4 w-14"
                  testId="bet-balance"
                />
              }
              onClear={() => dispatch({ type: 'clear' })}
              onNext={toPreview}
              onBack={() => setView('pick')}
              onConfirm={confirm}
            />
          </div>
        }
      >
        {view === 'pick' ? (
          <>
            <div className="sticky top-0 z-10 bg-surface">
              <BetGroupTabs groups={room.playGroups} activeId={group?.id ?? null} onChange={setGroupId} />
            </div>
            {group ? (
              <BetCells group={group} type={room.lottery.type} picked={picked} onToggle={toggle} />
            ) : (
              <p className="py-10 text-center text-body text-ink-faint">{B.noOptions}</p>
            )}
          </>
        ) : (
          <BetPreview
            picks={slip.picks}
            invalidKey={invalidKey}
            onAmount={(key, text) => {
              if (key === invalidKey) setInvalidKey(null);
              dispatch({ type: 'amount', key, text });
            }}
            onRemove={(key) => dispatch({ type: 'remove', key })}
          />
        )}
      </Modal>
      <BetConfirmDialog
        confirmation={open && phase === 'open' ? confirmation : null}
        busy={busy}
        onCancel={() => setConfirmation(null)}
        onSubmit={() => void submit()}
      />
    </>
  );
}

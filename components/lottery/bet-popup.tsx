'use client';
import { useEffect, useReducer, useState, type Dispatch, type RefObject } from 'react';
import type { BetPlaced, LotteryRoom } from '@/lib/api/types';
import { useBalance } from '@/lib/api/user';
import { emptySlip, slipReducer, type BetPick, type BetSlip, type SlipAction } from '@/lib/lottery/bet-slip';
import type { RoundPhase } from '@/lib/lottery/countdown';
import { useRoundClock } from '@/lib/lottery/use-round-clock';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { useLatest } from '@/lib/use-latest';
import { BalanceAmount } from '@/components/wallet/balance-amount';
import { Modal } from '@/components/ui/modal';
import { BetActionBar } from './bet-action-bar';
import { BetCells } from './bet-cells';
import { BetConfirmDialog } from './bet-confirm-dialog';
import { BetGroupTabs } from './bet-group-tabs';
import { BetPreview } from './bet-preview';
import { BetQuickAmounts } from './bet-quick-amounts';
import { useBetConfirmation } from './use-bet-confirmation';

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
  const phase = usePopupPhase(room, roomPhase);
  const [slip, dispatch] = useReducer(slipReducer, undefined, emptySlip);
  const [view, setView] = useState<'pick' | 'preview'>('pick');
  const [groupId, setGroupId] = useState<number | null>(null);
  const closeRef = useLatest(onClose);
  const bet = useBetConfirmation({
    room,
    phase,
    picks: slip.picks,
    onPlaced: (placed) => {
      dispatch({ type: 'clear' });
      setView('pick');
      onPlaced(placed);
      closeRef.current();
    },
  });
  const closing = useCloseWhenRoundCloses(open, phase, closeRef);
  // Every opening starts at the options (picks from before are still there); a closed round
  // drops the confirmation.
  useOnRise(open, () => setView('pick'));
  useOnRise(closing, () => bet.setConfirmation(null));

  return (
    <>
      <Modal
        // The confirmation takes the sheet's place while it is up (and gives it back on 取消 or a refusal).
        open={open && phase === 'open' && !bet.confirmation}
        onClose={onClose}
        placement="sheet"
        testId="bet-popup"
        title={<PopupTitle view={view} expect={room.round.nextExpect} />}
        footer={<PopupFooter slip={slip} dispatch={dispatch} view={view} onView={setView} onConfirm={bet.confirm} />}
      >
        {view === 'pick' ? (
          <PickView room={room} groupId={groupId} onGroup={setGroupId} picks={slip.picks} dispatch={dispatch} />
        ) : (
          <BetPreview
            picks={slip.picks}
            invalidKey={bet.invalidKey}
            onAmount={(key, text) => {
              if (key === bet.invalidKey) bet.setInvalidKey(null);
              dispatch({ type: 'amount', key, text });
            }}
            onRemove={(key) => dispatch({ type: 'remove', key })}
          />
        )}
      </Modal>
      <BetConfirmDialog
        confirmation={open && phase === 'open' ? bet.confirmation : null}
        busy={bet.busy}
        onCancel={() => bet.setConfirmation(null)}
        onSubmit={() => void bet.submit()}
      />
    </>
  );
}

/** The room's phase when the room passes it; else the popup's own clock (a popup used alone). */
function usePopupPhase(room: LotteryRoom, roomPhase: RoundPhase | null | undefined): RoundPhase | null {
  const ownClock = useRoundClock(roomPhase === undefined ? room : undefined);
  return roomPhase === undefined ? (ownClock?.phase ?? null) : roomPhase;
}

/** docs/SCREENS.md#lottery: 封盘中 the popup closes and betting is refused; opening it then says why. */
function useCloseWhenRoundCloses(open: boolean, phase: RoundPhase | null, closeRef: RefObject<() => void>) {
  const closing = open && phase !== null && phase !== 'open';
  useEffect(() => {
    if (!closing) return;
    toast.error(B.closed);
    closeRef.current();
  }, [closing, closeRef]);
  return closing;
}

/** Runs `then` while rendering when `flag` turns true, so no frame shows the stale state. */
function useOnRise(flag: boolean, then: () => void) {
  const [seen, setSeen] = useState(flag);
  if (flag !== seen) {
    setSeen(flag);
    if (flag) then();
  }
}

/** The sheet's title: which step, and the round the bet is for. */
function PopupTitle({ view, expect }: { view: 'pick' | 'preview'; expect: string }) {
  return (
    <span className="flex flex-col items-center">
      <span>{view === 'pick' ? B.title : B.preview}</span>
      <span className="font-num text-note font-normal text-ink-muted" data-testid="bet-round">
        {B.round(expect)}
      </span>
    </span>
  );
}

/** The sheet's footer: the quick amounts over the balance and the step buttons. */
function PopupFooter({
  slip,
  dispatch,
  view,
  onView,
  onConfirm,
}: {
  slip: BetSlip;
  dispatch: Dispatch<SlipAction>;
  view: 'pick' | 'preview';
  onView: (view: 'pick' | 'preview') => void;
  onConfirm: () => void;
}) {
  const { data: balance } = useBalance();
  const toPreview = () => {
    if (slip.picks.length === 0) return toast.error(B.pickRequired);
    onView('preview');
  };
  return (
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
        onBack={() => onView('pick')}
        onConfirm={onConfirm}
      />
    </div>
  );
}

/** The picking step: the play groups' tabs over the options of the group shown. */
function PickView({
  room,
  groupId,
  onGroup,
  picks,
  dispatch,
}: {
  room: LotteryRoom;
  groupId: number | null;
  onGroup: (id: number) => void;
  picks: readonly BetPick[];
  dispatch: Dispatch<SlipAction>;
}) {
  const group = room.playGroups.find((g) => g.id === groupId) ?? room.playGroups[0];
  const picked = new Set(picks.map((p) => p.key));
  return (
    <>
      <div className="sticky top-0 z-10 bg-surface">
        <BetGroupTabs groups={room.playGroups} activeId={group?.id ?? null} onChange={onGroup} />
      </div>
      {group ? (
        <BetCells
          group={group}
          type={room.lottery.type}
          picked={picked}
          onToggle={(cell) => dispatch({ type: 'toggle', group, cell })}
        />
      ) : (
        <p className="py-10 text-center text-body text-ink-faint">{B.noOptions}</p>
      )}
    </>
  );
}

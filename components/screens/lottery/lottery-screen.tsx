'use client';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { isRoomGone, useLotteryRoom, type RoomRef } from '@/lib/api/lottery';
import { afterBetPlaced } from '@/lib/lottery/after-bet';
import { useChat } from '@/lib/lottery/use-chat';
import { useRoundClock } from '@/lib/lottery/use-round-clock';
import { useWinAlert } from '@/lib/lottery/use-win-alert';
import { replaceRoute } from '@/lib/router/navigate';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import type { DrawResult, LotteryRoom } from '@/lib/api/types';
import { usePaintedScreen } from '@/components/layout/use-painted-screen';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BetPopup } from '@/components/lottery/bet-popup';
import { RoomPanelSkeleton } from '@/components/lottery/room-skeleton';
import { RoomView } from '@/components/lottery/room-view';
import { PaintedRoom } from '@/components/lottery/painted-room';
import { LoginBounce } from '@/components/app/login-bounce';
import { ROOM_FRAME } from '@/components/lottery/room-frame';
import { lazyDialog } from '@/components/ui/lazy-dialog';

// Opened by a tap, and not by every player: their code loads with the first opening, not the room.
// The bet popup is not among them: betting is why a player is here, and its first tap must not wait.
const HistoryPopup = lazyDialog(
  () => import('@/components/lottery/history-popup').then((m) => m.HistoryPopup),
  (p) => p.open,
);
const VerifyDialog = lazyDialog(
  () => import('@/components/lottery/verify-dialog').then((m) => m.VerifyDialog),
  (p) => p.draw !== null,
);
const HelpDialog = lazyDialog(
  () => import('@/components/lottery/help-dialog').then((m) => m.HelpDialog),
  (p) => p.open,
);

const L = t.lottery;
/**
 * /lottery (docs/SCREENS.md#lottery): the round and its countdown, the last result, the balance, the draw
 * history with verify, the help, the chat and the credit-betting popup. The route is open to
 * visitors (docs/SCREENS.md#lottery) so that the room itself can turn them away with 请登录！.
 */
export default function LotteryScreen({ location }: ScreenProps) {
  const { token } = useSession();
  // The router bounces a visitor before this screen loads; this covers a logout inside the room.
  if (!token) return <LoginBounce />;
  return <Room roomRef={parseQuery('/lottery', location)} />;
}

function Room({ roomRef }: { roomRef: RoomRef }) {
  const state = useLotteryRoom(roomRef);
  // The room the first paint drew from the same early answer (lib/router/paint-lottery.ts): shown,
  // inert, until this screen's own read of it has answered, so no skeleton frame comes between.
  const painted = usePaintedScreen('/lottery');
  const { room } = state;
  let body;
  // Keyed by room: a new room starts with fresh state (chat, clock, open popups).
  if (room) body = <RoomBody key={room.id} room={room} reload={state.reload} />;
  else if (state.noRoom || (roomRef.roomId === null && roomRef.name === null)) {
    body = (
      <EmptyState text={t.home.noRooms} action={<Button onClick={() => replaceRoute('/')}>{t.app.backHome}</Button>} />
    );
  } else if (isRoomGone(state.error)) {
    // A stale or mistyped deep link: the room is not there, so the way out is the lobby, not a retry.
    body = (
      <div data-testid="room-gone">
        <EmptyState text={L.roomGone} action={<Button onClick={() => replaceRoute('/')}>{L.backToLobby}</Button>} />
      </div>
    );
  } else if (state.error) {
    body = (
      <div data-testid="room-error">
        <EmptyState text={L.loadFailed} action={<Button onClick={() => void state.reload()}>{t.app.retry}</Button>} />
      </div>
    );
  } else body = painted ? <PaintedRoom frame={painted} /> : <RoomPanelSkeleton />;
  return <div className={ROOM_FRAME}>{body}</div>;
}

interface Verifying {
  draw: DrawResult;
  /** Reopen the history when the verify view closes, if it was opened from there. */
  fromHistory: boolean;
}

function RoomBody({ room, reload }: { room: LotteryRoom; reload: () => Promise<unknown> }) {
  const clock = useRoundClock(room, () => void reload());
  const chat = useChat(room.id, room.chat);
  useWinAlert(room.round.last?.expect ?? null);
  const { mutate } = useSWRConfig();
  const [betOpen, setBetOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const draws = useDrawViews();

  // docs/SCREENS.md#lottery: once the round closes the bet popup closes. The popup does it itself
  // (it gets this clock's phase, says why, and calls onClose), so no effect here mirrors it.

  const openBet = () => {
    if (clock?.phase !== 'open') return toast.error(L.betClosed);
    setBetOpen(true);
  };

  return (
    <>
      <RoomView
        room={room}
        clock={clock}
        chat={chat}
        onVerify={(d) => draws.verify(d, false)}
        onHistory={draws.openHistory}
        onHelp={() => setHelpOpen(true)}
        onBet={openBet}
      />
      <HistoryPopup
        open={draws.historyOpen}
        onClose={draws.closeHistory}
        type={room.lottery.type}
        history={room.history}
        onVerify={(d) => draws.verify(d, true)}
      />
      <VerifyDialog draw={draws.verifying?.draw ?? null} lottery={room.lottery} onClose={draws.closeVerify} />
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} groups={room.playGroups} />
      <BetPopup
        room={room}
        phase={clock?.phase ?? null}
        open={betOpen}
        onClose={() => setBetOpen(false)}
        onPlaced={(placed) => void afterBetPlaced(placed, mutate)}
      />
    </>
  );
}

/**
 * The draw history popup and the verify view: verifying closes the history, and closing the
 * verify view reopens it when that is where it was opened from.
 */
function useDrawViews() {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [verifying, setVerifying] = useState<Verifying | null>(null);
  const verify = (draw: DrawResult, fromHistory: boolean) => {
    setHistoryOpen(false);
    setVerifying({ draw, fromHistory });
  };
  const closeVerify = () => {
    if (verifying?.fromHistory) setHistoryOpen(true);
    setVerifying(null);
  };
  return {
    historyOpen,
    openHistory: () => setHistoryOpen(true),
    closeHistory: () => setHistoryOpen(false),
    verifying,
    verify,
    closeVerify,
  };
}

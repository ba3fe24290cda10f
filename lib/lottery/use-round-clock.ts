/**
 * useRoundClock: the live reading of lib/lottery/countdown.ts for a room. One timer, set to the
 * next whole second after the base (not a free-running interval), re-based whenever new room
 * data (a reload or a socket draw frame) brings a new timeout.
 * Only the screen passes `onReload`; other readers (the bet popup) just watch the phase.
 */
import { useEffect, useRef, useState } from 'react';
import { monotonicNow } from '@/lib/time';
import { useLatest } from '@/lib/use-latest';
import { msToNextTick, NO_RELOAD, readClock, reloadDue, type ClockReading, type ReloadMemo } from './countdown';

export interface RoundClockInput {
  ftime: number;
  round: { nextExpect: string; timeoutS: number; receivedAt: number };
}

export function useRoundClock(room: RoundClockInput | undefined, onReload?: () => void): ClockReading | null {
  const timeoutS = room?.round.timeoutS;
  const receivedAt = room?.round.receivedAt;
  const ftime = room?.ftime ?? 0;
  const roundId = room?.round.nextExpect ?? '';
  const hasRoom = room !== undefined;
  const [reading, setReading] = useState<ClockReading | null>(() =>
    hasRoom ? readClock({ timeoutS: timeoutS!, receivedAt: receivedAt!, ftime }, monotonicNow()) : null,
  );
  const memo = useRef<ReloadMemo>(NO_RELOAD);
  const reload = useLatest(onReload);
  // Losing the room clears the reading at once, during render.
  const [hadRoom, setHadRoom] = useState(hasRoom);
  if (hadRoom !== hasRoom) {
    setHadRoom(hasRoom);
    if (!hasRoom) setReading(null);
  }

  useEffect(() => {
    if (!hasRoom) return;
    const base = { timeoutS: timeoutS!, receivedAt: receivedAt!, ftime };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = monotonicNow();
      const next = readClock(base, now);
      setReading((prev) => (prev && prev.secondsLeft === next.secondsLeft && prev.phase === next.phase ? prev : next));
      if (reload.current && reloadDue(memo.current, roundId, next.secondsLeft, now)) {
        memo.current = { round: roundId, atMs: now };
        reload.current();
      }
      timer = setTimeout(tick, msToNextTick(base, monotonicNow()));
    };
    tick();
    return () => clearTimeout(timer);
  }, [hasRoom, timeoutS, receivedAt, ftime, roundId, reload]);

  return reading;
}

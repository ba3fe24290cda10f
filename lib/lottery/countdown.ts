/**
 * The round clock (docs/SCREENS.md#lottery, docs/API.md#lotteryroom): pure functions, no timers.
 * `t` = seconds left until the open round draws, counted down from the server's timeout:
 *   t > ftime       → open (bets accepted)
 *   0 < t <= ftime  → closed (封盘中: betting refused, the bet popup closes)
 *   t <= 0          → drawing (开奖中)
 *   t < 0           → read the room again, once per round (then slowly, while the server is late)
 * `t` is always derived from the timeout and the monotonic clock reading taken when it
 * arrived, never from counting ticks, so late timers and hidden tabs cannot make it drift.
 */
export type RoundPhase = 'open' | 'closed' | 'drawing';

/** If a reload brings the same round still unresolved (the server is late), ask again this often. */
export const RELOAD_RETRY_MS = 5000;

export interface ClockBase {
  /** Seconds until the draw as the server said. */
  timeoutS: number;
  /** Monotonic ms when that was read. */
  receivedAt: number;
  /** Seconds before the draw when betting closes. */
  ftime: number;
}

export interface ClockReading {
  /** Seconds until the draw (negative once it is overdue). */
  secondsLeft: number;
  /** Seconds until betting closes (0 once closed). */
  secondsToClose: number;
  phase: RoundPhase;
}

export function phaseOf(secondsLeft: number, ftime: number): RoundPhase {
  if (secondsLeft > ftime) return 'open';
  if (secondsLeft > 0) return 'closed';
  return 'drawing';
}

/** Whole seconds elapsed since the base was read are taken off the server's timeout. */
export function secondsLeftAt(base: Pick<ClockBase, 'timeoutS' | 'receivedAt'>, nowMs: number): number {
  const elapsedS = Math.floor(Math.max(0, nowMs - base.receivedAt) / 1000);
  return base.timeoutS - elapsedS;
}

export function readClock(base: ClockBase, nowMs: number): ClockReading {
  const secondsLeft = secondsLeftAt(base, nowMs);
  return {
    secondsLeft,
    secondsToClose: Math.max(0, secondsLeft - base.ftime),
    phase: phaseOf(secondsLeft, base.ftime),
  };
}

/** Milliseconds until the reading next changes (the next whole second after the base). */
export function msToNextTick(base: Pick<ClockBase, 'receivedAt'>, nowMs: number): number {
  const elapsed = Math.max(0, nowMs - base.receivedAt);
  return 1000 - (elapsed % 1000);
}

/** What the reload gate remembers: the round it last asked about, and when. */
export interface ReloadMemo {
  round: string | null;
  atMs: number;
}

export const NO_RELOAD: ReloadMemo = { round: null, atMs: 0 };

/**
 * Whether to read the room again now: time went negative and this round has not been asked
 * about yet; or it has, the answer still left it overdue, and RELOAD_RETRY_MS have passed.
 */
export function reloadDue(memo: ReloadMemo, round: string, secondsLeft: number, nowMs: number): boolean {
  if (secondsLeft >= 0) return false;
  if (memo.round !== round) return true;
  return nowMs - memo.atMs >= RELOAD_RETRY_MS;
}

/** mm:ss of a number of seconds (never negative). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const mm = Math.floor(s / 60);
  return `${String(mm).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

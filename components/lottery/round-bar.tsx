import clsx from 'clsx';
import { formatClock, type ClockReading } from '@/lib/lottery/countdown';
import * as t from '@/lib/text/zh-CN';
import { LiveMessage } from '@/components/ui/live-message';

const L = t.lottery;
// Amber is too light for white text (2.1:1): 封盘中 is dark ink on it (7.6:1).
const TONE = {
  open: 'bg-success text-ink-inverse',
  closed: 'bg-warning text-ink',
  drawing: 'bg-brand text-ink-inverse',
} as const;

/**
 * The open round: its number, the countdown and the state (docs/SCREENS.md#lottery). While open the clock counts
 * to the close (距封盘); 封盘中 it counts to the draw (距开奖); 开奖中 it waits at 00:00. A screen
 * reader hears the round and its state when either changes; the ticking clock is off the air.
 */
export function RoundBar({
  name,
  nextExpect,
  clock,
}: {
  name: string;
  nextExpect: string;
  clock: ClockReading | null;
}) {
  const phase = clock?.phase ?? 'drawing';
  const seconds = !clock ? 0 : phase === 'open' ? clock.secondsToClose : Math.max(0, clock.secondsLeft);
  return (
    <div className="flex items-center justify-between gap-2">
      <LiveMessage text={L.roundAnnounce(nextExpect, L.phases[phase])} testId="round-announce" />
      <div className="min-w-0">
        {/* The lottery's and room's titles are the operator's (docs/I18N.md). */}
        <p data-testid="room-name" className="truncate text-caption text-ink-muted" data-operator-content>
          {name}
        </p>
        <p
          data-testid="round-expect"
          data-expect={nextExpect}
          className="truncate font-num text-title font-semibold text-ink"
        >
          {L.roundLabel(nextExpect)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <span
          data-testid="round-state"
          data-phase={phase}
          className={clsx('rounded-pill px-2.5 py-0.5 text-note font-medium', TONE[phase])}
        >
          {L.phases[phase]}
        </span>
        <div className="text-right">
          <p className="text-caption text-ink-muted">{phase === 'open' ? L.toClose : L.toDraw}</p>
          <p
            data-testid="round-countdown"
            role="timer"
            aria-live="off"
            className="font-num text-headline font-bold tabular-nums text-brand"
          >
            {formatClock(seconds)}
          </p>
        </div>
      </div>
    </div>
  );
}

import clsx from 'clsx';
import { ballWave, twoDigits, type BallWave } from '@/lib/lottery/ball-colors';
import type { LotteryType } from '@/lib/api/types';
import { useShownMessage } from '@/lib/text/message';

/** Each wave's ball colour (the lottery room's first paint draws its balls by this table too). */
export const WAVE_CLASS: Record<BallWave, string> = { red: 'bg-danger', blue: 'bg-info', green: 'bg-success' };

type Size = 'md' | 'sm';
const SIZE: Record<Size, string> = { md: 'h-8 w-8 text-body', sm: 'h-6 w-6 text-note' };

function Ball({ children, className, size }: { children: React.ReactNode; className: string; size: Size }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-pill font-num font-semibold text-ink-inverse',
        SIZE[size],
        className,
      )}
    >
      {children}
    </span>
  );
}

export interface DrawBallsProps {
  type: LotteryType;
  numbers: number[];
  special: number | null;
  sum: number | null;
  size?: Size;
}

/** A result as text, as a screen reader says it: "03,15,…+07" (type 1), "3+8+5=16" (type 2). */
export function drawText({ type, numbers, special, sum }: Omit<DrawBallsProps, 'size'>): string {
  if (type === 1) return `${numbers.map(twoDigits).join(',')}${special === null ? '' : `+${twoDigits(special)}`}`;
  return `${numbers.join('+')}${sum === null ? '' : `=${sum}`}`;
}

/**
 * A result as balls. Type 1: six numbers + the special, coloured by wave. Type 2: the three digits
 * and their sum ("3 + 8 + 5 = 16"). The text form is in aria-label for screen readers.
 */
export function DrawBalls({ type, numbers, special, sum, size = 'md' }: DrawBallsProps) {
  const sep = size === 'md' ? 'text-body' : 'text-note';
  if (type === 1) {
    const label = drawText({ type, numbers, special, sum });
    return (
      <span role="img" aria-label={label} className="flex flex-wrap items-center gap-1">
        {numbers.map((n, i) => (
          <Ball key={i} size={size} className={WAVE_CLASS[ballWave(n)]}>
            {twoDigits(n)}
          </Ball>
        ))}
        {special !== null && (
          <>
            <span aria-hidden className={clsx('px-0.5 text-ink-faint', sep)}>
              +
            </span>
            <Ball size={size} className={clsx(WAVE_CLASS[ballWave(special)], 'ring-2 ring-gold')}>
              {twoDigits(special)}
            </Ball>
          </>
        )}
      </span>
    );
  }
  const label = drawText({ type, numbers, special, sum });
  return (
    <span role="img" aria-label={label} className="flex items-center gap-1">
      {numbers.map((n, i) => (
        <span key={i} className="flex items-center gap-1">
          {i > 0 && (
            <span aria-hidden className={clsx('text-ink-faint', sep)}>
              +
            </span>
          )}
          <Ball size={size} className="bg-surface-inverse">
            {n}
          </Ball>
        </span>
      ))}
      {sum !== null && (
        <>
          <span aria-hidden className={clsx('text-ink-faint', sep)}>
            =
          </span>
          <Ball size={size} className="bg-brand">
            {sum}
          </Ball>
        </>
      )}
    </span>
  );
}

/** The extended fields (大, 双, 大双 …) as small tags: the server's words, through the message sink. */
export function DrawLabels({ labels }: { labels: string[] }) {
  const shown = useShownMessage();
  if (labels.length === 0) return null;
  return (
    <span data-testid="draw-labels" className="flex flex-wrap gap-1">
      {labels.map((l) => (
        <span key={l} className="rounded-control bg-brand-soft px-1.5 text-caption leading-[1.25rem] text-brand">
          {shown(l)}
        </span>
      ))}
    </span>
  );
}

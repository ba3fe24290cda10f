'use client';
import clsx from 'clsx';
import type { LotteryType, PlayGroup } from '@/lib/api/types';
import { cellsOf, pickKey, type BetCell } from '@/lib/lottery/bet-slip';
import * as t from '@/lib/text/zh-CN';

const B = t.bet;

/** Type 1 numbers read as two digits (05, 12 …) the way those draws are written. */
const numberText = (cell: BetCell, type: LotteryType) =>
  type === 1 && /^\d$/.test(cell.label) ? `0${cell.label}` : cell.label;

/**
 * The buttons of one play group: plain options (title + odds) in a grid of four, or, for special
 * groups, the number grid (seven across: 1–49 is 7×7, 0–27 is 7×4). Each is a toggle.
 */
export function BetCells({
  group,
  type,
  picked,
  onToggle,
}: {
  group: PlayGroup;
  type: LotteryType;
  picked: ReadonlySet<string>;
  onToggle: (cell: BetCell) => void;
}) {
  const cells = cellsOf(group, type);
  if (cells.length === 0) return <p className="py-10 text-center text-body text-ink-faint">{B.noOptions}</p>;
  return (
    <div
      role="group"
      aria-label={group.name}
      className={clsx('grid gap-2 px-gutter pb-3', group.special ? 'grid-cols-7' : 'grid-cols-4')}
    >
      {cells.map((cell) => {
        const key = pickKey(group.id, cell);
        const on = picked.has(key);
        return (
          <button
            key={key}
            type="button"
            aria-pressed={on}
            data-testid={group.special ? `bet-number-${group.id}-${cell.data}` : `bet-option-${cell.optionId}`}
            onClick={() => onToggle(cell)}
            className={clsx(
              'flex flex-col items-center justify-center rounded-control border transition-colors',
              group.special ? 'min-h-13 px-0.5' : 'min-h-row px-1',
              on
                ? 'border-brand bg-brand text-ink-inverse'
                : 'border-line bg-surface text-ink active:bg-surface-sunken',
            )}
          >
            <span className={clsx('font-semibold', group.special ? 'font-num text-title' : 'text-body')}>
              {group.special ? numberText(cell, type) : cell.label}
            </span>
            <span className={clsx('font-num text-caption', on ? 'text-ink-inverse' : 'text-brand')}>
              {/* The name is the cell's text with 赔率 told, not an aria-label (label-in-name). */}
              <span className="sr-only">{B.oddsWord} </span>
              {cell.odds}
            </span>
          </button>
        );
      })}
    </div>
  );
}

'use client';
import clsx from 'clsx';
import { formatMoney } from '@/lib/money';
import { slipTotal, type BetPick } from '@/lib/lottery/bet-slip';
import * as t from '@/lib/text/zh-CN';
import { CloseButton } from '@/components/ui/close-button';

const B = t.bet;

/** What a pick is called: the option (大) or the group and number (特码 14). */
export const pickName = (p: BetPick) => (p.data ? `${p.groupName} ${p.label}` : p.label);

/**
 * 注单预览 (docs/SCREENS.md#lottery): one row per order with its own stake (editable) and a remove button.
 * `invalidKey` marks the order whose stake was refused.
 */
export function BetPreview({
  picks,
  invalidKey,
  onAmount,
  onRemove,
}: {
  picks: readonly BetPick[];
  invalidKey: string | null;
  onAmount: (key: string, text: string) => void;
  onRemove: (key: string) => void;
}) {
  return (
    <>
      <ul aria-label={B.preview} className="flex flex-col px-gutter">
        {picks.map((p) => (
          <li
            key={p.key}
            data-testid="bet-preview-row"
            data-key={p.key}
            className="flex min-h-15 items-center gap-2 border-b border-line py-1.5"
          >
            <div className="min-w-0 flex-1">
              <p className="truncate text-body font-medium text-ink">{pickName(p)}</p>
              <p className="text-caption text-ink-muted">
                {p.data ? '' : `${p.groupName} · `}
                {B.odds(p.odds)}
              </p>
            </div>
            <label
              className={clsx(
                'flex h-touch w-28 items-center rounded-control border bg-surface px-2 focus-ring-within',
                invalidKey === p.key ? 'border-danger' : 'border-line',
              )}
            >
              <span className="font-num text-body text-ink-muted" aria-hidden>
                ¥
              </span>
              <input
                value={p.amount}
                onChange={(e) => onAmount(p.key, e.target.value)}
                inputMode="decimal"
                autoComplete="off"
                enterKeyHint="done"
                aria-label={B.stakeLabel(pickName(p))}
                aria-invalid={invalidKey === p.key || undefined}
                data-testid="bet-preview-amount"
                // 16 px: iOS zooms the page into smaller inputs.
                className="h-full min-w-0 flex-1 bg-transparent pl-1 font-num text-[1rem] text-ink outline-none"
              />
            </label>
            <CloseButton
              onClick={() => onRemove(p.key)}
              label={B.removeLabel(pickName(p))}
              testId="bet-preview-remove"
              className="text-ink-faint active:text-danger"
            />
          </li>
        ))}
      </ul>
      <p className="flex items-center justify-between px-gutter py-3 text-body">
        <span className="text-ink-muted">{B.total}</span>
        <span className="font-num font-semibold text-brand" data-testid="bet-preview-total">
          {B.totalValue(picks.length, formatMoney(slipTotal(picks)))}
        </span>
      </p>
    </>
  );
}

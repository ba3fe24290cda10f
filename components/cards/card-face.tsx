import clsx from 'clsx';
import { BuildingLibraryIcon } from '@heroicons/react/24/outline';
import type { SavedCard } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { Emoji } from '@/components/art/emoji';
import { tether } from '@/components/art/pictures/tether';

/**
 * The card's round mark: the operator's icon when the API sends one (a bank's mark, the USDT
 * coin), filling the circle; else Tether's mark for an address, a line icon for a bank.
 */
function CardMark({ card, compact }: { card: SavedCard; compact?: boolean }) {
  const size = compact ? 'h-9 w-9' : 'h-11 w-11';
  if (card.icon) return <img src={card.icon} alt="" className={clsx(size, 'shrink-0 rounded-pill object-contain')} />;
  return (
    <span
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-pill',
        size,
        card.kind === 'usdt' ? 'bg-success/15' : 'bg-brand-soft text-brand',
      )}
    >
      {card.kind === 'usdt' ? (
        <Emoji picture={tether} className="h-6 w-6" />
      ) : (
        <BuildingLibraryIcon className="h-6 w-6" aria-hidden />
      )}
    </span>
  );
}

/** Bank name (or USDT · protocol), holder, and only the last 4 digits (docs/SCREENS.md#withdrawaccount). */
export function CardFace({ card, compact }: { card: SavedCard; compact?: boolean }) {
  const title = card.kind === 'usdt' ? `USDT · ${card.protocol}` : card.bank;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <CardMark card={card} compact={compact} />
      <div className="min-w-0">
        <p className="truncate text-body font-medium text-ink">{title}</p>
        <p className="font-num text-note tracking-wider text-ink-muted" data-testid="card-number">
          {t.cards.masked(card.last4)}
        </p>
      </div>
    </div>
  );
}

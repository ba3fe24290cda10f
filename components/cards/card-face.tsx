import clsx from 'clsx';
import { BuildingLibraryIcon, CurrencyDollarIcon } from '@heroicons/react/24/outline';
import type { SavedCard } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';

/** Bank name (or USDT · protocol), holder, and only the last 4 digits (docs/SCREENS.md#withdrawaccount). */
export function CardFace({ card, compact }: { card: SavedCard; compact?: boolean }) {
  const Icon = card.kind === 'usdt' ? CurrencyDollarIcon : BuildingLibraryIcon;
  const title = card.kind === 'usdt' ? `USDT · ${card.protocol}` : card.bank;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        className={clsx(
          'flex shrink-0 items-center justify-center rounded-pill',
          compact ? 'h-9 w-9' : 'h-11 w-11',
          card.kind === 'usdt' ? 'bg-success/15 text-success' : 'bg-brand-soft text-brand',
        )}
      >
        {card.icon && card.kind === 'bank' ? (
          <img src={card.icon} alt="" className="h-6 w-6 object-contain" />
        ) : (
          <Icon className="h-6 w-6" aria-hidden />
        )}
      </span>
      <div className="min-w-0">
        <p className="truncate text-body font-medium text-ink">{title}</p>
        <p className="font-num text-note tracking-wider text-ink-muted" data-testid="card-number">
          {t.cards.masked(card.last4)}
        </p>
      </div>
    </div>
  );
}

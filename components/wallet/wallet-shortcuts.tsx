'use client';
import {
  ArrowDownTrayIcon,
  ArrowsRightLeftIcon,
  ArrowUpTrayIcon,
  ArrowUturnLeftIcon,
  CreditCardIcon,
  UsersIcon,
} from '@heroicons/react/24/solid';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { OUT_OF_VENUE } from '@/lib/wallet/transfer';
import { IconBadge, type Icon, type IconTone } from '@/components/ui/shortcut-icon';

const S = t.wallet.shortcuts;

interface Tile {
  key: string;
  label: string;
  icon: Icon;
  tone: IconTone;
  to: string;
}

/**
 * The tiles of docs/SCREENS.md#account. 转账 opens /transfer into a venue; 场馆转账 opens it the other way
 * (venue → central wallet); 下级转账 (an agent paying a downline) opens /downlineTransfer and is shown
 * only when the caller says so (lib/wallet/downline-tile.ts decides).
 */
const TILES: Tile[] = [
  { key: 'deposit', label: S.deposit, icon: ArrowDownTrayIcon, tone: 'red', to: '/recharge' },
  { key: 'transfer', label: S.transfer, icon: ArrowsRightLeftIcon, tone: 'blue', to: '/transfer' },
  { key: 'withdraw', label: S.withdraw, icon: ArrowUpTrayIcon, tone: 'gold', to: '/withdrawal' },
  {
    key: 'venue',
    label: S.venueTransfer,
    icon: ArrowUturnLeftIcon,
    tone: 'green',
    to: hrefTo('/transfer', { direction: OUT_OF_VENUE }),
  },
];
const DOWNLINE: Tile = {
  key: 'downline',
  label: S.downlineTransfer,
  icon: UsersIcon,
  tone: 'purple',
  to: '/downlineTransfer',
};
const CARDS: Tile = {
  key: 'cards',
  label: S.cards,
  icon: CreditCardIcon,
  tone: 'orange',
  to: hrefTo('/withdrawAccount', { kind: 'bank' }),
};

/** One row up to five tiles (four fill the row), two rows of three beyond. */
const COLUMNS: Record<number, string> = { 4: 'grid-cols-4', 5: 'grid-cols-5' };

const tileClass = 'flex min-h-touch flex-col items-center justify-center gap-1.5 py-2 text-note text-ink';

export function WalletShortcuts({ withCards, withDownline }: { withCards: boolean; withDownline: boolean }) {
  const tiles = [...TILES, ...(withDownline ? [DOWNLINE] : []), ...(withCards ? [CARDS] : [])];
  return (
    <nav
      aria-label={t.wallet.shortcutsLabel}
      className={`grid gap-y-1 rounded-card bg-surface py-2 shadow-card ${COLUMNS[tiles.length] ?? 'grid-cols-3'}`}
    >
      {tiles.map((s) => (
        <Link key={s.key} to={s.to} className={tileClass}>
          <IconBadge icon={s.icon} tone={s.tone} />
          {s.label}
        </Link>
      ))}
    </nav>
  );
}

'use client';
import {
  ArrowDownTrayIcon,
  ArrowsRightLeftIcon,
  ArrowUpTrayIcon,
  ArrowUturnLeftIcon,
  CreditCardIcon,
  UsersIcon,
} from '@heroicons/react/24/solid';
import { EXTENSIONS, useExtension } from '@/lib/api/backend';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { OUT_OF_VENUE } from '@/lib/wallet/transfer';
import { IconBadge, type Icon, type IconTone } from '@/components/ui/shortcut-icon';

const S = t.wallet.shortcuts;

interface Tile {
  key: string;
  label: string;
  icon: Icon;
  tone: IconTone;
  /** A route, or null for a tile without a screen yet. */
  to: string | null;
}

/**
 * The tiles of docs/SCREENS.md#account. 转账 opens /transfer into a venue; 场馆转账 opens it the other way
 * (venue → central wallet). 下级转账 (an agent paying a downline) is shown only where the back end
 * announces the downlineTransfer extension (a legacy back end has no such call); its screen is not
 * built yet, so the tile says so instead of leading nowhere.
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
  { key: 'downline', label: S.downlineTransfer, icon: UsersIcon, tone: 'purple', to: null },
];
const CARDS: Tile = {
  key: 'cards',
  label: S.cards,
  icon: CreditCardIcon,
  tone: 'orange',
  to: hrefTo('/withdrawAccount', { kind: 'bank' }),
};

const tileClass = 'flex min-h-touch flex-col items-center justify-center gap-1.5 py-2 text-note text-ink';

export function WalletShortcuts({ withCards }: { withCards: boolean }) {
  const downline = useExtension(EXTENSIONS.downlineTransfer) === true;
  const offered = downline ? TILES : TILES.filter((x) => x.key !== 'downline');
  const tiles = withCards ? [...offered, CARDS] : offered;
  const columns = tiles.length > 5 ? 'grid-cols-3' : tiles.length === 4 ? 'grid-cols-4' : 'grid-cols-5';
  return (
    <nav
      aria-label={t.wallet.shortcutsLabel}
      className={`grid gap-y-1 rounded-card bg-surface py-2 shadow-card ${columns}`}
    >
      {tiles.map((s) =>
        s.to ? (
          <Link key={s.key} to={s.to} className={tileClass}>
            <IconBadge icon={s.icon} tone={s.tone} />
            {s.label}
          </Link>
        ) : (
          <button
            key={s.key}
            type="button"
            onClick={() => toast.info(t.wallet.downlineUnavailable)}
            className={tileClass}
          >
            <IconBadge icon={s.icon} tone={s.tone} />
            {s.label}
          </button>
        ),
      )}
    </nav>
  );
}

'use client';
import { ArrowsRightLeftIcon, BanknotesIcon, StarIcon, WalletIcon } from '@heroicons/react/24/solid';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';
import { IconBadge, type Icon, type IconTone } from '@/components/ui/shortcut-icon';

const SHORTCUTS: { to: string; label: string; icon: Icon; tone: IconTone }[] = [
  { to: '/recharge', label: t.home.deposit, icon: BanknotesIcon, tone: 'red' },
  { to: '/transfer', label: t.home.transfer, icon: ArrowsRightLeftIcon, tone: 'blue' },
  { to: '/vip', label: t.home.vip, icon: StarIcon, tone: 'gold' },
  { to: '/withdrawal', label: t.home.withdraw, icon: WalletIcon, tone: 'green' },
];

/** docs/SCREENS.md#home: deposit, transfer, VIP, withdrawal (the guard handles visitors). */
export function HallShortcuts() {
  return (
    <nav className="grid min-w-0 flex-1 grid-cols-4" aria-label={t.home.shortcutsLabel}>
      {SHORTCUTS.map((s) => (
        <Link
          key={s.to}
          to={s.to}
          className="flex min-h-touch flex-col items-center justify-center gap-1 text-note text-ink"
        >
          <IconBadge icon={s.icon} tone={s.tone} className="h-9 w-9" />
          {s.label}
        </Link>
      ))}
    </nav>
  );
}

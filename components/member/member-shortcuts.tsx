'use client';
import {
  ClipboardDocumentListIcon,
  DocumentTextIcon,
  ShieldCheckIcon,
  StarIcon,
  UserPlusIcon,
  WalletIcon,
} from '@heroicons/react/24/solid';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';
import { IconBadge, type Icon, type IconTone } from '@/components/ui/shortcut-icon';

const S = t.mine.shortcuts;
const SHORTCUTS: { to: string; label: string; icon: Icon; tone: IconTone }[] = [
  { to: '/vip', label: S.vip, icon: StarIcon, tone: 'gold' },
  { to: '/inviter', label: S.invite, icon: UserPlusIcon, tone: 'red' },
  { to: '/wallet', label: S.wallet, icon: WalletIcon, tone: 'orange' },
  { to: '/transRecord', label: S.details, icon: DocumentTextIcon, tone: 'blue' },
  { to: '/betRecord', label: S.bets, icon: ClipboardDocumentListIcon, tone: 'purple' },
  { to: '/password', label: S.security, icon: ShieldCheckIcon, tone: 'green' },
];

/** docs/SCREENS.md#mine: VIP, invite, wallet, account details, bet records, security. */
export function MemberShortcuts() {
  return (
    <nav
      aria-label={t.home.shortcutsLabel}
      className="grid grid-cols-3 gap-y-1 rounded-card bg-surface py-2 shadow-card"
    >
      {SHORTCUTS.map((s) => (
        <Link
          key={s.to}
          to={s.to}
          className="flex min-h-touch flex-col items-center justify-center gap-1.5 py-2 text-note text-ink"
        >
          <IconBadge icon={s.icon} tone={s.tone} />
          {s.label}
        </Link>
      ))}
    </nav>
  );
}

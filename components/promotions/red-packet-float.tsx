'use client';
import { GiftIcon } from '@heroicons/react/24/solid';
import { useAppInfo } from '@/lib/api/app';
import { isRestricted } from '@/lib/protection/restriction';
import { useSession } from '@/lib/session';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';

/**
 * The hall's red-packet float button: a floating envelope above the tab bar leading to /hongbao,
 * hidden while the operator's red-packet switch is off, and from a restricted member: the server
 * switches it off for their token, but the device's copy of /api/app may still say on.
 */
export function RedPacketFloat() {
  const { data: app } = useAppInfo();
  const { user } = useSession();
  if (!app?.redPacketOn || isRestricted(user)) return null;
  return (
    // Kept inside the app column on wide screens, above the scroll-to-top button.
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(theme(spacing.tabbar)+env(safe-area-inset-bottom)+72px)] z-header mx-auto flex max-w-app justify-end px-gutter">
      <Link
        to="/hongbao"
        aria-label={t.home.redPacketFloat}
        data-testid="red-packet-float"
        className="pointer-events-auto flex h-16 w-14 flex-col items-center justify-center gap-0.5 rounded-card bg-gradient-to-b from-brand to-brand-dark text-ink-inverse shadow-raised"
      >
        <GiftIcon className="h-7 w-7 text-gold" aria-hidden />
        <span className="text-caption font-semibold">{t.home.redPacketFloat}</span>
      </Link>
    </div>
  );
}

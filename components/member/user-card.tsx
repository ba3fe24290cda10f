'use client';
import { ChatBubbleLeftRightIcon, ChevronRightIcon } from '@heroicons/react/24/outline';
import type { User } from '@/lib/api/types';
import { useVipLevels } from '@/lib/api/rewards';
import { vipProgress } from '@/lib/rewards/vip-progress';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';
import { DemoMark } from '@/components/layout/demo-mark';
import { Skeleton } from '@/components/ui/skeleton';
import { AvatarUpload } from './avatar-upload';

/** The red top of /mine (header hidden): avatar, name, VIP badge and progress, join days, service. */
export function UserCard({ user }: { user: User | null }) {
  // docs/SCREENS.md#mine: the progress /vip shows, towards the next level (0 until the levels load).
  const { data: levels } = useVipLevels();
  const progress = user ? vipProgress(user, levels) : null;
  const percent = progress?.percent ?? 0;
  const label = progress?.kind === 'top' ? t.rewards.vip.topLevel : t.mine.vipProgress;
  return (
    // Reaches up under the status bar: the shell pads hidden-header screens by the safe area.
    <section
      data-header
      className="relative mt-[calc(env(safe-area-inset-top)*-1)] bg-gradient-to-br from-coral via-brand to-brand-dark px-gutter pb-14 pt-safe-top text-ink-inverse"
    >
      {/* In the card's top corner, as on a bar; the content below keeps clear of it (see the next row). */}
      <Link
        to="/kefu"
        aria-label={t.mine.service}
        className="absolute right-1 top-[env(safe-area-inset-top)] flex h-touch min-w-touch items-center justify-center gap-1 px-2 text-note"
      >
        <ChatBubbleLeftRightIcon className="h-5 w-5" aria-hidden />
        {t.mine.service}
      </Link>
      {/*
        The name's first line starts at 44 px, below the service link at any text size: centred on
        the 64 px avatar, the name column (2.875rem + 4 px) starts (64 px - its height) / 2 below the
        row while it is the shorter, at the row's top once it is taller. So the row starts at 37 px
        at 100 %, at 44 px from about 150 %.
      */}
      <div className="mt-[min(44px,calc(14px+1.4375rem))] flex items-center gap-3">
        {user ? (
          <AvatarUpload src={user.avatar} name={user.username} />
        ) : (
          <Skeleton className="h-16 w-16 shrink-0 rounded-pill" />
        )}
        <div className="min-w-0 flex-1">
          {user ? (
            <div className="flex items-center gap-2">
              <h1 className="truncate text-headline font-bold" data-testid="mine-username">
                {user.username}
              </h1>
              <span className="shrink-0 rounded-pill bg-gradient-to-r from-gold to-gold-dark px-2 py-0.5 text-caption font-bold italic text-ink-inverse shadow-card">
                {t.mine.vipBadge(user.vip)}
              </span>
            </div>
          ) : (
            <Skeleton className="h-7 w-32 opacity-40" />
          )}
          {/* The demo mark beside the join days, as under the site name on the main bar: a line that is there without it. */}
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-note text-ink-inverse/80">
            <span>{user ? t.mine.joinDays(user.joinDays) : '\u00a0'}</span>
            <DemoMark />
          </p>
        </div>
      </div>
      <Link to="/vip" className="mt-4 flex min-h-touch items-center gap-3 rounded-control bg-surface-inverse/15 px-3">
        <span className="shrink-0 text-note">{label}</span>
        <span
          className="h-1.5 flex-1 overflow-hidden rounded-pill bg-surface/25"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span
            className="block h-full rounded-pill bg-gradient-to-r from-gold-soft to-gold"
            style={{ width: `${percent}%` }}
          />
        </span>
        <span className="w-9 shrink-0 text-right font-num text-note">{t.mine.vipProgressValue(percent)}</span>
        <ChevronRightIcon className="h-4 w-4 shrink-0 opacity-80" aria-hidden />
      </Link>
    </section>
  );
}

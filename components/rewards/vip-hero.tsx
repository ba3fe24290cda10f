import type { User } from '@/lib/member/user';
import type { VipLevel } from '@/lib/rewards/types';
import type { VipPart, VipProgress } from '@/lib/rewards/vip-progress';
import { topLevel } from '@/lib/rewards/vip-tier';
import * as t from '@/lib/text/zh-CN';
import { Meter } from './meter';
import { VipBadge } from './vip-badge';

const V = t.rewards.vip;

function Progress({ label, part }: { label: string; part: VipPart }) {
  const { percent } = part;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-caption text-ink-inverse/90">
        <span>{label}</span>
        <span className="font-num">{percent}%</span>
      </div>
      <Meter label={`${label} ${percent}%`} percent={percent} />
    </div>
  );
}

/**
 * The top of /vip: the member's own level as a large medal, and how far they are towards the
 * next one (cumulative deposit and turnover against its needs); visitors see the first level
 * greyed and what logging in brings.
 */
export function VipHero({
  levels,
  user,
  progress,
}: {
  levels: readonly VipLevel[];
  user: User | null;
  progress: VipProgress | null;
}) {
  const top = topLevel(levels);
  const own = user ? levels.find((l) => l.level === user.vip) : undefined;
  return (
    <section className="flex items-center gap-4 px-gutter pb-4 pt-2 text-ink-inverse" data-testid="vip-hero">
      <VipBadge level={user?.vip || 1} reached={!!user && user.vip > 0} top={top} size="xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div>
          <p className="text-note text-ink-inverse/80">{V.heroTitle}</p>
          <p className="text-headline font-bold italic text-gold-pale">
            {own?.name ?? (user ? `VIP${user.vip}` : '—')}
          </p>
        </div>
        {!user ? (
          <p className="text-note">{V.heroGuest}</p>
        ) : progress?.kind === 'next' ? (
          <>
            <p className="text-caption text-ink-inverse/90">{V.progress(progress.level.name)}</p>
            <Progress label={V.recharge} part={progress.deposit} />
            <Progress label={V.flow} part={progress.turnover} />
          </>
        ) : (
          <p className="text-note">{V.topReached}</p>
        )}
      </div>
    </section>
  );
}

import clsx from 'clsx';
import type { User } from '@/lib/member/user';
import { formatMoney } from '@/lib/money';
import type { VipLevel } from '@/lib/rewards/types';
import { isReached } from '@/lib/rewards/vip';
import { partPercent, type VipProgress } from '@/lib/rewards/vip-progress';
import * as t from '@/lib/text/zh-CN';
import { Meter } from './meter';
import { VipBadge } from './vip-badge';

const V = t.rewards.vip;

/** One need against the member's figure; a need of 0 reads 无要求 and is met, never "¥x / ¥0.00". */
function Requirement({ label, need, own }: { label: string; need: number; own: number | null }) {
  const percent = own === null ? (need > 0 ? 0 : 100) : partPercent(own, need);
  const needText = need > 0 ? `¥${formatMoney(need)}` : V.noRequirement;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between text-note">
        <span className="text-ink-muted">{label}</span>
        <span className="font-num text-ink">
          {own === null ? needText : `¥${formatMoney(own)}`}
          {own !== null && <span className="text-ink-faint"> / {needText}</span>}
        </span>
      </div>
      <Meter label={`${label} ${percent}%`} percent={percent} />
    </div>
  );
}

/**
 * What the member's progress says on this level's card: the overall share on the next level (the
 * figure /mine shows), 已达最高等级 on the top one, nothing on others.
 */
function progressLine(level: VipLevel, progress: VipProgress | null, memberVip: number): string | null {
  if (progress?.kind === 'next' && progress.level.level === level.level) {
    return `${V.progress(level.name)} ${progress.percent}%`;
  }
  return progress?.kind === 'top' && memberVip === level.level ? V.topLevel : null;
}

/**
 * The chosen level: 已达标 / 未达标 for a member (reached when vip ≥ the level), what it needs
 * (cumulative deposit and turnover) against the member's own figures; visitors see the needs.
 */
export function VipLevelCard({
  level,
  top,
  user,
  progress,
}: {
  level: VipLevel;
  top: number;
  user: User | null;
  progress: VipProgress | null;
}) {
  const reached = user ? isReached(user.vip, level.level) : false;
  const line = user ? progressLine(level, progress, user.vip) : null;
  return (
    <section className="rounded-card bg-surface p-4 shadow-card" data-testid="vip-level-card">
      <div className="flex items-center gap-3">
        <VipBadge level={level.level} reached={reached} top={top} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-headline font-bold italic text-ink">{level.name}</h2>
          {user ? (
            <span
              className={clsx(
                'mt-1 inline-block rounded-pill px-2 py-0.5 text-caption font-semibold',
                reached ? 'bg-success text-ink-inverse' : 'bg-line text-ink-muted',
              )}
            >
              {reached ? V.reached : V.notReached}
            </span>
          ) : (
            <p className="mt-1 text-note text-ink-muted">{V.loginToSee}</p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3">
        <p className="text-note font-semibold text-ink">{user ? `${V.needs} · ${V.mine}` : V.needs}</p>
        {line && (
          <p className="text-note font-semibold text-brand" data-testid="vip-progress-line">
            {line}
          </p>
        )}
        <Requirement label={V.recharge} need={level.recharge} own={user ? user.paysum : null} />
        <Requirement label={V.flow} need={level.flow} own={user ? user.totalGame : null} />
      </div>
    </section>
  );
}

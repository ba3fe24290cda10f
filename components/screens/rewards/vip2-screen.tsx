'use client';
import clsx from 'clsx';
import type { ScreenProps } from '@/lib/router/types';
import { formatMoney } from '@/lib/money';
import { isReached } from '@/lib/rewards/vip';
import { topLevel } from '@/lib/rewards/vip-tier';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { VipBadge } from '@/components/rewards/vip-badge';
import { VipLevelsGate } from '@/components/rewards/vip-levels-gate';
import { VipRules } from '@/components/rewards/vip-rules';

const V = t.rewards.vip;

/**
 * /vip2: the same levels as a vertical list (each level's needs and its rebate rates), the
 * member's own level marked; then the rules.
 */
export default function Vip2Screen(_: ScreenProps) {
  const { user } = useSession();
  const vip = user?.vip ?? 0;
  return (
    <VipLevelsGate>
      {(levels) => (
        <div className="flex flex-col gap-3 p-gutter">
          <h2 className="text-title font-semibold text-ink">{V.listTitle}</h2>
          <ol className="flex flex-col gap-2">
            {levels.map((l) => (
              <li
                key={l.level}
                className={clsx(
                  'flex items-center gap-3 rounded-card bg-surface p-3 shadow-card',
                  l.level === vip && 'ring-2 ring-gold',
                )}
              >
                <VipBadge level={l.level} reached={isReached(vip, l.level)} top={topLevel(levels)} />
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 text-body font-semibold text-ink">
                    {l.name}
                    {l.level === vip && (
                      <span className="rounded-pill bg-brand px-2 text-caption text-ink-inverse">{V.current}</span>
                    )}
                  </p>
                  <p className="truncate text-caption text-ink-muted">
                    {V.recharge} ¥{formatMoney(l.recharge)} · {V.flow} ¥{formatMoney(l.flow)}
                  </p>
                  <p className="truncate text-caption text-ink-muted">
                    {V.rates.realperson} {l.rates.realperson}% · {V.rates.electron} {l.rates.electron}% ·{' '}
                    {V.rates.lottery} {l.rates.lottery}%
                  </p>
                </div>
                {user && (
                  <span
                    className={clsx('shrink-0 text-note', isReached(vip, l.level) ? 'text-success' : 'text-ink-faint')}
                  >
                    {isReached(vip, l.level) ? V.reached : V.notReached}
                  </span>
                )}
              </li>
            ))}
          </ol>
          <VipRules />
        </div>
      )}
    </VipLevelsGate>
  );
}

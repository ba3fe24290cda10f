import clsx from 'clsx';
import { formatMoney } from '@/lib/money';
import { VIP_RATE_KEYS, type VipLevel } from '@/lib/rewards/types';
import { isReached } from '@/lib/rewards/vip';
import { topLevel } from '@/lib/rewards/vip-tier';
import * as t from '@/lib/text/zh-CN';
import { VipBadge } from './vip-badge';

const V = t.rewards.vip;

/** The first column stays put while the rest scrolls under it, so it needs its own background. */
const STICKY = 'sticky left-0 z-10 bg-surface';
const CELL = 'whitespace-nowrap px-3 py-2.5 text-right font-num';

/**
 * /vip2's table of every level: needs and rebate rates, wider than a phone. It scrolls sideways
 * inside its own box (a focusable, labelled region, so a keyboard can scroll it), the level column
 * sticky at the left; nothing is cut off or truncated (docs/SCREENS.md#vip2).
 */
export function VipLevelsTable({ levels, memberVip }: { levels: readonly VipLevel[]; memberVip: number | null }) {
  return (
    <div
      role="region"
      aria-label={V.listTitle}
      // A scrollable box must take focus for keyboard scrolling (axe scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto rounded-card bg-surface shadow-card focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand"
      data-testid="vip-levels-table"
    >
      <table className="min-w-max border-collapse text-note">
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className={clsx(STICKY, 'px-3 py-2 text-left font-normal')}>
              {V.levels}
            </th>
            {[V.recharge, V.flow, ...VIP_RATE_KEYS.map((k) => V.rates[k])].map((label) => (
              <th key={label} scope="col" className="whitespace-nowrap px-3 py-2 text-right font-normal">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {levels.map((l) => (
            <LevelRow key={l.level} level={l} top={topLevel(levels)} memberVip={memberVip} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LevelRow({ level, top, memberVip }: { level: VipLevel; top: number; memberVip: number | null }) {
  const own = memberVip === level.level;
  return (
    <tr className="border-b border-line last:border-0" aria-current={own ? 'true' : undefined}>
      <th scope="row" className={clsx(STICKY, 'px-3 py-2 text-left font-semibold text-ink')}>
        <span className="flex items-center gap-2 whitespace-nowrap">
          <VipBadge level={level.level} reached={memberVip !== null && isReached(memberVip, level.level)} top={top} />
          {level.name}
          {own && <span className="rounded-pill bg-brand px-2 text-caption text-ink-inverse">{V.current}</span>}
          {memberVip !== null && (
            <span
              className={clsx('text-caption', isReached(memberVip, level.level) ? 'text-success' : 'text-ink-faint')}
            >
              {isReached(memberVip, level.level) ? V.reached : V.notReached}
            </span>
          )}
        </span>
      </th>
      <td className={clsx(CELL, 'text-ink')}>¥{formatMoney(level.recharge)}</td>
      <td className={clsx(CELL, 'text-ink')}>¥{formatMoney(level.flow)}</td>
      {VIP_RATE_KEYS.map((k) => (
        <td key={k} className={clsx(CELL, 'font-semibold text-brand')}>
          {level.rates[k]}%
        </td>
      ))}
    </tr>
  );
}

import clsx from 'clsx';
import { vipTier, type VipTier } from '@/lib/rewards/vip-tier';
import { Emoji, type Picture } from '@/components/art/emoji';
import { crown } from '@/components/art/pictures/crown';
import { gemStone } from '@/components/art/pictures/gem-stone';
import { glowingStar } from '@/components/art/pictures/glowing-star';
import { star } from '@/components/art/pictures/star';
import { trophy } from '@/components/art/pictures/trophy';

/** Each tier's medal (its gradient) and emblem. */
const TIERS: Record<VipTier, { medal: string; emblem: Picture }> = {
  bronze: { medal: 'from-vip-bronze to-vip-bronze-dark', emblem: star },
  silver: { medal: 'from-vip-silver to-vip-silver-dark', emblem: glowingStar },
  gold: { medal: 'from-gold-pale via-gold to-gold-dark', emblem: trophy },
  platinum: { medal: 'from-vip-platinum to-vip-platinum-dark', emblem: crown },
  diamond: { medal: 'from-vip-diamond to-vip-diamond-dark', emblem: gemStone },
};

const SIZES = {
  md: { medal: 'h-11 w-11', emblem: 'h-6 w-6' },
  lg: { medal: 'h-16 w-16', emblem: 'h-9 w-9' },
  xl: { medal: 'h-24 w-24', emblem: 'h-14 w-14' },
};

/**
 * One level's badge: the tier's medal (bronze → diamond, `top` being the highest level the
 * operator has) with its emblem and the level number; greyed until reached. Decorative: the
 * level's name is always written next to it.
 */
export function VipBadge({
  level,
  reached,
  top = 10,
  size = 'md',
}: {
  level: number;
  reached: boolean;
  top?: number;
  size?: keyof typeof SIZES;
}) {
  const tier = TIERS[vipTier(level, top)];
  return (
    <span
      aria-hidden
      data-tier={vipTier(level, top)}
      className={clsx(
        'relative flex shrink-0 items-center justify-center rounded-pill bg-gradient-to-br shadow-card ring-2 ring-surface/70',
        SIZES[size].medal,
        tier.medal,
        !reached && 'grayscale',
      )}
    >
      <Emoji picture={tier.emblem} className={clsx(SIZES[size].emblem, 'drop-shadow-sm')} />
      <span
        className={clsx(
          'absolute -bottom-1 rounded-pill px-1.5 font-num font-bold italic text-ink-inverse',
          size === 'xl' ? 'text-note' : 'text-caption',
          reached ? 'bg-brand' : 'bg-ink-muted',
        )}
      >
        V{level}
      </span>
    </span>
  );
}

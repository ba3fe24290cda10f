import clsx from 'clsx';
import { TrophyIcon } from '@heroicons/react/24/solid';

/** One level's icon: a gold medal with the level number (brighter when reached). */
export function VipBadge({ level, reached, size = 'md' }: { level: number; reached: boolean; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden
      className={clsx(
        'relative flex items-center justify-center rounded-pill shadow-card',
        size === 'lg' ? 'h-16 w-16' : 'h-11 w-11',
        reached
          ? 'bg-gradient-to-br from-gold-soft via-gold to-gold-dark'
          : 'bg-gradient-to-br from-surface to-line-strong',
      )}
    >
      <TrophyIcon
        className={clsx(size === 'lg' ? 'h-8 w-8' : 'h-5 w-5', reached ? 'text-ink-inverse' : 'text-ink-faint')}
      />
      <span
        className={clsx(
          'absolute -bottom-1 rounded-pill px-1.5 font-num text-caption font-bold italic',
          reached ? 'bg-brand text-ink-inverse' : 'bg-ink-muted text-ink-inverse',
        )}
      >
        V{level}
      </span>
    </span>
  );
}

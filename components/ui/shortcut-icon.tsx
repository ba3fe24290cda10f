import clsx from 'clsx';
import type { ComponentType, SVGProps } from 'react';

export type Icon = ComponentType<SVGProps<SVGSVGElement>>;

/** Tones for round icon badges; a fixed list so Tailwind sees every class. */
export const ICON_TONES = {
  red: 'from-glow-red to-brand text-ink-inverse',
  gold: 'from-glow-gold to-gold-dark text-ink-inverse',
  blue: 'from-glow-blue to-info text-ink-inverse',
  green: 'from-glow-green to-success text-ink-inverse',
  purple: 'from-glow-purple to-glow-purple-dark text-ink-inverse',
  orange: 'from-glow-orange to-warning text-ink-inverse',
} as const;
export type IconTone = keyof typeof ICON_TONES;

/** A gradient disc with a white glyph: the shortcut look shared by the hall and mine. */
export function IconBadge({ icon: Glyph, tone, className }: { icon: Icon; tone: IconTone; className?: string }) {
  return (
    <span
      className={clsx(
        'flex items-center justify-center rounded-pill bg-gradient-to-br shadow-card',
        ICON_TONES[tone],
        className ?? 'h-10 w-10',
      )}
    >
      <Glyph className="h-5 w-5" aria-hidden />
    </span>
  );
}

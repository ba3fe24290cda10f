'use client';
import { CAPTCHA_CODES } from '@/contract/session/rules';
import * as t from '@/lib/text/zh-CN';
import { colors } from '@/lib/ui/colors';

/** Deterministic pseudo-random numbers from the image index: one fixed picture per code. */
function seeded(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

/** Dark enough on the gold-soft ground to read; one per glyph, in turn. */
const INKS = [colors.brand.dark, colors.captcha.blue, colors.success, colors.gold.dark, colors.captcha.violet];

/** One of the 21 fixed captcha pictures, drawn as SVG; tapping it asks for another. */
export function CaptchaImage({ index, onRefresh }: { index: number; onRefresh: () => void }) {
  const code = CAPTCHA_CODES[index];
  const rnd = seeded(index + 1);
  return (
    <button
      type="button"
      onClick={onRefresh}
      title={t.auth.captchaRefresh}
      className="flex h-touch w-26 shrink-0 items-center justify-center"
    >
      {/* Named by text, not aria-label: the picture's glyphs would count as a visible label. */}
      <span className="sr-only">{t.auth.captchaRefresh}</span>
      <svg
        viewBox="0 0 100 40"
        className="h-9 w-24 rounded-control bg-gold-soft"
        aria-hidden
        data-captcha-index={index}
      >
        {Array.from({ length: 5 }, (_, i) => (
          <line
            key={`l${i}`}
            x1={rnd() * 100}
            y1={rnd() * 40}
            x2={rnd() * 100}
            y2={rnd() * 40}
            stroke={INKS[i % INKS.length]}
            strokeOpacity="0.35"
            strokeWidth="1"
          />
        ))}
        {code.split('').map((ch, i) => (
          <text
            key={i}
            x={12 + i * 22}
            y={28 + (rnd() - 0.5) * 6}
            fontSize="22"
            fontWeight="700"
            fontFamily="monospace"
            fill={INKS[(index + i) % INKS.length]}
            transform={`rotate(${(rnd() - 0.5) * 30} ${12 + i * 22} 24)`}
          >
            {ch}
          </text>
        ))}
      </svg>
    </button>
  );
}

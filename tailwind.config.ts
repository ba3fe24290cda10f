import type { Config } from 'tailwindcss';
import { colors } from './lib/ui/colors';

/**
 * The one set of design tokens. Components use these names only
 * (bg-surface, text-ink-muted, rounded-card, h-touch, ...), never raw hex values; the colour
 * values themselves are named in lib/ui/colors.ts, which code-drawn pictures read too.
 */
export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors,
      borderRadius: {
        control: '10px',
        /** A tab inside a segmented bar (the bar's own radius less its padding). */
        tab: '8px',
        card: '14px',
        sheet: '20px',
        pill: '999px',
      },
      spacing: {
        touch: '44px',
        header: '48px',
        tabbar: '56px',
        /** A settings or form row with a hint line under its label. */
        row: '56px',
        gutter: '14px',
        /** The switch's hit area (44 px high) and its knob's travel on the 48 px track. */
        switch: '60px',
        'switch-knob': '22px',
        'safe-top': 'env(safe-area-inset-top)',
        'safe-bottom': 'env(safe-area-inset-bottom)',
      },
      // hint: the line reserved under an amount field, so a hint appearing does not move the form.
      minHeight: { touch: '44px', hint: '26px' },
      minWidth: { touch: '44px' },
      fontSize: {
        caption: ['11px', '16px'],
        note: ['12px', '18px'],
        body: ['14px', '20px'],
        title: ['16px', '22px'],
        headline: ['20px', '28px'],
        amount: ['24px', '30px'],
      },
      fontFamily: {
        sans: [
          '-apple-system',
          'BlinkMacSystemFont',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          'sans-serif',
        ],
        num: ['"DIN Alternate"', '"Roboto Mono"', 'ui-monospace', 'monospace'],
      },
      boxShadow: {
        card: '0 2px 10px rgba(29, 33, 48, 0.06)',
        raised: '0 6px 24px rgba(29, 33, 48, 0.14)',
      },
      maxWidth: { app: '480px' },
      // legible: white names on the lighter end of a game tile's gradient.
      textShadow: { legible: '0 1px 2px rgba(0, 0, 0, 0.2)' },
      // guide: the add-to-home-screen card, above the hall's float buttons and below dialogs.
      zIndex: { header: '30', tabbar: '30', guide: '40', popup: '50', toast: '70', alert: '80' },
      keyframes: {
        marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
        shimmer: { '0%': { backgroundPosition: '-200px 0' }, '100%': { backgroundPosition: 'calc(200px + 100%) 0' } },
      },
      animation: {
        marquee: 'marquee 18s linear infinite',
        shimmer: 'shimmer 1.3s ease-in-out infinite',
      },
    },
  },
} satisfies Config;

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
        /*
         * Bars around one line of text grow with it (px padding + the text's rem line height):
         * 48 and 56 px at the default text size. Sticky tops and the shell's bottom padding
         * use these too, so they follow.
         */
        header: 'calc(26px + 1.375rem)',
        tabbar: 'calc(40px + 1rem)',
        /** The session line (components/protection/session-line.tsx): 24 px at 100 %. */
        session: 'calc(6px + 1.125rem)',
        /** A form row's label column: rem, so a label keeps its line as the text grows (88 px at 100 %). */
        label: '5.5rem',
        'label-narrow': '4rem',
        /** The narrowest a form row's input gets before it wraps under its label (120 px at 100 %). */
        field: '7.5rem',
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
      /*
       * Text in rem, so it grows with the player's text size (WCAG 1.4.4: the browser's font size
       * setting, Android's font scale); everything else (spacing, radii, icons, touch targets) is
       * in px and stays put, so at 200 % only the text grows and the layout reflows around it.
       * At the default 16 px root these are 11, 12, 14, 16, 20 and 24 px. Line heights are rem
       * too, not unitless: an element inherits the px they compute to, as it did before, so an
       * input or an odd-sized number inside a body line keeps its line box at 100 %.
       * __tests__/ui/text-tokens.test.ts fails on a px size.
       */
      fontSize: {
        caption: ['0.6875rem', '1rem'],
        note: ['0.75rem', '1.125rem'],
        body: ['0.875rem', '1.25rem'],
        title: ['1rem', '1.375rem'],
        headline: ['1.25rem', '1.75rem'],
        amount: ['1.5rem', '1.875rem'],
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

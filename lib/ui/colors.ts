/**
 * Every colour of the app, by name. tailwind.config.ts turns these into its colour tokens
 * (bg-brand, from-tile-live …); the few pictures drawn in code (the captcha, the build-time
 * banner poster) read the same names here, so no component writes a colour value of its own.
 * Plain values only: this file also runs inside the Tailwind config loader.
 */
export const colors = {
  /** DEFAULT and dark carry white text (and are text on surface and brand-soft) at 4.5:1 or more. */
  brand: { DEFAULT: '#ca2b38', dark: '#a8222e', soft: '#fde8ea', light: '#ff6b6b' },
  /** Gold is a background: dark ink on it; gold-ink is the text colour on gold-soft and gold-pale. */
  gold: { DEFAULT: '#f5b94a', dark: '#d9962a', soft: '#fff4dc', pale: '#ffe8a3', ink: '#8a5a0b' },
  page: '#f3f4f8',
  surface: { DEFAULT: '#ffffff', sunken: '#f7f8fb', inverse: '#1d2130' },
  /**
   * Text tokens hold WCAG AA (4.5:1) on every background the screens put them on (surface,
   * sunken, page, brand-soft, gold-soft; __tests__/a11y/contrast.test.ts checks the pairs):
   * muted is secondary text, faint the quietest text (captions, placeholders, icons).
   */
  ink: { DEFAULT: '#1d2130', muted: '#555a6a', faint: '#656a7a', inverse: '#ffffff' },
  line: { DEFAULT: '#e6e8ef', strong: '#d3d6df' },
  success: '#12804f',
  danger: '#c62a35',
  warning: '#f59f00',
  info: '#1f63d6',
  overlay: 'rgba(16, 18, 27, 0.55)',
  /**
   * The keyboard focus ring (app/globals.css :focus-visible), drawn with a white halo: the ring is
   * at least 3:1 on every light surface (9:1 on white), the halo at least 3:1 on the red cards.
   */
  focus: '#0f3fa8',
  /** The light end of a red header card's gradient (我的, wallet) into brand → brand-dark. */
  coral: '#ff6a5c',
  /** The hall's game tiles: each category's gradient, light stop → dark stop. */
  tile: {
    lottery: '#ff8a5c',
    live: '#8e6cf2',
    'live-dark': '#5b3fd0',
    sport: '#35c48a',
    'sport-dark': '#178a5d',
    slots: '#4fa3ff',
    'slots-dark': '#2b62e0',
    'cards-dark': '#d9762a',
  },
  /** Shortcut icons: the light stop of each tint, into its token (red → brand, blue → info …). */
  glow: {
    red: '#ff7a6b',
    gold: '#ffd37a',
    blue: '#6fb4ff',
    green: '#5fd6a0',
    purple: '#b79bff',
    'purple-dark': '#7b5cf0',
    orange: '#ffb36b',
  },
  /** The VIP tiers' medals (components/rewards/vip-badge.tsx): light stop → dark stop; gold is gold. */
  vip: {
    bronze: '#f0b27a',
    'bronze-dark': '#a0582a',
    silver: '#eef1f6',
    'silver-dark': '#8d97aa',
    platinum: '#d6c8ff',
    'platinum-dark': '#6a4fd0',
    diamond: '#a8ecff',
    'diamond-dark': '#1f86c2',
  },
  /** The build-time banner poster: night blue into plum into brand. */
  poster: { night: '#1d2b64', plum: '#8a2f5c' },
  /** Captcha glyph inks besides the brand, success and gold ones. */
  captcha: { blue: '#3b5bdb', violet: '#6b4fbb' },
} as const;

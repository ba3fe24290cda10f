/**
 * Every colour of the app, by name. tailwind.config.ts turns these into its colour tokens
 * (bg-brand, from-tile-live …); the few pictures drawn in code (the captcha, the build-time
 * banner poster) read the same names here, so no component writes a colour value of its own.
 * Plain values only: this file also runs inside the Tailwind config loader.
 */
export const colors = {
  brand: { DEFAULT: '#e8414d', dark: '#c62f3b', soft: '#fde8ea', light: '#ff6b6b' },
  gold: { DEFAULT: '#f5b94a', dark: '#d9962a', soft: '#fff4dc', pale: '#ffe8a3' },
  page: '#f3f4f8',
  surface: { DEFAULT: '#ffffff', sunken: '#f7f8fb', inverse: '#1d2130' },
  /**
   * muted is secondary text: at least 4.5:1 (WCAG AA) on surface, sunken, page and gold-soft.
   * faint is for decoration (icons, separators, placeholders): 2.4:1, not for text that informs.
   */
  ink: { DEFAULT: '#1d2130', muted: '#666c7e', faint: '#a3a8b7', inverse: '#ffffff' },
  line: { DEFAULT: '#e6e8ef', strong: '#d3d6df' },
  success: '#1aa266',
  danger: '#e5484d',
  warning: '#f59f00',
  info: '#3b82f6',
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
  /** The build-time banner poster: night blue into plum into brand. */
  poster: { night: '#1d2b64', plum: '#8a2f5c' },
  /** Captcha glyph inks besides the brand, success and gold ones. */
  captcha: { blue: '#3b5bdb', violet: '#6b4fbb' },
} as const;

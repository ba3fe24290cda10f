/**
 * A member's lottery room painted from its first read (docs/ARCHITECTURE.md, "How a deep link
 * starts"): its first screen (the open round with its running clock, the last draw, the balance,
 * the actions and the chat with the room's recent messages) comes from /api/lotteryRoom, which the
 * inline script asks for beside the boot, and from the stored balance. The build renders the live
 * view (components/lottery/room-view.tsx) once per round phase and kind of last draw, and one chat
 * row of each shape (components/app/first-paints-lottery.tsx, cut by scripts/first-paints.mjs into
 * the route's paint file); the filler (lib/router/first-script/lottery.ts) picks the variant, puts
 * the room's values in as text, runs the clock as the live one runs it (from the same answer's
 * arrival), or draws nothing.
 */
import type { RoundPhase } from '@/lib/lottery/countdown';

/**
 * The markers of the values the room shows as text or a picture. The draw's text and a chat
 * row's time are what the live view writes for the build's sample draw and time (below); an
 * author's initial is the first letter of the author's marker, a letter the catalogue never uses.
 */
export const LOTTERY_MARKS = {
  name: 'tgpaintrn',
  expect: 'tgpaintxe',
  lastExpect: 'tgpaintle',
  label: 'tgpaintlb',
  author: 'Ωtgpaintca',
  initial: 'Ω',
  content: 'tgpaintcc',
  avatar: 'https://tgpaint.invalid/c.png',
  // formatMoney's writing of MARKER_CENTS (lib/router/paint-session.ts): the stored balance.
  balance: '9,876,543.21',
} as const;

/**
 * The sample draws the build renders (their balls are cloned per number, their text replaced):
 * type 1, one number and the special; type 2, two numbers (the second brings its plus sign) and
 * the sum. Numbers of a size no draw has, so their text is a marker of its own.
 */
export const SAMPLE_DRAWS = {
  1: { numbers: [97], special: 98, sum: null },
  2: { numbers: [95, 96], special: null, sum: 99 },
} as const;

/** The sample chat time (Beijing) the build's rows show, as the wire writes it. */
export const SAMPLE_CHAT_TIME = '2000-01-01 23:58:57';

/** The room's variants: the round's phase, and the last draw (0: none yet, else its lottery's type). */
export const LOTTERY_VARIANTS: readonly (readonly [phase: RoundPhase, last: 0 | 1 | 2])[] = (
  ['open', 'closed', 'drawing'] as const
).flatMap((phase) => ([0, 1, 2] as const).map((last) => [phase, last] as const));

/**
 * A chat row's shapes, in the order the build draws them: a system line, then a player's message
 * by [the member's own, a bet notice, with a picture, with its time].
 */
export const CHAT_SHAPES: readonly (readonly [
  system: boolean,
  mine: boolean,
  notice: boolean,
  picture: boolean,
  time: boolean,
])[] = [
  [true, false, false, false, false],
  ...[false, true].flatMap((mine) =>
    [false, true].flatMap((notice) =>
      [false, true].flatMap((picture) => [false, true].map((time) => [false, mine, notice, picture, time] as const)),
    ),
  ),
];

/** Where the filler works in a variant (each one element of the live view's). */
export const LOTTERY_SELECTORS = {
  panel: '[data-testid="room-panel"]',
  clock: '[data-testid="round-countdown"]',
  balls: '[data-testid="last-result"] [role="img"]',
  labels: '[data-testid="draw-labels"]',
  verify: '[data-testid="last-verify"]',
  line: '[data-testid="session-line"]',
  chat: '[data-testid="chat-list"]',
} as const;

/**
 * The attributes the filler marks its running clocks and its panels with: the clock ticks on them
 * (in the page and in the live room's inert copy of it) until none is left in the document.
 */
export const PAINT_TICK = 'data-paint-tick';
export const PAINT_PANEL = 'data-paint-panel';

/**
 * A stroke font for the generated pictures: capital letters and digits drawn as paths, so a
 * picture comes out the same on every machine (no <text>, whose look depends on the fonts the
 * generating machine happens to have, and the captcha must stay legible).
 *
 * Each glyph is an SVG path on a 6 × 10 box (x right, y down, the cap height 10), meant to be
 * stroked with round caps and joins. Zero has a slash so it never reads as O.
 */

export const GLYPH_WIDTH = 6;
export const GLYPH_HEIGHT = 10;

const RING = 'M3 0 Q0 0 0 5 Q0 10 3 10 Q6 10 6 5 Q6 0 3 0 Z';

const GLYPHS: Readonly<Record<string, string>> = {
  A: 'M0 10 L3 0 L6 10 M1.2 6.5 H4.8',
  B: 'M0 5 H3.4 Q5.4 5 5.4 2.5 Q5.4 0 3.4 0 H0 V10 H3.8 Q6 10 6 7.5 Q6 5 3.8 5',
  C: 'M6 1.5 Q5 0 3 0 Q0 0 0 5 Q0 10 3 10 Q5 10 6 8.5',
  D: 'M0 0 V10 H2.5 Q6 10 6 5 Q6 0 2.5 0 Z',
  E: 'M6 0 H0 V10 H6 M0 5 H4.5',
  F: 'M6 0 H0 V10 M0 5 H4.5',
  G: 'M6 1.5 Q5 0 3 0 Q0 0 0 5 Q0 10 3 10 Q6 10 6 6 V5.5 H3.5',
  H: 'M0 0 V10 M6 0 V10 M0 5 H6',
  I: 'M1.5 0 H4.5 M3 0 V10 M1.5 10 H4.5',
  J: 'M6 0 V7 Q6 10 3 10 Q0 10 0 7.5',
  K: 'M0 0 V10 M6 0 L0 6.5 M2.2 4.2 L6 10',
  L: 'M0 0 V10 H6',
  M: 'M0 10 V0 L3 6 L6 0 V10',
  N: 'M0 10 V0 L6 10 V0',
  O: RING,
  P: 'M0 10 V0 H3.5 Q6 0 6 2.75 Q6 5.5 3.5 5.5 H0',
  Q: `${RING} M3.6 7 L6.2 10.4`,
  R: 'M0 10 V0 H3.5 Q6 0 6 2.75 Q6 5.5 3.5 5.5 H0 M3 5.5 L6 10',
  S: 'M6 1.5 Q5 0 3 0 Q0 0 0 2.5 Q0 5 3 5 Q6 5 6 7.5 Q6 10 3 10 Q1 10 0 8.5',
  T: 'M0 0 H6 M3 0 V10',
  U: 'M0 0 V7 Q0 10 3 10 Q6 10 6 7 V0',
  V: 'M0 0 L3 10 L6 0',
  W: 'M0 0 L1.5 10 L3 4 L4.5 10 L6 0',
  X: 'M0 0 L6 10 M6 0 L0 10',
  Y: 'M0 0 L3 5 L6 0 M3 5 V10',
  Z: 'M0 0 H6 L0 10 H6',
  '0': `${RING} M4.6 1.8 L1.4 8.2`,
  '1': 'M1 2 L3 0 V10 M1 10 H5',
  '2': 'M0 2 Q1 0 3 0 Q6 0 6 2.8 Q6 5 0 10 H6',
  '3': 'M0 1 Q1 0 3 0 Q6 0 6 2.5 Q6 5 2.5 5 Q6 5 6 7.5 Q6 10 3 10 Q1 10 0 9',
  '4': 'M4.5 10 V0 L0 7 H6',
  '5': 'M6 0 H0.6 L0.2 4.6 Q1.5 3.8 3 3.8 Q6 3.8 6 7 Q6 10 3 10 Q1 10 0 9',
  '6': 'M5.5 0.8 Q4.5 0 3 0 Q0 0 0 6 Q0 10 3 10 Q6 10 6 7 Q6 4 3 4 Q0.5 4 0 6.5',
  '7': 'M0 0 H6 L2 10',
  '8': 'M3 5 Q0.5 5 0.5 2.5 Q0.5 0 3 0 Q5.5 0 5.5 2.5 Q5.5 5 3 5 Q0 5 0 7.5 Q0 10 3 10 Q6 10 6 7.5 Q6 5 3 5 Z',
  '9': 'M0.5 9.2 Q1.5 10 3 10 Q6 10 6 4 Q6 0 3 0 Q0 0 0 3 Q0 6 3 6 Q5.5 6 6 3.5',
};

/** The path of one character (letters case-insensitively); throws on a character it lacks. */
export function glyph(char: string): string {
  const path = GLYPHS[char.toUpperCase()];
  if (path === undefined) throw new Error(`stroke font has no glyph for "${char}"`);
  return path;
}

/** Glyph units between two characters. */
const LETTER_GAP = 2.6;

/** The width, in glyph units, of a line of `count` characters. */
export function lineWidth(count: number): number {
  return count === 0 ? 0 : count * GLYPH_WIDTH + (count - 1) * LETTER_GAP;
}

interface LineOptions {
  /** Centre of the line, in picture units. */
  cx: number;
  cy: number;
  /** Picture units per glyph unit. */
  scale: number;
  color: string;
  /** Stroke width in picture units. */
  weight: number;
}

/** One centred line of text as an SVG group. */
export function strokeLine(text: string, { cx, cy, scale, color, weight }: LineOptions): string {
  const left = -lineWidth(text.length) / 2;
  const paths = [...text].map(
    (char, i) => `<path transform="translate(${round(left + i * (GLYPH_WIDTH + LETTER_GAP))} 0)" d="${glyph(char)}"/>`,
  );
  return `<g transform="translate(${round(cx)} ${round(cy)}) scale(${round(scale)}) translate(0 ${-GLYPH_HEIGHT / 2})" fill="none" stroke="${color}" stroke-width="${round(weight / scale)}" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`;
}

export function round(n: number): string {
  return String(Math.round(n * 100) / 100);
}

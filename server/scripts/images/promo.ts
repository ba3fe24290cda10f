/**
 * A promotion poster (750×300: home banners and activity banners): the title in two lines on the
 * left, a pile of emoji on the right (coins, red envelopes, trophies, confetti) under stage light.
 * The title is real SVG text: the client shows the picture as is, with the title only as its alt.
 */
import { sceneSvg, type Ball, type Sprite } from '../../../scripts/art/scene.mts';

export interface Promo {
  colors: readonly [string, string];
  /** Largest first: the hero, then up to three in front and around it. */
  art: readonly [string, ...string[]];
  /**
   * A lottery poster's drawn balls (the Mark Six colours), in a row in front: the hero then
   * stands higher and only the small top-right spot joins it.
   */
  balls?: readonly [string, string, string];
  /** Split at the first space: the first part large, the rest below in gold. */
  title: string;
  /** The small pill under the title ('' for none). */
  tag: string;
  /** Flat emoji: for a poster on the hall's first screen (see Scene.flat). */
  flat?: boolean;
}

const W = 750;
const H = 300;
/** The widest a poster is shown: across the app's column at its widest (480 px) less its margins. */
const SHOWN_AT = 452;
/** The title starts clear of the carousel's step button over the banner's left edge. */
const LEFT = 88;
const FONT = "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif\"";

/** Where the hero and its companions stand, in order (clear of the title on the left). */
const SPOTS: readonly Omit<Sprite, 'emoji'>[] = [
  { x: 575, y: 140, size: 190 },
  { x: 450, y: 215, size: 105, rotate: -14 },
  { x: 695, y: 225, size: 90, rotate: 12 },
  { x: 700, y: 62, size: 56, rotate: -8 },
];

/** The hero's and the small companion's spots over a row of balls. */
const BALL_SPOTS: readonly Omit<Sprite, 'emoji'>[] = [{ x: 540, y: 112, size: 170 }, SPOTS[3]!];
const BALL_COLOURS = ['#e02433', '#1f6fd6', '#1a9b4b'];

/** Clear of the carousel's counter in the bottom-right corner. */
function ballRow(labels: readonly string[]): Ball[] {
  return labels.map((label, i) => ({ x: 456 + i * 84, y: 240, r: 36, color: BALL_COLOURS[i]!, label }));
}

/** The poster's pictures: the emoji on their spots, and the balls where it has some. */
function art(promo: Promo): { sprites: Sprite[]; balls: Ball[] } {
  const spots = promo.balls ? BALL_SPOTS : SPOTS;
  const sprites = promo.art.slice(0, spots.length).map((emoji, i) => ({ emoji, ...spots[i]! }));
  return { sprites, balls: promo.balls ? ballRow(promo.balls) : [] };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A text with a soft dark copy under it, legible on any part of the gradient. */
function text(x: number, y: number, size: number, fill: string, content: string, weight = 700): string {
  const attrs = `x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" ${FONT}`;
  return `<text ${attrs} dx="2" dy="3" fill="#000" opacity="0.3">${content}</text><text ${attrs} fill="${fill}">${content}</text>`;
}

function pill(y: number, tag: string): string {
  const width = 28 + tag.length * 22;
  return [
    `<rect x="${LEFT}" y="${y - 28}" width="${width}" height="40" rx="20" fill="#000" opacity="0.25"/>`,
    `<text x="${LEFT + width / 2}" y="${y}" text-anchor="middle" font-size="22" fill="#ffe8a3" ${FONT}>${escape(tag)}</text>`,
  ].join('');
}

function texts({ title, tag }: Promo): string {
  const cut = title.indexOf(' ');
  const [first, rest] = cut < 0 ? [title, ''] : [title.slice(0, cut), title.slice(cut + 1)];
  const tagY = rest ? 222 : 190;
  return [
    text(LEFT, rest ? 118 : 140, 50, '#ffffff', escape(first), 900),
    rest ? text(LEFT, 170, 34, '#ffe08a', escape(rest)) : '',
    tag ? pill(tagY, tag) : '',
  ].join('');
}

export function promoSvg(promo: Promo): string {
  return sceneSvg({
    width: W,
    height: H,
    colors: promo.colors,
    light: { x: 575, y: 130 },
    ...art(promo),
    overlay: texts(promo),
    flat: promo.flat,
    shownAt: SHOWN_AT,
  });
}

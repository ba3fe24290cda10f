/**
 * How the demo tiles are posed: a square card, a main emoji, up to two smaller ones in front
 * (or a row of lottery balls), all in one layout so a hall row reads as one family.
 */
import { sceneSvg, type Ball, type Sprite } from '../../../scripts/art/scene.mts';

export interface Pose {
  colors: readonly [string, string];
  main: string;
  side?: string;
  third?: string;
  /** Three numbered balls along the bottom (the lottery draws). */
  balls?: readonly [string, string, string];
}

/** The Mark Six ball colours: red, blue, green. */
const BALL_COLOURS = ['#e02433', '#1f6fd6', '#1a9b4b'];

/** The row stands on `floor` (the tile's default: 0.92 of its size; a logo's code band below). */
function ballRow(s: number, labels: readonly string[], floor: number): Ball[] {
  const r = s * 0.12;
  return labels.map((label, i) => ({
    x: s * (0.22 + i * 0.28),
    y: floor - r,
    r,
    color: BALL_COLOURS[i]!,
    label,
  }));
}

function sprites(s: number, pose: Pose, floor: number): Sprite[] {
  const list: Sprite[] = [];
  if (pose.balls) {
    // Above the balls' tops, shrunk where a band raised them (the default: 0.56 at 0.38).
    const ballTop = floor - s * 0.24;
    const size = Math.min(s * 0.56, ballTop - s * 0.1);
    list.push({ emoji: pose.main, x: s * 0.5, y: ballTop - s * 0.02 - size / 2, size });
  } else list.push({ emoji: pose.main, x: s * 0.57, y: s * 0.44, size: s * 0.62 });
  if (pose.side) list.push({ emoji: pose.side, x: s * 0.27, y: s * 0.7, size: s * 0.4, rotate: -12 });
  if (pose.third) list.push({ emoji: pose.third, x: s * 0.8, y: s * 0.76, size: s * 0.3, rotate: 10 });
  return list;
}

/**
 * A square tile of `size` units with rounded corners; `overlay` is drawn above the art. `floor`:
 * where a lottery's balls (and its main picture above them) must end, to keep clear of an overlay
 * along the bottom (the logos' code band); other poses ignore it. `shownAt`: the widest the tile
 * is shown, in CSS pixels (scene.mts).
 */
export function tileSvg(
  pose: Pose,
  size: number,
  { overlay = '', flat = false, floor = size * 0.92, shownAt = undefined as number | undefined } = {},
): string {
  return sceneSvg({
    width: size,
    height: size,
    colors: pose.colors,
    radius: Math.round(size * 0.16),
    light: { x: size * 0.56, y: size * 0.4 },
    balls: pose.balls ? ballRow(size, pose.balls, floor) : [],
    sprites: sprites(size, pose, floor),
    overlay,
    flat,
    shownAt,
  });
}

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

function ballRow(s: number, labels: readonly string[]): Ball[] {
  return labels.map((label, i) => ({
    x: s * (0.22 + i * 0.28),
    y: s * 0.8,
    r: s * 0.12,
    color: BALL_COLOURS[i]!,
    label,
  }));
}

function sprites(s: number, pose: Pose): Sprite[] {
  const list: Sprite[] = [];
  if (pose.balls) list.push({ emoji: pose.main, x: s * 0.5, y: s * 0.38, size: s * 0.56 });
  else list.push({ emoji: pose.main, x: s * 0.57, y: s * 0.44, size: s * 0.62 });
  if (pose.side) list.push({ emoji: pose.side, x: s * 0.27, y: s * 0.7, size: s * 0.4, rotate: -12 });
  if (pose.third) list.push({ emoji: pose.third, x: s * 0.8, y: s * 0.76, size: s * 0.3, rotate: 10 });
  return list;
}

/** A square tile of `size` units with rounded corners; `overlay` is drawn above the art. */
export function tileSvg(pose: Pose, size: number, { overlay = '', flat = false } = {}): string {
  return sceneSvg({
    width: size,
    height: size,
    colors: pose.colors,
    radius: Math.round(size * 0.16),
    light: { x: size * 0.56, y: size * 0.4 },
    balls: pose.balls ? ballRow(size, pose.balls) : [],
    sprites: sprites(size, pose),
    overlay,
    flat,
  });
}

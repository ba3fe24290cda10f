/**
 * The art's one drawing: a gradient card lit by rays and a glow, sparkles, and Fluent Emoji
 * standing on it (sources.mjs, MIT; licences in server/assets/LICENSES.md, public/art/LICENSES.md).
 * The generators (server/scripts/gen-*.ts, scripts/art/gen-pwa-art.ts) compose every picture once
 * with it and commit the files; nothing is tuned by hand.
 */
import { atPrecision, roundPath, shortIds, stepFor } from './precision.mts';
import { fluent, fluentFlat } from './sources.mjs';

export interface Sprite {
  /** A Fluent Emoji (Iconify name), e.g. 'slot-machine'. */
  emoji: string;
  /** Centre and edge length, in the picture's units. */
  x: number;
  y: number;
  size: number;
  /** Degrees, about the centre. */
  rotate?: number;
}

/** A numbered lottery ball (the Mark Six colours), drawn rather than taken from a set. */
export interface Ball {
  x: number;
  y: number;
  r: number;
  color: string;
  label: string;
}

export interface Scene {
  width: number;
  height: number;
  /** Top-left to bottom-right. */
  colors: readonly [string, string];
  /** Corner radius; 0 for pictures the client frames itself. */
  radius?: number;
  /** Where the rays and the glow come from; the centre by default. */
  light?: { x: number; y: number };
  /** The glow's opacity at its heart (0.55); lower where white text sits on the light. */
  glow?: number;
  balls?: readonly Ball[];
  sprites: readonly Sprite[];
  /** Markup above everything (a banner's texts). */
  overlay?: string;
  /**
   * The flat Fluent set (a fifth to a tenth of the 3D one's bytes): for pictures on the hall's
   * first screen, where every KiB counts and 64 px show no shading anyway.
   */
  flat?: boolean;
  /**
   * The widest the picture is shown, in CSS pixels: the emoji's coordinates then keep only the
   * precision a 3× screen shows at that width (precision.mts). Unset: kept as the set draws them.
   */
  shownAt?: number;
}

/** The densest screens the art is made for. */
const DEVICE_PIXEL_RATIO = 3;

const n = (v: number) => Math.round(v * 10) / 10;

/** Twelve faint wedges from the light point: the "stage light" of the legacy posters. */
function rays(x: number, y: number, reach: number, lean: (d: string) => string): string {
  const wedges = 12;
  let d = '';
  for (let i = 0; i < wedges; i++) {
    const a0 = (i * 2 * Math.PI) / wedges;
    const a1 = a0 + Math.PI / wedges;
    d += `M${n(x)} ${n(y)}L${n(x + reach * Math.cos(a0))} ${n(y + reach * Math.sin(a0))}`;
    d += `L${n(x + reach * Math.cos(a1))} ${n(y + reach * Math.sin(a1))}Z`;
  }
  return `<path d="${lean(d)}" fill="#fff" opacity="0.09"/>`;
}

/** Four-point glints at fixed spots (fractions of the box), so every picture has the same sparkle. */
const GLINTS = [
  [0.12, 0.18, 1],
  [0.86, 0.14, 0.8],
  [0.9, 0.72, 0.6],
  [0.2, 0.84, 0.7],
  [0.55, 0.08, 0.5],
] as const;

function glints(width: number, height: number, lean: (d: string) => string): string {
  const unit = Math.min(width, height) / 22;
  const stars = GLINTS.map(([fx, fy, s]) => {
    const [x, y, r] = [width * fx, height * fy, unit * s];
    const q = r / 4;
    return `M${n(x)} ${n(y - r)}Q${n(x + q)} ${n(y - q)} ${n(x + r)} ${n(y)}Q${n(x + q)} ${n(y + q)} ${n(x)} ${n(y + r)}Q${n(x - q)} ${n(y + q)} ${n(x - r)} ${n(y)}Q${n(x - q)} ${n(y - q)} ${n(x)} ${n(y - r)}Z`;
  });
  return `<path d="${lean(stars.join(''))}" fill="#fff6d5" opacity="0.85"/>`;
}

/** `scale`: device pixels per unit of the picture, when its display width is known. */
function sprite({ emoji, x, y, size, rotate }: Sprite, flat: boolean, scale?: number): string {
  const art = flat ? fluentFlat(emoji) : fluent(emoji);
  if (scale) art.body = atPrecision(art.body, stepFor((scale * size) / art.width));
  const shadow = `<ellipse cx="${n(x)}" cy="${n(y + size * 0.44)}" rx="${n(size * 0.36)}" ry="${n(size * 0.07)}" fill="#000" opacity="0.22"/>`;
  const picture = `<svg x="${n(x - size / 2)}" y="${n(y - size / 2)}" width="${n(size)}" height="${n(size)}" viewBox="0 0 ${art.width} ${art.height}">${art.body}</svg>`;
  return shadow + (rotate ? `<g transform="rotate(${rotate} ${n(x)} ${n(y)})">${picture}</g>` : picture);
}

function ball({ x, y, r, color, label }: Ball, i: number): string {
  const id = `ball${i}`;
  return (
    `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#fff"/>` +
    `<stop offset="0.35" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.85"/></radialGradient>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${id})" stroke="#fff" stroke-opacity="0.6" stroke-width="${n(r / 14)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.52)}" fill="#fff"/>` +
    `<text x="${n(x)}" y="${n(y + r * 0.24)}" text-anchor="middle" font-size="${n(r * 0.68)}" font-weight="700" fill="#1f2937" font-family="Arial,Helvetica,sans-serif">${label}</text>`
  );
}

export function sceneSvg(scene: Scene): string {
  const {
    width: w,
    height: h,
    colors,
    radius = 0,
    balls = [],
    sprites,
    overlay = '',
    flat = false,
    glow = 0.55,
  } = scene;
  const light = scene.light ?? { x: w / 2, y: h / 2 };
  const scale = scene.shownAt ? (scene.shownAt / w) * DEVICE_PIXEL_RATIO : undefined;
  const shape = radius ? `rx="${radius}"` : '';
  // Where the display is known, the card's own paths too go on the grid its pixels need.
  const lean = scale ? (d: string) => roundPath(d, stepFor(scale)) : (d: string) => d;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient>
<radialGradient id="glow" cx="${n(light.x / w)}" cy="${n(light.y / h)}" r="0.6"><stop offset="0" stop-color="#fff3c4" stop-opacity="${glow}"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
<clipPath id="card"><rect width="${w}" height="${h}" ${shape}/></clipPath></defs>
<g clip-path="url(#card)"><rect width="${w}" height="${h}" fill="url(#bg)"/>${rays(light.x, light.y, Math.max(w, h) * 1.2, lean)}<rect width="${w}" height="${h}" fill="url(#glow)"/></g>
${glints(w, h, lean)}
${balls.map(ball).join('')}
${sprites.map((s) => sprite(s, flat, scale)).join('\n')}
${overlay}</svg>
`;
  // The scene's own ids stay; the emoji's are renamed short where the picture is made lean.
  return scale ? shortIds(svg, new Set(['bg', 'glow', 'card', ...balls.map((_, i) => `ball${i}`)])) : svg;
}

/**
 * One hall logo (/static/image/<category>/<platform_name>.png) as SVG: a rounded tile in the
 * category's colours with the platform's code on it and the category beneath, drawn with the
 * stroke font (the platforms' Chinese names would need a CJK font on the generating machine).
 */
import type { Category } from '../../src/domain/games/platforms.ts';
import { lineWidth, strokeLine } from './stroke-font.ts';

const LOGO_SIZE = 200;

/** Two gradient stops per category, so a hall row reads as one family. */
const COLOURS: Record<Category, [string, string]> = {
  realbet: ['#b3122f', '#5c0a1a'],
  joker: ['#1f7a4d', '#0b3d26'],
  gaming: ['#5b2ca0', '#26104d'],
  sport: ['#0f6fb3', '#083a5e'],
  lottery: ['#d9822b', '#8a3f06'],
  concise: ['#c0368a', '#5e0f3f'],
  fishing: ['#0f9ba8', '#074a52'],
};

export function logoSvg(platformName: string, category: Category): string {
  const [from, to] = COLOURS[category];
  const code = platformName.toUpperCase();
  // The code fills at most 160 px of the 200 px tile, and is never taller than 56 px.
  const scale = Math.min(160 / lineWidth(code.length), 5.6);
  const label = category.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 200 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="200" height="200" rx="36" fill="url(#g)"/>
<circle cx="100" cy="88" r="70" fill="#ffffff" opacity="0.1"/>
<rect x="24" y="140" width="152" height="36" rx="18" fill="#000000" opacity="0.22"/>
${strokeLine(code, { cx: 100, cy: 88, scale, color: '#ffffff', weight: Math.max(5, scale * 1.3) })}
${strokeLine(label, { cx: 100, cy: 158, scale: Math.min(1.6, 140 / lineWidth(label.length)), color: '#ffe8a3', weight: 2.6 })}
</svg>`;
}

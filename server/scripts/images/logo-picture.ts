/**
 * One hall logo (/static/image/<category>/<platform_name>.png) as SVG: the platform's illustrated
 * tile (platform-art.ts, the same art as the PWA's) with its code on a band along the bottom,
 * drawn with the stroke font (the platforms' Chinese names would need a CJK font on the
 * generating machine). The public client may print nothing beside it, so the code stays.
 */
import { platformPose } from './platform-art.ts';
import { tileSvg } from './poses.ts';
import { lineWidth, strokeLine } from './stroke-font.ts';

const LOGO_SIZE = 200;
/** The code band's box; a lottery's balls stand clear above it. */
export const BAND = { x: 40, y: 160, width: 120, height: 30 };
const BAND_GAP = 4;

export function logoSvg(platformName: string): string {
  const code = platformName.toUpperCase();
  const scale = Math.min(120 / lineWidth(code.length), 2.2);
  const band =
    `<rect x="${BAND.x}" y="${BAND.y}" width="${BAND.width}" height="${BAND.height}" rx="15" fill="#000000" opacity="0.5"/>` +
    strokeLine(code, {
      cx: BAND.x + BAND.width / 2,
      cy: BAND.y + BAND.height / 2,
      scale,
      color: '#ffe08a',
      weight: Math.max(2.5, scale * 1.1),
    });
  return tileSvg(platformPose(platformName), LOGO_SIZE, { overlay: band, floor: BAND.y - BAND_GAP });
}

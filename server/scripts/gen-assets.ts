/**
 * Generates the server's demo images (SVGs, no outside URLs) into assets/uploads/: the banners and
 * platform tiles are illustrated (images/*-art.ts; Fluent Emoji, MIT, see assets/LICENSES.md).
 * Run after changing the seed list: `node --import tsx scripts/gen-assets.ts`. Output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BANNERS, PLATFORMS } from '../src/seed/data.ts';
import { fluent } from '../../scripts/art/sources.mjs';
import { platformPose } from './images/platform-art.ts';
import { tileSvg } from './images/poses.ts';
import { promoArt } from './images/promo-art.ts';
import { promoSvg } from './images/promo.ts';

const OUT = fileURLToPath(new URL('../assets/uploads/', import.meta.url));
const FONT = "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif\"";

function write(path: string, svg: string): void {
  const file = join(OUT, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${svg.trim()}\n`);
}

const PALETTE = ['#e94560', '#0f3460', '#16a085', '#8e44ad', '#d35400', '#2c3e50', '#c0392b', '#27ae60'];

// The demo operator's site_logo (/api/app): a crown before the name, on the header plate.
const crown = fluent('crown');
write(
  'images/logo.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
  <rect width="240" height="80" rx="16" fill="#0f172a"/>
  <svg x="10" y="10" width="60" height="60" viewBox="0 0 ${crown.width} ${crown.height}">${crown.body}</svg>
  <text x="150" y="50" text-anchor="middle" font-size="28" font-weight="700" fill="#f5b301" ${FONT}>TG娱乐城</text>
</svg>`,
);

// Banners and platform tiles are on the hall's first screen: flat emoji keep each to 1-3 KiB on
// the wire (docs/PERFORMANCE.md); the activity posters and game tiles further in are 3D.
const TAG = 'TG娱乐城 · 演示活动';
for (const banner of BANNERS)
  write(banner.image, promoSvg({ ...promoArt(banner.image), title: banner.title, tag: TAG, flat: true }));

// The hall shows a platform's picture in a 72 px box; 200 units stay sharp at 2x.
for (const platform of PLATFORMS)
  write(
    `games/${platform.platform_name}.svg`,
    tileSvg(platformPose(platform.platform_name), 200, { flat: true, shownAt: 72 }),
  );

const avatar = (
  fill: string,
  label: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
  <rect width="120" height="120" rx="60" fill="${fill}"/>
  <circle cx="60" cy="46" r="22" fill="#ffffff" opacity="0.9"/>
  <path d="M22 104c6-22 22-32 38-32s32 10 38 32" fill="#ffffff" opacity="0.9"/>
  <text x="60" y="116" text-anchor="middle" font-size="12" fill="#ffffff" ${FONT}>${label}</text>
</svg>`;
write('avatars/default.svg', avatar('#94a3b8', ''));
write('avatars/guest.svg', avatar('#64748b', '试玩'));
for (let i = 1; i <= 4; i++) write(`avatars/avatar${i}.svg`, avatar(PALETTE[i]!, ''));

for (let level = 1; level <= 10; level++) {
  const hue = Math.round(40 + level * 28) % 360;
  write(
    `vip/vip${level}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40">
  <rect width="96" height="40" rx="20" fill="hsl(${hue},70%,45%)"/>
  <text x="48" y="27" text-anchor="middle" font-size="20" font-weight="700" fill="#ffffff" ${FONT}>VIP${level}</text>
</svg>`,
  );
}

// The banks' marks: scripts/gen-bank-marks.ts.

console.log(`assets written to ${OUT}`);

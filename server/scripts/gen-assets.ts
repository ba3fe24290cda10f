/**
 * Generates the server's demo images (simple SVGs, no outside URLs) into assets/uploads/.
 * Run after changing the seed list: `node --import tsx scripts/gen-assets.ts`. Output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BANNERS, PLATFORMS } from '../src/seed/data.ts';

const OUT = fileURLToPath(new URL('../assets/uploads/', import.meta.url));
const FONT = "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif\"";

function write(path: string, svg: string): void {
  const file = join(OUT, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, `${svg.trim()}\n`);
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const PALETTE = ['#e94560', '#0f3460', '#16a085', '#8e44ad', '#d35400', '#2c3e50', '#c0392b', '#27ae60'];

write(
  'images/logo.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">
  <rect width="240" height="80" rx="16" fill="#0f172a"/>
  <circle cx="40" cy="40" r="24" fill="#f5b301"/>
  <text x="40" y="48" text-anchor="middle" font-size="22" font-weight="700" fill="#0f172a" ${FONT}>TG</text>
  <text x="150" y="50" text-anchor="middle" font-size="28" font-weight="700" fill="#f5b301" ${FONT}>TG娱乐城</text>
</svg>`,
);

BANNERS.forEach((banner, i) => {
  const accent = PALETTE[i % PALETTE.length]!;
  write(
    banner.image,
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${banner.background}"/><stop offset="1" stop-color="${accent}"/>
  </linearGradient></defs>
  <rect width="750" height="300" fill="url(#g)"/>
  <circle cx="640" cy="70" r="120" fill="#ffffff" opacity="0.08"/>
  <circle cx="90" cy="260" r="90" fill="#ffffff" opacity="0.06"/>
  <text x="60" y="150" font-size="52" font-weight="700" fill="#ffffff" ${FONT}>${escape(banner.title)}</text>
  <text x="60" y="210" font-size="26" fill="#ffe8a3" ${FONT}>TG娱乐城 · 演示活动</text>
</svg>`,
  );
});

PLATFORMS.forEach((platform, i) => {
  const color = PALETTE[i % PALETTE.length]!;
  write(
    `games/${platform.platform_name}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
  <rect width="200" height="200" rx="32" fill="${color}"/>
  <text x="100" y="105" text-anchor="middle" font-size="48" font-weight="700" fill="#ffffff" ${FONT}>${escape(platform.platform_name.toUpperCase())}</text>
  <text x="100" y="155" text-anchor="middle" font-size="24" fill="#ffffff" ${FONT}>${escape(platform.name)}</text>
</svg>`,
  );
});

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

/**
 * Generates the demo activity banners (simple SVGs, no outside URLs) into assets/uploads/. The
 * banner shows the bonus only: the card and the detail print the title under it, once
 * (docs/SCREENS.md#activity), and the amount comes from the same `bonus` the application pays.
 * Run after changing src/seed/activities-data.ts: `node --import tsx scripts/gen-activity-assets.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACTIVITIES } from '../src/seed/activities-data.ts';

const OUT = fileURLToPath(new URL('../assets/uploads/', import.meta.url));
const FONT = "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif\"";

for (const a of DEMO_ACTIVITIES) {
  const file = join(OUT, a.banner);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(
    file,
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${a.colors[0]}"/><stop offset="1" stop-color="${a.colors[1]}"/>
  </linearGradient></defs>
  <rect width="750" height="300" fill="url(#g)"/>
  <circle cx="650" cy="60" r="130" fill="#ffffff" opacity="0.08"/>
  <circle cx="80" cy="270" r="90" fill="#ffffff" opacity="0.06"/>
  <text x="56" y="170" font-size="50" font-weight="700" fill="#ffe8a3" ${FONT}>${a.bonus === '0' ? '详情请咨询客服' : `彩金 ${a.bonus} 元`}</text>
</svg>
`,
  );
}

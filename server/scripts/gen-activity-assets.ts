/**
 * Generates the demo activity banners into assets/uploads/: illustrated posters
 * (images/promo-art.ts; Fluent Emoji, MIT, see assets/LICENSES.md), no outside URLs. The banner
 * shows the bonus only: the card and the detail print the title under it, once
 * (docs/SCREENS.md#activity), and the amount comes from the same `bonus` the application pays.
 * Run after changing src/seed/activities-data.ts: `node --import tsx scripts/gen-activity-assets.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACTIVITIES } from '../src/seed/activities-data.ts';
import { promoArt } from './images/promo-art.ts';
import { promoSvg } from './images/promo.ts';

const OUT = fileURLToPath(new URL('../assets/uploads/', import.meta.url));

for (const a of DEMO_ACTIVITIES) {
  const file = join(OUT, a.banner);
  mkdirSync(join(file, '..'), { recursive: true });
  const bonus = a.bonus === '0' ? '详情请咨询客服' : `彩金 ${a.bonus} 元`;
  writeFileSync(file, promoSvg({ ...promoArt(a.banner), title: bonus, tag: '' }));
}
console.log(`${DEMO_ACTIVITIES.length} activity banners written to ${OUT}activities/`);

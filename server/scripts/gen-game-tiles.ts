/**
 * Generates the demo electronic-game tiles (small SVGs, no outside URLs) into
 * assets/uploads/tiles/<platform>/<code>.svg from the catalogue. Run after changing it:
 * `node --import tsx scripts/gen-game-tiles.ts`. Output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE, tilePath } from '../src/domain/games/catalogue.ts';

const OUT = fileURLToPath(new URL('../assets/uploads/', import.meta.url));
const FONT = "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif\"";
const HUES: Record<string, number> = { obgdy: 8, fgdz: 200, pp: 280, ae: 140 };
const SYMBOLS = ['7', '♦', '★', '♣', '♥', '♠', '●', '▲'];

let written = 0;
for (const [platform, games] of Object.entries(CATALOGUE)) {
  games.forEach((game, i) => {
    const hue = ((HUES[platform] ?? 0) + i * 23) % 360;
    const symbol = SYMBOLS[i % SYMBOLS.length]!;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,52%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},65%,32%)"/>
  </linearGradient></defs>
  <rect width="160" height="160" rx="24" fill="url(#g)"/>
  <circle cx="80" cy="70" r="42" fill="#ffffff" opacity="0.16"/>
  <text x="80" y="90" text-anchor="middle" font-size="56" font-weight="700" fill="#ffffff" ${FONT}>${symbol}</text>
  <text x="80" y="140" text-anchor="middle" font-size="14" font-weight="700" fill="#ffe8a3" ${FONT}>${platform.toUpperCase()}</text>
</svg>\n`;
    const file = join(OUT, tilePath(platform, game.code));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, svg);
    written++;
  });
}
console.log(`${written} tiles written to ${OUT}tiles/`);

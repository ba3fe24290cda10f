/**
 * Generates the demo electronic-game tiles into assets/uploads/tiles/<platform>/<code>.svg from
 * the catalogue, each an illustrated card (images/game-art.ts; Fluent Emoji, MIT, see
 * assets/LICENSES.md). No outside URLs. Run after changing either:
 * `node --import tsx scripts/gen-game-tiles.ts`. Output is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATALOGUE, tilePath } from '../src/domain/games/catalogue.ts';
import { gamePose } from './images/game-art.ts';
import { tileSvg } from './images/poses.ts';

const OUT = fileURLToPath(new URL('../assets/uploads/', import.meta.url));
/** 160 units keep the strokes crisp at 2x; the /concise grid shows a tile 77 px wide at 390 px, 100 at most. */
const TILE = 160;
const SHOWN_AT = 100;

let written = 0;
for (const [platform, games] of Object.entries(CATALOGUE)) {
  for (const game of games) {
    const file = join(OUT, tilePath(platform, game.code));
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, tileSvg(gamePose(game.code), TILE, { shownAt: SHOWN_AT }));
    written++;
  }
}
console.log(`${written} tiles written to ${OUT}tiles/`);

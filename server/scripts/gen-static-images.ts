/**
 * Generates the PNG pictures served under /static/image/ (plugins/external/static.ts) for the platform's
 * public client, which asks the back end for them: the hall logos
 * `<category>/<platform_name>.png` of every platform of the catalogue (src/seed/data.ts) and the
 * captcha pictures `yzm/<code>.png` of the shared code pool (contract/session/rules.ts).
 * SVG drawn here (the logos with the PWA's tile art, images/platform-art.ts), rasterised by sharp. Run after changing either list:
 * `npm run gen-static-images -w server`. Output is committed, like the other generated assets.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CAPTCHA_CODES } from '../../contract/session/rules.ts';
import { PLATFORMS } from '../src/seed/data.ts';
import { captchaSvg } from './images/captcha-picture.ts';
import { logoSvg } from './images/logo-picture.ts';

const OUT = fileURLToPath(new URL('../assets/static-image/', import.meta.url));

async function writePng(path: string, svg: string): Promise<void> {
  const file = join(OUT, path);
  mkdirSync(join(file, '..'), { recursive: true });
  // Palette PNGs: flat colours and a gradient look the same at about half the bytes.
  writeFileSync(file, await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, effort: 10 }).toBuffer());
}

// A platform removed from the catalogue must not leave its picture behind.
rmSync(OUT, { recursive: true, force: true });
for (const platform of PLATFORMS)
  await writePng(`${platform.category_id}/${platform.platform_name}.png`, logoSvg(platform.platform_name));
for (const code of CAPTCHA_CODES) await writePng(`yzm/${code}.png`, captchaSvg(code));
console.log(`${PLATFORMS.length} logos and ${CAPTCHA_CODES.length} captcha pictures written to ${OUT}`);

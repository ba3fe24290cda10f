/**
 * The PWA's own art, composed once from the openly licensed sets (sources.mjs) and committed:
 *   public/art/auth-hero.svg          the login/registration header (3D Fluent Emoji; an <img>)
 *                                     (kept to about 1 KiB compressed: it is in the first HTML)
 * Run after changing it: `node --import tsx scripts/art/gen-pwa-art.mts`. Licences: public/art/LICENSES.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { colors } from '../../lib/ui/colors.ts';
import { sceneSvg, type Sprite } from './scene.mts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function write(relative: string, text: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** 2x of the 390×200 header; the middle third stays clear for the logo and the welcome. */
const HERO_SPRITES: Sprite[] = [
  { emoji: 'slot-machine', x: 118, y: 150, size: 150, rotate: -8 },
  { emoji: 'red-envelope', x: 58, y: 292, size: 88, rotate: -16 },
  { emoji: 'coin', x: 222, y: 300, size: 66, rotate: 10 },
  { emoji: 'game-die', x: 672, y: 128, size: 118, rotate: 12 },
  { emoji: 'money-bag', x: 640, y: 284, size: 104 },
  { emoji: 'trophy', x: 742, y: 262, size: 62, rotate: 8 },
  { emoji: 'gem-stone', x: 548, y: 70, size: 50, rotate: -10 },
];

write(
  'public/art/auth-hero.svg',
  sceneSvg({
    width: 780,
    height: 400,
    colors: [colors.coral, colors.brand.dark],
    light: { x: 390, y: 150 },
    // The welcome is white text on the light's heart: keep the glow faint there.
    glow: 0.15,
    sprites: HERO_SPRITES,
  }),
);

console.log('PWA art written: public/art/auth-hero.svg');

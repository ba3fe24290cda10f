// Generates the app icons once from an SVG drawn here; the PNGs are committed, so this
// only needs re-running when the mark changes: `node scripts/make-icons.mjs`.
// The mark is built from stroked paths, not <text>, so the result does not depend on
// whichever fonts the machine happens to have.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');

// Design tokens from tailwind.config.ts (brand, gold.DEFAULT, surface).
const BRAND = '#e8414d';
const BRAND_DARK = '#c62f3b';
const GOLD = '#f5b94a';
const WHITE = '#ffffff';

// "TG" drawn in a local box of about 211 x 165 units, centred on (102.5, 90).
const MARK_CENTER = { x: 102.5, y: 90 };
const MARK = `
  <g fill="none" stroke-linecap="round" stroke-linejoin="round">
    <path d="M10 20 H90 M50 20 V130" stroke="${WHITE}" stroke-width="30"/>
    <path d="M183.3 42.9 A50 50 0 1 0 195 75 H150" stroke="${WHITE}" stroke-width="30"/>
    <path d="M12 165 H193" stroke="${GOLD}" stroke-width="16"/>
  </g>`;

/**
 * One icon as SVG on a 512 grid.
 * - `rounded`: transparent corners, for browsers that show the icon as is.
 * - full bleed otherwise: maskable and Apple icons, where the OS applies its own shape.
 * `scale` keeps the mark inside the maskable safe zone (a circle of radius 0.4 x size).
 */
function iconSvg({ size, rounded, scale }) {
  const bg = rounded
    ? `<rect width="512" height="512" rx="112" fill="url(#bg)"/>`
    : `<rect width="512" height="512" fill="url(#bg)"/>`;
  const tx = 256 - MARK_CENTER.x * scale;
  const ty = 256 - MARK_CENTER.y * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${BRAND}"/>
      <stop offset="1" stop-color="${BRAND_DARK}"/>
    </linearGradient>
  </defs>
  ${bg}
  <g transform="translate(${tx.toFixed(2)} ${ty.toFixed(2)}) scale(${scale})">${MARK}</g>
</svg>`;
}

// Palette PNGs (256 colours, dithered) for the app icons: the gradient looks the same at about
// half the bytes, and browsers fetch the 192 px icon on a first visit (installability). The
// favicon's tiny images are smaller in full colour.
// The 192 px icon is the one a first visit pays for, so it takes 16 colours without dithering:
// the same picture to the eye at 1.4 KB instead of 3.2 KB.
const png = (svg, { palette = true, colours = 256, dither = 1 } = {}) =>
  sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette, colours, dither, effort: 10 }).toBuffer();

/** An .ico holding PNG images (valid since Windows Vista; every browser reads it). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt8(0, 2); // no palette
    e.writeUInt8(0, 3);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

const outputs = [
  { file: 'icons/icon-192.png', size: 192, rounded: true, scale: 1.6, colours: 16, dither: 0 },
  { file: 'icons/icon-512.png', size: 512, rounded: true, scale: 1.6 },
  // Safe zone: the mark's half-diagonal (~134 units) x 1.35 = 181 px < 204.8 px.
  { file: 'icons/maskable-512.png', size: 512, rounded: false, scale: 1.35 },
  { file: 'icons/apple-touch-icon.png', size: 180, rounded: false, scale: 1.5 },
];

await mkdir(path.join(publicDir, 'icons'), { recursive: true });
for (const o of outputs) {
  const data = await png(iconSvg(o), { colours: o.colours, dither: o.dither });
  await writeFile(path.join(publicDir, o.file), data);
  console.log(`${o.file}  ${o.size}px  ${data.length} B`);
}

// The tab icon for browsers that take SVG (all current ones): one small file that compresses,
// instead of the .ico's three PNGs. The .ico stays for older browsers and for /favicon.ico probes.
const svgIcon = iconSvg({ size: 512, rounded: true, scale: 1.6 }).replace(/\n\s*/g, '');
await writeFile(path.join(publicDir, 'icons/icon.svg'), svgIcon);
console.log(`icons/icon.svg  ${svgIcon.length} B`);

// Favicon: small sizes get a thicker-looking mark by scaling it up a little.
const favicons = [];
for (const size of [16, 32, 48]) {
  favicons.push({ size, data: await png(iconSvg({ size, rounded: true, scale: 1.75 }), { palette: false }) });
}
const favicon = ico(favicons);
await writeFile(path.join(publicDir, 'favicon.ico'), favicon);
console.log(`favicon.ico  16/32/48px  ${favicon.length} B`);

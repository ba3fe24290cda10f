/**
 * Openly licensed picture sources for the demo catalogue's and the app's own art, read at build
 * (generation) time only, so a bundle or an asset folder carries just the pictures it names.
 *
 *   fluent('slot-machine')   Microsoft Fluent Emoji, colour (MIT), via @iconify-json/fluent-emoji
 *   fluentFlat('coin')       Fluent Emoji, flat (MIT), via @iconify-json/fluent-emoji-flat
 *   brand('wechat')          simple-icons (CC0; trademarks stay their owners'): { path, hex, title }
 *   crypto('usdt')           cryptocurrency-icons, colour SVG (CC0)
 *
 * Each emoji answer is `{ body, width, height }`: the SVG's inner markup with its ids made unique
 * (two pictures in one document must not share gradient ids), to be placed inside a <g>/<svg> of
 * the caller's drawing.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getIconData, iconToSVG, replaceIDs } from '@iconify/utils';
import * as simpleIcons from 'simple-icons';

const require = createRequire(import.meta.url);
const sets = new Map();

function set(name) {
  if (!sets.has(name)) sets.set(name, JSON.parse(readFileSync(require.resolve(`${name}/icons.json`), 'utf8')));
  return sets.get(name);
}

function emoji(setName, name) {
  const data = getIconData(set(setName), name);
  if (!data) throw new Error(`art: no icon "${name}" in ${setName}`);
  const rendered = iconToSVG(data);
  const [, , width, height] = rendered.attributes.viewBox.split(' ').map(Number);
  return { body: replaceIDs(rendered.body, `${name}-`), width, height };
}

export const fluent = (name) => emoji('@iconify-json/fluent-emoji', name);
export const fluentFlat = (name) => emoji('@iconify-json/fluent-emoji-flat', name);

/** A brand mark from simple-icons (one path on a 24×24 box, the brand's own colour). */
export function brand(slug) {
  const icon = Object.values(simpleIcons).find((i) => i && i.slug === slug);
  if (!icon) throw new Error(`art: no "${slug}" in simple-icons`);
  return { path: icon.path, hex: `#${icon.hex}`, title: icon.title };
}

/** A coin's colour mark from cryptocurrency-icons (32×32 viewBox, standalone SVG text). */
export function crypto(symbol) {
  const root = path.dirname(require.resolve('cryptocurrency-icons/package.json'));
  return readFileSync(path.join(root, 'svg', 'color', `${symbol}.svg`), 'utf8');
}

/** Licences of the sources above, for the LICENSES file next to generated art. */
export const ART_LICENCES = {
  fluent: 'Fluent Emoji © Microsoft Corporation, MIT licence (https://github.com/microsoft/fluentui-emoji)',
  brand: 'simple-icons, CC0 1.0; the marks remain trademarks of their owners (https://simpleicons.org)',
  crypto: 'cryptocurrency-icons, CC0 1.0 (https://github.com/spothq/cryptocurrency-icons)',
};

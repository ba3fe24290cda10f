/** Types of sources.mjs, for the TypeScript generators that compose its pictures. */
export interface EmojiArt {
  /** The SVG's inner markup, ids made unique. */
  body: string;
  width: number;
  height: number;
}
export function fluent(name: string): EmojiArt;
export function fluentFlat(name: string): EmojiArt;
export function brand(slug: string): { path: string; hex: string; title: string };
export function crypto(symbol: string): string;
export const ART_LICENCES: Readonly<Record<'fluent' | 'brand' | 'crypto', string>>;

/**
 * Hall content: banners and home notices.
 * Wire values become UI types here, once, tolerating the legacy servers' looseness
 * (strings or numbers, missing keys, `data` as "", [] or null).
 */
import { assetUrl } from '@/lib/config';
import { isObject, str } from './scalars';
import type { Banner } from '../types';
import type { WireBanner } from '@/contract/content/schemas';

/** `src` (legacy) or `pic` (the newer public server): the same image. */
export function toBanner(w: WireBanner): Banner {
  return {
    src: assetUrl(str(w.src || w.pic)),
    background: str(w.background),
    url: str(w.url),
    title: str(w.title),
  };
}

/** POST /api/homenotice: plain strings; tolerate article objects ({name|title}) from other builds. */
export function toHomeNotices(w: unknown): string[] {
  if (!Array.isArray(w)) return [];
  return w.map((x) => (isObject(x) ? str(x.name ?? x.title) : str(x)).trim()).filter((x) => x.length > 0);
}

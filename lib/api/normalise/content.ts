/**
 * Hall content: banners and notices.
 * Wire values become UI types here, once, tolerating the legacy servers' looseness
 * (strings or numbers, missing keys, `data` as "", [] or null).
 */
import { parseBeijing } from '@/lib/time';
import { assetUrl } from '@/lib/config';
import { int, isObject, str } from './scalars';
import type { Banner, Notice } from '../types';
import type { WireBanner, WireNotice } from '@/contract/content/schemas';

export function toBanner(w: WireBanner): Banner {
  return { src: assetUrl(str(w.src)), background: str(w.background), url: str(w.url), title: str(w.title) };
}

export function toNotice(w: WireNotice): Notice {
  return { id: int(w.id), title: str(w.title), content: str(w.content), createdAt: parseBeijing(w.created_at) };
}

/** POST /api/homenotice: plain strings; tolerate article objects ({name|title}) from other builds. */
export function toHomeNotices(w: unknown): string[] {
  if (!Array.isArray(w)) return [];
  return w
    .map((x) => (isObject(x) ? str(x.name ?? x.title) : str(x)).trim())
    .filter((x) => x.length > 0);
}

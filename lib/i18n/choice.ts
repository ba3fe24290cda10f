/**
 * The player's language choice (/userCent): kept on this device, through logout (lib/storage.ts
 * KEPT_ON_CLEAR), and read by the inline redirect of each build (./redirect.ts) before boot.
 */
import { KEYS, readString, writeString } from '@/lib/storage';
import { BUILD_LANG, type Lang } from './lang';
import { buildUrl } from './redirect';

/** The stored choice, or null when the player never chose (the browser's language decides). */
export function storedLanguage(): Lang | null {
  const value = readString(KEYS.language);
  return value === 'zh' || value === 'en' ? value : null;
}

/**
 * Remembers `lang` and opens the same route in its build (the hash route and any query kept).
 * Returns the URL it moved to, or null when `lang` is this build's (only remembered).
 */
export function chooseLanguage(lang: Lang, where: Location = window.location): string | null {
  writeString(KEYS.language, lang);
  if (lang === BUILD_LANG) return null;
  const target = buildUrl(lang, where.search, where.hash);
  where.replace(target);
  return target;
}

/**
 * Which pages /gamePage?url= may frame. A frame sits inside the app's header next to a working
 * transfer button, so a page from anywhere would be a ready-made phishing page. Allowed: a URL
 * the server handed out in this session (getGameUrl, getservicerurl, getAgentLoginUrl, the app
 * settings' links, 大舞台's among them: remembered as they arrive), a page of the app's own or the
 * API's origin, the 大舞台 link config.json names, or an origin the operator lists in config.json
 * `frameAllowList`. Anything else is refused on screen.
 */
import { getConfig } from './config';
import { readJson, writeString } from './storage';

const STORAGE_KEY = 'frameUrls';
/** Launch links are single-use and many per session: keep the newest only. */
const MAX_REMEMBERED = 50;

let handed: string[] | null = null;

function remembered(): string[] {
  handed ??= (readJson<unknown>(STORAGE_KEY, 'session') as string[] | null)?.filter((u) => typeof u === 'string') ?? [];
  return handed;
}

/** Records a URL the server answered with, so /gamePage?url= may frame it later this session. */
export function rememberFrameUrl(url: string): void {
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed)) return;
  const list = remembered().filter((u) => u !== trimmed);
  list.push(trimmed);
  handed = list.slice(-MAX_REMEMBERED);
  writeString(STORAGE_KEY, JSON.stringify(handed), 'session');
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function frameUrlAllowed(url: string): boolean {
  const origin = originOf(url);
  if (!origin || !/^https?:\/\//i.test(url)) return false;
  if (remembered().includes(url.trim())) return true;
  const config = getConfig();
  // /discover opens the operator's 大舞台 here (lib/discover/links.ts).
  if (config.bigStageUrl && config.bigStageUrl === url.trim()) return true;
  const own = [typeof window === 'undefined' ? null : window.location.origin, originOf(config.apiBaseUrl)];
  if (own.includes(origin)) return true;
  return config.frameAllowList.some((allowed) => originOf(allowed) === origin);
}

/** Test hook: forget what was handed out. */
export function forgetFrameUrlsForTests(): void {
  handed = null;
}

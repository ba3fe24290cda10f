/** Site settings: POST /api/app. Cached on the device (docs/API.md#app) so maintenance shows at once. */
import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { KEYS, readJson, writeJson } from '@/lib/storage';
import { read } from './read';
import { rememberFrameUrl } from '@/lib/frame-urls';
import { toAppInfo } from './normalise/member';
import type { AppInfo } from './types';
import type { WireAppInfo } from '@/contract/content/schemas';

export const APP_KEY = '/api/app';

/** The answer of this page's life (null until /api/app answered once): fresher than the device cache. */
let answered: AppInfo | null = null;

/** The read in flight: every reader before the answer (hooks, backendHas) shares one call. */
let inFlight: Promise<AppInfo> | null = null;
/** Whether `answered` still stands; a return to the app after a long absence ends it. */
let current = false;

/**
 * docs/SCREENS.md#maintenance: the settings of this page life. Whoever asks (a hook mounting or
 * revalidating, backendHas, a game launch) gets the one answer; the network is asked only before
 * it or after it was let go (expireAppInfo).
 */
export function fetchAppInfo(): Promise<AppInfo> {
  if (answered && current) return Promise.resolve(answered);
  inFlight ??= readAppInfo().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function readAppInfo(): Promise<AppInfo> {
  const info = toAppInfo(await read<WireAppInfo>(APP_KEY, {}));
  answered = info;
  current = true;
  writeJson(KEYS.appInfo, info);
  // The settings' links are the operator's: pages /gamePage?url= may frame (大舞台 opens there).
  for (const link of [info.iosDownloadUrl, info.h5Url, info.bigStageUrl]) rememberFrameUrl(link);
  return info;
}

export function cachedAppInfo(): AppInfo | undefined {
  return readJson<AppInfo>(KEYS.appInfo) ?? undefined;
}

/** What is known now without a call: this page's answer, else the device cache. */
export function knownAppInfo(): AppInfo | undefined {
  return answered ?? cachedAppInfo();
}

/** Test hook: forget this page's answer. */
export function forgetAppInfoForTests(): void {
  answered = null;
  inFlight = null;
  current = false;
}

/**
 * `watch` false: no read at all (the caller already knows what it needs).
 *
 * docs/API.md#app: read once per page life, not once per screen or focus. The first reader reads
 * (showing the device copy meanwhile); readers mounted later share that answer; a failed read is
 * tried again by the next reader. The read on return to the app is useAppInfoOnReturn's.
 */
export function useAppInfo(watch = true) {
  return useSWR<AppInfo>(watch ? APP_KEY : null, fetchAppInfo, {
    fallbackData: typeof window === 'undefined' ? undefined : knownAppInfo(),
    revalidateOnMount: answered === null,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** Hidden at least this long, the app reads /api/app again when the player comes back. */
export const APP_REREAD_AFTER_HIDDEN_MS = 60_000;

/**
 * Maintenance can start at any time: when the page comes back into view after at least
 * APP_REREAD_AFTER_HIDDEN_MS hidden, /api/app is read once more for every reader. Mounted once, by
 * the app root; a quick glance at another tab reads nothing.
 */
export function useAppInfoOnReturn(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    const onChange = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      const away = hiddenAt === null ? 0 : Date.now() - hiddenAt;
      hiddenAt = null;
      if (away < APP_REREAD_AFTER_HIDDEN_MS) return;
      current = false;
      void mutate(APP_KEY);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [mutate]);
}

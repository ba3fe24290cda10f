/** Site settings: POST /api/app. Cached on the device (docs/API.md#app) so maintenance shows at once. */
import useSWR from 'swr';
import { KEYS, readJson, writeJson } from '@/lib/storage';
import { read } from './read';
import { rememberFrameUrl } from '@/lib/frame-urls';
import { toAppInfo } from './normalise/member';
import type { AppInfo } from './types';
import type { WireAppInfo } from '@/contract/content/schemas';

export const APP_KEY = '/api/app';

/** The answer of this page's life (null until /api/app answered once): fresher than the device cache. */
let answered: AppInfo | null = null;

export async function fetchAppInfo(): Promise<AppInfo> {
  const info = toAppInfo(await read<WireAppInfo>(APP_KEY, {}));
  answered = info;
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
}

/** `watch` false: no read at all (the caller already knows what it needs). */
export function useAppInfo(watch = true) {
  return useSWR<AppInfo>(watch ? APP_KEY : null, fetchAppInfo, {
    fallbackData: typeof window === 'undefined' ? undefined : cachedAppInfo(),
    revalidateOnMount: true,
    // Maintenance can start at any time: look again when the player comes back.
    revalidateOnFocus: true,
  });
}

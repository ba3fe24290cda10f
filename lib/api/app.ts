/** Site settings: POST /api/app. Cached on the device (docs/API.md#app) so maintenance shows at once. */
import useSWR from 'swr';
import { KEYS, readJson, writeJson } from '@/lib/storage';
import { read } from './read';
import { rememberFrameUrl } from '@/lib/frame-urls';
import { toAppInfo } from './normalise/member';
import type { AppInfo } from './types';
import type { WireAppInfo } from '@/contract/content/schemas';

export const APP_KEY = '/api/app';

export async function fetchAppInfo(): Promise<AppInfo> {
  const info = toAppInfo(await read<WireAppInfo>(APP_KEY, {}));
  writeJson(KEYS.appInfo, info);
  // The settings' links are the operator's: pages /gamePage?url= may frame (大舞台 opens there).
  for (const link of [info.iosDownloadUrl, info.h5Url, info.bigStageUrl]) rememberFrameUrl(link);
  return info;
}

export function cachedAppInfo(): AppInfo | undefined {
  return readJson<AppInfo>(KEYS.appInfo) ?? undefined;
}

export function useAppInfo() {
  return useSWR<AppInfo>(APP_KEY, fetchAppInfo, {
    fallbackData: typeof window === 'undefined' ? undefined : cachedAppInfo(),
    revalidateOnMount: true,
    // Maintenance can start at any time: look again when the player comes back.
    revalidateOnFocus: true,
  });
}

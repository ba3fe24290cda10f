/** Site settings: POST /api/app. Cached on the device (docs/API.md#app) so maintenance shows at once. */
import useSWR from 'swr';
import { KEYS, readJson, writeJson } from '@/lib/storage';
import { fetchData } from './client';
import { toAppInfo } from './wire';
import type { AppInfo } from './types';
import type { WireAppInfo } from './wire-types';

export const APP_KEY = '/api/app';

export async function fetchAppInfo(): Promise<AppInfo> {
  const info = toAppInfo(await fetchData<WireAppInfo>(APP_KEY, {}, { silent: true }));
  writeJson(KEYS.appInfo, info);
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

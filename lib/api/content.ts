/** Hall content: banners and home notices. */
import useSWR from 'swr';
import { readShown } from './read';
import { toBanner, toHomeNotices } from './normalise/content';
import { toList } from './normalise/scalars';
import type { Banner } from './types';
import { DEFAULT_BANNER_TYPE } from '@/contract/content/rules';
import type { WireBanner } from '@/contract/content/schemas';

/** Banners for the mobile site (type 2, docs/API.md#bannerlist). */
export const BANNER_BODY = { type: DEFAULT_BANNER_TYPE } as const;
export const BANNERS_KEY = ['/api/bannerList', BANNER_BODY] as const;

export async function fetchBanners(): Promise<Banner[]> {
  const data = await readShown<WireBanner[]>(BANNERS_KEY[0], BANNER_BODY);
  return toList<WireBanner, Banner>(data, toBanner).filter((b) => !!b.src);
}

export function useBanners() {
  return useSWR<Banner[]>(BANNERS_KEY, fetchBanners);
}

export const HOME_NOTICE_KEY = '/api/homenotice';

export async function fetchHomeNotices(): Promise<string[]> {
  return toHomeNotices(await readShown<unknown>(HOME_NOTICE_KEY, {}));
}

export function useHomeNotices() {
  return useSWR<string[]>(HOME_NOTICE_KEY, fetchHomeNotices);
}

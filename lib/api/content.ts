/** Hall and notice content: banners, home notices, the paginated notice centre. */
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { readShown } from './read';
import { toBanner, toHomeNotices, toNotice } from './normalise/content';
import { toList, toPage } from './normalise/scalars';
import type { Banner, Notice, Page } from './types';
import type { WirePaginator } from '@/contract/common/schemas';
import type { WireBanner, WireNotice } from '@/contract/content/schemas';

/** Banners for the mobile site (type 2, docs/API.md#bannerlist). */
export const BANNER_BODY = { type: 2 } as const;
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

/** The notice centre (auth). Paths are matched case-insensitively by our server (docs/API.md#methods-and-paths). */
export const NOTICE_LIST_PATH = '/api/noticeList';

export async function fetchNoticePage(page: number): Promise<Page<Notice>> {
  const data = await readShown<WirePaginator<WireNotice>>(NOTICE_LIST_PATH, { page });
  return toPage<WireNotice, Notice>(data, toNotice, page);
}

/** Infinite notice list: loads pages until the paginator's last_page (docs/API.md#paginator). */
export function useNoticeList() {
  return useSWRInfinite<Page<Notice>>(
    (index, previous: Page<Notice> | null) =>
      previous && index + 1 > previous.lastPage ? null : [NOTICE_LIST_PATH, { page: index + 1 }],
    ([, body]: [string, { page: number }]) => fetchNoticePage(body.page),
  );
}

/**
 * Home carousel banners (/api/bannerList).
 */
import type { WireBanner } from '../../../../contract/content/schemas.ts';
import type { Queryable } from '../../db/types.ts';
import { uploadUrl } from '../../lib/urls.ts';

interface BannerRow {
  image: string;
  background: string;
  url: string | null;
  title: string;
}

/** `type` 2 is mobile (the legacy default). Only enabled banners, in display order. */
export async function listBanners(q: Queryable, type: number, origin: string): Promise<WireBanner[]> {
  const rows = await q.query<BannerRow>(
    'SELECT image, background, url, title FROM banners WHERE type = $1 AND state = 1 ORDER BY sort, id LIMIT 20',
    [type],
  );
  return rows.map((row) => {
    const banner: WireBanner = { src: uploadUrl(origin, row.image), background: row.background, title: row.title };
    if (row.url) banner.url = row.url;
    return banner;
  });
}

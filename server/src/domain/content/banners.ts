/**
 * Home carousel banners (/api/bannerList) and their operator side. The hall collapses without
 * banners, so an empty table answers built-in defaults (as the legacy server did), never [].
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

/** Shipped with the server (assets/uploads/banners/), shown when no banner is published. */
export const DEFAULT_BANNERS: readonly BannerRow[] = [
  { image: 'banners/banner1.svg', background: '#1d2b64', url: null, title: '' },
  { image: 'banners/banner2.svg', background: '#5a1e6b', url: null, title: '' },
];

/** `type` 2 is mobile (the legacy default). Only enabled banners, in display order. */
export async function listBanners(q: Queryable, type: number, origin: string): Promise<WireBanner[]> {
  const rows = await q.query<BannerRow>(
    'SELECT image, background, url, title FROM banners WHERE type = $1 AND state = 1 ORDER BY sort, id LIMIT 20',
    [type],
  );
  return (rows.length ? rows : DEFAULT_BANNERS).map((row) => {
    const src = uploadUrl(origin, row.image);
    // `src` for the legacy client, `pic` for the newer one: the same URL.
    const banner: WireBanner = { src, pic: src, background: row.background, title: row.title };
    if (row.url) banner.url = row.url;
    return banner;
  });
}

export interface BannerInput {
  image: string;
  title: string;
  url: string | null;
  background?: string;
  sort?: number;
  type?: number;
}

export async function publishBanner(q: Queryable, input: BannerInput): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO banners (type, image, background, url, title, sort) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [input.type ?? 2, input.image, input.background ?? '#f4f6ff', input.url, input.title, input.sort ?? 0],
  );
  return row!.id;
}

export async function setBannerState(q: Queryable, id: number, state: 0 | 1): Promise<boolean> {
  const rows = await q.query<{ id: number }>('UPDATE banners SET state = $2 WHERE id = $1 RETURNING id', [id, state]);
  return rows.length > 0;
}

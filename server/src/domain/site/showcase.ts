/**
 * The discover page's framed links — 大舞台 and the two sponsor pages — as /api/app answers them.
 * The operator sets each with `npm run ops -- app-setting <key> <url>`. On the demo site an unset
 * link falls back to a page of our own (server/assets/showcase, served at /showcase/ there only),
 * so the entries work out of the box; on the live site an unset link stays '' and the app hides
 * its entry: a live site never points players at demo pages.
 */
import type { Settings } from './settings.ts';

/** Where the demo pages are served (plugins/external/static.ts), demo site only. */
export const SHOWCASE_PREFIX = '/showcase/';

/** Each framed link and the demo page it falls back to. */
const SHOWCASE_PAGES = {
  big_stage_url: 'stage.html',
  sponsor_url_1: 'sponsor-1.html',
  sponsor_url_2: 'sponsor-2.html',
} as const;

type ShowcaseKey = keyof typeof SHOWCASE_PAGES;
type ShowcaseLinks = Record<ShowcaseKey, string>;

/** The operator's link, else (demo site only) our demo page at `origin`, else ''. */
export function showcaseLinks(settings: Settings, origin: string, demo: boolean): ShowcaseLinks {
  const links = {} as ShowcaseLinks;
  for (const [key, page] of Object.entries(SHOWCASE_PAGES) as [ShowcaseKey, string][]) {
    links[key] = settings[key] || (demo ? `${origin}${SHOWCASE_PREFIX}${page}` : '');
  }
  return links;
}

/**
 * The discover page's framed links (docs/SCREENS.md#discover, #zhanzhu): 大舞台 and the two
 * sponsor pages. config.json names them first — it overrides for an operator whose server lacks
 * the settings — then /api/app (big_stage_url, sponsor_url_1, sponsor_url_2; the reference server
 * answers its demo pages there on the demo site). Only web pages count; '' means the entry is
 * not offered at all, so a player never taps a dead button.
 */
import { isWebUrl } from '@/lib/api/service';
import type { AppInfo } from '@/lib/api/types';
import type { RuntimeConfig } from '@/lib/config';

type SponsorPage = 1 | 2;

/** The first candidate that is a web page, trimmed; '' when none is. */
function firstWebUrl(...candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    const url = (candidate ?? '').trim();
    if (isWebUrl(url)) return url;
  }
  return '';
}

export function bigStageUrl(config: RuntimeConfig, app: AppInfo | undefined): string {
  return firstWebUrl(config.bigStageUrl, app?.bigStageUrl);
}

export function sponsorUrl(page: SponsorPage, config: RuntimeConfig, app: AppInfo | undefined): string {
  // Settings cached on the device by an older version have no sponsorUrls.
  const fromServer = app?.sponsorUrls as Partial<AppInfo['sponsorUrls']> | undefined;
  return firstWebUrl(config.sponsorUrls[page === 2 ? '2' : '1'], fromServer?.[page]);
}

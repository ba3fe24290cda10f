/**
 * The address each /gamePage mode frames, through the domain modules' calls. Nothing but
 * http(s) is ever framed (isWebUrl): a javascript: or data: answer is refused here; a url= from
 * the query only when the server handed it out or the operator allows it (lib/frame-urls.ts).
 */
import { fetchAppInfo } from '@/lib/api/app';
import { fetchGameUrl } from '@/lib/api/games';
import { fetchAgentLoginUrl, fetchServiceUrl, isWebUrl } from '@/lib/api/service';
import type { GamePageMode } from './page-mode';
import { frameUrlAllowed } from '@/lib/frame-urls';

/** /gamePage?url= named a page the server never handed out and no allow-list names: not framed. */
export class FrameRefused extends Error {
  constructor() {
    super('URL not allowed in a frame');
    this.name = 'FrameRefused';
  }
}

/** The mode has nothing to frame (no link configured, or not a web page). */
export class NoFrameUrl extends Error {
  constructor() {
    super('no web URL to frame');
    this.name = 'NoFrameUrl';
  }
}

async function rawUrl(mode: GamePageMode): Promise<string> {
  switch (mode.kind) {
    case 'url':
      return mode.url;
    case 'agent':
      return fetchAgentLoginUrl();
    case 'service':
      return fetchServiceUrl();
    case 'app':
      return (await fetchAppInfo()).iosDownloadUrl;
    case 'game':
      return fetchGameUrl(mode);
    case 'none':
      return '';
  }
}

export async function launchUrl(mode: GamePageMode): Promise<string> {
  const url = (await rawUrl(mode)).trim();
  if (!isWebUrl(url)) throw new NoFrameUrl();
  // Only a url= from the query can be anything; the other modes frame what the server answered.
  if (mode.kind === 'url' && !frameUrlAllowed(url)) throw new FrameRefused();
  return url;
}

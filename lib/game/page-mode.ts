/**
 * What /gamePage shows, read from its query (docs/SCREENS.md#gamepage), in this order:
 * `url` → that page; `dailiD=1` → the agent back office; `dailiD=2` → customer service;
 * `app=1` → the iOS download page; otherwise the game of `platname` (POST /api/getGameUrl).
 */
import type { GamePageQuery } from '@/lib/router/queries';

export interface GameLaunch {
  /** game_platforms.platform_name ('ag'): the venue, also the transfer popup's venue. */
  platform: string;
  /** The game inside the venue ('' = the venue's lobby). */
  gameCode: string;
  /** The hall category ('realbet', 'concise', ...). */
  category: string;
}

export type GamePageMode =
  | { kind: 'url'; url: string; platform: string }
  | { kind: 'agent' }
  | { kind: 'service' }
  | { kind: 'app' }
  | ({ kind: 'game' } & GameLaunch)
  /** No platform and nothing else to show. */
  | { kind: 'none' };

export function gamePageMode(query: GamePageQuery): GamePageMode {
  const { url, platname: platform } = query;
  if (url) return { kind: 'url', url, platform };
  if (query.dailiD === '1') return { kind: 'agent' };
  if (query.dailiD === '2') return { kind: 'service' };
  if (query.app === '1') return { kind: 'app' };
  if (!platform) return { kind: 'none' };
  return { kind: 'game', platform, gameCode: query.code, category: query.type };
}

/** docs/SCREENS.md#gamepage: opening anything here needs a token, except the customer-service link. */
export const needsLogin = (mode: GamePageMode): boolean => mode.kind !== 'service';

/** The venue the 'more' button's transfer popup is for, or null when there is none. */
export function venueOf(mode: GamePageMode): string | null {
  if (mode.kind === 'game' || mode.kind === 'url') return mode.platform || null;
  return null;
}

/** A stable identity of the mode, so a changed query loads again. */
export const modeKey = (mode: GamePageMode): string => JSON.stringify(mode);

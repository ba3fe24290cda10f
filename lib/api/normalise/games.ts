/**
 * Game platforms of the hall and the rooms of a lottery.
 * Wire values become UI types here, once, tolerating the legacy servers' looseness
 * (strings or numbers, missing keys, `data` as "", [] or null).
 */
import { toCents } from '@/lib/money';
import { assetUrl } from '@/lib/config';
import { int, str } from './scalars';
import type { Game, LotteryRoomSummary } from '../types';
import type { WireGame } from '@/contract/games/schemas';
import type { WireLotteryRoomSummary } from '@/contract/lottery/schemas';

export function toGame(w: WireGame): Game {
  return {
    name: str(w.name || w.gamename || w.platform_name),
    platform: str(w.platform_name || w.catecode),
    category: str(w.category_id),
    gameCode: str(w.game_code || w.gamecode),
    image: assetUrl(str(w.mobile_img || w.gamepic || w.api_logo_img || w.check_yes_img)),
  };
}

/** docs/API.md#gamelist: only games with app_state 1 are shown. */
export const isShownGame = (w: WireGame): boolean => int(w.app_state) === 1;

export function toRoomSummary(w: WireLotteryRoomSummary): LotteryRoomSummary {
  const optionalCents = (v: unknown) => (v === undefined || v === null || v === '' ? null : toCents(v));
  return {
    id: int(w.id),
    title: str(w.title || w.name),
    online: w.online === undefined || w.online === null || w.online === '' ? null : int(w.online),
    minBet: optionalCents(w.min_bet),
    maxBet: optionalCents(w.max_bet),
  };
}

/** Wire slugs arrive in any case and with stray spaces from operator back ends. */
export const normaliseCategory = (category: unknown): string => str(category).trim().toLowerCase();

/** Shown games grouped by wire category slug: what the device stores for the hall. */
export type GameLists = Record<string, Game[]>;

/** Keep only app_state 1; then group by (normalised) category, keeping server order. */
export function toGameLists(rows: unknown): GameLists {
  const lists: GameLists = {};
  if (!Array.isArray(rows)) return lists;
  for (const row of rows as WireGame[]) {
    if (!row || typeof row !== 'object' || !isShownGame(row)) continue;
    const category = normaliseCategory(row.category_id);
    if (!category) continue;
    const game = { ...toGame(row), category };
    (lists[category] ??= []).push(game);
  }
  return lists;
}

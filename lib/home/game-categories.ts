/**
 * The hall's five category tabs and which wire categories feed each one.
 * This table is the ONE place that maps GET /api/game/list's `category_id`
 * slugs (docs/API.md#gamelist) onto the hall's type codes (docs/SCREENS.md#home: 2, 5, 1, 0, 4).
 */
import { normaliseCategory, type GameLists } from '@/lib/api/normalise/games';
import type { Game } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';

/** The type codes of docs/SCREENS.md#home, in tab order. */
export type HallTypeCode = 2 | 5 | 1 | 0 | 4;
export type HallTabKey = 'lottery' | 'live' | 'sport' | 'slots' | 'cards';

export interface HallTab {
  code: HallTypeCode;
  key: HallTabKey;
  label: string;
  /** Wire `category_id` slugs listed under this tab, in the order they are shown. */
  categories: readonly string[];
}

/**
 * | code | tab            | wire category_id            |
 * |------|----------------|-----------------------------|
 * | 2    | 彩票 lottery    | lottery                     |
 * | 5    | 真人 live       | realbet                     |
 * | 1    | 体育 sports     | sport                       |
 * | 0    | 电子 electronic | concise, gaming, fishing    |
 * | 4    | 棋牌 cards      | joker                       |
 *
 * 'gaming' and 'fishing' have no tab of their own in the hall, so they sit with
 * the electronic platforms (slots and board), as the legacy hall did.
 */
export const HALL_TABS: readonly HallTab[] = [
  { code: 2, key: 'lottery', label: t.home.categories.lottery, categories: ['lottery'] },
  { code: 5, key: 'live', label: t.home.categories.live, categories: ['realbet'] },
  { code: 1, key: 'sport', label: t.home.categories.sport, categories: ['sport'] },
  { code: 0, key: 'slots', label: t.home.categories.slots, categories: ['concise', 'gaming', 'fishing'] },
  { code: 4, key: 'cards', label: t.home.categories.cards, categories: ['joker'] },
];

const CODE_BY_CATEGORY: ReadonlyMap<string, HallTypeCode> = new Map(
  HALL_TABS.flatMap((tab) => tab.categories.map((c) => [c, tab.code] as const)),
);

/** The hall type code of a wire category, or null for a category the hall does not show. */
export function hallTypeOf(category: unknown): HallTypeCode | null {
  return CODE_BY_CATEGORY.get(normaliseCategory(category)) ?? null;
}

/** The tiles of one hall tab: its categories' lists concatenated in table order. */
export function gamesForTab(lists: GameLists | undefined, code: HallTypeCode): Game[] {
  const tab = HALL_TABS.find((x) => x.code === code);
  if (!tab || !lists) return [];
  return tab.categories.flatMap((c) => lists[c] ?? []);
}

export const isLotteryGame = (game: Pick<Game, 'category'>): boolean => hallTypeOf(game.category) === 2;

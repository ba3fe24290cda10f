import { useGameLists, useLotteryGames } from '@/lib/api/games';
import type { Game } from '@/lib/api/types';
import { gamesForTab, type HallTypeCode } from './game-categories';

const LOTTERY_TAB: HallTypeCode = 2;
const sameName = (name: string) => name.trim().toLowerCase();

/**
 * The lottery tab: the game list's lottery rows, then every lottery of /api/lotteryList that no
 * row already names (a lottery listed by both shows once, as its game-list row).
 */
export function withLotteries(games: Game[], lotteries: Game[] | undefined): Game[] {
  if (!lotteries?.length) return games;
  const named = new Set(games.map((g) => sameName(g.name)));
  return [...games, ...lotteries.filter((l) => !named.has(sameName(l.name)))];
}

/** The tiles of one hall tab, from the stored or freshly read game lists (and, for lottery, /api/lotteryList). */
export function useHallGames(code: HallTypeCode) {
  const swr = useGameLists();
  const lotteries = useLotteryGames(code === LOTTERY_TAB);
  const listed = swr.data ? gamesForTab(swr.data, code) : undefined;
  let games = listed;
  if (code === LOTTERY_TAB) {
    // The lotteries still show when the game list itself could not be read.
    if (listed) games = withLotteries(listed, lotteries.data);
    else if (swr.error && lotteries.data?.length) games = lotteries.data;
  }
  return { ...swr, games };
}

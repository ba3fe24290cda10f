import { useGameLists } from '@/lib/api/games';
import { gamesForTab, type HallTypeCode } from './game-categories';

/** The tiles of one hall tab, from the stored or freshly read game lists. */
export function useHallGames(code: HallTypeCode) {
  const swr = useGameLists();
  return { ...swr, games: swr.data ? gamesForTab(swr.data, code) : undefined };
}

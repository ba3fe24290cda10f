/** Game platforms for the hall (GET /api/game/list), the rooms of a lottery, and entering a game. */
import useSWR from 'swr';
import { KEYS, readJson, writeJson } from '@/lib/storage';
import { toast } from '@/lib/ui/toast';
import * as t from '@/lib/text/zh-CN';
import { useHydrated } from '@/lib/use-hydrated';
import { read, readShown } from './read';
import { ApiError } from './errors';
import { toGameLists, toRoomSummary, type GameLists } from './normalise/games';
import { toList, toUrl } from './normalise/scalars';
import { rememberFrameUrl } from '@/lib/frame-urls';
import { toLottery } from './normalise/lottery';
import type { Game, LotteryInfo, LotteryRoomSummary } from './types';
import type { WireUrl } from '@/contract/common/schemas';
import { LOBBY_GAME_TYPE } from '@/contract/games/rules';
import type { WireGame, WireGameUrlBody } from '@/contract/games/schemas';
import type { WireLottery, WireLotteryRoomSummary } from '@/contract/lottery/schemas';

export const GAME_LIST_PATH = '/api/game/list';
/** The legacy client always sends an empty category (the server 500s without the key). */
export const GAME_LIST_BODY = { category_id: '' } as const;
export const GAME_LIST_KEY = [GAME_LIST_PATH, GAME_LIST_BODY] as const;

/** Fetch, keep app_state 1, group by category and store the lists on the device (docs/API.md#gamelist). */
export async function fetchGameLists(): Promise<GameLists> {
  const rows = await readShown<WireGame[]>(GAME_LIST_PATH, GAME_LIST_BODY, { method: 'GET' });
  const lists = toGameLists(rows);
  writeJson(KEYS.gameLists, lists);
  return lists;
}

export function cachedGameLists(): GameLists | undefined {
  const stored = readJson<GameLists>(KEYS.gameLists);
  return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : undefined;
}

/**
 * The grouped lists. The stored copy paints tiles at once on later visits; it is
 * offered only after hydration so the exported HTML (skeletons) matches the first render.
 */
export function useGameLists() {
  const hydrated = useHydrated();
  return useSWR<GameLists>(GAME_LIST_KEY, fetchGameLists, {
    fallbackData: hydrated ? cachedGameLists() : undefined,
    revalidateOnMount: true,
  });
}

export const LOTTERY_LIST_PATH = '/api/lotteryList';

/**
 * POST /api/lotteryList as hall tiles of the lottery category: each opens the room picker by its
 * title (/api/lotteryRoom takes a title). A server without the call, or a failed read, adds none:
 * the game list's lottery rows still show.
 */
export async function fetchLotteryGames(): Promise<Game[]> {
  try {
    const lotteries = toList<WireLottery, LotteryInfo>(await read(LOTTERY_LIST_PATH, {}), toLottery);
    return lotteries
      .filter((l) => l.title.trim())
      .map((l) => ({ name: l.title.trim(), platform: String(l.id), category: 'lottery', gameCode: '', image: l.logo }));
  } catch {
    return [];
  }
}

/** The lotteries of /api/lotteryList; asked only while the hall shows its lottery tab. */
export function useLotteryGames(active: boolean) {
  return useSWR<Game[]>(active ? LOTTERY_LIST_PATH : null, fetchLotteryGames, { revalidateOnFocus: false });
}

export const LOTTERY_ROOMS_PATH = '/api/lotteryRoom';
export const lotteryRoomsKey = (name: string) => [LOTTERY_ROOMS_PATH, { name }] as const;

/**
 * POST /api/lotteryRoom {name}. A 404 (a server without lottery rooms) is an empty
 * list: the popup then says 当前游戏无房间. Other refusals are toasted with the server's words.
 */
export async function fetchLotteryRooms(name: string): Promise<LotteryRoomSummary[]> {
  try {
    const data = await read<WireLotteryRoomSummary[]>(LOTTERY_ROOMS_PATH, { name });
    return toList<WireLotteryRoomSummary, LotteryRoomSummary>(data, toRoomSummary).filter((r) => r.id > 0);
  } catch (e) {
    if (e instanceof ApiError && e.code === 404) return [];
    if (e instanceof ApiError) toast.error(e.message || t.toast.serverError);
    throw e;
  }
}

export function useLotteryRooms(name: string | null) {
  return useSWR<LotteryRoomSummary[]>(
    name === null ? null : lotteryRoomsKey(name),
    () => fetchLotteryRooms(name ?? ''),
    {
      // Rooms open and close; look again each time the popup opens.
      revalidateOnMount: true,
      dedupingInterval: 0,
    },
  );
}

export const GAME_URL_PATH = '/api/getGameUrl';

/**
 * POST /api/getGameUrl → data.url. The wire names are swapped in meaning: `game_type`
 * carries the game code (0 for the lobby, as the legacy client sends), `game_code` the category.
 * A refusal is said in a toast; this is never cached (each answer is a single-use link).
 */
export async function fetchGameUrl(launch: { platform: string; gameCode: string; category: string }): Promise<string> {
  const body: WireGameUrlBody = {
    plat_name: launch.platform,
    game_type: launch.gameCode || LOBBY_GAME_TYPE,
    game_code: launch.category,
    is_mobile_url: 1,
  };
  const url = toUrl(await readShown<WireUrl>(GAME_URL_PATH, body));
  rememberFrameUrl(url);
  return url;
}

/**
 * One electronic platform's games (POST /api/gamelistBycode {gamecode, platform_name}), cached per tab: in
 * memory by SWR and on the device, so a tab seen before shows its tiles at once.
 */
import useSWR from 'swr';
import { readJson, writeJson } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';
import { read } from './read';
import { toGameTile, type GameTileItem } from './normalise/game-tiles';
import { toList } from './normalise/scalars';
import type { WireGameTile } from '@/contract/games/schemas';

export const GAME_TILES_PATH = '/api/gamelistBycode';
const storageKey = (platform: string) => `conciseGames:${platform}`;

export async function fetchGameTiles(platform: string): Promise<GameTileItem[]> {
  const tiles = toList<WireGameTile, GameTileItem>(
    // Both keys name the platform: the reference server reads `gamecode`, the legacy clients sent
    // `platform_name` (docs/API.md#gamelistbycode); either kind of server finds it.
    await read(GAME_TILES_PATH, { gamecode: platform, platform_name: platform }),
    toGameTile,
  ).filter((g) => g.code && g.platform);
  writeJson(storageKey(platform), tiles);
  return tiles;
}

function storedTiles(platform: string): GameTileItem[] | undefined {
  const stored = readJson<GameTileItem[]>(storageKey(platform));
  return Array.isArray(stored) ? stored : undefined;
}

export function useGameTiles(platform: string) {
  const hydrated = useHydrated();
  return useSWR<GameTileItem[]>([GAME_TILES_PATH, platform], () => fetchGameTiles(platform), {
    fallbackData: hydrated ? storedTiles(platform) : undefined,
    revalidateOnFocus: false,
  });
}

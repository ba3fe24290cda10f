/** The electronic-game list (/api/gamelistBycode): tiles into UI types, once. */
import { assetUrl } from '@/lib/config';
import { str } from './scalars';
import type { WireGameTile } from '@/contract/games/schemas';

export interface GameTileItem {
  /** The venue (platform) code the game page launches at. */
  platform: string;
  code: string;
  name: string;
  image: string;
}

export const toGameTile = (w: WireGameTile): GameTileItem => ({
  platform: str(w.catecode).trim(),
  code: str(w.gamecode).trim(),
  name: str(w.gamename).trim(),
  image: assetUrl(str(w.gamepic)),
});

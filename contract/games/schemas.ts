/** Game venues: the game list and launch links. */
import { Type, type Static } from 'typebox';
import { Ignored, PlayerInput, Sent, TextField } from '../common/input.ts';

/** GET /api/game/list row. */
export const WireGame = Type.Object({
  name: Type.Optional(Type.String()),
  gamename: Type.Optional(Type.String()),
  platform_name: Type.String(),
  category_id: Type.String(),
  game_code: Type.Optional(Type.String()),
  gamecode: Type.Optional(Type.String()),
  catecode: Type.Optional(Type.String()),
  app_state: Type.Union([Type.Number(), Type.String()]),
  gamepic: Type.Optional(Type.String()),
  mobile_img: Type.Optional(Type.String()),
  api_logo_img: Type.Optional(Type.String()),
  check_yes_img: Type.Optional(Type.String()),
  check_no_img: Type.Optional(Type.String()),
  type_name: Type.Optional(Type.String()),
});
export type WireGame = Static<typeof WireGame>;

/**
 * POST /api/getGameUrl body. The names are swapped in meaning: `game_type` carries the game code
 * (0 for the venue's lobby, as the legacy client sends), `game_code` the category.
 */
export const WireGameUrlBody = PlayerInput({
  plat_name: TextField({ max: 40, description: "The venue's platform name." }),
  game_type: Sent(
    Type.Union([Type.String(), Type.Literal(0)]),
    TextField({ max: 64, description: "The game's code; 0 for the lobby." }),
  ),
  game_code: TextField({ max: 20, description: 'The category.' }),
  is_mobile_url: Ignored(Type.Literal(1), 'Always 1; ignored.'),
});
export type WireGameUrlBody = Static<typeof WireGameUrlBody>;

export const GameListQuery = PlayerInput({
  category: TextField({ max: 20, description: 'Category id; empty or unknown: every category.' }),
  category_id: TextField({ max: 20, description: 'Category id (another spelling).' }),
  platform: TextField({ max: 40, description: 'Platform name.' }),
  platform_name: TextField({ max: 40, description: 'Platform name (another spelling).' }),
});

/** POST /api/gamelistBycode row: an electronic game's tile. */
export const WireGameTile = Type.Object({
  gamepic: Type.String(),
  gamename: Type.String(),
  /** The platform (venue) code: obgdy, fgdz, pp, ae. */
  catecode: Type.String(),
  gamecode: Type.String(),
  gametype: Type.Optional(Type.String()),
});
export type WireGameTile = Static<typeof WireGameTile>;

export const GameTilesQuery = PlayerInput({
  platform_name: TextField({ max: 40, description: 'Platform (what the legacy client sends): obgdy, fgdz, pp, ae.' }),
  gamecode: TextField({ max: 40, description: 'Platform (another spelling).' }),
});

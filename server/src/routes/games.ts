/**
 * The game hall list and entering a game (/api/getGameUrl).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Documenting, WireUrl } from '../../../contract/common/schemas.ts';
import { GameListQuery, WireGame, WireGameUrlBody } from '../../../contract/games/schemas.ts';
import { launchGame, parseLaunch } from '../domain/games/launch.ts';
import { isCategory, listGames } from '../domain/games/platforms.ts';
import { readInput, str } from '../lib/input.ts';
import { requestOrigin } from '../lib/urls.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { memberCall, publicCall, readRoute, typed } from './schema.ts';

export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  readRoute(app, {
    url: '/api/game/list',
    schema: publicCall({ tag: 'games', summary: '游戏列表', input: GameListQuery, data: Type.Array(WireGame) }),
    handler: async (request) => {
      const input = readInput(request);
      // The legacy client sends `category_id: ''`; empty or unknown means every category.
      const category = str(input.category ?? input.category_id, 20);
      const platform = str(input.platform ?? input.platform_name, 40);
      const games = await listGames(
        app.db,
        { category: isCategory(category) ? category : undefined, platform: platform || undefined },
        requestOrigin(request, app.config.publicUrl),
      );
      return ok(games);
    },
  });

  // docs/API.md#getgameurl: `{url}`; unknown or hidden platform 500. Auto-transfer happens first.
  api.post(
    '/api/getGameUrl',
    {
      schema: memberCall({ tag: 'games', summary: '进入游戏', input: Documenting(WireGameUrlBody), data: WireUrl }),
    },
    async (request) => {
      const { user } = memberOf(request);
      const url = await launchGame(
        app.db,
        user.id,
        parseLaunch(readInput(request)),
        requestOrigin(request, app.config.publicUrl),
      );
      const data: WireUrl = { url };
      return ok(data);
    },
  );
}

/**
 * The game hall list and entering a game (/api/getGameUrl).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { WireUrl } from '../../../../contract/common/schemas.ts';
import { GameListQuery, WireGame, WireGameUrlBody } from '../../../../contract/games/schemas.ts';
import { launchGame, launchRequest } from '../../domain/games/launch.ts';
import { isCategory, listGames } from '../../domain/games/platforms.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { memberOf } from '../../plugins/app/context.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { memberCall, publicCall, readRoute, typed } from '../../http/schema.ts';

export async function gameRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  readRoute(app, {
    url: '/api/game/list',
    schema: publicCall({ tag: 'games', summary: '游戏列表', input: GameListQuery, data: Type.Array(WireGame) }),
    handler: async (request) => {
      const input = request.body;
      // The legacy client sends `category_id: ''`; empty or unknown means every category.
      const category = input.category || input.category_id;
      const platform = input.platform || input.platform_name;
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
      schema: memberCall({ tag: 'games', summary: '进入游戏', input: WireGameUrlBody, data: WireUrl }),
    },
    async (request) => {
      const { user } = memberOf(request);
      const url = await launchGame(
        app.db,
        user.id,
        launchRequest(request.body),
        requestOrigin(request, app.config.publicUrl),
      );
      const data: WireUrl = { url };
      return ok(data);
    },
  );
}

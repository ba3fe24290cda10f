/**
 * The game list anyone may read. Launching a game: routes/member/games.ts.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { GameListQuery, WireGame } from '../../../../contract/games/schemas.ts';
import { isCategory, listGames } from '../../domain/games/platforms.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function gameListRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/game/list',
    schema: playerCall({ tag: 'games', summary: '游戏列表', input: GameListQuery, data: Type.Array(WireGame) }),
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
}

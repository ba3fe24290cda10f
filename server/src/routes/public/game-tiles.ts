/**
 * The electronic-game list (/api/gamelistBycode): one platform's game tiles. The legacy client
 * sends `platform_name`, the documented body `gamecode`; both name the platform.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { GameTilesQuery, WireGameTile } from '../../../../contract/games/schemas.ts';
import { catalogueOf } from '../../domain/games/catalogue.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function gameTileRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/gamelistBycode',
    schema: playerCall({
      tag: 'games',
      summary: '电子游戏列表',
      description: 'The tiles of one platform (platform_name or gamecode); [] for a platform without games.',
      input: GameTilesQuery,
      data: Type.Array(WireGameTile),
    }),
    handler: async (request) => {
      const input = request.body;
      const platform = (input.platform_name || input.gamecode).toLowerCase();
      return ok(catalogueOf(platform, requestOrigin(request, app.config.publicUrl)));
    },
  });
}

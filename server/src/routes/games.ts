/**
 * The game hall list.
 */
import type { FastifyInstance } from 'fastify';
import { isCategory, listGames } from '../domain/games/platforms.ts';
import { readInput, str } from '../lib/input.ts';
import { requestOrigin } from '../lib/urls.ts';
import { ok } from '../plugins/envelope.ts';

export async function gameRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/game/list',
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
}

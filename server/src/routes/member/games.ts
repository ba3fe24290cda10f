/**
 * Entering a game (/api/getGameUrl). The game hall list: routes/public/games.ts.
 */
import type { FastifyInstance } from 'fastify';
import { WireUrl } from '../../../../contract/common/schemas.ts';
import { WireGameUrlBody } from '../../../../contract/games/schemas.ts';
import { launchGame, launchRequest } from '../../domain/games/launch.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, typed } from '../../http/schema.ts';

export default async function gameRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  // docs/API.md#getgameurl: `{url}`; unknown or hidden platform 500. Auto-transfer happens first.
  api.post(
    '/api/getGameUrl',
    {
      schema: playerCall({ tag: 'games', summary: '进入游戏', input: WireGameUrlBody, data: WireUrl }),
    },
    async (request) => {
      const { user, token } = memberOf(request);
      const url = await launchGame(
        app.db,
        { userId: user.id, token },
        launchRequest(request.body),
        requestOrigin(request, app.config.publicUrl),
        app.config.protection,
      );
      const data: WireUrl = { url };
      return ok(data);
    },
  );
}

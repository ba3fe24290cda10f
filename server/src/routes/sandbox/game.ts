/**
 * Demo mode: the sandbox venues' game page, GET /sandbox/game?ticket=<launch ticket>. The ticket
 * (from /api/getGameUrl) is spent by this request; a spent, expired or unknown one gets the
 * 'link expired' page (410).
 */
import type { FastifyInstance } from 'fastify';
import { SandboxGameQuery } from '../../../../contract/sandbox/schemas.ts';
import { SANDBOX_GAME_PATH } from '../../domain/games/launch.ts';
import { openSandboxGame } from '../../domain/games/sandbox-game.ts';
import { str } from '../../lib/input.ts';
import { sendHtml } from '../../views/html.ts';
import { expiredGamePage, GAME_PAGE_CSP, sandboxGamePage } from '../../views/sandbox-game.ts';
import { sandboxPage, typed } from '../../http/schema.ts';
import { MAX_TICKET_LENGTH } from '../../../../contract/sandbox/rules.ts';

export default async function sandboxGameRoutes(app: FastifyInstance): Promise<void> {
  typed(app).get(
    SANDBOX_GAME_PATH,
    { schema: sandboxPage('沙盒游戏场馆页', { querystring: SandboxGameQuery }) },
    async (request, reply) => {
      const view = await openSandboxGame(app.db, str(request.query.ticket, MAX_TICKET_LENGTH));
      if (!view) return sendHtml(reply, 410, expiredGamePage(), GAME_PAGE_CSP);
      return sendHtml(reply, 200, sandboxGamePage(view), GAME_PAGE_CSP);
    },
  );
}

/**
 * Demo mode: a round at a sandbox venue, POST /sandbox/game/play (the game page's form). The
 * answer is the game page again, with the round's result (or the refusal) and the new balance;
 * a resent form (same round id) shows its recorded round and moves no money.
 */
import type { FastifyInstance } from 'fastify';
import { SandboxPlayBody } from '../../../../contract/sandbox/schemas.ts';
import { SANDBOX_PLAY_PATH, VENUE_PLAY_MESSAGES, VENUE_STAKE_LIMITS } from '../../../../contract/sandbox/rules.ts';
import { resumeSandboxGame } from '../../domain/games/sandbox-game.ts';
import { PlayRefusal, playRound } from '../../domain/venue-games/play.ts';
import { parseAmount } from '../../lib/money.ts';
import { sendHtml } from '../../views/html.ts';
import { expiredGamePage, GAME_PAGE_CSP, sandboxGamePage } from '../../views/sandbox-game.ts';
import type { RoundNotice } from '../../views/venue-game.ts';
import { sandboxPage, typed } from '../../http/schema.ts';

const ROUND_RE = /^[A-Za-z0-9-]{8,64}$/;
const MIN_CENTS = BigInt(VENUE_STAKE_LIMITS.minYuan) * 100n;
const MAX_CENTS = BigInt(VENUE_STAKE_LIMITS.maxYuan) * 100n;

export default async function sandboxVenuePlayRoutes(app: FastifyInstance): Promise<void> {
  typed(app).post(
    SANDBOX_PLAY_PATH,
    { schema: { ...sandboxPage('沙盒场馆下注'), body: SandboxPlayBody } },
    async (request, reply) => {
      const input = request.body;
      const token = input.session;
      const resumed = await resumeSandboxGame(app.db, token);
      if (!resumed) return sendHtml(reply, 410, expiredGamePage(), GAME_PAGE_CSP);
      const stakeText = input.stake;
      const stake = parseAmount(stakeText);
      const round = input.round;
      let last: RoundNotice;
      if (stake === null || stake < MIN_CENTS || stake > MAX_CENTS) {
        last = { kind: 'refused', text: VENUE_PLAY_MESSAGES.stake };
      } else if (!ROUND_RE.test(round)) {
        last = { kind: 'refused', text: VENUE_PLAY_MESSAGES.roundTaken };
      } else {
        try {
          const result = await playRound(app.db, {
            session: resumed.session,
            roundRef: round,
            choice: input.choice,
            stake,
          });
          last = { kind: 'result', ...result };
        } catch (error) {
          if (!(error instanceof PlayRefusal)) throw error;
          last = { kind: 'refused', text: error.message };
        }
      }
      // The balance after the round: the page is drawn again from the session.
      const after = (await resumeSandboxGame(app.db, token))?.view ?? resumed.view;
      return sendHtml(reply, 200, sandboxGamePage(after, { stake: stakeText, last }), GAME_PAGE_CSP);
    },
  );
}

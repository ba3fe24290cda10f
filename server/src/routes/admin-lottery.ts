/**
 * Operator API for the lottery (under /admin, behind the operator token): the round clock of
 * every lottery and whether this process is the leader that runs it; voiding a round.
 */
import type { FastifyInstance } from 'fastify';
import { roundsOverview } from '../domain/lottery/operator-view.ts';
import { formatBeijing } from '../lib/time.ts';
import { ok } from '../plugins/envelope.ts';
import { operatorCall, typed } from './schema.ts';
import { VoidRoundBody } from '../../../contract/ops/schemas.ts';
import { voidRound, VoidRefused } from '../domain/lottery/void-round.ts';
import { BizError } from '../lib/errors.ts';
import { posInt, readInput, str } from '../lib/input.ts';
import { formatCents } from '../lib/money.ts';
import { operatorOf } from '../plugins/auth.ts';

export async function adminLotteryRoutes(app: FastifyInstance): Promise<void> {
  // {lottery_id, expect}: every unsettled bet refunded through the ledger, exactly once.
  typed(app).post(
    '/lottery/rounds/void',
    { schema: operatorCall('作废期数（退还全部未结算投注）', { body: VoidRoundBody }) },
    async (request) => {
      const input = readInput(request);
      const lotteryId = posInt(input.lottery_id, 0);
      const expect = str(input.expect, 20);
      if (!lotteryId || !/^\d{1,18}$/.test(expect))
        throw new BizError(400, 'lottery_id and expect are required', { status: 400 });
      try {
        const result = await voidRound(app.db, lotteryId, BigInt(expect), operatorOf(request));
        return ok({
          lottery_id: lotteryId,
          expect,
          bets: result.bets,
          players: result.players,
          refunded: formatCents(result.refunded),
          replayed: result.replayed,
        });
      } catch (error) {
        if (error instanceof VoidRefused) throw new BizError(409, error.message, { status: 409 });
        throw error;
      }
    },
  );

  app.get('/lottery/rounds', { schema: operatorCall('开奖期数') }, async () => {
    const now = app.lottery.now();
    return ok({
      now: formatBeijing(now),
      // This process runs the rounds: its loop is on and it holds the leadership.
      leader: app.config.lotteryScheduler && app.lottery.isLeader,
      scheduler: app.config.lotteryScheduler,
      round_seconds: app.config.roundSeconds,
      lotteries: await roundsOverview(app.db, now),
    });
  });
}

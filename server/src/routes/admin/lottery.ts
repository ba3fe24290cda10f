/**
 * Operator API for the lottery: the round clock of every lottery and whether this process is
 * the leader that runs it; voiding a round (its refunds and its audit row in one transaction).
 */
import type { FastifyInstance } from 'fastify';
import { VoidRoundBody } from '../../../../contract/ops/schemas.ts';
import { roundsOverview } from '../../domain/lottery/operator-view.ts';
import { voidRound, VoidRefused } from '../../domain/lottery/void-round.ts';
import { formatCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';
import { operatorOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { conflict } from '../../http/admin-refusals.ts';
import { auditStep } from '../../http/admin-tx.ts';
import { operatorCall, typed } from '../../http/schema.ts';
import { RoundsAnswer, VoidAnswer } from '../../../../contract/ops/answers.ts';

export default async function adminLotteryRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  // Every unsettled bet refunded through the ledger, exactly once.
  api.post(
    '/lottery/rounds/void',
    { schema: operatorCall('作废期数（退还全部未结算投注）', { body: VoidRoundBody, data: VoidAnswer }) },
    async (request) => {
      const { lottery_id: lotteryId, expect, reason } = request.body;
      try {
        const result = await voidRound(
          app.db,
          lotteryId,
          BigInt(expect),
          operatorOf(request),
          reason,
          auditStep(request),
        );
        return ok({
          lottery_id: lotteryId,
          expect,
          bets: result.bets,
          players: result.players,
          refunded: formatCents(result.refunded),
          replayed: result.replayed,
        });
      } catch (error) {
        if (error instanceof VoidRefused) throw conflict(error.message);
        throw error;
      }
    },
  );

  api.get('/lottery/rounds', { schema: operatorCall('开奖期数', { data: RoundsAnswer }) }, async () => {
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

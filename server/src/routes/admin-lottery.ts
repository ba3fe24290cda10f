/**
 * Operator API for the lottery (under /admin, behind the operator token): the round clock of
 * every lottery and whether this process is the leader that runs it.
 */
import type { FastifyInstance } from 'fastify';
import { roundsOverview } from '../domain/lottery/operator-view.ts';
import { formatBeijing } from '../lib/time.ts';
import { ok } from '../plugins/envelope.ts';
import { operatorCall } from './schema.ts';

export async function adminLotteryRoutes(app: FastifyInstance): Promise<void> {
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

/**
 * The lottery round clock as `app.lottery`: routes read the server's time from it (`now()`),
 * tests drive it (`tick(now)`, or replace `clock`). With `lotteryScheduler` on it runs by itself
 * once the app is ready (leader only) and stops before the database closes.
 */
import type { FastifyInstance } from 'fastify';
import { LotteryScheduler } from '../domain/lottery/scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lottery: LotteryScheduler;
  }
}

export function setupLottery(app: FastifyInstance): void {
  const scheduler = new LotteryScheduler({
    db: app.db,
    broadcast: (roomId, frame) => app.chat.broadcast(roomId, frame),
    roundSeconds: app.config.roundSeconds,
    secret: app.serverSecret,
    log: app.log,
  });
  app.decorate('lottery', scheduler);
  if (app.config.lotteryScheduler) app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
}

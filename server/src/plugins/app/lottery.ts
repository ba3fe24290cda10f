/**
 * The lottery round clock as `app.lottery`: routes read the time from it (`now()`: the database's
 * clock),
 * tests drive it (`tick(now)`, or replace `clock`). With `lotteryScheduler` on it runs by itself
 * once the app is ready (leader only) and stops before the database closes.
 */
import type { FastifyInstance } from 'fastify';
import { DbClock, RESYNC_MS } from '../../domain/lottery/db-clock.ts';
import { LotteryScheduler } from '../../domain/lottery/scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lottery: LotteryScheduler;
  }
}

export function setupLottery(app: FastifyInstance): void {
  // Rounds and bets run on the database's clock (db-clock.ts), synced at start and every minute.
  const dbClock = new DbClock();
  const scheduler = new LotteryScheduler({
    db: app.db,
    broadcast: (roomId, frame) => app.chat.broadcast(roomId, frame),
    roundSeconds: app.config.roundSeconds,
    secret: app.serverSecret,
    log: app.log,
    clock: () => dbClock.now(),
  });
  app.decorate('lottery', scheduler);
  const resync = () =>
    dbClock.sync(app.db).catch((error) => app.log.warn({ err: error }, 'database clock sync failed'));
  const timer = setInterval(() => void resync(), RESYNC_MS);
  timer.unref();
  app.addHook('onReady', async () => {
    await resync();
    if (Math.abs(dbClock.offset) > 1000)
      app.log.warn({ offsetMs: dbClock.offset }, 'this server clock differs from the database clock');
    if (app.config.lotteryScheduler) scheduler.start();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await scheduler.stop();
  });
}

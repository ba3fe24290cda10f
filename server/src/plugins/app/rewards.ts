/**
 * The reward programmes' clock and daily jobs as `app.rewards`: routes read the time from it
 * (`now()`; red-packet windows, report days), tests replace `clock` or call `catchUp(now)`. The
 * jobs run on the lottery's leader: when this process runs the lottery clock it follows that
 * leadership (one advisory lock per database), otherwise it takes the lock itself.
 */
import type { FastifyInstance } from 'fastify';
import { leadershipFor, type Leadership } from '../../domain/lottery/leader.ts';
import { RewardJobs } from '../../domain/rewards/jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rewards: RewardJobs;
  }
}

function followLottery(app: FastifyInstance): Leadership {
  return {
    get isLeader() {
      return app.lottery.isLeader;
    },
    acquire: async () => app.lottery.isLeader,
    release: async () => {},
  };
}

export function setupRewards(app: FastifyInstance): void {
  const leadership = app.config.lotteryScheduler ? followLottery(app) : leadershipFor(app.db);
  const jobs = new RewardJobs(app.db, leadership, app.log);
  app.decorate('rewards', jobs);
  if (app.config.lotteryScheduler) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await leadership.release();
  });
}

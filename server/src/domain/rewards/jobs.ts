/**
 * The reward days, run by the leader (the lottery's advisory-lock leadership): once a Beijing day
 * has ended, its rebates are written (within minutes, well inside the 24 hours promised) and then
 * the VIP day runs (promotions, demotions) — in that order, so a day's rebates use the level held
 * during that day. Each job's day is recorded in reward_job_days; after downtime every missing day
 * since the last one done is run once, oldest first (a fresh database starts with yesterday).
 * Time comes from `clock`, so tests call `catchUp(now)` with any time instead of waiting.
 */
import type { Db } from '../../db/types.ts';
import type { Leadership } from '../lottery/leader.ts';
import { addDays, beijingDay, dayText } from './days.ts';
import { runRebateDay, type RebateDayResult } from './rebate-day.ts';
import { runVipDay, type VipDayResult } from './vip-job.ts';

export type Clock = () => Date;

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CatchUpReport {
  rebates: RebateDayResult[];
  vip: VipDayResult[];
}

/** The leader looks this often whether a day has ended. */
const TICK_MS = 60_000;

export class RewardJobs {
  clock: Clock;
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly leadership: Leadership,
    private readonly log: JobLog,
    clock?: Clock,
  ) {
    this.clock = clock ?? (() => new Date());
  }

  now(): Date {
    return this.clock();
  }

  /** Runs every ended day not done yet; waits for a pass already under way. */
  catchUp(now: Date = this.clock()): Promise<CatchUpReport> {
    const next = this.chain.then(() => this.pass(now));
    this.chain = next.catch(() => {});
    return next;
  }

  private async lastDone(job: 'vip' | 'rebate'): Promise<string | null> {
    const [row] = await this.db.query<{ day: unknown }>(
      'SELECT max(day)::text AS day FROM reward_job_days WHERE job = $1',
      [job],
    );
    return row?.day ? dayText(row.day) : null;
  }

  private async pass(now: Date): Promise<CatchUpReport> {
    const report: CatchUpReport = { rebates: [], vip: [] };
    if (!this.leadership.isLeader && !(await this.leadership.acquire())) return report;
    const yesterday = addDays(beijingDay(now), -1);
    const lastRebate = await this.lastDone('rebate');
    const lastVip = await this.lastDone('vip');
    const firstRebate = lastRebate ? addDays(lastRebate, 1) : yesterday;
    const firstVip = lastVip ? addDays(lastVip, 1) : yesterday;
    let day = firstRebate < firstVip ? firstRebate : firstVip;
    for (; day <= yesterday; day = addDays(day, 1)) {
      const d = day;
      if (d >= firstRebate)
        report.rebates.push(
          await this.db.tx(async (q) => {
            const result = await runRebateDay(q, d, now);
            // The job's own progress (operator runs of a day leave it alone).
            await q.query(
              `INSERT INTO reward_job_days (job, day, items, amount) VALUES ('rebate', $1::date, $2, $3)
               ON CONFLICT (job, day) DO NOTHING`,
              [d, result.written, result.amount],
            );
            return result;
          }),
        );
      if (d >= firstVip) report.vip.push(await this.db.tx((q) => runVipDay(q, d)));
    }
    if (report.rebates.length + report.vip.length > 0) this.log.info({ report }, 'reward days run');
    return report;
  }

  start(): void {
    if (this.timer) return;
    const run = () => {
      this.catchUp().catch((error: unknown) => this.log.error({ err: error }, 'reward days failed'));
    };
    run();
    this.timer = setInterval(run, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.chain;
  }
}

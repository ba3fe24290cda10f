/**
 * The round clock of every lottery, run by the leader (leader.ts). Each tick, per lottery:
 *   1. make sure the current and the next round exist (committed hashes),
 *   2. draw every round whose draw time has come (catch-up after a stop draws them all with
 *      their committed seeds), broadcast 开奖结果 with the new nowdata, settle it,
 *   3. settle drawn rounds left unsettled (a crash mid-settlement),
 *   4. announce 已封盘 when the current round has closed.
 * Ticks never overlap. Time comes from `clock`, so tests call `tick(now)` with any time they like
 * instead of sleeping; the loop (start/stop) wakes at the next close or draw, at least every second.
 */
import type { Db } from '../../db/types.ts';
import { listLotteries, type Lottery } from './catalog.ts';
import { announceClosed, drawRound, type RoomFrame } from './draw.ts';
import { leadershipFor, type Leadership } from './leader.ts';
import {
  currentRound,
  dueRounds,
  ensureRounds,
  markSettleFailed,
  nextEventAt,
  timingOf,
  unsettledRounds,
} from './rounds.ts';
import { DEFAULT_SETTLE_BATCH, settleRound } from './settle.ts';

export type Clock = () => Date;

export interface SchedulerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface SchedulerOptions {
  db: Db;
  /** Room fan-out (app.chat.broadcast). */
  broadcast: (roomId: string, frame: unknown) => void;
  /** ROUND_SECONDS: every lottery's period when set. */
  roundSeconds: number | null;
  /** Seals the draw seeds (the server secret). */
  secret: string;
  log: SchedulerLog;
  clock?: Clock;
  leadership?: Leadership;
  settleBatchSize?: number;
}

export interface TickReport {
  created: number;
  closed: string[];
  drawn: string[];
  settledBets: number;
}

/** The loop sleeps at most this long (and wakes earlier for a close or a draw). */
const MAX_SLEEP_MS = 1000;
/** A follower asks for the lock this often. */
const LEADER_RETRY_MS = 5000;

export class LotteryScheduler {
  clock: Clock;
  private readonly leadership: Leadership;
  private chain: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(private readonly options: SchedulerOptions) {
    this.clock = options.clock ?? (() => new Date());
    this.leadership = options.leadership ?? leadershipFor(options.db);
  }

  /** The server's time for rounds and bets (tests replace `clock`). */
  now(): Date {
    return this.clock();
  }

  get isLeader(): boolean {
    return this.leadership.isLeader;
  }

  /** One pass at `now` over every lottery; waits for a tick already under way. */
  tick(now: Date = this.clock()): Promise<TickReport> {
    const next = this.chain.then(() => this.pass(now));
    this.chain = next.catch(() => {});
    return next;
  }

  private broadcast(frames: RoomFrame[]): void {
    for (const { roomId, frame } of frames) this.options.broadcast(roomId, frame);
  }

  private async pass(now: Date): Promise<TickReport> {
    const report: TickReport = { created: 0, closed: [], drawn: [], settledBets: 0 };
    for (const lottery of await listLotteries(this.options.db)) {
      try {
        await this.passLottery(lottery, now, report);
      } catch (error) {
        // One lottery's failure must not stop the others; the next tick tries again.
        this.options.log.error({ err: error, lottery: lottery.id }, 'lottery tick failed');
      }
    }
    return report;
  }

  private async passLottery(lottery: Lottery, now: Date, report: TickReport): Promise<void> {
    const { db } = this.options;
    const batchSize = this.options.settleBatchSize ?? DEFAULT_SETTLE_BATCH;
    // A stopped lottery gets no new rounds, but rounds already sold are still drawn and settled.
    if (lottery.running)
      report.created += await ensureRounds(
        db,
        lottery,
        now,
        timingOf(lottery, this.options.roundSeconds),
        this.options.secret,
      );

    for (const due of await dueRounds(db, lottery.id, now)) {
      const drawn = await drawRound(db, lottery, due.id, now, this.options.secret);
      if (!drawn) continue;
      report.drawn.push(`${lottery.id}:${drawn.round.expect}`);
      this.broadcast(drawn.frames);
    }
    for (const round of await unsettledRounds(db, lottery.id)) {
      try {
        const settled = await settleRound(db, lottery, round.id, round.extend!, { batchSize, now });
        report.settledBets += settled.bets;
      } catch (error) {
        // Recorded on the round: only a drawn round whose settlement failed may be voided.
        await markSettleFailed(db, round.id, error);
        throw error;
      }
    }
    const current = await currentRound(db, lottery.id, now);
    if (current && !current.closeAnnounced && current.closeAt.getTime() <= now.getTime()) {
      const frames = await announceClosed(db, lottery, current.id, now);
      if (frames.length > 0) report.closed.push(`${lottery.id}:${current.expect}`);
      this.broadcast(frames);
    }
  }

  /** When the loop should wake next: the earliest close or draw of any lottery, capped. */
  private async sleepMs(): Promise<number> {
    const now = this.clock();
    let wake = now.getTime() + MAX_SLEEP_MS;
    for (const lottery of await listLotteries(this.options.db)) {
      const at = await nextEventAt(this.options.db, lottery.id, now);
      // An event already due was handled by the pass just run, or failed there: the 1 s cap
      // retries it, rather than spinning.
      if (at && at.getTime() > now.getTime()) wake = Math.min(wake, at.getTime());
    }
    // A few ms past the event, so the tick sees it as due.
    return Math.max(10, wake - now.getTime() + 5);
  }

  /** Starts the loop (leader election included). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.chain = this.chain.then(() => this.loopOnce()).catch(() => {});
    }, delayMs);
  }

  private async loopOnce(): Promise<void> {
    if (!this.running) return;
    let delay = LEADER_RETRY_MS;
    try {
      if (this.leadership.isLeader || (await this.leadership.acquire())) {
        await this.pass(this.clock());
        delay = await this.sleepMs();
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'lottery scheduler failed');
      delay = MAX_SLEEP_MS;
    }
    this.schedule(delay);
  }

  /** Stops the loop, waits for a tick under way, gives up the leadership. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.chain.catch(() => {});
    await this.leadership.release();
  }
}

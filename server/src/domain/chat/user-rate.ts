/**
 * Chat messages per user (not per socket: five sockets must not give five allowances, and N
 * server processes must not give N). Two gates:
 *  - `UserRateLimit`, fixed windows in this process's memory: a cheap first gate that turns a
 *    flood away before it reaches the database (each process counts only its own sockets);
 *  - `saveWithinAllowance`, the rule itself: the user's messages STORED in the last window,
 *    counted in the database every process writes to, under a per-user transaction lock, so
 *    concurrent messages from several sockets or processes cannot all pass the same count.
 */
import type { Db } from '../../db/types.ts';
import { FixedWindowCounter } from '../../lib/fixed-window.ts';
import { saveChatMessage, type Author, type ChatFrame, type ChatInput } from './messages.ts';

/** The in-memory first gate: a fixed-window counter per user id; `max` 0 switches it off. */
export class UserRateLimit {
  private readonly counter: FixedWindowCounter<number>;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    now: () => number = Date.now,
  ) {
    this.counter = new FixedWindowCounter<number>(max, windowMs, now);
  }

  /** True when `userId` may send one more message now (and counts it). */
  take(userId: number): boolean {
    return this.max <= 0 || this.counter.take(userId);
  }
}

/**
 * First key of the per-user transaction lock (`pg_advisory_xact_lock(ns, user_id)`); the lottery
 * leader uses 7302402, so the two never meet.
 */
export const CHAT_RATE_LOCK_NS = 7302403;

/**
 * Stores a player's chat message unless the user already has `max` messages (chat and bet
 * notices, any room, any socket, any process) stored in the last `windowMs` by the database's
 * clock; null means refused. `max` 0 switches the limit off (the message is simply stored).
 * Uses chat_messages_user_recent (migration 011).
 */
export async function saveWithinAllowance(
  db: Db,
  roomId: string,
  author: Author,
  input: ChatInput,
  max: number,
  windowMs: number,
): Promise<ChatFrame | null> {
  if (max <= 0) return saveChatMessage(db, roomId, author, input);
  return db.tx(async (q) => {
    // One writer per user at a time: the count below and the insert happen under the lock.
    await q.query('SELECT 1 FROM pg_advisory_xact_lock($1::int, $2::int)', [CHAT_RATE_LOCK_NS, author.userId]);
    const [row] = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_messages
        WHERE user_id = $1 AND created_at > now() - $2::int * interval '1 millisecond'`,
      [author.userId, Math.floor(windowMs)],
    );
    if ((row?.n ?? 0) >= max) return null;
    return saveChatMessage(q, roomId, author, input);
  });
}

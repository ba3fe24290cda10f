/**
 * Room frames across server processes through PostgreSQL: `broadcast` publishes with pg_notify
 * and every process, this one included, LISTENs on a dedicated connection and delivers to its
 * own sockets. Going through the database even for local sockets gives every process the same
 * order (commit order) and one code path. Frames are signed with a key only the server processes
 * hold (notify-codec.ts): a payload another database client NOTIFYs is never delivered.
 * Revoked tokens arrive on the same channel from the database's own triggers (decodeRevoked):
 * unsigned, so they are only a hint the receiver checks against user_tokens before acting.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import { PgListener, type ListenerLog } from '../../db/listener.ts';
import type pg from 'pg';
import type { ChatHub, ChatTransport } from './hub.ts';
import { decodeRevoked, encodeFrame, fanoutKey, FrameDecoder, signPayload, verifiedPayload } from './notify-codec.ts';

/** Payloads per statement: a busy moment becomes a few statements, not thousands. */
const MAX_BATCH = 500;
/** Above this many waiting payloads the database is not keeping up: new frames are dropped. */
const MAX_QUEUED = 20_000;

export interface FanoutLog extends ListenerLog {
  error(obj: object, msg: string): void;
}

/**
 * The channel is per schema: test apps share one PostgreSQL with a schema each, and NOTIFY
 * channels are database-wide. Production (schema public) uses `tg_chat`.
 */
export async function chatChannel(q: Queryable): Promise<string> {
  const [row] = await q.query<{ schema: string }>('SELECT current_schema() AS schema');
  const schema = row?.schema ?? 'public';
  if (schema === 'public') return 'tg_chat';
  // A schema name that is not a plain lower-case identifier (or too long) is hashed instead.
  if (/^[a-z_][a-z0-9_]{0,54}$/.test(schema)) return `tg_chat_${schema}`;
  return `tg_chat_${createHash('sha256').update(schema).digest('hex').slice(0, 16)}`;
}

export interface PgFanoutOptions {
  /** Where pg_notify runs (the pool: it reconnects by itself). */
  db: Queryable;
  /** A new dedicated client for LISTEN. */
  connect: () => pg.Client;
  hub: ChatHub;
  log: FanoutLog;
  /** SERVER_SECRET: the same in every process, so each verifies the others' frames. */
  serverSecret: string;
  channel?: string;
  /** Token hashes revoked anywhere (any process, any connection), as their transactions commit. */
  onRevoked?: (hashes: string[]) => void;
  /** Every payload, before it is taken apart (the member cache's notices ride the same channel). */
  onPayload?: (payload: string) => void;
  /** Whether the LISTEN connection is up (see PgListener). */
  onState?: (listening: boolean) => void;
}

export class PgFanout implements ChatTransport {
  private queue: string[] = [];
  private flushing: Promise<void> | null = null;
  private dropped = 0;

  private constructor(
    private readonly db: Queryable,
    private readonly channel: string,
    readonly listener: PgListener,
    private readonly log: FanoutLog,
    private readonly key: Buffer,
  ) {}

  /** LISTENs first, so nothing published after this resolves is missed by this process. */
  static async start(options: PgFanoutOptions): Promise<PgFanout> {
    const channel = options.channel ?? (await chatChannel(options.db));
    const decoder = new FrameDecoder();
    const key = fanoutKey(options.serverSecret);
    const listener = new PgListener({
      connect: options.connect,
      channel,
      log: options.log,
      onState: options.onState,
      onPayload: (payload) => {
        options.onPayload?.(payload);
        const revoked = decodeRevoked(payload);
        if (revoked) return options.onRevoked?.(revoked);
        const signed = verifiedPayload(key, payload);
        const frame = signed === null ? null : decoder.accept(signed);
        if (frame) options.hub.deliver(frame.roomId, frame.text);
      },
    });
    await listener.start();
    return new PgFanout(options.db, channel, listener, options.log, key);
  }

  publish(roomId: string, text: string): void {
    let payloads: string[];
    try {
      payloads = encodeFrame(roomId, text).map((payload) => signPayload(this.key, payload));
    } catch (error) {
      this.log.error({ err: error, roomId }, 'chat frame not fanned out');
      return;
    }
    if (this.queue.length + payloads.length > MAX_QUEUED) {
      if (this.dropped++ % 1000 === 0)
        this.log.error({ roomId, dropped: this.dropped }, 'chat fan-out queue full; frame dropped');
      return;
    }
    this.queue.push(...payloads);
    this.flushing ??= this.flush();
  }

  /**
   * One statement at a time keeps the publishing order; frames that arrive meanwhile go out
   * together in the next statement. A big frame's parts may span two statements: receivers
   * wait for all of them, and later frames still come after it.
   */
  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          // ORDER BY the position: PostgreSQL then calls pg_notify in array order.
          await this.db.query(
            `SELECT pg_notify($1, t.payload) FROM unnest($2::text[]) WITH ORDINALITY AS t(payload, n) ORDER BY t.n`,
            [this.channel, batch],
          );
        } catch (error) {
          this.log.error({ err: error, frames: batch.length }, 'chat fan-out publish failed');
        }
      }
    } finally {
      this.flushing = null;
    }
  }

  async close(): Promise<void> {
    await this.flushing;
    await this.listener.close();
  }
}

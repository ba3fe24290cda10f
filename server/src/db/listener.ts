/**
 * One dedicated PostgreSQL connection that LISTENs on a channel (a pooled connection would be
 * handed to other queries and lose its LISTEN). When the connection drops it is logged and
 * re-opened with a growing delay. A connection can also die without a word (a NAT or a firewall
 * forgets it, the database host vanishes): a LISTEN connection never sends, so it would sit deaf
 * until TCP gave up, minutes later. A keep-alive query every few seconds that must answer in time
 * notices that within seconds and counts as a drop (onState(false), reconnect, LISTEN again); notifications sent while it is down are not seen (PostgreSQL
 * keeps none for absent listeners), which the chat accepts: history is in the table.
 */
import type pg from 'pg';

export interface ListenerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ListenerOptions {
  /** A new, unconnected client with the database's settings. */
  connect: () => pg.Client;
  channel: string;
  onPayload: (payload: string) => void;
  /** Called with true once LISTENing (again) and with false as soon as the connection is lost. */
  onState?: (listening: boolean) => void;
  log: ListenerLog;
  /** First retry delay; doubles up to maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How often the keep-alive query runs (0 = never), and how long its answer may take. */
  keepAliveMs?: number;
  keepAliveTimeoutMs?: number;
}

/** What the keep-alive runs (also how it is told apart in pg_stat_activity). */
export const KEEPALIVE_SQL = 'SELECT 1 AS listen_keepalive';
const DEFAULT_KEEPALIVE_MS = 5000;
const DEFAULT_KEEPALIVE_TIMEOUT_MS = 5000;

const CHANNEL_RE = /^[a-z_][a-z0-9_]{0,62}$/;

export class PgListener {
  private client: pg.Client | null = null;
  private pid: number | null = null;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;
  private delayMs: number;
  private connecting: Promise<void> | null = null;
  private keepAlive: NodeJS.Timeout | null = null;
  private probing = false;
  /** Incremented on every successful (re)connection; tests wait on it. */
  connections = 0;

  constructor(private readonly options: ListenerOptions) {
    if (!CHANNEL_RE.test(options.channel)) throw new Error(`bad channel name: ${options.channel}`);
    this.delayMs = options.minDelayMs ?? 200;
    const every = options.keepAliveMs ?? DEFAULT_KEEPALIVE_MS;
    if (every > 0) {
      this.keepAlive = setInterval(() => this.probe(), every);
      this.keepAlive.unref();
    }
  }

  /** One keep-alive round: no answer in time, or an error, drops the connection. */
  private probe(): void {
    const client = this.client;
    if (!client || this.probing || this.closed) return;
    this.probing = true;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      const ms = this.options.keepAliveTimeoutMs ?? DEFAULT_KEEPALIVE_TIMEOUT_MS;
      timer = setTimeout(() => reject(new Error(`LISTEN keep-alive unanswered for ${ms} ms`)), ms);
    });
    Promise.race([client.query(KEEPALIVE_SQL), timeout])
      .catch((error: unknown) => this.dropped(client, error instanceof Error ? error : new Error(String(error))))
      .finally(() => {
        clearTimeout(timer);
        this.probing = false;
      });
  }

  /** Connects and LISTENs; the first connection must succeed (a server should not start deaf). */
  async start(): Promise<void> {
    await this.open();
  }

  /** The server process behind the connection, or null while reconnecting. */
  get backendPid(): number | null {
    return this.pid;
  }

  private async open(): Promise<void> {
    const client = this.options.connect();
    client.on('notification', (message) => {
      if (message.channel === this.options.channel && message.payload !== undefined)
        this.options.onPayload(message.payload);
    });
    // 'error' without a handler would crash the process; both events mean the connection is gone.
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
      const [row] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
      if (this.closed) {
        await client.end().catch(() => {});
        return;
      }
      this.client = client;
      this.pid = row?.pid ?? null;
      this.delayMs = this.options.minDelayMs ?? 200;
      this.connections++;
      this.options.onState?.(true);
    } catch (error) {
      client.removeAllListeners('end');
      client.on('error', () => {});
      await client.end().catch(() => {});
      throw error;
    }
  }

  private dropped(client: pg.Client, error: Error | null): void {
    if (this.client !== client) return;
    this.client = null;
    this.pid = null;
    this.options.onState?.(false);
    client.removeAllListeners('end');
    client.on('error', () => {});
    client.end().catch(() => {});
    if (this.closed) return;
    this.options.log.warn(
      { err: error ?? undefined, channel: this.options.channel },
      'LISTEN connection lost; reconnecting',
    );
    this.schedule();
  }

  private schedule(): void {
    if (this.closed || this.timer) return;
    const delay = this.delayMs;
    this.delayMs = Math.min(this.delayMs * 2, this.options.maxDelayMs ?? 5000);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connecting = this.open().then(
        () => {
          if (this.client) this.options.log.info({ channel: this.options.channel }, 'LISTEN connection restored');
        },
        (error: unknown) => {
          this.options.log.warn(
            { err: error, channel: this.options.channel, retryInMs: this.delayMs },
            'LISTEN reconnect failed',
          );
          this.schedule();
        },
      );
    }, delay);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.connecting?.catch(() => {});
    const client = this.client;
    this.client = null;
    this.pid = null;
    if (client) this.options.onState?.(false);
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}

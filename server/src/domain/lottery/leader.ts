/**
 * Which process runs the rounds. On PostgreSQL several server processes may share one database:
 * the leader holds a session advisory lock on a dedicated connection (not a pooled one, which
 * would be handed to other queries), so the lock lives exactly as long as that connection; when
 * it drops, the lock is free and another process takes over at its next attempt. The key
 * includes the schema, so databases in different schemas (the tests) each have their own leader.
 * PGlite is one process: always the leader.
 */
import type pg from 'pg';
import { PostgresDb } from '../../db/postgres.ts';
import type { Db } from '../../db/types.ts';

/** Arbitrary class id of the advisory lock (the migration lock is 7302401). */
const LEADER_LOCK_CLASS = 7_302_402;

export interface Leadership {
  readonly isLeader: boolean;
  /** Tries to become the leader (no wait); true when this process leads. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
}

class AlwaysLeader implements Leadership {
  readonly isLeader = true;
  async acquire(): Promise<boolean> {
    return true;
  }
  async release(): Promise<void> {}
}

class AdvisoryLockLeader implements Leadership {
  private client: pg.Client | null = null;
  private leading = false;

  constructor(private readonly db: PostgresDb) {}

  get isLeader(): boolean {
    return this.leading;
  }

  async acquire(): Promise<boolean> {
    if (this.leading) return true;
    const client = this.db.dedicatedClient('tg-lottery-leader');
    // Losing the connection is losing the lock: stop acting as leader at once.
    const lost = () => {
      if (this.client === client) {
        this.client = null;
        this.leading = false;
      }
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      const [row] = (
        await client.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1::int, hashtext(current_schema())) AS locked',
          [LEADER_LOCK_CLASS],
        )
      ).rows;
      if (!row?.locked) {
        await client.end().catch(() => {});
        return false;
      }
      this.client = client;
      this.leading = true;
      return true;
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.leading = false;
    // Ending the session releases the lock.
    if (client) await client.end().catch(() => {});
  }
}

export function leadershipFor(db: Db): Leadership {
  return db instanceof PostgresDb ? new AdvisoryLockLeader(db) : new AlwaysLeader();
}

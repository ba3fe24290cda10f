/**
 * PGlite (PostgreSQL 18 in WASM): one serialised connection, fsync off. For demos, dev and tests;
 * production money belongs in PostgreSQL (DATABASE_URL).
 */
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { openTxScope, settleTxScope, type TxScope } from './tx-scope.ts';
import { INT8_OID, normaliseParams, parseInt8, type Db, type Queryable } from './types.ts';

export const PGLITE_PARSERS = { [INT8_OID]: parseInt8 };

type Target = Pick<Transaction, 'query' | 'exec'>;

function wrap(target: Target): Queryable {
  return {
    async query<T extends object>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, normaliseParams(params));
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

export class PgliteDb implements Db {
  readonly kind = 'pglite' as const;
  private readonly base: Queryable;

  constructor(private readonly pg: PGlite) {
    this.base = wrap(pg);
  }

  /** `memory://` for a throw-away database, otherwise a directory (created if missing). */
  static async open(location: string, options: Omit<PGliteOptions, 'parsers'> = {}): Promise<PgliteDb> {
    if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
    const pg = await PGlite.create(location, { ...options, parsers: PGLITE_PARSERS });
    return new PgliteDb(pg);
  }

  /** A copy of the whole database (tests clone one migrated and seeded template). */
  async dump(): Promise<File | Blob> {
    return this.pg.dumpDataDir('none');
  }

  static async fromDump(dump: File | Blob): Promise<PgliteDb> {
    return PgliteDb.open('memory://', { loadDataDir: dump });
  }

  query<T extends object>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.base.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.base.exec(sql);
  }

  /** LISTENs on `channel` (NOTIFY works in one PGlite as in PostgreSQL); resolves to the unlisten. */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const unlisten = await this.pg.listen(channel, onPayload);
    return async () => {
      if (!this.pg.closed) await unlisten();
    };
  }

  // PGlite queues other queries while a transaction runs, so callers must use `q` inside `fn`
  // (calling the Db itself there would wait for the transaction to end: a self-deadlock).
  async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    const opened: TxScope[] = [];
    try {
      return await this.pg.transaction((t) => {
        const handle = wrap(t);
        opened.push(openTxScope(handle, this));
        return fn(handle);
      });
    } finally {
      for (const scope of opened) settleTxScope(scope);
    }
  }

  async close(): Promise<void> {
    if (!this.pg.closed) await this.pg.close();
  }
}

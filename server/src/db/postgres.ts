/**
 * PostgreSQL through a `pg` Pool. Optional `schema` puts every connection on its own
 * search_path (tests give each app instance a private schema).
 */
import pg from 'pg';
import { openTxScope, settleTxScope } from './tx-scope.ts';
import { INT8_OID, normaliseParams, parseInt8, schemaIdent, type Db, type Queryable } from './types.ts';

const types = {
  getTypeParser(oid: number, format?: string) {
    if (oid === INT8_OID) return parseInt8;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends object>(sql: string, params?: readonly unknown[], name?: string) {
      const values = normaliseParams(params);
      const result = await (name ? client.query({ name, text: sql, values }) : client.query(sql, values));
      return result.rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  url: string;
  schema?: string;
  /** Drop the schema on close (tests only). */
  dropSchemaOnClose?: boolean;
  /** Pool size (DB_POOL_MAX, default 10). */
  max?: number;
  /** Longest statement in ms (DB_STATEMENT_TIMEOUT_MS, default 15 s); 0 = none. */
  statementTimeoutMs?: number;
}

/** Defaults: a stuck statement or a forgotten transaction must not hold a connection for ever. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
/** Waiting longer than this for a free pooled connection fails the call (the pool is exhausted). */
const CONNECT_TIMEOUT_MS = 10_000;

export class PostgresDb implements Db {
  readonly kind = 'postgres' as const;
  private readonly base: Queryable;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly options: PostgresOptions,
  ) {
    this.base = wrap(pool);
  }

  static async open(options: PostgresOptions): Promise<PostgresDb> {
    if (options.schema) {
      // Create the schema on a separate short-lived connection before the pool pins search_path.
      const client = new pg.Client({ connectionString: options.url });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS ${schemaIdent(options.schema)}`);
      } finally {
        await client.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
      types,
      options: options.schema ? `-c search_path=${schemaIdent(options.schema)}` : undefined,
    });
    // An idle client error (server restart) must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    const db = new PostgresDb(pool, options);
    await db.query('SELECT 1');
    return db;
  }

  /**
   * A new, unconnected client outside the pool with the same settings: for a connection that
   * must stay put, such as the chat fan-out's LISTEN (server/src/db/listener.ts).
   */
  dedicatedClient(applicationName?: string): pg.Client {
    return new pg.Client({
      connectionString: this.options.url,
      types,
      keepAlive: true,
      // Shown in pg_stat_activity, so an operator (or a test) can tell what the connection is.
      application_name: applicationName,
      options: this.options.schema ? `-c search_path=${schemaIdent(this.options.schema)}` : undefined,
    });
  }

  query<T extends object>(sql: string, params?: readonly unknown[], name?: string): Promise<T[]> {
    return this.base.query<T>(sql, params, name);
  }

  exec(sql: string): Promise<void> {
    return this.base.exec(sql);
  }

  async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // Set when the connection cannot be trusted any more: it is destroyed, never pooled again.
    let broken: Error | undefined;
    // A connection lost while checked out emits 'error'; unheard, that would crash the process.
    const onError = (error: Error) => (broken ??= error);
    client.on('error', onError);
    const handle = wrap(client);
    const scope = openTxScope(handle, this);
    try {
      await client.query('BEGIN');
      const result = await fn(handle);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        // A failed ROLLBACK leaves the session in an unknown state (still in the transaction,
        // or the connection gone): the next borrower must not inherit it.
        broken ??= rollbackError as Error;
      }
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
      settleTxScope(scope);
    }
  }

  async close(): Promise<void> {
    if (this.options.schema && this.options.dropSchemaOnClose) {
      await this.pool.query(`DROP SCHEMA IF EXISTS ${schemaIdent(this.options.schema)} CASCADE`).catch(() => {});
    }
    await this.pool.end();
  }
}

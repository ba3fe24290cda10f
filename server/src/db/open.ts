/**
 * Picks the engine: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/pglite.
 * PGlite is imported only when it is the engine: its module and WASM cost memory and start-up
 * time a process on PostgreSQL has no use for.
 */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { PostgresDb } from './postgres.ts';
import type { Db } from './types.ts';

export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'load'>): Promise<Db> {
  if (config.databaseUrl)
    return PostgresDb.open({
      url: config.databaseUrl,
      max: config.load.dbPoolMax,
      statementTimeoutMs: config.load.statementTimeoutMs,
    });
  const { PgliteDb } = await import('./pglite.ts');
  return PgliteDb.open(join(config.dataDir, 'pglite'));
}

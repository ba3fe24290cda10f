/**
 * Picks the engine: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/pglite.
 */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { PgliteDb } from './pglite.ts';
import { PostgresDb } from './postgres.ts';
import type { Db } from './types.ts';

export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'load'>): Promise<Db> {
  if (config.databaseUrl)
    return PostgresDb.open({
      url: config.databaseUrl,
      max: config.load.dbPoolMax,
      statementTimeoutMs: config.load.statementTimeoutMs,
    });
  return PgliteDb.open(join(config.dataDir, 'pglite'));
}

/**
 * The database of a bench worker (run under tsx, so it imports the server's own modules): a
 * private schema on the DATABASE_URL PostgreSQL, dropped on close, or a PGlite in a temp folder,
 * removed by `cleanup`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgliteDb } from '../../../server/src/db/pglite.ts';
import { PostgresDb } from '../../../server/src/db/postgres.ts';

export async function openWorkerDb(engine, { name, poolSize = 4 }) {
  if (engine === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is required for postgres');
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    return { db: await PostgresDb.open({ url, schema, dropSchemaOnClose: true, max: poolSize }), cleanup: () => {} };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `tg-bench-${name}-`));
  return {
    db: await PgliteDb.open(path.join(dir, 'pglite')),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

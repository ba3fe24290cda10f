/**
 * Applies the numbered SQL files in ./migrations once each, in order, recording them in
 * schema_migrations. The same files run on PGlite (PG 18) and PostgreSQL 15.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Db } from './types.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Arbitrary constant: serialises concurrent starts of several processes on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 7_302_401;

export interface Migration {
  version: string;
  sql: string;
}

/** The versions of the migration files (`001_init` …), in order, without reading them. */
export function migrationVersions(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))
    .sort()
    .map((name) => name.replace(/\.sql$/, ''));
}

export function listMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return migrationVersions(dir).map((version) => ({ version, sql: readFileSync(join(dir, `${version}.sql`), 'utf8') }));
}

/** Returns the versions applied by this call. */
export async function migrate(db: Db, migrations = listMigrations()): Promise<string[]> {
  return db.tx(async (q) => {
    // A migration may legitimately take longer than the statement timeout of ordinary calls.
    await q.exec('SET LOCAL statement_timeout = 0');
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await q.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await q.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await q.exec(migration.sql);
      await q.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/**
 * Whether this process can take traffic (GET /readyz, docs/OPERATIONS.md#health): its database
 * answers in time, and every migration this build knows is applied. One query proves both. The
 * migrations of a newer build running beside this one do not matter: a build needs only its own.
 */
import { migrationVersions } from '../../db/migrate.ts';
import type { Queryable } from '../../db/types.ts';

/** Longer than this and the process is not ready: a balancer's check must get an answer in time. */
export const READINESS_TIMEOUT_MS = 2000;

export type Readiness = { ready: true } | { ready: false; reason: 'database' | 'migrations'; detail: string };

let known: string[] | null = null;

export async function readiness(q: Queryable, timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  known ??= migrationVersions();
  const versions = known;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const [row] = await Promise.race([
      q.query<{ applied: number }>(
        'SELECT count(*)::int AS applied FROM schema_migrations WHERE version = ANY($1::text[])',
        [versions],
      ),
      late,
    ]);
    const applied = row?.applied ?? 0;
    if (applied < versions.length)
      return { ready: false, reason: 'migrations', detail: `${versions.length - applied} not applied` };
    return { ready: true };
  } catch (error) {
    return { ready: false, reason: 'database', detail: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

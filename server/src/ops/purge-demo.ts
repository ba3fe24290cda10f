/**
 * `npm run ops -- purge-demo`: works on the database itself (DATABASE_URL, else the PGlite under
 * DATA_DIR), not over HTTP, because the live server refuses to start while demo artefacts remain.
 */
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDb } from '../db/open.ts';
import { findDemoArtefacts, purgeDemo, PurgeRefused } from '../domain/site/demo-artefacts.ts';

export async function purgeDemoCommand(io: {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}): Promise<number> {
  const db = await openDb(loadConfig(io.env));
  try {
    await migrate(db);
    const found = await db.tx((q) => purgeDemo(q));
    const left = await findDemoArtefacts(db);
    io.out(
      `演示数据已移除 (demo retired): members ${found.users.join(', ') || 'none'}, receiving accounts ${found.receivingAccounts}, sandbox channels ${found.payChannels}` +
        (left.users.length + left.receivingAccounts + left.payChannels === 0 ? '' : ' (some remain: run it again)'),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof PurgeRefused)) throw error;
    io.err(`拒绝 (refused): ${error.message}`);
    return 1;
  } finally {
    await db.close();
  }
}

/**
 * The API document of the app as built (no listening, an in-memory database, default settings
 * so the document does not depend on the machine's environment).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { PgliteDb } from './db/pglite.ts';
import { openApiText } from './plugins/external/openapi.ts';

export async function apiDocument(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tg-api-doc-'));
  const config = {
    ...loadConfig({}),
    dataDir,
    staticDir: join(dataDir, 'no-static'),
    publicUrl: null,
    agentLoginUrl: null,
  };
  const db = await PgliteDb.open('memory://');
  await migrate(db);
  const app = await buildApp({ config, db, opsToken: 'api-doc' });
  try {
    await app.ready();
    return openApiText(app);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Starts the server: open the database, migrate, seed the demo data, listen.
 */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open.ts';
import { resolveOpsToken } from './ops/token.ts';
import { seedDemo } from './seed/demo.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb(config);
  const applied = await migrate(db);
  await seedDemo(db, { demoPassword: config.demoPassword });
  const ops = resolveOpsToken(config);
  const app = await buildApp({ config, db, opsToken: ops.token, logger: { level: config.logLevel } });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const engine = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir}/pglite)`;
  console.log(
    `TG server listening on http://${shown}:${config.port}  (database: ${engine}${applied.length ? `, migrated ${applied.join(', ')}` : ''})`,
  );
  if (ops.created) {
    console.log(`Operator token created in ${ops.source} (shown once):\n  ${ops.token}`);
  }
}

main().catch((error) => {
  console.error('server failed to start:', error);
  process.exit(1);
});

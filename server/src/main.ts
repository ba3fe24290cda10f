/**
 * Starts the server: refuse an unsafe live start, open the database, migrate, seed (the demo's
 * data, or the live site's catalogues only), listen.
 */
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open.ts';
import { resolveOpsToken } from './ops/token.ts';
import { seedDemo, seedLive } from './seed/demo.ts';
import { dialectLine, modeLine, operatorRefusal, startupRefusals } from './site-mode.ts';
import { liveOperatorCount } from './domain/ops/operators.ts';
import { demoArtefactsRefusal, findDemoArtefacts } from './domain/site/demo-artefacts.ts';
import { rebateRateRefusal } from './domain/rewards/margins.ts';
import { vipRateViolations } from './domain/rewards/vip-levels.ts';
import { resolveServerSecret } from './lib/server-secret.ts';
import { bufferedStdout } from './lib/log-stream.ts';
import { warmAssetEncodings } from './plugins/external/static.ts';

async function main(): Promise<void> {
  const loaded = loadConfig();
  const refusals = startupRefusals(loaded, process.env);
  if (refusals.length > 0) {
    console.error(`Refusing to start the live site:\n${refusals.map((line) => `  - ${line}`).join('\n')}`);
    process.exit(1);
  }
  const config = { ...loaded, serverSecret: resolveServerSecret(loaded) };
  console.log(modeLine(config));
  const dialect = dialectLine(config);
  if (dialect) console.log(dialect);
  const db = await openDb(config);
  const applied = await migrate(db);
  if (config.siteMode === 'demo') await seedDemo(db, { demoPassword: config.demoPassword });
  else await seedLive(db);
  const noOperator = operatorRefusal(config, await liveOperatorCount(db));
  const leftovers = config.siteMode === 'demo' ? null : demoArtefactsRefusal(await findDemoArtefacts(db));
  const rates = config.siteMode === 'demo' ? null : rebateRateRefusal(await vipRateViolations(db));
  const dbRefusals = [noOperator, leftovers, rates].filter((line) => line !== null);
  if (dbRefusals.length > 0) {
    console.error(`Refusing to start the live site:\n${dbRefusals.map((line) => `  - ${line}`).join('\n')}`);
    await db.close();
    process.exit(1);
  }
  // The demo makes itself a root token in DATA_DIR; the live site uses only what it was given.
  const ops = config.siteMode === 'demo' ? resolveOpsToken(config) : null;
  const app = await buildApp({
    config,
    db,
    opsToken: ops?.token ?? config.opsToken ?? '',
    logger: { level: config.logLevel, stream: bufferedStdout() },
  });

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
  // ADMIN_PORT: /admin answers only here (plugins/app/admin-surface.ts); closed with the app.
  const adminServer = app.adminServer;
  if (adminServer)
    await new Promise<void>((resolve, reject) => {
      adminServer.once('error', reject);
      adminServer.listen(config.adminPort ?? 0, config.host, resolve);
    });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const engine = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir}/pglite)`;
  console.log(
    `TG server listening on http://${shown}:${config.port}  (database: ${engine}${applied.length ? `, migrated ${applied.join(', ')}` : ''})`,
  );
  if (adminServer) console.log(`Operator API (/admin) on http://${shown}:${config.adminPort} only`);
  if (ops?.created) {
    console.log(`Operator token created in ${ops.source} (shown once):\n  ${ops.token}`);
  }
  // After listening: the first answer is not held up, and a first visit then gets the uploads'
  // smallest encodings: the build's, and those of files it did not encode (an operator's) made
  // in a child process (until a file's are made it goes out compressed on the fly).
  warmAssetEncodings(app).then(
    (files) => app.log.debug({ files }, 'uploads encoded at start'),
    (error: unknown) => app.log.warn({ err: error }, 'encoding the uploads failed'),
  );
}

main().catch((error) => {
  console.error('server failed to start:', error);
  process.exit(1);
});

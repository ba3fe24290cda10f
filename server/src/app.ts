/**
 * Builds the Fastify app (no listening: main.ts listens, tests use inject()).
 * Order matters: context and envelope first, then the plugins that hook every route
 * (CORS, compression, rate limits), then sockets, files and routes, then the 404 handler.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import { ChatHub } from './domain/chat/hub.ts';
import { decorateContext } from './plugins/app/context.ts';
import { setupCors } from './plugins/external/cors.ts';
import { setupSecurityHeaders } from './plugins/external/security-headers.ts';
import { setupLoadShedding } from './plugins/external/load.ts';
import { setupMaintenance } from './plugins/app/maintenance.ts';
import { setupPruning } from './plugins/app/prune.ts';
import { setupEnvelope } from './plugins/app/envelope.ts';
import { setupLimits } from './plugins/external/limits.ts';
import { setupNotFound } from './plugins/app/not-found.ts';
import { setupLottery } from './plugins/app/lottery.ts';
import { setupSocket } from './routes/socket/chat.ts';
import { setupStatic } from './plugins/external/static.ts';
import { setupValidation } from './plugins/app/validation.ts';
import { setupCallGuards } from './http/schema.ts';
import { setupMemberCache } from './plugins/app/member-cache.ts';
import { RequestLog } from './http/request-log.ts';
import { setupOpenApi } from './plugins/external/openapi.ts';
import { adminScope } from './routes/admin/autohooks.ts';
import { authRoutes } from './routes/public/auth.ts';
import { contentRoutes } from './routes/public/content.ts';
import { gameRoutes } from './routes/member/games.ts';
import { siteRoutes } from './routes/public/site.ts';
import { userRoutes } from './routes/member/user.ts';
import { walletRoutes } from './routes/member/wallet.ts';
import { depositRoutes } from './routes/member/deposit.ts';
import { cardRoutes } from './routes/member/cards.ts';
import { withdrawRoutes } from './routes/member/withdraw.ts';
import { accountRoutes } from './routes/member/account.ts';
import { recordRoutes } from './routes/member/records.ts';
import { sandboxRoutes } from './routes/sandbox/pay.ts';
import { depositQrRoutes } from './routes/public/deposit-qr.ts';
import { resolveServerSecret } from './lib/server-secret.ts';
import { requestSerializers } from './lib/log-redact.ts';
import { sandboxGameRoutes } from './routes/sandbox/game.ts';
import { lotteryRoutes } from './routes/public/lottery.ts';
import { betRecordRoutes } from './routes/member/bet-records.ts';
import { articleRoutes } from './routes/member/articles.ts';
import { gameTileRoutes } from './routes/public/game-tiles.ts';
import { sandboxVenuePlayRoutes } from './routes/sandbox/venue-play.ts';
import { rewardRoutes } from './routes/member/rewards.ts';
import { setupRewards } from './plugins/app/rewards.ts';
import { activityRoutes } from './routes/public/activities.ts';
import { profileRoutes } from './routes/member/profile.ts';
import { agentRoutes } from './routes/member/agents.ts';
import { referralRoutes } from './routes/member/referrals.ts';
import { downlineRoutes } from './routes/member/downline.ts';
import { setupLegacyDialect } from './plugins/app/legacy-dialect.ts';

export interface BuildOptions {
  config: Config;
  /** Already migrated (and seeded, for the demo). */
  db: Db;
  opsToken: string;
  logger?: FastifyServerOptions['logger'];
  /** Close the database when the app closes (main.ts and tests both want this). */
  closeDbOnClose?: boolean;
  /** The member cache's clock (tests move it; default Date.now). */
  now?: () => number;
}

/** Request bodies are small JSON; 64 KiB bounds what any call can make us parse. */
const BODY_LIMIT_BYTES = 64 * 1024;

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const logger = options.logger;
  const app = Fastify({
    // Credentials in URLs (the socket's _token, launch tickets) never reach a log line.
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, serializers: { ...requestSerializers, ...logger.serializers } }
        : (logger ?? false),
    // One line per request (plugins/request-log.ts).
    logController: new RequestLog(),
    trustProxy: options.config.trustProxy.length > 0 ? options.config.trustProxy : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A request must arrive whole in time, an idle connection is closed (sockets are upgraded first).
    requestTimeout: options.config.load.requestTimeoutMs,
    connectionTimeout: options.config.load.requestTimeoutMs * 2,
    // The legacy client calls /api/noticelist for /api/noticeList: paths match in any case.
    // (Parameter values, such as static file names, keep their case.)
    routerOptions: { caseSensitive: false },
  });

  decorateContext(app, {
    db: options.db,
    config: options.config,
    chat: new ChatHub(),
    opsToken: options.opsToken,
    serverSecret: resolveServerSecret(options.config),
  });
  setupMemberCache(app, options.now);
  setupEnvelope(app);
  setupValidation(app);
  setupCallGuards(app);
  await setupOpenApi(app);
  await setupSecurityHeaders(app);
  await setupLoadShedding(app);
  setupMaintenance(app);
  await setupCors(app);
  // API_DIALECT=legacy (docs/API.md#legacy-dialect): after CORS (its refusals carry the CORS
  // headers, as the legacy middleware's did) and before the routes, which it hooks as they are added.
  if (options.config.apiDialect === 'legacy') setupLegacyDialect(app);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  const limiters = await setupLimits(app);
  await setupSocket(app);
  setupLottery(app);
  setupRewards(app);
  setupPruning(app);
  await setupStatic(app);

  await siteRoutes(app);
  await authRoutes(app, limiters);
  await userRoutes(app);
  await walletRoutes(app);
  await depositRoutes(app);
  await cardRoutes(app);
  await withdrawRoutes(app);
  await accountRoutes(app);
  await recordRoutes(app);
  await depositQrRoutes(app);
  // The sandbox pages exist only on the demo site: on the live site the routes are not there at all.
  if (options.config.siteMode === 'demo') {
    await sandboxRoutes(app);
    await sandboxGameRoutes(app);
    await sandboxVenuePlayRoutes(app);
  }
  await lotteryRoutes(app);
  await betRecordRoutes(app);
  await rewardRoutes(app);
  await contentRoutes(app);
  await gameRoutes(app);
  await articleRoutes(app);
  await gameTileRoutes(app);
  await activityRoutes(app);
  await profileRoutes(app);
  await agentRoutes(app);
  await referralRoutes(app);
  await downlineRoutes(app);
  // Every operator route, its guard and its audit: one scope (routes/admin-scope.ts).
  await app.register(adminScope, { prefix: '/admin' });
  setupNotFound(app);

  if (options.closeDbOnClose ?? true) app.addHook('onClose', async () => options.db.close());
  return app;
}

/**
 * Builds the Fastify app (no listening: main.ts listens, tests use inject()).
 * Laid out as fastify/demo lays an app out: plugins/external/ sets up third-party plugins,
 * plugins/app/ our own cross-cutting ones, routes/ holds the routes by who may call them
 * (loaded by @fastify/autoload) and http/ the helpers their handlers share.
 *
 * Order matters: context and envelope first, then the plugins that hook every route
 * (CORS, compression, rate limits), then sockets, files and routes, then the 404 handler.
 * That is why the plugins are registered here one by one rather than autoloaded as fastify/demo
 * does (autoload registers a folder in directory order): the envelope's error handler and body
 * parsers before the validation that relies on them, the onRoute hooks (OpenAPI, the legacy
 * dialect) before any route they must see, CORS before the legacy dialect so its refusals carry
 * the CORS headers, and the not-found handler last. Within a routes folder order does not matter:
 * each file only adds routes (the document's keys are sorted: plugins/external/openapi.ts).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autoload, { type AutoloadPluginOptions } from '@fastify/autoload';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import { ChatHub } from './domain/chat/hub.ts';
import { decorateContext } from './plugins/app/context.ts';
import { setupCors } from './plugins/external/cors.ts';
import { setupSecurityHeaders } from './plugins/external/security-headers.ts';
import { setupForwardedCheck } from './plugins/external/forwarded.ts';
import { setupLoadShedding } from './plugins/external/load.ts';
import { setupMaintenance } from './plugins/app/maintenance.ts';
import { setupPruning } from './plugins/app/prune.ts';
import { setupEnvelope } from './plugins/app/envelope.ts';
import { setupLanguage } from './plugins/app/language.ts';
import { setupLimits, type Limiters } from './plugins/external/limits.ts';
import { setupNotFound } from './plugins/app/not-found.ts';
import { setupAdminSurface } from './plugins/app/admin-surface.ts';
import { setupLottery } from './plugins/app/lottery.ts';
import { setupStatic } from './plugins/external/static.ts';
import { setupValidation } from './plugins/app/validation.ts';
import { setupMemberCache } from './plugins/app/member-cache.ts';
import { setupCompression } from './plugins/external/compress.ts';
import { RequestLog } from './http/request-log.ts';
import { setupOpenApi } from './plugins/external/openapi.ts';
import { resolveServerSecret } from './lib/server-secret.ts';
import { requestSerializers } from './lib/log-redact.ts';
import { setupRewards } from './plugins/app/rewards.ts';
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

const ROUTES_DIR = fileURLToPath(new URL('./routes/', import.meta.url));

// The server's TypeScript always runs through tsx (`node --import tsx`), which @fastify/autoload
// 6.5 does not detect (it looks for tsx among --require preloads only) and would refuse the .ts
// route files: this is its documented switch for "the runtime loads TypeScript".
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

/** What every route file's plugin receives as its options (auth.ts's rate limits). */
interface RouteOptions {
  limiters: Limiters;
}

/**
 * One folder of routes/, each file a plugin of routes (its default export). A folder's
 * autohooks.ts runs first in the scope that holds the folder's files: routes/member/'s declares
 * the member guard, routes/admin/'s the operator guard and audit. Folder names never become URL
 * prefixes (every route spells its whole path; /admin is given explicitly).
 */
async function loadRoutes(
  app: FastifyInstance,
  folder: string,
  options: RouteOptions & { prefix?: string },
  extra: Partial<AutoloadPluginOptions> = {},
): Promise<void> {
  await app.register(autoload, {
    dir: join(ROUTES_DIR, folder),
    autoHooks: true,
    cascadeHooks: true,
    dirNameRoutePrefix: false,
    options,
    ...extra,
  });
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const logger = options.logger;
  const app = Fastify({
    // Credentials in URLs (the socket's _token, launch tickets) never reach a log line.
    // (`logger: true` too: Fastify's default serializers would print the raw URL.)
    logger:
      logger === true
        ? { serializers: requestSerializers }
        : logger && typeof logger === 'object'
          ? { ...logger, serializers: { ...requestSerializers, ...logger.serializers } }
          : (logger ?? false),
    // One line per request (http/request-log.ts).
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
  // English messages for an English Accept-Language; the legacy servers answer Chinese only.
  if (options.config.apiDialect !== 'legacy') setupLanguage(app);
  setupValidation(app);
  await setupOpenApi(app);
  await setupSecurityHeaders(app);
  await setupLoadShedding(app);
  setupForwardedCheck(app);
  setupMaintenance(app);
  // ADMIN_PORT: before the routes, so /admin is not found on the public port (nor the rest on it).
  setupAdminSurface(app);
  await setupCors(app);
  // API_DIALECT=legacy (docs/API.md#legacy-dialect): after CORS (its refusals carry the CORS
  // headers, as the legacy middleware's did) and before the routes, which it hooks as they are added.
  if (options.config.apiDialect === 'legacy') setupLegacyDialect(app);
  await setupCompression(app);
  const limiters = await setupLimits(app);
  const routeOptions: RouteOptions = { limiters };
  // The chat socket (@fastify/websocket, the cross-process fan-out, the socket guards) is a
  // route, loaded here where it always was: before the schedulers that broadcast to its rooms.
  // guards.ts beside it is its helpers, not a route.
  await loadRoutes(app, 'socket', routeOptions, { ignoreFilter: (path) => path.endsWith('/guards.ts') });
  setupLottery(app);
  setupRewards(app);
  setupPruning(app);
  await setupStatic(app);

  // Routes by who may call them: visitors (routes/public/), members (routes/member/: the folder's
  // autohooks.ts is the guard), the demo's sandbox pages, then the one /admin scope.
  await loadRoutes(app, 'public', routeOptions);
  await loadRoutes(app, 'member', routeOptions);
  // The sandbox pages exist only on the demo site: on the live site the routes are not there at all.
  if (options.config.siteMode === 'demo') await loadRoutes(app, 'sandbox', routeOptions);
  // Every operator route, its guard and its audit: one scope (routes/admin/autohooks.ts).
  await loadRoutes(app, 'admin', { ...routeOptions, prefix: '/admin' });
  setupNotFound(app);

  if (options.closeDbOnClose ?? true) app.addHook('onClose', async () => options.db.close());
  return app;
}

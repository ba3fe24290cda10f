/**
 * Where /admin answers. ADMIN_PORT: a second listener, in the same process and through the same
 * router (app.routing), that answers /admin only; the public port then answers /admin with the
 * ordinary 404, as if it did not exist, and the admin port answers everything else the same way.
 * Firewall the admin port (or bind HOST to an inner interface) so only operators reach it.
 * ADMIN_ALLOW_FROM: /admin answers only these addresses (request.ip: TRUST_PROXY decides whether
 * a proxy's X-Forwarded-For is believed); anyone else gets the 404, before the token is read.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../../config.ts';
import { allowed, allowList } from '../../lib/address-ranges.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ADMIN_PORT listener (not listening yet: main.ts listens it), or null. */
    adminServer: Server | null;
  }
}

type Hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/** The /admin scope's first hook when ADMIN_ALLOW_FROM is set (routes/admin/autohooks.ts). */
export function adminAllowList(config: Pick<Config, 'adminAllowFrom'>): Hook | null {
  if (config.adminAllowFrom.length === 0) return null;
  const list = allowList(config.adminAllowFrom);
  return (request, reply, done) => {
    if (allowed(list, request.ip)) return done();
    reply.callNotFound();
  };
}

const isAdminRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith('/admin/') ?? false;

/** Decorates app.adminServer and, with ADMIN_PORT, splits the routes between the two listeners. */
export function setupAdminSurface(app: FastifyInstance): void {
  const port = app.config.adminPort;
  if (port === null) {
    app.decorate('adminServer', null);
    return;
  }
  const viaAdminPort = new WeakSet<IncomingMessage>();
  const server = createServer({ requestTimeout: app.config.load.requestTimeoutMs }, (req, res) => {
    viaAdminPort.add(req);
    app.routing(req, res);
  });
  app.decorate('adminServer', server);
  app.addHook('onRequest', (request, reply, done) => {
    if (viaAdminPort.has(request.raw) === isAdminRoute(request)) return done();
    reply.callNotFound();
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

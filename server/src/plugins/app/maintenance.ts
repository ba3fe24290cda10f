/**
 * Maintenance is the server's rule, not only the client's screen: while site_state is 0 every
 * /api call but the few the maintenance screen needs (site settings, customer service, the visit
 * check) answers `{code: 500, message: <repair_tips>}`, so no older client, script or open page
 * can bet, pay or withdraw meanwhile. The state is read at most once a second per process, and at
 * once after an operator switches it here. Decided on the matched route (lib/route-path.ts), so
 * `/%61pi/balance`, `/API/balance` or `//api/balance` are closed exactly as `/api/balance` is.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { getSettings, SITE_MAINTENANCE } from '../../domain/site/settings.ts';
import { decisionPath } from '../../lib/route-path.ts';
import { COMMON_MESSAGES } from '../../../../contract/common/rules.ts';

/** What the maintenance screen itself calls (lower case: paths match in any case). */
const OPEN_DURING_MAINTENANCE = new Set(['/api/app', '/api/getservicerurl', '/api/getvisiturl']);
const CACHE_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Forget the cached site state (an operator just changed it). */
    siteStateChanged: () => void;
  }
}

export function setupMaintenance(app: FastifyInstance): void {
  let cached: { at: number; closed: boolean; tips: string } | null = null;
  const siteState = async () => {
    if (!cached || Date.now() - cached.at > CACHE_MS) {
      const settings = await getSettings(app.db);
      cached = { at: Date.now(), closed: settings.site_state === SITE_MAINTENANCE, tips: settings.repair_tips };
    }
    return cached;
  };
  app.decorate('siteStateChanged', () => {
    cached = null;
  });
  const refuse = (reply: FastifyReply, tips: string) =>
    reply
      .status(200)
      .header('Cache-Control', 'no-store')
      .send({ code: 500, message: tips.trim() || COMMON_MESSAGES.maintenance });
  // A callback hook answering from the cached state without a promise (every call passes here).
  app.addHook('onRequest', (request, reply, done) => {
    const path = decisionPath(request);
    if (!path.startsWith('/api/') || OPEN_DURING_MAINTENANCE.has(path)) return done();
    if (cached && Date.now() - cached.at <= CACHE_MS) {
      if (!cached.closed) return done();
      return refuse(reply, cached.tips);
    }
    siteState().then(
      (site) => (site.closed ? refuse(reply, site.tips) : done()),
      (error: unknown) => done(error as Error),
    );
  });
}

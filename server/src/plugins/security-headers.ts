/**
 * Security headers on every answer (lib/security-headers.ts holds the policy): @fastify/helmet
 * with the site's CSP, whose script hashes are those of the static export's inline scripts
 * (read from STATIC_DIR at start), plus Permissions-Policy, and HSTS when the request came over
 * HTTPS (directly or, with TRUST_PROXY, through the proxy). Pages the server renders itself (the
 * sandbox pages) set a stricter CSP of their own.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import {
  cspDirectives,
  HSTS,
  inlineScriptHashes,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from '../lib/security-headers.ts';
import { staticDirUsable } from './static.ts';

export async function setupSecurityHeaders(app: FastifyInstance): Promise<void> {
  const hashes = staticDirUsable(app.config.staticDir) ? inlineScriptHashes(app.config.staticDir) : [];
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(hashes) },
    // Images of the API (uploads, QR codes) are also shown by a front end on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The deposit page opens the payment page in a new window and learns nothing from it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: REFERRER_POLICY },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}

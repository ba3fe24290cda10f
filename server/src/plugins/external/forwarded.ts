/**
 * X-Forwarded-For is believed only from TRUST_PROXY's peers (Fastify's trustProxy takes the same
 * list); from anyone else it is ignored and the client address is the connection's own. The first
 * such request in a process is logged as a warning, so an operator whose proxy is missing from
 * the list (every client then looks like the proxy, and shares its rate limits) hears of it.
 */
import type { FastifyInstance } from 'fastify';
import { trustedPeer } from '../../lib/trusted-proxies.ts';

function untrustedForwardingMessage(peer: string, trustProxy: string[]): string {
  return `X-Forwarded-For from ${peer} ignored: not a trusted proxy (TRUST_PROXY=${trustProxy.join(',') || 'none'}); the client address is the connection's own. If a proxy of yours sent it, add its address to TRUST_PROXY. (Logged once per process.)`;
}

export function setupForwardedCheck(app: FastifyInstance): void {
  const trusted = trustedPeer(app.config.trustProxy);
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    const peer = request.socket.remoteAddress ?? '';
    if (trusted(peer)) return;
    warned = true;
    request.log.warn(untrustedForwardingMessage(peer, app.config.trustProxy));
  });
}

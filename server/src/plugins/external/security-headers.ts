/**
 * Security headers (lib/security-headers.ts holds the policy). Documents (HTML pages) and the
 * service worker get the whole set: @fastify/helmet with the site's CSP, whose script hashes are
 * those of the static export's inline scripts (read from STATIC_DIR at start), plus
 * Permissions-Policy. Every other answer gets only the headers that act on it
 * (resourceHeadersThatDoNotAct says which to drop): the document-only headers would add about 700 bytes to each of the
 * many small answers a page and its balance polling make, and on HTTP/1.1 each header costs its
 * bytes on every answer (a first visit makes about 28 requests). HSTS on every answer
 * of an https PUBLIC_URL (a browser ignores it on an answer over plain HTTP, so a proxy that
 * terminates TLS needs no setup for it) and on any answer that came over HTTPS (directly or,
 * with TRUST_PROXY, through the proxy). Pages the server
 * renders itself (the sandbox pages) set a stricter CSP of their own, which is kept. The
 * customer-service pages (/support/) may also be framed by the configured front-end origins
 * (ALLOWED_ORIGINS): the clients show them in a frame, and a client may live on another origin.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  connectSources,
  cspDirectives,
  type CspDirectives,
  cspText,
  framedPageAncestors,
  HSTS,
  inlineScriptHashes,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  RESOURCE_CSP,
} from '../../lib/security-headers.ts';

/** The service worker is a document for CSP purposes: its own answer's policy governs its fetches. */
const WORKER_SCRIPTS = new Set(['/sw.js', '/en/sw.js']);
/** Pages an operator's front end shows in a frame (the customer-service and agent pages). */
const FRAMED_PAGES = '/support/';
import { staticDirUsable } from './static.ts';

export async function setupSecurityHeaders(app: FastifyInstance): Promise<void> {
  const usable = staticDirUsable(app.config.staticDir);
  const hashes = usable ? inlineScriptHashes(app.config.staticDir) : [];
  const directives = cspDirectives(
    hashes,
    connectSources(usable ? app.config.staticDir : null, [app.config.publicUrl]),
  );
  // PUBLIC_URL https: the site is served over HTTPS, whatever the proxy forwards (no TRUST_PROXY needed).
  const httpsSite = app.config.publicUrl?.startsWith('https://') ?? false;
  const headers = await helmetHeaders({
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    // Images of the API (uploads, QR codes) are also shown by a front end on another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The deposit page opens the payment page in a new window and learns nothing from it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: REFERRER_POLICY },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: false,
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  const framedHeaders = framedPageHeaders(headers, directives, app.config.allowedOrigins);
  const resourceHeaders: Record<string, string> = {
    'content-security-policy': RESOURCE_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'cross-origin-resource-policy': 'cross-origin',
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(resourceHeaders);
    if (httpsSite || request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    done();
  });
  // (Callback hooks: every answer passes here, and an async one costs a promise each.)
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?')[0] ?? '';
    const contentType = reply.getHeader('content-type');
    if (!isDocument(contentType) && !WORKER_SCRIPTS.has(path)) {
      for (const name of resourceHeadersThatDoNotAct(contentType, reply.statusCode))
        if (reply.getHeader(name) === resourceHeaders[name]) reply.removeHeader(name);
    } else {
      const set = path.startsWith(FRAMED_PAGES) ? framedHeaders : headers;
      // A header the page set itself (the sandbox pages' stricter CSP and Referrer-Policy) stays.
      for (const [name, value] of Object.entries(set)) {
        const current = reply.getHeader(name);
        if (current === undefined || current === resourceHeaders[name]) reply.header(name, value);
      }
    }
    done(null, payload);
  });
}

/**
 * The document headers of the framed pages: frame-ancestors widened to the front-end origins.
 * X-Frame-Options cannot name other origins (ALLOW-FROM is gone from browsers), and one that
 * knows frame-ancestors ignores it, so with other origins configured it is left off rather than
 * contradicting the CSP in an old browser; with none, SAMEORIGIN stays.
 */
function framedPageHeaders(
  headers: Record<string, string>,
  directives: CspDirectives,
  allowedOrigins: readonly string[],
): Record<string, string> {
  const framed: Record<string, string> = {
    ...headers,
    'content-security-policy': cspText({ ...directives, 'frame-ancestors': framedPageAncestors(allowedOrigins) }),
  };
  if (allowedOrigins.length > 0) delete framed['x-frame-options'];
  return framed;
}

/**
 * Of the headers every answer starts with, those a browser ignores on this one:
 * - the CSP acts only where the answer is opened on its own and rendered (JSON, SVG, an error
 *   page); a script or a style sheet opened on its own is shown as text;
 * - Referrer-Policy acts on the requests an answer makes or leads to: a style sheet's own
 *   fetches (fonts, images) and a redirect's next request, never a script's, an image's or JSON's.
 * nosniff and Cross-Origin-Resource-Policy act on every answer that is loaded as a resource.
 */
export function resourceHeadersThatDoNotAct(contentType: unknown, statusCode: number): string[] {
  const type = typeof contentType === 'string' ? contentType.toLowerCase() : '';
  const script = /^\s*(application|text)\/(javascript|ecmascript)/.test(type);
  const styleSheet = /^\s*text\/css/.test(type);
  const redirect = statusCode >= 300 && statusCode < 400;
  const unused: string[] = [];
  if (script || styleSheet) unused.push('content-security-policy');
  if (!styleSheet && !redirect) unused.push('referrer-policy');
  return unused;
}

function isDocument(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^\s*(text\/html|application\/xhtml\+xml)/i.test(contentType);
}

/**
 * The headers helmet sets with these options. They are the same on every answer, and
 * @fastify/helmet rebuilds its middleware (parsing the CSP) on every request, a tenth of a
 * balance poll's time; so helmet answers one request of a throw-away app at start and its
 * headers are copied onto every answer.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', async (_request, reply) => reply.type('text/plain').send(''));
    const answer = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (PLAIN_HEADERS.has(name) || typeof value !== 'string') continue;
      headers[name] = value;
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/** What any answer of the probe carries, helmet or not. */
const PLAIN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The one security-header policy of the site, used by the server on every answer (plugins/
 * security-headers.ts, through @fastify/helmet) and written into the static export for static
 * hosts (scripts/build-csp.ts: out/_headers and out/security-headers.nginx.conf), so a CDN
 * deployment of out/ gets the same protection.
 *
 * Scripts: only files from this origin and the export's own inline scripts, each allowed by the
 * SHA-256 hash of its text computed at build time (no 'unsafe-inline' for scripts). Connections:
 * this origin and the API and socket origins the export's config.json names (connectSources),
 * nothing else. No media, no plugins. Frames of
 * game venues and sponsor pages are https pages elsewhere; which of them the app opens is
 * decided by the app's own allow-list (the game page frames only URLs the server handed out).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Nothing in the app uses these; a framed venue cannot ask for them either. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
/** Sent only on answers served over HTTPS (a browser ignores it over HTTP anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy of answers that are not documents (API JSON, scripts, styles, images). A browser
 * applies a CSP only to a document or a worker, so there it matters only when such an answer is
 * opened on its own: then nothing may load or run. Short, because every answer carries it.
 */
export const RESOURCE_CSP = "default-src 'none';frame-ancestors 'self'";

export type CspDirectives = Record<string, string[]>;

/**
 * What the pages may connect to besides 'self': the origins of config.json's apiBaseUrl and
 * socketBaseUrl (read from the export at build time and by the server at start; a changed
 * config.json needs `npm run build-csp -w server` again, or a server restart), each with its
 * socket scheme (the chat socket derives from the API base when socketBaseUrl is empty), and
 * `extra` (the server's own PUBLIC_URL: its wss:// origin for browsers that do not read 'self'
 * as covering sockets).
 */
export function connectSources(dir: string | null, extra: readonly (string | null)[] = []): string[] {
  let config: { apiBaseUrl?: unknown; socketBaseUrl?: unknown } = {};
  try {
    if (dir) config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as typeof config;
  } catch {
    // No config.json (or not JSON): the pages then talk to their own origin only.
  }
  const sources = new Set<string>();
  for (const value of [config.apiBaseUrl, config.socketBaseUrl, ...extra]) {
    if (typeof value !== 'string' || !/^(https?|wss?):\/\//i.test(value.trim())) continue;
    const url = new URL(value.trim());
    const secure = url.protocol === 'https:' || url.protocol === 'wss:';
    sources.add(`${secure ? 'https' : 'http'}://${url.host}`);
    sources.add(`${secure ? 'wss' : 'ws'}://${url.host}`);
  }
  return [...sources].sort();
}

export function cspDirectives(scriptHashes: readonly string[], connect: readonly string[] = []): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'script-src-attr': ["'none'"],
    // React style attributes and Next's inline style tags; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // The API and the chat socket may live on another origin (config.json apiBaseUrl/socketBaseUrl).
    'connect-src': ["'self'", ...connect],
    'frame-src': ["'self'", 'https:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * frame-ancestors of the pages an operator's front end frames (the customer-service pages under
 * /support/, which /api/getservicerurl and /api/getAgentLoginUrl hand out): this origin and the
 * configured front-end origins (ALLOWED_ORIGINS, validated as plain origins), never `*`.
 */
export function framedPageAncestors(allowedOrigins: readonly string[]): string[] {
  return ["'self'", ...allowedOrigins];
}

/** The header value, written exactly as helmet writes it (`;` between directives), so both agree. */
export function cspText(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** Inline <script> elements (no src) of an HTML text. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const body = match[2] ?? '';
    if (body.length > 0) scripts.push(body);
  }
  return scripts;
}

/** `sha256-<base64>` of each distinct inline script of every .html file under `dir`, sorted. */
export function inlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html'))
        for (const script of inlineScripts(readFileSync(path, 'utf8')))
          hashes.add(`sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`);
    }
  };
  walk(dir);
  return [...hashes].sort();
}

/** Every header of the policy, by name (HSTS included: static hosts serve HTTPS). */
export function policyHeaders(
  scriptHashes: readonly string[],
  connect: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': cspText(cspDirectives(scriptHashes, connect)),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Strict-Transport-Security': HSTS,
  };
}

/** out/_headers for static hosts (Netlify, Cloudflare Pages): every path gets the policy. */
export function headersFile(scriptHashes: readonly string[], connect: readonly string[] = []): string {
  const lines = Object.entries(policyHeaders(scriptHashes, connect)).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

/** out/security-headers.nginx.conf: `include` it in the server block that serves out/. */
export function nginxSnippet(scriptHashes: readonly string[], connect: readonly string[] = []): string {
  return (
    Object.entries(policyHeaders(scriptHashes, connect))
      .map(([name, value]) => `add_header ${name} "${value}" always;`)
      .join('\n') + '\n'
  );
}

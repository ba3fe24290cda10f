/**
 * Files on the API's port: the Next static export (STATIC_DIR), the server's own demo images
 * (/uploads/), its customer-service page (/support/), on the demo site the demo 大舞台 and sponsor
 * pages (/showcase/), and the pictures the platform's public client asks its back end for
 * (/static/image/: hall logos and captcha pictures; /images/: the legacy spelling of stored
 * `images/…` uploads). Cache policy per path; compression is registered in app.ts before any
 * route so it covers these too.
 */
import { existsSync, statSync, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ASSETS_DIR } from '../../config.ts';
import { SHOWCASE_PREFIX } from '../../domain/site/showcase.ts';
import { noteServedFile, useBestEncodings, warmEncodings } from './best-encoding.ts';
import { prebuiltEncodings, type PrebuiltEncodings } from './prebuilt-encodings.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';
const UNUSED_ON_IMMUTABLE = ['etag', 'last-modified', 'accept-ranges'] as const;
/** Files whose name does not change between builds: the browser must revalidate them. */
const ALWAYS_REVALIDATE = new Set(['sw.js', 'config.json', 'manifest.webmanifest']);

/** A precompressed sibling (`x.js.br`) has the cache policy of its file (`x.js`). */
const COMPRESSED_SIBLING = /\.(br|gz)$/;

/**
 * `file` is relative to the static root with forward slashes, e.g. "_next/static/x.js". The
 * English build (en/, docs/I18N.md) is a whole export of its own inside: the same rules apply in it.
 */
export function cacheControlFor(file: string): string {
  const inBuild = file.replace(/^en\//, '');
  if (inBuild.startsWith('_next/static/')) return IMMUTABLE;
  if (inBuild.endsWith('.html') || ALWAYS_REVALIDATE.has(inBuild)) return REVALIDATE;
  return SHORT;
}

function relativeFile(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}

export function staticDirUsable(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

const DAY = 'public, max-age=86400';

/** One directory the server serves itself, with the one Cache-Control every file of it gets. */
interface AssetDir {
  root: string;
  prefix: string;
  cache: string;
}

/**
 * The server's own directories, in registration order. /static/image/: the public client's hall
 * logos (/static/image/<category>/<platform_name>.png) and captcha pictures (/static/image/yzm/<code>.png):
 * its hosts send /static/image/ to the back end (scripts/gen-static-images.ts draws them;
 * docs/OPERATIONS.md#hosting-the-platforms-public-client). /images/: stored upload values are
 * `images/…` (served at /uploads/images/…, as the legacy server does); the legacy hosts also send
 * /images/ to the back end, so the same files answer there.
 */
const ASSET_DIRS: readonly AssetDir[] = [
  { root: join(ASSETS_DIR, 'uploads'), prefix: '/uploads/', cache: DAY },
  { root: join(ASSETS_DIR, 'static-image'), prefix: '/static/image/', cache: DAY },
  { root: join(ASSETS_DIR, 'uploads', 'images'), prefix: '/images/', cache: DAY },
  { root: join(ASSETS_DIR, 'support'), prefix: '/support/', cache: REVALIDATE },
];

/** The demo's 大舞台 and sponsor pages (domain/site/showcase.ts): not on the live site at all. */
const SHOWCASE_DIR: AssetDir = { root: join(ASSETS_DIR, 'showcase'), prefix: SHOWCASE_PREFIX, cache: REVALIDATE };

/** The build's encodings of the assets (the folder may be missing: they are then made at runtime). */
const prebuiltOf = (app: FastifyInstance): PrebuiltEncodings =>
  prebuiltEncodings(ASSETS_DIR, app.config.encodedAssetsDir);

/**
 * Serves one directory with its fixed cache policy (the plugin's own is off so ours is the only
 * one), its text files in their smallest encoding (best-encoding.ts).
 */
async function serveAssetDir(app: FastifyInstance, dir: AssetDir): Promise<void> {
  await app.register(async (scope) => {
    useBestEncodings(scope, prebuiltOf(app));
    await scope.register(fastifyStatic, {
      root: dir.root,
      prefix: dir.prefix,
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string, stat: Stats) => {
        reply.header('Cache-Control', dir.cache);
        noteServedFile(reply, path, stat);
      },
    });
  });
}

/**
 * Makes the smallest encodings of the text files the build did not encode (an operator's pictures;
 * best-encoding.ts) in the background, once the server listens: a first visit then gets them at once.
 */
export function warmAssetEncodings(app: FastifyInstance): Promise<number> {
  const dirs = app.config.siteMode === 'demo' ? [...ASSET_DIRS, SHOWCASE_DIR] : ASSET_DIRS;
  return warmEncodings(
    dirs.map((dir) => dir.root),
    prebuiltOf(app),
  );
}

export async function setupStatic(app: FastifyInstance): Promise<void> {
  for (const dir of ASSET_DIRS) await serveAssetDir(app, dir);
  if (app.config.siteMode === 'demo') await serveAssetDir(app, SHOWCASE_DIR);

  const root = app.config.staticDir;
  if (!staticDirUsable(root)) {
    app.log.warn(
      { staticDir: root },
      'STATIC_DIR does not exist: serving the API only (run `npm run build` for the front end)',
    );
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    cacheControl: false,
    // /login → /login/ (the export uses trailingSlash, so pages are dir/index.html).
    redirect: true,
    // The build writes .br and .gz siblings at the highest levels (scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) => {
      const cache = cacheControlFor(relativeFile(root, path).replace(COMPRESSED_SIBLING, ''));
      reply.header('Cache-Control', cache);
      // A hashed build file never changes and is never revalidated or fetched in ranges: its
      // validators would only add bytes to every file of a first visit.
      if (cache === IMMUTABLE) for (const name of UNUSED_ON_IMMUTABLE) reply.removeHeader(name);
    },
  });
}
